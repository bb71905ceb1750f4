import Foundation
import Testing

@testable import VocaPinCore

/// Tag suggestions while typing (issue 40): "#" or "#partial" before the cursor offers the user's tags, and a
/// choice completes the word in place. Offsets are UTF-16, as UITextView reports its selection.
@Suite("VocaPin tag suggestions while typing")
@MainActor
struct TagCompletionTests {
  /// The UTF-16 offset just after `prefix`.
  func at(_ prefix: String) -> Range<Int> { prefix.utf16.count..<prefix.utf16.count }

  let board: [TagCount] = [
    .init(name: "café", notes: 1), .init(name: "home", notes: 4), .init(name: "travel", notes: 2),
    .init(name: "work", notes: 3), .init(name: "workout", notes: 3),
  ]

  @Test("\"#\" offers the most used tags first, a handful at most; \"#partial\" only those starting with it")
  func offers() {
    let many = board + [.init(name: "zeta", notes: 1), .init(name: "alpha", notes: 1)]
    #expect(
      TagCompletion.suggestions(in: "Call #", selection: at("Call #"), from: many)
        == ["home", "work", "workout", "travel", "café"])
    #expect(TagCompletion.suggestions(in: "Call #wo", selection: at("Call #wo"), from: board) == ["work", "workout"])
    #expect(TagCompletion.suggestions(in: "Call #WOR", selection: at("Call #WOR"), from: board) == ["work", "workout"])
    #expect(TagCompletion.suggestions(in: "#cafe", selection: at("#cafe"), from: board) == ["café"], "accents folded")
    #expect(TagCompletion.suggestions(in: "#Café", selection: at("#Café"), from: board) == ["café"])
    #expect(TagCompletion.suggestions(in: "#x", selection: at("#x"), from: board).isEmpty)
  }

  @Test("Nothing is offered where no tag is being typed")
  func notATag() {
    for (text, cursor) in [
      ("Call home", "Call home"), ("a#wo", "a#wo"), ("C#", "C#"), ("https://x.com/#wo", "https://x.com/#wo"),
      ("#work now", "#work now"), ("##wo", "##wo"),
    ] {
      #expect(TagCompletion.suggestions(in: text, selection: at(cursor), from: board).isEmpty, "\(text)")
    }
    #expect(TagCompletion.suggestions(in: "#wo", selection: 0..<3, from: board).isEmpty, "a selection")
    #expect(TagCompletion.suggestions(in: "#wo", selection: 9..<9, from: board).isEmpty, "past the end")
    #expect(TagCompletion.suggestions(in: "#wo", selection: -1..<(-1), from: board).isEmpty)
  }

  @Test("Choosing one completes the word with a space after it; the rest of the note stays, the cursor after the space")
  func completes() throws {
    let text = "Shop\r\nCall #wo\r\nthen lunch"
    let edit = try #require(TagCompletion.completion("work", in: text, selection: at("Shop\r\nCall #wo")))
    #expect(edit.range == at("Shop\r\nCall ").lowerBound..<at("Shop\r\nCall #wo").lowerBound, "only the tag word")
    #expect(edit.applied(to: text) == "Shop\r\nCall #work \r\nthen lunch")
    #expect(edit.selection == at("Shop\r\nCall #work "))
    // The cursor in the middle of the word: the whole word is replaced, and a space already there is reused.
    let middle = try #require(TagCompletion.completion("workout", in: "#wrk today", selection: at("#w")))
    #expect(middle.applied(to: "#wrk today") == "#workout today" && middle.selection == at("#workout "))
    #expect(TagCompletion.completion("work", in: "plain", selection: at("plain")) == nil)
    #expect(TagCompletion.completion("1", in: "#", selection: at("#")) == nil, "not a tag name")
  }

  @Test("Emoji and combining marks before, in and after the word keep their characters and offsets")
  func graphemes() throws {
    let text = "👩‍👩‍👧 #cafe\u{301}"
    #expect(TagCompletion.typedTag(in: text, selection: at(text))?.partial == "cafe\u{301}")
    let edit = try #require(TagCompletion.completion("café", in: text, selection: at(text)))
    #expect(edit.applied(to: text) == "👩‍👩‍👧 #café ")
    // Between "e" and its combining accent: inside one character, nothing offered.
    #expect(TagCompletion.typedTag(in: text, selection: at("👩‍👩‍👧 #cafe")) == nil)
    // Inside the emoji's UTF-16 units.
    #expect(TagCompletion.typedTag(in: "#a👍", selection: 3..<3) == nil)
    #expect(TagCompletion.suggestions(in: "😀 #h", selection: at("😀 #h"), from: board) == ["home"])
  }

  @Test(
    "In the editor: the row reads the cursor's suggestions, a tap makes the edit in place once, and Undo's edit fits")
  func editor() throws {
    let app = VocaPinHarness().model()
    app.write(["Plumber #home", "Keys #home", "Slides #work"])
    app.startNewNote()
    let editor = try #require(app.editor)
    editor.textViewChanged("Call #h and more", selection: at("Call #h"))
    #expect(editor.tagSuggestions == ["home"])
    #expect(editor.suggestionTitle("home") == "#home" && editor.suggestionLabel("home").text == "Add tag home")
    editor.chooseTag("home")
    #expect(editor.text == "Call #home and more" && editor.selection == at("Call #home "))
    #expect(editor.takeButtonEdit().flatMap { $0.applied(to: "Call #h and more") } == editor.text)
    #expect(editor.tagSuggestions.isEmpty, "the tag is done")
    editor.textViewChanged("#", selection: at("#"))
    #expect(editor.tagSuggestions == ["home", "work"])
  }
}
