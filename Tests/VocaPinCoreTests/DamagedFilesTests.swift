import DesignSystem
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Damaged files keep their place and the pin, damaged settings are kept aside, and a folder that cannot be used
/// is said to be so, never shown as an empty board; the error shows on the screen on top.
@Suite("VocaPin keeps every word: damaged files and an unusable folder")
@MainActor
struct DamagedFilesTests {
  let date = Date(timeIntervalSince1970: 1_790_000_000)

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

  @Test("A note file longer than a note can be reads as damaged: kept on disk, left off the board and the widget")
  func overlongNoteFile() throws {
    let harness = VocaPinHarness()
    let repository = NotesRepository(store: harness.store)
    var board = NoteBoard()
    let longest = try board.add(String(repeating: "a", count: NoteBoard.maximumLength), at: date)
    let other = try board.add("Other", at: date.addingTimeInterval(1))
    try repository.save(board, replacing: NoteBoard())
    #expect(repository.load().board.note(longest.id) != nil, "the limit itself is a note")
    // The same file, one character longer: not one VocaPin wrote.
    let file = harness.directory.appendingPathComponent("notes-item-\(longest.id.uuidString).json")
    let written = try String(contentsOf: file, encoding: .utf8)
    let hostile = written.replacingOccurrences(
      of: String(repeating: "a", count: NoteBoard.maximumLength),
      with: String(repeating: "a", count: NoteBoard.maximumLength + 1))
    try Data(hostile.utf8).write(to: file)
    let loaded = repository.load()
    #expect(loaded.board.notes.map(\.id) == [other.id] && loaded.board.unavailableIDs == [longest.id])
    #expect(try String(contentsOf: file, encoding: .utf8) == hostile, "the file is untouched")
    #expect(harness.model().messageUp != nil, "the user is told a note was left out")
  }

  @Test("Damaged settings: the user is told, nothing is reset behind their back, and the file is kept aside")
  func damagedSettings() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.startNewNote()
    model.editor?.text = "Pinned"
    model.finishEditing()
    model.widgetSetup.isOn = true
    let settings = harness.directory.appendingPathComponent("settings.json")
    try Data("{\"schemaVersion\": 1, \"value\": {\"widgetEnabled\": tru".utf8).write(to: settings)

    let relaunched = harness.model()
    #expect(relaunched.messageUp == VocaPinCopy.damagedSettings.text)
    #expect(!relaunched.widgetSetup.isOn)
    try relaunched.dismissAlert()
    relaunched.widgetSetup.isOn = true
    #expect(relaunched.messageUp == nil)
    let aside = harness.directory.appendingPathComponent("settings.damaged.json")
    #expect(try Data(contentsOf: aside).starts(with: Data("{\"schemaVersion\": 1".utf8)))
    #expect(harness.model().widgetSetup.isOn)
  }

  @Test("A notes folder that is a file is said to be unusable, never shown as an empty board")
  func unusableFolder() throws {
    let harness = VocaPinHarness()
    try Data("not a folder".utf8).write(to: harness.directory)
    let model = harness.model()
    #expect(model.isReadOnly)
    let message = try #require(model.messageUp)
    #expect(message.contains("cannot be opened") && message.contains("a file is where VocaPin's folder should be"))
    try model.dismissAlert()
    model.widgetSetup.isOn = true
    #expect(!model.widgetSetup.isOn, "nothing was saved, so the toggle stays off")
    #expect(model.presentation.alert(on: 0) != nil && model.presentation.surfaces.isEmpty, "on the board, on top")
    // No editor opens for words that could not be saved: a new note, or the new-note link, says why instead.
    try model.dismissAlert()
    model.startNewNote()
    #expect(!model.isEditing && model.messageUp == VocaPinCopy.readOnly.text)
    try model.dismissAlert()
    model.open(try #require(URL(string: "vocapin://new")))
    model.settlePresentation()
    #expect(!model.isEditing && model.messageUp == VocaPinCopy.readOnly.text)
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
    model.settlePresentation()
    #expect(model.presentation.destinations == [.profileSettings(model.shownProfileSettings)])
    try harness.breakFolder()
    model.widgetSetup.isOn = true
    // The toggle was refused before any sheet went up: the alert belongs to Profile Settings.
    #expect(model.presentation.destinations == [.profileSettings(model.shownProfileSettings)])
    #expect(model.presentation.alert(on: 1) != nil)
    #expect(model.presentation.alert(on: 0) == nil, "the board is presenting a sheet: no alert there")
    let message = try #require(model.messageUp)
    #expect(
      message.hasPrefix(VocaPinCopy.widgetSettingFailed.text)
        && message.contains("a file is where VocaPin's folder should be"))
    try model.dismissAlert()
    #expect(model.messageUp == nil)
    // With the setup sheet up, it is on top.
    try harness.mendFolder()
    model.widgetSetup.isOn = true
    model.settlePresentation()
    #expect(
      model.presentation.destinations == [
        .profileSettings(model.shownProfileSettings), .widgetSetup(model.widgetSetup),
      ])
  }
}
