import Foundation
import SharedStore

/// Keeping an insult in Favourites, from the app's heart or the widget's (an interactive button, run in the
/// widget extension's process). Both go through here, on the file: the widget's tap is in Favourites the next
/// time the app looks, and the app's is on the widget's next timeline.
public enum Favourites {
  /// Adds `insult` (newest first) or, if it is there, removes it; returns the list as saved. A damaged file is
  /// set aside first (`SharedStore.update`), never written over unseen.
  @discardableResult
  public static func toggle(_ insult: String, in store: SharedStore, at moment: Date) throws -> [SavedInsult] {
    try store.update(BardShared.favourites) { FavouriteChange.toggle(insult, at: moment).apply(to: &$0) }
  }

  /// Keeps each of `insults` not kept yet, newest first in their order, in one write (one widget reload); those
  /// kept already keep their place and time. Returns the list as saved.
  @discardableResult
  public static func keep(_ insults: [String], in store: SharedStore, at moment: Date) throws -> [SavedInsult] {
    try store.update(BardShared.favourites) { FavouriteChange.keep(insults, at: moment).apply(to: &$0) }
  }

  /// The widget's heart: its parameter comes from outside the app, so only an insult of the kit is kept.
  public enum WidgetHeartError: Error, Equatable { case notAnInsult }

  @discardableResult
  public static func toggleFromWidget(_ insult: String, in store: SharedStore, at moment: Date) throws -> [SavedInsult]
  {
    guard InsultKit.full.insult(parsing: insult) != nil else { throw WidgetHeartError.notAnInsult }
    return try toggle(insult, in: store, at: moment)
  }

  /// The widget's heart as its intent runs it: while the app holds the lock (`SharedStoreError.busy`), tried
  /// again after `pause`, up to `attempts` times in all, so a tap made as the app saves is kept; only then is it
  /// given up, and the widget's heart shows what is stored. Each try waits for the lock on a Dispatch thread
  /// (`offCooperativePool`), never holding one of Swift concurrency's few threads while it waits.
  @discardableResult
  public static func toggleFromWidget(
    _ insult: String, in store: SharedStore, at moment: Date, attempts: Int, pause: Duration = .milliseconds(500)
  ) async throws -> [SavedInsult] {
    let attempt: @Sendable (SharedStore) throws -> [SavedInsult] = { try toggleFromWidget(insult, in: $0, at: moment) }
    for _ in 1..<max(attempts, 1) {
      do {
        return try await store.offCooperativePool(attempt)
      } catch SharedStoreError.busy {
        try await Task.sleep(for: pause)
      }
    }
    return try await store.offCooperativePool(attempt)
  }

  /// The saved insults, or nil when the file cannot be read now (before the first unlock after a restart), which
  /// is not the same as having none. A damaged file reads as none, as the app reads it.
  public static func readable(in store: SharedStore) -> [SavedInsult]? {
    switch store.load(BardShared.favourites) {
    case .success(let list): return list ?? []
    case .failure(.unreadable), .failure(.unusableFolder): return nil
    case .failure: return []
    }
  }
}
