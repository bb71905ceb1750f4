import Foundation

/// VocaPin's own backup: every note (its words, colour, dates and id) and the pin, as one JSON file the user
/// keeps where they like (Files, iCloud Drive), and merges back with Import. Export All Notes' text file is for
/// reading; this one is for coming back. A backup file is outside input: it is read within bounds, each note
/// checked as a note file is, and what cannot be a note is counted, never guessed at.
public enum NotesBackup {
  /// What the file says it is, so a JSON file of anything else is refused in words.
  public static let format = "VocaPin notes backup"
  public static let version = 1
  /// The largest file read: every note the board holds, each at its longest in JSON's widest escapes, with room
  /// for its dates and colour. Anything larger is not a VocaPin backup and is not read into memory whole.
  public static let maximumBytes =
    NoteBoard.maximumCount * (NoteBoard.maximumLength * 6 + 512) + 4_096

  /// What a backup holds, as read.
  public struct Contents: Equatable, Sendable {
    public let notes: [Note]
    public let pinnedNoteID: UUID?
    /// Entries that could not be notes (a damaged entry, a note longer than a note can be): left out, said.
    public let unreadable: Int
  }

  /// Why a file is not read at all.
  public enum ReadError: Error, Equatable, Sendable {
    case tooLarge
    case notABackup
    /// Made by a later VocaPin: read by that one.
    case newerVersion
  }

  /// What merging a backup did, for the message that says so.
  public struct Merge: Equatable, Sendable {
    public var board: NoteBoard
    /// Notes new to this iPhone.
    public var added = 0
    /// Notes already here word for word (the same backup imported twice adds nothing).
    public var alreadyHere = 0
    /// Notes here under the same id with other words: both are kept, the backup's as a note of its own.
    public var keptBoth = 0
    /// Notes that could not be added (blank, or the board is full) and entries that could not be read.
    public var notAdded = 0
  }

  private struct Payload: Codable {
    var format: String
    var version: Int
    var exportedAt: Date
    var pinnedNoteID: UUID?
    var notes: [Entry]
  }

  /// One note in the file; a damaged one reads as nil instead of failing the whole backup.
  private struct Entry: Codable {
    var note: Note?

    init(_ note: Note) { self.note = note }

    init(from decoder: any Decoder) throws {
      note = try? Note(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
      try note.encode(to: encoder)
    }
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The file's bytes: the board's notes in order, and the pin.
  public static func data(of board: NoteBoard, exportedAt now: Date) throws -> Data {
    try encoder.encode(
      Payload(
        format: format, version: version, exportedAt: now, pinnedNoteID: board.pinnedID,
        notes: board.notes.map(Entry.init)))
  }

  /// The file's name: the app and the day, as Export All Notes names its text file.
  public static func fileName(exportedAt now: Date, in timeZone: TimeZone) -> String {
    "VocaPin Backup \(String(NotesExport.stamp(now, in: timeZone).prefix(10))).json"
  }

  /// Reads a backup: bounded in size and count, each note checked; a file that is not one is refused.
  public static func read(_ data: Data) -> Result<Contents, ReadError> {
    guard data.count <= maximumBytes else { return .failure(.tooLarge) }
    guard let payload = try? decoder.decode(Payload.self, from: data), payload.format == format else {
      return .failure(.notABackup)
    }
    guard payload.version <= version else { return .failure(.newerVersion) }
    guard payload.version >= 1, payload.notes.count <= NoteBoard.maximumCount * 2 else { return .failure(.notABackup) }
    var seen = Set<UUID>()
    var notes: [Note] = []
    var unreadable = 0
    for entry in payload.notes {
      // The same id twice in one file: the first is the note, the other is not read.
      guard let note = entry.note, seen.insert(note.id).inserted else {
        unreadable += 1
        continue
      }
      notes.append(note)
    }
    return .success(Contents(notes: notes, pinnedNoteID: payload.pinnedNoteID, unreadable: unreadable))
  }

  /// The backup's notes added to `board` without losing or doubling any. A note is already here when this
  /// board has it: under its id with the same words, or as the copy an earlier import made of it (the same
  /// words and colour under an id the backup does not hold, with the backup's creation and edit dates to the
  /// second, which a copy keeps; each copy stands for one note).
  /// Two notes that only share their words are two notes, both kept, in the backup as on the board. One here
  /// under its id with other words is kept beside it under a new id (`newID`); a note in Recently Deleted
  /// comes back under a new id, so restoring the deleted one later is still possible. The board's order and
  /// pin stay; the backup's notes follow, in its order.
  public static func merge(
    _ contents: Contents, into board: NoteBoard, deletedIDs: Set<UUID>, newID: () -> UUID = UUID.init
  ) -> Merge {
    var merge = Merge(board: board)
    merge.notAdded = contents.unreadable
    // The board as it was: the backup's own notes never match each other (their ids differ in the file).
    let here = Dictionary(board.notes.map { ($0.id, Words($0)) }, uniquingKeysWith: { first, _ in first })
    // A copy an import made has an id of its own, which the backup does not hold; each stands for one note.
    let backupIDs = Set(contents.notes.map(\.id))
    var copies: [Copy: Int] = [:]
    for note in board.notes where !backupIDs.contains(note.id) { copies[Copy(note), default: 0] += 1 }
    for imported in contents.notes {
      if here[imported.id] == Words(imported) {
        merge.alreadyHere += 1
        continue
      }
      if let count = copies[Copy(imported)], count > 0 {
        copies[Copy(imported)] = count - 1
        merge.alreadyHere += 1
        continue
      }
      let onBoard = merge.board.note(imported.id) != nil
      let note =
        onBoard || deletedIDs.contains(imported.id)
        ? Note(
          id: newID(), text: imported.text, color: imported.color, createdAt: imported.createdAt,
          editedAt: imported.editedAt)
        : imported
      do {
        try merge.board.restore(note)
      } catch {
        merge.notAdded += 1
        continue
      }
      if onBoard { merge.keptBoth += 1 } else { merge.added += 1 }
    }
    // Brought back onto an empty board (a new iPhone): the backup's pin, if its note came back as it was.
    if board.notes.isEmpty, let pinned = contents.pinnedNoteID, merge.board.note(pinned) != nil {
      try? merge.board.pin(pinned)
    }
    return merge
  }

  /// A note's words as the board keeps them (trimmed, as `NoteBoard` saves them) and its colour.
  private struct Words: Hashable {
    let text: String
    let color: NoteColor

    init(_ note: Note) {
      text = (try? NoteBoard.validated(note.text)) ?? note.text
      color = note.color
    }
  }

  /// A note by its words and dates, to the second the file keeps them (ISO 8601): what a copy an import made
  /// under a new id still shares with the backup's note.
  private struct Copy: Hashable {
    let words: Words
    let createdAt: Int64
    let editedAt: Int64

    init(_ note: Note) {
      words = Words(note)
      createdAt = Self.second(note.createdAt)
      editedAt = Self.second(note.editedAt)
    }

    private static func second(_ date: Date) -> Int64 {
      let seconds = date.timeIntervalSince1970.rounded(.down)
      return seconds.isFinite && abs(seconds) < 1e15 ? Int64(seconds) : 0
    }
  }
}
