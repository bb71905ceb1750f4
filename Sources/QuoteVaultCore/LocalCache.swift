import Foundation
import GRDB
import SupabaseClient

/// Everything QuoteVault keeps on the device, in SQLite: quotes seen, favourites, collections, the profile, the
/// quote of each day, and the outbox of changes the server has not acknowledged yet. Offline, the app reads
/// from here (QV-11.1); changes land here first and reach the server from the outbox (QV-11.3).
public final class LocalCache: Sendable {
  let database: DatabaseQueue

  /// A cache in a file (the app's container, or the tool's folder), or in memory for previews.
  public init(path: String? = nil) throws {
    database = try path.map { try DatabaseQueue(path: $0) } ?? DatabaseQueue()
    try Self.migrator.migrate(database)
  }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("cache") { db in
      try db.execute(
        sql: """
          CREATE TABLE quotes (id INTEGER PRIMARY KEY, text TEXT NOT NULL, author TEXT NOT NULL, category TEXT NOT NULL);
          CREATE TABLE favorites (quote_id INTEGER PRIMARY KEY, added_at REAL NOT NULL);
          CREATE TABLE collections (id TEXT PRIMARY KEY, name TEXT NOT NULL, position INTEGER NOT NULL);
          CREATE TABLE collection_quotes (collection_id TEXT NOT NULL, quote_id INTEGER NOT NULL,
            PRIMARY KEY (collection_id, quote_id));
          CREATE TABLE daily (day TEXT PRIMARY KEY, quote_id INTEGER NOT NULL);
          CREATE TABLE profile (id TEXT PRIMARY KEY, json TEXT NOT NULL);
          CREATE TABLE outbox (sequence INTEGER PRIMARY KEY AUTOINCREMENT, change TEXT NOT NULL);
          """)
    }
    return migrator
  }

  // MARK: Quotes

  public func store(_ quotes: [Quote]) throws {
    try database.write { db in
      for quote in quotes {
        try db.execute(
          sql: "INSERT OR REPLACE INTO quotes (id, text, author, category) VALUES (?, ?, ?, ?)",
          arguments: [quote.id, quote.text, quote.author, quote.category])
      }
    }
  }

  /// The feed from what has been seen, with the same filters as the server's (QV-11.1).
  /// The cached page after `lastID`, by keyset as the server pages.
  public func quotes(
    after lastID: Int64?, category: QuoteCategory?, search: String?, pageSize: Int = QuoteVaultAPI.pageSize
  ) throws -> [Quote] {
    var conditions: [String] = []
    var arguments: [any DatabaseValueConvertible] = []
    if let lastID {
      conditions.append("id > ?")
      arguments.append(lastID)
    }
    if let category {
      conditions.append("category = ?")
      arguments.append(category.rawValue)
    }
    if let search = search?.trimmingCharacters(in: .whitespaces), !search.isEmpty {
      conditions.append("(text LIKE ? ESCAPE '\\' OR author LIKE ? ESCAPE '\\')")
      let pattern =
        "%"
        + search.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
        .replacingOccurrences(of: "_", with: "\\_") + "%"
      arguments += [pattern, pattern]
    }
    let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    arguments.append(max(1, pageSize))
    return try database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM quotes \(whereClause) ORDER BY id LIMIT ?",
        arguments: StatementArguments(arguments.map { $0.databaseValue })
      ).map(Self.quote)
    }
  }

  public func quotes(ids: [Int64]) throws -> [Quote] {
    try database.read { db in
      let byID = Dictionary(
        uniqueKeysWithValues: try Row.fetchAll(
          db, sql: "SELECT * FROM quotes WHERE id IN (SELECT value FROM json_each(?))",
          arguments: [String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)]
        ).map { (Self.quote($0).id, Self.quote($0)) })
      return ids.compactMap { byID[$0] }
    }
  }

  static func quote(_ row: Row) -> Quote {
    Quote(id: row["id"], text: row["text"], author: row["author"], category: row["category"])
  }

  // MARK: Quote of the day

  public func setQuoteOfTheDay(_ quote: Quote, day: String) throws {
    try store([quote])
    try database.write { db in
      try db.execute(sql: "INSERT OR REPLACE INTO daily (day, quote_id) VALUES (?, ?)", arguments: [day, quote.id])
    }
  }

  public func quoteOfTheDay(_ day: String) throws -> Quote? {
    try database.read { db in
      try Row.fetchOne(
        db, sql: "SELECT q.* FROM daily d JOIN quotes q ON q.id = d.quote_id WHERE d.day = ?", arguments: [day]
      ).map(Self.quote)
    }
  }

  // MARK: Favourites and collections

  public func favoriteIDs() throws -> [Int64] {
    try database.read { db in try Int64.fetchAll(db, sql: "SELECT quote_id FROM favorites ORDER BY added_at DESC") }
  }

  public func setFavorite(_ quoteID: Int64, _ on: Bool, at date: Date = Date()) throws {
    try database.write { db in
      if on {
        try db.execute(
          sql: "INSERT OR IGNORE INTO favorites (quote_id, added_at) VALUES (?, ?)",
          arguments: [quoteID, date.timeIntervalSince1970])
      } else {
        try db.execute(sql: "DELETE FROM favorites WHERE quote_id = ?", arguments: [quoteID])
      }
    }
  }

  public func replaceFavorites(_ ids: [Int64]) throws {
    try database.write { db in
      try db.execute(sql: "DELETE FROM favorites")
      for (index, id) in ids.enumerated() {
        try db.execute(
          sql: "INSERT OR IGNORE INTO favorites (quote_id, added_at) VALUES (?, ?)",
          arguments: [id, Double(ids.count - index)])
      }
    }
  }

  public func collections() throws -> [(QuoteCollection, [Int64])] {
    try database.read { db in
      try Row.fetchAll(db, sql: "SELECT id, name FROM collections ORDER BY position").map { row in
        let id: String = row["id"]
        let quotes = try Int64.fetchAll(
          db, sql: "SELECT quote_id FROM collection_quotes WHERE collection_id = ? ORDER BY rowid", arguments: [id])
        return (QuoteCollection(id: id, name: row["name"]), quotes)
      }
    }
  }

  public func replaceCollections(_ collections: [(QuoteCollection, [Int64])]) throws {
    try database.write { db in
      try db.execute(sql: "DELETE FROM collections; DELETE FROM collection_quotes;")
      for (position, (collection, quotes)) in collections.enumerated() {
        try db.execute(
          sql: "INSERT INTO collections (id, name, position) VALUES (?, ?, ?)",
          arguments: [collection.id, collection.name, position])
        for quote in quotes {
          try db.execute(
            sql: "INSERT OR IGNORE INTO collection_quotes (collection_id, quote_id) VALUES (?, ?)",
            arguments: [collection.id, quote])
        }
      }
    }
  }

  /// Applies a change to the local copy, as it will be applied on the server.
  public func apply(_ change: PendingChange) throws {
    switch change {
    case .addFavorite(let id): try setFavorite(id, true)
    case .removeFavorite(let id): try setFavorite(id, false)
    case .createCollection(let id, let name):
      try database.write { db in
        let position = try Int.fetchOne(db, sql: "SELECT coalesce(max(position), -1) + 1 FROM collections") ?? 0
        try db.execute(
          sql: "INSERT OR IGNORE INTO collections (id, name, position) VALUES (?, ?, ?)",
          arguments: [id, name, position])
      }
    case .renameCollection(let id, let name):
      try database.write { db in
        try db.execute(sql: "UPDATE collections SET name = ? WHERE id = ?", arguments: [name, id])
      }
    case .deleteCollection(let id):
      try database.write { db in
        try db.execute(sql: "DELETE FROM collection_quotes WHERE collection_id = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM collections WHERE id = ?", arguments: [id])
      }
    case .addToCollection(let collectionID, let quoteID):
      try database.write { db in
        try db.execute(
          sql: "INSERT OR IGNORE INTO collection_quotes (collection_id, quote_id) VALUES (?, ?)",
          arguments: [collectionID, quoteID])
      }
    case .removeFromCollection(let collectionID, let quoteID):
      try database.write { db in
        try db.execute(
          sql: "DELETE FROM collection_quotes WHERE collection_id = ? AND quote_id = ?",
          arguments: [collectionID, quoteID])
      }
    case .updateProfile: break
    }
  }

  // MARK: Profile

  public func saveProfile(_ profile: Profile) throws {
    let json = String(decoding: try JSONEncoder().encode(profile), as: UTF8.self)
    try database.write { db in
      try db.execute(sql: "INSERT OR REPLACE INTO profile (id, json) VALUES (?, ?)", arguments: [profile.id, json])
    }
  }

  public func profile(_ id: String) throws -> Profile? {
    try database.read { db in
      try String.fetchOne(db, sql: "SELECT json FROM profile WHERE id = ?", arguments: [id]).flatMap {
        try? JSONDecoder().decode(Profile.self, from: Data($0.utf8))
      }
    }
  }

  // MARK: Outbox

  public func enqueue(_ change: PendingChange) throws {
    let text = String(decoding: try JSONEncoder().encode(change), as: UTF8.self)
    try database.write { db in try db.execute(sql: "INSERT INTO outbox (change) VALUES (?)", arguments: [text]) }
  }

  /// Pending changes in the order they were made. An entry that cannot be read (written by a future version)
  /// is dropped rather than blocking the rest.
  /// How many changes wait, without reading them: asked after every successful request.
  public func pendingCount() throws -> Int {
    try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM outbox") ?? 0 }
  }

  public func pending() throws -> [(sequence: Int64, change: PendingChange)] {
    try database.read { db in
      try Row.fetchAll(db, sql: "SELECT sequence, change FROM outbox ORDER BY sequence").compactMap { row in
        let text: String = row["change"]
        guard let change = try? JSONDecoder().decode(PendingChange.self, from: Data(text.utf8)) else { return nil }
        return (row["sequence"], change)
      }
    }
  }

  public func removeFromOutbox(_ sequence: Int64) throws {
    try database.write { db in try db.execute(sql: "DELETE FROM outbox WHERE sequence = ?", arguments: [sequence]) }
  }

  /// Forgets everything of the signed-in user (sign-out); quotes stay, they are public.
  public func clearUserData() throws {
    try database.write { db in
      try db.execute(
        sql:
          "DELETE FROM favorites; DELETE FROM collections; DELETE FROM collection_quotes; DELETE FROM profile; DELETE FROM outbox;"
      )
    }
  }
}
