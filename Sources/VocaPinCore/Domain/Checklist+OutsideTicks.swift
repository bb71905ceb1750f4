import Foundation

extension Checklist {
  /// The boxes `changed` ticked or unticked against `original`, when that is all it changed: the same lines in
  /// the same order, each with the same words and kind, only boxes differing. Nil when anything else changed.
  /// The widget's box (`VocaPinQuickActions.toggleItem`) writes only such a change, while the note may be open
  /// in the editor here.
  public static func boxChanges(from original: String, to changed: String) -> [(words: Substring, isChecked: Bool)]? {
    let before = lines(of: original)
    let after = lines(of: changed)
    guard before.count == after.count else { return nil }
    var changes: [(words: Substring, isChecked: Bool)] = []
    for (old, new) in zip(before, after) {
      // The whole line alike but for the one character between the brackets ("x", "X" or a space).
      if let oldBox = old.box, let newBox = new.box {
        guard original[old.range.lowerBound..<oldBox.lowerBound] == changed[new.range.lowerBound..<newBox.lowerBound],
          original[oldBox.upperBound..<old.range.upperBound] == changed[newBox.upperBound..<new.range.upperBound]
        else { return nil }
      } else {
        guard old.box == nil, new.box == nil, original[old.range] == changed[new.range] else { return nil }
      }
      if old.isChecked != new.isChecked { changes.append((new.content, new.isChecked)) }
    }
    return changes
  }

  /// `text` with each box change applied to the first item with those words whose box is still the other way
  /// (by the line's words, not its place: lines typed above it in the editor move it). An item the user since
  /// reworded or removed is left as the user has it: their edit is the newer.
  public static func applying(_ changes: [(words: Substring, isChecked: Bool)], to text: String) -> String {
    var result = text
    for change in changes {
      let found = lines(of: result).first {
        $0.isItem && $0.content == change.words && $0.isChecked != change.isChecked
      }
      guard let found, let box = found.box else { continue }
      result.replaceSubrange(box, with: change.isChecked ? "x" : " ")
    }
    return result
  }
}
