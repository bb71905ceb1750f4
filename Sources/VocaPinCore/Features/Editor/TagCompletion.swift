import Foundation

/// Tag suggestions while typing, as Apple Notes offers them: when the words before the cursor end in "#" or
/// "#partial", the user's tags that start with the partial are offered (most used first, a handful at most),
/// and choosing one completes the word in place. Decided here from the text and the cursor alone, so the view
/// only shows the row and applies the edit (in place, so Undo takes it back). The cursor is the text view's
/// report in UTF-16 offsets, which may trail the text: every offset is checked, never trusted.
public enum TagCompletion {
  /// Suggestions shown at once: a row above the keyboard holds about this many buttons.
  public static let maximumShown = 5

  /// The tag word the cursor is typing: its UTF-16 range, from the `#` to the end of its name (the cursor may
  /// be inside it), and the part of the name before the cursor. Nil for a selection, an offset outside the text
  /// or inside a character, or a `#` that would not start a tag (`NoteTags`' rules: "a#b", a link's "#top").
  public static func typedTag(in text: String, selection: Range<Int>) -> (range: Range<Int>, partial: String)? {
    guard selection.isEmpty, let cursor = Checklist.index(text, utf16: selection.lowerBound) else { return nil }
    var start = cursor
    while start > text.startIndex, NoteTags.isNameCharacter(text[text.index(before: start)]) {
      start = text.index(before: start)
    }
    guard start > text.startIndex else { return nil }
    let hash = text.index(before: start)
    guard text[hash] == "#", NoteTags.startsTag(in: text, at: hash) else { return nil }
    let partial = text[start..<cursor]
    guard partial.count <= NoteTags.maximumLength else { return nil }
    var end = cursor
    while end < text.endIndex, NoteTags.isNameCharacter(text[end]) { end = text.index(after: end) }
    return (Checklist.offset(text, hash)..<Checklist.offset(text, end), String(partial))
  }

  /// The tags to offer at the cursor: those whose name starts with the partial, ignoring case and accents
  /// (`NoteTags.key`), the most used first (then alphabetical), at most `maximumShown`; empty when the cursor
  /// is not typing a tag.
  public static func suggestions(in text: String, selection: Range<Int>, from tags: [TagCount]) -> [String] {
    guard let typed = typedTag(in: text, selection: selection) else { return [] }
    let partial = NoteTags.key(typed.partial)
    return
      tags
      .filter { NoteTags.key($0.name).hasPrefix(partial) }
      .enumerated()
      .sorted { $0.element.notes != $1.element.notes ? $0.element.notes > $1.element.notes : $0.offset < $1.offset }
      .prefix(maximumShown)
      .map(\.element.name)
  }

  /// Choosing `tag`: the whole tag word at the cursor becomes "#tag" followed by a space (one already there is
  /// reused), and the cursor goes after that space; the rest of the note is untouched. Nil when the cursor is
  /// not typing a tag, or `tag` is not a name a note could hold.
  public static func completion(_ tag: String, in text: String, selection: Range<Int>) -> TextEdit? {
    guard let typed = typedTag(in: text, selection: selection), NoteTags.tag(inTerm: "#" + tag) != nil,
      let end = Checklist.index(text, utf16: typed.range.upperBound)
    else { return nil }
    let spaced = end < text.endIndex && text[end] == " "
    let replacement = "#" + tag + (spaced ? "" : " ")
    let cursor = typed.range.lowerBound + replacement.utf16.count + (spaced ? 1 : 0)
    return TextEdit(range: typed.range, replacement: replacement, selection: cursor..<cursor)
  }
}
