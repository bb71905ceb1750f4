import Localization
import Presentation

/// Compose: the user's own insult from the kit's three columns. Its actions are the main screen's, on the insult
/// the wheels spell: what is copied, shared or kept goes to History, and the heart keeps it in Favourites.
extension BardModel {
  /// The main screen's Compose button: the wheels start on the insult on screen, in the kit of the settings.
  public func compose() {
    let kit = InsultKit.make(familyFriendly: settings.familyFriendly)
    presentation.present(.compose(ComposeModel(kit: kit, startingWith: kit.insult(parsing: current.insult))))
  }

  /// Copy: the composed insult on the pasteboard ("Copied!" on Compose's button), and in History.
  public func copy(composed sheet: ComposeModel) { copyIntoHistory(sheet.text) }

  /// Share: the system share sheet over Compose, with the composed insult's text and its card's picture, drawn
  /// or waited for first as a row's Share does (a Shuffle then Share at once still sends the picture); the
  /// insult goes to History.
  public func share(composed sheet: ComposeModel) async {
    let text = sheet.text
    perform { try addToHistory(text) }
    await share(saved: text)
  }

  /// The heart: the composed insult kept in Favourites (and History), or let go from Favourites if it was there.
  public func toggleFavourite(composed sheet: ComposeModel) { toggleFavouriteIntoHistory(sheet.text) }

  /// Hear It: the composed insult read aloud, or the reading stopped.
  public func hear(composed sheet: ComposeModel) async { await hear(sheet.text) }

  /// Whether Compose's insult is being read: its Hear It button says "Stop".
  public func isSpeaking(composed sheet: ComposeModel) -> Bool { isReading(sheet.text) }

  /// Compose's Hear It button's words.
  public func hearButtonTitle(composed sheet: ComposeModel) -> LocalizedCopy {
    isSpeaking(composed: sheet) ? BardCopy.stopSpeaking : BardCopy.hearIt
  }

  /// Done: Compose goes, and its model with it once it has slid away; its insult is no longer read aloud.
  public func close(composed sheet: ComposeModel) {
    if isSpeaking(composed: sheet) { reader?.stop() }
    close(.compose(sheet))
  }

  /// Compose swiped down (or taken down by a link): the voice reading its insult stops with it. Settings gone
  /// however it went: a time still on its wheel is saved.
  public func surfaceGone(_ surface: Surface<BardDestination>) {
    switch surface.destination {
    case .compose(let sheet): if isSpeaking(composed: sheet) { reader?.stop() }
    case .settings(let sheet): sheet.saveTime()
    default: break
    }
  }
}
