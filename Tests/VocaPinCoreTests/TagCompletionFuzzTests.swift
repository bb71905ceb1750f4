import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

/// Suggestions read any note text (typed, dictated, pasted, synced) at any cursor the text view reports, which
/// may trail the text or fall inside a character: never a crash, and a completion changes only the tag word.
@Suite("VocaPin tag suggestions FuzzTests")
struct TagCompletionFuzzTests {
  static let seeds = [
    "Call #wo", "#", "a #café\u{301} b", "👩‍👩‍👧#x #😀 #a", "line\r\n#ho\r\nmore", "https://x.com/#wo (#ta",
    "#\u{0}#\u{FEFF}x", String(repeating: "#t", count: 30),
  ].map { Array($0.utf8) }

  @Test("Hostile text and cursor offsets: suggestions from the board only, completions that keep the rest of the note")
  func completion() {
    var fuzzer = Fuzzer(seed: 0x7A6C)
    let alphabet = Fuzzer.syntax + Array("##  #é日-_\u{301}👍".utf8)
    let board: [TagCount] = [.init(name: "work", notes: 2), .init(name: "café", notes: 1), .init(name: "日本", notes: 3)]
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let bytes =
        fuzzer.chance(0.3)
        ? fuzzer.bytes(upTo: 200, alphabet: alphabet) : fuzzer.mutate(fuzzer.pick(Self.seeds), alphabet: alphabet)
      let text = String(decoding: bytes, as: UTF8.self)
      let length = text.utf16.count
      let lower = fuzzer.int(-2...(length + 2))
      let selection = lower..<max(lower, fuzzer.chance(0.8) ? lower : fuzzer.int(-2...(length + 2)))
      let suggestions = TagCompletion.suggestions(in: text, selection: selection, from: board)
      #expect(suggestions.count <= TagCompletion.maximumShown)
      #expect(suggestions.allSatisfy { name in board.contains { $0.name == name } })
      guard let typed = TagCompletion.typedTag(in: text, selection: selection) else {
        #expect(suggestions.isEmpty)
        return
      }
      #expect(typed.range.lowerBound >= 0 && typed.range.upperBound <= length)
      for tag in board.map(\.name) {
        guard let edit = TagCompletion.completion(tag, in: text, selection: selection),
          let changed = edit.applied(to: text)
        else {
          Issue.record("a typed tag always completes: \(text.debugDescription) at \(selection)")
          continue
        }
        let units = Array(text.utf16)
        let result = Array(changed.utf16)
        // Before the word and after it, the note is as it was.
        #expect(Array(result.prefix(typed.range.lowerBound)) == Array(units.prefix(typed.range.lowerBound)))
        #expect(
          Array(result.suffix(length - typed.range.upperBound)) == Array(units.suffix(length - typed.range.upperBound)))
        #expect(edit.selection.upperBound <= result.count)
        #expect(NoteTags.tags(in: "#" + tag).first == tag)
      }
    }
  }
}
