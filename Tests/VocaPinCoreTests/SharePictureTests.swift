import Foundation
import Testing

@testable import VocaPinCore

/// Share as Picture drew a checklist as its raw "- [ ]" words (a fresh review, 2026-12-01): the picture shows
/// the boxes, as the note does on the board. `StickyNoteImage` draws exactly these lines.
@Suite("VocaPin: Share as Picture")
struct SharePictureTests {
  @Test("A checklist's picture shows boxes, a checked item struck through and dimmed, never the brackets")
  func checklistAsBoxes() {
    let note = Note(text: "Shopping\n- [ ] milk\n  - [x] bread\n\n- [X] eggs", color: .yellow, createdAt: Date())
    let lines = VocaPinShareCard.lines(of: note)
    #expect(lines.map(\.words) == ["Shopping", "milk", "bread", "", "eggs"])
    #expect(lines.map(\.box) == [nil, false, true, nil, true])
    #expect(lines.map(\.symbol) == [nil, "square", "checkmark.square.fill", nil, "checkmark.square.fill"])
    #expect(lines.map(\.isStruckThrough) == [false, false, true, false, true])
    #expect(lines.map(\.isDimmed) == [false, false, true, false, true])
    #expect(lines.allSatisfy { $0.item == nil && $0.wordsRoute == nil }, "a picture has nothing to tap")
    #expect(VocaPinShareCard.text(of: note) == "Shopping\n☐ milk\n☑ bread\n\n☑ eggs")
    #expect(!VocaPinShareCard.text(of: note).contains("["))
  }

  @Test("A note without items is drawn as written; words that only look like a box stay words")
  func plainWordsAsWritten() {
    for text in ["Call the vet\nat 5", "-[ ] not an item\n- [y] nor this\n- [ ]x", "🙂\r\n- [ ] 🙂"] {
      let note = Note(text: text, color: .blue, createdAt: Date())
      let expected = Checklist.lines(of: text).map { $0.isItem ? "☐ " + $0.content : String($0.content) }
      #expect(VocaPinShareCard.text(of: note) == expected.joined(separator: "\n"), "\(text)")
    }
    let plain = Note(text: "Call the vet\nat 5", color: .blue, createdAt: Date())
    #expect(VocaPinShareCard.text(of: plain) == plain.text && plain.shareText == plain.text)
  }

  @Test("A note the picture holds is drawn whole, with no notice; blank lines past it are not a cut")
  func wholeNote() {
    let rows = (1...VocaPinShareCard.maximumRows).map { "Line \($0)" }
    let note = Note(text: rows.joined(separator: "\n") + "\n\n\n", color: .green, createdAt: Date())
    let picture = VocaPinShareCard.picture(of: note)
    #expect(!picture.continues && picture.lines.map(\.words) == rows)
    #expect(VocaPinShareCard.notice(for: note) == nil)
  }

  @Test("A long note's picture keeps its start and ends in …, and the Share menu says so")
  func longNoteSaysItContinues() throws {
    let text = (1...60).map { "- [ ] item \($0)" }.joined(separator: "\n")
    let note = Note(text: text, color: .yellow, createdAt: Date())
    let picture = VocaPinShareCard.picture(of: note)
    #expect(picture.continues)
    #expect(picture.lines.last == VocaPinWidgetLine(words: "…", box: nil), "the picture says it goes on")
    #expect(picture.lines.dropLast().map(\.words) == (1...VocaPinShareCard.maximumRows).map { "item \($0)" })
    #expect(VocaPinShareCard.text(of: note).hasSuffix("☐ item 40\n…"))
    #expect(VocaPinShareCard.notice(for: note) == VocaPinCopy.sharePictureShowsStart)
    #expect(VocaPinCopy.sharePictureShowsStart.text.contains("…"))
  }

  @Test("One long paragraph is cut after a whole word; wide characters fill the picture twice as fast")
  func longParagraphCutAtAWord() throws {
    let words = Array(repeating: "lorem ipsum", count: 200).joined(separator: " ")
    let note = Note(text: words, color: .pink, createdAt: Date())
    let picture = VocaPinShareCard.picture(of: note)
    #expect(picture.continues && picture.lines.count == 2)
    let start = try #require(picture.lines.first?.words)
    #expect(words.hasPrefix(start) && (start.hasSuffix("lorem") || start.hasSuffix("ipsum")))
    let budget = VocaPinShareCard.maximumRows * VocaPinShareCard.charactersPerRow
    #expect(start.count <= budget && start.count > budget / 2)
    let emoji = Note(text: String(repeating: "🙂", count: budget), color: .pink, createdAt: Date())
    let wide = VocaPinShareCard.picture(of: emoji)
    #expect(wide.continues && wide.lines.first?.words.count == budget / 2)
  }
}
