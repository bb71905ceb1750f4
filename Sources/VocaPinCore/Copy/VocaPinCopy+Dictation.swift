import Foundation
import Localization

// Dictation: speech to text on the iPhone, permissions asked when first used.
extension VocaPinCopy {
  public static let dictate = LocalizedCopy("vocapin.dictation.dictate", "Dictate")
  public static let stopDictating = LocalizedCopy("vocapin.dictation.stop", "Stop Dictating")
  public static let voiceNote = LocalizedCopy("vocapin.board.voiceNote", "New Voice Note")
  public static let dictationStarting = LocalizedCopy("vocapin.dictation.starting", "Getting ready to listen…")
  public static let listening = LocalizedCopy("vocapin.dictation.listening", "Listening…")
  public static let speechUnsupported = LocalizedCopy(
    "vocapin.dictation.unsupported",
    "Dictation in VocaPin works on your iPhone only, and it has no speech model for your language. You can type your note instead."
  )
  public static let speechUnavailableNow = LocalizedCopy(
    "vocapin.dictation.unavailableNow", "Speech recognition is not available right now. Try again in a moment.")
  public static let speechDenied = LocalizedCopy(
    "vocapin.dictation.speechDenied",
    "VocaPin cannot turn speech into text because Speech Recognition is off for VocaPin. Turn it on in Settings > VocaPin."
  )
  public static let speechRestricted = LocalizedCopy(
    "vocapin.dictation.restricted",
    "Speech Recognition is restricted on this iPhone (by Screen Time or a profile), so VocaPin cannot use it.")
  public static let microphoneDenied = LocalizedCopy(
    "vocapin.dictation.microphoneDenied",
    "VocaPin cannot hear you because its access to the microphone is off. Turn it on in Settings > VocaPin.")
  /// Beside a refused permission's message: VocaPin's page in Settings.
  public static let openSettings = LocalizedCopy("vocapin.dictation.openSettings", "Open Settings")
  public static let dictationStopped = LocalizedCopy(
    "vocapin.dictation.stopped", "Dictation stopped. What was heard is in your note.")
  /// The recognizer failed before it heard a word: the microphone was not VocaPin's to have.
  public static let dictationCouldNotListen = LocalizedCopy(
    "vocapin.dictation.couldNotListen",
    "Dictation couldn't use the microphone. It may be in use, by a call for example. Try again in a moment.")
  /// Dictation reached the note's length limit.
  public static let dictationNoteFull = LocalizedCopy(
    "vocapin.dictation.noteFull", "This note is full, so dictation stopped.")
  /// Profile Settings' dictation language picker. The languages' names are the system's (`Locale`), in the
  /// reader's language already.
  public static let dictationLanguageTitle = LocalizedCopy("vocapin.settings.dictationLanguage", "Dictation Language")
  public static let dictationLanguageAutomatic = LocalizedCopy("vocapin.settings.dictationAutomatic", "Same as iPhone")
  public static let dictationLanguageFooter = LocalizedCopy(
    "vocapin.settings.dictationFooter", "VocaPin turns what you say into words in this language, on your iPhone.")
  public static func notOnThisIPhone(_ name: String) -> LocalizedCopy {
    LocalizedCopy("vocapin.settings.notOnThisIPhone", "%@ (not on this iPhone)", .text(name))
  }
  public static func dictationLanguageUnsupported(_ identifier: String) -> LocalizedCopy {
    let name = Locale.current.localizedString(forIdentifier: identifier) ?? identifier
    return LocalizedCopy(
      "vocapin.dictation.languageUnsupported",
      "Dictation in %@ isn't available on this iPhone. Choose another language in Profile Settings.", .text(name))
  }
  /// The dictation bar's button that puts a failure message away (its VoiceOver label).
  public static let dismissMessage = LocalizedCopy("vocapin.dictation.dismiss", "Dismiss")
  /// A New Voice Note link opened the editor: the microphone waits for the user.
  public static let tapToDictate = LocalizedCopy(
    "vocapin.dictation.tapToDictate", "Tap the microphone to start your voice note.")
}
