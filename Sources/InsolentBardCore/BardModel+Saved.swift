/// History's and Favourites' rows: what the main screen does for its insult, for a saved one (the peer insult
/// apps' swipe to keep, and Share as the picture too).
extension BardModel {
  /// A row's heart: kept in Favourites (a History row the user found again), or let go.
  public func toggleFavourite(saved text: String) { toggleFavourite(text) }

  /// A row's Share: the text and the card's picture, as the main Share hands them over (drawn first, off the
  /// main actor, if it is not already).
  public func share(saved text: String) async {
    await prepareSharePicture(for: text)
    share(sharePayload(for: text).shareItem)
  }

  /// Copy of an insult not on the main screen (Compose's, Browse's): on the pasteboard, and in History so it can
  /// be found again.
  func copyIntoHistory(_ text: String) {
    copy(text)
    perform { try addToHistory(text) }
  }

  /// The heart of an insult not on the main screen: kept in Favourites and History, or let go from Favourites.
  func toggleFavouriteIntoHistory(_ text: String) {
    let keeping = !isFavourite(text)
    toggleFavourite(text)
    if keeping, isFavourite(text) { perform { try addToHistory(text) } }
  }
}
