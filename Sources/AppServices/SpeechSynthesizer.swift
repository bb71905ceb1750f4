/// Reading text aloud (`AVSpeechSynthesizer`). One utterance at a time here: `speak` returns when the text has
/// been said or was cut short by `stop()`. iOS keeps speaking while the app is in the background only with the
/// `audio` background mode, so apps stop it when they leave.
@MainActor
public protocol SpeechSynthesizerClient: AnyObject, Sendable {
  /// Speaks `text` in the voice of `language` (BCP 47, such as "en-GB"); returns when it is said or stopped.
  func speak(_ text: String, language: String) async
  /// Stops at once; a `speak` under way returns.
  func stop()
}
