import AppServices
import AppServicesTestSupport
import Testing

/// The reader both apps read aloud with, against the synthesizer and audio session as iOS behaves
/// (platform-behaviour.md, "AVFoundation audio").
@Suite("SpeechReader: utterances read aloud through the app's audio session, given back when done")
@MainActor
struct SpeechReaderTests {
  static let words = Utterance("Le cœur a ses raisons que la raison ne connaît point.", language: "fr")
  static let author = Utterance("By Blaise Pascal", language: "en")

  /// How many calls the app made to the session (each passes through its latency first).
  @MainActor
  final class SessionCalls {
    var count = 0
  }

  /// A phone with a voice, another app's audio playing (music unless told), and a reader of quote ids.
  @MainActor
  struct Phone {
    let voice = SimulatedSpeechSynthesizer()
    let session: SimulatedAudioSession
    let reader: SpeechReader<Int>
    let calls = SessionCalls()

    /// `turns`: how many turns of the main actor the session takes to answer each call, as the real one answers
    /// later from its own queue.
    init(otherAudio: SimulatedAudioSession.OtherAudio = .music, turns: Int = 0) {
      let calls = calls
      session = SimulatedAudioSession(musicPlaying: true, otherAudio: otherAudio) {
        await MainActor.run { calls.count += 1 }
        for _ in 0..<turns { await Task.yield() }
      }
      reader = SpeechReader(output: SpeechOutput(synthesizer: voice, session: session))
    }

    func read(_ id: Int = 1, _ utterances: [Utterance] = [words, author]) -> Task<Void, Never> {
      Task { await reader.read(id, saying: utterances) }
    }
  }

  @Test("A voice prompt: playback heard in silent mode over lowered music, active only while it reads")
  func voicePromptSession() async throws {
    let phone = Phone()
    phone.session.silentMode = true
    #expect(!phone.session.isActive, "nothing is activated before a reading")
    let reading = phone.read()
    try await phone.voice.untilSaying(utterance: 1)
    let session = phone.session
    #expect(session.category == .playback && session.mode == .voicePrompt)
    #expect(session.options == [.duckOthers, .interruptSpokenAudioAndMixWithOthers, .mixWithOthers])
    #expect(session.isAudible, "playback is not silenced by the Silent switch")
    #expect(session.musicPlaying && session.othersDucked, "the music plays on, lowered")
    phone.voice.finishSpeaking()
    try await phone.voice.untilSaying(utterance: 2)
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))
    #expect(!session.isActive && !session.othersDucked && session.musicPlaying)
  }

  @Test("A podcast pauses while the voice reads and resumes when the session is given back")
  func podcastResumes() async throws {
    let phone = Phone(otherAudio: .spoken)
    let reading = phone.read(1, [Self.words])
    try await phone.voice.untilSaying(utterance: 1)
    #expect(!phone.session.musicPlaying, "spoken audio is paused, not talked over")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))
    #expect(phone.session.musicPlaying && !phone.session.isActive, "told on deactivation, it resumes")
  }

  @Test("The utterances are said one after another, each in its voice, in one session; the subject is kept meanwhile")
  func utterancesInOrder() async throws {
    let phone = Phone()
    let reading = phone.read(7)
    try await phone.voice.untilSaying(utterance: 1)
    #expect(phone.reader.subject == 7 && phone.reader.isReading)
    #expect(phone.voice.spoken.map(\.language) == ["fr"])
    phone.voice.finishSpeaking()
    try await phone.voice.untilSaying(utterance: 2)
    #expect(phone.voice.spoken.map(\.text) == [Self.words.text, Self.author.text])
    #expect(phone.voice.spoken.map(\.language) == ["fr", "en"])
    #expect(phone.session.isActive && phone.calls.count == 2, "the session stays up between the utterances")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))
    #expect(phone.reader.subject == nil && !phone.reader.isReading && phone.voice.stops == 0)
    #expect(!phone.session.isActive && phone.calls.count == 3, "given back once, at the end")
  }

  @Test("Stop mid-utterance: the voice stops at once, the rest is not said, the session is given back")
  func stopMidUtterance() async throws {
    let phone = Phone()
    let reading = phone.read()
    try await phone.voice.untilSaying(utterance: 1)
    phone.reader.stop()
    #expect(phone.reader.subject == nil, "Stop shows at once")
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.stops == 1 && phone.voice.spoken.count == 1, "the second utterance is not said")
    #expect(!phone.session.isActive && phone.session.musicPlaying)
    phone.reader.stop()
    #expect(phone.voice.stops == 1, "a Stop with nothing read does not touch the voice")
  }

  @Test("Another reading stops the one under way, and is read in its place")
  func anotherReplaces() async throws {
    let phone = Phone()
    let first = phone.read(1)
    try await phone.voice.untilSaying(utterance: 1)
    let second = phone.read(2, [Self.author])
    try await phone.voice.untilSaying(utterance: 2)
    #expect(phone.reader.subject == 2 && phone.voice.stops == 1)
    #expect(phone.voice.spoken.map(\.text) == [Self.words.text, Self.author.text], "the first one's rest is not said")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(second))
    #expect(await phone.voice.ends(first))
    #expect(await untilHolds { !phone.session.isActive } && phone.reader.subject == nil)
  }

  @Test("Stop while the session is still coming up: nothing is said, and the session ends inactive")
  func stopBeforeTheSession() async throws {
    let phone = Phone(turns: 20)
    let reading = phone.read()
    await Task.yield()
    #expect(phone.reader.subject == 1, "the reading is under way from the request")
    phone.reader.stop()
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.spoken.isEmpty && phone.reader.problem == nil)
    #expect(await untilHolds { !phone.session.isActive } && phone.session.musicPlaying)
  }

  @Test("Stop then read again at once: the new reading keeps the session the old one was giving back")
  func quickRestartKeepsTheSession() async throws {
    let phone = Phone(turns: 20)
    let first = phone.read(1, [Self.words])
    try await phone.voice.untilSaying(utterance: 1)
    #expect(phone.calls.count == 2)
    phone.reader.stop()
    let second = phone.read(2, [Self.author])
    await first.value
    var stayedActive = true
    let secondSaid = await untilHolds {
      stayedActive = stayedActive && phone.session.isActive
      return phone.voice.spoken.count >= 2
    }
    try #require(secondSaid && phone.voice.spoken.count == 2 && phone.voice.isSpeaking)
    #expect(stayedActive && phone.calls.count == 2, "never deactivated nor set up again")
    #expect(phone.session.othersDucked, "the second reading is heard over lowered music")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(second))
    #expect(await untilHolds { !phone.session.isActive } && !phone.session.othersDucked)
  }

  @Test("A call stops the reading (the rest is not said); nothing resumes by itself after it")
  func callInterrupts() async throws {
    let phone = Phone()
    let reading = phone.read()
    try await phone.voice.untilSaying(utterance: 1)
    phone.session.callBegan()
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.stops == 1 && phone.voice.spoken.count == 1 && phone.reader.subject == nil)
    #expect(!phone.session.isActive && phone.reader.problem == nil, "a call is not a refusal")
    phone.session.callEnded(shouldResume: true)
    #expect(phone.voice.spoken.count == 1 && !phone.voice.isSpeaking, "not resumed by itself")

    let again = phone.read(2, [Self.author])
    try await phone.voice.untilSaying(utterance: 2)
    #expect(phone.session.isActive, "the session is set up again after the call")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(again))
    // Had the interrupted reading resumed at any point, its rest would be among what was said.
    #expect(phone.voice.spoken.map(\.text).dropFirst() == [Self.author.text], "only the new reading followed")
  }

  @Test("A reading the session refuses (a call holds the audio) is reported for its subject, until the next reading")
  func refusalReported() async throws {
    let phone = Phone()
    phone.session.callBegan()
    await phone.reader.read(3, saying: [Self.words])
    #expect(phone.voice.spoken.isEmpty && !phone.reader.isReading)
    #expect(phone.reader.problem == SpeechReader<Int>.Problem(subject: 3, error: .audioUnavailable))
    #expect(!phone.session.isActive)

    phone.session.callEnded(shouldResume: false)
    let reading = phone.read(4, [Self.author])
    try await phone.voice.untilSaying(utterance: 1)
    #expect(phone.reader.problem == nil, "the next reading clears it")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))
  }
}
