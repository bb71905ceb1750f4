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
  /// insult changes). Both run off the main actor, once: an ask while it is being drawn waits for that drawing,
  /// so a Share tapped then gets the picture, not the text alone. A picture that arrives for an insult no longer
  /// wanted is still kept, since the share card sheet may be showing it.
  public func prepareSharePicture(for insult: String) async {
    guard pictures.picture(for: insult) == nil else { return }
    if let underway = drawings[insult] {
      await underway.value
      return
    }
    // Not cancelled with the screen's task: the picture is wanted by whoever waits for it.
    let drawing = Task { await self.drawSharePicture(insult) }
    drawings[insult] = drawing
    await drawing.value
    drawings[insult] = nil
  }

  private func drawSharePicture(_ insult: String) async {
    guard let drawn = await dependencies.drawShareCard(insult) else {
      // Bounded: a few insults at most ever fail; the set is only what the card says instead of its spinner.
      if undrawable.count >= 50 { undrawable.removeAll() }
      undrawable.insert(insult)
      return
    }
    undrawable.remove(insult)
    pictures.keep(SharePicture(insult: insult, png: drawn.png, image: drawn.image), sparing: current.insult)
  }

  /// Whether the card's picture of `insult` could not be drawn (and is not being drawn again): the share card
  /// stops its spinner, and its Share hands over the text alone.
  public func sharePictureFailed(for insult: String) -> Bool {
    undrawable.contains(insult) && drawings[insult] == nil && pictures.picture(for: insult) == nil
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
