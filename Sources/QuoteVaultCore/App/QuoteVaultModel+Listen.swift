import AppServices
import Localization

/// Listen on the quote of the day, a quote's own page and the reader's page (the shared `SpeechReader`, saying
/// `QuoteVoice.utterances(for:)`): the button of the quote being heard says Stop; it stops when its screen goes,
/// when the app leaves, or when another is heard.
extension QuoteVaultModel {
  /// Whether the app can read aloud at all (the button shows only then).
  public var canListen: Bool { listener != nil }

  /// Whether `quote` is being read aloud (its buttons say Stop).
  public func isListening(to quote: Quote) -> Bool { listener?.subject == quote.id }

  /// The button's words: "Listen", or "Stop" while this quote is heard.
  public func listenTitle(for quote: Quote) -> LocalizedCopy {
    isListening(to: quote) ? QuoteVaultCopy.Actions.stopListening : QuoteVaultCopy.Actions.listen
  }

  /// What VoiceOver says for the button: which action, on the quote.
  public func listenLabel(for quote: Quote) -> LocalizedCopy {
    isListening(to: quote) ? QuoteVaultCopy.Actions.stopListeningLabel : QuoteVaultCopy.Actions.listenLabel
  }

  /// Why Listen could not start for `quote` (a call holds the audio), shown under its buttons until the next try.
  public func listenProblem(for quote: Quote) -> LocalizedCopy? {
    guard let problem = listener?.problem, problem.subject == quote.id else { return nil }
    switch problem.error {
    case .audioUnavailable: return QuoteVoice.cannotStart
    }
  }

  /// The button: reads `quote` aloud (stopping any other), or stops it if it is the one heard. Returns when the
  /// reading ends.
  public func listen(to quote: Quote) async {
    guard let listener, let voice = dependencies.voice else { return }
    if isListening(to: quote) {
      listener.stop()
      return
    }
    await listener.read(quote.id, saying: voice.utterances(for: quote))
  }

  /// The screen showing `quote` went away (popped, the reader closed, another tab): its voice stops with it.
  public func screenLeft(showing quote: Quote?) {
    guard let quote, isListening(to: quote) else { return }
    listener?.stop()
  }
}
