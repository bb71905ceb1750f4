import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// A row of All Notes opens its note in the editor, through the stack, over the list (issue 40: Apple Notes and
/// Simplenote open a note from their list): Done, Cancel and Delete come back to All Notes.
@Suite("Editing a note from All Notes")
@MainActor
struct EditFromAllNotesTests {
  private func allNotes(_ app: VocaPinModel) throws -> AllNotesModel {
    app.showAllNotes()
    app.settlePresentation()
    return try #require(app.allNotesScreen)
  }

  @Test("A row's tap opens that note's editor over All Notes; Done saves the edit and comes back to the list")
  func tapEditsOverTheList() throws {
    let app = VocaPinHarness().model()
    app.write(["Buy coffee beans", "Friday: gym"])
    let gym = try #require(app.board.notes.first { $0.text == "Friday: gym" })
    let screen = try allNotes(app)
    screen.query = "gym"
    screen.edit(gym.id)
    app.settlePresentation()
    let editor = try #require(app.editor)
    #expect(app.presentation.destinations == [.allNotes(screen), .editor(editor)])
    #expect(editor.draft == NoteDraft(noteID: gym.id, text: "Friday: gym", color: gym.color) && !editor.isNewNote)
    #expect(app.notesBoard.selectedNoteID == gym.id, "closing All Notes shows the note on the board")
    editor.text = "Friday: gym at 7"
    editor.done()
    app.settlePresentation()
    #expect(app.board.note(gym.id)?.text == "Friday: gym at 7")
    #expect(app.presentation.destinations == [.allNotes(screen)], "back to the list, its search kept")
    #expect(screen.query == "gym" && screen.listedNotes.map(\.text) == ["Friday: gym at 7"])
  }

  @Test("Cancel with changes asks first and discards back to the list; the note keeps its words")
  func cancelComesBackToTheList() throws {
    let app = VocaPinHarness().model()
    app.write(["Call Mum"])
    let note = try #require(app.board.notes.first)
    let screen = try allNotes(app)
    screen.edit(note.id)
    app.settlePresentation()
    let editor = try #require(app.editor)
    editor.text = "Call Dad"
    editor.cancel()
    let dialog = try #require(app.presentation.alert)
    app.tap(try #require(dialog.buttons.first { $0.action == .discardDraft }), of: dialog)
    app.settlePresentation()
    #expect(app.board.note(note.id)?.text == "Call Mum")
    #expect(app.presentation.destinations == [.allNotes(screen)])
  }

  @Test("The editor's Delete, confirmed, deletes the note and leaves All Notes listing the rest")
  func deleteFromTheEditor() throws {
    let app = VocaPinHarness().model()
    app.write(["One", "Two"])
    let one = try #require(app.board.notes.first { $0.text == "One" })
    let screen = try allNotes(app)
    screen.edit(one.id)
    app.settlePresentation()
    try #require(app.editor).delete()
    let dialog = try #require(app.presentation.alert)
    app.tap(try #require(dialog.buttons.first { $0.action == .delete(one.id) }), of: dialog)
    app.settlePresentation()
    #expect(app.board.note(one.id) == nil && screen.listedNotes.map(\.text) == ["Two"])
    #expect(app.presentation.destinations == [.allNotes(screen)])
  }

  @Test("A link while editing from All Notes saves the draft first, then goes where the link says")
  func linkSavesTheDraft() throws {
    let app = VocaPinHarness().model()
    app.write(["Milk"])
    let note = try #require(app.board.notes.first)
    let screen = try allNotes(app)
    screen.edit(note.id)
    app.settlePresentation()
    app.editor?.text = "Milk and eggs"
    app.open(VocaPinRoute.board.url)
    app.settlePresentation()
    #expect(app.board.note(note.id)?.text == "Milk and eggs" && app.presentation.surfaces.isEmpty)
  }
}
