/// Speech Recognition's authorization (`SFSpeechRecognizerAuthorizationStatus`): asked once, with a system
/// prompt, then the stored answer; `denied` and `restricted` change only in Settings.
public enum SpeechAuthorization: Sendable, Equatable {
  case notDetermined, denied, restricted, authorized
}

/// The microphone's record permission (`AVAudioApplication.recordPermission`, iOS 17): one prompt, then the
/// stored answer.
public enum MicrophonePermission: Sendable, Equatable {
  case undetermined, denied, granted
}

/// Whether speech can be turned into text on this device now, without sending audio anywhere
/// (`SFSpeechRecognizer.supportsOnDeviceRecognition`, `isAvailable`).
public enum OnDeviceSpeech: Sendable, Equatable {
  case available
  /// No on-device model for the user's language.
  case unsupported
  /// Supported, but not usable at the moment (the recognizer reports itself unavailable).
  case unavailableNow
}

/// One result of the recognizer: the transcript of the utterance being heard, and whether this result closes it.
/// On-device recognition (reported from iOS 17.6 on, and measured on macOS 26) begins a new transcript after a
/// pause of about 1.5 to 2 seconds: the result that closes an utterance carries `speechRecognitionMetadata`
/// while `isFinal` stays false, and the next partial result holds only the words said after the pause
/// (https://developer.apple.com/documentation/speech/sfspeechrecognitionresult/speechrecognitionmetadata).
public struct HeardSpeech: Sendable, Equatable {
  public var transcript: String
  /// The recognizer closed this utterance: what it reports next is a new one, unless it carries these words on.
  public var endsUtterance: Bool

  public init(_ transcript: String, endsUtterance: Bool = false) {
    self.transcript = transcript
    self.endsUtterance = endsUtterance
  }
}

/// Turning speech into text on device (`SFSpeechRecognizer` with `requiresOnDeviceRecognition`, fed by the
/// microphone through `AVAudioEngine`). Permissions are asked only by the `request` calls, each showing the
/// system's prompt the first time and answering with the stored choice afterwards.
public protocol SpeechRecognizerClient: Sendable {
  func speechAuthorization() -> SpeechAuthorization
  func requestSpeechAuthorization() async -> SpeechAuthorization
  func microphonePermission() -> MicrophonePermission
  func requestMicrophonePermission() async -> Bool
  /// The languages speech can be turned into text in on this device, without sending audio anywhere: BCP 47
  /// identifiers ("en-US", "fr-FR") of `SFSpeechRecognizer.supportedLocales()` whose recognizer
  /// `supportsOnDeviceRecognition`.
  func onDeviceLanguages() -> [String]
  /// Whether `language` (nil: the iPhone's own) can be recognized on device now.
  func onDeviceAvailability(language: String?) -> OnDeviceSpeech
  /// Starts listening in `language` (nil: the iPhone's own); the stream yields the transcript of the utterance so far
  /// as it grows, saying which result closes an utterance (`HeardSpeech`), and finishes after `stopListening()` (or when the recognizer ends, with an error). Setting the audio
  /// session's category, activating it and starting the engine block (`AVAudioSession.setActive` is
  /// synchronous), so they happen off the caller's thread and are awaited; throws when the microphone cannot be
  /// had (a call holds it, no input route).
  func startListening(language: String?) async throws -> AsyncThrowingStream<HeardSpeech, any Error>
  /// Turns the microphone off and deactivates the audio session, off the caller's thread. The recognizer still
  /// finishes the audio it accepted (`SFSpeechRecognitionTask.finish()`): a last, complete transcript may follow
  /// before the stream ends. Calls take effect in the order made: a stop after a start that has not finished
  /// turns off what that start turns on.
  func stopListening() async
}
