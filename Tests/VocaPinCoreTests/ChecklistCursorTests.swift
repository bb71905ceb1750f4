import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

/// The editor's list keys at the cursor (2026-12-01 review): Return in the middle of a list is an edit at the
/// cursor the text view applies (cursor and Undo kept), and the checklist button acts on the cursor's line, not
/// the last one. Offsets are UTF-16, as UITextView reports its selection.
@Suite("VocaPin checklists at the cursor")
@MainActor
struct ChecklistCursorTests {
  /// The UTF-16 offset just after `prefix` (the test's texts are ASCII or say otherwise).
  func at(_ prefix: String) -> Range<Int> { prefix.utf16.count..<prefix.utf16.count }

  @Test("Return after an item's words continues the list at the cursor, and the cursor follows the new box")
  func returnInTheMiddle() throws {
    let text = "- [ ] milk\n- [ ] bread\n- [ ] eggs"
    let edit = try #require(Checklist.returnEdit(in: text, selection: at("- [ ] milk\n- [ ] bread")))
    #expect(edit.range == at("- [ ] milk\n- [ ] bread"), "an edit at the cursor, not the whole text replaced")
    #expect(edit.replacement == "\n- [ ] ")
    #expect(try #require(edit.applied(to: text)) == "- [ ] milk\n- [ ] bread\n- [ ] \n- [ ] eggs")
    #expect(edit.selection == at("- [ ] milk\n- [ ] bread\n- [ ] "), "the cursor is in the new item, not at the end")
    // Splitting an item's words: the words after the cursor go to the new item.
    let split = try #require(Checklist.returnEdit(in: text, selection: at("- [ ] mi")))
    #expect(split.applied(to: text) == "- [ ] mi\n- [ ] lk\n- [ ] bread\n- [ ] eggs")
  }

  @Test("Return on an empty item ends the list there; anywhere else the view types the break itself")
  func returnEndsOrTypes() throws {
    let text = "- [ ] milk\n- [ ] \nafter"
    let end = try #require(Checklist.returnEdit(in: text, selection: at("- [ ] milk\n- [ ] ")))
    #expect(end.applied(to: text) == "- [ ] milk\n\nafter")
    #expect(end.selection == at("- [ ] milk\n"), "the cursor stays on the emptied line")
    #expect(Checklist.returnEdit(in: "milk\nbread", selection: at("milk")) == nil, "plain words")
    #expect(Checklist.returnEdit(in: text, selection: at("- [")) == nil, "inside the box's prefix")
    #expect(Checklist.returnEdit(in: text, selection: 500..<501) == nil, "a selection outside the text")
    // Between the two UTF-16 units of one emoji.
    #expect(Checklist.returnEdit(in: "- [ ] 👍", selection: 7..<7) == nil, "inside a character")
  }

  @Test("The checklist button switches the line the cursor is in, and the cursor moves with its words")
  func buttonOnTheCursorsLine() throws {
    let text = "Shop\nmilk\nbread"
    let edit = try #require(Checklist.switchingEdit(in: text, selection: at("Shop\nmi")))
    #expect(edit.applied(to: text) == "Shop\n- [ ] milk\nbread", "the second line, not the last")
    #expect(edit.selection == at("Shop\n- [ ] mi"))
    let back = try #require(Checklist.switchingEdit(in: "Shop\n- [ ] milk\nbread", selection: at("Shop\n- [ ] mi")))
    #expect(back.applied(to: "Shop\n- [ ] milk\nbread") == text)
    #expect(back.selection == at("Shop\nmi"))
    // A cursor inside the removed prefix goes to the line's start.
    let inPrefix = try #require(Checklist.switchingEdit(in: "- [ ] milk", selection: at("- [")))
    #expect(inPrefix.selection == 0..<0)
    #expect(Checklist.switchingEdit(in: text, selection: 99..<99) == nil)
  }

  @Test("The editor's button acts on the reported cursor's line; unreported, on the last line as before")
  func editorButtonUsesTheCursor() {
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: "Shop\nmilk\nbread", color: .default))
    editor.checklistButtonTapped()
    #expect(editor.text == "Shop\nmilk\n- [ ] bread", "no cursor reported: the end, where words are written")
    editor.selectionChanged(at("Sh"))
    editor.checklistButtonTapped()
    #expect(editor.text == "- [ ] Shop\nmilk\n- [ ] bread")
    #expect(editor.selection == at("- [ ] Sh"), "the cursor moved with its words")
    // The text view makes the same edit in place (so Undo has it), once.
    let edit = editor.takeButtonEdit()
    #expect(edit.flatMap { $0.applied(to: "Shop\nmilk\n- [ ] bread") } == editor.text)
    #expect(editor.takeButtonEdit() == nil)
  }

  @Test("Return in the editor: the view applies the model's edit, and the typed text is kept as the view has it")
  func editorReturnEdit() throws {
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: "- [ ] milk\n- [ ] eggs", color: .default))
    editor.selectionChanged(at("- [ ] milk"))
    let edit = try #require(editor.returnEdit())
    // The text view applies it (UITextView `replace`, so Undo takes it back) and reports its text and cursor.
    let viewText = try #require(edit.applied(to: editor.text))
    editor.textViewChanged(viewText, selection: edit.selection)
    #expect(editor.text == "- [ ] milk\n- [ ] \n- [ ] eggs")
    #expect(editor.selection == edit.selection)
    // Typing goes in as typed: no list logic runs on the view's own text.
    editor.textViewChanged("- [ ] milk\n- [ ] b\n- [ ] eggs", selection: at("- [ ] milk\n- [ ] b"))
    #expect(editor.text == "- [ ] milk\n- [ ] b\n- [ ] eggs")
  }

  @Test("A blank line between items keeps a line's height on the board: it is drawn as a space")
  func blankLineKeepsItsHeight() {
    let lines = Checklist.lines(of: "- [ ] milk\n\n- [x] bread")
    #expect(lines.map(\.shownWords) == ["milk", " ", "bread"])
    #expect(lines.allSatisfy { !$0.shownWords.isEmpty })
  }

  @Test("Fuzz: list edits at any selection never trap, apply to their own text, and keep the cursor in it")
  func fuzz() {
    var fuzzer = Fuzzer(seed: 0xC0_5E1)
    let pieces = ["- [ ] ", "- [x] ", "milk", "\n", "\r\n", "👍", "\u{300}", " ", "- [ ]"]
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      let text = (0..<fuzzer.int(0...8)).map { _ in fuzzer.pick(pieces) }.joined()
      let count = text.utf16.count
      let lower = fuzzer.int(-1...(count + 1))
      let upper = fuzzer.int(lower...(count + 2))
      let edits = [
        Checklist.returnEdit(in: text, selection: lower..<upper),
        Checklist.switchingEdit(in: text, selection: lower..<upper),
      ]
      for edit in edits.compactMap({ $0 }) {
        guard let changed = edit.applied(to: text) else {
          Issue.record("an edit the model made does not apply to its own text: \(text.debugDescription)")
          continue
        }
        #expect(changed.utf16.count == count - edit.range.count + edit.replacement.utf16.count)
        #expect(edit.selection.lowerBound >= 0 && edit.selection.upperBound <= changed.utf16.count)
      }
    }
  }
}
