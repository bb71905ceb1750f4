import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

/// A checklist is read from a note's words, which come from outside (note files other processes write, iCloud
/// records another device wrote, backup files): any bytes read as lines, and every edit changes only its box.
@Suite("VocaPin checklist hostile input")
struct ChecklistFuzzTests {
  static let seeds = [
    "Shop\n- [ ] milk\n- [x] bread\n- [X] eggs", "  - [ ]\r\n- [x]", "- [ ] \n\n- [ ] a", "-[x] [ ] - [",
  ].map { Array($0.utf8) }

  @Test("Mutated and random notes read as lines that cover the text; toggles and the button change only the box")
  func lines() {
    var fuzzer = Fuzzer(seed: 0xC4EC)
    var items = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let bytes = fuzzer.chance(0.2) ? fuzzer.bytes(upTo: 120) : fuzzer.mutate(fuzzer.pick(Self.seeds))
      let text = String(decoding: bytes, as: UTF8.self)
      let lines = Checklist.lines(of: text)
      #expect(lines.count == text.reduce(1) { $0 + ($1.isNewline ? 1 : 0) })
      // The lines and their breaks are the whole text, in order.
      #expect(lines.reduce(lines.count - 1) { $0 + text[$1.range].count } == text.count)
      #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.range.upperBound < $1.range.lowerBound })
      for (index, line) in lines.enumerated() {
        if line.isItem {
          items += 1
          let toggled = Checklist.toggling(line: index, in: text)
          #expect(toggled?.utf8.count == text.utf8.count)
          #expect(toggled.map { Checklist.lines(of: $0)[index].isChecked } == !line.isChecked)
        } else {
          #expect(Checklist.toggling(line: index, in: text) == nil)
          // Made an item and back: the words as they were.
          let item = Checklist.switchingItem(line: index, in: text)
          #expect(item.flatMap { Checklist.switchingItem(line: index, in: $0) } == text)
        }
      }
      _ = Checklist.spoken(text)
      _ = VocaPinWidgetLayout.of(.large).lines(
        for: .note(Note(text: text, color: .yellow, createdAt: .now), isPinned: false))
    }
    #expect(items > 0)
  }

  @Test("Return typed anywhere in a mutated note continues or ends a list, or is kept as typed; never crashes")
  func returnKey() {
    var fuzzer = Fuzzer(seed: 0x0E7E)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let old = String(decoding: fuzzer.mutate(fuzzer.pick(Self.seeds)), as: UTF8.self)
      let offset = fuzzer.int(0...old.count)
      let cursor = old.index(old.startIndex, offsetBy: offset)
      var new = old
      new.insert("\n", at: cursor)
      guard let changed = Checklist.afterReturn(old: old, new: new) else { return }
      // Either an empty box went in after the break, or an empty item was taken out.
      let continued = changed.utf8.count == new.utf8.count + Checklist.uncheckedPrefix.utf8.count
      #expect(continued || changed.utf8.count < old.utf8.count)
      // Any other pair of texts is left as typed unless it is one added break.
      let other = String(decoding: fuzzer.bytes(upTo: 40), as: UTF8.self)
      if other.utf8.count != old.utf8.count + 1 { #expect(Checklist.afterReturn(old: old, new: other) == nil) }
    }
  }
}
