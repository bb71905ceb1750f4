import SharedStore

/// Favourites while the widget's process holds the store's lock (`SharedStoreError.busy`: iOS may suspend the
/// extension between its read and its write): a heart, removal or Undo is shown at once and kept in
/// `pendingFavourites`, then saved, before anything else, by the next change or refresh (a return to the app, the
/// next slot, the app leaving the screen). Never an alert: nothing was lost, and the user did nothing wrong.
/// They are on disk too (`BardShared.pendingFavourites`): iOS may end the app in the background without a word.
extension BardModel {
  /// The app left the screen: changes still waiting are saved now, and tried again a few times while iOS lets
  /// the app run; any still waiting after that are on disk for the next launch.
  func savePendingFavouritesInBackground() {
    pendingFavouritesRetry?.cancel()
    pendingFavouritesRetry = nil
    guard !pendingFavourites.isEmpty else { return }
    reloadFavourites()
    guard !pendingFavourites.isEmpty else { return }
    let wait = dependencies.rest
    pendingFavouritesRetry = Task { [weak self] in
      for _ in 0..<PendingFavouritesRetry.count {
        await wait(PendingFavouritesRetry.wait)
        guard let self, !Task.isCancelled, !self.pendingFavourites.isEmpty else { return }
        self.reloadFavourites()
      }
    }
  }

  /// Writes the waiting changes to disk as they are now. A failed write is not said: the changes are still on
  /// screen and saved by the next refresh; only a kill before then would lose them, as before this file.
  func keepPendingFavourites() {
    try? dependencies.store.write(pendingFavourites, for: BardShared.pendingFavourites)
  }
  /// Saves `change` after those still waiting, in one write; if the store is busy, shows it and keeps it.
  /// Returns whether the change stands (saved or kept), false when the failure was said.
  @discardableResult
  func changeFavourites(_ change: FavouriteChange) -> Bool {
    var stands = false
    trySaving {
      let waiting = pendingFavourites
      do {
        try saveFavourites(waiting + [change])
      } catch SharedStoreError.busy {
        pendingFavourites = waiting + [change.resolved(on: favourites)]
        change.apply(to: &favourites)
      }
      stands = true
    }
    return stands
  }

  /// The favourites as stored (hearts tapped on the widget while the app was away), with the changes still
  /// waiting saved now, or shown on top while the store is still busy.
  func reloadFavourites() {
    let waiting = pendingFavourites
    guard !waiting.isEmpty else {
      favourites = dependencies.store.read(BardShared.favourites)
      return
    }
    trySaving {
      do {
        try saveFavourites(waiting)
      } catch SharedStoreError.busy {
        var shown = dependencies.store.read(BardShared.favourites)
        for change in waiting { change.apply(to: &shown) }
        favourites = shown
      }
    }
  }

  /// Writes `changes` in order. On any failure but `busy` they are let go (the failure is said, and the list
  /// shows what is stored), as a change that could not be saved always was.
  private func saveFavourites(_ changes: [FavouriteChange]) throws {
    do {
      // Busy, the changes wait on screen and on disk: the main actor need not wait the whole budget.
      favourites = try dependencies.store.update(BardShared.favourites, waitingAtMost: Self.mainActorLockBudget) {
        list in
        for change in changes { change.apply(to: &list) }
      }
      pendingFavourites = []
    } catch {
      if case SharedStoreError.busy = error { throw error }
      pendingFavourites = []
      favourites = dependencies.store.read(BardShared.favourites)
      throw error
    }
  }
}

enum PendingFavouritesRetry {
  /// How many times the app, leaving the screen, tries again to save changes the store kept waiting, and how
  /// long it waits before each: within the few seconds iOS lets an app run after it leaves.
  static let count = 3
  static let wait: Duration = .seconds(1)
}
