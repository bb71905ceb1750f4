import Localization

/// What Compose's buttons do with the insult its wheels spell, as the main screen does with its own: what is
/// copied, shared or kept goes to History, and the heart keeps it in Favourites.
extension ComposeModel {
  public var isFavourite: Bool { actions.isFavourite(text) }
  public var isCopied: Bool { actions.isCopied(text) }
  public var isSharePending: Bool { actions.isSharePending(text) }

  /// Copy: the composed insult on the pasteboard ("Copied!" on the button), and in History.
  public func copy() { actions.copy(text) }

  /// Share: the system share sheet over Compose, with the composed insult's text and its card's picture, drawn
  /// or waited for first (a Shuffle then Share at once still sends the picture); the insult goes to History.
  public func share() async { await actions.share(text) }

  /// The heart: the composed insult kept in Favourites (and History), or let go from Favourites.
  public func toggleFavourite() { actions.toggleFavourite(text) }

  /// The card's picture for the insult spelled now, drawn ahead of a Share.
  public func prepareSharePicture() async { await onPrepareSharePicture(text) }

  /// Hear It: the composed insult read aloud, or the reading stopped.
  public func hear() async { await onHear(text) }

  /// Whether the composed insult is being read: Hear It says "Stop".
  public var isSpeaking: Bool { isReading(text) }

  /// Whether Hear It shows at all: the app has a voice.
  public var canSpeak: Bool { voiceState().canSpeak }

  /// Why Hear It could not be heard (a call holds the audio), shown under the buttons until the next try.
  public var speechProblem: LocalizedCopy? { voiceState().problem }

  /// Hear It's words.
  public var hearButtonTitle: LocalizedCopy { isSpeaking ? BardCopy.stopSpeaking : BardCopy.hearIt }

  /// Done: Compose goes, and this model with it once it has slid away; its insult is no longer read aloud.
  public func done() { onDone() }
}
