import AppServices
import Foundation

/// Speech Recognition and the microphone as iOS treats them: each permission is asked with a prompt once, then
/// answers with the stored choice and prompts no more; a denied permission changes only in Settings
/// (`changeInSettings`). The user's answer to a prompt must be scripted (`nextSpeechAnswer`,
/// `nextMicrophoneAnswer`); an unscripted prompt fails the test. Listening yields what the test says the user
/// said (`hear`), and ends when the app stops (`stopListening`) or the recognizer fails (`fail`). Stopping is
/// `SFSpeechRecognitionTask.finish()`: the recognizer finishes the audio it already accepted and reports one
/// last, complete transcript, with any words it had not reported yet (`hearUnreported`), before it ends.
/// Starting is awaited, as activating the audio session is (`AVAudioSession.setActive` blocks until the session
/// is active, and throws when it cannot be: a call holds the microphone): a test can hold starts and let each
/// go, succeed or fail (`holdsStarts`, `startIsHeld`, `resumeStart`), or fail the next (`nextStartFailure`).
/// While a permission prompt is up the scene is `.inactive` (`scene`, if given), as for any system alert, and
/// active again once it is answered (platform-behaviour.md, "Scene phase").
public final class SimulatedSpeech: SpeechRecognizerClient {
  public struct RecognizerFailed: Error, Equatable {
    public let reason: String
  }
  /// The audio session could not be activated (`AVAudioSession.ErrorCode.cannotInterruptOthers`, a call).
  public struct AudioSessionRefused: Error, Equatable {
    public init() {}
  }

  private struct State {
    var speech: SpeechAuthorization = .notDetermined
    var microphone: MicrophonePermission = .undetermined
    var nextSpeechAnswer: SpeechAuthorization?
    var nextMicrophoneAnswer: Bool?
    var onDevice: OnDeviceSpeech = .available
    /// The iPhone's own language, and the others with an on-device model (as `supportedLocales()` lists them).
    var systemLanguage = "en-US"
    var languages = ["en-US", "en-GB", "es-ES", "fr-FR", "de-DE"]
    var listeningLanguage: String?
    var neverFinishes = false
    var prompts: [String] = []
    var heard = ""
    var unreported = ""
    var continuation: AsyncThrowingStream<HeardSpeech, any Error>.Continuation?
    var holdsStarts = false
    var nextStartFailure: (any Error & Sendable)?
    var heldStart: CheckedContinuation<(any Error & Sendable)?, Never>?
    var startWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())
  private let createdAt: CreatedAt
  private let scene: SimulatedScene?

  public init(
    onDevice: OnDeviceSpeech = .available, scene: SimulatedScene? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    createdAt = CreatedAt(fileID: fileID, filePath: filePath, line: line, column: column)
    self.scene = scene
    state { $0.onDevice = onDevice }
  }

  /// What the user will answer the next Speech Recognition prompt (`.authorized` or `.denied`).
  public var nextSpeechAnswer: SpeechAuthorization? {
    get { state { $0.nextSpeechAnswer } }
    set { state { $0.nextSpeechAnswer = newValue } }
  }
  /// What the user will answer the next microphone prompt.
  public var nextMicrophoneAnswer: Bool? {
    get { state { $0.nextMicrophoneAnswer } }
    set { state { $0.nextMicrophoneAnswer = newValue } }
  }
  /// The prompts iOS showed, in order ("speech", "microphone").
  public var prompts: [String] { state { $0.prompts } }
  /// Whether the app is listening now.
  public var isListening: Bool { state { $0.continuation != nil } }
  /// The language the app listens in now (the iPhone's own when it asked for none).
  public var listeningLanguage: String? { state { $0.listeningLanguage } }
  /// A recognizer that never delivers its last result after the app stops listening (a stalled model): the
  /// stream stays open. Off by default, as iOS answers.
  public var neverFinishes: Bool {
    get { state { $0.neverFinishes } }
    set { state { $0.neverFinishes = newValue } }
  }
  /// The languages with an on-device model on this iPhone; a language removed here is no longer offered, and
  /// one chosen before is unsupported.
  public var languages: [String] {
    get { state { $0.languages } }
    set { state { $0.languages = newValue } }
  }

  /// Each start waits, as the audio session is being activated, until `resumeStart`.
  public var holdsStarts: Bool {
    get { state { $0.holdsStarts } }
    set { state { $0.holdsStarts = newValue } }
  }
  /// The next start fails so (the audio session refused), once.
  public var nextStartFailure: (any Error & Sendable)? {
    get { state { $0.nextStartFailure } }
    set { state { $0.nextStartFailure = newValue } }
  }

  /// Returns once a start is waiting for its audio session (`holdsStarts`).
  public func startIsHeld() async {
    await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
      let held = state { state -> Bool in
        if state.heldStart != nil { return true }
        state.startWaiters.append(waiter)
        return false
      }
      if held { waiter.resume() }
    }
  }

  /// The held start's audio session is active (or, with `failing`, could not be activated).
  public func resumeStart(failing error: (any Error & Sendable)? = nil) {
    let held = state { state in
      defer { state.heldStart = nil }
      return state.heldStart
    }
    held?.resume(returning: error)
  }

  /// The user changed a permission in Settings (or a parent restricted it).
  public func changeInSettings(speech: SpeechAuthorization? = nil, microphone: MicrophonePermission? = nil) {
    state { state in
      if let speech { state.speech = speech }
      if let microphone { state.microphone = microphone }
    }
  }

  /// The user said `words`: the transcript grows, as the recognizer's partial results do. False when no
  /// recognition was running to report it (the app had stopped listening): then nothing can reach the app.
  @discardableResult
  public func hear(_ words: String) -> Bool {
    let (continuation, transcript) = state {
      state -> (AsyncThrowingStream<HeardSpeech, any Error>.Continuation?, String) in
      state.heard = Self.joined(state.heard, state.unreported, words)
      state.unreported = ""
      return (state.continuation, state.heard)
    }
    guard let continuation else { return false }
    continuation.yield(HeardSpeech(transcript))
    return true
  }

  /// The user paused for about two seconds: on-device recognition on iOS 17.6 and later begins a new transcript
  /// then, so the next results (and the last one when listening stops) hold only what is said after the pause,
  /// not what it reported before. The result that closes the utterance says so first, its
  /// `speechRecognitionMetadata` set and `isFinal` false (measured by sonpiaz/haynoi#40: every reset followed
  /// such a result); `signalled: false` is a reset without it, as reports from earlier iOS versions describe.
  public func pauseStartsNewTranscript(signalled: Bool = true) {
    let (continuation, closing) = state {
      state -> (AsyncThrowingStream<HeardSpeech, any Error>.Continuation?, String) in
      defer { state.heard = "" }
      return (state.continuation, state.heard)
    }
    if signalled, !closing.isEmpty { continuation?.yield(HeardSpeech(closing, endsUtterance: true)) }
  }

  /// The user said `words`, which the recognizer has not reported yet (its partial results lag the voice): they
  /// arrive with the next words heard, or in the last transcript when the app stops listening.
  public func hearUnreported(_ words: String) {
    state { state in
      state.unreported = state.unreported.isEmpty ? words : state.unreported + " " + words
    }
  }

  /// The recognizer stopped with an error (the audio was interrupted, the model went away).
  public func fail(_ reason: String) {
    let continuation = state { state in
      defer {
        state.continuation = nil
        state.listeningLanguage = nil
      }
      return state.continuation
    }
    continuation?.finish(throwing: RecognizerFailed(reason: reason))
  }

  public func speechAuthorization() -> SpeechAuthorization { state { $0.speech } }

  public func requestSpeechAuthorization() async -> SpeechAuthorization {
    let prompting = speechAuthorization() == .notDetermined
    if prompting { await scene?.systemPromptAppeared() }
    let unscriptedPrompt = state { state -> Bool in
      guard state.speech == .notDetermined else { return false }
      state.prompts.append("speech")
      guard let answer = state.nextSpeechAnswer else { return true }
      state.speech = answer
      state.nextSpeechAnswer = nil
      return false
    }
    if prompting { await scene?.systemPromptDisappeared() }
    if unscriptedPrompt { unscripted("Speech Recognition prompt", at: createdAt) }
    return state { $0.speech }
  }

  public func microphonePermission() -> MicrophonePermission { state { $0.microphone } }

  public func requestMicrophonePermission() async -> Bool {
    let prompting = microphonePermission() == .undetermined
    if prompting { await scene?.systemPromptAppeared() }
    let unscriptedPrompt = state { state -> Bool in
      guard state.microphone == .undetermined else { return false }
      state.prompts.append("microphone")
      guard let answer = state.nextMicrophoneAnswer else { return true }
      state.microphone = answer ? .granted : .denied
      state.nextMicrophoneAnswer = nil
      return false
    }
    if prompting { await scene?.systemPromptDisappeared() }
    if unscriptedPrompt { unscripted("microphone prompt", at: createdAt) }
    return state { $0.microphone == .granted }
  }

  public func onDeviceLanguages() -> [String] { state { $0.languages } }

  public func onDeviceAvailability(language: String?) -> OnDeviceSpeech {
    state { state in
      guard state.languages.contains(language ?? state.systemLanguage) else { return .unsupported }
      return state.onDevice
    }
  }

  public func startListening(language: String?) async throws -> AsyncThrowingStream<HeardSpeech, any Error> {
    let failure: (any Error & Sendable)?
    if state({ $0.holdsStarts }) {
      failure = await withCheckedContinuation { (held: CheckedContinuation<(any Error & Sendable)?, Never>) in
        let waiters = state { state in
          defer { state.startWaiters = [] }
          state.heldStart = held
          return state.startWaiters
        }
        for waiter in waiters { waiter.resume() }
      }
    } else {
      failure = state { state in
        defer { state.nextStartFailure = nil }
        return state.nextStartFailure
      }
    }
    if let failure { throw failure }
    let (stream, continuation) = AsyncThrowingStream<HeardSpeech, any Error>.makeStream()
    let allowed = state { state -> Bool in
      let language = language ?? state.systemLanguage
      guard state.speech == .authorized, state.microphone == .granted, state.onDevice == .available,
        state.languages.contains(language)
      else { return false }
      state.listeningLanguage = language
      state.heard = ""
      state.unreported = ""
      state.continuation = continuation
      return true
    }
    // As on iOS: without both permissions the recognizer fails at once.
    if !allowed { continuation.finish(throwing: RecognizerFailed(reason: "not authorized")) }
    return stream
  }

  public func stopListening() async {
    if state({ $0.neverFinishes }) {
      state { state in
        state.continuation = nil
        state.listeningLanguage = nil
      }
      return
    }
    let (continuation, final) = state { state -> (AsyncThrowingStream<HeardSpeech, any Error>.Continuation?, String) in
      defer {
        state.continuation = nil
        state.unreported = ""
        state.listeningLanguage = nil
      }
      return (state.continuation, Self.joined(state.heard, state.unreported))
    }
    // The final result: everything heard, the words not yet reported included.
    if !final.isEmpty { continuation?.yield(HeardSpeech(final)) }
    continuation?.finish()
  }

  private static func joined(_ parts: String...) -> String {
    parts.filter { !$0.isEmpty }.joined(separator: " ")
  }
}
