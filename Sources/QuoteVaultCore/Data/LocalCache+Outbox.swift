import Foundation
import GRDB
import SupabaseClient

/// A user's changes on the device and in the outbox: applied to the local copy as the server will apply them,
/// queued in the order they were made, and read back for the flush.
extension LocalCache {
  /// Applies a change of `user` to the local copy, as it will be applied on the server, without queueing it
  /// (a change already in the outbox, put back on the device).
  public func apply(_ change: PendingChange, user: String) throws {
    try database.write { db in try Self.apply(change, user: user, in: db) }
  }

  /// A change of `user`: on the device and in the outbox together, in one transaction. A failure (a full disk, a
  /// refused write) or the app ended part way leaves neither, so the device never shows a change the outbox
  /// will not send, nor sends one the device does not show.
  public func record(_ change: PendingChange, user: String) throws {
    let text = try Self.outboxText(change)
    try database.write { db in
      try Self.apply(change, user: user, in: db)
      try Self.enqueue(text, user: user, in: db)
    }
  }

  static func apply(_ change: PendingChange, user: String, in db: Database) throws {
    switch change {
    case .addFavorite(let id), .mergeGuestFavorite(let id):
      try Self.setFavorite(id, true, user: user, at: Date(), in: db)
    case .removeFavorite(let id): try Self.setFavorite(id, false, user: user, at: Date(), in: db)
    case .createCollection(let id, let name):
      let position =
        try Int.fetchOne(
          db, sql: "SELECT coalesce(max(position), -1) + 1 FROM collections WHERE user_id = ?", arguments: [user])
        ?? 0
      try db.execute(
        sql: "INSERT OR IGNORE INTO collections (id, name, position, user_id) VALUES (?, ?, ?, ?)",
        arguments: [id, name, position, user])
    case .renameCollection(let id, let name):
      try db.execute(
        sql: "UPDATE collections SET name = ? WHERE id = ? AND user_id = ?", arguments: [name, id, user])
    case .deleteCollection(let id):
      try db.execute(
        sql: "DELETE FROM collection_quotes WHERE collection_id = ? AND user_id = ?", arguments: [id, user])
      try db.execute(sql: "DELETE FROM collections WHERE id = ? AND user_id = ?", arguments: [id, user])
    case .addToCollection(let collectionID, let quoteID, let addedAt):
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO collection_quotes (user_id, collection_id, quote_id, added_at) VALUES (?, ?, ?, ?)
          """,
        arguments: [user, collectionID, quoteID, addedAt])
    case .removeFromCollection(let collectionID, let quoteID):
      try db.execute(
        sql: "DELETE FROM collection_quotes WHERE user_id = ? AND collection_id = ? AND quote_id = ?",
        arguments: [user, collectionID, quoteID])
    case .updateProfile(let fields):
      // The profile on the device changes at once (an offline relaunch shows it), as the server's will.
      guard let json = try String.fetchOne(db, sql: "SELECT json FROM profile WHERE id = ?", arguments: [user]),
        let profile = try? JSONDecoder().decode(Profile.self, from: Data(json.utf8))
      else { return }
      try Self.saveProfile(profile.applying(fields), in: db)
    case .saveOwnQuote(let quote):
      try Self.saveOwnQuote(quote, user: user, in: db)
    case .deleteOwnQuote(let id):
      try Self.deleteOwnQuote(id, user: user, in: db)
    }
  }

  // MARK: Outbox

  /// Queues a change already on the device. A user's new change goes through `record`, never apply then this.
  public func enqueue(_ change: PendingChange, user: String) throws {
    let text = try Self.outboxText(change)
    try database.write { db in try Self.enqueue(text, user: user, in: db) }
  }

  static func outboxText(_ change: PendingChange) throws -> String {
    String(decoding: try JSONEncoder().encode(change), as: UTF8.self)
  }

  static func enqueue(_ text: String, user: String, in db: Database) throws {
    try db.execute(sql: "INSERT INTO outbox (change, user_id) VALUES (?, ?)", arguments: [text, user])
  }

  /// How many changes of `user` wait, without reading them: asked after every successful request.
  public func pendingCount(user: String) throws -> Int {
    try database.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM outbox WHERE user_id = ?", arguments: [user]) ?? 0
    }
  }

  /// The changes of `user` waiting, in the order they were made. An entry that cannot be read (written by
  /// another version) is left out here; `removeUnreadable` takes it away, so the count can reach zero.
  public func pending(user: String) throws -> [(sequence: Int64, change: PendingChange)] {
    try database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT sequence, change FROM outbox WHERE user_id = ? ORDER BY sequence", arguments: [user]
      ).compactMap { row in
        let text: String = row["change"]
        guard let change = try? JSONDecoder().decode(PendingChange.self, from: Data(text.utf8)) else { return nil }
        return (row["sequence"], change)
      }
    }
  }

  /// Removes the entries of `user` that can never be read; returns how many there were.
  @discardableResult
  public func removeUnreadable(user: String) throws -> Int {
    try database.write { db in
      let rows = try Row.fetchAll(
        db, sql: "SELECT sequence, change FROM outbox WHERE user_id = ?", arguments: [user])
      var removed = 0
      for row in rows {
        let text: String = row["change"]
        guard (try? JSONDecoder().decode(PendingChange.self, from: Data(text.utf8))) == nil else { continue }
        let sequence: Int64 = row["sequence"]
        try db.execute(sql: "DELETE FROM outbox WHERE sequence = ?", arguments: [sequence])
        removed += 1
      }
      return removed
    }
  }

  public func removeFromOutbox(_ sequence: Int64) throws {
    try database.write { db in try db.execute(sql: "DELETE FROM outbox WHERE sequence = ?", arguments: [sequence]) }
  }

}
