import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Recordings are never lost to what goes on around them: a note file that cannot be read at launch, a link
/// that starts a new note in the editor that is up, two play controls sharing the one player.
@Suite("VocaPin recordings: kept through damaged notes, links and a second play control")
@MainActor
struct RecordingSafetyTests: RecordingSuite {
  let harness = VocaPinHarness()

  @Test("A note whose file cannot be read at launch keeps its recording, and has it again once readable")
  func damagedNoteKeepsItsRecording() async throws {
    let first = app()
    let id = try await dictate("call the vet", in: first)
    let note = try #require(first.board.note(id))
    let recording = try #require(first.recordings.playbacks(of: id).first?.recording)
    let audio = first.recordings.files.file(for: recording.id)
    let file = harness.directory.appendingPathComponent("notes-item-\(id.uuidString).json")
    try Data("{ damaged".utf8).write(to: file)

    let damaged = harness.model()
    await damaged.launchPurge?.value
    #expect(damaged.board.note(id) == nil && damaged.board.unavailableIDs == [id])
    #expect(
      damaged.recordings.playbacks(of: id).map(\.recording) == [recording], "the unreadable note's audio is spared")
    #expect(exists(audio))

    try VocaPinShared.notes(in: harness.store).save(note)
    let repaired = harness.model()
    await repaired.launchPurge?.value
    #expect(repaired.board.note(id)?.text == "call the vet")
    #expect(repaired.recordings.playbacks(of: id).map(\.recording) == [recording] && exists(audio))
  }

  @Test("A notes folder that cannot be used removes no recording: its notes are not gone")
  func unusableFolderKeepsEveryRecording() async throws {
    let first = app()
    let id = try await dictate("book the hotel", in: first)
    let recording = try #require(first.recordings.playbacks(of: id).first?.recording)
    let audio = first.recordings.files.file(for: recording.id)
    let aside = harness.directory.appendingPathExtension("aside")
    try FileManager.default.moveItem(at: harness.directory, to: aside)
    try Data("not a folder".utf8).write(to: harness.directory)

    let unusable = harness.model()
    #expect(unusable.isReadOnly && unusable.board.notes.isEmpty)
    #expect(unusable.launchPurge == nil, "nothing is purged against a board that could not be read")
    #expect(unusable.recordings.playbacks(of: id).map(\.recording) == [recording] && exists(audio))

    try FileManager.default.removeItem(at: harness.directory)
    try FileManager.default.moveItem(at: aside, to: harness.directory)
    let back = harness.model()
    await back.launchPurge?.value
    #expect(back.board.note(id)?.text == "book the hotel")
    #expect(back.recordings.playbacks(of: id).map(\.recording) == [recording] && exists(audio))
  }

  @Test("Cancel on the note a link opened in the editor up never removes the previous note's recording")
  func cancelAfterLinkKeepsThePreviousRecording() async throws {
    let app = app()
    let editor = try await dictated("renew the passport", in: app)
    // The widget's new-note link while the editor is up: the words are saved, with their recording.
    app.open(VocaPinRoute.newNote.url)
    app.settlePresentation()
    #expect(app.editor === editor && editor.draft.text.isEmpty, "the same editor, on a new draft")
    let id = try #require(app.board.notes.first { $0.text == "renew the passport" }?.id)
    let recording = try #require(app.recordings.playbacks(of: id).first?.recording)
    let audio = app.recordings.files.file(for: recording.id)
    #expect(editor.recordings.isEmpty, "the new draft shows no recording of the previous note")

    app.cancelEditing()
    await editor.recorder?.finishWork()
    #expect(app.recordings.playbacks(of: id).map(\.recording) == [recording] && exists(audio))
    #expect(harness.model().recordings.playbacks(of: id).map(\.recording) == [recording], "still kept across launches")
  }

  @Test("A link while the microphone is still on: that session's recording goes with the saved note, not the new draft")
  func linkWhileListeningKeepsTheSessionWithItsNote() async throws {
    let app = app()
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    harness.speech.hear("order the flowers")
    _ = await untilHolds { editor.text == "order the flowers" }
    app.open(VocaPinRoute.newNote.url)
    app.settlePresentation()
    await editor.dictation.audioFinished()
    await editor.recorder?.finishWork()
    let id = try #require(app.board.notes.first { $0.text == "order the flowers" }?.id)
    let recording = try #require(app.recordings.playbacks(of: id).first?.recording)
    #expect(editor.recordings.map(\.recording) == [], "not offered to the new draft")

    app.cancelEditing()
    await editor.recorder?.finishWork()
    #expect(app.recordings.playbacks(of: id).map(\.recording) == [recording])
    #expect(exists(app.recordings.files.file(for: recording.id)))
  }

  @Test(
    "Playing a second recording shows the first one paused where it was; the first's Pause leaves the second playing")
  func secondRecordingTakesThePlayer() async throws {
    let app = app()
    let first = try #require(app.recordings.playbacks(of: try await dictate("first note", in: app)).first)
    let second = try #require(app.recordings.playbacks(of: try await dictate("second note", in: app)).first)
    await first.start()
    harness.player.reach(3)
    _ = await untilHolds { first.position == 3 }
    #expect(first.isPlaying)

    await second.start()
    #expect(second.isPlaying && harness.player.playing == second.file)
    #expect(first.state == .paused(3) && first.symbol == "play.fill", "no longer shown playing")
    // The first's stream ended without `.finished`; what the player reports now is the second's alone.
    harness.player.reach(5)
    _ = await untilHolds { second.position == 5 }
    await first.playing?.value
    #expect(first.position == 3)

    await first.toggle()
    #expect(first.isPlaying && harness.player.playing == first.file && harness.player.startedAt == 3)
    #expect(second.state == .paused(5), "resuming the first pauses the second where it was")
    await second.pause()
    #expect(first.isPlaying && harness.player.playing == first.file, "the second's Pause does not stop the first")
    #expect(harness.audioSession.isActive)
  }
}
