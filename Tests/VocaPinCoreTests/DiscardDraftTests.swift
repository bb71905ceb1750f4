import DesignSystem
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Words and notes go only when the user says so: Delete asks first, Cancel with unsaved words asks.
@Suite("VocaPin deletes a note only when asked")
@MainActor
struct DeleteConfirmationTests {
  @Test("Delete asks first, as Notes does; cancelling keeps the note")
  func deleteConfirmation() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.write(["Keep me?"])
    let id = try #require(model.board.notes.first?.id)
    model.requestDelete(id)
    let dialog = try #require(model.presentation.alert(on: 0))
    #expect(dialog.style == .confirmationDialog && model.pendingDeletion == id && model.board.notes.count == 1)
    try model.dismissAlert()
    #expect(model.board.notes.count == 1 && model.pendingDeletion == nil)
    model.requestDelete(id)
    let again = try #require(model.presentation.alert)
    let delete = try #require(again.buttons.first { $0.role == .destructive })
    model.tap(delete, of: again)
    #expect(model.board.notes.isEmpty && model.pendingDeletion == nil)
  }
}

@MainActor
@Suite("VocaPin's editor can be left without saving, and only when the user says so")
struct DiscardDraftTests {
  @Test("Cancel with unsaved words asks; Discard Changes closes the editor, saves nothing and keeps nothing aside")
  func cancelAsksThenDiscards() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = String(repeating: "word ", count: 2_005)
    harness.scene.leaveApp()
    model.settlePresentation()
    model.requestCancelEditing()
    model.settlePresentation()
    let dialog = try #require(model.presentation.alert(on: model.presentation.topLevel))
    #expect(dialog.title == VocaPinCopy.discardTitle.text && dialog.style == .confirmationDialog)
    #expect(model.isEditing, "nothing is thrown away before the answer")
    let keep = try #require(dialog.buttons.first { $0.title == VocaPinCopy.keepEditing.text })
    model.tap(keep, of: dialog)
    #expect(model.isEditing && model.editor?.text.count == 10_025)
    model.requestCancelEditing()
    model.settlePresentation()
    let again = try #require(model.presentation.alert)
    let discard = try #require(again.buttons.first { $0.title == VocaPinCopy.discardChanges.text })
    model.tap(discard, of: again)
    model.settlePresentation()
    #expect(!model.isEditing && model.board.notes.isEmpty)
    #expect(!harness.model().isEditing, "the words kept aside went too: the next launch is the board")
  }

  @Test("Cancel after a trip to the background still asks, and discarding undoes what the trip saved")
  func cancelAfterBackground() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    // A new note: the background saves it (safe if iOS ends the app), Cancel still takes it back.
    model.startNewNote()
    model.settlePresentation()
    model.editor?.text = "Half-written thought"
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    #expect(model.board.notes.map(\.text) == ["Half-written thought"], "saved while away")
    model.requestCancelEditing()
    model.settlePresentation()
    let dialog = try #require(model.presentation.alert)
    model.tap(try #require(dialog.buttons.first { $0.title == VocaPinCopy.discardChanges.text }), of: dialog)
    model.settlePresentation()
    #expect(model.board.notes.isEmpty && !model.isEditing, "discarded: the note the trip saved is gone")
    // An existing note: the words it had when the editor opened come back.
    model.write(["Buy milk"])
    let id = try #require(model.board.notes.first?.id)
    model.startEditing(id)
    model.settlePresentation()
    model.editor?.text = "Buy milk and bread"
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    model.requestCancelEditing()
    model.settlePresentation()
    let again = try #require(model.presentation.alert)
    model.tap(try #require(again.buttons.first { $0.title == VocaPinCopy.discardChanges.text }), of: again)
    model.settlePresentation()
    #expect(model.board.note(id)?.text == "Buy milk" && harness.model().board.note(id)?.text == "Buy milk")
  }

  @Test("Cancel on a new note a link opened over another note's editor goes back to nothing, not to that note")
  func cancelAfterNewNoteLink() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.write(["a"])
    let id = try #require(model.board.notes.first?.id)
    model.startEditing(id)
    model.settlePresentation()
    model.editor?.text = "b"
    // The widget's new-note link arrives while that editor is up: the edit is saved, a new draft starts.
    model.open(try #require(URL(string: "vocapin://new")))
    model.settlePresentation()
    #expect(model.board.note(id)?.text == "b" && model.editor?.text.isEmpty == true)
    model.requestCancelEditing()
    model.settlePresentation()
    #expect(model.presentation.alert == nil, "nothing to discard: it closes at once")
    #expect(!model.isEditing && model.board.note(id)?.text == "b", "the other note keeps its saved words")
  }

  @Test("Cancel with nothing unsaved closes at once; a held-back swipe on a draft past the limit asks")
  func cancelClosesOrSwipeAsks() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.settlePresentation()
    model.requestCancelEditing()
    model.settlePresentation()
    #expect(!model.isEditing && model.presentation.alert == nil)
    model.startNewNote()
    model.settlePresentation()
    model.editor?.text = String(repeating: "word ", count: 2_005)
    model.sheetDismissalAttempted(presentedBy: 0)
    model.settlePresentation()
    #expect(model.presentation.alert?.title == VocaPinCopy.discardTitle.text && model.isEditing)
  }
}
