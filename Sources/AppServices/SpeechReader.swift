import Observation

/// What reading aloud needs: the synthesizer, and the app's audio session it speaks through
/// (`AVSpeechSynthesizer.usesApplicationAudioSession`).
public struct SpeechOutput: Sendable {
  public let synthesizer: any SpeechSynthesizerClient
  public let session: any AudioSessionClient

  public init(synthesizer: any SpeechSynthesizerClient, session: any AudioSessionClient) {
    self.synthesizer = synthesizer
    self.session = session
  }

  /// The session a short spoken passage the user asked to hear wants (AVAudioSession.Mode.voicePrompt: "your app
  /// plays audio using text-to-speech", such apps "typically" ducking others and interrupting spoken audio):
  /// `playback`, so the Silent switch does not swallow it; the user's music lowered under the voice, and a
  /// podcast paused, rather than either stopped.
  public static let category = AudioCategory.playback
  public static let mode = AudioMode.voicePrompt
  public static let options: AudioCategoryOptions = [.duckOthers, .interruptSpokenAudioAndMixWithOthers]
}

/// Words to say, and the voice to say them in (BCP 47, such as "en-GB").
public struct Utterance: Sendable, Equatable {
  public let text: String
  public let language: String

  public init(_ text: String, language: String) {
    self.text = text
    self.language = language
  }
}

/// Why a reading could not be heard; each app says it in its own words.
public enum SpeechReadingError: Error, Sendable, Equatable {
  /// The session would not come up: a call (or another app of higher priority) holds the audio.
  case audioUnavailable
}

/// A reading aloud of one thing (`Subject`: an insult, a quote's id) as one or more utterances. The audio session
/// is configured and activated just before the voice starts, and deactivated with `notifyOthersOnDeactivation`
/// as soon as the reading ends or is stopped, so the music comes back up and a podcast resumes. A call or an
/// alarm stops it (the system has already deactivated the session then); nothing is resumed by itself after.
@MainActor
@Observable
public final class SpeechReader<Subject: Equatable & Sendable> {
  /// A reading the session refused, and why.
  public struct Problem: Sendable, Equatable {
    public let subject: Subject
    public let error: SpeechReadingError

    public init(subject: Subject, error: SpeechReadingError) {
      self.subject = subject
      self.error = error
    }
  }

  /// What is being read, from the request (while the session comes up) until it ends or is stopped.
  public private(set) var subject: Subject?
  /// Why the last reading could not be heard, and which it was, until the next reading.
  public private(set) var problem: Problem?

  /// Whether a reading is under way.
  public var isReading: Bool { subject != nil }

  /// Each reading's number: a reading that finds another number current was stopped, or replaced.
  @ObservationIgnored private var readings = 0
  @ObservationIgnored private var current: Int?
  /// The session as this reader last set it (or the system, when a call deactivated it).
  @ObservationIgnored private var sessionIsActive = false
  /// The session being brought in line with whether something is read; anyone else who needs it waits for it.
  @ObservationIgnored private var settling: Task<Bool, Never>?
  @ObservationIgnored private let output: SpeechOutput

  public init(output: SpeechOutput) {
    self.output = output
  }

  /// Reads `subject` aloud as `utterances`, in order, stopping whatever was read before; returns when all has
  /// been said, was stopped or interrupted, or could not start.
  public func read(_ subject: Subject, saying utterances: [Utterance]) async {
    stop()
    readings += 1
    let mine = readings
    current = mine
    self.subject = subject
    problem = nil
    // Listened to before activation, so a call arriving the moment it starts is heard.
    let interruptions = output.session.interruptions()
    let ready = await applySession()
    guard current == mine else {
      await applySession()
      return
    }
    guard ready else {
      end(mine)
      problem = Problem(subject: subject, error: .audioUnavailable)
      return
    }
    let watching = Task { [weak self] in
      for await interruption in interruptions where interruption == .began {
        self?.interrupted(mine)
        return
      }
    }
    for utterance in utterances where current == mine {
      await output.synthesizer.speak(utterance.text, language: utterance.language)
    }
    watching.cancel()
    end(mine)
    await applySession()
  }

  /// Stop (a button, another reading, the screen or the app going): the voice stops now and the audio is given
  /// back.
  public func stop() {
    guard current != nil else { return }
    current = nil
    subject = nil
    output.synthesizer.stop()
  }

  private func end(_ reading: Int) {
    guard current == reading else { return }
    current = nil
    subject = nil
  }

  /// A call or an alarm took the audio: the system has already deactivated the session.
  private func interrupted(_ reading: Int) {
    guard current == reading else { return }
    sessionIsActive = false
    stop()
  }

  /// Brings the session to what is wanted now (active while something is read, else inactive) and returns
  /// whether it is active. One settling at a time: it looks again after each change, so a Stop or a reading
  /// asked for while the session was answering is honoured before it ends, and whoever asks meanwhile waits.
  @discardableResult
  private func applySession() async -> Bool {
    if let settling { return await settling.value }
    let task = Task { @MainActor [weak self] () -> Bool in
      while let self, self.sessionIsActive != (self.current != nil) {
        if self.current != nil {
          do {
            try await self.output.session.setCategory(
              SpeechOutput.category, mode: SpeechOutput.mode, options: SpeechOutput.options)
            try await self.output.session.setActive(true, notifyOthersOnDeactivation: false)
            self.sessionIsActive = true
          } catch {
            // Refused (a call holds the audio): whoever is reading is told; nothing is retried.
            self.settling = nil
            return false
          }
        } else {
          // A refusal (audio still draining) leaves nothing to undo: the next reading sets the session up again.
          try? await self.output.session.setActive(false, notifyOthersOnDeactivation: true)
          self.sessionIsActive = false
        }
      }
      // Cleared in the same turn as the last look, so nobody waits on a settling that has stopped looking.
      self?.settling = nil
      return self?.sessionIsActive ?? false
    }
    settling = task
    return await task.value
  }
}
