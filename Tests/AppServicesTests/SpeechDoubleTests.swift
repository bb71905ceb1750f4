import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import SharedStore
import TestSupport
import Testing

// Pins platform-behaviour.md's facts of speech recognition, as DoublesBehaveAsIOSTests does the others.

@Suite("Speech recognition as iOS finishes it")
struct SpeechTests {
  // https://developer.apple.com/documentation/speech/sfspeechrecognitiontask/finish()
  @Test("stopping finishes the audio already accepted: one last, complete transcript, then the end")
  func stopDeliversTheLastWords() async throws {
    let speech = SimulatedSpeech()
    speech.changeInSettings(speech: .authorized, microphone: .granted)
    let stream = try await speech.startListening(language: nil)
    speech.hear("call the plumber")
    speech.hearUnreported("before noon")
    await speech.stopListening()
    var transcripts: [String] = []
    for try await result in stream { transcripts.append(result.transcript) }
    #expect(transcripts == ["call the plumber", "call the plumber before noon"])
    #expect(!speech.isListening)
  }

  // https://developer.apple.com/documentation/speech/sfspeechrecognitionresult/speechrecognitionmetadata; the
  // reset after a pause as measured in sonpiaz/haynoi#40 (every reset followed a result with metadata).
  @Test("a pause closes the utterance: that result says so, and the next results hold only the words after it")
  func pauseClosesTheUtterance() async throws {
    let speech = SimulatedSpeech()
    speech.changeInSettings(speech: .authorized, microphone: .granted)
    let stream = try await speech.startListening(language: nil)
    speech.hear("buy milk")
    speech.pauseStartsNewTranscript()
    speech.hear("eggs")
    speech.pauseStartsNewTranscript(signalled: false)
    speech.hear("bread")
    await speech.stopListening()
    var results: [HeardSpeech] = []
    for try await result in stream { results.append(result) }
    #expect(
      results == [
        HeardSpeech("buy milk"), HeardSpeech("buy milk", endsUtterance: true), HeardSpeech("eggs"),
        HeardSpeech("bread"), HeardSpeech("bread"),
      ])
  }

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/setactive(_:options:) (synchronous, may fail)
  @Test("starting waits for the audio session, and fails when the microphone cannot be had")
  func startIsAsyncAndCanFail() async throws {
    let speech = SimulatedSpeech()
    speech.changeInSettings(speech: .authorized, microphone: .granted)
    speech.holdsStarts = true
    let start = Task { try await speech.startListening(language: nil) }
    await speech.startIsHeld()
    #expect(!speech.isListening, "not listening while the session is being activated")
    speech.resumeStart(failing: SimulatedSpeech.AudioSessionRefused())
    await #expect(throws: SimulatedSpeech.AudioSessionRefused.self) { try await start.value }
    #expect(!speech.isListening)
    speech.holdsStarts = false
    speech.nextStartFailure = SimulatedSpeech.AudioSessionRefused()
    await #expect(throws: SimulatedSpeech.AudioSessionRefused.self) { try await speech.startListening(language: nil) }
    _ = try await speech.startListening(language: nil)
    #expect(speech.isListening, "the failure was the next start's only")
    await speech.stopListening()
  }
}
