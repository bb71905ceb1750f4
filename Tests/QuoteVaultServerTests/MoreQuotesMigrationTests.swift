import Foundation
import GRDB
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

/// The `more-quotes` migration (issue 42) on a data folder seeded before it: the five later categories get the
/// seed's ids 590 to 780, a user's own quote that took one of those ids keeps it, and a new data folder is seeded
/// exactly as before.
@Suite("QuoteVault server: the later categories' quotes reach a data folder seeded before them")
struct MoreQuotesMigrationTests {
  static let user = "00000000-0000-4000-8000-0000000000d1"
  static let now = "2026-12-01T10:00:00Z"
  static let laterCategories = Array(SeedQuotes.categories.dropFirst(5))

  /// A data folder as the server before the migration left it: the seed up to id 589 (less the categories in
  /// `without`), and a user whose own quote took id 590 (the next id then, added through the API), with it a
  /// favourite.
  static func seededBefore(without: Set<String> = []) throws -> URL {
    try MigrationFolder.migrated(upTo: "more-categories") { db in
      for quote in SeedQuotes.all where quote.id < 590 && !without.contains(quote.category) {
        try db.execute(
          sql: "INSERT INTO quotes (id, text, author, category, created_at) VALUES (?, ?, ?, ?, ?)",
          arguments: [quote.id, quote.text, quote.author, quote.category, now])
      }
      try db.execute(
        sql: """
          INSERT INTO users (id, email, encrypted_password, created_at, updated_at) VALUES (?, 'd@example.com', 'x', ?, ?);
          INSERT INTO quotes (id, text, author, category, created_at, owner_id)
            VALUES (590, 'My own wombat words', 'D', 'Wisdom', ?, ?);
          INSERT INTO favorites (user_id, quote_id, created_at) VALUES (?, 590, ?);
          """,
        arguments: [user, now, now, now, user, user, now])
    }
  }

  static func seeded(_ category: String, except taken: Int64 = 590) -> Int {
    SeedQuotes.all.filter { $0.category == category && $0.id != taken }.count
  }

  @Test("An older data folder gets each later category's new quotes, all but the id a user's own quote took")
  func addsTheNewQuotes() async throws {
    let store = try Store(directory: try Self.seededBefore(), seed: true)
    for category in Self.laterCategories {
      let count = try await MigrationFolder.count(
        store, "SELECT count(*) FROM quotes WHERE owner_id IS NULL AND category = '\(category)'")
      // At least the floor, less the one id the own quote took from a category (Life's 590).
      #expect(count == Self.seeded(category) && count >= SeedQuotes.minimumLater - 1, "\(category)")
    }
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes WHERE owner_id IS NULL") == SeedQuotes.all
        .count - 1)
    let own = try await store.budgetedRead { db in
      try Row.fetchOne(db, sql: "SELECT text, owner_id FROM quotes WHERE id = 590").map {
        [$0["text"] as String?, $0["owner_id"] as String?]
      }
    }
    #expect(own == ["My own wombat words", Self.user], "the own quote is the user's")
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM favorites WHERE quote_id = 590") == 1)
    // The new quotes are found by search like the old (the indexes follow the table's inserts).
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_words WHERE quotes_words MATCH 'spendthrift'")
        == 1)
  }

  @Test("A new data folder is seeded with exactly the seed, and one opened without a seed gets no quote")
  func newDataFolder() async throws {
    let seeded = try Store(directory: temporaryDataDirectory(), seed: true)
    let ids = try await seeded.budgetedRead { db in try Int64.fetchAll(db, sql: "SELECT id FROM quotes ORDER BY id") }
    #expect(ids == SeedQuotes.all.map(\.id))
    let empty = try Store(directory: temporaryDataDirectory(), seed: false)
    #expect(try await MigrationFolder.count(empty, "SELECT count(*) FROM quotes") == 0)
  }

  @Test("A later category an older data folder lacks gets its whole seed at start; a restart brings no quote back")
  func missingCategory() async throws {
    let directory = try Self.seededBefore(without: ["Hope"])
    do {
      let store = try Store(directory: directory, seed: true)
      #expect(
        try await MigrationFolder.count(store, "SELECT count(*) FROM quotes WHERE category = 'Hope'")
          == Self.seeded("Hope"))
      #expect(
        try await MigrationFolder.count(store, "SELECT count(*) FROM quotes WHERE owner_id IS NULL") == SeedQuotes.all
          .count - 1)
      // A catalogue quote deleted after the upgrade stays deleted.
      try await store.budgetedWrite { db in try db.execute(sql: "DELETE FROM quotes WHERE id = 600") }
    }
    let restarted = try Store(directory: directory, seed: true)
    #expect(try await MigrationFolder.count(restarted, "SELECT count(*) FROM quotes WHERE id = 600") == 0)
    #expect(
      try await MigrationFolder.count(restarted, "SELECT count(*) FROM quotes WHERE owner_id IS NULL") == SeedQuotes.all
        .count - 2)
  }
}
