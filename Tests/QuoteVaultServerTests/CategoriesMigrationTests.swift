import Foundation
import GRDB
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

/// The `more-categories` migration (issue 42) on a data folder made before it: the quotes table is rebuilt with a
/// wider check, and nothing a user has is lost on the way (favourites, collections, the quotes of the days, their
/// own quotes), the search indexes and the own-quote bound still work, and the new categories get their quotes.
@Suite("QuoteVault server: the later categories' migration keeps an old data folder's data")
struct CategoriesMigrationTests {
  static let user = "00000000-0000-4000-8000-0000000000c1"
  static let now = "2026-11-30T10:00:00Z"
  static let laterCategories = Array(SeedQuotes.categories.dropFirst(5))

  /// A data folder as the server before the migration left it: the five categories' seed, a user whose own quote
  /// took the first id the new quotes have (531: added through the API with the id left to the table), a
  /// favourite of a catalogue quote and of their own, a collection, and a quote of the day.
  static func oldDataFolder() throws -> URL {
    try MigrationFolder.migrated(upTo: "profile-topics") { db in
      for quote in SeedQuotes.all where SeedQuotes.firstFive.contains(quote.category) {
        try db.execute(
          sql: "INSERT INTO quotes (id, text, author, category, created_at) VALUES (?, ?, ?, ?, ?)",
          arguments: [quote.id, quote.text, quote.author, quote.category, now])
      }
      try db.execute(
        sql: """
          INSERT INTO users (id, email, encrypted_password, created_at, updated_at) VALUES (?, 'c@example.com', 'x', ?, ?);
          INSERT INTO quotes (id, text, author, category, created_at, owner_id)
            VALUES (531, 'My own quokka words', 'C', 'Love', ?, ?);
          INSERT INTO favorites (user_id, quote_id, created_at) VALUES (?, 1, ?), (?, 531, ?);
          INSERT INTO collections (id, user_id, name, created_at) VALUES ('k1', ?, 'Keepers', ?);
          INSERT INTO collection_quotes (collection_id, quote_id, added_at) VALUES ('k1', 2, ?), ('k1', 531, ?);
          INSERT INTO daily_quotes (day, quote_id, chosen_at) VALUES ('2026-11-30', 3, ?);
          """,
        arguments: [user, now, now, now, user, user, now, user, now, user, now, now, now, now])
    }
  }

  @Test("An upgraded data folder keeps every quote, favourite, collection item and quote of the day")
  func keepsEverything() async throws {
    let store = try Store(directory: try Self.oldDataFolder(), seed: true)
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM favorites") == 2)
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM collection_quotes") == 2)
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM daily_quotes WHERE quote_id = 3") == 1)
    let own = try await store.budgetedRead { db in
      try Row.fetchOne(db, sql: "SELECT text, owner_id FROM quotes WHERE id = 531").map {
        [$0["text"] as String?, $0["owner_id"] as String?]
      }
    }
    #expect(own == ["My own quokka words", Self.user], "the own quote is the user's")
    for category in SeedQuotes.firstFive {
      let kept = try await MigrationFolder.count(
        store, "SELECT count(*) FROM quotes WHERE owner_id IS NULL AND category = '\(category)'")
      #expect(kept == SeedQuotes.all.filter { $0.category == category }.count, "\(category)")
    }
    #expect(try await store.budgetedRead { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty })
  }

  @Test("The later categories get the seed's quotes, all but the id a user's own quote took; a restart adds none")
  func laterCategoriesSeeded() async throws {
    let directory = try Self.oldDataFolder()
    do {
      let store = try Store(directory: directory, seed: true)
      for category in Self.laterCategories {
        let seeded = SeedQuotes.all.filter { $0.category == category && $0.id != 531 }.count
        let count = try await MigrationFolder.count(store, "SELECT count(*) FROM quotes WHERE category = '\(category)'")
        // At least the floor, less the one id the own quote took from a category (Life's 531).
        #expect(count == seeded && count >= SeedQuotes.minimumLater - 1, "\(category)")
      }
      // A catalogue quote deleted from a category that has others stays deleted.
      try await store.budgetedWrite { db in try db.execute(sql: "DELETE FROM quotes WHERE id = 589") }
    }
    let restarted = try Store(directory: directory, seed: true)
    #expect(try await MigrationFolder.count(restarted, "SELECT count(*) FROM quotes WHERE id = 589") == 0)
    #expect(try await MigrationFolder.count(restarted, "SELECT count(*) FROM quotes") == SeedQuotes.all.count - 1)
  }

  @Test("After the rebuild the check takes the ten categories only, and foreign keys, triggers and indexes hold")
  func rebuiltTable() async throws {
    let store = try Store(directory: try Self.oldDataFolder(), seed: true)
    let insert = "INSERT INTO quotes (text, author, category, created_at) VALUES ('Words', 'A', ?, '\(Self.now)')"
    try await store.budgetedWrite { db in try db.execute(sql: insert, arguments: ["Hope"]) }
    for refused in ["Poetry", "hope", ""] {
      await #expect(throws: DatabaseError.self, "\(refused)") {
        try await store.budgetedWrite { db in try db.execute(sql: insert, arguments: [refused]) }
      }
    }
    // The own-quote bound (a trigger, dropped with the old table) is there again.
    await #expect(throws: DatabaseError.self) {
      try await store.budgetedWrite { db in
        try db.execute(
          sql: "INSERT INTO quotes (text, author, category, created_at, owner_id) VALUES (?, 'C', 'Love', ?, ?)",
          arguments: [String(repeating: "x", count: 1001), Self.now, Self.user])
      }
    }
    // Both search indexes agree with the table, old rows and new, and find words of each.
    try await store.budgetedWrite { db in
      try db.execute(sql: "INSERT INTO quotes_fts(quotes_fts) VALUES ('integrity-check')")
      try db.execute(sql: "INSERT INTO quotes_words(quotes_words) VALUES ('integrity-check')")
    }
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_fts WHERE quotes_fts MATCH '\"quokka\"'") == 1
    )
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_words WHERE quotes_words MATCH 'Thucydides'")
        == 1)
    // The favourites and collection items still follow the quote they name: deleting it takes them with it.
    try await store.budgetedWrite { db in try db.execute(sql: "DELETE FROM quotes WHERE id IN (1, 2)") }
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM favorites") == 1)
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM collection_quotes") == 1)
    let indexes = try await store.budgetedRead { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'quotes'")
    }
    #expect(Set(indexes).isSuperset(of: ["quotes_category_id", "quotes_owner_id"]))
  }
}
