import AppServices
import Localization
import Observation

/// Listen on the quote of the day, a quote's own page and the reader's page (the shared `SpeechReader`, saying
/// `QuoteVoice.utterances(for:)`): the button of the quote being heard says Stop; it stops when its screen goes,
/// when the app leaves, or when another is heard. One for the app, handed to each screen that offers Listen.
@MainActor
@Observable
public final class QuoteListening {
  @ObservationIgnored private let voice: QuoteVoice?
  private let reader: SpeechReader<Int64>?

  /// `voice` nil: the app cannot read aloud here, and no screen offers Listen.
  public init(voice: QuoteVoice?) {
    self.voice = voice
    reader = voice.map { SpeechReader(output: $0.output) }
  }

  /// Whether the app can read aloud at all (the button shows only then).
  public var canListen: Bool { reader != nil }

  /// Whether `quote` is being read aloud (its buttons say Stop).
  public func isListening(to quote: Quote) -> Bool { reader?.subject == quote.id }

  /// The button's words: "Listen", or "Stop" while this quote is heard.
  public func title(for quote: Quote) -> LocalizedCopy {
    isListening(to: quote) ? QuoteVaultCopy.Actions.stopListening : QuoteVaultCopy.Actions.listen
  }

  /// What VoiceOver says for the button: which action, on the quote.
  public func label(for quote: Quote) -> LocalizedCopy {
    isListening(to: quote) ? QuoteVaultCopy.Actions.stopListeningLabel : QuoteVaultCopy.Actions.listenLabel
  }

  /// Why Listen could not start for `quote` (a call holds the audio), shown under its buttons until the next try.
  public func problem(for quote: Quote) -> LocalizedCopy? {
    guard let problem = reader?.problem, problem.subject == quote.id else { return nil }
    switch problem.error {
    case .audioUnavailable: return QuoteVoice.cannotStart
    }
  }

  /// The button: reads `quote` aloud (stopping any other), or stops it if it is the one heard. Returns when the
  /// reading ends.
  public func listen(to quote: Quote) async {
    guard let reader, let voice else { return }
    if isListening(to: quote) {
      reader.stop()
      return
    }
    await reader.read(quote.id, saying: voice.utterances(for: quote))
  }

  /// The screen showing `quote` went away (popped, the reader closed, another tab): its voice stops with it.
  public func screenLeft(showing quote: Quote?) {
    guard let quote, isListening(to: quote) else { return }
    reader?.stop()
  }

  /// The app left the foreground: nothing goes on reading behind it.
  func stop() { reader?.stop() }
}
