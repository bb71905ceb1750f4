import Foundation
import GRDB
import SupabaseClient

/// Everything QuoteVault keeps on the device, in SQLite: quotes seen, favourites, collections, the profile, the
/// quote of each day, and the outbox of changes the server has not acknowledged yet. Offline, the app reads
/// from here (QV-11.1); changes land here first and reach the server from the outbox (QV-11.3).
///
/// Everything of a user (favourites, collections, the profile, the outbox) is kept under that user's id, so the
/// next account on the device sees none of it and never sends it. The cache also knows who is signed in: a
/// library pull still on its way when that user signs out finds someone else (or nobody) there and writes nothing.
public final class LocalCache: Sendable {
  let database: DatabaseQueue
  /// Draws the install's feed seed the first time one is asked for (`feedSeed()`): at random on a phone; tests
  /// give a known one, so the quotes their feed opens on are the same on every run.
  let drawFeedSeed: @Sendable () -> UInt64

  /// A cache in a file (the app's container, or the tool's folder), or in memory for previews.
  public init(
    path: String? = nil, drawFeedSeed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) throws {
    database = try path.map { try DatabaseQueue(path: $0) } ?? DatabaseQueue()
    self.drawFeedSeed = drawFeedSeed
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
    // Rows from before are nobody's ('') until the user signed in at the time claims them (`claimUnowned`).
    migrator.registerMigration("per-user") { db in
      try db.execute(
        sql: """
          ALTER TABLE outbox ADD COLUMN user_id TEXT NOT NULL DEFAULT '';
          CREATE TABLE favorites_by_user (user_id TEXT NOT NULL, quote_id INTEGER NOT NULL, added_at REAL NOT NULL,
            PRIMARY KEY (user_id, quote_id));
          INSERT INTO favorites_by_user SELECT '', quote_id, added_at FROM favorites;
          DROP TABLE favorites;
          ALTER TABLE favorites_by_user RENAME TO favorites;
          ALTER TABLE collections ADD COLUMN user_id TEXT NOT NULL DEFAULT '';
          CREATE TABLE collection_quotes_by_user (user_id TEXT NOT NULL, collection_id TEXT NOT NULL,
            quote_id INTEGER NOT NULL, PRIMARY KEY (user_id, collection_id, quote_id));
          INSERT INTO collection_quotes_by_user SELECT '', collection_id, quote_id FROM collection_quotes ORDER BY rowid;
          DROP TABLE collection_quotes;
          ALTER TABLE collection_quotes_by_user RENAME TO collection_quotes;
          CREATE TABLE signed_in (one INTEGER PRIMARY KEY CHECK (one = 1), user_id TEXT NOT NULL);
          """)
    }
    registerOwnQuotes(in: &migrator)
    registerFeedOrder(in: &migrator)
    registerAvatars(in: &migrator)
    registerGuestFavorites(in: &migrator)
    registerCollectionAddedAt(in: &migrator)
    registerGuestCollections(in: &migrator)
    registerDamagedNotice(in: &migrator)
    registerGuestCopies(in: &migrator)
    return migrator
  }

  // MARK: Quotes

  public func store(_ quotes: [Quote]) throws {
    try database.write { db in
      for quote in quotes {
        try db.execute(
          sql: "INSERT OR REPLACE INTO quotes (id, text, author, category, owner_id) VALUES (?, ?, ?, ?, ?)",
          arguments: [quote.id, quote.text, quote.author, quote.category, quote.ownerID])
      }
    }
  }

  /// The feed from what has been seen, with the same filters as the server's (QV-11.1).
  /// The cached page after `lastID`, by keyset as the server pages.
  public func quotes(
    after lastID: Int64?, category: QuoteCategory?, search: String?, pageSize: Int = QuoteVaultAPI.pageSize
  ) throws -> [Quote] {
    try quotes(after: lastID, categories: category.map { [$0] } ?? [], search: search, pageSize: pageSize)
  }

  /// The cached page of any of `categories` (all when empty), as the server's `category=in.(…)` pages it.
  public func quotes(
    after lastID: Int64?, categories: [QuoteCategory], search: String?, pageSize: Int = QuoteVaultAPI.pageSize
  ) throws -> [Quote] {
    var conditions = [Self.readable]
    var arguments: [any DatabaseValueConvertible] = []
    if let lastID {
      conditions.append("id > ?")
      arguments.append(lastID)
    }
    if !categories.isEmpty {
      conditions.append("category IN (" + categories.map { _ in "?" }.joined(separator: ", ") + ")")
      arguments += categories.map(\.rawValue)
    }
    if let search = search?.trimmingCharacters(in: .whitespaces), !search.isEmpty {
      conditions.append("(text LIKE ? ESCAPE '\\' OR author LIKE ? ESCAPE '\\')")
      let pattern =
        "%"
        + search.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
        .replacingOccurrences(of: "_", with: "\\_") + "%"
      arguments += [pattern, pattern]
    }
    let whereClause = "WHERE " + conditions.joined(separator: " AND ")
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
          db, sql: "SELECT * FROM quotes WHERE id IN (SELECT value FROM json_each(?)) AND \(Self.readable)",
          arguments: [String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)]
        ).map { (Self.quote($0).id, Self.quote($0)) })
      return ids.compactMap { byID[$0] }
    }
  }

  static func quote(_ row: Row) -> Quote {
    Quote(
      id: row["id"], text: row["text"], author: row["author"], category: row["category"], ownerID: row["owner_id"])
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

  // MARK: Who is signed in

  /// The user whose library may be written: set at sign-in and launch, cleared at sign-out.
  public func setSignedInUser(_ userID: String?) throws {
    try database.write { db in
      try Self.purgeOwnQuotes(except: userID, in: db)
      if let userID {
        try db.execute(sql: "INSERT OR REPLACE INTO signed_in (one, user_id) VALUES (1, ?)", arguments: [userID])
      } else {
        try db.execute(sql: "DELETE FROM signed_in")
      }
    }
  }

  public func signedInUser() throws -> String? {
    try database.read { db in try String.fetchOne(db, sql: "SELECT user_id FROM signed_in") }
  }

  /// Rows written before the cache knew users (no owner) are assigned to the user who was signed in then: the
  /// session restored at the first launch with this cache. With nobody signed in then (`nil`), nobody can be told
  /// whose they were, so they are dropped rather than handed to whoever signs in next.
  public func assignUnownedRows(to userID: String?) throws {
    try database.write { db in
      for table in ["favorites", "collections", "collection_quotes", "outbox"] {
        if let userID {
          try db.execute(sql: "UPDATE OR IGNORE \(table) SET user_id = ? WHERE user_id = ''", arguments: [userID])
        }
        try db.execute(sql: "DELETE FROM \(table) WHERE user_id = ''")
      }
    }
  }

  // MARK: Favourites and collections

  public func favoriteIDs(user: String) throws -> [Int64] {
    try database.read { db in
      try Int64.fetchAll(
        db, sql: "SELECT quote_id FROM favorites WHERE user_id = ? ORDER BY added_at DESC", arguments: [user])
    }
  }

  public func setFavorite(_ quoteID: Int64, _ on: Bool, user: String, at date: Date = Date()) throws {
    try database.write { db in try Self.setFavorite(quoteID, on, user: user, at: date, in: db) }
  }

  static func setFavorite(_ quoteID: Int64, _ on: Bool, user: String, at date: Date, in db: Database) throws {
    if on {
      try db.execute(
        sql: "INSERT OR IGNORE INTO favorites (user_id, quote_id, added_at) VALUES (?, ?, ?)",
        arguments: [user, quoteID, date.timeIntervalSince1970])
    } else {
      try db.execute(sql: "DELETE FROM favorites WHERE user_id = ? AND quote_id = ?", arguments: [user, quoteID])
    }
  }

  /// The server's favourites of `user`, only while that user is the one signed in (else nothing is written and
  /// the answer is false).
  @discardableResult
  public func replaceFavorites(_ ids: [Int64], user: String) throws -> Bool {
    try database.write { db in
      guard try Self.isSignedIn(user, db) else { return false }
      try db.execute(sql: "DELETE FROM favorites WHERE user_id = ?", arguments: [user])
      for (index, id) in ids.enumerated() {
        try db.execute(
          sql: "INSERT OR IGNORE INTO favorites (user_id, quote_id, added_at) VALUES (?, ?, ?)",
          arguments: [user, id, Double(ids.count - index)])
      }
      return true
    }
  }

  private static func isSignedIn(_ user: String, _ db: Database) throws -> Bool {
    try String.fetchOne(db, sql: "SELECT user_id FROM signed_in") == user
  }

  public func collections(user: String) throws -> [(QuoteCollection, [Int64])] {
    try database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT id, name FROM collections WHERE user_id = ? ORDER BY position", arguments: [user]
      ).map { row in
        let id: String = row["id"]
        let quotes = try Int64.fetchAll(
          db, sql: "SELECT quote_id FROM collection_quotes WHERE user_id = ? AND collection_id = ? ORDER BY rowid",
          arguments: [user, id])
        return (QuoteCollection(id: id, name: row["name"]), quotes)
      }
    }
  }

  /// The server's collections of `user` (quotes without their times), only while that user is signed in.
  @discardableResult
  public func replaceCollections(_ collections: [(QuoteCollection, [Int64])], user: String) throws -> Bool {
    try replaceCollections(
      collections.map { ($0.0, $0.1.map { CollectionEntry(quoteID: $0, addedAt: nil) }) }, user: user)
  }

  /// Forgets everything of `user` on the device (a sign-out they confirmed); quotes stay, they are public.
  /// `keepingOutbox`: a sign-out the user did not choose keeps the changes they made for their next sign-in, and
  /// the guest gets a copy of the collections taken from them that the server never had
  /// (`copyUnsentGuestCollectionsToGuest`).
  /// `accountDeleted`: nothing of the account stays, not even the collections and favourites it took from the
  /// guest and had not sent (the deletion's question says its favourites and collections go); any other sign-out that lets changes go gives those the
  /// server never had back to the guest (`giveBackUnsentGuestCollections`).
  public func clearUserData(user: String, keepingOutbox: Bool = false, accountDeleted: Bool = false) throws {
    try database.write { db in
      if accountDeleted {
        try Self.forgetAdoption(of: user, in: db)
        try Self.dropGuestFavoritesTaken(by: user, in: db)
        // The account cannot come back for the originals: the guest's copies of them are the guest's for good.
        try db.execute(sql: "DELETE FROM guest_copies WHERE from_user = ?", arguments: [user])
      } else if !keepingOutbox {
        try Self.giveBackUnsentGuestCollections(of: user, in: db)
      } else {
        _ = try Self.copyUnsentGuestCollectionsToGuest(of: user, in: db)
      }
      for table in ["favorites", "collections", "collection_quotes"] + (keepingOutbox ? [] : ["outbox"]) {
        try db.execute(sql: "DELETE FROM \(table) WHERE user_id = ?", arguments: [user])
      }
      try db.execute(sql: "DELETE FROM profile WHERE id = ?", arguments: [user])
      try Self.removeAvatar(user: user, in: db)
    }
  }
}
