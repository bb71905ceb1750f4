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
}
