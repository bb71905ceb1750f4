import AppServices
import Foundation
import SharedStore

/// The favourites as Spotlight indexes them (Core Spotlight on iOS): found by their words or author from the
/// Home Screen's search, each opening its quote in the app.
public enum QuoteVaultSpotlight {
  public static let domain = "favorites"
  static let idPrefix = "quote-"

  public static func entry(for quote: Quote) -> SearchableEntry {
    SearchableEntry(
      id: identifier(for: quote.id), domain: domain, title: LockScreenQuote.shortened(quote.text, toFit: 60),
      content: quote.shareText)
  }

  static func identifier(for id: Int64) -> String { idPrefix + String(id) }

  /// The link a tapped result opens (`CSSearchableItemActivityIdentifier`, outside input): its quote, or nil.
  public static func link(forIdentifier identifier: String) -> URL? {
    guard identifier.hasPrefix(idPrefix), let id = Int64(identifier.dropFirst(idPrefix.count)) else { return nil }
    return QuoteVaultLink.quote(id: id).url
  }
}

extension QuoteVaultShared {
  /// The favourites last indexed in Spotlight on this device, each with the words indexed: what a later change
  /// removes, and what an edit (one's own quote) indexes again.
  public static let spotlightIndexed = StoreKey<[Int64: String]>("quotevault-spotlight-indexed", default: [:])
}

/// The favourites in Spotlight on this device, kept in line with the library's (a quote the user wrote is never
/// indexed: anyone holding the unlocked phone can search Spotlight).
@MainActor
final class SpotlightFavorites {
  private let store: SharedStore
  private let index: any SearchIndexClient
  /// The index being brought in line, if it is: the next change waits for it.
  private var syncing: Task<Void, Never>?

  init(store: SharedStore, index: any SearchIndexClient) {
    self.store = store
    self.index = index
  }

  /// Brings Spotlight in line with the favourites: new ones indexed, removed ones (and a signed-out user's
  /// all) taken out. A failed call (the index can be unavailable) leaves the record as it was, so the next
  /// change or launch tries again.
  func sync(favorites: [Quote]) {
    let (store, index, previous) = (store, index, syncing)
    syncing = Task {
      await previous?.value
      let indexed = store.read(QuoteVaultShared.spotlightIndexed)
      let current = Set(favorites.map(\.id))
      // New favourites, and those whose words changed since: indexing an id again replaces its entry.
      let added = favorites.map(QuoteVaultSpotlight.entry(for:)).filter { entry in
        guard let id = Int64(entry.id.dropFirst(QuoteVaultSpotlight.idPrefix.count)) else { return true }
        return indexed[id] != entry.content
      }
      let removed = Set(indexed.keys).subtracting(current).sorted().map(QuoteVaultSpotlight.identifier(for:))
      guard !added.isEmpty || !removed.isEmpty else { return }
      do {
        if !removed.isEmpty { try await index.remove(ids: removed) }
        if !added.isEmpty { try await index.index(added) }
        let record = Dictionary(
          favorites.map { ($0.id, QuoteVaultSpotlight.entry(for: $0).content) }, uniquingKeysWith: { first, _ in first }
        )
        try? store.write(record, for: QuoteVaultShared.spotlightIndexed)
      } catch {
        // Kept as it was: tried again whole at the next change.
      }
    }
  }
}

extension QuoteVaultModel {
  /// A Spotlight result was tapped: its quote opens on Home, as a widget's does.
  public func openSpotlightResult(_ identifier: String) {
    guard let link = QuoteVaultSpotlight.link(forIdentifier: identifier) else { return }
    open(link)
  }
}
