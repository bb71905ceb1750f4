import Foundation
import Testing

@testable import VocaPinCore

/// Delete in the editor (issue 40 review): it asks first, on top, and Recently Deleted keeps what the editor
/// showed, so the words typed in that session come back with a restore.
@Suite("VocaPin: Delete from the editor")
@MainActor
struct DeleteFromEditorTests {
  @Test("Delete in the editor asks first, then keeps this session's words and colour in Recently Deleted")
  func keepsEditedWords() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["First draft"])
    let id = try #require(app.board.notes.first?.id)
    app.startEditing(id)
    app.settlePresentation()
    let editor = try #require(app.editor)
    editor.text = "First draft, with what I added"
    editor.color = .blue
    editor.delete()
    let dialog = try #require(app.presentation.alert)
    #expect(dialog.style == .confirmationDialog && app.board.note(id) != nil, "asked; nothing deleted yet")
    app.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    app.settlePresentation()
    #expect(app.board.notes.isEmpty && app.editor == nil)
    let kept = RecentlyDeleted.load(from: harness.store, now: Date(timeIntervalSince1970: 1_790_000_000)).map(\.note)
    #expect(kept.map(\.text) == ["First draft, with what I added"] && kept.map(\.color) == [.blue])
  }

  @Test("Edited words that could not be a note (blank) leave the saved words in Recently Deleted")
  func blankEditKeepsSavedWords() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Saved words"])
    let id = try #require(app.board.notes.first?.id)
    app.startEditing(id)
    app.settlePresentation()
    app.editor?.text = "   "
    app.delete(id)
    #expect(
      RecentlyDeleted.load(from: harness.store, now: Date(timeIntervalSince1970: 1_790_000_000)).map(\.note.text) == [
        "Saved words"
      ])
  }
}
