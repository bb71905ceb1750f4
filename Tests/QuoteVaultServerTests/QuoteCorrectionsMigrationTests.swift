import Foundation
import GRDB
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

/// The `quote-corrections` migration on a data folder seeded before it, whose catalogue still holds the old words:
/// each corrected id takes the seed's words and author in its own category; a user's own quote on one of the ids
/// (even with the old words) and a quote changed since are left as they are; favourites follow the id; the search
/// indexes follow the words. A new data folder is seeded with the corrected words and the migration changes nothing.
@Suite("QuoteVault server: corrected catalogue quotes reach a data folder seeded before them")
struct QuoteCorrectionsMigrationTests {
  static let user = "00000000-0000-4000-8000-0000000000e1"
  static let now = "2026-12-01T10:00:00Z"
  /// A corrected id a user's own quote holds (its catalogue quote gone, the id given to the own quote) and one the
  /// server's operator changed by hand since.
  static let ownID: Int64 = 585
  static let changedID: Int64 = 9

  /// A data folder as the server before the migration left it: the seed (with the `more-quotes` ids), the old words
  /// and an old author on every corrected id, a user's own quote holding `ownID` with that id's old words, a
  /// quote changed by hand, and a favourite of a corrected quote.
  static func seededBefore() throws -> URL {
    try MigrationFolder.migrated(upTo: "more-quotes") { db in
      for quote in SeedQuotes.all where quote.id != ownID {
        let old = QuoteCorrectionsMigration.oldWords[quote.id]
        try db.execute(
          sql: "INSERT INTO quotes (id, text, author, category, created_at) VALUES (?, ?, ?, ?, ?)",
          arguments: [quote.id, old ?? quote.text, old == nil ? quote.author : "An old author", quote.category, now])
      }
      try db.execute(
        sql: """
          INSERT INTO users (id, email, encrypted_password, created_at, updated_at) VALUES (?, 'e@example.com', 'x', ?, ?);
          INSERT INTO quotes (id, text, author, category, created_at, owner_id) VALUES (?, ?, 'E', 'Hope', ?, ?);
          UPDATE quotes SET text = 'Words the operator chose.' WHERE id = ?;
          INSERT INTO favorites (user_id, quote_id, created_at) VALUES (?, 20, ?);
          """,
        arguments: [
          user, now, now, ownID, QuoteCorrectionsMigration.oldWords[ownID], now, user, changedID, user, now,
        ])
    }
  }

  @Test("An older data folder's catalogue quotes with the old words take the seed's words and author")
  func corrects() async throws {
    let directory = try Self.seededBefore()
    let store = try Store(directory: directory, seed: true)
    let rows = try await MigrationFolder.rows(store)
    #expect(rows.count == SeedQuotes.all.count)
    for quote in SeedQuotes.all where quote.id != Self.ownID && quote.id != Self.changedID {
      let seeded: [String?] = [quote.text, quote.author, quote.category, nil]
      #expect(rows[quote.id] == seeded, "quote \(quote.id)")
    }
    #expect(QuoteCorrectionsMigration.oldWords.count == 36)
    // The own quote keeps its words (the old ones), author and owner; the quote changed by hand keeps its words.
    let own: [String?] = [QuoteCorrectionsMigration.oldWords[Self.ownID], "E", "Hope", Self.user]
    #expect(rows[Self.ownID] == own)
    #expect(rows[Self.changedID]?.first == "Words the operator chose.")
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM favorites WHERE quote_id = 20") == 1)
    // Both search indexes agree with the table and find the new words, not the old.
    try await store.budgetedWrite { db in
      try db.execute(sql: "INSERT INTO quotes_fts(quotes_fts) VALUES ('integrity-check')")
      try db.execute(sql: "INSERT INTO quotes_words(quotes_words) VALUES ('integrity-check')")
    }
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_words WHERE quotes_words MATCH 'Pythocles'")
        == 1)
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_words WHERE quotes_words MATCH 'bicycle'")
        == 0)
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_fts WHERE quotes_fts MATCH '\"Patton\"'") == 0
    )
    // Only the quote changed by hand keeps the old author it had.
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM quotes WHERE author = 'An old author'") == 1)
    // A restart changes nothing (GRDB runs a migration once; the seed adds nothing to a catalogue that has it).
    let restarted = try Store(directory: directory, seed: true)
    #expect(try await MigrationFolder.rows(restarted) == rows)
  }

  @Test("A new data folder is seeded with the corrected words, and the migration changes none of them")
  func newDataFolder() async throws {
    let store = try Store(directory: temporaryDataDirectory(), seed: true)
    let rows = try await MigrationFolder.rows(store)
    #expect(rows.count == SeedQuotes.all.count)
    for quote in SeedQuotes.all {
      let seeded: [String?] = [quote.text, quote.author, quote.category, nil]
      #expect(rows[quote.id] == seeded, "quote \(quote.id)")
    }
  }
}
