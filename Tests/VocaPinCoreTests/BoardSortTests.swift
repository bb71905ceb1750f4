import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Sort By on the board (issue 40's review): Manual (the user's own order, as before), Date Edited or Date
/// Created, newest first; saved in VocaPin's settings. The pager and All Notes read `NotesBoardModel.shownNotes`.
@Suite("VocaPin board: Sort By")
@MainActor
struct BoardSortTests {
  let day = 86_400.0
  let start = Date(timeIntervalSince1970: 1_790_000_000)

  /// Three notes in the user's order: "old" made first and edited last, "new" made last, "middle" between.
  func threeNotes(_ harness: VocaPinHarness) throws -> VocaPinModel {
    var board = NoteBoard()
    let old = try board.add("old", at: start)
    try board.add("new", at: start.addingTimeInterval(2 * day))
    try board.add("middle", at: start.addingTimeInterval(day))
    try board.edit(old.id, text: "old, edited", at: start.addingTimeInterval(3 * day))
    try NotesRepository(store: harness.store).save(board, replacing: NoteBoard())
    return harness.model()
  }

  func texts(_ notes: [Note]) -> [String] { notes.map(\.text) }

  @Test("Sort By shows the notes newest first by edit or creation date, and Manual brings the user's order back")
  func sortsByDate() throws {
    let app = try threeNotes(VocaPinHarness())
    #expect(
      app.notesBoard.noteOrder == .manual && texts(app.notesBoard.shownNotes) == ["old, edited", "new", "middle"])
    app.notesBoard.setNoteOrder(.dateCreated)
    #expect(texts(app.notesBoard.shownNotes) == ["new", "middle", "old, edited"])
    app.notesBoard.setNoteOrder(.dateEdited)
    #expect(texts(app.notesBoard.shownNotes) == ["old, edited", "new", "middle"])
    #expect(texts(app.board.notes) == ["old, edited", "new", "middle"], "the saved order is left alone")
    app.notesBoard.setNoteOrder(.manual)
    #expect(texts(app.notesBoard.shownNotes) == texts(app.board.notes))
  }

  @Test("Notes of the same moment keep the user's order between them")
  func tiesKeepTheUsersOrder() {
    let same = Date(timeIntervalSince1970: 1_790_000_000)
    let notes = ["b", "a", "c"].map { Note(text: $0, color: .yellow, createdAt: same) }
    #expect(texts(NoteOrder.dateCreated.sorted(notes)) == ["b", "a", "c"])
    #expect(texts(NoteOrder.dateEdited.sorted(notes)) == ["b", "a", "c"])
  }

  @Test("The choice is saved: the next launch shows the same order")
  func choicePersists() throws {
    let harness = VocaPinHarness()
    let app = try threeNotes(harness)
    app.notesBoard.setNoteOrder(.dateCreated)
    #expect(harness.writes.contains(VocaPinShared.settings.name))
    let relaunched = harness.model()
    #expect(
      relaunched.notesBoard.noteOrder == .dateCreated
        && texts(relaunched.notesBoard.shownNotes) == ["new", "middle", "old, edited"])
  }

  @Test("A damaged or unknown saved order reads as Manual, and the other settings still read")
  func damagedOrderIsManual() throws {
    for saved in [#""byColour""#, "42", "null", #""""#] {
      let json = #"{"widgetEnabled":true,"keepRecordings":false,"noteOrder":\#(saved)}"#
      let settings = try JSONDecoder().decode(VocaPinSettings.self, from: Data(json.utf8))
      #expect(settings.noteOrder == .manual, "\(saved)")
      #expect(settings.widgetEnabled == true && !settings.keepRecordings, "\(saved): the rest is read")
    }
    let older = try JSONDecoder().decode(VocaPinSettings.self, from: Data(#"{"widgetEnabled":false}"#.utf8))
    #expect(older.noteOrder == .manual, "a file from before Sort By")
    #expect(NoteOrder(saved: nil) == .manual && NoteOrder(saved: "dateEdited") == .dateEdited)
  }

  @Test("All Notes lists in the board's order, and its rows can be dragged only in Manual")
  func allNotesFollows() throws {
    let app = try threeNotes(VocaPinHarness())
    app.notesBoard.setNoteOrder(.dateCreated)
    app.showAllNotes()
    app.settlePresentation()
    let screen = try #require(app.allNotesScreen)
    #expect(texts(screen.listedNotes) == ["new", "middle", "old, edited"])
    #expect(!screen.canReorder && !screen.offersEdit, "no Edit: it would only drag")
    screen.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
    #expect(texts(app.board.notes) == ["old, edited", "new", "middle"], "a drag in a date order changes nothing")
    app.notesBoard.setNoteOrder(.manual)
    #expect(screen.canReorder && screen.offersEdit && texts(screen.listedNotes) == ["old, edited", "new", "middle"])
  }
}
