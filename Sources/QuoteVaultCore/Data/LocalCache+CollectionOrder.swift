import Foundation
import GRDB

/// Where a quote sits in a collection. The device lists a collection's quotes in the order they were added
/// (rowid); the server lists them by `added_at`. Each row keeps the `added_at` the server gave it (from a sync, or
/// from the answer to its addition), so Undo after a removal sends that time back and the quote keeps its place
/// on the server too, not only on the device (`place`).
extension LocalCache {
  /// The server's `added_at` of each row, as its text (nil until the server has said it).
  static func registerCollectionAddedAt(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("collection-added-at") { db in
      try db.execute(sql: "ALTER TABLE collection_quotes ADD COLUMN added_at TEXT")
    }
  }

  /// Moves `quoteID` to `index` of the collection's quotes (clamped to the list), in one transaction: the quotes
  /// are written again in their new order, none lost or doubled, each with its `added_at`. Nothing when the
  /// quote is not in it.
  public func place(_ quoteID: Int64, inCollection collectionID: String, at index: Int, user: String) throws {
    try database.write { db in
      var rows = try Row.fetchAll(
        db,
        sql: "SELECT quote_id, added_at FROM collection_quotes WHERE user_id = ? AND collection_id = ? ORDER BY rowid",
        arguments: [user, collectionID]
      ).map { (id: $0["quote_id"] as Int64, addedAt: $0["added_at"] as String?) }
      guard let current = rows.firstIndex(where: { $0.id == quoteID }) else { return }
      let moved = rows.remove(at: current)
      rows.insert(moved, at: min(max(index, 0), rows.count))
      try db.execute(
        sql: "DELETE FROM collection_quotes WHERE user_id = ? AND collection_id = ?", arguments: [user, collectionID])
      for row in rows {
        try db.execute(
          sql: "INSERT INTO collection_quotes (user_id, collection_id, quote_id, added_at) VALUES (?, ?, ?, ?)",
          arguments: [user, collectionID, row.id, row.addedAt])
      }
    }
  }

  /// The `added_at` the server has for `quoteID` in the collection, if the device knows it.
  public func addedAt(_ quoteID: Int64, inCollection collectionID: String, user: String) throws -> String? {
    try database.read { db in
      try String.fetchOne(
        db, sql: "SELECT added_at FROM collection_quotes WHERE user_id = ? AND collection_id = ? AND quote_id = ?",
        arguments: [user, collectionID, quoteID])
    }
  }

  /// The server's answer to an addition: the time it gave the row, kept for a later Undo.
  public func setAddedAt(_ addedAt: String, for quoteID: Int64, inCollection collectionID: String, user: String)
    throws
  {
    try database.write { db in
      try db.execute(
        sql: "UPDATE collection_quotes SET added_at = ? WHERE user_id = ? AND collection_id = ? AND quote_id = ?",
        arguments: [addedAt, user, collectionID, quoteID])
    }
  }

  /// The server's collections of `user` with each quote's time, only while that user is signed in (as
  /// `replaceFavorites`).
  @discardableResult
  public func replaceCollections(_ collections: [(QuoteCollection, [CollectionEntry])], user: String) throws -> Bool {
    try database.write { db in
      guard try String.fetchOne(db, sql: "SELECT user_id FROM signed_in") == user else { return false }
      try db.execute(sql: "DELETE FROM collections WHERE user_id = ?", arguments: [user])
      try db.execute(sql: "DELETE FROM collection_quotes WHERE user_id = ?", arguments: [user])
      for (position, (collection, entries)) in collections.enumerated() {
        try db.execute(
          sql: "INSERT OR REPLACE INTO collections (id, name, position, user_id) VALUES (?, ?, ?, ?)",
          arguments: [collection.id, collection.name, position, user])
        for entry in entries {
          try db.execute(
            sql: """
              INSERT OR IGNORE INTO collection_quotes (user_id, collection_id, quote_id, added_at) VALUES (?, ?, ?, ?)
              """,
            arguments: [user, collection.id, entry.quoteID, entry.addedAt])
        }
      }
      return true
    }
  }
}
