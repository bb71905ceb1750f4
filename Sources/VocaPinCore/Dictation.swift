import AppServices
import Foundation
import Observation

/// Speak it, stick it: the editor's microphone. Speech becomes text on the iPhone only (`OnDeviceSpeech`);
/// Speech Recognition and the microphone are asked for when first used, not at launch, and a refusal is said
/// in words with where to change it. What was heard goes into the note when dictation stops, however it
/// stops (the button, Done, the app leaving, the recognizer failing), once.
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
  /// Where the words go when dictation stops (the editor appends them to its draft).
  @ObservationIgnored var deliver: @MainActor (String) -> Void = { _ in }
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

  /// What the bar under the editor says: what is being heard, or why dictation failed.
  public var status: String? {
    switch state {
    case .idle: nil
    case .starting: VocaPinCopy.dictationStarting
    case .listening(let heard): heard.isEmpty ? VocaPinCopy.listening : "\(VocaPinCopy.listening) \(heard)"
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
      var heard = ""
      do {
        for try await transcript in stream {
          heard = transcript
          self?.heard(transcript, in: current)
        }
        self?.ended(in: current, heard: heard, failure: nil)
      } catch {
        self?.ended(in: current, heard: heard, failure: VocaPinCopy.dictationStopped)
      }
    }
  }

  /// Stops listening and puts what was heard into the note now, so Done or leaving the app saves it.
  public func stop() {
    guard isActive else { return }
    session += 1
    if case .listening(let heard) = state { deliverIfAny(heard) }
    state = .idle
    speech.stopListening()
  }

  /// The failure message was read.
  public func dismissMessage() {
    if case .failed = state { state = .idle }
  }

  private func heard(_ transcript: String, in current: Int) {
    guard current == session else { return }
    state = .listening(transcript)
  }

  /// The recognizer ended by itself (finished, or failed): what it heard is kept, and a failure is said.
  private func ended(in current: Int, heard: String, failure: String?) {
    guard current == session else { return }
    session += 1
    deliverIfAny(heard)
    settingsCanFix = false
    state = failure.map(State.failed) ?? .idle
  }

  private func deliverIfAny(_ heard: String) {
    let words = heard.trimmingCharacters(in: .whitespacesAndNewlines)
    if !words.isEmpty { deliver(words) }
  }

  private func fail(_ why: String, fixableInSettings: Bool = false) {
    settingsCanFix = fixableInSettings
    state = .failed(why)
  }
}
