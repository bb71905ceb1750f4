import Foundation
import Localization

/// One line of a note: plain words, or a checklist item. The item's state lives in the note's own words, in
/// Simplenote's plain form ("- [ ] milk", "- [x] bread"), so iCloud Sync's records, the backup and export
/// files, search, Spotlight and the widget carry it with no new field, and a note written elsewhere in that
/// form reads as a checklist here.
public struct ChecklistLine: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case text
    case item(isChecked: Bool)
  }

  public let kind: Kind
  /// The words shown: a plain line whole; an item's after its box (its indent dropped).
  public let content: Substring
  /// The whole line in the note, without its line break.
  public let range: Range<String.Index>
  /// Where the item's prefix (indent, "- [ ] ") ends; the line's start for a plain line.
  let contentStart: String.Index
  /// The character between the brackets (" ", "x" or "X"); nil for a plain line.
  let box: Range<String.Index>?

  public var isItem: Bool { kind != .text }
  public var isChecked: Bool { kind == .item(isChecked: true) }
  /// An item with no words after its box: Return on it ends the list.
  public var isEmptyItem: Bool { isItem && content.allSatisfy(\.isWhitespace) }
  /// The words a view draws for the line: an empty line as one space, because SwiftUI's empty `Text` takes no
  /// height and a blank line between items would vanish from the board.
  public var shownWords: String { content.isEmpty ? " " : String(content) }
}

/// Reading and changing a note's checklist items. The text is outside input (a note file, an iCloud record, a
/// backup), so every function reads it once, front to back, and never traps: it works on the note's own
/// indices and changes only the prefix it found, so line breaks of any kind ("\n", "\r\n") stay as they were.
public enum Checklist {
  /// What a new item starts with.
  public static let uncheckedPrefix = "- [ ] "
  public static let checkedPrefix = "- [x] "

  /// An item's box as an SF Symbol: the board's and the widget's.
  public static func boxSymbol(isChecked: Bool) -> String { isChecked ? "checkmark.square.fill" : "square" }

  /// The note's lines in order; an empty note is one empty line, as a text view shows it.
  public static func lines(of text: String) -> [ChecklistLine] {
    var lines: [ChecklistLine] = []
    var start = text.startIndex
    var index = start
    while index < text.endIndex {
      if text[index].isNewline {
        lines.append(parse(text, start..<index))
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    lines.append(parse(text, start..<text.endIndex))
    return lines
  }

  /// Whether any line is an item: the board then shows boxes rather than the words as typed.
  public static func hasItems(_ text: String) -> Bool { lines(of: text).contains(where: \.isItem) }

  /// One line: optional spaces or tabs, "-", one space, "[", a space or "x"/"X", "]", then a space before the
  /// words or the line's end (a note's trailing white space is trimmed when it is saved, so an empty last
  /// item is kept as "- [ ]").
  static func parse(_ text: String, _ range: Range<String.Index>) -> ChecklistLine {
    let line = text[range]
    let plain = ChecklistLine(kind: .text, content: line, range: range, contentStart: range.lowerBound, box: nil)
    // Read scalar by scalar, not by Character: words that begin with a combining mark fuse with the prefix's last
    // space into one Character, and the prefix the checklist button wrote must still read as one.
    let scalars = line.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex, scalars[index] == " " || scalars[index] == "\t" {
      index = scalars.index(after: index)
    }
    for expected: Unicode.Scalar in ["-", " ", "["] {
      guard index < scalars.endIndex, scalars[index] == expected else { return plain }
      index = scalars.index(after: index)
    }
    guard index < scalars.endIndex, ["x", "X", " "].contains(scalars[index]) else { return plain }
    let boxStart = index
    let isChecked = scalars[index] != " "
    index = scalars.index(after: index)
    let box = boxStart..<index
    guard index < scalars.endIndex, scalars[index] == "]" else { return plain }
    index = scalars.index(after: index)
    if index < scalars.endIndex {
      guard scalars[index] == " " else { return plain }
      index = scalars.index(after: index)
    }
    return ChecklistLine(
      kind: .item(isChecked: isChecked), content: line[index...], range: range, contentStart: index, box: box)
  }

  /// The text with item `line` checked or unchecked; nil when there is no such line or it is not an item.
  public static func toggling(line: Int, in text: String) -> String? {
    let lines = lines(of: text)
    guard lines.indices.contains(line), let box = lines[line].box else { return nil }
    var toggled = text
    toggled.replaceSubrange(box, with: lines[line].isChecked ? " " : "x")
    return toggled
  }

  /// The checklist button on `line`: a plain line becomes an unchecked item (its words kept after the box);
  /// an item goes back to plain words, as Notes' button turns the list off. Nil when there is no such line.
  public static func switchingItem(line: Int, in text: String) -> String? {
    let lines = lines(of: text)
    guard lines.indices.contains(line) else { return nil }
    let found = lines[line]
    var changed = text
    if found.isItem {
      changed.replaceSubrange(found.range.lowerBound..<found.contentStart, with: "")
    } else {
      changed.insert(contentsOf: uncheckedPrefix, at: found.range.lowerBound)
    }
    return changed
  }

  /// What Return does in a list, given the text before and after one keystroke: when `new` is `old` with one
  /// line break added after an item with words, the new line starts with an empty box (the list continues);
  /// after an empty item the break is undone and the item becomes an empty plain line (the list ends), as in
  /// Notes. Nil for any other change, which the editor keeps as typed. Linear in the text's length.
  public static func afterReturn(old: String, new: String) -> String? {
    let oldBytes = old.utf8
    let newBytes = new.utf8
    guard newBytes.count == oldBytes.count + 1 else { return nil }
    // The first byte that differs is where the break went in (or, in a run of breaks, at its end).
    var oldIndex = oldBytes.startIndex
    var newIndex = newBytes.startIndex
    while oldIndex < oldBytes.endIndex, oldBytes[oldIndex] == newBytes[newIndex] {
      oldBytes.formIndex(after: &oldIndex)
      newBytes.formIndex(after: &newIndex)
    }
    guard newBytes[newIndex] == UInt8(ascii: "\n") else { return nil }
    guard newBytes[newBytes.index(after: newIndex)...].elementsEqual(oldBytes[oldIndex...]) else { return nil }
    // In a run of breaks the added one is taken as the first: Return at the end of the item above the run.
    while oldIndex > oldBytes.startIndex, oldBytes[oldBytes.index(before: oldIndex)] == UInt8(ascii: "\n") {
      oldBytes.formIndex(before: &oldIndex)
    }
    // A break inside a character (between "\r" and "\n") is no Return the editor can make.
    guard let split = oldIndex.samePosition(in: old) else { return nil }
    let lineStart = old[..<split].lastIndex(where: \.isNewline).map { old.index(after: $0) } ?? old.startIndex
    let lineEnd = old[split...].firstIndex(where: \.isNewline) ?? old.endIndex
    // What is before the break decides: an item's box with the break after it (words on either side or none).
    guard parse(old, lineStart..<split).isItem else { return nil }
    var changed = old
    let line = parse(old, lineStart..<lineEnd)
    if line.isEmptyItem {
      changed.replaceSubrange(line.range, with: "")
    } else {
      changed.insert(contentsOf: "\n" + uncheckedPrefix, at: split)
    }
    return changed
  }

  /// The words as VoiceOver reads them: each item's words then "checked" or "not checked" (`item`: the app's
  /// copy, or the widget extension's), never the brackets.
  public static func spoken(
    _ text: String,
    item: (String, Bool) -> LocalizedCopy = { VocaPinCopy.checklistItemLabel($0, isChecked: $1) }
  ) -> String {
    lines(of: text).map { line in
      switch line.kind {
      case .text: String(line.content)
      case .item(let isChecked): item(String(line.content), isChecked).text
      }
    }.joined(separator: "\n")
  }
}
