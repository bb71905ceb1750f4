import Foundation
import Localization

/// Why a change to the board was refused.
public enum NoteError: Error, Equatable, Sendable, CustomStringConvertible {
  case blank
  case tooLong(limit: Int)
  case tooMany(limit: Int)
  case notFound

  public var copy: LocalizedCopy {
    switch self {
    case .blank: VocaPinCopy.blankNote
    case .tooLong(let limit):
      .plural(
        "vocapin.note.tooLong", count: limit, one: "A note holds at most 1 character.",
        other: "A note holds at most %lld characters.")
    case .tooMany(let limit):
      .plural(
        "vocapin.note.tooMany", count: limit, one: "The board holds at most 1 note. Delete it to add another.",
        other: "The board holds at most %lld notes. Delete one to add another.")
    case .notFound: LocalizedCopy("vocapin.note.notFound", "That note no longer exists.")
    }
  }

  public var description: String { copy.text }
}

/// The notes in their order and the pinned one: pure values, every rule a test can check. `NotesRepository`
/// saves it; the model shows it.
public struct NoteBoard: Equatable, Sendable {
  /// Far past any sticky note (about 13 minutes of dictation; Apple Notes has no limit a user meets), so a
  /// user never meets it in practice; it still bounds what a file, a link or a paste can make the app hold.
  /// The widget is given at most its first `VocaPinWidgetLayout.homeScreenCharacterLimit` characters.
  public static let maximumLength = 10_000
  public static let maximumCount = 500

  public private(set) var notes: [Note]
  public private(set) var pinnedID: UUID?
  /// Notes whose files exist but could not be read: never shown or rewritten, but kept in the saved order, and
  /// a pin on one of them stays where the user put it (a new note does not take it over).
  public let unavailableIDs: [UUID]

  public init(notes: [Note] = [], pinnedID: UUID? = nil, unavailableIDs: [UUID] = []) {
    self.notes = notes
    self.unavailableIDs = unavailableIDs
    self.pinnedID = pinnedID.flatMap { id in notes.contains { $0.id == id } || unavailableIDs.contains(id) ? id : nil }
  }

  /// The pinned note, if it can be shown (nil while the pin is on an unreadable note).
  public var pinned: Note? { pinnedID.flatMap(note) }

  public func note(_ id: UUID) -> Note? { notes.first { $0.id == id } }
  public func index(of id: UUID) -> Int? { notes.firstIndex { $0.id == id } }

  /// Adds a note at the end; the first note is pinned, so the widget shows something from the start.
  @discardableResult
  public mutating func add(_ text: String, color: NoteColor = .default, at date: Date) throws(NoteError) -> Note {
    guard notes.count < Self.maximumCount else { throw .tooMany(limit: Self.maximumCount) }
    let note = Note(text: try Self.validated(text), color: color, createdAt: date)
    notes.append(note)
    if pinnedID == nil { pinnedID = note.id }
    return note
  }

  public mutating func edit(_ id: UUID, text: String, at date: Date) throws(NoteError) {
    guard let index = index(of: id) else { throw .notFound }
    let text = try Self.validated(text)
    guard notes[index].text != text else { return }
    notes[index].text = text
    notes[index].editedAt = date
  }

  public mutating func recolor(_ id: UUID, to color: NoteColor, at date: Date) throws(NoteError) {
    guard let index = index(of: id) else { throw .notFound }
    guard notes[index].color != color else { return }
    notes[index].color = color
    notes[index].editedAt = date
  }

  /// Deletes a note; if it was pinned, the pin moves to the note that takes its place (or the one before) in the
  /// order the user sees (`shown`: the board's Sort By order; nil, the saved order).
  public mutating func delete(_ id: UUID, shown: [UUID]? = nil) throws(NoteError) {
    guard let index = index(of: id) else { throw .notFound }
    let neighbour = Self.neighbour(of: id, in: shown ?? notes.map(\.id))
    notes.remove(at: index)
    if pinnedID == id {
      // The pin moves to a note that can be shown.
      pinnedID = neighbour.flatMap { note($0)?.id } ?? (notes.isEmpty ? nil : notes[min(index, notes.count - 1)].id)
    }
  }

  /// The note that takes `id`'s place in `order` when it goes (the one after it), or the one before at the end.
  public static func neighbour(of id: UUID, in order: [UUID]) -> UUID? {
    guard let index = order.firstIndex(of: id) else { return nil }
    return order.indices.contains(index + 1) ? order[index + 1] : index > 0 ? order[index - 1] : nil
  }

  /// Moves the notes at `offsets` to before `destination`, as SwiftUI's `onMove` reports it. Offsets out of
  /// range are ignored rather than trusted.
  public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    let valid = offsets.filter { notes.indices.contains($0) }
    guard !valid.isEmpty else { return }
    let moving = valid.map { notes[$0] }
    let target = min(max(destination, 0), notes.count)
    let before = valid.filter { $0 < target }.count
    var remaining = notes
    for index in valid.sorted(by: >) { remaining.remove(at: index) }
    remaining.insert(contentsOf: moving, at: target - before)
    notes = remaining
  }

  /// Puts a deleted note back at the end, as it was (Recently Deleted); its words are checked again, as they
  /// come from a file. The first note on an empty board takes the pin, as a new one would.
  public mutating func restore(_ note: Note) throws(NoteError) {
    guard self.note(note.id) == nil else { return }
    guard notes.count < Self.maximumCount else { throw .tooMany(limit: Self.maximumCount) }
    var restored = note
    restored.text = try Self.validated(note.text)
    notes.append(restored)
    if pinnedID == nil { pinnedID = note.id }
  }

  public mutating func pin(_ id: UUID) throws(NoteError) {
    guard note(id) != nil else { throw .notFound }
    pinnedID = id
  }

  /// Text as it is kept: trailing whitespace trimmed; blank and over-long text refused.
  public static func validated(_ text: String) throws(NoteError) -> String {
    let trimmed = String(text.reversed().drop { $0.isWhitespace || $0.isNewline }.reversed())
    guard trimmed.contains(where: { !$0.isWhitespace && !$0.isNewline }) else { throw .blank }
    guard trimmed.count <= maximumLength else { throw .tooLong(limit: maximumLength) }
    return trimmed
  }
}
