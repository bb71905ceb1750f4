import AppServices
import Localization

/// Hear it: the insult read aloud in an English voice (the shared `SpeechReader`), stopped when the app leaves
/// the screen.
extension BardModel {
  /// The voice: British English, the Bard's own.
  public static let speechLanguage = "en-GB"

  /// Whether the app can read aloud at all (the button shows only then).
  public var canSpeak: Bool { reader != nil }

  /// Whether the insult on the main screen is being read aloud.
  public var isSpeaking: Bool { isReading(current.insult) }

  /// Why Hear It could not be heard (a call holds the audio), shown under the buttons until the next try.
  public var speechProblem: LocalizedCopy? {
    switch reader?.problem?.error {
    case .audioUnavailable: BardCopy.cannotSpeakNow
    case nil: nil
    }
  }

  /// The button's words: "Hear It", or "Stop" while it speaks.
  public var hearButtonTitle: LocalizedCopy { isSpeaking ? BardCopy.stopSpeaking : BardCopy.hearIt }

  /// Reads the current insult aloud, or stops if it is reading; returns when the reading ends.
  public func hearInsult() async { await hear(current.insult) }

  /// Whether `text` is what the voice is reading now: only its screen's button says "Stop".
  func isReading(_ text: String) -> Bool { reader?.subject == text }

  /// Reads `text` aloud (the current insult, or Compose's), or stops if it is reading that; another insult
  /// being read stops for this one. Returns when the reading ends.
  func hear(_ text: String) async {
    guard let reader else { return }
    if isReading(text) {
      reader.stop()
      return
    }
    await reader.read(text, saying: [Utterance(text, language: Self.speechLanguage)])
  }

  /// The app left the screen (scene phase `.background`): the voice stops with it, and a time still on the
  /// Insult of the Day's wheel and the favourites a busy store kept waiting are saved now, as iOS may end the app
  /// from here without a word.
  public func enteredBackground() {
    isReturningFromBackground = true
    reader?.stop()
    saveInsultOfTheDayTime()
    favouritesSaving.saveInBackground()
  }
}
