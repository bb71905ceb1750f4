import AppServices
import Foundation
import Localization
import Observation

/// Speak it, stick it: the editor's microphone. Speech becomes text on the iPhone only (`OnDeviceSpeech`);
/// Speech Recognition and the microphone are asked for when first used, not at launch, and a refusal is said
/// in words with where to change it. What is heard goes into the note as it arrives, as keyboard dictation
/// does (each partial result replaces the one before), so every save, even the app switcher's, has it.
@MainActor
@Observable
public final class Dictation {
  public enum State: Equatable, Sendable {
    case idle
    /// Checking availability and asking for permissions.
    case starting
    /// Listening; the transcript so far.
    case listening(String)
    /// Why dictation could not start or went on no longer, in words.
    case failed(LocalizedCopy)
  }

  public private(set) var state: State = .idle
  @ObservationIgnored let speech: any SpeechRecognizerClient
  /// Opens VocaPin's page in Settings, where a refused permission is turned back on.
  @ObservationIgnored let urls: any URLOpenerClient
  /// The failure shown is a permission the user refused, which only Settings can give back.
  @ObservationIgnored private var settingsCanFix = false
  /// The language chosen in Profile Settings, read at each start (nil: the iPhone's own).
  @ObservationIgnored var language: @MainActor () -> String? = { nil }
  /// Where each result goes as the transcript grows (the editor shows it after the words it had).
  @ObservationIgnored var onHeard: @MainActor (HeardSpeech) -> Void = unimplemented("Dictation.onHeard")
  /// The session is over, however it ended: the words shown stay, and the next session adds after them.
  @ObservationIgnored var onEnded: @MainActor () -> Void = unimplemented("Dictation.onEnded")
  /// The microphone opened (true) or closed (false) for a session: the editor's recorder keeps its audio.
  @ObservationIgnored var onMicrophone: @MainActor (Bool) -> Void = unimplemented("Dictation.onMicrophone")
  /// Awaited just before the microphone opens: a recording playing stops first and hands the audio session
  /// back, so its deactivation never lands on the session dictation just activated.
  @ObservationIgnored var beforeMicrophone: @MainActor () async -> Void = {}
  /// Runs each permission prompt dictation starts (Speech Recognition, the microphone) as VocaPin's own
  /// (`AppLockModel.ownPrompt`): the scene goes inactive under the system alert, and Lock VocaPin must not
  /// cover the note the user is dictating into for it.
  @ObservationIgnored var ownPrompt: @MainActor (@MainActor () async -> Void) async -> Void = { await $0() }
  /// The listening session's reader, for tests to await.
  @ObservationIgnored var listening: Task<Void, Never>?
  /// A start that was not awaited (`startListening`).
  @ObservationIgnored var starting: Task<Void, Never>?
  /// Counts sessions, so a session the user stopped ignores what its recognizer reports afterwards.
  @ObservationIgnored private var session = 0
  /// The session the user ended with the microphone button while the recognizer finishes the audio it already
  /// has: its last transcript (the words said just before the tap) still goes into the note.
  @ObservationIgnored private var finishing: Int?
  /// How long the last words may take after the microphone went off: past it, the session ends with the words
  /// it has (a recognizer that never answers cannot hold Done or the button).
  @ObservationIgnored var finishingBound: Duration = .seconds(2)
  @ObservationIgnored private var finishingDeadline: Task<Void, Never>?
  /// Whether this session's recognizer reported any words: a failure before the first says the microphone
  /// could not be had (a call holds it), not that words were kept.
  @ObservationIgnored private var heardInSession = false
  /// The recognizer's microphone calls, made off the main actor (activating the audio session blocks) and run
  /// one after another in the order made: a stop made while a start is still activating the session runs after
  /// it and turns off what it turned on. The last one queued, for tests to await (`audioFinished`).
  @ObservationIgnored private var audioCalls: Task<Void, Never>?

  public init(speech: any SpeechRecognizerClient, urls: any URLOpenerClient) {
    self.speech = speech
    self.urls = urls
  }

  /// Whether the bar offers "Open Settings": Speech Recognition or the microphone was refused.
  public var offersSettings: Bool {
    if case .failed = state { settingsCanFix } else { false }
  }

  /// "Open Settings": VocaPin's page in Settings, where the permission is turned back on; the message has
  /// been acted on, so it goes.
  public func openSettings() async {
    guard offersSettings else { return }
    state = .idle
    _ = await urls.open(AppSettingsPage.url)
  }

  public var isActive: Bool {
    switch state {
    case .starting, .listening: true
    case .idle, .failed: false
    }
  }

  /// The microphone button's title (its VoiceOver label too).
  public var buttonTitle: LocalizedCopy { isActive ? VocaPinCopy.stopDictating : VocaPinCopy.dictate }

  /// What the bar under the editor says: that it is listening (the words themselves are in the note), or
  /// why dictation failed.
  public var status: LocalizedCopy? {
    switch state {
    case .idle: nil
    case .starting: VocaPinCopy.dictationStarting
    case .listening: VocaPinCopy.listening
    case .failed(let why): why
    }
  }

  /// The button: starts, or finishes and keeps what was heard, the last words included.
  public func toggle() async {
    if isActive { finish() } else { await start() }
  }

  /// Whether a session the user ended is still receiving its last words.
  public var isFinishing: Bool { finishing != nil }

  /// Starts listening from code that cannot wait for it (a link); `starting` is that start, for whoever must.
  func startListening() {
    starting = Task { [weak self] in await self?.start() }
  }

  public func start() async {
    guard !isActive else { return }
    closeFinishing()
    session += 1
    let current = session
    state = .starting
    let language = language()
    switch speech.onDeviceAvailability(language: language) {
    case .unsupported:
      // A chosen language whose model is gone is said by name, with where to choose another.
      return fail(language.map(VocaPinCopy.dictationLanguageUnsupported) ?? VocaPinCopy.speechUnsupported)
    case .unavailableNow: return fail(VocaPinCopy.speechUnavailableNow)
    case .available: break
    }
    var authorization = speech.speechAuthorization()
    if authorization == .notDetermined {
      await ownPrompt { authorization = await self.speech.requestSpeechAuthorization() }
    }
    switch authorization {
    case .authorized: break
    case .denied, .notDetermined: return fail(VocaPinCopy.speechDenied, fixableInSettings: true)
    case .restricted: return fail(VocaPinCopy.speechRestricted)
    }
    var microphone = speech.microphonePermission()
    if microphone == .undetermined {
      await ownPrompt { microphone = await self.speech.requestMicrophonePermission() ? .granted : .denied }
    }
    guard microphone == .granted else { return fail(VocaPinCopy.microphoneDenied, fixableInSettings: true) }
    // Stopped while a prompt was up: nothing to listen for.
    guard session == current, state == .starting else { return }
    await beforeMicrophone()
    guard session == current, state == .starting else { return }
    let opened = await openMicrophone(language: language)
    // Stopped (or started again) while the session was being activated: the stop queued behind this start has
    // turned off what it turned on, and a failure now is no news to the user, who ended it.
    guard session == current, state == .starting else { return }
    guard let stream = opened else { return fail(VocaPinCopy.dictationCouldNotListen) }
    state = .listening("")
    heardInSession = false
    onMicrophone(true)
    listening = Task { [weak self] in
      do {
        for try await result in stream { self?.heard(result, in: current) }
        self?.ended(in: current, failure: nil)
      } catch {
        self?.ended(in: current, failure: VocaPinCopy.dictationStopped)
      }
    }
  }

  /// The microphone button while listening: the microphone goes off at once and the button is free, while the
  /// recognizer finishes the audio it already accepted (`SFSpeechRecognitionTask.finish()`), so the words said
  /// just before the tap still reach the note. Typing, Done or leaving the app meanwhile end it (`stop`).
  public func finish() {
    guard case .listening = state else { return stop() }
    state = .idle
    let current = session
    finishing = current
    closeMicrophone()
    let bound = finishingBound
    finishingDeadline = Task { [weak self] in
      try? await Task.sleep(for: bound)
      guard let self, !Task.isCancelled, self.finishing == current else { return }
      self.closeFinishing()
    }
  }

  /// Whether the microphone is listening now (not asking, not finishing).
  public var isListening: Bool {
    if case .listening = state { true } else { false }
  }

  /// Stops listening now: what was heard is in the note already, so Done or leaving the app saves it, and
  /// nothing the recognizer reports later writes over what comes next (typed words, another session).
  public func stop() {
    if closeFinishing() { return }
    guard isActive else { return }
    session += 1
    state = .idle
    closeMicrophone()
    onEnded()
  }

  /// Starts the recognizer off the main actor, after every microphone call made before; nil if the microphone
  /// could not be had.
  private func openMicrophone(language: String?) async -> AsyncThrowingStream<HeardSpeech, any Error>? {
    let previous = audioCalls
    let speech = speech
    let opening = Task { () -> AsyncThrowingStream<HeardSpeech, any Error>? in
      await previous?.value
      return try? await speech.startListening(language: language)
    }
    audioCalls = Task { _ = await opening.value }
    return await opening.value
  }

  /// Turns the microphone off and the audio session down, off the main actor, after every call made before.
  private func closeMicrophone() {
    onMicrophone(false)
    let previous = audioCalls
    let speech = speech
    audioCalls = Task {
      await previous?.value
      await speech.stopListening()
    }
  }

  /// Every microphone call made so far has run.
  func audioFinished() async {
    await audioCalls?.value
  }

  /// Ends a session that was finishing: its later words are ignored, and the note's words stay as they are.
  @discardableResult
  private func closeFinishing() -> Bool {
    guard finishing != nil else { return false }
    finishing = nil
    finishingDeadline?.cancel()
    session += 1
    onEnded()
    return true
  }

  /// Whether the bar shows a failure the user can put away (its Dismiss button).
  public var canDismissMessage: Bool {
    if case .failed = state { true } else { false }
  }

  /// The failure message was read.
  public func dismissMessage() {
    if case .failed = state { state = .idle }
  }

  /// The note reached its length limit while listening: the microphone goes off with every word heard kept
  /// (the counter says how many are over), and the bar says why it stopped, so a long monologue does not run
  /// on into a note that cannot be saved.
  func stopBecauseNoteIsFull() {
    guard isActive || isFinishing else { return }
    stop()
    fail(VocaPinCopy.dictationNoteFull)
  }

  private func heard(_ result: HeardSpeech, in current: Int) {
    guard current == session else { return }
    heardInSession = true
    if finishing != current { state = .listening(result.transcript) }
    onHeard(result)
  }

  /// The recognizer ended by itself (finished, or failed): what it heard stays in the note, and a failure is said.
  private func ended(in current: Int, failure: LocalizedCopy?) {
    guard current == session else { return }
    // A session the user ended has nothing to report: an error now is the recognizer's way of ending it.
    let wasFinishing = finishing == current
    // The recognizer ended by itself: its audio ends here too (a finishing session's closed at the tap).
    if !wasFinishing { onMicrophone(false) }
    finishing = nil
    finishingDeadline?.cancel()
    session += 1
    settingsCanFix = false
    let said = heardInSession ? failure : failure.map { _ in VocaPinCopy.dictationCouldNotListen }
    state = wasFinishing ? .idle : said.map(State.failed) ?? .idle
    onEnded()
  }

  private func fail(_ why: LocalizedCopy, fixableInSettings: Bool = false) {
    settingsCanFix = fixableInSettings
    state = .failed(why)
  }
}
