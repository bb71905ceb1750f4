import Foundation
import GRDB

/// A guest's favourites: the hearts of someone browsing without an account, kept on the device in a table of
/// their own (never under an account's id, so no account's query can read them, and a sign-out never takes them;
/// an account deletion takes those it had taken and not sent, `dropGuestFavoritesTaken`). When the guest signs in, each is queued for that account as `mergeGuestFavorite` and leaves
/// this table only once the server has answered it (`finishOutboxEntry`): an offline merge, a crash or an outbox
/// let go at sign-out never loses one.
extension LocalCache {
  static func registerGuestFavorites(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("guest-favorites") { db in
      try db.execute(
        sql: "CREATE TABLE guest_favorites (quote_id INTEGER PRIMARY KEY, added_at REAL NOT NULL)")
    }
  }

  /// The guest's favourites, most recently added first.
  public func guestFavoriteIDs() throws -> [Int64] {
    try database.read { db in
      try Int64.fetchAll(db, sql: "SELECT quote_id FROM guest_favorites ORDER BY added_at DESC, rowid DESC")
    }
  }

  /// A guest's heart: on the device when this returns (one SQLite transaction), so iOS ending the app right after
  /// loses nothing.
  public func setGuestFavorite(_ quoteID: Int64, _ on: Bool, at date: Date = Date()) throws {
    try database.write { db in
      if on {
        try db.execute(
          sql: "INSERT OR IGNORE INTO guest_favorites (quote_id, added_at) VALUES (?, ?)",
          arguments: [quoteID, date.timeIntervalSince1970])
      } else {
        try db.execute(sql: "DELETE FROM guest_favorites WHERE quote_id = ?", arguments: [quoteID])
      }
    }
  }

  /// Queues each guest favourite for `user` that is not already waiting in their outbox, and shows it among
  /// their favourites at once; the guest's own copy stays until the server has it. Oldest first, so the
  /// account lists them in the order the guest hearted them. Returns how many were queued.
  @discardableResult
  public func queueGuestFavorites(for user: String) throws -> Int {
    let guest = try guestFavoriteIDs().reversed()
    guard !guest.isEmpty else { return 0 }
    let waiting = Set(
      try pending(user: user).compactMap { entry -> Int64? in
        if case .mergeGuestFavorite(let id) = entry.change { id } else { nil }
      })
    var queued = 0
    for id in guest where !waiting.contains(id) {
      try record(.mergeGuestFavorite(id), user: user)
      queued += 1
    }
    return queued
  }

  /// An outbox entry the server has answered (taken, or refused for good) leaves the outbox; a guest favourite it
  /// carried leaves the guest's copy in the same transaction, so neither is ever gone without the other. Only
  /// while the entry is still `user`'s: one a sign-out gave back to the guest meanwhile stays the guest's.
  public func finishOutboxEntry(_ sequence: Int64, _ change: PendingChange, user: String) throws {
    try database.write { db in
      try db.execute(sql: "DELETE FROM outbox WHERE sequence = ? AND user_id = ?", arguments: [sequence, user])
      if case .mergeGuestFavorite(let id) = change {
        try db.execute(sql: "DELETE FROM guest_favorites WHERE quote_id = ?", arguments: [id])
      }
    }
  }

  /// The account is deleted: the guest's favourites it took and had not sent yet (its `mergeGuestFavorite`
  /// entries) go with it, as the collections it took from the guest do, rather than coming back to the guest.
  static func dropGuestFavoritesTaken(by user: String, in db: Database) throws {
    let texts = try String.fetchAll(db, sql: "SELECT change FROM outbox WHERE user_id = ?", arguments: [user])
    for text in texts {
      guard case .mergeGuestFavorite(let id)? = try? JSONDecoder().decode(PendingChange.self, from: Data(text.utf8))
      else { continue }
      try db.execute(sql: "DELETE FROM guest_favorites WHERE quote_id = ?", arguments: [id])
    }
  }
}
