import AppServices
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// A tick on the widget's box while the note is open in the editor (2026-12-01 re-review): the widget writes the
/// note's file while the app is in the background; the board is not re-read under the editor, so Done must join
/// the tick to the words typed, one note, with no "another device" message.
@Suite("VocaPin widget: a tick on the note open in the editor")
@MainActor
struct WidgetTickUnderEditorTests {
  @Test("Editor open, the widget ticks an item, return, type, Done: one note with the tick and the words, no message")
  func tickJoinsTheDraft() async throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    model.write(["- [ ] milk\nplain\n- [x] bread"])
    let note = try #require(model.board.notes.first)
    model.startEditing(note.id)
    model.scenePhaseChanged(to: .background)
    let item = VocaPinWidgetItem(noteID: note.id, line: 0, words: "milk")
    try VocaPinQuickActions.toggleItem(item, in: harness.store, now: Date(timeIntervalSince1970: 1_790_050_000))
    model.scenePhaseChanged(to: .active)
    await model.refreshed()
    model.editor?.text = "- [ ] eggs\n- [ ] milk\nplain\n- [x] bread"
    model.finishEditing()
    #expect(model.board.notes.map(\.text) == ["- [ ] eggs\n- [x] milk\nplain\n- [x] bread"])
    #expect(model.presentation.alert == nil)
    let saved = NotesRepository(store: harness.store).load().board.notes.map(\.text)
    #expect(saved == ["- [ ] eggs\n- [x] milk\nplain\n- [x] bread"])
  }

  @Test("Only box changes count as ticks; any other change to the words does not")
  func boxChangesAreOnlyTicks() throws {
    let ticks = try #require(Checklist.boxChanges(from: "- [ ] a\nb\n- [x] c", to: "- [x] a\nb\n- [ ] c"))
    #expect(ticks.map(\.words) == ["a", "c"] && ticks.map(\.isChecked) == [true, false])
    #expect(Checklist.boxChanges(from: "- [ ] a\nb", to: "- [x] a\nB") == nil)
    #expect(Checklist.boxChanges(from: "- [ ] a", to: "  - [x] a") == nil)
    #expect(Checklist.boxChanges(from: "- [ ] a", to: "- [ ] a\n- [ ] b") == nil)
    #expect(Checklist.boxChanges(from: "a", to: "- [ ] a") == nil)
    // Applied by words: a line typed above moves the item; a reworded item keeps the user's words and box.
    #expect(Checklist.applying(ticks, to: "new\n- [ ] a\nb\n- [x] c") == "new\n- [x] a\nb\n- [ ] c")
    #expect(Checklist.applying(ticks, to: "- [ ] A!\nb") == "- [ ] A!\nb")
  }
}
