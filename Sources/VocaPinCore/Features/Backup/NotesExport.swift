import Foundation
import Localization

/// Every note as one plain-text file, as Simplenote exports: the board's order, each note's dates and colour,
/// readable anywhere (Files, Mail, another notes app). A header line starts each note at the line's start; the
/// note's own lines are indented four spaces, so nothing a note holds (a line like a header, a blank line)
/// can pass for the start of another note. Line breaks of any kind become one newline, and control characters
/// (which no editor shows and some apps stop reading at) are left out; every other character, emoji and
/// right-to-left text included, is kept as written.
public enum NotesExport {
  /// The indentation of a note's lines.
  public static let indent = "    "

  /// The file's text: a title line, then each note in the board's order. Dates are the user's clock
  /// (`timeZone`), written `2026-11-30 09:05`, the same in every language.
  public static func text(of board: NoteBoard, exportedAt now: Date, in timeZone: TimeZone) -> String {
    let notes = board.notes
    var lines = [
      VocaPinCopy.exportHeading(date: stamp(now, in: timeZone)).text, VocaPinCopy.exportCount(notes.count).text, "",
    ]
    for (offset, note) in notes.enumerated() {
      lines.append(
        VocaPinCopy.exportNoteHeader(
          number: offset + 1, of: notes.count, color: note.color.name.text, isPinned: note.id == board.pinnedID
        ).text)
      lines.append(
        VocaPinCopy.exportDates(
          created: stamp(note.createdAt, in: timeZone), edited: stamp(note.editedAt, in: timeZone)
        )
        .text)
      lines.append("")
      lines += body(note.text).map { $0.isEmpty ? "" : indent + $0 }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// The file's name: the app and the day, so two exports on different days sit side by side in Files.
  public static func fileName(exportedAt now: Date, in timeZone: TimeZone) -> String {
    "VocaPin \(String(stamp(now, in: timeZone).prefix(10))).txt"
  }

  /// A note's lines: every kind of line break one newline, control characters left out, trailing spaces kept.
  static func body(_ text: String) -> [String] {
    let unified = text.replacingOccurrences(of: "\r\n", with: "\n")
    var cleaned = String.UnicodeScalarView()
    for scalar in unified.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: cleaned.append("\n")
      case 0x09: cleaned.append(scalar)
      case 0x00..<0x20, 0x7F..<0xA0: continue
      default: cleaned.append(scalar)
      }
    }
    return String(cleaned).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `2026-11-30 09:05` in `timeZone`, zero-padded, whatever the user's language and calendar.
  static func stamp(_ date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String {
      let number = value ?? 0
      return number < 10 && number >= 0 ? "0\(number)" : "\(number)"
    }
    return "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
  }
}
