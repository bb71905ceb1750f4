import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// What a delete keeps in Recently Deleted (`NoteDeletion`), on a store the test owns: the words the user last saw,
/// another device's words written under the board, and the copies taken back when the delete does not hold.
@Suite("VocaPin delete: what Recently Deleted keeps")
struct NoteDeletionTests {
  let start = Date(timeIntervalSince1970: 1_790_000_000)

  private func setUp() throws -> (SharedStore, Note) {
    let store = SharedStore(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("vp-del-\(UUID())"))
    let note = Note(text: "Milk", color: .yellow, createdAt: start)
    try VocaPinShared.notes(in: store).save(note)
    return (store, note)
  }

  private func kept(in store: SharedStore) -> [DeletedNote] { RecentlyDeleted.collection(in: store).load().items }

  @Test("From its open editor, the editor's words and colour are kept under the note's id")
  func editorWords() throws {
    let (store, note) = try setUp()
    let deletion = NoteDeletion(store: store, now: start.addingTimeInterval(60))
    let draft = NoteDraft(noteID: note.id, text: "Milk and bread", color: .blue)
    let copies = try deletion.keep(note, editing: draft)
    #expect(copies.beside == nil && copies.note.id == note.id)
    #expect(copies.note.note.text == "Milk and bread" && copies.note.note.color == .blue)
    #expect(kept(in: store).map(\.id) == [note.id])
  }

  @Test("Another device's words under the board are kept, and the editor's beside them under an id of their own")
  func outsideEditKeptBeside() throws {
    let (store, note) = try setUp()
    var synced = note
    synced.text = "Oat milk"
    synced.editedAt = start.addingTimeInterval(30)
    try VocaPinShared.notes(in: store).save(synced)
    let deletion = NoteDeletion(store: store, now: start.addingTimeInterval(60))
    let copies = try deletion.keep(note, editing: NoteDraft(noteID: note.id, text: "Milk and bread", color: .yellow))
    #expect(copies.note.note.text == "Oat milk")
    let beside = try #require(copies.beside)
    #expect(beside.id != note.id && beside.note.text == "Milk and bread")
    #expect(Set(kept(in: store).map(\.id)) == [note.id, beside.id])
    // The delete did not hold: both copies go, so the next launch does not finish it.
    deletion.takeBack(copies)
    #expect(kept(in: store).isEmpty)
  }

  @Test("Words that could not be a note are not kept: the note as the board has it is")
  func blankEditorWords() throws {
    let (store, note) = try setUp()
    let copies = try NoteDeletion(store: store, now: start).keep(
      note, editing: NoteDraft(noteID: note.id, text: " \n", color: .yellow))
    #expect(copies.note.note.text == "Milk" && copies.beside == nil)
  }
}
