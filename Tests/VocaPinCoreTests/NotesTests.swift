import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

@Suite("VP-0.1 Notes")
struct NotesTests {
  let date = Date(timeIntervalSince1970: 1_790_000_000)

  @Test("VP-0.1: notes are created, edited, coloured and deleted, and persist across launches")
  @MainActor func lifecycle() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.startNewNote(color: .pink)
    app.editor?.text = "Water the plants 🌱"
    app.finishEditing()
    app.startNewNote()
    app.editor?.text = "Call Grandma"
    app.finishEditing()
    #expect(app.board.notes.map(\.text) == ["Water the plants 🌱", "Call Grandma"])
    #expect(app.board.notes.first?.color == .pink)
    let first = try #require(app.board.notes.first)
    app.startEditing(first.id)
    app.editor?.text = "Water the plants and the herbs"
    app.editor?.color = .green
    app.finishEditing()
    let second = try #require(app.board.notes.last)
    app.delete(second.id)

    let relaunched = harness.model()
    #expect(relaunched.board.notes.map(\.text) == ["Water the plants and the herbs"])
    #expect(relaunched.board.notes.first?.color == .green)
    #expect(relaunched.messageUp == nil)
  }

  @Test("VP-0.1: the first note is pinned; pinning moves the pin; deleting the pinned note passes it on")
  func pinning() throws {
    var board = NoteBoard()
    let a = try board.add("A", at: date)
    let b = try board.add("B", at: date)
    let c = try board.add("C", at: date)
    #expect(board.pinnedID == a.id)
    try board.pin(b.id)
    #expect(board.pinned == b)
    try board.delete(b.id)
    #expect(board.pinnedID == c.id)
    try board.delete(c.id)
    #expect(board.pinnedID == a.id)
    try board.delete(a.id)
    #expect(board.pinnedID == nil && board.pinned == nil)
    #expect(throws: NoteError.notFound) { try board.pin(UUID()) }
  }

  @Test("Blank and over-long notes are refused with a message; trailing space is trimmed")
  func validation() throws {
    var board = NoteBoard()
    #expect(throws: NoteError.blank) { try board.add("  \n\t ", at: date) }
    #expect(throws: NoteError.tooLong(limit: NoteBoard.maximumLength)) {
      try board.add(String(repeating: "a", count: NoteBoard.maximumLength + 1), at: date)
    }
    let note = try board.add("Milk  \n\n", at: date)
    #expect(note.text == "Milk")
    #expect(NoteError.blank.description == VocaPinCopy.blankNote.text)
  }

  @Test("Reordering follows SwiftUI's onMove and ignores offsets out of range")
  func reorder() throws {
    var board = NoteBoard()
    for text in ["A", "B", "C", "D"] { try board.add(text, at: date) }
    board.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
    #expect(board.notes.map(\.text) == ["B", "C", "A", "D"])
    board.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
    #expect(board.notes.map(\.text) == ["A", "D", "B", "C"])
    board.move(fromOffsets: IndexSet([7, -1]), toOffset: 99)
    #expect(board.notes.map(\.text) == ["A", "D", "B", "C"])
    board.move(fromOffsets: IndexSet(integer: 1), toOffset: 99)
    #expect(board.notes.map(\.text) == ["A", "B", "C", "D"])
  }

  @Test("A damaged note file costs that note only: the others load, and the file is left for recovery")
  @MainActor func damagedNoteFile() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    for text in ["One", "Two", "Three"] {
      app.startNewNote()
      app.editor?.text = text
      app.finishEditing()
    }
    let two = try #require(app.board.notes.first { $0.text == "Two" })
    let file = harness.directory.appendingPathComponent("notes-item-\(two.id.uuidString).json")
    try Data("{ not json".utf8).write(to: file)

    let relaunched = harness.model()
    #expect(relaunched.board.notes.map(\.text) == ["One", "Three"])
    #expect(relaunched.messageUp == VocaPinCopy.damagedNotes(1).text)
    // Editing another note does not touch the damaged file.
    let one = try #require(relaunched.board.notes.first)
    relaunched.startEditing(one.id)
    relaunched.editor?.text = "One, edited"
    relaunched.finishEditing()
    #expect(try Data(contentsOf: file) == Data("{ not json".utf8))
  }

  @Test("A damaged or missing order index is rebuilt from the notes, oldest first")
  @MainActor
  func damagedIndex() throws {
    let harness = VocaPinHarness()
    let repository = NotesRepository(store: harness.store)
    var board = NoteBoard()
    for (offset, text) in ["First", "Second", "Third"].enumerated() {
      try board.add(text, at: date.addingTimeInterval(Double(offset)))
    }
    board.move(fromOffsets: IndexSet(integer: 2), toOffset: 0)
    try repository.save(board, replacing: NoteBoard())
    #expect(repository.load().board.notes.map(\.text) == ["Third", "First", "Second"])
    try Data("[\"garbage".utf8).write(to: harness.directory.appendingPathComponent("notes-order.json"))
    let loaded = repository.load()
    #expect(loaded.board.notes.map(\.text) == ["First", "Second", "Third"])
    #expect(loaded.damaged.count == 1)
  }
}
