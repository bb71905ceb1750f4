import Foundation
import GRDB

/// Where a quote sits in a collection on the device. The device lists a collection's quotes in the order they
/// were added (rowid), so a quote put back (Undo after a removal) would land at the end; this puts it back where
/// it was, as the server lists it again by its key.
extension LocalCache {
  /// Moves `quoteID` to `index` of the collection's quotes (clamped to the list), in one transaction: the quotes
  /// are written again in their new order, none lost or doubled. Nothing when the quote is not in it.
  public func place(_ quoteID: Int64, inCollection collectionID: String, at index: Int, user: String) throws {
    try database.write { db in
      var ids = try Int64.fetchAll(
        db, sql: "SELECT quote_id FROM collection_quotes WHERE user_id = ? AND collection_id = ? ORDER BY rowid",
        arguments: [user, collectionID])
      guard let current = ids.firstIndex(of: quoteID) else { return }
      ids.remove(at: current)
      ids.insert(quoteID, at: min(max(index, 0), ids.count))
      try db.execute(
        sql: "DELETE FROM collection_quotes WHERE user_id = ? AND collection_id = ?", arguments: [user, collectionID])
      for id in ids {
        try db.execute(
          sql: "INSERT INTO collection_quotes (user_id, collection_id, quote_id) VALUES (?, ?, ?)",
          arguments: [user, collectionID, id])
      }
    }
  }
}
