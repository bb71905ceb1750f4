import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// A delete is two files: the note's copy in Recently Deleted (written first, the record of the delete) and the
/// note's own file (removed). A disk that refuses the removal must never leave a note in Recently Deleted that a
/// relaunch also shows on the board, and must never lose words (issue 40 review).
@Suite("VocaPin: a failed delete never brings a note back")
@MainActor
struct FailedDeleteTests {
  let harness = VocaPinHarness()

  /// Recently Deleted's notes as a launch finds them (at the harness's clock, or they would be past 30 days).
  func recentlyDeleted() -> [Note] {
    RecentlyDeleted.load(from: harness.store, now: Date(timeIntervalSince1970: 1_790_000_000)).map(\.note)
  }

  @Test("A note file that cannot be removed: the note stays on the board, out of Recently Deleted, and says why")
  func noteFileStays() throws {
    let app = harness.model()
    app.write(["Keep", "Go away"])
    let note = try #require(app.board.notes.last)
    harness.stuckFiles.stick("notes-item-")
    app.delete(note.id)
    #expect(app.board.note(note.id) == note && app.messageUp != nil, "still on the board, and said")
    #expect(recentlyDeleted().isEmpty, "its copy in Recently Deleted taken back")
    let relaunched = harness.model()
    #expect(relaunched.board.notes.map(\.text) == ["Keep", "Go away"] && recentlyDeleted().isEmpty)
    // Once the disk lets go, the same delete works.
    harness.stuckFiles.unstick()
    relaunched.delete(note.id)
    #expect(harness.model().board.notes.map(\.text) == ["Keep"] && recentlyDeleted() == [note])
  }

  @Test("The note's file goes but the order cannot be written: the note stays in Recently Deleted, never lost")
  func laterWriteFails() throws {
    let app = harness.model()
    app.write(["Keep", "Go away"])
    let note = try #require(app.board.notes.last)
    // A folder where the order file goes: writing the order fails as a full disk would, after the note's file
    // has been removed.
    let order = harness.store.directory.appendingPathComponent("notes-order.json")
    try FileManager.default.removeItem(at: order)
    try FileManager.default.createDirectory(
      at: order.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
    app.delete(note.id)
    #expect(app.messageUp != nil, "the failed write is said")
    #expect(app.board.note(note.id) == nil, "the board follows the disk: the note's file is gone")
    #expect(recentlyDeleted() == [note], "its copy in Recently Deleted is all that is left, so it stays")
    try FileManager.default.removeItem(at: order)
    let relaunched = harness.model()
    #expect(relaunched.board.notes.map(\.text) == ["Keep"] && recentlyDeleted() == [note])
  }

  @Test("Neither file can be removed: the next launch keeps the note in Recently Deleted only, with its latest words")
  func bothFilesStay() throws {
    let app = harness.model()
    app.write(["Keep", "Go away"])
    let note = try #require(app.board.notes.last)
    harness.stuckFiles.stick("notes-item-")
    harness.stuckFiles.stick("deleted-item-")
    app.delete(note.id)
    #expect(app.messageUp != nil)
    try app.dismissAlert()
    // Edited after the failed delete, while it still shows on the board: those words are not lost.
    app.startEditing(note.id)
    app.editor?.text = "Go away, edited"
    app.finishEditing()
    // Still refused at the next launch: the note is in Recently Deleted, not on the board, nor on the widget.
    let stuck = harness.model()
    #expect(stuck.board.notes.map(\.text) == ["Keep"] && stuck.board.note(note.id) == nil)
    #expect(recentlyDeleted().map(\.id) == [note.id])
    // The widget reads the notes through the same load.
    #expect(NotesRepository(store: harness.store).load().board.note(note.id) == nil)
    // The disk lets go: a launch finishes the delete, Recently Deleted keeping the words written last.
    harness.stuckFiles.unstick()
    let mended = harness.model()
    #expect(mended.board.notes.map(\.text) == ["Keep"])
    #expect(recentlyDeleted().map(\.text) == ["Go away, edited"])
    let files = try FileManager.default.contentsOfDirectory(atPath: harness.directory.path)
    #expect(!files.contains { $0.hasPrefix("notes-item-\(note.id.uuidString)") }, "its file removed at last")
  }

  @Test("A restore whose copy in Recently Deleted cannot be removed is undone and said: never in both places")
  func restoreThatCannotLeaveTheTrash() throws {
    let app = harness.model()
    app.write(["Bring me back"])
    let note = try #require(app.board.notes.first)
    app.delete(note.id)
    app.showRecentlyDeleted()
    app.settlePresentation()
    let screen = try #require(app.recentlyDeletedScreen)
    harness.stuckFiles.stick("deleted-item-")
    screen.restore(note.id)
    #expect(app.board.notes.isEmpty && screen.notes.map(\.id) == [note.id] && app.messageUp != nil)
    #expect(harness.model().board.notes.isEmpty && recentlyDeleted() == [note])
  }

  @Test("Delete Now that cannot remove the file keeps the note listed and says why")
  func deleteNowThatFails() throws {
    let app = harness.model()
    app.write(["Gone soon"])
    let note = try #require(app.board.notes.first)
    app.delete(note.id)
    app.showRecentlyDeleted()
    app.settlePresentation()
    let screen = try #require(app.recentlyDeletedScreen)
    harness.stuckFiles.stick("deleted-item-")
    screen.deleteForever(note.id)
    #expect(screen.notes.map(\.id) == [note.id] && app.messageUp != nil)
    #expect(recentlyDeleted() == [note] && harness.model().board.notes.isEmpty)
  }
}
