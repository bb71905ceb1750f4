import GRDB

/// Five more categories (supabase/migrations/20261201000100_more_categories.sql, issue 42): Life, Happiness,
/// Courage, Friendship and Hope beside QV-3.4's five.
///
/// SQLite cannot change a table's CHECK, so `quotes` is rebuilt as SQLite documents it
/// (https://sqlite.org/lang_altertable.html#otheralter): a table with the wider check, every row copied with its
/// id, the old table dropped and the new one renamed to it, then its indexes and triggers made again. GRDB runs
/// the migration with foreign keys off and checks them before it commits (its default, deferred checks), so
/// dropping the old table deletes no favourite, collection item or quote of the day that names a quote: they
/// name the same ids in the new table. The search indexes (`quotes_fts`, `quotes_words`) keep their rows, which
/// are the same quotes with the same ids.
enum CategoriesMigration {
  /// The categories the quotes table accepts, as supabase's `quotes_category_check` lists them.
  static let categories = [
    "Motivation", "Love", "Success", "Wisdom", "Humor", "Life", "Happiness", "Courage", "Friendship", "Hope",
  ]

  static func migrate(_ db: Database) throws {
    let accepted = categories.map { "'\($0)'" }.joined(separator: ", ")
    try db.execute(
      sql: """
        CREATE TABLE quotes_widened (
          id INTEGER PRIMARY KEY,
          text TEXT NOT NULL CHECK (length(trim(text)) > 0),
          author TEXT NOT NULL CHECK (length(trim(author)) > 0),
          category TEXT NOT NULL CHECK (category IN (\(accepted))),
          created_at TEXT NOT NULL,
          owner_id TEXT REFERENCES users(id) ON DELETE CASCADE
        );
        INSERT INTO quotes_widened (id, text, author, category, created_at, owner_id)
          SELECT id, text, author, category, created_at, owner_id FROM quotes;
        DROP TABLE quotes;
        ALTER TABLE quotes_widened RENAME TO quotes;
        CREATE INDEX quotes_category_id ON quotes(category, id);
        CREATE INDEX quotes_owner_id ON quotes(owner_id, id) WHERE owner_id IS NOT NULL;
        """ + Schema.quotesIndexTriggers("quotes_fts") + Schema.quotesIndexTriggers("quotes_words")
          + Schema.ownQuoteLengthTriggers)
  }
}
