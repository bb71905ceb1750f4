/// What the share card shows and does, as its own model's, so its view reads the sheet alone. The pictures, the
/// drawing and the share sheet stay the app model's (one cache for every card and the one-tap Shares): the card
/// reads them and asks through the closures `BardModel.shareCard(_:)` sets.
extension ShareCardModel {
  /// What a share from the card hands over.
  public enum Sharing: Equatable, Sendable {
    /// The text and, once drawn, the picture: two items, as the main screen's Share.
    case textAndPicture
    /// The picture alone.
    case picture
  }

  /// The card's picture in the chosen look, once drawn.
  public var picture: SharePicture? { pictures.picture(key) }

  /// The picture of the chosen look could not be drawn: no spinner, and Share hands over the text alone.
  public var pictureFailed: Bool { pictures.failed(key) }

  /// A share from this card waits for its picture: the pickers and buttons wait too, so what goes is what shows.
  public var isSharing: Bool { pictures.sharing(insult) }

  /// Draws the picture of the chosen look, as the card asks each time the look changes.
  public func preparePicture() async { await pictures.prepare(key) }

  /// Share (`.textAndPicture`) or Share as Image (`.picture`).
  public func share(_ sharing: Sharing) async { await onShare(self, sharing) }

  /// Done: the card goes.
  public func done() { onDone(self) }
}
