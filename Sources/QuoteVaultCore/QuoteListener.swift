import AppServices
import Foundation
import Localization
import Observation

/// What Listen needs: the synthesizer, the app's audio session it speaks through
/// (`AVSpeechSynthesizer.usesApplicationAudioSession`), and the languages to speak in.
public struct QuoteVoice: Sendable {
  public let synthesizer: any SpeechSynthesizer
  public let session: any AudioSession
  /// The language the app speaks to the user in (BCP 47: "en", "es"): the attribution's voice, and the quote's
  /// when the quote's own language cannot be told (the voice the system would pick for this user).
  public let userLanguage: String
  /// The language a quote is written in (BCP 47), when it can be told from its words; nil when not.
  public let quoteLanguage: @Sendable (String) -> String?

  public init(
    synthesizer: any SpeechSynthesizer, session: any AudioSession, userLanguage: String,
    quoteLanguage: @escaping @Sendable (String) -> String?
  ) {
    self.synthesizer = synthesizer
    self.session = session
    self.userLanguage = userLanguage
    self.quoteLanguage = quoteLanguage
  }

  /// A short spoken passage the user asked to hear (AVAudioSession.Mode.voicePrompt): `playback`, so the Silent
  /// switch does not swallow it; music lowered under the voice and a podcast paused, rather than stopped.
  static let category = AudioCategory.playback
  static let mode = AudioMode.voicePrompt
  static let options: AudioCategoryOptions = [.duckOthers, .interruptSpokenAudioAndMixWithOthers]
}

/// Listen: a quote read aloud, its words in the quote's voice, then who said it in the user's language. The
/// audio session is active only while a quote is heard, and given back with `notifyOthersOnDeactivation` so the
/// music comes back up and a podcast resumes; a call or an alarm stops the quote (it is not resumed by itself).
@MainActor
@Observable
public final class QuoteListener {
  /// The quote being heard, from the tap (while the session comes up) until it ends or is stopped.
  public private(set) var quoteID: Int64?
  /// Why the last Listen could not start, in words, and for which quote, until the next Listen.
  public private(set) var problem: (quoteID: Int64, words: LocalizedCopy)?

  /// Each Listen's number: a listening that finds another number current was stopped, or replaced.
  @ObservationIgnored private var listening = 0
  @ObservationIgnored private var current: Int?
  /// The session as this app last set it (or the system, when a call deactivated it).
  @ObservationIgnored private var sessionIsActive = false
  /// The session being brought in line with whether a quote is heard; anyone else who needs it waits for it.
  @ObservationIgnored private var settling: Task<Bool, Never>?
  @ObservationIgnored private let voice: QuoteVoice

  public init(voice: QuoteVoice) {
    self.voice = voice
  }

  public static let cannotStart = LocalizedCopy(
    "quotevault.listen.cannotStart",
    "The quote can't be heard while a call or another app holds the sound. Try again after.")

  /// What is said, in order: the quote's words (tidied as the share sheet tidies them) in its own language's
  /// voice, else the user's; then "By <author>" in the user's language, unless the author is unknown.
  public func utterances(for quote: Quote) -> [(text: String, language: String)] {
    let tidy = { (value: String) in
      value.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
    let words = tidy(quote.text).trimmingCharacters(in: CharacterSet(charactersIn: "\"“”"))
    let author = tidy(quote.author)
    var said: [(text: String, language: String)] = []
    if !words.isEmpty { said.append((words, voice.quoteLanguage(words) ?? voice.userLanguage)) }
    if !author.isEmpty {
      said.append((LocalizedCopy("quotevault.listen.attribution", "By %@", .text(author)).text, voice.userLanguage))
    }
    return said
  }

  /// Reads `quote` aloud, stopping whatever was heard before; returns when it has been said, was stopped or
  /// interrupted, or could not start.
  public func listen(to quote: Quote) async {
    stop()
    listening += 1
    let mine = listening
    current = mine
    quoteID = quote.id
    problem = nil
    // Listened to before activation, so a call arriving the moment it starts is heard.
    let interruptions = voice.session.interruptions()
    let ready = await settleSession()
    guard current == mine else {
      await settleSession()
      return
    }
    guard ready else {
      end(mine)
      problem = (quote.id, Self.cannotStart)
      return
    }
    let watching = Task { [weak self] in
      for await interruption in interruptions where interruption == .began {
        self?.interrupted(mine)
        return
      }
    }
    for utterance in utterances(for: quote) where current == mine {
      await voice.synthesizer.speak(utterance.text, language: utterance.language)
    }
    watching.cancel()
    end(mine)
    await settleSession()
  }

  /// Stop (the button, another quote, or its screen going): the voice stops now and the audio is given back.
  public func stop() {
    guard current != nil else { return }
    current = nil
    quoteID = nil
    voice.synthesizer.stop()
  }

  private func end(_ listening: Int) {
    guard current == listening else { return }
    current = nil
    quoteID = nil
  }

  /// A call or an alarm took the audio: the system has already deactivated the session.
  private func interrupted(_ listening: Int) {
    guard current == listening else { return }
    sessionIsActive = false
    stop()
  }

  /// Brings the session to what is wanted now (active while a quote is heard, else inactive) and returns
  /// whether it is active. One settling at a time: it looks again after each change, so a Stop or a Listen
  /// tapped while the session was answering is honoured before it ends, and whoever asks meanwhile waits for it.
  @discardableResult
  private func settleSession() async -> Bool {
    if let settling { return await settling.value }
    let task = Task { @MainActor [weak self] () -> Bool in
      while let self, self.sessionIsActive != (self.current != nil) {
        if self.current != nil {
          do {
            try await self.voice.session.setCategory(
              QuoteVoice.category, mode: QuoteVoice.mode, options: QuoteVoice.options)
            try await self.voice.session.setActive(true, notifyOthersOnDeactivation: false)
            self.sessionIsActive = true
          } catch {
            // Refused (a call holds the audio): whoever is listening is told; nothing is retried.
            self.settling = nil
            return false
          }
        } else {
          // A refusal (audio still draining) leaves nothing to undo: the next Listen sets the session up again.
          try? await self.voice.session.setActive(false, notifyOthersOnDeactivation: true)
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
