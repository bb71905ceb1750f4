import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Testing

@Suite("Hear it: the insult read aloud")
@MainActor
struct SpeechTests {
  func app(_ harness: BardHarness, voice: SimulatedSpeechSynthesizer) -> BardModel {
    var dependencies = harness.dependencies
    dependencies.speech = voice
    return BardModel(dependencies: dependencies)
  }

  /// Lets the reading task start speaking: a bounded number of turns, never an open-ended wait.
  func untilSpeaking(_ voice: SimulatedSpeechSynthesizer) async throws {
    for _ in 0..<1_000 where !voice.isSpeaking { await Task.yield() }
    try #require(voice.isSpeaking, "the reading started")
  }

  @Test("Hear It reads the current insult in British English; the button says Stop while it reads")
  func readsAloud() async throws {
    let voice = SimulatedSpeechSynthesizer()
    let app = app(BardHarness(), voice: voice)
    #expect(app.canSpeak && app.hearButtonTitle == "Hear It")
    let reading = Task { await app.hearInsult() }
    try await untilSpeaking(voice)
    #expect(voice.spoken.map(\.text) == [app.current.insult])
    #expect(voice.spoken.map(\.language) == ["en-GB"])
    #expect(app.hearButtonTitle == "Stop")
    voice.finishSpeaking()
    await reading.value
    #expect(app.hearButtonTitle == "Hear It")
  }

  @Test("Stop stops it, and the voice stops when the app goes to the background")
  func stopsWhenLeaving() async throws {
    let voice = SimulatedSpeechSynthesizer()
    let app = app(BardHarness(), voice: voice)
    var reading = Task { await app.hearInsult() }
    try await untilSpeaking(voice)
    await app.hearInsult()  // the button again: Stop
    await reading.value
    #expect(voice.stops == 1 && !app.isSpeaking)
    reading = Task { await app.hearInsult() }
    try await untilSpeaking(voice)
    app.enteredBackground()
    await reading.value
    #expect(voice.stops == 2 && !voice.isSpeaking && !app.isSpeaking)
  }

  @Test("With no voice (previews, the command line) there is no Hear It button")
  func noVoice() {
    #expect(!BardHarness().model().canSpeak)
  }
}
