import AppServices
import Foundation
import Localization

/// What Listen needs: the synthesizer and the app's audio session it speaks through (the shared
/// `SpeechReader`'s), and the languages to speak in.
public struct QuoteVoice: Sendable {
  public let output: SpeechOutput
  /// The language the app speaks to the user in (BCP 47: "en", "es"): the attribution's voice, and the quote's
  /// when the quote's own language cannot be told (the voice the system would pick for this user).
  public let userLanguage: String
  /// The language a quote is written in (BCP 47), when it can be told from its words; nil when not.
  public let quoteLanguage: @Sendable (String) -> String?

  public init(
    synthesizer: any SpeechSynthesizerClient, session: any AudioSessionClient, userLanguage: String,
    quoteLanguage: @escaping @Sendable (String) -> String?
  ) {
    output = SpeechOutput(synthesizer: synthesizer, session: session)
    self.userLanguage = userLanguage
    self.quoteLanguage = quoteLanguage
  }

  /// Why Listen could not start (`SpeechReadingError.audioUnavailable`), under the quote tapped.
  public static let cannotStart = LocalizedCopy(
    "quotevault.listen.cannotStart",
    "The quote can't be heard while a call or another app holds the sound. Try again after.")

  /// What is said, in order: the quote's words (tidied as the share sheet tidies them) in its own language's
  /// voice, else the user's; then "By <author>" in the user's language, unless the author is unknown.
  public func utterances(for quote: Quote) -> [Utterance] {
    let tidy = { (value: String) in
      value.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
    let words = tidy(quote.text).trimmingCharacters(in: CharacterSet(charactersIn: "\"“”"))
    let author = tidy(quote.author)
    var said: [Utterance] = []
    if !words.isEmpty { said.append(Utterance(words, language: quoteLanguage(words) ?? userLanguage)) }
    if !author.isEmpty {
      said.append(
        Utterance(LocalizedCopy("quotevault.listen.attribution", "By %@", .text(author)).text, language: userLanguage))
    }
    return said
  }
}
