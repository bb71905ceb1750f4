import Foundation
import Testing

@testable import VocaPinCore

/// Checklists kept in the note's own words, Simplenote's way ("- [ ] " / "- [x] "): the line model, the edits
/// the editor makes, and what the board, VoiceOver and the widget show of them.
@Suite("VocaPin checklists")
@MainActor
struct ChecklistTests {
  @Test("Lines read as items only in Simplenote's form; everything else stays words")
  func parsing() {
    let text = "Shop\n- [ ] milk\n- [x] bread\n- [X] Eggs\n  - [ ] indented\n- [ ]\n-[ ] no\n- [] no\n- [ ]no\n* [ ] no"
    let lines = Checklist.lines(of: text)
    #expect(
      lines.map(\.kind) == [
        .text, .item(isChecked: false), .item(isChecked: true), .item(isChecked: true), .item(isChecked: false),
        .item(isChecked: false), .text, .text, .text, .text,
      ])
    #expect(lines.map { String($0.content) }.prefix(6) == ["Shop", "milk", "bread", "Eggs", "indented", ""])
    #expect(lines[5].isEmptyItem && !lines[1].isEmptyItem)
    #expect(Checklist.lines(of: "").map(\.kind) == [.text], "an empty note is one empty line")
    #expect(Checklist.hasItems(text) && !Checklist.hasItems("Shop\nmilk"))
  }

  @Test("Words that begin with a combining mark: the button's prefix still reads as an item, and turns back")
  func combiningMark() throws {
    // "\u{300}" fuses with the prefix's last space into one Character; the fuzz target found the button adding a
    // second prefix instead of taking the first away.
    let text = "\u{300}accent"
    let item = try #require(Checklist.switchingItem(line: 0, in: text))
    #expect(item.unicodeScalars.elementsEqual("- [ ] \u{300}accent".unicodeScalars))
    #expect(Checklist.lines(of: item).map(\.kind) == [.item(isChecked: false)])
    #expect(Checklist.switchingItem(line: 0, in: item) == text)
    let toggled = try #require(Checklist.toggling(line: 0, in: item))
    #expect(Checklist.lines(of: toggled).map(\.kind) == [.item(isChecked: true)])
  }

  @Test("Toggling an item changes its box alone: other lines, and line breaks of any kind, stay as they were")
  func toggling() {
    let text = "Shop\r\n- [ ] milk\n- [x] bread"
    #expect(Checklist.toggling(line: 1, in: text) == "Shop\r\n- [x] milk\n- [x] bread")
    #expect(Checklist.toggling(line: 2, in: text) == "Shop\r\n- [ ] milk\n- [ ] bread")
    #expect(Checklist.toggling(line: 0, in: text) == nil, "words are not an item")
    #expect(Checklist.toggling(line: 3, in: text) == nil && Checklist.toggling(line: -1, in: text) == nil)
  }

  @Test("The checklist button makes a line an item, keeping its words, and turns an item back into words")
  func switching() {
    #expect(Checklist.switchingItem(line: 0, in: "") == "- [ ] ")
    #expect(Checklist.switchingItem(line: 1, in: "Shop\nmilk") == "Shop\n- [ ] milk")
    #expect(Checklist.switchingItem(line: 1, in: "Shop\n  - [x] milk") == "Shop\nmilk")
    #expect(Checklist.switchingItem(line: 2, in: "Shop\nmilk") == nil)
  }

  @Test("Return on an item continues the list; Return on an empty item ends it; any other change is as typed")
  func returnKey() {
    // At the end of an item, and in its middle (the words after the cursor go to the new item).
    #expect(Checklist.afterReturn(old: "- [ ] milk", new: "- [ ] milk\n") == "- [ ] milk\n- [ ] ")
    #expect(Checklist.afterReturn(old: "- [x] milk\nbread", new: "- [x] milk\n\nbread") == "- [x] milk\n- [ ] \nbread")
    #expect(Checklist.afterReturn(old: "- [ ] milkbread", new: "- [ ] milk\nbread") == "- [ ] milk\n- [ ] bread")
    // Return at the start of an item's words puts an empty item above it, as in Notes.
    #expect(Checklist.afterReturn(old: "- [ ] milk", new: "- [ ] \nmilk") == "- [ ] \n- [ ] milk")
    // On an empty item: the box goes and no line is added (the trimmed form "- [ ]" too).
    #expect(Checklist.afterReturn(old: "- [ ] milk\n- [ ] ", new: "- [ ] milk\n- [ ] \n") == "- [ ] milk\n")
    #expect(Checklist.afterReturn(old: "- [ ] milk\n- [ ]", new: "- [ ] milk\n- [ ]\n") == "- [ ] milk\n")
    // Not a list, not a Return, not one keystroke.
    #expect(Checklist.afterReturn(old: "milk", new: "milk\n") == nil)
    #expect(Checklist.afterReturn(old: "- [ ] milk", new: "- [ ] milks") == nil)
    #expect(Checklist.afterReturn(old: "- [ ] milk", new: "- [ ] milk\n\n") == nil)
    #expect(Checklist.afterReturn(old: "- [ ", new: "- [\n ") == nil, "a break inside the box is words")
  }

  @Test("The editor continues a list on Return, and its checklist button works on the last line")
  func editor() {
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: "", color: .yellow))
    editor.checklistButtonTapped()
    #expect(editor.text == "- [ ] ")
    editor.text += "milk"
    editor.text += "\n"
    #expect(editor.text == "- [ ] milk\n- [ ] ", "Return continued the list")
    editor.text += "\n"
    #expect(editor.text == "- [ ] milk\n", "Return on the empty item ended it")
    editor.text += "Thanks"
    editor.checklistButtonTapped()
    #expect(editor.text == "- [ ] milk\n- [ ] Thanks")
    editor.checklistButtonTapped()
    #expect(editor.text == "- [ ] milk\nThanks", "the button turns an item back into words")
    editor.acceptsEdits = { false }
    editor.checklistButtonTapped()
    #expect(editor.text == "- [ ] milk\nThanks", "an editor sliding away takes no change")
  }

  @Test("A box tapped on the board is saved as an edit: in the file, on the widget, with the time it changed")
  func toggleOnBoard() throws {
    let harness = VocaPinHarness()
    let day = Date(timeIntervalSince1970: 1_790_000_000)
    let app = harness.model(now: day)
    app.write(["Shop\n- [ ] milk\n- [x] bread"])
    let id = try #require(app.board.notes.first?.id)
    let later = harness.model(now: day.addingTimeInterval(60))
    let reloads = harness.widgetCenter.reloaded.count
    later.notesBoard.toggleChecklistItem(id, line: 1, words: "milk")
    #expect(later.board.note(id)?.text == "Shop\n- [x] milk\n- [x] bread")
    #expect(later.board.note(id)?.editedAt == day.addingTimeInterval(60))
    #expect(harness.widgetCenter.reloaded.count > reloads, "the widget redraws with the box")
    #expect(NotesRepository(store: harness.store).load().board.note(id)?.text == "Shop\n- [x] milk\n- [x] bread")
    later.notesBoard.toggleChecklistItem(id, line: 2, words: "bread")
    #expect(harness.model().board.note(id)?.text == "Shop\n- [x] milk\n- [ ] bread", "read back at the next launch")
    // A line that is no longer the item the board showed (changed elsewhere) is left alone.
    later.notesBoard.toggleChecklistItem(id, line: 1, words: "eggs")
    later.notesBoard.toggleChecklistItem(id, line: 0, words: "Shop")
    #expect(later.board.note(id)?.text == "Shop\n- [x] milk\n- [ ] bread")
  }

  @Test("A box whose save fails leaves the note as it was and says why: nothing is lost")
  func toggleThatFails() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["- [ ] milk"])
    let id = try #require(app.board.notes.first?.id)
    try harness.breakFolder()
    app.notesBoard.toggleChecklistItem(id, line: 0, words: "milk")
    #expect(app.board.note(id)?.text == "- [ ] milk")
    #expect(app.presentation.alert?.message?.hasPrefix("Your change could not be saved") == true)
    try harness.mendFolder()
  }

  @Test("Search, Share and Back Up carry a checklist as words, with no new field")
  func portable() throws {
    let note = Note(text: "- [ ] Milk\n- [x] Bread", color: .blue, createdAt: Date(timeIntervalSince1970: 0))
    #expect(NoteSearch.notes([note], matching: "milk bread") == [note])
    #expect(note.shareText == note.text)
    let decoded = try JSONDecoder().decode(Note.self, from: try JSONEncoder().encode(note))
    #expect(decoded == note)
  }

  @Test("VoiceOver reads an item's words and whether it is checked, never the brackets")
  func spoken() {
    #expect(Checklist.spoken("Shop\n- [ ] milk\n- [x] bread") == "Shop\nmilk, not checked\nbread, checked")
    #expect(VocaPinCopy.checklistState(isChecked: true).text == "checked")
    #expect(VocaPinCopy.checklistState(isChecked: false).text == "not checked")
  }

  @Test("The widget shows items with their boxes, a checked one struck through and dimmed")
  func widget() {
    let note = Note(text: "Shop\n- [ ] milk\n- [x] bread", color: .yellow, createdAt: Date(timeIntervalSince1970: 0))
    let face = VocaPinWidgetFace.note(note, isPinned: true)
    let lines = VocaPinWidgetLayout.of(.medium).lines(for: face)
    #expect(lines.map(\.words) == ["Shop", "milk", "bread"])
    #expect(lines.map(\.symbol) == [nil, "square", "checkmark.square.fill"])
    #expect(lines.map(\.isStruckThrough) == [false, false, true] && lines.map(\.isDimmed) == [false, false, true])
    #expect(VocaPinWidgetLayout.of(.small).text(for: face) == "Shop\n☐ milk\n☑ bread", "the scene draws the boxes")
    #expect(VocaPinWidgetLayout.of(.rectangular).text(for: face) == "Shop ☐ milk ☑ bread")
    // A note longer than the widget is given is cut at a word, after reading it whole: items stay items.
    let long = Note(
      text: (0..<400).map { "- [ ] item \($0)" }.joined(separator: "\n"), color: .yellow,
      createdAt: Date(timeIntervalSince1970: 0))
    let cut = VocaPinWidgetLayout.of(.large).lines(for: .note(long, isPinned: false))
    #expect(cut.dropLast().allSatisfy { $0.box == false } && cut.count < 400)
    #expect(cut.last?.isMore == true, "the rows the large widget has, then +N more (WidgetChecklistRowsTests)")
    #expect(cut.map(\.drawn).joined(separator: "\n").count <= VocaPinWidgetLayout.homeScreenCharacterLimit)
  }
}
