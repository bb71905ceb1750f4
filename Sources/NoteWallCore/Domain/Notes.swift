import Foundation
import Localization
import SharedStore

/// A note on the wallpaper.
public struct WallNote: Codable, Hashable, Identifiable, Sendable {
  public let id: UUID
  public var text: String
  /// Marked done: it stays in the list (struck through) and leaves the wallpaper, as in the original NoteWall.
  public var isDone: Bool

  public init(id: UUID = UUID(), text: String, isDone: Bool = false) {
    self.id = id
    self.text = text
    self.isDone = isDone
  }

  /// Notes saved before "done" existed have no such key: they are not done.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(UUID.self, forKey: .id)
    text = try container.decode(String.self, forKey: .text)
    isDone = try container.decodeIfPresent(Bool.self, forKey: .isDone) ?? false
  }
}

public enum NoteListError: Error, Equatable, Sendable, CustomStringConvertible {
  case blank
  case missing
  case tooLong

  public var description: String { copy.text }

  public var copy: LocalizedCopy {
    switch self {
    case .blank: LocalizedCopy("notewall.noteError.blank", "A note needs some text.")
    case .missing: LocalizedCopy("notewall.noteError.missing", "That note no longer exists.")
    case .tooLong:
      LocalizedCopy(
        "notewall.noteError.tooLong", "Keep a note under %@ characters so it fits on the lock screen.",
        .text(WallpaperLayout.maximumCharacters.formatted()))
    }
  }
}

/// A note just deleted and where it stood, for Undo.
public struct DeletedNote: Equatable, Sendable {
  public let note: WallNote
  public let index: Int
}

/// The notes, in wallpaper order (NW-5.2, NW-5.5, NW-10.1): blank ones refused, text trimmed.
public struct NoteList: Codable, Equatable, Sendable {
  public private(set) var notes: [WallNote] = []

  public init(_ notes: [WallNote] = []) { self.notes = notes }

  /// A file edited by hand, or written when the limit was higher, keeps every note with words in it: only blank
  /// ones are dropped (they hold nothing). A note past today's length is kept whole, never cut or lost on the next
  /// save: the wallpaper lists it as not fitting (`WallpaperLayout.unfit`) until the user shortens it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    notes = try container.decode([WallNote].self, forKey: .notes).compactMap { note in
      let text = note.text.trimmingCharacters(in: .whitespacesAndNewlines)
      return text.isEmpty ? nil : WallNote(id: note.id, text: text, isDone: note.isDone)
    }
  }

  /// What the wallpaper shows: the notes not marked done, in order.
  public var wallpaperTexts: [String] { notes.filter { !$0.isDone }.map(\.text) }

  /// NW-5.3: Continue waits for the first note.
  public var canContinue: Bool { !notes.isEmpty }
  public static let emptyMessage = LocalizedCopy("notewall.notes.empty", "Add at least one note to continue")
  public static let placeholder = LocalizedCopy("notewall.notes.placeholder", "Type a note...")

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

  /// Done, or back on the wallpaper.
  public mutating func setDone(_ id: UUID, _ isDone: Bool) throws(NoteListError) {
    guard let index = notes.firstIndex(where: { $0.id == id }) else { throw .missing }
    notes[index].isDone = isDone
  }

  /// Puts a deleted note back where it was (clamped to the list as it is now); a note still in the list is not
  /// added twice.
  public mutating func restore(_ note: WallNote, at index: Int) {
    guard !notes.contains(where: { $0.id == note.id }) else { return }
    notes.insert(note, at: min(max(index, 0), notes.count))
  }

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
