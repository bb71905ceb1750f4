import Foundation
import Presentation

/// Sharing an insult: its text, and its card's picture drawn and decoded once, off the main actor (IB-1.2).
extension BardModel {
  /// What the root's Share button hands the share sheet in one tap (`current.insult`), or the share card sheet:
  /// the text, and the card's picture once drawn.
  public func sharePayload(for insult: String) -> SharePayload {
    SharePayload(text: BardCopy.shareText(insult), insult: insult, picture: pictures.picture(for: insult))
  }

  /// Draws and decodes the card's picture of `insult` unless it is drawn already (the screen asks each time the
  /// insult changes). Both run off the main actor, once; the view is handed the finished image. A picture that
  /// arrives for an insult no longer wanted is still kept, since the share card sheet may be showing it.
  public func prepareSharePicture(for insult: String) async {
    guard pictures.picture(for: insult) == nil, drawing.insert(insult).inserted else { return }
    defer { drawing.remove(insult) }
    guard let drawn = await dependencies.drawShareCard(insult) else { return }
    pictures.keep(SharePicture(insult: insult, png: drawn.png, image: drawn.image), sparing: current.insult)
  }

  /// The decoded picture a share sheet's item carries as a PNG, for the share sheet to hand over and preview
  /// without decoding it on the main actor; nil for an item with no picture, or one the model did not draw.
  public func displayImage(sharedBy item: ShareItem) -> DisplayImage? {
    item.image.flatMap { pictures.picture(withPNG: $0)?.image }
  }

  /// The root's Share button: the system share sheet with the current insult's text and, once drawn, its
  /// card's picture, two items in one tap (IB-1.2).
  public func shareCurrentInsult() { share(sharePayload(for: current.insult).shareItem) }

  /// The share card's Share button: the card's text and its picture (once drawn) as two items, as the main
  /// screen's Share hands them over.
  public func shareFromCard(text: String, insult: String) {
    share(ShareItem(text: text, image: pictures.picture(for: insult)?.png, title: insult))
  }

  /// The share card, over whatever is up (the widget's tap; the share card sheet).
  public func shareInsult() {
    presentation.present(.shareCard(BardCopy.shareText(current.insult)))
  }
}
