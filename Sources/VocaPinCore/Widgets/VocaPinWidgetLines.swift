import DesignSystem
import Foundation

/// One line of what a Home Screen widget shows: words, and for a checklist item its box. The SwiftUI widget
/// draws the box as an SF Symbol and a checked item's words struck through and dimmed; the Linux scene draws
/// the box as a character (`drawn`), so both show the same lines from the same values.
public struct VocaPinWidgetLine: Equatable, Sendable {
  public let words: String
  /// Nil for plain words; whether the item is checked.
  public let box: Bool?
  /// What the item's box asks for when tapped (iOS 17 `Button(intent:)`, which wraps the box alone); nil for
  /// plain words or a message.
  public var item: VocaPinWidgetItem? = nil
  /// Where a tap on the line's words goes: the note, opened in the app, as a row of Apple's Reminders widget opens
  /// its list rather than ticking the reminder; nil for a face without a note (the widget's own link). Only the
  /// box checks an item.
  public var wordsRoute: VocaPinRoute? = nil

  /// The last row of a checklist longer than its family shows: "+N more", dimmed, opening the note.
  public var isMore = false

  public var isChecked: Bool { box == true }
  /// A checked item is done: struck through and dimmed, as Notes and Reminders show one; "+N more" is dimmed too.
  public var isStruckThrough: Bool { isChecked }
  public var isDimmed: Bool { isChecked || isMore }
  /// How much of the ink a dimmed line keeps: still readable on every paper (the ink's contrast is far above
  /// what text needs), plainly lighter than the rest.
  public static let dimmedOpacity = 0.55
  /// The box's SF Symbol.
  public var symbol: String? { box.map { Checklist.boxSymbol(isChecked: $0) } }
  /// The line as plain text: the box as a character, for the scene and the Lock Screen's one line.
  public var drawn: String {
    switch box {
    case nil: words
    case true?: "☑ " + words
    case false?: "☐ " + words
    }
  }
}

/// A checklist item as a widget drew it: its note, its line and its words then. The widget's box sends it to
/// `VocaPinQuickActions.toggleItem`, which checks it against the note as it is now.
public struct VocaPinWidgetItem: Equatable, Sendable {
  public let noteID: UUID
  public let line: Int
  public let words: String

  public init(noteID: UUID, line: Int, words: String) {
    self.noteID = noteID
    self.line = line
    self.words = words
  }
}

extension VocaPinWidgetLayout {
  /// The lines a Home Screen family shows of a face: a note's lines with their boxes, up to the start the
  /// widget is given (`homeScreenCharacterLimit`, the last line cut at a word); a face without a note, its
  /// message. The note is read whole first, so a cut never turns an item into words with brackets. A checklist
  /// shows one row a line (`NoteWidget`'s `checklist`), which no line limit shortens: at most `lineLimit` rows,
  /// the last saying how many lines it leaves out ("+N more"), as Reminders' widget does.
  public func lines(for face: VocaPinWidgetFace) -> [VocaPinWidgetLine] {
    guard case .note(let note, _) = face else {
      return FirstWords.of(face.text, limit: Self.homeScreenCharacterLimit)
        .split(separator: "\n", omittingEmptySubsequences: false).map { VocaPinWidgetLine(words: String($0), box: nil) }
    }
    let all = Checklist.lines(of: note.text)
    var rows = all.count
    // Only a Home Screen checklist is cut by rows; plain words shrink and end within the family's line limit.
    if characterLimit == nil, all.contains(where: \.isItem), all.count > lineLimit {
      // Blank lines past the rows are left out unsaid; a line with words past them takes the last row's place.
      let wordsBeyond = all.dropFirst(lineLimit).contains { !$0.content.allSatisfy(\.isWhitespace) }
      rows = wordsBeyond ? lineLimit - 1 : lineLimit
    }
    var shown: [VocaPinWidgetLine] = []
    var left = Self.homeScreenCharacterLimit
    for (index, line) in all.prefix(rows).enumerated() {
      guard left > 0 else { break }
      let box: Bool? = line.isItem ? line.isChecked : nil
      // The box and the line break count as characters, as they take room.
      let cost = line.content.count + (box == nil ? 0 : 2)
      let words = cost <= left ? String(line.content) : FirstWords.of(String(line.content), limit: max(1, left - 2))
      // The item's whole words, not the cut ones shown: the tap is refused if the line changed meanwhile.
      let item = line.isItem ? VocaPinWidgetItem(noteID: note.id, line: index, words: String(line.content)) : nil
      shown.append(VocaPinWidgetLine(words: words, box: box, item: item, wordsRoute: .note(note.id)))
      left -= cost + 1
    }
    let more = all.dropFirst(shown.count).filter { !$0.content.allSatisfy(\.isWhitespace) }.count
    if rows < all.count, more > 0 {
      shown.append(
        VocaPinWidgetLine(
          words: VocaPinCopy.Widget.moreLines(more).text, box: nil, wordsRoute: .note(note.id), isMore: true))
    }
    return shown
  }

  /// The link a line's words carry in this family (`Link`), nil where the family has one tap target: WidgetKit
  /// gives only medium and large widgets links of their own (platform-behaviour.md); a small widget's words open
  /// what its one link (`widgetURL`, the face's route) names, the same note.
  public func wordsLink(of line: VocaPinWidgetLine) -> URL? {
    hasOwnLinks ? line.wordsRoute?.url : nil
  }

  /// The lines as one text, the boxes drawn as characters: what the scene fits and draws.
  func drawnText(for face: VocaPinWidgetFace) -> String { lines(for: face).map(\.drawn).joined(separator: "\n") }
}
