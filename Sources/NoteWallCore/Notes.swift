import Foundation
import SharedStore

/// A note on the wallpaper.
public struct WallNote: Codable, Hashable, Identifiable, Sendable {
  public let id: UUID
  public var text: String

  public init(id: UUID = UUID(), text: String) {
    self.id = id
    self.text = text
  }
}

public enum NoteListError: Error, Equatable, Sendable, CustomStringConvertible {
  case blank
  case missing
  case tooLong

  public var description: String {
    switch self {
    case .blank: "A note needs some text."
    case .missing: "That note no longer exists."
    case .tooLong: "Keep a note under \(WallpaperLayout.maximumCharacters) characters so it fits on the lock screen."
    }
  }
}

/// The notes, in wallpaper order (NW-5.2, NW-5.5, NW-10.1): blank ones refused, text trimmed.
public struct NoteList: Codable, Equatable, Sendable {
  public private(set) var notes: [WallNote] = []

  public init(_ notes: [WallNote] = []) { self.notes = notes }

  /// A file edited by hand or damaged keeps its readable notes; blank ones are dropped, as `add` would refuse them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    notes = try container.decode([WallNote].self, forKey: .notes).compactMap { note in
      (try? Self.clean(note.text)).map { WallNote(id: note.id, text: $0) }
    }
  }

  /// NW-5.3: Continue waits for the first note.
  public var canContinue: Bool { !notes.isEmpty }
  public static let emptyMessage = "Add at least one note to continue"
  public static let placeholder = "Type a note..."

  @discardableResult
  public mutating func add(_ raw: String) throws(NoteListError) -> WallNote {
    let note = WallNote(text: try Self.clean(raw))
    notes.append(note)
    return note
  }

  public mutating func edit(_ id: UUID, to raw: String) throws(NoteListError) {
    guard let index = notes.firstIndex(where: { $0.id == id }) else { throw .missing }
    notes[index].text = try Self.clean(raw)
  }

  public mutating func delete(_ id: UUID) { notes.removeAll { $0.id == id } }

  /// Moves the note at `from` to `to` (indices clamped, so a stale drag cannot crash).
  public mutating func move(from: Int, to: Int) {
    guard notes.indices.contains(from) else { return }
    let note = notes.remove(at: from)
    notes.insert(note, at: min(max(to, 0), notes.count))
  }

  static func clean(_ raw: String) throws(NoteListError) -> String {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { throw .blank }
    guard text.count <= WallpaperLayout.maximumCharacters else { throw .tooLong }
    return text
  }

  /// NW-9.1: the notes as JSON in the app's store.
  public static let key = StoreKey("notewall-notes", default: NoteList())
}
