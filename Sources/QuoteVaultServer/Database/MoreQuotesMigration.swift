import GRDB
import QuoteVaultSeed

/// More quotes for the five later categories (supabase/migrations/20261202000100_more_quotes.sql, issue 42): they
/// had 11 to 13 each, so a widget or reminder set on one repeated within days. The seed's ids 590 to 780 bring each
/// to 50, so a category widget showing 8 a day repeats after six days, not three.
///
/// A new data folder gets them from the seed like every other quote (its table is empty when this runs, so this
/// adds nothing). A data folder seeded before gets them here, once (GRDB runs a migration once), with the same rules
/// as the Supabase migration: only into a category the catalogue already holds, because a category it lacks gets
/// its whole seed at start (`Store.seedQuotes`), which this would otherwise stop; and an id a user's own quote
/// already took is left to that quote (`ON CONFLICT DO NOTHING`, not `OR IGNORE`, which would hide a refused row).
enum MoreQuotesMigration {
  static let ids: ClosedRange<Int64> = 590...780

  static func migrate(_ db: Database) throws {
    let present = try Set(String.fetchAll(db, sql: "SELECT DISTINCT category FROM quotes WHERE owner_id IS NULL"))
    let now = Timestamp.now()
    for quote in SeedQuotes.all where ids.contains(quote.id) && present.contains(quote.category) {
      try db.execute(
        sql: """
          INSERT INTO quotes (id, text, author, category, created_at) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (id) DO NOTHING
          """,
        arguments: [quote.id, quote.text, quote.author, quote.category, now])
    }
  }
}
