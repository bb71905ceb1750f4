import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// All Notes' own model (`AllNotesModel`), driven as its view drives it: the search lives in the model the
/// destination holds and goes with the sheet; a row's tap, swipe and drag reach the board through it.
@Suite("All Notes in its own model")
@MainActor
struct AllNotesModelTests {
  private func allNotes(_ app: VocaPinModel) throws -> AllNotesModel {
    app.showAllNotes()
    app.settlePresentation()
    let screen = try #require(app.allNotesScreen)
    #expect(app.presentation.top?.destination == .allNotes(screen))
    return screen
  }

  @Test("The search text is gone when All Notes is opened again; the board's notes are listed whole")
  func searchGoesWithTheSheet() throws {
    let app = VocaPinHarness().model()
    app.write(["Buy coffee beans", "Friday: gym"])
    let first = try allNotes(app)
    first.query = "gym"
    #expect(first.listedNotes.map(\.text) == ["Friday: gym"])
    first.done()
    app.settlePresentation()
    #expect(app.presentation.surfaces.isEmpty && app.allNotesScreen == nil)
    let again = try allNotes(app)
    #expect(again !== first, "a new sheet, a new model")
    #expect(again.query.isEmpty && !again.isSearching && again.listedNotes == app.board.notes)
  }

  @Test("A row's tap shows its note on the board and closes All Notes; the pin is marked on its row")
  func rowShowsNote() throws {
    let app = VocaPinHarness().model()
    app.write(["One", "Two", "Three"])
    let two = try #require(app.board.notes.first { $0.text == "Two" })
    app.notesBoard.pin(two.id)
    let screen = try allNotes(app)
    #expect(screen.listedNotes.filter(screen.isPinned).map(\.text) == ["Two"])
    screen.query = "three"
    let three = try #require(screen.listedNotes.first)
    screen.show(three.id)
    app.settlePresentation()
    #expect(app.notesBoard.selectedNoteID == three.id && app.presentation.surfaces.isEmpty)
  }

  @Test("A swipe on a filtered row asks to delete that row's note and keeps it listed; a row not listed asks nothing")
  func swipeDeletesListedRow() throws {
    let app = VocaPinHarness().model()
    app.write(["Buy coffee beans", "Friday: gym", "Call Mum"])
    let screen = try allNotes(app)
    screen.query = "friday"
    let coffee = try #require(app.board.notes.first { $0.text == "Buy coffee beans" })
    screen.requestDelete(coffee.id)
    #expect(app.presentation.alert == nil, "a note the filtered list does not show")
    let gym = try #require(screen.listedNotes.first)
    screen.requestDelete(gym.id)
    #expect(app.pendingDeletion == gym.id, "the swiped row's note")
    #expect(screen.listedNotes.map(\.id) == [gym.id], "still listed while the question is asked")
    let dialog = try #require(app.presentation.alert)
    app.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(app.board.note(gym.id) == nil && screen.listedNotes.isEmpty && screen.noResults != nil)
  }

  @Test("Edit's drag reorders the board while nothing filters the list")
  func dragReorders() throws {
    let app = VocaPinHarness().model()
    app.write(["One", "Two", "Three"])
    let screen = try allNotes(app)
    let before = screen.listedNotes.map(\.text)
    screen.move(fromOffsets: [0], toOffset: 3)
    #expect(app.board.notes.map(\.text) == Array(before.dropFirst()) + [before[0]])
    #expect(screen.listedNotes == app.board.notes)
  }

  @Test("The bottom bar's three file actions say what they are in words, each with its full name and its help")
  func fileActionsInWords() throws {
    let app = VocaPinHarness().model()
    let screen = try allNotes(app)
    #expect(screen.fileActions == [.export, .backUp, .importBackup])
    let titles = screen.fileActions.map(\.title.text)
    #expect(titles == ["Export", "Back Up", "Import"], "a word each, not a symbol alone")
    #expect(Set(screen.fileActions.map(\.systemImage)).count == 3)
    #expect(
      screen.fileActions.map(\.accessibilityLabel.text) == ["Export All Notes", "Back Up All Notes", "Import Backup"])
    for action in screen.fileActions {
      #expect(!action.help.text.isEmpty && action.help.text != action.title.text, "help says what it does")
    }
    // With no note, only Import is there to tap; each action does what it says.
    #expect(screen.fileActions.map(screen.isEnabled) == [false, false, true])
    screen.perform(.importBackup)
    app.settlePresentation()
    #expect(app.presentation.top?.destination == .backupPicker)
    app.sheetClosedByUser(presentedBy: 1)
    app.settlePresentation()
    app.write(["Buy bread"])
    #expect(screen.fileActions.map(screen.isEnabled) == [true, true, true])
    screen.perform(.backUp)
    app.settlePresentation()
    guard case .share(let item) = app.presentation.top?.destination else {
      Issue.record("Back Up shows the share sheet")
      return
    }
    #expect(item.file?.pathExtension == "json")
  }
}
