import Foundation
import GRDB
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

/// The `verse-balance` migration on a data folder whose Hope and Friendship still hold the verses the `more-quotes`
/// migration added: each replaced id takes the seed's words and author in its own category; a user's own quote on
/// one of the ids (even with the verse's words) and a quote changed since are left as they are; favourites follow
/// the id; the search indexes follow the words. A new data folder is seeded with the new words and the migration
/// changes nothing.
@Suite("QuoteVault server: fewer verses in Hope and Friendship reach a data folder that has them")
struct VerseBalanceMigrationTests {
  static let user = "00000000-0000-4000-8000-0000000000f1"
  static let now = "2026-12-02T10:00:00Z"
  /// A replaced id a user's own quote holds (its catalogue quote gone, the id given to the own quote) and one the
  /// server's operator changed by hand since.
  static let ownID: Int64 = 778
  static let changedID: Int64 = 757

  /// A data folder as the server before the migration left it: the seed with the verses, and a verse's book as the
  /// author, on every replaced id, a user's own quote holding `ownID` with that id's verse, a quote changed by hand,
  /// and a favourite of a replaced verse.
  static func seededBefore() throws -> URL {
    try MigrationFolder.migrated(upTo: "quote-corrections") { db in
      for quote in SeedQuotes.all where quote.id != ownID {
        let verse = VerseBalanceMigration.oldWords[quote.id]
        try db.execute(
          sql: "INSERT INTO quotes (id, text, author, category, created_at) VALUES (?, ?, ?, ?, ?)",
          arguments: [
            quote.id, verse ?? quote.text, verse == nil ? quote.author : "Book of Psalms", quote.category, now,
          ])
      }
      try db.execute(
        sql: """
          INSERT INTO users (id, email, encrypted_password, created_at, updated_at) VALUES (?, 'f@example.com', 'x', ?, ?);
          INSERT INTO quotes (id, text, author, category, created_at, owner_id) VALUES (?, ?, 'F', 'Hope', ?, ?);
          UPDATE quotes SET text = 'Words the operator chose.' WHERE id = ?;
          INSERT INTO favorites (user_id, quote_id, created_at) VALUES (?, 762, ?);
          """,
        arguments: [
          user, now, now, ownID, VerseBalanceMigration.oldWords[ownID], now, user, changedID, user, now,
        ])
    }
  }

  @Test("A data folder's verses on the replaced ids take the seed's words and author")
  func replaces() async throws {
    let directory = try Self.seededBefore()
    let store = try Store(directory: directory, seed: true)
    let rows = try await MigrationFolder.rows(store)
    #expect(rows.count == SeedQuotes.all.count)
    for quote in SeedQuotes.all where quote.id != Self.ownID && quote.id != Self.changedID {
      let seeded: [String?] = [quote.text, quote.author, quote.category, nil]
      #expect(rows[quote.id] == seeded, "quote \(quote.id)")
    }
    #expect(VerseBalanceMigration.oldWords.count == 15)
    // The own quote keeps its words (the verse's), author and owner; the quote changed by hand keeps its words.
    let own: [String?] = [VerseBalanceMigration.oldWords[Self.ownID], "F", "Hope", Self.user]
    #expect(rows[Self.ownID] == own)
    #expect(rows[Self.changedID]?.first == "Words the operator chose.")
    #expect(try await MigrationFolder.count(store, "SELECT count(*) FROM favorites WHERE quote_id = 762") == 1)
    // Both search indexes agree with the table and find the new words, not the verses.
    try await store.budgetedWrite { db in
      try db.execute(sql: "INSERT INTO quotes_fts(quotes_fts) VALUES ('integrity-check')")
      try db.execute(sql: "INSERT INTO quotes_words(quotes_words) VALUES ('integrity-check')")
    }
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_words WHERE quotes_words MATCH 'fasting'")
        == 1)
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_words WHERE quotes_words MATCH 'ointment'")
        == 0)
    #expect(
      try await MigrationFolder.count(store, "SELECT count(*) FROM quotes_fts WHERE quotes_fts MATCH '\"Lovelace\"'")
        == 1)
    // Only the quote changed by hand keeps the book it had.
    let books = "SELECT count(*) FROM quotes WHERE author = 'Book of Psalms' AND id BETWEEN 734 AND 778"
    #expect(try await MigrationFolder.count(store, books) == 2, "Psalm 30:5 (756), and the quote changed by hand")
    // A restart changes nothing (GRDB runs a migration once; the seed adds nothing to a catalogue that has it).
    let restarted = try Store(directory: directory, seed: true)
    #expect(try await MigrationFolder.rows(restarted) == rows)
  }

  @Test("A new data folder is seeded with the new words, and the migration changes none of them")
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
