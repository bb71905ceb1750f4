#if os(iOS)
  import AVFoundation
  import AppServices
  import Foundation
  import Speech

  /// `SFSpeechRecognizer` on device (`requiresOnDeviceRecognition`), fed by the microphone through
  /// `AVAudioEngine`, behind `SpeechRecognizerClient`; its input tap also feeds `recorder`, which keeps the
  /// session's audio when Keep Recordings is on. The audio session, the engine and the task are touched
  /// only on `audio`, a serial queue of their own: `setCategory`, `setActive` and `AVAudioEngine.start()` block
  /// until the system answers (another app's audio to interrupt, a route to bring up), which on the main thread
  /// would hold the editor's frame; and one queue runs starts and stops in the order the app made them.
  public final class LiveSpeechRecognizer: SpeechRecognizerClient, @unchecked Sendable {
    struct Unavailable: Error {}
    /// A call, Siri or another app took the audio, or the microphone's route changed, while listening.
    struct Interrupted: Error {}

    private let audio = DispatchQueue(label: "VocaPin.LiveSpeechRecognizer.audio", qos: .userInitiated)
    /// Counts sessions (on `audio`), so a late end of one (its stream's termination, an interruption) never
    /// tears down the next.
    private var generation = 0
    private var engine: AVAudioEngine?
    private var request: SFSpeechAudioBufferRecognitionRequest?
    private var task: SFSpeechRecognitionTask?
    private var observers: [any NSObjectProtocol] = []
    /// One read of the on-device languages at a time, apart from `lock`, so listening never waits for one.
    private let languagesLock = NSLock()
    /// Where the tap's buffers are also written while the core records a session.
    private let recording = TapRecording()

    public init() {}

    /// Dictation's recorder, writing this recognizer's own input tap: give it to VocaPin with this recognizer.
    public var recorder: LiveVoiceRecorder { LiveVoiceRecorder(recording: recording) }

    public func speechAuthorization() -> SpeechAuthorization {
      Self.authorization(SFSpeechRecognizer.authorizationStatus())
    }

    public func requestSpeechAuthorization() async -> SpeechAuthorization {
      await withCheckedContinuation { continuation in
        SFSpeechRecognizer.requestAuthorization { status in continuation.resume(returning: Self.authorization(status)) }
      }
    }

    public func microphonePermission() -> MicrophonePermission {
      switch AVAudioApplication.shared.recordPermission {
      case .granted: .granted
      case .denied: .denied
      default: .undetermined
      }
    }

    public func requestMicrophonePermission() async -> Bool { await AVAudioApplication.requestRecordPermission() }

    /// Makes a recognizer per supported locale (about 60), which takes a while: the model reads this off the
    /// main actor (`refreshDictationLanguages`), at launch and when Profile Settings opens, so a language
    /// downloaded meanwhile is offered.
    public func onDeviceLanguages() -> [String] {
      languagesLock.withLock {
        SFSpeechRecognizer.supportedLocales()
          .filter { SFSpeechRecognizer(locale: $0)?.supportsOnDeviceRecognition == true }
          .map(\.identifier)
          .sorted()
      }
    }

    /// The system's recognizer for the iPhone's language, or the one for `language`.
    private func recognizer(_ language: String?) -> SFSpeechRecognizer? {
      language.map { SFSpeechRecognizer(locale: Locale(identifier: $0)) } ?? SFSpeechRecognizer()
    }

    public func onDeviceAvailability(language: String?) -> OnDeviceSpeech {
      guard let recognizer = recognizer(language), recognizer.supportsOnDeviceRecognition else { return .unsupported }
      return recognizer.isAvailable ? .available : .unavailableNow
    }

    public func startListening(language: String?) async throws -> AsyncThrowingStream<HeardSpeech, any Error> {
      try await withCheckedThrowingContinuation { started in
        audio.async { [self] in
          let (stream, continuation) = AsyncThrowingStream<HeardSpeech, any Error>.makeStream()
          do {
            try start(continuation, recognizer: recognizer(language))
            started.resume(returning: stream)
          } catch {
            tearDownNow(finishing: false)
            // A start that failed after activating the session (the engine would not start) hands the audio back
            // to other apps: no engine was kept, so `tearDownNow` did not.
            try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
            continuation.finish(throwing: error)
            started.resume(throwing: error)
          }
        }
      }
    }

    /// On `audio`.
    private func start(
      _ continuation: AsyncThrowingStream<HeardSpeech, any Error>.Continuation, recognizer: SFSpeechRecognizer?
    ) throws {
      guard let recognizer else { throw Unavailable() }
      tearDownNow(finishing: false)
      generation += 1
      let current = generation
      let session = AVAudioSession.sharedInstance()
      // `.record` silences other audio by itself (`duckOthers` is for the categories that play).
      try session.setCategory(.record, mode: .measurement)
      try session.setActive(true, options: .notifyOthersOnDeactivation)
      let engine = AVAudioEngine()
      let request = SFSpeechAudioBufferRecognitionRequest()
      // Nothing leaves the iPhone.
      request.requiresOnDeviceRecognition = true
      request.shouldReportPartialResults = true
      // Periods, commas and question marks as the user speaks (iOS 16 and later,
      // https://developer.apple.com/documentation/speech/sfspeechrecognitionrequest/addspunctuation), so a
      // dictated note reads as written, as keyboard dictation's does.
      request.addsPunctuation = true
      let input = engine.inputNode
      // No usable input (no microphone route at all): installing a tap on a 0 Hz format raises an exception that
      // Swift cannot catch; said as unavailable instead.
      let format = input.outputFormat(forBus: 0)
      guard format.sampleRate > 0, format.channelCount > 0 else { throw Unavailable() }
      nonisolated(unsafe) let tapRequest = request
      let recording = recording
      recording.tapStarted(format: format)
      input.installTap(onBus: 0, bufferSize: 1_024, format: format) { buffer, _ in
        tapRequest.append(buffer)
        recording.write(buffer)
      }
      engine.prepare()
      try engine.start()
      let task = recognizer.recognitionTask(with: request) { result, error in
        // The result that closes an utterance carries its metadata (`isFinal` stays false): the next partial
        // result holds only what is said after the pause.
        if let result {
          continuation.yield(
            HeardSpeech(
              result.bestTranscription.formattedString,
              endsUtterance: result.speechRecognitionMetadata != nil && !result.isFinal))
        }
        if let error {
          continuation.finish(throwing: error)
        } else if result?.isFinal == true {
          continuation.finish()
        }
      }
      // An interruption (a call, Siri) or a new route (AirPods connecting) stops the engine under us: the
      // session ends, said in words by the core, with the words heard so far already in the note.
      let center = NotificationCenter.default
      let interrupted: @Sendable (Notification) -> Void = { [weak self] _ in
        self?.tearDown(finishing: false, ifStill: current)
        continuation.finish(throwing: Interrupted())
      }
      let observers = [
        center.addObserver(
          forName: AVAudioSession.interruptionNotification, object: session, queue: nil, using: interrupted),
        center.addObserver(forName: .AVAudioEngineConfigurationChange, object: engine, queue: nil, using: interrupted),
      ]
      self.engine = engine
      self.request = request
      self.task = task
      self.observers = observers
      continuation.onTermination = { [weak self] _ in self?.tearDown(finishing: false, ifStill: current) }
    }

    /// The microphone off; the recognizer finishes the audio it accepted and reports its last transcript
    /// (`finish()`, where `cancel()` would drop the words said just before the tap). Awaited, on `audio`.
    public func stopListening() async {
      await withCheckedContinuation { stopped in
        audio.async { [self] in
          tearDownNow(finishing: true)
          stopped.resume()
        }
      }
    }

    /// From a notification or the stream's end, on any thread: the session `generation` ends, on `audio`, if it
    /// is still the one running.
    private func tearDown(finishing: Bool, ifStill generation: Int) {
      audio.async { [self] in
        guard self.generation == generation else { return }
        tearDownNow(finishing: finishing)
      }
    }

    /// On `audio`.
    private func tearDownNow(finishing: Bool) {
      // The recording keeps what it has; the core closes its file.
      recording.tapStopped()
      let (engine, request, task, observers) = (self.engine, self.request, self.task, self.observers)
      self.engine = nil
      self.request = nil
      self.task = nil
      self.observers = []
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      guard let engine else { return }
      engine.stop()
      engine.inputNode.removeTap(onBus: 0)
      request?.endAudio()
      if finishing { task?.finish() } else { task?.cancel() }
      try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
    }

    private static func authorization(_ status: SFSpeechRecognizerAuthorizationStatus) -> SpeechAuthorization {
      switch status {
      case .authorized: .authorized
      case .denied: .denied
      case .restricted: .restricted
      case .notDetermined: .notDetermined
      @unknown default: .denied
      }
    }
  }
#endif
