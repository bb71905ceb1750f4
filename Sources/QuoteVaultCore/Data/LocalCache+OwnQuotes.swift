import Foundation
import GRDB

/// Own quotes on the device: a user's quotes are private to them on the server (RLS), so the cache, which one
/// phone's users share, keeps each with its owner, shows it only while they are signed in, and forgets it when
/// they are not.
extension LocalCache {
  /// Which cached quotes may be read now: the catalogue's, and the signed-in user's own.
  static let readable = "(owner_id IS NULL OR owner_id = (SELECT user_id FROM signed_in))"

  /// The owner column. A copy written before it cannot tell a user's own quote (the server returns them with
  /// the catalogue since own quotes came) from the catalogue's, so the quotes it holds go: it is a cache, filled
  /// again by the next pages and the next sign-in's pull, and no quote of one user is kept for another.
  static func registerOwnQuotes(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("own-quotes") { db in
      try db.execute(
        sql: """
          DELETE FROM quotes;
          ALTER TABLE quotes ADD COLUMN owner_id TEXT;
          CREATE INDEX quotes_owner ON quotes(owner_id) WHERE owner_id IS NOT NULL;
          """)
    }
  }

  /// Every own quote not `userID`'s goes (all of them at sign-out): nobody who signs in next sees them.
  static func purgeOwnQuotes(except userID: String?, in db: Database) throws {
    try db.execute(
      sql: "DELETE FROM quotes WHERE owner_id IS NOT NULL AND owner_id IS NOT ?", arguments: [userID])
  }

  /// Own quotes of `user` still waiting in the outbox, put back on the device: a change of user took them off
  /// (the server had ended the session, and someone else signed in), and My Quotes shows them again when they
  /// are back, before the outbox has sent them.
  public func restorePendingOwnQuotes(user: String) throws {
    for entry in try pending(user: user) {
      switch entry.change {
      case .saveOwnQuote, .deleteOwnQuote: try apply(entry.change, user: user)
      default: continue
      }
    }
  }

  /// The signed-in user's own quotes, newest first ("My Quotes").
  public func ownQuotes(user: String) throws -> [Quote] {
    try database.read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM quotes WHERE owner_id = ? ORDER BY id DESC", arguments: [user])
        .map(Self.quote)
    }
  }
}

extension LocalCache {
  /// A new or changed own quote, kept as `user`'s whatever the quote says.
  static func saveOwnQuote(_ quote: Quote, user: String, in db: Database) throws {
    // A catalogue quote, or another user's, is never overwritten by an own quote with its id.
    let owner = try String?.fetchOne(db, sql: "SELECT owner_id FROM quotes WHERE id = ?", arguments: [quote.id])
    let exists = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM quotes WHERE id = ?)", arguments: [quote.id])
    guard exists != true || owner == user else { return }
    try db.execute(
      sql: "INSERT OR REPLACE INTO quotes (id, text, author, category, owner_id) VALUES (?, ?, ?, ?, ?)",
      arguments: [quote.id, quote.text, quote.author, quote.category, user])
  }

  /// An own quote deleted: gone from the user's favourites and collections too, as the server's cascade does.
  static func deleteOwnQuote(_ id: Int64, user: String, in db: Database) throws {
    try db.execute(sql: "DELETE FROM quotes WHERE id = ? AND owner_id = ?", arguments: [id, user])
    try db.execute(sql: "DELETE FROM favorites WHERE quote_id = ? AND user_id = ?", arguments: [id, user])
    try db.execute(sql: "DELETE FROM collection_quotes WHERE quote_id = ? AND user_id = ?", arguments: [id, user])
  }

  /// The server's own quotes of `user` replace the device's (one deleted on another device goes); written only
  /// while that user is signed in.
  public func replaceOwnQuotes(_ quotes: [Quote], user: String) throws {
    try database.write { db in
      guard try String.fetchOne(db, sql: "SELECT user_id FROM signed_in") == user else { return }
      let keep = Set(quotes.map(\.id))
      let cached = try Int64.fetchAll(db, sql: "SELECT id FROM quotes WHERE owner_id = ?", arguments: [user])
      for id in cached where !keep.contains(id) { try Self.deleteOwnQuote(id, user: user, in: db) }
      for quote in quotes { try Self.saveOwnQuote(quote, user: user, in: db) }
    }
  }
}
