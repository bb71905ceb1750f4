import SharedStore

extension QuoteVaultModel {
  /// The favourites, the collections and each category's cached quotes, copied to the App Group for the
  /// configurable widget (`WidgetFiles`), and the favourites to Spotlight: after every library reload (a heart, a
  /// sync, a sign-in or sign-out), at launch and when the app leaves the foreground. A quote the user wrote is private: a favourite one is in the My Favorites
  /// widget (which hides every favourite on a locked screen, `isPersonal`) but never in Spotlight, whose results
  /// anyone holding the unlocked phone can search up.
  func shareWidgetQuotes() {
    spotlight.sync(favorites: library.favorites.filter { $0.ownerID == nil })
    widgetFiles.share(
      favorites: WidgetFavorites(isSignedIn: library.canChange, quotes: library.favorites, userID: auth.user?.id),
      categories: WidgetQuotes.categories(from: dependencies.service.cache, turn: widgetWindowTurn),
      collections: WidgetCollections.snapshot(
        library.collections.map { ($0.collection, library.quotes(in: $0.collection)) }, turn: widgetWindowTurn))
  }

  /// The widget's copy of the collections is on the device: before the app may be suspended (the background,
  /// the end of a background refresh), and for a test that reads it.
  public func widgetFilesWritten() async { await widgetFiles.written() }

  /// What waits for the server goes: the widget's hearts taken into the outbox first, then the outbox sent. The
  /// one path of both the app coming to the front and a background refresh, so a heart tapped on the widget
  /// reaches the server whichever comes first.
  func sendWhatWaits() {
    takeWidgetHearts()
    outbox.serverMayBeBack()
  }

  /// The hearts tapped on the widget since the app last looked (`WidgetHearts`): a signed-out user's into the
  /// device's guest favourites (`LibraryModel.takeGuestWidgetHearts`); the signed-in account's each put in the
  /// outbox as a heart tapped in the app would be, then marked taken. A tap that cannot be saved on the device
  /// stays waiting, with every later one, for the next time. The caller sends the outbox.
  func takeWidgetHearts() {
    library.takeGuestWidgetHearts(from: dependencies.store)
    guard let userID = auth.user?.id else { return }
    let store = dependencies.store
    let waiting = WidgetHearts.waiting(for: userID, in: store)
    guard !waiting.isEmpty else { return }
    var taken: Int?
    for tap in waiting {
      guard library.setFavoriteFromWidget(tap.quote, to: tap.isFavorite) else { break }
      taken = tap.sequence
    }
    if let taken { WidgetHearts.markTaken(through: taken, for: userID, in: store) }
    library.reload()
  }
}
