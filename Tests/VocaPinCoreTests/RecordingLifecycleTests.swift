import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// Recordings around what iOS does to the audio: a call ending dictation, the app leaving the foreground, the
/// microphone and the player wanting the one audio session, a file that is gone.
@Suite("VocaPin recordings: interruptions, the foreground and the one audio session")
@MainActor
struct RecordingLifecycleTests: RecordingSuite {
  let harness = VocaPinHarness()

  @Test("A call that ends dictation keeps what was recorded until then, with the words")
  func interruptedDictationKeepsItsRecording() async throws {
    let app = app()
    let editor = try await listening("buy stamps", in: app)
    // The recognizer's stream fails as the live one's does when AVAudioSession's interruption arrives.
    harness.speech.fail("interrupted")
    await editor.dictation.listening?.value
    #expect(editor.dictation.state == .failed(VocaPinCopy.dictationStopped))
    await editor.recorder?.finishWork()
    #expect(editor.recordings.map(\.recording.duration) == [12], "shown in the editor before Done")
    let note = try await done(editor, in: app, words: "buy stamps")
    #expect(app.recordings.playbacks(of: note).map(\.recording.duration) == [12])
    #expect(app.messageUp == nil, "nothing was lost, so nothing to say about the recording")
  }

  @Test("A recording whose audio is gone says in words it cannot play, and hands the audio session back")
  func missingFileSaysSo() async throws {
    let app = app()
    let editor = try await listening("feed the cat", in: app)
    await editor.dictation.toggle()
    let note = try await done(editor, in: app, words: "feed the cat")
    let playback = try #require(app.recordings.playbacks(of: note).first)
    let file = app.recordings.files.file(for: playback.recording.id)
    try FileManager.default.removeItem(at: file)
    await playback.toggle()
    #expect(playback.problem == VocaPinCopy.recordingUnreadable && !playback.isPlaying)
    #expect(!harness.audioSession.isActive && harness.player.playing == nil)
  }

  @Test("Leaving the app pauses a recording where it was and deactivates the session; Play resumes there")
  func leavingPausesPlayback() async throws {
    let app = app()
    let (_, playback) = try await playing(in: app)
    harness.scene.leaveApp()
    await app.recordings.playbackStop?.value
    #expect(playback.state == .paused(4) && harness.player.playing == nil && !harness.audioSession.isActive)
    harness.scene.returnToApp()
    #expect(playback.state == .paused(4), "nothing plays by itself on return")
    await playback.toggle()
    #expect(harness.player.startedAt == 4 && playback.isPlaying)
  }

  @Test("Dictating pauses a recording playing before the microphone opens; the editor's controls wait for it")
  func dictationTakesTheSessionFromPlayback() async throws {
    let app = app()
    let (note, playback) = try await playing(in: app)
    app.startEditing(note)
    app.settlePresentation()
    let editor = try #require(app.editor)
    #expect(editor.canPlayRecordings)
    harness.speech.holdsStarts = true
    editor.dictation.startListening()
    // The recognizer is asked for the microphone only now: by then the recording is paused and its session
    // deactivated, so that deactivation cannot land on the session dictation activates.
    await harness.speech.startIsHeld()
    #expect(playback.state == .paused(4) && harness.player.playing == nil, "paused before the microphone opened")
    #expect(!harness.audioSession.isActive, "the playback session handed back first")
    harness.speech.resumeStart()
    await editor.dictation.starting?.value
    #expect(editor.dictation.isListening)
    #expect(!editor.canPlayRecordings, "no playing over the microphone")
    await editor.dictation.toggle()
    #expect(editor.canPlayRecordings == !editor.dictation.isFinishing)
  }
}
