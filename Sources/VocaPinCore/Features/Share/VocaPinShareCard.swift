import Foundation
import Localization

/// A note shared as a picture of its sticky note (Share as Picture): the card's width and scale (1,080 pixels
/// wide at 3x, and at least as tall), and the lines it draws.
public enum VocaPinShareCard {
  public static let pointSize = 340.0
  public static let margin = 10.0
  public static let scale = 3.0

  /// The rows a picture holds at most, counted as `rows(of:)` does: the card grows downwards with the note (its
  /// lettering never shrinks to a scrawl), about 1,500 points tall at this many, so a very long note is not
  /// drawn whole into a picture no one can read on a phone.
  public static let maximumRows = 40
  /// About how many narrow characters the handwriting at 28 points fits on one row of the card's 308 points of
  /// text (a wide one, CJK or emoji, counts twice).
  public static let charactersPerRow = 22

  /// What the picture draws: as much of the note as `maximumRows` allows, and whether the note goes on past it.
  public struct Picture: Equatable, Sendable {
    public let lines: [VocaPinWidgetLine]
    /// Cut short: its last line is "…", and the Share menu says that the picture shows the start.
    public let continues: Bool
  }

  /// The note's lines as the picture draws them, as the board and the widget show them: a checklist item as its
  /// box (an SF Symbol, `symbol`) and its words, a checked one struck through and dimmed, never the "- [ ]" it is
  /// kept as. The same line values the widget draws (`VocaPinWidgetLine`), with nothing to tap. A note longer
  /// than `maximumRows` keeps its first rows, a line cut at a word, and ends in a line "…".
  public static func picture(of note: Note) -> Picture {
    let all = Checklist.lines(of: note.text).map { line in
      VocaPinWidgetLine(words: String(line.content), box: line.isItem ? line.isChecked : nil)
    }
    var kept: [VocaPinWidgetLine] = []
    var left = maximumRows
    for (index, line) in all.enumerated() {
      let cost = rows(of: line)
      if cost <= left {
        kept.append(line)
        left -= cost
        continue
      }
      // Only blank lines left: nothing is missing.
      if all[index...].allSatisfy({ $0.words.isEmpty && $0.box == nil }) { break }
      if left > 0, let start = start(of: line.words, width: left * charactersPerRow - (line.box == nil ? 0 : 2)) {
        kept.append(VocaPinWidgetLine(words: start, box: line.box))
      }
      kept.append(VocaPinWidgetLine(words: "…", box: nil))
      return Picture(lines: kept, continues: true)
    }
    return Picture(lines: kept, continues: false)
  }

  /// The picture's lines (`picture(of:)`).
  public static func lines(of note: Note) -> [VocaPinWidgetLine] { picture(of: note).lines }

  /// The picture's words as text, each box as a character (☐, ☑): what it shows, line for line.
  public static func text(of note: Note) -> String {
    lines(of: note).map(\.drawn).joined(separator: "\n")
  }

  /// What the Share menu says under Share as Image when the picture cannot hold the whole note; nil when it does.
  public static func notice(for note: Note) -> LocalizedCopy? {
    picture(of: note).continues ? VocaPinCopy.sharePictureShowsStart : nil
  }

  /// The rows `line` takes on the card, about: its characters (a box as two) over `charactersPerRow`, at least one.
  static func rows(of line: VocaPinWidgetLine) -> Int {
    let width = line.words.reduce(line.box == nil ? 0 : 2) { $0 + self.width(of: $1) }
    return max(1, (width + charactersPerRow - 1) / charactersPerRow)
  }

  /// A character's width in narrow characters: two for CJK, emoji and other wide scripts.
  static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    return scalar.value >= 0x2E80 || scalar.properties.isEmojiPresentation ? 2 : 1
  }

  /// The start of `words` that fits in `width` narrow characters, cut after its last whole word when there is
  /// one in the second half; nil when nothing fits.
  static func start(of words: String, width: Int) -> String? {
    var used = 0
    var end = words.startIndex
    for index in words.indices {
      used += self.width(of: words[index])
      guard used <= width else { break }
      end = words.index(after: index)
    }
    let fitted = words[..<end]
    guard !fitted.isEmpty else { return nil }
    if let space = fitted.lastIndex(where: \.isWhitespace),
      fitted.distance(from: fitted.startIndex, to: space) > width / 2
    {
      return String(fitted[..<space])
    }
    return String(fitted)
  }
}

extension Note {
  /// What "Share as Text" hands over: the words as written.
  public var shareText: String { text }
}
