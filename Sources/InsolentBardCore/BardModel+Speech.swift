import AppServices

/// Hear it: the insult read aloud in an English voice, stopped when the app leaves the screen.
extension BardModel {
  /// The voice: British English, the Bard's own.
  public static let speechLanguage = "en-GB"

  /// Whether the app can read aloud at all (the button shows only then).
  public var canSpeak: Bool { dependencies.speech != nil }

  /// The button's words: "Hear It", or "Stop" while it speaks.
  public var hearButtonTitle: String { isSpeaking ? BardCopy.stopSpeaking : BardCopy.hearIt }

  /// Reads the current insult aloud, or stops if it is reading; returns when the reading ends.
  public func hearInsult() async {
    guard let speech = dependencies.speech else { return }
    if isSpeaking {
      speech.stop()
      return
    }
    let reading = beginSpeaking()
    await speech.speak(current.insult, language: Self.speechLanguage)
    endSpeaking(reading)
  }

  /// The app left the screen (scene phase `.background`): the voice stops with it.
  public func enteredBackground() {
    guard isSpeaking else { return }
    dependencies.speech?.stop()
  }
}
