import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Sort By keeps still while the user is on the board (a fresh review, 2026-12-01): in Date Edited, a note edited
/// or ticked there kept jumping to the front under the user's finger. The board sorts when it (re)appears or the
/// order changes, as Notes and Reminders do; Next Note and a delete follow the order the user sees.
@Suite("VocaPin board: Sort By holds still while on the board")
@MainActor
struct BoardSortFreezeTests {
  let day = 86_400.0
  let start = Date(timeIntervalSince1970: 1_790_000_000)

  /// In the user's order: "old" made first and edited last, "new" made last, "middle" between, "- [ ] list" made
  /// before "new". Edits made by the model happen a week later, so they are the newest.
  func notes(_ harness: VocaPinHarness) throws -> VocaPinModel {
    var board = NoteBoard()
    let old = try board.add("old", at: start)
    try board.add("new", at: start.addingTimeInterval(2 * day))
    try board.add("middle", at: start.addingTimeInterval(day))
    try board.add("- [ ] list", at: start.addingTimeInterval(1.5 * day))
    try board.edit(old.id, text: "old, edited", at: start.addingTimeInterval(3 * day))
    try NotesRepository(store: harness.store).save(board, replacing: NoteBoard())
    return harness.model(now: start.addingTimeInterval(7 * day))
  }

  func texts(_ notes: [Note]) -> [String] { notes.map(\.text) }
  func id(_ app: VocaPinModel, _ text: String) throws -> UUID {
    try #require(app.board.notes.first { $0.text == text }?.id)
  }

  @Test(
    "Date Edited: a note ticked on the board, or changed under it, keeps the order the user sees until it appears again"
  )
  func holdsStillOnTheBoard() throws {
    let app = try notes(VocaPinHarness())
    app.notesBoard.setNoteOrder(.dateEdited)
    let shown = ["old, edited", "new", "- [ ] list", "middle"]
    #expect(texts(app.notesBoard.shownNotes) == shown)
    app.notesBoard.toggleChecklistItem(try id(app, "- [ ] list"), line: 0, words: "list")
    app.recolor(try id(app, "middle"), to: .blue)
    #expect(texts(app.notesBoard.shownNotes) == ["old, edited", "new", "- [x] list", "middle"], "nothing moved")
    #expect(app.board.note(try id(app, "middle"))?.editedAt == start.addingTimeInterval(7 * day), "yet edited")
    // A sheet over the board and back: the board appears again, sorted.
    app.showAllNotes()
    app.settlePresentation()
    #expect(texts(try #require(app.allNotesScreen).listedNotes) == ["old, edited", "new", "- [x] list", "middle"])
    try #require(app.allNotesScreen).done()
    app.settlePresentation()
    // Edited at the same moment: the user's order between them.
    #expect(texts(app.notesBoard.shownNotes) == ["middle", "- [x] list", "old, edited", "new"])
  }

  @Test("Date Edited: the note edited in the editor stays in place under it, and goes first once the board shows again")
  func editorEditMovesOnReturn() throws {
    let app = try notes(VocaPinHarness())
    app.notesBoard.setNoteOrder(.dateEdited)
    let new = try id(app, "new")
    // The board's tap on the note it shows.
    app.notesBoard.selectedNoteID = new
    app.startEditing(new)
    app.settlePresentation()
    app.editor?.text = "new, edited"
    // Going to the background saves the draft; the board under the editor does not move.
    app.scenePhaseChanged(to: .background)
    app.scenePhaseChanged(to: .active)
    #expect(texts(app.notesBoard.shownNotes) == ["old, edited", "new, edited", "- [ ] list", "middle"])
    app.finishEditing()
    app.settlePresentation()
    #expect(texts(app.notesBoard.shownNotes) == ["new, edited", "old, edited", "- [ ] list", "middle"])
    #expect(app.notesBoard.selectedNoteID == new, "the pager still shows the note the user edited")
  }

  @Test("A new order sorts at once; a return from the background sorts; a note arriving meanwhile comes first")
  func newOrderReturnAndArrivals() throws {
    let app = try notes(VocaPinHarness())
    app.notesBoard.setNoteOrder(.dateCreated)
    #expect(texts(app.notesBoard.shownNotes) == ["new", "- [ ] list", "middle", "old, edited"])
    app.notesBoard.toggleChecklistItem(try id(app, "- [ ] list"), line: 0, words: "list")
    app.notesBoard.setNoteOrder(.dateEdited)
    #expect(
      texts(app.notesBoard.shownNotes) == ["- [x] list", "old, edited", "new", "middle"], "a new order sorts at once")
    app.recolor(try id(app, "new"), to: .pink)
    // A note that reaches the board while the user is on it (another device, the Share extension).
    try app.board.add("arrived", at: start.addingTimeInterval(5 * day))
    #expect(
      texts(app.notesBoard.shownNotes) == ["arrived", "- [x] list", "old, edited", "new", "middle"],
      "held; the new first")
    app.scenePhaseChanged(to: .background)
    app.scenePhaseChanged(to: .active)
    #expect(
      texts(app.notesBoard.shownNotes) == ["new", "- [x] list", "arrived", "old, edited", "middle"], "sorted on return")
  }

  @Test("Next Note pins the next note in the order the board shows, not the saved order")
  func nextNoteFollowsTheShownOrder() throws {
    let harness = VocaPinHarness()
    let app = try notes(harness)
    app.notesBoard.setNoteOrder(.dateCreated)
    app.notesBoard.pin(try id(app, "new"))
    // Shown: new, - [ ] list, middle, old, edited; saved: old, new, middle, list.
    var pinned: [String] = []
    for _ in 0..<4 { pinned.append(try VocaPinQuickActions.pinNext(in: harness.store).text) }
    #expect(pinned == ["- [ ] list", "middle", "old, edited", "new"])
  }

  @Test("Deleting the pinned note moves the pin, and the board, to the note beside it in the order the user sees")
  func deleteFollowsTheShownOrder() throws {
    let app = try notes(VocaPinHarness())
    app.notesBoard.setNoteOrder(.dateCreated)
    // Shown: new, - [ ] list, middle, old, edited. Saved: old, new, middle, list: beside "new" there is "middle".
    let new = try id(app, "new")
    app.notesBoard.pin(new)
    app.notesBoard.selectedNoteID = new
    app.delete(new)
    #expect(app.board.pinned?.text == "- [ ] list" && app.notesBoard.selectedNote?.text == "- [ ] list")
    // The last one shown goes: the one before it takes the pin and the screen.
    let old = try id(app, "old, edited")
    app.notesBoard.pin(old)
    app.notesBoard.selectedNoteID = old
    app.delete(old)
    #expect(app.board.pinned?.text == "middle" && app.notesBoard.selectedNote?.text == "middle")
    // An unpinned note: the screen goes beside it, the pin stays.
    let list = try id(app, "- [ ] list")
    app.notesBoard.selectedNoteID = list
    app.delete(list)
    #expect(app.board.pinned?.text == "middle" && app.notesBoard.selectedNote?.text == "middle")
    #expect(NoteBoard.neighbour(of: UUID(), in: []) == nil)
  }
}
