import AppServices
import DesignSystem
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// A user's words are never lost in the editor: a draft past the limit or one that cannot be saved stays open
/// with the reason, and words typed when iOS ends the app come back at the next launch.
@Suite("VocaPin keeps every word: drafts")
@MainActor
struct NoWordLostTests {
  @Test("Near the limit the editor counts down; past it Done keeps the draft open and says by how much")
  func draftOverLimit() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = String(repeating: "a", count: 9_899)
    #expect(model.editor?.limitStatus == nil)
    model.editor?.text = String(repeating: "a", count: 9_990)
    #expect(model.editor?.limitStatus == VocaPinCopy.charactersLeft(10))
    let long = String(repeating: "word ", count: 2_005)  // 10,025 characters, pasted whole
    model.editor?.text = long
    #expect(model.editor?.text == long, "a paste is never cut")
    #expect(model.editor?.isOverLimit == true)
    model.finishEditing()
    #expect(model.isEditing, "the editor stays open")
    #expect(model.editor?.text == long)
    #expect(model.messageUp == VocaPinCopy.charactersOver(25).text)
    model.settlePresentation()
    #expect(model.presentation.alert(on: 1)?.message == VocaPinCopy.charactersOver(25).text, "on the editor, on top")
    #expect(model.presentation.alert(on: 0) == nil, "never on the board under it")
    #expect(model.board.notes.isEmpty)
    // Shortened, it saves.
    model.editor?.text = String(long.prefix(900))
    model.finishEditing()
    #expect(!model.isEditing && model.board.notes.count == 1)
  }

  @Test("A draft past the limit survives iOS ending the app in the background: the next launch opens it, word for word")
  func overLimitDraftSurvivesTermination() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote(color: .pink)
    let long = String(repeating: "word ", count: 2_005)
    model.editor?.text = long
    harness.scene.leaveApp()
    #expect(model.board.notes.isEmpty, "not savable as a note")
    #expect(model.presentation.alert == nil, "no alert waits on return for what the user did not ask")
    // iOS ends the app; the next launch:
    let relaunched = harness.model()
    relaunched.settlePresentation()
    #expect(relaunched.isEditing)
    #expect(relaunched.editor?.text == long && relaunched.editor?.draft.color == .pink)
    // Shortened and saved, it is no longer kept aside.
    relaunched.editor?.text = String(long.prefix(900))
    relaunched.finishEditing()
    #expect(relaunched.board.notes.count == 1)
    let again = harness.model()
    #expect(!again.isEditing)
  }

  /// A saved note "Short note", opened again and changed to `text`, then the app left for `phase` (the
  /// background, or the app switcher); its id.
  static func editingSavedNote(_ harness: VocaPinHarness, typing text: String, leavingTo phase: AppScenePhase) throws
    -> UUID
  {
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "Short note"
    model.finishEditing()
    let id = try #require(model.board.notes.first?.id)
    model.settlePresentation()
    model.startEditing(id)
    model.editor?.text = text
    if phase == .background { harness.scene.leaveApp() } else { harness.scene.openAppSwitcher() }
    return id
  }

  @Test("Words typed before the app switcher are there after a swipe ends the app there (no background phase)")
  func inactiveKeepsWords() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "Call the plumber about the boiler"
    harness.scene.openAppSwitcher()
    // The user swipes VocaPin away in the app switcher: the process ends without .background.
    let relaunched = harness.model()
    relaunched.settlePresentation()
    #expect(relaunched.isEditing && relaunched.editor?.text == "Call the plumber about the boiler")
    relaunched.finishEditing()
    #expect(relaunched.board.notes.map(\.text) == ["Call the plumber about the boiler"])
    #expect(!harness.model().isEditing, "saved: nothing is kept aside any more")
  }

  @Test("Words typed, then deleted again, before the app switcher do not come back at the next launch")
  func settledDraftForgotten() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "Call the plumber"
    harness.scene.openAppSwitcher()
    harness.scene.returnToApp()
    model.editor?.text = ""
    harness.scene.openAppSwitcher()
    #expect(!harness.model().isEditing, "an empty new note was kept aside no more")
  }

  @Test("Deleting the note whose words were kept aside ends them too: no launch reopens an editor for it")
  func deleteEndsKeptDraft() throws {
    let harness = VocaPinHarness()
    let id = try Self.editingSavedNote(
      harness, typing: String(repeating: "word ", count: 2_005), leavingTo: .background)
    let relaunched = harness.model()
    relaunched.settlePresentation()
    #expect(relaunched.isEditing && relaunched.editor?.draft.noteID == id)
    relaunched.delete(id)
    relaunched.settlePresentation()
    #expect(!relaunched.isEditing && relaunched.board.notes.isEmpty)
    #expect(!harness.model().isEditing, "the next launch is the board")
  }

  @Test("Words kept aside for a note that has since gone come back as a new note's, and Done saves them")
  func keptDraftOfGoneNote() throws {
    let harness = VocaPinHarness()
    let id = try Self.editingSavedNote(harness, typing: "Short note, now longer", leavingTo: .inactive)
    // The note goes behind the app's back (its file lost, or removed by the widget's shortcut) before the
    // next launch.
    let repository = NotesRepository(store: harness.store)
    let before = repository.load().board
    var after = before
    try after.delete(id)
    try repository.save(after, replacing: before)
    let relaunched = harness.model()
    relaunched.settlePresentation()
    #expect(
      relaunched.isEditing && relaunched.editor?.draft.noteID == nil
        && relaunched.editor?.text == "Short note, now longer")
    relaunched.finishEditing()
    relaunched.settlePresentation()
    #expect(!relaunched.isEditing && relaunched.board.notes.map(\.text) == ["Short note, now longer"])
  }

  @Test("Editing a note past the limit keeps the draft too, and the note keeps its old text until it fits")
  func editOverLimit() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "Short note"
    model.finishEditing()
    let id = try #require(model.board.notes.first?.id)
    model.startEditing(id)
    model.editor?.text = String(repeating: "b", count: 10_001)
    model.finishEditing()
    #expect(model.isEditing && model.editor?.text.count == 10_001)
    #expect(model.board.note(id)?.text == "Short note")
  }

  @Test("A save that fails keeps the typed words in the editor and says why in words")
  func failedSaveKeepsDraft() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "Buy oat milk"
    model.finishEditing()
    // The folder turns into a file under the app (a full or broken disk looks the same to the user).
    try harness.breakFolder()
    model.startNewNote()
    model.editor?.text = "Words I must not lose"
    model.finishEditing()
    #expect(model.isEditing && model.editor?.text == "Words I must not lose")
    let message = try #require(model.messageUp)
    #expect(message.contains("could not be saved") && message.contains("a file is where VocaPin's folder should be"))
    #expect(!message.contains("NSCocoaErrorDomain") && !message.contains("Error Domain"))
  }
}
