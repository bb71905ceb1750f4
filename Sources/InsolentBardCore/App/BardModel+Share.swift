import Foundation
import Presentation

/// Sharing an insult: its text, and its card's picture (`SharePictures`, drawn once per look, off the main actor,
/// IB-1.2). The one-tap Shares draw the square card in the colours last chosen on a share card (`shareCardLook`);
/// a size chosen on a card is that card's share only.
extension BardModel {
  /// The one-tap Shares' picture of `insult`: the square card in the remembered colours. A story chosen once on a
  /// card must not make every later row Share send a 9:16 strip to Messages.
  func shareKey(_ insult: String) -> ShareCardKey {
    ShareCardKey(insult: insult, look: ShareCardLook(style: shareCardLook.style))
  }

  /// The picture the main screen keeps ready for its one-tap Share: the root's task is keyed on it, so new colours
  /// chosen on a card redraw it as a new insult does, and Share never falls back to the text alone meanwhile.
  public var currentShareKey: ShareCardKey { shareKey(current.insult) }

  /// Draws the main screen's picture (`currentShareKey`), as the root asks each time that key changes.
  public func prepareCurrentSharePicture() async { await prepareSharePicture(for: currentShareKey) }

  /// What the root's Share button hands the share sheet in one tap (`current.insult`): the text, and the card's
  /// picture in the remembered look once drawn.
  public func sharePayload(for insult: String) -> SharePayload { sharePayload(for: shareKey(insult)) }

  /// The text, and the card's picture of `key` once drawn.
  public func sharePayload(for key: ShareCardKey) -> SharePayload {
    SharePayload(text: BardCopy.shareText(key.insult), insult: key.insult, picture: sharePictures.picture(for: key))
  }

  /// Draws the card of `insult` in the remembered look (see `prepareSharePicture(for key:)`).
  public func prepareSharePicture(for insult: String) async { await prepareSharePicture(for: shareKey(insult)) }

  /// Draws the card's picture of `key` unless it is drawn already (the screen asks each time the insult or the look
  /// changes; `SharePictures.prepare`).
  public func prepareSharePicture(for key: ShareCardKey) async { await sharePictures.prepare(key) }

  /// Whether the card's picture of `insult` in the remembered look could not be drawn.
  public func sharePictureFailed(for insult: String) -> Bool { sharePictureFailed(for: shareKey(insult)) }

  /// Whether the card's picture of `key` could not be drawn (and is not being drawn again): the share card stops
  /// its spinner, and its Share hands over the text alone.
  public func sharePictureFailed(for key: ShareCardKey) -> Bool { sharePictures.failed(key) }

  /// Whether a Share of `insult` waits for its picture; another tap of it meanwhile is ignored.
  public func isSharePending(_ insult: String) -> Bool { sharePictures.isPending(insult) }

  /// The decoded picture a share sheet's item carries as a PNG, for the share sheet to hand over and preview
  /// without decoding it on the main actor; nil for an item with no picture, or one the model did not draw.
  public func displayImage(sharedBy item: ShareItem) -> DisplayImage? {
    item.image.flatMap { sharePictures.picture(withPNG: $0)?.image }
  }

  /// The root's Share button: the system share sheet with the current insult's text and, once drawn, its
  /// card's picture, two items in one tap (IB-1.2).
  public func shareCurrentInsult() { share(sharePayload(for: current.insult).shareItem) }

  /// The share card's Share button: the card's text and its picture in the look chosen on it as two items, as the
  /// main screen's Share hands them over. Tapped just after a new look was chosen, it waits for that picture
  /// (the card shows the wait, `isSharePending`, as a row's Share does), so it never sends the text alone because
  /// the drawing had not finished; only a drawing that failed sends the text alone.
  func shareFromCard(_ sheet: ShareCardModel) async {
    await shareFromCard(sheet) { ShareItem(text: sheet.text, image: $0?.png, title: sheet.insult) }
  }

  /// The share card's Share as Image: the picture in the chosen look alone, waited for if it is being drawn;
  /// nothing if it cannot be drawn (the card disables the button then).
  func shareImageFromCard(_ sheet: ShareCardModel) async {
    await shareFromCard(sheet) { picture in
      picture.map { ShareItem(text: "", image: $0.png, title: BardCopy.appName) }
    }
  }

  /// The card's picture of the look it shows once the wait is over (`SharePictures.settledPicture`), so the share
  /// never sends colours the card no longer shows (the card also disables its pickers while a share waits,
  /// `isSharePending`). A second tap of either button meanwhile is ignored, and the share is dropped if the card
  /// is no longer on top once it is drawn.
  private func shareFromCard(_ sheet: ShareCardModel, item: (SharePicture?) -> ShareItem?) async {
    await sharePictures.sharing(sheet.insult) {
      let askedFrom = presentation.top?.id
      let settled = await sharePictures.settledPicture(of: sheet)
      guard presentation.top?.id == askedFrom, sheet.key == settled.key, let item = item(settled.picture) else {
        return
      }
      share(item)
    }
  }

  /// The share card, over whatever is up (the widget's tap; the share card sheet).
  public func shareInsult() { presentation.present(.shareCard(shareCard(BardCopy.shareText(current.insult)))) }

  /// A share card sheet's model for `text`: square, in the remembered colours, reporting each new look here and
  /// reading this model's pictures.
  public func shareCard(_ text: String) -> ShareCardModel {
    let sheet = ShareCardModel(text: text, look: shareCardLook)
    sheet.onLookChanged = { [weak self, weak sheet] look in
      guard let self, let sheet else { return }
      rememberShareCardLook(look, from: sheet)
    }
    sheet.pictures = ShareCardModel.Pictures(
      picture: { [weak self] key in self?.sharePictures.picture(for: key) },
      failed: { [weak self] key in self?.sharePictureFailed(for: key) ?? true },
      sharing: { [weak self] insult in self?.isSharePending(insult) ?? false },
      prepare: { [weak self] key in await self?.prepareSharePicture(for: key) })
    sheet.onShare = { [weak self] sheet, sharing in
      switch sharing {
      case .textAndPicture: await self?.shareFromCard(sheet)
      case .picture: await self?.shareImageFromCard(sheet)
      }
    }
    sheet.onDone = { [weak self] sheet in self?.close(.shareCard(sheet)) }
    return sheet
  }

  /// Keeps the colours chosen on a share card for the next card and the one-tap Shares; the size is that card's
  /// alone, so only a new style is saved. A failed save says so once per card: each picker tap would otherwise
  /// bring the same message back after OK, and the card keeps its look anyway.
  func rememberShareCardLook(_ look: ShareCardLook, from sheet: ShareCardModel) {
    let remembered = ShareCardLook(style: look.style)
    guard remembered != shareCardLook else { return }
    shareCardLook = remembered
    do {
      try dependencies.store.write(remembered, for: BardShared.shareCardLook)
    } catch {
      guard !sheet.saveFailureSaid else { return }
      sheet.saveFailureSaid = true
      saveFailed(error)
    }
  }
}
