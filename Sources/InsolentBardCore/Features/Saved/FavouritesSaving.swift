import AppServices
import Observation
import SharedStore

/// The favourites on screen and how each change reaches the store the widget shares: kept while the store is busy,
/// said when it cannot be written, never lost without a word.
///
/// While the widget's process holds the store's lock (`SharedStoreError.busy`: iOS may suspend the extension
/// between its read and its write), a heart, removal or Undo is shown at once and kept in `pending`, then saved,
/// before anything else, by the next change or reload (a return to the app, the next slot, the app leaving the
/// screen). Never an alert for that: nothing was lost, and the user did nothing wrong. The waiting changes are on
/// disk too (`BardShared.pendingFavourites`): iOS may end the app in the background without a word. Any other
/// failure is said (`onSaveFailed`) and the list shows what is stored.
@MainActor
@Observable
final class FavouritesSaving {
  /// The favourites as shown: as stored, with the changes still waiting on top.
  private(set) var list: [SavedInsult]
  /// Changes shown but not saved yet: the store was busy. Each change of them is written to disk at once, so a
  /// kill loses none: the next launch saves them.
  @ObservationIgnored private(set) var pending: [FavouriteChange] {
    didSet { if pending != oldValue { keepPending() } }
  }
  /// The retries of the waiting changes after the app left the screen, for a test to wait for.
  @ObservationIgnored private(set) var retry: Task<Void, Never>?
  /// A save failed for another reason than a busy store: said in words by the app.
  @ObservationIgnored var onSaveFailed: @MainActor (any Error) -> Void = unimplemented("FavouritesSaving.onSaveFailed")

  @ObservationIgnored private let store: SharedStore
  @ObservationIgnored private let rest: @MainActor @Sendable (Duration) async -> Void
  /// How long the main actor waits for the widget's lock: busy past it, the changes wait on screen and on disk.
  @ObservationIgnored private let lockBudget: Duration

  /// The favourites as stored and the changes a busy store kept waiting when the app was last ended (saved, or
  /// shown on top, by the first `reload()`).
  init(store: SharedStore, rest: @escaping @MainActor @Sendable (Duration) async -> Void, lockBudget: Duration) {
    self.store = store
    self.rest = rest
    self.lockBudget = lockBudget
    list = store.read(BardShared.favourites)
    pending = store.read(BardShared.pendingFavourites)
  }

  /// Saves `change` after those still waiting, in one write; if the store is busy, shows it and keeps it.
  /// Returns whether the change stands (saved or kept), false when the failure was said.
  @discardableResult
  func change(_ change: FavouriteChange) -> Bool {
    let waiting = pending
    do {
      try save(waiting + [change])
    } catch SharedStoreError.busy {
      pending = waiting + [change.resolved(on: list)]
      change.apply(to: &list)
    } catch {
      onSaveFailed(error)
      return false
    }
    return true
  }

  /// The favourites as stored (hearts tapped on the widget while the app was away), with the changes still
  /// waiting saved now, or shown on top while the store is still busy.
  func reload() {
    let waiting = pending
    guard !waiting.isEmpty else {
      list = store.read(BardShared.favourites)
      return
    }
    do {
      try save(waiting)
    } catch SharedStoreError.busy {
      var shown = store.read(BardShared.favourites)
      for change in waiting { change.apply(to: &shown) }
      list = shown
    } catch {
      onSaveFailed(error)
    }
  }

  /// The app left the screen: changes still waiting are saved now, and tried again a few times while iOS lets
  /// the app run; any still waiting after that are on disk for the next launch.
  func saveInBackground() {
    retry?.cancel()
    retry = nil
    guard !pending.isEmpty else { return }
    reload()
    guard !pending.isEmpty else { return }
    let rest = rest
    retry = Task { [weak self] in
      for _ in 0..<Self.retries {
        await rest(Self.retryWait)
        guard let self, !Task.isCancelled, !self.pending.isEmpty else { return }
        self.reload()
      }
    }
  }

  /// How many times the app, leaving the screen, tries again to save changes the store kept waiting, and how
  /// long it waits before each: within the few seconds iOS lets an app run after it leaves.
  static let retries = 3
  static let retryWait: Duration = .seconds(1)

  /// Writes `changes` in order. On any failure but `busy` they are let go (the failure is said by the caller,
  /// and the list shows what is stored), as a change that could not be saved always was.
  private func save(_ changes: [FavouriteChange]) throws {
    do {
      list = try store.update(BardShared.favourites, waitingAtMost: lockBudget) { stored in
        for change in changes { change.apply(to: &stored) }
      }
      pending = []
    } catch {
      if case SharedStoreError.busy = error { throw error }
      pending = []
      list = store.read(BardShared.favourites)
      throw error
    }
  }

  /// Writes the waiting changes to disk as they are now. A failed write is not said: the changes are still on
  /// screen and saved by the next reload; only a kill before then would lose them.
  private func keepPending() {
    try? store.write(pending, for: BardShared.pendingFavourites)
  }
}
