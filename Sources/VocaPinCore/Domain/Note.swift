import DesignSystem
import Foundation
import Localization

/// One sticky note.
public struct Note: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public var text: String
  public var color: NoteColor
  public let createdAt: Date
  public var editedAt: Date

  public init(id: UUID = UUID(), text: String, color: NoteColor, createdAt: Date, editedAt: Date? = nil) {
    self.id = id
    self.text = text
    self.color = color
    self.createdAt = createdAt
    self.editedAt = editedAt ?? createdAt
  }

  /// A note file is outside input: one holding more than a note can (`NoteBoard.maximumLength`) was not written
  /// by VocaPin, and reads as damaged (kept on disk, left out, and said), never handed to the board and widget.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .text)
    guard text.count <= NoteBoard.maximumLength else {
      throw DecodingError.dataCorruptedError(forKey: .text, in: container, debugDescription: "Longer than a note.")
    }
    self.init(
      id: try container.decode(UUID.self, forKey: .id), text: text,
      color: try container.decode(NoteColor.self, forKey: .color),
      createdAt: try container.decode(Date.self, forKey: .createdAt),
      editedAt: try container.decode(Date.self, forKey: .editedAt))
  }

  /// The first line, trimmed: what a list, the widget's configuration picker and VoiceOver call the note.
  public var title: String { title(ifUntitled: VocaPinCopy.untitledNote) }

  /// The title, or `untitled`'s words for a note without any (the widget extension has its own copy of them).
  public func title(ifUntitled untitled: LocalizedCopy) -> String {
    let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? untitled.text : FirstWords.of(trimmed, limit: 40)
  }
}

/// The sticky-note palette: the paper colours of the pad, each readable with the note ink in light and dark.
public enum NoteColor: String, CaseIterable, Codable, Sendable {
  case yellow, pink, blue, green, orange, purple

  public static let `default` = NoteColor.yellow

  /// The paper. Dark mode dims the paper rather than inverting it, so a note still looks like a note.
  public var paper: ColorPair {
    switch self {
    case .yellow: ColorPair(light: 0xFFEE99, dark: 0x5C5220)
    case .pink: ColorPair(light: 0xFFC8DD, dark: 0x5E3444)
    case .blue: ColorPair(light: 0xBDE0FE, dark: 0x27445C)
    case .green: ColorPair(light: 0xCDEFC1, dark: 0x2F4A2A)
    case .orange: ColorPair(light: 0xFFD6A5, dark: 0x5E4124)
    case .purple: ColorPair(light: 0xD9C8F5, dark: 0x3F3458)
    }
  }

  /// The handwriting on it.
  public static let ink = ColorPair(light: 0x3B3016, dark: 0xFFF3C4)

  /// The name VoiceOver reads and the color picker shows.
  public var name: LocalizedCopy {
    switch self {
    case .yellow: LocalizedCopy("vocapin.color.yellow", "Yellow")
    case .pink: LocalizedCopy("vocapin.color.pink", "Pink")
    case .blue: LocalizedCopy("vocapin.color.blue", "Blue")
    case .green: LocalizedCopy("vocapin.color.green", "Green")
    case .orange: LocalizedCopy("vocapin.color.orange", "Orange")
    case .purple: LocalizedCopy("vocapin.color.purple", "Purple")
    }
  }
}
