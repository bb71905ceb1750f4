import Foundation
import Presentation

/// Sharing an insult: its text, and its card's picture drawn and decoded once per look, off the main actor
/// (IB-1.2). The look is the one last chosen on the share card (`shareCardLook`), remembered between shares.
extension BardModel {
  /// The card's picture of `insult` in the remembered look.
  func shareKey(_ insult: String) -> ShareCardKey { ShareCardKey(insult: insult, look: shareCardLook) }

  /// What the root's Share button hands the share sheet in one tap (`current.insult`): the text, and the card's
  /// picture in the remembered look once drawn.
  public func sharePayload(for insult: String) -> SharePayload { sharePayload(for: shareKey(insult)) }

  /// The text, and the card's picture of `key` once drawn.
  public func sharePayload(for key: ShareCardKey) -> SharePayload {
    SharePayload(text: BardCopy.shareText(key.insult), insult: key.insult, picture: pictures.picture(for: key))
  }

  /// Draws the card of `insult` in the remembered look (see `prepareSharePicture(for key:)`).
  public func prepareSharePicture(for insult: String) async { await prepareSharePicture(for: shareKey(insult)) }

  /// Draws and decodes the card's picture of `key` unless it is drawn already (the screen asks each time the
  /// insult or the look changes). Both run off the main actor, once: an ask while it is being drawn waits for that
  /// drawing, so a Share tapped then gets the picture, not the text alone. A picture that arrives for an insult no
  /// longer wanted is still kept, since the share card sheet may be showing it.
  public func prepareSharePicture(for key: ShareCardKey) async {
    guard pictures.picture(for: key) == nil else { return }
    if let underway = drawings[key] {
      await underway.value
      return
    }
    // Not cancelled with the screen's task: the picture is wanted by whoever waits for it.
    let drawing = Task { await self.drawSharePicture(key) }
    drawings[key] = drawing
    await drawing.value
    drawings[key] = nil
  }

  private func drawSharePicture(_ key: ShareCardKey) async {
    guard let drawn = await dependencies.drawShareCard(key.insult, key.look) else {
      // Bounded: a few insults at most ever fail; the set is only what the card says instead of its spinner.
      if undrawable.count >= 50 { undrawable.removeAll() }
      undrawable.insert(key)
      return
    }
    undrawable.remove(key)
    pictures.keep(
      SharePicture(insult: key.insult, look: key.look, png: drawn.png, image: drawn.image),
      sparing: shareKey(current.insult))
  }

  /// Whether the card's picture of `insult` in the remembered look could not be drawn.
  public func sharePictureFailed(for insult: String) -> Bool { sharePictureFailed(for: shareKey(insult)) }

  /// Whether the card's picture of `key` could not be drawn (and is not being drawn again): the share card stops
  /// its spinner, and its Share hands over the text alone.
  public func sharePictureFailed(for key: ShareCardKey) -> Bool {
    undrawable.contains(key) && drawings[key] == nil && pictures.picture(for: key) == nil
  }

  /// Whether a Share of `insult` waits for its picture; another tap of it meanwhile is ignored.
  public func isSharePending(_ insult: String) -> Bool { sharesPending.contains(insult) }

  /// The decoded picture a share sheet's item carries as a PNG, for the share sheet to hand over and preview
  /// without decoding it on the main actor; nil for an item with no picture, or one the model did not draw.
  public func displayImage(sharedBy item: ShareItem) -> DisplayImage? {
    item.image.flatMap { pictures.picture(withPNG: $0)?.image }
  }

  /// The root's Share button: the system share sheet with the current insult's text and, once drawn, its
  /// card's picture, two items in one tap (IB-1.2).
  public func shareCurrentInsult() { share(sharePayload(for: current.insult).shareItem) }

  /// The share card's Share button: the card's text and its picture in the look chosen on it (once drawn) as two
  /// items, as the main screen's Share hands them over.
  public func shareFromCard(_ sheet: ShareCardModel) {
    share(ShareItem(text: sheet.text, image: pictures.picture(for: sheet.key)?.png, title: sheet.insult))
  }

  /// The share card's Share as Image: the picture in the chosen look alone.
  public func shareImageFromCard(_ sheet: ShareCardModel) {
    guard let picture = pictures.picture(for: sheet.key) else { return }
    share(ShareItem(text: "", image: picture.png, title: BardCopy.appName))
  }

  /// The share card, over whatever is up (the widget's tap; the share card sheet).
  public func shareInsult() { presentation.present(.shareCard(shareCard(BardCopy.shareText(current.insult)))) }

  /// A share card sheet's model for `text`, in the remembered look, reporting each new look here.
  func shareCard(_ text: String) -> ShareCardModel {
    let sheet = ShareCardModel(text: text, look: shareCardLook)
    sheet.onLookChanged = { [weak self] in self?.rememberShareCardLook($0) }
    return sheet
  }

  /// Keeps the look chosen on a share card for the next (a failed save says so; this card keeps it anyway).
  func rememberShareCardLook(_ look: ShareCardLook) {
    shareCardLook = look
    perform { try dependencies.store.write(look, for: BardShared.shareCardLook) }
  }

  /// The share card's Done.
  public func close(shareCard sheet: ShareCardModel) { close(.shareCard(sheet)) }
}
