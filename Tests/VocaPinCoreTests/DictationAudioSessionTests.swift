import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// The microphone's audio session is activated and deactivated off the main actor (issue 40 review): its calls
/// are awaited and may fail, and the user may tap Stop, type or leave the app while one is under way. The
/// dictation's state must stay true to what the user did, and the microphone must end up off.
@Suite("VocaPin dictation: the audio session off the main actor")
@MainActor
struct DictationAudioSessionTests {
  /// A new note's editor, Speech Recognition and the microphone already allowed, the audio session slow to come up.
  private func editorWithSlowAudio() throws -> (VocaPinHarness, VocaPinModel, EditorModel) {
    let harness = VocaPinHarness()
    harness.speech.changeInSettings(speech: .authorized, microphone: .granted)
    harness.speech.holdsStarts = true
    let app = harness.model()
    app.startNewNote()
    app.settlePresentation()
    return (harness, app, try #require(app.editor))
  }

  @Test("Stop tapped while the session activates, and then the activation fails: no failure shown, microphone off")
  func stopThenStartFails() async throws {
    let (harness, _, editor) = try editorWithSlowAudio()
    editor.dictation.startListening()
    await harness.speech.startIsHeld()
    #expect(editor.dictation.state == .starting && !harness.speech.isListening)
    await editor.dictation.toggle()
    #expect(editor.dictation.state == .idle && editor.dictation.buttonTitle == VocaPinCopy.dictate, "free at once")
    harness.speech.resumeStart(failing: SimulatedSpeech.AudioSessionRefused())
    await editor.dictation.starting?.value
    await editor.dictation.audioFinished()
    #expect(editor.dictation.state == .idle && editor.dictation.status == nil, "the user ended it: nothing to say")
    #expect(!harness.speech.isListening)
  }

  @Test("Stop tapped while the session activates, and then it comes up: it is turned off again, nothing heard kept")
  func stopThenStartSucceeds() async throws {
    let (harness, _, editor) = try editorWithSlowAudio()
    editor.dictation.startListening()
    await harness.speech.startIsHeld()
    await editor.dictation.toggle()
    harness.speech.resumeStart()
    await editor.dictation.starting?.value
    await editor.dictation.audioFinished()
    #expect(!harness.speech.isListening && editor.dictation.state == .idle, "the stop ran after the start")
    harness.speech.hear("not for this note")
    #expect(editor.text.isEmpty)
  }

  @Test("Leaving the app while the session activates turns the microphone off once it is up")
  func backgroundWhileStarting() async throws {
    let (harness, app, editor) = try editorWithSlowAudio()
    editor.dictation.startListening()
    await harness.speech.startIsHeld()
    harness.scene.leaveApp()
    #expect(!editor.dictation.isActive)
    harness.speech.resumeStart()
    await editor.dictation.starting?.value
    await editor.dictation.audioFinished()
    #expect(!harness.speech.isListening && !editor.dictation.isActive)
    #expect(app.board.notes.isEmpty, "no words, no note")
  }

  @Test("A session that cannot be activated (a call holds the microphone) is said in words; the next start works")
  func startFails() async throws {
    let harness = VocaPinHarness()
    harness.speech.changeInSettings(speech: .authorized, microphone: .granted)
    let app = harness.model()
    app.startNewNote()
    app.settlePresentation()
    let editor = try #require(app.editor)
    harness.speech.nextStartFailure = SimulatedSpeech.AudioSessionRefused()
    await editor.dictation.start()
    #expect(editor.dictation.state == .failed(VocaPinCopy.dictationCouldNotListen) && !harness.speech.isListening)
    await editor.dictation.start()
    #expect(editor.dictation.isListening && harness.speech.isListening)
    harness.speech.hear("second try")
    _ = await untilHolds { editor.text == "second try" }
    #expect(editor.text == "second try")
    editor.dictation.stop()
    await editor.dictation.audioFinished()
    #expect(!harness.speech.isListening)
  }
}
