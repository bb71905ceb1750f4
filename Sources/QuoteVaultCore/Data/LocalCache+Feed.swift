import Foundation
import GRDB

/// The feed's order on the device: the install's seed, and today's order of each feed the server listed, so a
/// launch and an offline feed show the saved quotes in the order the server's answer will have (the first page
/// from the cache is the page that replaces it), and a new day shows them in a new one.
extension LocalCache {
  static func registerFeedOrder(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("feed-order") { db in
      try db.execute(
        sql: """
          CREATE TABLE feed_seed (one INTEGER PRIMARY KEY CHECK (one = 1), seed INTEGER NOT NULL);
          CREATE TABLE feed_order (question TEXT PRIMARY KEY, day TEXT NOT NULL, ids TEXT NOT NULL);
          """)
    }
  }

  /// This install's seed for the feed's order: drawn the first time (`drawFeedSeed`, at random in the app), then
  /// the same (a new install, or a cache rebuilt after damage, draws another: a feed order is nothing to keep).
  public func feedSeed() throws -> UInt64 {
    try database.write { db in
      if let seed = try Int64.fetchOne(db, sql: "SELECT seed FROM feed_seed") { return UInt64(bitPattern: seed) }
      let seed = drawFeedSeed()
      try db.execute(sql: "INSERT INTO feed_seed (one, seed) VALUES (1, ?)", arguments: [Int64(bitPattern: seed)])
      return seed
    }
  }

  /// The saved quotes a feed of any of `categories` (all when empty) holds, readable now, in id order.
  public func feedEntries(categories: [QuoteCategory]) throws -> [FeedEntry] {
    var sql = "SELECT id, category FROM quotes WHERE \(Self.readable)"
    if !categories.isEmpty {
      sql += " AND category IN (" + categories.map { _ in "?" }.joined(separator: ", ") + ")"
    }
    return try database.read { db in
      try Row.fetchAll(db, sql: sql + " ORDER BY id", arguments: StatementArguments(categories.map(\.rawValue)))
        .map { FeedEntry(id: $0["id"], category: $0["category"]) }
    }
  }

  /// Keeps `ids` as `question`'s order on `day` (one order per question: the last day's replaces the one before).
  public func setFeedOrder(_ ids: [Int64], question: String, day: String) throws {
    let json = String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)
    try database.write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO feed_order (question, day, ids) VALUES (?, ?, ?)",
        arguments: [question, day, json])
    }
  }

  /// `question`'s order as the server listed it on `day`, if this device kept one that day (nil when unreadable).
  public func feedOrder(question: String, day: String) throws -> [Int64]? {
    let json = try database.read { db in
      try String.fetchOne(
        db, sql: "SELECT ids FROM feed_order WHERE question = ? AND day = ?", arguments: [question, day])
    }
    return json.flatMap { try? JSONDecoder().decode([Int64].self, from: Data($0.utf8)) }
  }

  /// Quotes of `ids` that are saved and readable now, in any of `categories` (all when empty), by id.
  func feedRows(_ ids: [Int64], categories: [QuoteCategory]) -> [Int64: Quote] {
    let names = Set(categories.map(\.rawValue))
    let rows = ((try? quotes(ids: ids)) ?? []).filter { names.isEmpty || names.contains($0.category) }
    return Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
