import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

/// The Share extension reads whatever another app hands it: any bytes as text, any URL. The sheet's text is
/// always within a note's length, free of control characters other than line breaks and tabs, and saves.
@Suite("VocaPin share input FuzzTests")
struct ShareInputFuzzTests {
  static let seeds = [
    "Basil pesto\r\nfor Sunday", "https://example.com/a?b=c#d", "\u{0}\u{1B}[31mred\u{7F}", "\u{2028}x\u{85}\t",
    "e\u{301}\u{301}\u{301}", "👩‍👩‍👧 \u{FEFF}",
  ].map { Array($0.utf8) }

  @Test("Random and mutated shares give bounded, clean text; links stay on their own line")
  func parsing() {
    var fuzzer = Fuzzer(seed: 0x5A4E)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      var items: [SharedItem] = []
      for _ in 0...fuzzer.int(0...10) {
        let bytes = fuzzer.chance(0.3) ? fuzzer.bytes(upTo: 200) : fuzzer.mutate(fuzzer.pick(Self.seeds))
        switch fuzzer.int(0...3) {
        case 0: items.append(.textData(Data(bytes)))
        case 1:
          if let url = URL(string: String(decoding: bytes, as: UTF8.self)) { items.append(.link(url)) }
        case 2:
          if let url = URL(string: "https://example.com/" + String(decoding: bytes, as: UTF8.self)) {
            items.append(.link(url))
          }
        default:
          // Now and then a huge item, as a whole document shared.
          let words = String(decoding: bytes, as: UTF8.self)
          items.append(.text(fuzzer.chance(0.05) ? String(repeating: words + " ", count: 400) : words))
        }
      }
      let draft = ShareDraft(items: items)
      #expect(draft.text.count <= NoteBoard.maximumLength)
      #expect(
        !draft.text.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        })
      #expect(draft.text == draft.text.trimmingCharacters(in: .whitespacesAndNewlines))
      for case .link(let url) in items.prefix(ShareDraft.maximumItems) {
        if let link = ShareDraft.webLink(url), draft.text.count < NoteBoard.maximumLength - ShareDraft.maximumLinkLength
        {
          #expect(draft.text.split(separator: "\n").contains { $0 == link } || draft.text.contains(link))
        }
      }
      if (try? NoteBoard.validated(draft.text)) == nil {
        #expect(draft.text.allSatisfy { $0.isWhitespace || $0.isNewline })
      }
    }
  }
}
