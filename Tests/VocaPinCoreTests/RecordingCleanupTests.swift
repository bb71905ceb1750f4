import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// Audio no note keeps never stays on disk counting towards the 100 MB; a full store is said once; one recording
/// can be deleted, keeping the words; the editor's list stays short; playback stops only where it was started,
/// and pauses when the headphones go.
@Suite("VocaPin recordings: cleanup, the full store, deleting one, the list and where playback stops")
@MainActor
struct RecordingCleanupTests: RecordingSuite {
  let harness = VocaPinHarness()

  @Test("A new note dictated, its words cleared, then Done or a swipe down: its audio goes")
  func blankNoteKeepsNoAudio() async throws {
    let app = app()
    let editor = try await dictated("scratch that", in: app)
    #expect(files(in: harness.recordingsDirectory).count == 1)
    editor.text = ""
    app.finishEditing()
    app.settlePresentation()
    #expect(app.editor == nil && app.board.notes.isEmpty)
    #expect(files(in: harness.recordingsDirectory).isEmpty, "no words, no audio")
    // A swipe down, and a session still closing as the sheet goes: its file goes once it closes.
    let swiped = try await listening("never mind", in: app)
    await swiped.dictation.toggle()
    swiped.text = ""
    app.sheetClosedByUser(presentedBy: 0)
    app.settlePresentation()
    await swiped.dictation.audioFinished()
    await swiped.recorder?.finishWork()
    #expect(app.editor == nil && app.board.notes.isEmpty)
    #expect(files(in: harness.recordingsDirectory).isEmpty)
  }

  @Test("Audio the app left when it was ended mid-dictation is removed at the next launch; kept audio stays")
  func strayAudioSweptAtLaunch() async throws {
    let first = app()
    let note = try await dictate("call the vet", in: first)
    let kept = try #require(first.recordings.playbacks(of: note).first?.recording)
    first.delete(note)
    let other = try await dictate("feed the cat", in: first)
    // Listening into a new note when iOS ends the app: the file was started, no note keeps it.
    _ = try await listening("half a thought", in: first)
    await first.editor?.recorder?.finishWork()
    #expect(files(in: harness.recordingsDirectory).count == 2 && files(in: deletedFolder).count == 1)

    let relaunched = harness.model()
    await relaunched.launchPurge?.value
    let otherRecording = try #require(relaunched.recordings.playbacks(of: other).first?.recording)
    #expect(files(in: harness.recordingsDirectory) == ["\(otherRecording.id.uuidString).m4a"])
    #expect(files(in: deletedFolder) == ["\(kept.id.uuidString).m4a"], "a deleted note's audio waits for it")
  }

  @Test("An index that cannot be read at launch removes no audio: any file may be a note's")
  func unreadableIndexSweepsNothing() async throws {
    let first = app()
    _ = try await dictate("call the vet", in: first)
    _ = try await listening("half a thought", in: first)
    await first.editor?.recorder?.finishWork()
    try Data("not an index".utf8).write(to: RecordingFiles(directory: harness.recordingsDirectory).indexFile)

    let relaunched = harness.model()
    await relaunched.launchPurge?.value
    #expect(files(in: harness.recordingsDirectory).count == 2)
  }

  @Test("Recordings full is said once in an editor, not at each tap; the advice names Delete Now")
  func fullSaidOnce() async throws {
    let app = app()
    try fillRecordingStorage()
    let editor = try await dictated("one more thing", in: app)
    #expect(app.messageUp == VocaPinCopy.recordingsFull.text)
    #expect(VocaPinCopy.recordingsFull.text.contains(VocaPinCopy.deleteNow.text))
    #expect(VocaPinCopy.recordingsFull.text.contains(VocaPinCopy.recentlyDeleted.text))
    try app.dismissAlert()
    // The microphone again in the same editor: dictation works, nothing is said again.
    await editor.dictation.start()
    harness.speech.hear("and another")
    _ = await untilHolds { editor.text.hasSuffix("and another") }
    await editor.dictation.toggle()
    await editor.dictation.audioFinished()
    await editor.recorder?.finishWork()
    #expect(editor.text == "one more thing and another" && app.alertUp == nil)
    #expect(editor.recordings.isEmpty && !harness.recorder.isRecording)
  }

  @Test("Delete on one recording asks first, then removes its audio only: the words and the other recording stay")
  func deleteOneRecording() async throws {
    let app = app()
    let editor = try await dictated("first part", in: app)
    await editor.dictation.start()
    harness.speech.hear("second part")
    _ = await untilHolds { editor.text.hasSuffix("second part") }
    await editor.dictation.toggle()
    let note = try await done(editor, in: app, words: "first part second part")
    let recordings = app.recordings.playbacks(of: note).map(\.recording)
    #expect(recordings.count == 2)
    app.startEditing(note)
    app.settlePresentation()
    let reopened = try #require(app.editor)
    let first = try #require(recordings.first)
    reopened.requestDeleteRecording(first.id)
    #expect(app.alertUp == .deleteRecording(first.id) && files(in: harness.recordingsDirectory).count == 2)
    app.perform(.deleteRecording(first.id))
    #expect(reopened.recordings.map(\.recording) == Array(recordings.dropFirst()))
    #expect(files(in: harness.recordingsDirectory) == ["\(recordings[1].id.uuidString).m4a"])
    #expect(reopened.text == "first part second part")
    // Cancel afterwards changes nothing about it; a relaunch has the one left.
    app.cancelEditing()
    #expect(harness.model().recordings.playbacks(of: note).map(\.recording) == Array(recordings.dropFirst()))
  }

  @Test("Delete on a recording not saved yet removes it from the editor; Done keeps the words without it")
  func deleteUnsavedRecording() async throws {
    let app = app()
    let editor = try await dictated("draft words", in: app)
    let recording = try #require(editor.recordings.first?.recording)
    editor.requestDeleteRecording(recording.id)
    app.perform(.deleteRecording(recording.id))
    #expect(editor.recordings.isEmpty && files(in: harness.recordingsDirectory).isEmpty)
    let note = try await done(editor, in: app, words: "draft words")
    #expect(app.recordings.playbacks(of: note).isEmpty)
  }

  @Test("The editor's list shows the latest three recordings and Show All (N); all of them scroll")
  func listIsCapped() throws {
    let app = app()
    let files = RecordingFiles(directory: harness.recordingsDirectory)
    app.write(["talked a lot"])
    let id = try #require(app.board.notes.first?.id)
    for seconds in 1...5 { try files.attach(NoteRecording(duration: Double(seconds)), to: id) }
    let reloaded = harness.model()
    reloaded.startEditing(id)
    reloaded.settlePresentation()
    let editor = try #require(reloaded.editor)
    let collapsed = editor.recordingList
    #expect(collapsed.rows.map(\.recording.seconds) == [3, 4, 5] && !collapsed.scrolls)
    #expect(collapsed.toggleTitle?.text == "Show All (5)")
    editor.toggleAllRecordings()
    let all = editor.recordingList
    #expect(all.rows.count == 5 && all.scrolls && all.toggleTitle == VocaPinCopy.showFewerRecordings)
    // Three or fewer: no button.
    reloaded.perform(.deleteRecording(try #require(all.rows.first?.recording.id)))
    reloaded.perform(.deleteRecording(try #require(all.rows.last?.recording.id)))
    let few = editor.recordingList
    #expect(few.rows.count == 3 && few.toggleTitle == nil && !few.scrolls)
  }

  @Test("Closing the editor stops what it started, not what the board started on the same control")
  func closingTheEditorStopsOnlyItsPlayback() async throws {
    let app = app()
    let note = try await dictate("bring the tent", in: app)
    let control = try #require(app.notesBoard.recording(of: note))
    await control.toggle(at: .board)
    app.startEditing(note)
    app.settlePresentation()
    let editor = try #require(app.editor)
    #expect(editor.recordingList.rows.last === control)
    // The editor's control leaves the screen as the sheet closes.
    app.cancelEditing()
    await control.left(.editor(editor))
    #expect(control.isPlaying && harness.player.playing != nil, "the board's playback goes on")
    // Started in an editor: closing it stops it.
    app.startEditing(note)
    app.settlePresentation()
    let second = try #require(app.editor)
    await control.toggle(at: .board)
    await control.toggle(at: .editor(second))
    #expect(control.isPlaying)
    app.cancelEditing()
    await control.left(.editor(second))
    #expect(control.state == .stopped && harness.player.playing == nil && !harness.audioSession.isActive)
  }

  @Test("Headphones unplugged while a recording plays: it pauses where it was, and resumes from there")
  func headphonesUnpluggedPauses() async throws {
    let app = app()
    let (_, playback) = try await playing("quiet please", at: 3, in: app)
    harness.audioSession.headphonesUnplugged()
    await playback.watchingRoute?.value
    #expect(playback.state == .paused(3) && harness.player.playing == nil && !harness.audioSession.isActive)
    await playback.toggle()
    #expect(playback.isPlaying && harness.player.startedAt == 3)
  }
}
