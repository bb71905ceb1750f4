import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

/// Tags are read from any note text (typed, shared, synced, restored): hostile text never crashes, and every
/// tag found keeps the rules (`NoteTags`).
@Suite("VocaPin tags FuzzTests")
struct NoteTagsFuzzTests {
  static let seeds = [
    "#work #Work ##x a#b", "https://x.com/#/a #ok", "#café e\u{301} #e\u{301}t\u{301}", "#日本 #١٢ #a-_-", "(#a)[#b]{#c}",
    "#\u{0}#\u{FEFF}x #👩‍👩‍👧", String(repeating: "#t ", count: 40),
  ].map { Array($0.utf8) }

  @Test("Random and mutated text gives tags that follow the rules, each once, within the caps, and finds them back")
  func parsing() {
    var fuzzer = Fuzzer(seed: 0x7A65)
    let alphabet = Fuzzer.syntax + Array("##  #é日-_".utf8)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let bytes =
        fuzzer.chance(0.3)
        ? fuzzer.bytes(upTo: 300, alphabet: alphabet) : fuzzer.mutate(fuzzer.pick(Self.seeds), alphabet: alphabet)
      let text = String(decoding: bytes, as: UTF8.self)
      let tags = NoteTags.tags(in: text)
      #expect(tags.count <= NoteTags.maximumPerNote && Set(tags).count == tags.count)
      for tag in tags {
        #expect(!tag.isEmpty && tag.count <= NoteTags.maximumLength && tag == tag.lowercased())
        #expect(tag.allSatisfy(NoteTags.isNameCharacter) && tag.contains(where: \.isLetter))
        #expect(tag.first != "-" && tag.first != "_" && tag.last != "-" && tag.last != "_")
        #expect(NoteTags.tag(inTerm: "#" + tag) == tag, "a chip's search finds its tag")
      }
      let note = Note(text: text, color: .yellow, createdAt: Date(timeIntervalSince1970: 0))
      for tag in tags {
        #expect(NoteSearch.notes([note], matching: "#" + tag) == [note])
      }
    }
  }
}
