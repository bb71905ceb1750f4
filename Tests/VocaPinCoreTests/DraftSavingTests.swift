import Foundation
import Localization
import SharedStore
import Testing

@testable import VocaPinCore

/// What an editor's words are saved as (`DraftSaving`), on its own: the notes in memory behind the same closures
/// the app model wires (`notes`, `onChange`), so each test sees exactly what was asked to be saved and said.
@MainActor
@Suite("VocaPin editor: what an editor's words are saved as")
struct DraftSavingTests {
  let start = Date(timeIntervalSince1970: 1_790_000_000)

  /// The notes, the saves asked for and what was said, behind a `DraftSaving` on a store of the test's own.
  @MainActor
  final class Harness {
    var board = NoteBoard()
    var saves = 0
    var savesHold = true
    var said: [LocalizedCopy] = []
    var newNotes: [UUID] = []
    let store = SharedStore(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("vp-drafts-\(UUID())"))
    let drafts: DraftSaving

    init(now: Date) {
      drafts = DraftSaving(store: store, now: { now })
      drafts.notes = { [unowned self] in board }
      drafts.onChange = { [unowned self] _, change in
        saves += 1
        guard savesHold else { return false }
        var changed = board
        guard (try? change(&changed)) != nil else { return false }
        board = changed
        return true
      }
      drafts.onNewNoteSaved = { [unowned self] in newNotes.append($0) }
      drafts.onMessage = { [unowned self] in said.append($0) }
    }

    deinit { try? FileManager.default.removeItem(at: store.directory) }

    func note(_ text: String) throws -> Note { try board.add(text, at: Date(timeIntervalSince1970: 0)) }
  }

  @Test("A new note's words are saved once and the editor then names the note; saving again changes nothing")
  func newNoteSavedOnce() {
    let harness = Harness(now: start)
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: "Buy milk", color: .blue))
    let saved = harness.drafts.commit(editor)
    #expect(saved != nil && harness.board.notes.map(\.text) == ["Buy milk"])
    #expect(editor.draft.noteID == saved && harness.newNotes == [saved].compactMap { $0 })
    #expect(harness.drafts.hasNothingToSave(editor))
    let before = harness.board
    #expect(harness.drafts.saveIfNeeded(editor))
    #expect(harness.board == before && harness.newNotes.count == 1)
  }

  @Test("A new note left blank is nothing to save: no note is made, and the editor may close")
  func blankNewNote() {
    let harness = Harness(now: start)
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: " \n ", color: .yellow))
    #expect(harness.drafts.hasNothingToSave(editor))
    #expect(harness.drafts.saveIfNeeded(editor))
    #expect(harness.board.notes.isEmpty && harness.newNotes.isEmpty)
  }

  @Test("Words over the limit stay in the editor with the reason; going to the background says nothing")
  func overTheLimit() {
    let harness = Harness(now: start)
    let words = String(repeating: "a", count: NoteBoard.maximumLength + 1)
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: words, color: .yellow))
    #expect(harness.drafts.commit(editor, quietly: true) == nil)
    #expect(harness.said.isEmpty)
    #expect(!harness.drafts.saveIfNeeded(editor))
    #expect(harness.said == [editor.limitStatus].compactMap { $0 })
    #expect(harness.saves == 0 && harness.board.notes.isEmpty && editor.draft.text == words)
  }

  @Test("A save that does not hold keeps the editor's words, and the editor stays open")
  func failedSaveKeepsWords() throws {
    let harness = Harness(now: start)
    let note = try harness.note("Milk")
    harness.savesHold = false
    let editor = EditorModel(draft: NoteDraft(noteID: note.id, text: "Milk and bread", color: .yellow))
    #expect(!harness.drafts.saveIfNeeded(editor))
    #expect(harness.saves == 1 && editor.draft.text == "Milk and bread")
    #expect(harness.board.note(note.id)?.text == "Milk" && !harness.drafts.hasNothingToSave(editor))
  }

  @Test("A note deleted while its editor was open: the words are saved as a note again, shown, not refused")
  func noteGoneUnderTheEditor() {
    let harness = Harness(now: start)
    let gone = UUID()
    let editor = EditorModel(draft: NoteDraft(noteID: gone, text: "Call Sam", color: .pink))
    let saved = harness.drafts.commit(editor)
    #expect(saved != nil && saved != gone)
    #expect(harness.board.notes.map(\.text) == ["Call Sam"] && editor.draft.noteID == saved)
    #expect(harness.newNotes == [saved].compactMap { $0 }, "the note saved again is the one on screen")
  }

  @Test("All the words deleted: the note is the one to ask about; a new note or words over the limit are not")
  func emptiedNote() throws {
    let harness = Harness(now: start)
    let note = try harness.note("Milk")
    #expect(
      harness.drafts.emptiedNote(in: EditorModel(draft: NoteDraft(noteID: note.id, text: "", color: .yellow)))
        == note.id)
    #expect(harness.drafts.emptiedNote(in: EditorModel(draft: NoteDraft(noteID: nil, text: "", color: .yellow))) == nil)
    #expect(
      harness.drafts.emptiedNote(in: EditorModel(draft: NoteDraft(noteID: note.id, text: "Milk!", color: .yellow)))
        == nil)
  }

  @Test("Cancel undoes what going to the background saved: a note it made goes, a note it changed is as it was")
  func cancelUndoesTheBackgroundSave() throws {
    let harness = Harness(now: start)
    let new = EditorModel(draft: NoteDraft(noteID: nil, text: "Draft", color: .yellow))
    #expect(harness.drafts.commit(new, quietly: true) != nil)
    harness.drafts.revert(new)
    #expect(harness.board.notes.isEmpty)

    let note = try harness.note("Milk")
    let opened = NoteDraft(noteID: note.id, text: "Milk", color: .yellow)
    let editing = EditorModel(
      draft: NoteDraft(noteID: note.id, text: "Milk and eggs", color: .green), openedWith: opened)
    #expect(harness.drafts.commit(editing, quietly: true) == note.id)
    #expect(harness.board.note(note.id)?.text == "Milk and eggs")
    harness.drafts.revert(editing)
    #expect(harness.board.note(note.id)?.text == "Milk" && harness.board.note(note.id)?.color == .yellow)
  }

  @Test("Words kept aside for the next launch are let go once they are saved as a note")
  func keptAsideUntilSaved() {
    let harness = Harness(now: start)
    let draft = NoteDraft(noteID: nil, text: "Half a thought", color: .yellow)
    harness.drafts.keepUnsaved(draft)
    #expect(harness.store.read(VocaPinShared.unsavedDraft) == draft)
    #expect(harness.drafts.commit(EditorModel(draft: draft)) != nil)
    #expect(harness.store.read(VocaPinShared.unsavedDraft) == nil)
  }

  @Test("The app switcher: words not saved are kept aside as typed, and words back at what is saved keep nothing")
  func keptAsideInTheAppSwitcher() throws {
    let harness = Harness(now: start)
    let note = try harness.note("Milk")
    let editor = EditorModel(draft: NoteDraft(noteID: note.id, text: "Milk and ", color: .yellow))
    harness.drafts.appMayEnd(editor)
    #expect(harness.store.read(VocaPinShared.unsavedDraft) == editor.draft)
    #expect(harness.board.note(note.id)?.text == "Milk", "not saved: nothing trimmed under the cursor")
    editor.text = "Milk"
    harness.drafts.appMayEnd(editor)
    #expect(harness.store.read(VocaPinShared.unsavedDraft) == nil)
    #expect(harness.saves == 0)
  }

  @Test("The background: words are saved, or kept aside as typed when over the limit or the write fails")
  func savedOnLeaving() throws {
    let harness = Harness(now: start)
    let note = try harness.note("Milk")
    let editor = EditorModel(draft: NoteDraft(noteID: note.id, text: "Milk and eggs", color: .yellow))
    harness.drafts.keepUnsaved(editor.draft)
    harness.drafts.appEnteredBackground(editor)
    #expect(harness.board.note(note.id)?.text == "Milk and eggs")
    #expect(harness.store.read(VocaPinShared.unsavedDraft) == nil && harness.said.isEmpty)

    let words = String(repeating: "b", count: NoteBoard.maximumLength + 1)
    let over = EditorModel(draft: NoteDraft(noteID: note.id, text: words, color: .yellow))
    harness.drafts.appEnteredBackground(over)
    #expect(harness.store.read(VocaPinShared.unsavedDraft)?.text == words && harness.said.isEmpty)
    #expect(harness.board.note(note.id)?.text == "Milk and eggs")

    let blank = EditorModel(draft: NoteDraft(noteID: nil, text: "", color: .yellow))
    harness.drafts.appEnteredBackground(blank)
    #expect(harness.store.read(VocaPinShared.unsavedDraft) == nil, "an editor with nothing to save keeps nothing aside")

    harness.savesHold = false
    let failing = EditorModel(draft: NoteDraft(noteID: note.id, text: "Milk, eggs and tea", color: .yellow))
    harness.drafts.appEnteredBackground(failing)
    #expect(
      harness.store.read(VocaPinShared.unsavedDraft)?.text == "Milk, eggs and tea", "kept aside: the write failed")
  }
}
