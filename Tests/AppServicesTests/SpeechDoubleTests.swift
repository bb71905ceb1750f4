import AppServicesTestSupport
import Testing

/// ../shared/reference/platform-behaviour.md, "AVFoundation audio", covers the session the voice plays through
/// (SpeechReaderTests, AudioSessionPromptTests), not AVSpeechSynthesizer itself: each test's Apple page above it
/// is the fact's source.
@Suite("SimulatedSpeechSynthesizer speaks as AVSpeechSynthesizer does")
@MainActor
struct SpeechDoubleTests {
  // https://developer.apple.com/documentation/avfaudio/avspeechsynthesizerdelegate (didFinish / didCancel end an
  // utterance; isSpeaking until then)
  @Test("An utterance is under way until it is said or stopped; speak returns then")
  func utteranceTakesTime() async throws {
    let voice = SimulatedSpeechSynthesizer()
    let reading = Task { await voice.speak("Thou art a puking, tickle-brained canker-blossom!", language: "en-GB") }
    for _ in 0..<1_000 where !voice.isSpeaking { await Task.yield() }
    try #require(voice.isSpeaking)
    voice.stop()
    await reading.value
    #expect(!voice.isSpeaking && voice.stops == 1)
    #expect(voice.spoken.map(\.language) == ["en-GB"])
  }
}
