import SharedStore

/// Favourites while the widget's process holds the store's lock (`SharedStoreError.busy`: iOS may suspend the
/// extension between its read and its write): a heart, removal or Undo is shown at once and kept in
/// `pendingFavourites`, then saved, before anything else, by the next change or refresh (a return to the app, the
/// next slot). Never an alert: nothing was lost, and the user did nothing wrong.
extension BardModel {
  /// Saves `change` after those still waiting, in one write; if the store is busy, shows it and keeps it.
  /// Returns whether the change stands (saved or kept), false when the failure was said.
  @discardableResult
  func changeFavourites(_ change: FavouriteChange) -> Bool {
    var stands = false
    perform {
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
    perform {
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
      favourites = try dependencies.store.update(BardShared.favourites) { list in
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
