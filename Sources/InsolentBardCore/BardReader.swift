import AppServices
import Localization
import Observation

/// What reading aloud needs: the synthesizer, and the app's audio session it speaks through
/// (`AVSpeechSynthesizer.usesApplicationAudioSession`).
public struct BardVoice: Sendable {
  public let synthesizer: any SpeechSynthesizer
  public let session: any AudioSession

  public init(synthesizer: any SpeechSynthesizer, session: any AudioSession) {
    self.synthesizer = synthesizer
    self.session = session
  }

  /// The session a short spoken prompt wants (AVAudioSession.Mode.voicePrompt: "your app plays audio using
  /// text-to-speech", such apps "typically" ducking others and interrupting spoken audio): `playback`, because the
  /// user asked to hear it and the Silent switch must not swallow it; the user's music lowered under the voice,
  /// and a podcast paused, rather than either stopped.
  public static let category = AudioCategory.playback
  public static let mode = AudioMode.voicePrompt
  public static let options: AudioCategoryOptions = [.duckOthers, .interruptSpokenAudioAndMixWithOthers]
}

/// Hear It's reading: the session configured and activated just before the voice starts, deactivated with
/// `notifyOthersOnDeactivation` as soon as it ends or is stopped (so the music comes back up and a podcast
/// resumes), and a call or an alarm stops it (the system has already deactivated the session then; an insult
/// is not resumed afterwards, the user taps Hear It again).
@MainActor
@Observable
public final class BardReader {
  /// Whether a reading is under way (from the tap, while the session comes up, until it ends or is stopped).
  public var isSpeaking: Bool { active != nil }
  /// What is being read, while a reading is under way: the screen whose insult it is shows "Stop".
  public private(set) var text: String?
  /// Why the last Hear It could not be heard, in words (a call holds the audio), until the next one.
  public private(set) var problem: LocalizedCopy?

  private var active: Int?
  private var readings = 0
  @ObservationIgnored private let voice: BardVoice
  /// The last session change asked for: each waits for the one before, so the session ends as last asked (a
  /// reading stopped while its activation is on its way ends inactive, a new one started meanwhile active).
  @ObservationIgnored private var last: Task<Void, Never>?

  public init(voice: BardVoice) {
    self.voice = voice
  }

  /// Reads `text` aloud; returns when it has been said, stopped or interrupted, or could not start.
  public func read(_ text: String, language: String) async {
    readings += 1
    let reading = readings
    active = reading
    self.text = text
    problem = nil
    // Listened to before activation, so an interruption arriving the moment it starts is heard.
    let interruptions = voice.session.interruptions()
    let started = await inOrder { [voice] in
      do {
        try await voice.session.setCategory(BardVoice.category, mode: BardVoice.mode, options: BardVoice.options)
        try await voice.session.setActive(true, notifyOthersOnDeactivation: false)
        return true
      } catch {
        return false
      }
    }
    guard started else {
      if active == reading {
        setIdle()
        problem = BardCopy.cannotSpeakNow
      }
      return
    }
    guard active == reading else {
      await deactivateIfIdle()
      return
    }
    let listening = Task { [weak self] in
      for await interruption in interruptions where interruption == .began {
        self?.interrupted(reading)
        return
      }
    }
    await voice.synthesizer.speak(text, language: language)
    listening.cancel()
    if active == reading { setIdle() }
    await deactivateIfIdle()
  }

  /// Stop (the button, or the app leaving the screen): the voice stops now, and the reading deactivates.
  public func stop() {
    guard active != nil else { return }
    setIdle()
    voice.synthesizer.stop()
  }

  private func setIdle() {
    active = nil
    text = nil
  }

  /// A call or an alarm took the audio while `reading` was under way.
  private func interrupted(_ reading: Int) {
    guard active == reading else { return }
    stop()
  }

  /// Gives the audio back unless a newer reading holds it by the time this runs.
  private func deactivateIfIdle() async {
    await inOrder { [weak self, voice] in
      guard self?.active == nil else { return }
      // A refusal (audio still draining) leaves nothing to do: the next reading sets the session up again.
      try? await voice.session.setActive(false, notifyOthersOnDeactivation: true)
    }
  }

  private func inOrder<Result: Sendable>(_ change: @escaping @MainActor () async -> Result) async -> Result {
    let previous = last
    let task = Task { @MainActor in
      await previous?.value
      return await change()
    }
    last = Task { _ = await task.value }
    return await task.value
  }
}
