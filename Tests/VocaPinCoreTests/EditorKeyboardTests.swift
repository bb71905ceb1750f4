import Foundation
import Testing

@testable import VocaPinCore

/// Whether the editor opens to write (the keyboard up) or to read (the keyboard down until the words are tapped):
/// `EditorModel.keyboardOnOpen`, which the editor's text view reads. As Apple Notes: a new note opens ready to
/// type; a note that exists opens to read, so a glance from the widget is not an edit.
@Suite("The editor's keyboard on open")
@MainActor
struct EditorKeyboardTests {
  private func app(with notes: [String]) -> VocaPinModel {
    let app = VocaPinHarness().model()
    app.write(notes)
    return app
  }

  @Test("New Note opens with the keyboard up, from the board and from a link, with words or without")
  func newNoteTypes() throws {
    let app = app(with: [])
    app.startNewNote()
    app.settlePresentation()
    #expect(try #require(app.editor).keyboardOnOpen)
    app.cancelEditing()
    app.settlePresentation()
    for route in [VocaPinRoute.newNote, .newNoteWithText("Call Ana")] {
      app.open(route.url)
      app.settlePresentation()
      #expect(try #require(app.editor).keyboardOnOpen, "\(route)")
      app.cancelEditing()
      app.settlePresentation()
    }
  }

  @Test("A widget's tap opens the pinned note to read: the keyboard stays down")
  func widgetTapReads() throws {
    let app = app(with: ["Gate code 4512"])
    let note = try #require(app.board.notes.first)
    app.open(VocaPinWidgetFace.note(note, isPinned: true).route.url)
    app.settlePresentation()
    let editor = try #require(app.editor)
    #expect(editor.draft.noteID == note.id)
    #expect(!editor.keyboardOnOpen)
  }

  @Test("A note tapped on the board or in All Notes opens to read, as Apple Notes opens one")
  func existingNoteReads() throws {
    let app = app(with: ["Friday: gym"])
    let note = try #require(app.board.notes.first)
    app.startEditing(note.id)
    app.settlePresentation()
    #expect(try #require(app.editor).keyboardOnOpen == false)
    app.cancelEditing()
    app.settlePresentation()
    app.showAllNotes()
    app.settlePresentation()
    try #require(app.allNotesScreen).edit(note.id)
    app.settlePresentation()
    #expect(try #require(app.editor).keyboardOnOpen == false)
  }

  @Test("New Note over a note open to read starts over ready to type; a voice note keeps the keyboard down")
  func startOverAndVoice() throws {
    let app = app(with: ["Milk"])
    let note = try #require(app.board.notes.first)
    app.open(VocaPinRoute.note(note.id).url)
    app.settlePresentation()
    app.open(VocaPinRoute.newNote.url)
    app.settlePresentation()
    let editor = try #require(app.editor)
    #expect(editor.isNewNote && editor.keyboardOnOpen)
    app.open(VocaPinRoute.newVoiceNote.url)
    app.settlePresentation()
    #expect(try #require(app.editor).keyboardOnOpen == false, "the microphone waits for its tap, not the keyboard")
  }
}
