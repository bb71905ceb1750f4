import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Recordings are never lost to what goes on around them: a note file that cannot be read at launch.
@Suite("VocaPin recordings: kept through damaged notes, links and a second play control")
@MainActor
struct RecordingSafetyTests {
  let harness = VocaPinHarness()

  private func app() -> VocaPinModel {
    harness.speech.changeInSettings(speech: .authorized, microphone: .granted)
    return harness.model()
  }

  /// A new voice note whose microphone heard `words` and is off again, its recording closed; still in its editor.
  private func dictated(_ words: String, in app: VocaPinModel) async throws -> EditorModel {
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    harness.speech.hear(words)
    for _ in 0..<1_000 where editor.text != words { await Task.yield() }
    #expect(editor.text == words)
    await editor.dictation.toggle()
    await editor.dictation.audioSettled()
    await editor.recorder?.settled()
    return editor
  }

  /// Dictates `words` into a new voice note and taps Done; the saved note's id.
  private func dictate(_ words: String, in app: VocaPinModel) async throws -> UUID {
    let editor = try await dictated(words, in: app)
    app.finishEditing()
    await editor.recorder?.settled()
    app.settlePresentation()
    return try #require(app.board.notes.first { $0.text == words }?.id)
  }

  private func exists(_ file: URL) -> Bool { FileManager.default.fileExists(atPath: file.path) }

  @Test("A note whose file cannot be read at launch keeps its recording, and has it again once readable")
  func damagedNoteKeepsItsRecording() async throws {
    let first = app()
    let id = try await dictate("call the vet", in: first)
    let note = try #require(first.board.note(id))
    let recording = try #require(first.recordings(of: id).first?.recording)
    let audio = first.recordingFiles.file(for: recording.id)
    let file = harness.directory.appendingPathComponent("notes-item-\(id.uuidString).json")
    try Data("{ damaged".utf8).write(to: file)

    let damaged = harness.model()
    await damaged.launchPurge?.value
    #expect(damaged.board.note(id) == nil && damaged.board.unavailableIDs == [id])
    #expect(damaged.recordings(of: id).map(\.recording) == [recording], "the unreadable note's audio is spared")
    #expect(exists(audio))

    try VocaPinShared.notes(in: harness.store).save(note)
    let repaired = harness.model()
    await repaired.launchPurge?.value
    #expect(repaired.board.note(id)?.text == "call the vet")
    #expect(repaired.recordings(of: id).map(\.recording) == [recording] && exists(audio))
  }

  @Test("A notes folder that cannot be used removes no recording: its notes are not gone")
  func unusableFolderKeepsEveryRecording() async throws {
    let first = app()
    let id = try await dictate("book the hotel", in: first)
    let recording = try #require(first.recordings(of: id).first?.recording)
    let audio = first.recordingFiles.file(for: recording.id)
    let aside = harness.directory.appendingPathExtension("aside")
    try FileManager.default.moveItem(at: harness.directory, to: aside)
    try Data("not a folder".utf8).write(to: harness.directory)

    let unusable = harness.model()
    #expect(unusable.isReadOnly && unusable.board.notes.isEmpty)
    #expect(unusable.launchPurge == nil, "nothing is purged against a board that could not be read")
    #expect(unusable.recordings(of: id).map(\.recording) == [recording] && exists(audio))

    try FileManager.default.removeItem(at: harness.directory)
    try FileManager.default.moveItem(at: aside, to: harness.directory)
    let back = harness.model()
    await back.launchPurge?.value
    #expect(back.board.note(id)?.text == "book the hotel")
    #expect(back.recordings(of: id).map(\.recording) == [recording] && exists(audio))
  }
}
