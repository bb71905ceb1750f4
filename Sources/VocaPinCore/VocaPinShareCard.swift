import Foundation

/// A note shared as a picture of its sticky note (Share as Picture): the card's size and scale (1,080 pixels
/// square at 3x), and the lines it draws.
public enum VocaPinShareCard {
  public static let pointSize = 340.0
  public static let margin = 10.0
  public static let scale = 3.0
  public static var pixelSize: Double { (pointSize + 2 * margin) * scale }

  /// The note's lines as the picture draws them, as the board and the widget show them: a checklist item as its
  /// box (an SF Symbol, `symbol`) and its words, a checked one struck through and dimmed, never the "- [ ]" it is
  /// kept as. The same line values the widget draws (`VocaPinWidgetLine`), with nothing to tap.
  public static func lines(of note: Note) -> [VocaPinWidgetLine] {
    Checklist.lines(of: note.text).map { line in
      VocaPinWidgetLine(words: String(line.content), box: line.isItem ? line.isChecked : nil)
    }
  }

  /// The picture's words as text, each box as a character (☐, ☑): what it shows, line for line.
  public static func text(of note: Note) -> String {
    lines(of: note).map(\.drawn).joined(separator: "\n")
  }
}

extension Note {
  /// What "Share as Text" hands over: the words as written.
  public var shareText: String { text }
}
