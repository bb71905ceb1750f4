import AppServices
import DesignSystem
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// A user's words are never lost: the editor keeps what was typed when it cannot be saved, damaged files keep
/// their place and the pin, and a folder that cannot be used is said to be so, not shown as empty.
@Suite("VocaPin keeps every word")
@MainActor
struct NoWordLostTests {
  let date = Date(timeIntervalSince1970: 1_790_000_000)

  @Test("Near the limit the editor counts down; past it Done keeps the draft open and says by how much")
  func draftOverLimit() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = String(repeating: "a", count: 899)
    #expect(model.editor?.limitStatus == nil)
    model.editor?.text = String(repeating: "a", count: 990)
    #expect(model.editor?.limitStatus == VocaPinCopy.charactersLeft(10))
    let long = String(repeating: "word ", count: 205)  // 1,025 characters, pasted whole
    model.editor?.text = long
    #expect(model.editor?.text == long, "a paste is never cut")
    #expect(model.editor?.isOverLimit == true)
    model.finishEditing()
    #expect(model.isEditing, "the editor stays open")
    #expect(model.editor?.text == long)
    #expect(model.errorMessage == VocaPinCopy.charactersOver(25))
    model.settle()
    #expect(model.presentation.alert(on: 1)?.message == VocaPinCopy.charactersOver(25), "on the editor, on top")
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
    let long = String(repeating: "word ", count: 205)
    model.editor?.text = long
    harness.scene.leaveApp()
    #expect(model.board.notes.isEmpty, "not savable as a note")
    #expect(model.presentation.alert == nil, "no alert waits on return for what the user did not ask")
    // iOS ends the app; the next launch:
    let relaunched = harness.model()
    relaunched.settle()
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
    model.settle()
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
    relaunched.settle()
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
    let id = try Self.editingSavedNote(harness, typing: String(repeating: "word ", count: 205), leavingTo: .background)
    let relaunched = harness.model()
    relaunched.settle()
    #expect(relaunched.isEditing && relaunched.editor?.draft.noteID == id)
    relaunched.delete(id)
    relaunched.settle()
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
    relaunched.settle()
    #expect(
      relaunched.isEditing && relaunched.editor?.draft.noteID == nil
        && relaunched.editor?.text == "Short note, now longer")
    relaunched.finishEditing()
    relaunched.settle()
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
    model.editor?.text = String(repeating: "b", count: 1_001)
    model.finishEditing()
    #expect(model.isEditing && model.editor?.text.count == 1_001)
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
    try FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
    model.startNewNote()
    model.editor?.text = "Words I must not lose"
    model.finishEditing()
    #expect(model.isEditing && model.editor?.text == "Words I must not lose")
    let message = try #require(model.errorMessage)
    #expect(message.contains("could not be saved") && message.contains("it is a file, not a folder"))
    #expect(!message.contains("NSCocoaErrorDomain") && !message.contains("Error Domain"))
  }

  @Test("A damaged note keeps its pin and its place: a new note does not take the pin, saving keeps it listed")
  func damagedPinnedNote() throws {
    let harness = VocaPinHarness()
    let repository = NotesRepository(store: harness.store)
    var board = NoteBoard()
    let first = try board.add("First", at: date)
    try board.add("Second", at: date.addingTimeInterval(1))
    try board.pin(first.id)
    try repository.save(board, replacing: NoteBoard())
    let file = harness.directory.appendingPathComponent("notes-item-\(first.id.uuidString).json")
    try Data("{ damaged".utf8).write(to: file)

    let model = harness.model()
    #expect(model.board.notes.map(\.text) == ["Second"])
    #expect(model.board.pinnedID == first.id && model.board.pinned == nil)
    model.startNewNote()
    model.editor?.text = "Third"
    model.finishEditing()
    let reloaded = repository.load()
    #expect(reloaded.board.pinnedID == first.id, "the pin stays on the damaged note")
    #expect(reloaded.board.unavailableIDs == [first.id])
    #expect(try Data(contentsOf: file) == Data("{ damaged".utf8), "the damaged file is untouched")
    // Repaired, the note comes back in its place, still pinned.
    try VocaPinShared.notes(in: harness.store).save(first)
    #expect(repository.load().board.pinned?.text == "First")
    #expect(repository.load().board.notes.map(\.text) == ["Second", "Third", "First"])
  }

  @Test("Damaged settings: the user is told, nothing is reset behind their back, and the file is kept aside")
  func damagedSettings() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "Pinned"
    model.finishEditing()
    model.widgetEnabled = true
    let settings = harness.directory.appendingPathComponent("settings.json")
    try Data("{\"schemaVersion\": 1, \"value\": {\"widgetEnabled\": tru".utf8).write(to: settings)

    let relaunched = harness.model()
    #expect(relaunched.errorMessage == VocaPinCopy.damagedSettings)
    #expect(!relaunched.widgetEnabled)
    try dismissAlert(of: relaunched)
    relaunched.widgetEnabled = true
    #expect(relaunched.errorMessage == nil)
    let aside = harness.directory.appendingPathComponent("settings.damaged.json")
    #expect(try Data(contentsOf: aside).starts(with: Data("{\"schemaVersion\": 1".utf8)))
    #expect(harness.model().widgetEnabled)
  }

  @Test("A notes folder that is a file is said to be unusable, never shown as an empty board")
  func unusableFolder() throws {
    let harness = VocaPinHarness()
    try Data("not a folder".utf8).write(to: harness.directory)
    let model = harness.model()
    #expect(model.isReadOnly)
    let message = try #require(model.errorMessage)
    #expect(message.contains("cannot be opened") && message.contains("it is a file, not a folder"))
    try dismissAlert(of: model)
    model.widgetEnabled = true
    #expect(!model.widgetEnabled, "nothing was saved, so the toggle stays off")
    #expect(model.presentation.alert(on: 0) != nil && model.presentation.surfaces.isEmpty, "on the board, on top")
    // No editor opens for words that could not be saved: a new note, or the new-note link, says why instead.
    try dismissAlert(of: model)
    model.startNewNote()
    #expect(!model.isEditing && model.errorMessage == VocaPinCopy.readOnly)
    try dismissAlert(of: model)
    model.open(try #require(URL(string: "vocapin://new")))
    model.settle()
    #expect(!model.isEditing && model.errorMessage == VocaPinCopy.readOnly)
    #expect(model.presentation.surfaces.isEmpty)
    #expect(try Data(contentsOf: harness.directory) == Data("not a folder".utf8))
    // The widget does not claim it was turned off: it says the note cannot be shown, and asks again later.
    let plan = VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, context: .homeScreen, now: Date(timeIntervalSince1970: 0),
      sinceStart: 600)
    #expect(plan.face == .unavailable && plan.reloadAt != nil)
  }

  @Test("An error from the Profile Settings toggle shows on the screen on top, never under a sheet")
  func errorOnTop() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    #expect(model.presentation.topLevel == 0)
    model.showProfileSettings()
    model.settle()
    #expect(model.presentation.destinations == [.profileSettings])
    try FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
    model.widgetEnabled = true
    // The toggle was refused before any sheet went up: the alert belongs to Profile Settings.
    #expect(model.presentation.destinations == [.profileSettings])
    #expect(model.presentation.alert(on: 1) != nil)
    #expect(model.presentation.alert(on: 0) == nil, "the board is presenting a sheet: no alert there")
    let message = try #require(model.errorMessage)
    #expect(message.hasPrefix(VocaPinCopy.widgetSettingFailed) && message.contains("it is a file, not a folder"))
    try dismissAlert(of: model)
    #expect(model.errorMessage == nil)
    // With the setup sheet up, it is on top.
    try FileManager.default.removeItem(at: harness.directory)
    model.widgetEnabled = true
    model.settle()
    #expect(model.presentation.destinations == [.profileSettings, .widgetSetup])
  }

  /// Taps the alert's cancel button, as the user would.
  private func dismissAlert(of model: VocaPinModel) throws {
    let alert = try #require(model.presentation.alert)
    let ok = try #require(alert.buttons.first { $0.role == .cancel })
    model.tap(ok, of: alert)
  }

  @Test("Delete asks first, as Notes does; cancelling keeps the note")
  func deleteConfirmation() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "Keep me?"
    model.finishEditing()
    model.settle()
    let id = try #require(model.board.notes.first?.id)
    model.requestDelete(id)
    let dialog = try #require(model.presentation.alert(on: 0))
    #expect(dialog.style == .confirmationDialog && model.pendingDeletion == id && model.board.notes.count == 1)
    try dismissAlert(of: model)
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
    model.editor?.text = String(repeating: "word ", count: 205)
    harness.scene.leaveApp()
    model.settle()
    model.requestCancelEditing()
    model.settle()
    let dialog = try #require(model.presentation.alert(on: model.presentation.topLevel))
    #expect(dialog.title == VocaPinCopy.discardTitle && dialog.style == .confirmationDialog)
    #expect(model.isEditing, "nothing is thrown away before the answer")
    let keep = try #require(dialog.buttons.first { $0.title == VocaPinCopy.keepEditing })
    model.tap(keep, of: dialog)
    #expect(model.isEditing && model.editor?.text.count == 1_025)
    model.requestCancelEditing()
    model.settle()
    let again = try #require(model.presentation.alert)
    let discard = try #require(again.buttons.first { $0.title == VocaPinCopy.discardChanges })
    model.tap(discard, of: again)
    model.settle()
    #expect(!model.isEditing && model.board.notes.isEmpty)
    #expect(!harness.model().isEditing, "the words kept aside went too: the next launch is the board")
  }

  @Test("Cancel after a trip to the background still asks, and discarding undoes what the trip saved")
  func cancelAfterBackground() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    // A new note: the background saves it (safe if iOS ends the app), Cancel still takes it back.
    model.startNewNote()
    model.settle()
    model.editor?.text = "Half-written thought"
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    #expect(model.board.notes.map(\.text) == ["Half-written thought"], "saved while away")
    model.requestCancelEditing()
    model.settle()
    let dialog = try #require(model.presentation.alert)
    model.tap(try #require(dialog.buttons.first { $0.title == VocaPinCopy.discardChanges }), of: dialog)
    model.settle()
    #expect(model.board.notes.isEmpty && !model.isEditing, "discarded: the note the trip saved is gone")
    // An existing note: the words it had when the editor opened come back.
    model.startNewNote()
    model.editor?.text = "Buy milk"
    model.finishEditing()
    model.settle()
    let id = try #require(model.board.notes.first?.id)
    model.startEditing(id)
    model.settle()
    model.editor?.text = "Buy milk and bread"
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    model.requestCancelEditing()
    model.settle()
    let again = try #require(model.presentation.alert)
    model.tap(try #require(again.buttons.first { $0.title == VocaPinCopy.discardChanges }), of: again)
    model.settle()
    #expect(model.board.note(id)?.text == "Buy milk" && harness.model().board.note(id)?.text == "Buy milk")
  }

  @Test("Cancel on a new note a link opened over another note's editor goes back to nothing, not to that note")
  func cancelAfterNewNoteLink() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "a"
    model.finishEditing()
    model.settle()
    let id = try #require(model.board.notes.first?.id)
    model.startEditing(id)
    model.settle()
    model.editor?.text = "b"
    // The widget's new-note link arrives while that editor is up: the edit is saved, a new draft starts.
    model.open(try #require(URL(string: "vocapin://new")))
    model.settle()
    #expect(model.board.note(id)?.text == "b" && model.editor?.text.isEmpty == true)
    model.requestCancelEditing()
    model.settle()
    #expect(model.presentation.alert == nil, "nothing to discard: it closes at once")
    #expect(!model.isEditing && model.board.note(id)?.text == "b", "the other note keeps its saved words")
  }

  @Test("Cancel with nothing unsaved closes at once; a held-back swipe on a draft past the limit asks")
  func cancelClosesOrSwipeAsks() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.settle()
    model.requestCancelEditing()
    model.settle()
    #expect(!model.isEditing && model.presentation.alert == nil)
    model.startNewNote()
    model.settle()
    model.editor?.text = String(repeating: "word ", count: 205)
    model.sheetDismissalAttempted(presentedBy: 0)
    model.settle()
    #expect(model.presentation.alert?.title == VocaPinCopy.discardTitle && model.isEditing)
  }
}
