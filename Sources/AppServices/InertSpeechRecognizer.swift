/// No microphone to ask (Xcode previews, a command line): speech is unsupported, nothing is ever prompted.
public struct InertSpeechRecognizer: SpeechRecognizerClient {
  public init() {}
  public func speechAuthorization() -> SpeechAuthorization { .notDetermined }
  public func requestSpeechAuthorization() async -> SpeechAuthorization { .notDetermined }
  public func microphonePermission() -> MicrophonePermission { .undetermined }
  public func requestMicrophonePermission() async -> Bool { false }
  public func onDeviceLanguages() -> [String] { [] }
  public func onDeviceAvailability(language: String?) -> OnDeviceSpeech { .unsupported }
  public func startListening(language: String?) async throws -> AsyncThrowingStream<HeardSpeech, any Error> {
    AsyncThrowingStream { $0.finish() }
  }
  public func stopListening() async {}
}
