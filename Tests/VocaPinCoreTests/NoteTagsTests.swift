import Foundation
import Testing

@testable import VocaPinCore

/// The tag rules (`NoteTags`), one user-visible case each: what Apple Notes and Simplenote users write.
@Suite("VocaPin tags: what is a tag")
struct NoteTagsTests {
  @Test("#word anywhere in a note is a tag, case-insensitive, each once, in the order first written")
  func words() {
    #expect(NoteTags.tags(in: "#Work call\nthen #home, and #WORK again.") == ["work", "home"])
    #expect(NoteTags.tags(in: "(#errands) “#garden” ¿#fiesta?") == ["errands", "garden", "fiesta"])
  }

  @Test("Any script: letters, digits, - and _ make the name; other characters end it")
  func scripts() {
    #expect(
      NoteTags.tags(in: "#café #日本語 #москва #plan_2026-q1 #سفر") == ["café", "日本語", "москва", "plan_2026-q1", "سفر"])
    #expect(NoteTags.tags(in: "#todo- #-x #_y #a/b") == ["todo", "a"])
  }

  @Test("Not a tag: after a word character, a second #, inside a link, digits alone, a heading, an entity")
  func notTags() {
    for text in [
      "C# and F#", "a#b", "##double", "https://example.com/#/about", "see www.example.com/#top", "#1 priority",
      "#2026", "# Heading", "&#39;", "mail me@x.com#tag", "#",
    ] {
      #expect(NoteTags.tags(in: text).isEmpty, "\(text)")
    }
  }

  @Test("A name longer than the cap is no tag at all; a note counts its first 20 distinct tags")
  func caps() {
    let long = String(repeating: "a", count: NoteTags.maximumLength)
    #expect(NoteTags.tags(in: "#\(long)") == [long])
    #expect(NoteTags.tags(in: "#\(long)b #ok").map(\.count) == [2])
    let many = (1...30).map { "#t\($0)" }.joined(separator: " ")
    #expect(NoteTags.tags(in: many) == (1...NoteTags.maximumPerNote).map { "t\($0)" })
  }

  @Test("A search term written as a tag names it; any other term does not")
  func searchTerms() {
    #expect(NoteTags.tag(inTerm: "#Work") == "work")
    #expect(NoteTags.tag(inTerm: "work") == nil && NoteTags.tag(inTerm: "#") == nil)
    #expect(NoteTags.tag(inTerm: "#work,") == nil && NoteTags.tag(inTerm: "#12") == nil)
  }
}
