import Foundation

/// One change to the editor's text as a text view makes it (UITextView's `replace(_:withText:)`): the UTF-16
/// range replaced (`NSRange`'s units, as the view reports its selection), what goes there, and the selection
/// after. Applied in the view, where the cursor stays where it belongs and Undo takes it back.
public struct TextEdit: Equatable, Sendable {
  public let range: Range<Int>
  public let replacement: String
  public let selection: Range<Int>

  public init(range: Range<Int>, replacement: String, selection: Range<Int>) {
    self.range = range
    self.replacement = replacement
    self.selection = selection
  }

  /// The text with the edit made, scalar by scalar (an item's prefix may end inside a character, when its words
  /// begin with a combining mark); nil when its range is not in `text` or splits a scalar.
  public func applied(to text: String) -> String? {
    let scalars = text.unicodeScalars
    func index(_ offset: Int) -> String.Index? {
      guard offset >= 0,
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: offset, limitedBy: text.utf16.endIndex)
      else { return nil }
      return index.samePosition(in: scalars)
    }
    guard let lower = index(range.lowerBound), let upper = index(range.upperBound) else { return nil }
    var changed = scalars
    changed.replaceSubrange(lower..<upper, with: replacement.unicodeScalars)
    return String(changed)
  }
}

/// The editor's list keys at the cursor (a text view's selection, in UTF-16 offsets): what Return and the
/// checklist button do is decided here, from the text and the selection alone, so the view only applies it.
/// The selection is outside input (a view's report may trail the text), so every offset is checked, never trusted.
extension Checklist {
  /// Return typed over `selection`: after an item's box the break goes in with an empty box after it (the list
  /// continues) and the cursor after that box; on an empty item (nothing selected) the box goes and the line
  /// stays, empty (the list ends), as in Notes. Nil anywhere else: the view types the break itself.
  public static func returnEdit(in text: String, selection: Range<Int>) -> TextEdit? {
    guard let lower = index(text, utf16: selection.lowerBound), let upper = index(text, utf16: selection.upperBound)
    else { return nil }
    let lineStart = text[..<lower].lastIndex(where: \.isNewline).map { text.index(after: $0) } ?? text.startIndex
    // What is before the cursor decides: an item's box with the break after it (words on either side or none).
    guard parse(text, lineStart..<lower).isItem else { return nil }
    let lineEnd = text[upper...].firstIndex(where: \.isNewline) ?? text.endIndex
    let line = parse(text, lineStart..<lineEnd)
    if selection.isEmpty, line.isEmptyItem {
      let start = offset(text, lineStart)
      return TextEdit(range: start..<offset(text, lineEnd), replacement: "", selection: start..<start)
    }
    let inserted = "\n" + uncheckedPrefix
    let cursor = selection.lowerBound + inserted.utf16.count
    return TextEdit(range: selection, replacement: inserted, selection: cursor..<cursor)
  }

  /// The checklist button on the line where the selection starts: a plain line becomes an unchecked item, an item
  /// goes back to plain words; the selection moves with the words it was on. Nil when the selection is not in
  /// the text.
  public static func switchingEdit(in text: String, selection: Range<Int>) -> TextEdit? {
    guard let lower = index(text, utf16: selection.lowerBound), index(text, utf16: selection.upperBound) != nil
    else { return nil }
    let lineStart = text[..<lower].lastIndex(where: \.isNewline).map { text.index(after: $0) } ?? text.startIndex
    let lineEnd = text[lower...].firstIndex(where: \.isNewline) ?? text.endIndex
    let line = parse(text, lineStart..<lineEnd)
    let start = offset(text, lineStart)
    if line.isItem {
      let end = offset(text, line.contentStart)
      // A bound inside the removed prefix goes to the line's start; one after it moves back by the prefix.
      func moved(_ bound: Int) -> Int { bound <= start ? bound : bound >= end ? bound - (end - start) : start }
      return TextEdit(
        range: start..<end, replacement: "",
        selection: moved(selection.lowerBound)..<moved(selection.upperBound))
    }
    let added = uncheckedPrefix.utf16.count
    func moved(_ bound: Int) -> Int { bound >= start ? bound + added : bound }
    return TextEdit(
      range: start..<start, replacement: uncheckedPrefix,
      selection: moved(selection.lowerBound)..<moved(selection.upperBound))
  }

  /// The index `utf16` code units into `text`; nil when out of range, negative, or inside a character.
  static func index(_ text: String, utf16 offset: Int) -> String.Index? {
    guard offset >= 0,
      let index = text.utf16.index(text.utf16.startIndex, offsetBy: offset, limitedBy: text.utf16.endIndex)
    else { return nil }
    return index.samePosition(in: text)
  }

  static func offset(_ text: String, _ index: String.Index) -> Int {
    text.utf16.distance(from: text.utf16.startIndex, to: index)
  }
}
