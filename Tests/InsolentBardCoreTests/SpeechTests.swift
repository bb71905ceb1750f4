import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Testing

@Suite("Hear it: the insult read aloud, through the app's audio session")
@MainActor
struct SpeechTests {
  /// A phone with a voice, another app's audio playing (music unless told), and the app.
  @MainActor
  struct Phone {
    let voice = SimulatedSpeechSynthesizer()
    let session: SimulatedAudioSession
    let app: BardModel

    init(
      _ harness: BardHarness = BardHarness(), otherAudio: SimulatedAudioSession.OtherAudio = .music,
      latency: @escaping @Sendable () async -> Void = {}
    ) {
      session = SimulatedAudioSession(musicPlaying: true, otherAudio: otherAudio, latency: latency)
      var dependencies = harness.dependencies
      dependencies.speech = SpeechOutput(synthesizer: voice, session: session)
      app = BardModel(dependencies: dependencies)
    }
  }

  @Test("Hear It reads the current insult in British English; the button says Stop while it reads")
  func readsAloud() async throws {
    let phone = Phone()
    let app = phone.app
    #expect(app.canSpeak && app.hearButtonTitle.text == "Hear It")
    let reading = Task { await app.hearInsult() }
    try await phone.voice.untilSpeaking()
    #expect(phone.voice.spoken.map(\.text) == [app.current.insult])
    #expect(phone.voice.spoken.map(\.language) == ["en-GB"])
    #expect(app.hearButtonTitle.text == "Stop")
    phone.voice.finishSpeaking()
    await reading.value
    #expect(app.hearButtonTitle.text == "Hear It")
  }

  @Test("Hear It is a voice prompt: heard in silent mode over lowered music, the session active only while it speaks")
  func spokenAudioSession() async throws {
    let phone = Phone()
    phone.session.silentMode = true
    #expect(!phone.session.isActive, "nothing is activated before the user asks")
    let reading = Task { await phone.app.hearInsult() }
    try await phone.voice.untilSpeaking()
    let session = phone.session
    #expect(session.category == .playback && session.mode == .voicePrompt)
    #expect(session.options == [.duckOthers, .interruptSpokenAudioAndMixWithOthers, .mixWithOthers])
    #expect(session.isAudible, "playback is not silenced by the Silent switch")
    #expect(session.musicPlaying && session.othersDucked, "the music plays on, lowered")
    phone.voice.finishSpeaking()
    await reading.value
    #expect(!session.isActive && !session.othersDucked && session.musicPlaying)
  }

  @Test("A podcast pauses while the Bard speaks and resumes when the reading ends, or is stopped")
  func podcastResumes() async throws {
    let phone = Phone(otherAudio: .spoken)
    var reading = Task { await phone.app.hearInsult() }
    try await phone.voice.untilSpeaking()
    #expect(!phone.session.musicPlaying, "spoken audio is paused, not talked over")
    phone.voice.finishSpeaking()
    await reading.value
    #expect(phone.session.musicPlaying && !phone.session.isActive, "told on deactivation, it resumes")

    reading = Task { await phone.app.hearInsult() }
    try await phone.voice.untilSpeaking()
    await phone.app.hearInsult()  // the button again: Stop
    #expect(await phone.voice.ends(reading))
    #expect(phone.session.musicPlaying && !phone.session.isActive && !phone.app.isSpeaking)
  }

  @Test("Stop stops it, and the voice stops when the app goes to the background, giving the audio back")
  func stopsWhenLeaving() async throws {
    let phone = Phone()
    let app = phone.app
    var reading = Task { await app.hearInsult() }
    try await phone.voice.untilSpeaking()
    await app.hearInsult()  // the button again: Stop
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.stops == 1 && !app.isSpeaking)
    reading = Task { await app.hearInsult() }
    try await phone.voice.untilSpeaking()
    app.enteredBackground()
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.stops == 2 && !phone.voice.isSpeaking && !app.isSpeaking)
    #expect(!phone.session.isActive && !phone.session.othersDucked)
  }

  @Test("A call stops the reading; Hear It during the call says why it is silent; after the call it reads again")
  func callInterrupts() async throws {
    let phone = Phone()
    let app = phone.app
    let reading = Task { await app.hearInsult() }
    try await phone.voice.untilSpeaking()
    phone.session.callBegan()
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.stops == 1 && !phone.voice.isSpeaking && !app.isSpeaking)
    #expect(!phone.session.isActive)

    await app.hearInsult()
    #expect(phone.voice.spoken.count == 1, "nothing is spoken while the call holds the audio")
    #expect(app.speechProblem == BardCopy.cannotSpeakNow && !app.isSpeaking)

    phone.session.callEnded(shouldResume: true)
    #expect(phone.voice.spoken.count == 1, "an insult is not resumed by itself after the call")
    let again = Task { await app.hearInsult() }
    try await phone.voice.untilSpeaking()
    #expect(app.speechProblem == nil && phone.session.isActive)
    phone.voice.finishSpeaking()
    await again.value
  }

  @Test("Stop tapped while the session is still coming up: nothing is spoken and the session ends inactive")
  func stopBeforeTheVoice() async throws {
    // The session answers later, as the real one does from its own queue.
    let phone = Phone(latency: { for _ in 0..<20 { await Task.yield() } })
    let reading = Task { await phone.app.hearInsult() }
    await Task.yield()
    #expect(phone.app.isSpeaking, "the button says Stop at once")
    await phone.app.hearInsult()  // Stop
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.spoken.isEmpty)
    #expect(await untilHolds { !phone.session.isActive } && phone.session.musicPlaying)
  }

  @Test("Stop then Hear It again at once: the new reading keeps the session the old one was giving back")
  func quickRestartKeepsTheSession() async throws {
    let phone = Phone(latency: { for _ in 0..<20 { await Task.yield() } })
    let first = Task { await phone.app.hearInsult() }
    try await phone.voice.untilSpeaking()
    await phone.app.hearInsult()  // Stop
    let second = Task { await phone.app.hearInsult() }
    await first.value
    try await phone.voice.untilSaying(utterance: 2)
    #expect(phone.session.isActive && phone.session.othersDucked, "the second reading is heard over lowered music")
    phone.voice.finishSpeaking()
    await second.value
    #expect(await untilHolds { !phone.session.isActive } && !phone.session.othersDucked)
  }

  @Test("With no voice (previews, the command line) there is no Hear It button")
  func noVoice() {
    #expect(!BardHarness().model().canSpeak)
  }
}
