import Foundation
import SharedStore

/// A deleted note, kept for 30 days so it can be brought back (as Apple Notes' Recently Deleted does).
public struct DeletedNote: Codable, Equatable, Identifiable, Sendable {
  public let note: Note
  public let deletedAt: Date
  public var id: UUID { note.id }

  public init(note: Note, deletedAt: Date) {
    self.note = note
    self.deletedAt = deletedAt
  }

  /// Whole days until it is deleted for good, 0 to 30: a date read from a file (or a clock moved back) can be
  /// anything, so the answer is bounded rather than trusted.
  public func daysLeft(now: Date) -> Int {
    let left = (deletedAt.timeIntervalSince(now) + RecentlyDeleted.retention) / 86_400
    guard left.isFinite else { return 0 }
    return Int(min(Double(RecentlyDeleted.retentionDays), max(0, left.rounded(.up))))
  }

  public func isExpired(now: Date) -> Bool {
    deletedAt.addingTimeInterval(RecentlyDeleted.retention) <= now
  }
}

/// Where deleted notes wait: one file each in the notes' store ("deleted-item-<id>"), so a damaged one costs
/// itself only, and notes past 30 days go when the list is read.
public enum RecentlyDeleted {
  public static let retentionDays = 30
  public static let retention: TimeInterval = Double(retentionDays) * 86_400

  public static func collection(in store: SharedStore) -> ItemCollection<DeletedNote> {
    ItemCollection("deleted", in: store) { $0.deletedAt > $1.deletedAt }
  }

  /// The notes still kept, most recently deleted first; those past 30 days are deleted for good now (a file
  /// that stays goes at the next read), except `sparing`: notes whose own file is still on the board's side,
  /// which this record keeps off the board (`NotesRepository.finishDeletes`).
  public static func load(from store: SharedStore, now: Date, sparing: Set<UUID> = []) -> [DeletedNote] {
    let collection = collection(in: store)
    let contents = collection.load()
    guard contents.folderProblem == nil else { return [] }
    for expired in contents.items where expired.isExpired(now: now) && !sparing.contains(expired.id) {
      try? collection.delete(expired.id)
    }
    return contents.items.filter { !$0.isExpired(now: now) }.sorted { $0.deletedAt > $1.deletedAt }
  }
}

/// Search across notes, as the All Notes list filters them: every word of the query, in any order, ignoring
/// case and accents. A word written as a tag (its accents ignored too, `NoteTags.key`) finds the notes holding a tag that starts with it (`NoteTags`), so
/// the list follows each letter typed ("#wor" finds #work and #workout), as Notes suggests tags while "#…" is
/// typed; a tag's chip filters to exactly that tag.
public enum NoteSearch {
  /// A query longer than a note could ever match is cut, so a pasted page never scans every note at length.
  public static let maximumQueryLength = 200

  public static func notes(_ notes: [Note], matching query: String) -> [Note] {
    let terms = String(query.prefix(maximumQueryLength)).split(whereSeparator: { $0.isWhitespace || $0.isNewline })
    guard !terms.isEmpty else { return notes }
    return notes.filter { note in
      let tags = terms.contains { NoteTags.tag(inTerm: $0) != nil } ? NoteTags.tags(in: note.text) : []
      return terms.allSatisfy { term in
        if let tag = NoteTags.tag(inTerm: term).map(NoteTags.key) {
          return tags.contains { NoteTags.key($0).hasPrefix(tag) }
        }
        return note.text.range(of: term, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }
}
