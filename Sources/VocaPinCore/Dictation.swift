import AppServices
import Foundation
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
    case failed(String)
  }

  public private(set) var state: State = .idle
  @ObservationIgnored let speech: any SpeechRecognizerClient
  /// Opens VocaPin's page in Settings, where a refused permission is turned back on.
  @ObservationIgnored let urls: any URLOpener
  /// The failure shown is a permission the user refused, which only Settings can give back.
  @ObservationIgnored private var settingsCanFix = false
  /// Where the transcript so far goes as it grows (the editor shows it after the words it had).
  @ObservationIgnored var onHeard: @MainActor (String) -> Void = { _ in }
  /// The session is over, however it ended: the words shown stay, and the next session adds after them.
  @ObservationIgnored var onEnded: @MainActor () -> Void = {}
  /// The listening session's reader, for tests to await.
  @ObservationIgnored var listening: Task<Void, Never>?
  /// Counts sessions, so a session the user stopped ignores what its recognizer reports afterwards.
  @ObservationIgnored private var session = 0

  public init(speech: any SpeechRecognizerClient, urls: any URLOpener = InertURLOpener()) {
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
  public var buttonTitle: String { isActive ? VocaPinCopy.stopDictating : VocaPinCopy.dictate }

  /// What the bar under the editor says: that it is listening (the words themselves are in the note), or
  /// why dictation failed.
  public var status: String? {
    switch state {
    case .idle: nil
    case .starting: VocaPinCopy.dictationStarting
    case .listening: VocaPinCopy.listening
    case .failed(let why): why
    }
  }

  /// The button: starts, or stops and keeps what was heard.
  public func toggle() async {
    if isActive { stop() } else { await start() }
  }

  public func start() async {
    guard !isActive else { return }
    session += 1
    let current = session
    state = .starting
    switch speech.onDeviceAvailability() {
    case .unsupported: return fail(VocaPinCopy.speechUnsupported)
    case .unavailableNow: return fail(VocaPinCopy.speechUnavailableNow)
    case .available: break
    }
    var authorization = speech.speechAuthorization()
    if authorization == .notDetermined { authorization = await speech.requestSpeechAuthorization() }
    switch authorization {
    case .authorized: break
    case .denied, .notDetermined: return fail(VocaPinCopy.speechDenied, fixableInSettings: true)
    case .restricted: return fail(VocaPinCopy.speechRestricted)
    }
    var microphone = speech.microphonePermission()
    if microphone == .undetermined { microphone = await speech.requestMicrophonePermission() ? .granted : .denied }
    guard microphone == .granted else { return fail(VocaPinCopy.microphoneDenied, fixableInSettings: true) }
    // Stopped while a prompt was up: nothing to listen for.
    guard session == current, state == .starting else { return }
    state = .listening("")
    let stream = speech.startListening()
    listening = Task { [weak self] in
      do {
        for try await transcript in stream { self?.heard(transcript, in: current) }
        self?.ended(in: current, failure: nil)
      } catch {
        self?.ended(in: current, failure: VocaPinCopy.dictationStopped)
      }
    }
  }

  /// Stops listening; what was heard is in the note already, so Done or leaving the app saves it.
  public func stop() {
    guard isActive else { return }
    session += 1
    state = .idle
    speech.stopListening()
    onEnded()
  }

  /// The failure message was read.
  public func dismissMessage() {
    if case .failed = state { state = .idle }
  }

  private func heard(_ transcript: String, in current: Int) {
    guard current == session else { return }
    state = .listening(transcript)
    onHeard(transcript)
  }

  /// The recognizer ended by itself (finished, or failed): what it heard stays in the note, and a failure is said.
  private func ended(in current: Int, failure: String?) {
    guard current == session else { return }
    session += 1
    settingsCanFix = false
    state = failure.map(State.failed) ?? .idle
    onEnded()
  }

  private func fail(_ why: String, fixableInSettings: Bool = false) {
    settingsCanFix = fixableInSettings
    state = .failed(why)
  }
}
