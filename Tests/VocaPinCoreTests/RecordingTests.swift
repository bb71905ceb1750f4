import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// Keep the recording: a dictated note keeps its audio beside its words, in the app's own container; it goes to
/// Recently Deleted with its note and is removed with it; a recording that fails never costs the words.
@Suite("VocaPin recordings")
@MainActor
struct RecordingTests: RecordingSuite {
  let harness = VocaPinHarness()

  @Test("A dictated note keeps its recording, in the app's container and never in the App Group")
  func dictatedNoteKeepsItsRecording() async throws {
    let app = app()
    let note = try await dictate("call the plumber", in: app)
    let recordings = app.recordings.playbacks(of: note)
    #expect(recordings.map(\.recording.duration) == [12])
    let recording = try #require(recordings.first?.recording)
    #expect(files(in: harness.recordingsDirectory) == ["\(recording.id.uuidString).m4a"])
    #expect(files(in: harness.directory).isEmpty, "no audio where the widgets read")
    #expect(app.messageUp == nil)
    // Kept across launches.
    #expect(harness.model().recordings.playbacks(of: note).map(\.recording) == [recording])
  }

  @Test("A recording that could not be written keeps the words and says the recording was not kept")
  func failedWriteKeepsTheText() async throws {
    let app = app()
    harness.recorder.diskFull = true
    let note = try await dictate("pick up the kids", in: app)
    #expect(app.board.note(note)?.text == "pick up the kids")
    #expect(app.recordings.playbacks(of: note).isEmpty && files(in: harness.recordingsDirectory).isEmpty)
    #expect(app.messageUp?.contains(VocaPinCopy.recordingNotKept.text) == true)
  }

  @Test("A recorder the audio session refuses keeps the words and says so")
  func refusedSessionKeepsTheText() async throws {
    let app = app()
    harness.recorder.inCall = true
    let note = try await dictate("remember the milk", in: app)
    #expect(app.board.note(note)?.text == "remember the milk" && app.recordings.playbacks(of: note).isEmpty)
    #expect(app.messageUp?.contains(VocaPinCopy.recordingNotKept.text) == true)
    #expect(files(in: harness.recordingsDirectory).isEmpty)
  }

  @Test("Keep Recordings off: dictation keeps no audio, and the choice lasts")
  func settingOffKeepsNoAudio() async throws {
    let app = app()
    #expect(app.keepRecordings, "on by default")
    app.setKeepRecordings(false)
    let note = try await dictate("no tape please", in: app)
    #expect(app.board.note(note) != nil && app.recordings.playbacks(of: note).isEmpty)
    #expect(files(in: harness.recordingsDirectory).isEmpty && !harness.recorder.isRecording)
    #expect(harness.model().keepRecordings == false)
  }

  @Test("Delete moves the recording to Recently Deleted, restore brings it back, Delete Now removes it")
  func deleteRestorePurge() async throws {
    let app = app()
    let note = try await dictate("dentist on friday", in: app)
    let recording = try #require(app.recordings.playbacks(of: note).first?.recording)
    let name = "\(recording.id.uuidString).m4a"
    app.delete(note)
    #expect(files(in: harness.recordingsDirectory).isEmpty && files(in: deletedFolder) == [name])
    app.showRecentlyDeleted()
    app.settlePresentation()
    let screen = try #require(app.recentlyDeletedScreen)
    screen.restore(note)
    #expect(app.board.note(note) != nil && files(in: harness.recordingsDirectory) == [name])
    #expect(files(in: deletedFolder).isEmpty && app.recordings.playbacks(of: note).map(\.recording) == [recording])
    app.delete(note)
    screen.deleteForever(note)
    #expect(files(in: harness.recordingsDirectory).isEmpty && files(in: deletedFolder).isEmpty)
    #expect(app.recordings.playbacks(of: note).isEmpty)
  }

  @Test("Cancel discards the audio with the words")
  func cancelDiscardsTheAudio() async throws {
    let app = app()
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    harness.speech.hear("never mind")
    _ = await untilHolds { editor.text == "never mind" }
    await editor.dictation.toggle()
    await editor.dictation.audioFinished()
    await editor.recorder?.finishWork()
    #expect(editor.recordings.count == 1, "the editor shows the session's recording before it is saved")
    app.cancelEditing()
    #expect(files(in: harness.recordingsDirectory).isEmpty)
  }

  @Test("Recordings past their storage are not kept, the words are, and the message says why")
  func storageCap() async throws {
    let app = app()
    try fillRecordingStorage()
    let note = try await dictate("one more thing", in: app)
    #expect(app.board.note(note) != nil && app.recordings.playbacks(of: note).isEmpty)
    #expect(app.messageUp?.contains(VocaPinCopy.recordingsFull.text) == true)
  }

  @Test("The play control: its label and length, play and pause through a playback session, the end")
  func playbackState() async throws {
    let app = app()
    let note = try await dictate("hello there", in: app)
    let playback = try #require(app.recordings.playbacks(of: note).first)
    #expect(playback.accessibilityLabel.text == "Play recording, 12 seconds" && playback.durationText == "0:12")
    await playback.toggle()
    #expect(playback.isPlaying && harness.audioSession.isActive && harness.audioSession.category == .playback)
    #expect(playback.accessibilityLabel == VocaPinCopy.pauseRecording)
    harness.player.reach(5)
    _ = await untilHolds { playback.position == 5 }
    #expect(playback.durationText == "0:07", "what is left while playing")
    await playback.toggle()
    #expect(playback.state == .paused(5) && !harness.audioSession.isActive && harness.player.playing == nil)
    await playback.toggle()
    #expect(harness.player.startedAt == 5, "resumes where it paused")
    harness.player.playToEnd()
    await playback.playing?.value
    #expect(playback.state == .stopped && !harness.audioSession.isActive)
    #expect(app.recordings.playbacks(of: note).first === playback, "the same control while on screen")
  }

  @Test("A call interrupts playback cleanly; playing during the call is refused in words")
  func interruptedPlayback() async throws {
    let app = app()
    let (_, playback) = try await playing("quiet please", at: 3, in: app)
    harness.audioSession.callBegan()
    await playback.watching?.value
    #expect(playback.state == .paused(3) && harness.player.playing == nil && !harness.audioSession.isActive)
    await playback.start()
    #expect(playback.problem == VocaPinCopy.recordingCouldNotPlay && harness.player.playing == nil)
  }

  @Test("The board's note shows its recording's play control, the editor's very one; none without, none for the widget")
  func boardShowsThePlayControl() async throws {
    let app = app()
    let note = try await dictate("bring the tent", in: app)
    app.write(["typed, never dictated"])
    let typed = try #require(app.board.notes.first { $0.text == "typed, never dictated" }?.id)
    #expect(app.notesBoard.recording(of: typed) == nil)
    let control = try #require(app.notesBoard.recording(of: note))
    #expect(control.accessibilityLabel.text == "Play recording, 12 seconds" && app.notesBoard.canPlayRecordings)
    // Played from the board, then the note opened: its editor shows that control, playing.
    await control.toggle()
    app.startEditing(note)
    app.settlePresentation()
    let editor = try #require(app.editor)
    #expect(editor.recordings.last === control && control.isPlaying)
    #expect(control.accessibilityLabel == VocaPinCopy.pauseRecording)
    await control.toggle()
    app.cancelEditing()
    app.settlePresentation()
    // While an editor's microphone is on, the board's control is not usable (the audio session is dictation's).
    await app.startVoiceNote()
    let listening = try #require(app.editor)
    #expect(listening.dictation.isActive && !app.notesBoard.canPlayRecordings)
    app.cancelEditing()
    // The widget reads only the App Group: nothing there names the recording.
    let recording = control.recording.id.uuidString
    let shared = try FileManager.default.subpathsOfDirectory(atPath: harness.directory.path)
    for path in shared {
      let contents = (try? String(contentsOf: harness.directory.appendingPathComponent(path), encoding: .utf8)) ?? ""
      #expect(!contents.contains(recording) && !path.contains(recording))
    }
  }
}
