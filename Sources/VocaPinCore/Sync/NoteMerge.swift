import Foundation

/// How a note that changed here and on the server at once is settled. The newer edit keeps the note's place; the other's words are never dropped silently: a note's losing words become a note of their
/// own beside it, and words that lose to a delete go to Recently Deleted (30 days), where the user can restore
/// them. Only the words decide: a colour change alone makes no copy, nor do words the losing side never changed
/// (the `ancestor`'s, the server's last word before both edits). The server wins a tie, so both devices settle
/// the same way.
///
/// "Newer" is read on the server's clock where it can be, never on a device's alone: a phone whose clock runs an
/// hour fast must not win every conflict, nor send a later edit to Recently Deleted. The server's side was edited
/// no later than the server saved it (`NoteRecord.modifiedAt`, `CKRecord.modificationDate`), so its device's date
/// counts only up to that save. This side's dates are moved by how far this device's clock was found to run ahead
/// of the server's (`NoteSyncLedger.clockAhead`, measured at its own saves). A record never saved, or a device that
/// never saved one, falls back to the devices' dates.
public enum NoteMerge {
  /// This device's side of a note the server changed.
  public enum Local: Equatable, Sendable {
    /// The note as it is on this device's board.
    case note(Note)
    /// Deleted here (and not yet sent) at `at`; `last` is the copy in Recently Deleted, when there is one.
    case deleted(at: Date, last: Note?)
  }

  public struct Resolution: Equatable, Sendable {
    /// What the board holds under the note's id; nil when it is deleted.
    public var kept: Note?
    /// Words that lose to a delete, kept in Recently Deleted under the note's id.
    public var toRecentlyDeleted: Note?
    /// The losing words of two edits, kept as a new note.
    public var copy: Note?
  }

  /// `localClockAhead`: how far this device's clock runs ahead of the server's (nil when not known yet).
  public static func resolve(
    _ local: Local, server: NoteRecord, ancestor: Note?, localClockAhead: TimeInterval? = nil, newID: () -> UUID
  ) -> Resolution {
    // Both sides' dates on the server's clock, as near as can be known.
    func here(_ date: Date) -> Date { date.addingTimeInterval(-(localClockAhead ?? 0)) }
    func there(_ date: Date) -> Date { server.modifiedAt.map { min(date, $0) } ?? date }
    switch (local, server.note) {
    case (.note(let mine), .some(let theirs)):
      // Field by field: a side that left a field as it was takes the other's; both changed it, the newer wins.
      let mineIsNewer = here(mine.editedAt) > there(theirs.editedAt)
      func merged<Value: Equatable>(_ field: KeyPath<Note, Value>) -> Value {
        if mine[keyPath: field] == theirs[keyPath: field] { return theirs[keyPath: field] }
        if let ancestor, mine[keyPath: field] == ancestor[keyPath: field] { return theirs[keyPath: field] }
        if let ancestor, theirs[keyPath: field] == ancestor[keyPath: field] { return mine[keyPath: field] }
        return mineIsNewer ? mine[keyPath: field] : theirs[keyPath: field]
      }
      let kept = Note(
        id: theirs.id, text: merged(\.text), color: merged(\.color), createdAt: theirs.createdAt,
        editedAt: max(mine.editedAt, theirs.editedAt))
      // Both rewrote the words: the older words become a note of their own.
      let loser = mineIsNewer ? theirs : mine
      guard loser.text != kept.text else { return Resolution(kept: kept, toRecentlyDeleted: nil, copy: nil) }
      let copy = Note(
        id: newID(), text: loser.text, color: loser.color, createdAt: loser.createdAt, editedAt: loser.editedAt)
      return Resolution(kept: kept, toRecentlyDeleted: nil, copy: copy)
    case (.note(let mine), .none):
      // A tombstone (or words no note can hold): an edit made after the delete keeps the note; an older one
      // goes to Recently Deleted with the delete.
      if let deletedAt = server.deletedAt, here(mine.editedAt) > there(deletedAt) {
        return Resolution(kept: mine, toRecentlyDeleted: nil, copy: nil)
      }
      return Resolution(kept: nil, toRecentlyDeleted: mine, copy: nil)
    case (.deleted(let deletedAt, _), .some(let theirs)):
      // Someone edited it after it was deleted here: the note comes back with their words.
      if there(theirs.editedAt) > here(deletedAt) { return Resolution(kept: theirs, toRecentlyDeleted: nil, copy: nil) }
      return Resolution(kept: nil, toRecentlyDeleted: theirs, copy: nil)
    case (.deleted(_, let last), .none):
      return Resolution(kept: nil, toRecentlyDeleted: last, copy: nil)
    }
  }
}
