import Foundation
import SharedStore

/// What the configurable widget reads from the App Group, which opens no database: the favourites, each
/// category's cached quotes and the collections, written by the app after every library reload, at launch and when
/// it leaves the foreground. Only what changed is written, so only a change reloads the widgets.
@MainActor
final class WidgetFiles {
  private let store: SharedStore
  /// The collections last handed over: the same snapshot is neither encoded nor written again.
  private var sharedCollections: [WidgetCollection]?
  /// That write, off the main actor; the next one waits for it, so the file ends as the newest snapshot.
  private var collectionsWrite: Task<Void, Never>?

  init(store: SharedStore) { self.store = store }

  func share(favorites: WidgetFavorites, categories: WidgetCategoryWindows, collections: [WidgetCollection]) {
    WidgetQuotes.share(favorites: favorites, categories: categories, to: store)
    share(collections)
  }

  /// The collections' copy, written only when it differs from the last one handed over (each library reload would
  /// otherwise decode and compare the whole file on the main actor), and encoded and written off the main actor,
  /// in order. A write that fails (the file locked before the first unlock) is tried again at the next reload.
  private func share(_ collections: [WidgetCollection]) {
    guard collections != sharedCollections else { return }
    sharedCollections = collections
    let (previous, store) = (collectionsWrite, store)
    collectionsWrite = Task.detached(priority: .utility) { [weak self] in
      await previous?.value
      guard !WidgetCollections.share(collections, to: store) else { return }
      await MainActor.run {
        if self?.sharedCollections == collections { self?.sharedCollections = nil }
      }
    }
  }

  /// The collections' copy is on the device: before the app may be suspended, and for a test that reads it.
  func written() async { await collectionsWrite?.value }
}
