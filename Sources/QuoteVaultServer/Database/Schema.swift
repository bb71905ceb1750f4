import GRDB

/// The local database, one migration per change, mirroring supabase/migrations. Auth tables stand in for
/// Supabase's `auth` schema and storage_objects for its `storage.objects`.
enum Schema {
  static func migrator() -> DatabaseMigrator {
    var migrator = DatabaseMigrator()

    migrator.registerMigration("auth") { db in
      try db.execute(
        sql: """
          CREATE TABLE users (
            id TEXT PRIMARY KEY,
            email TEXT NOT NULL UNIQUE COLLATE NOCASE,
            encrypted_password TEXT NOT NULL,
            user_metadata TEXT NOT NULL DEFAULT '{}',
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            email_confirmed_at TEXT,
            last_sign_in_at TEXT,
            recovery_sent_at TEXT
          );
          CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            created_at TEXT NOT NULL
          );
          CREATE INDEX sessions_user ON sessions(user_id);
          CREATE TABLE refresh_tokens (
            token TEXT PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            revoked INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL
          );
          CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);
          CREATE TABLE recovery_codes (
            user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            code_hash TEXT NOT NULL,
            link_hash TEXT NOT NULL UNIQUE,
            expires_at REAL NOT NULL
          );
          """)
    }

    migrator.registerMigration("profiles") { db in
      try db.execute(
        sql: """
          CREATE TABLE profiles (
            id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            display_name TEXT CHECK (display_name IS NULL OR length(display_name) <= 80),
            avatar_url TEXT,
            theme TEXT NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark')),
            accent_color TEXT NOT NULL DEFAULT 'blue' CHECK (length(accent_color) <= 32),
            font_scale REAL NOT NULL DEFAULT 1.0 CHECK (font_scale BETWEEN 0.8 AND 1.6),
            notifications_enabled INTEGER NOT NULL DEFAULT 0,
            notification_time TEXT NOT NULL DEFAULT '08:00:00',
            updated_at TEXT NOT NULL
          );
          """)
    }

    migrator.registerMigration("quotes") { db in
      // The trigram FTS5 index answers `LIKE '%word%'` on text and author without scanning the table.
      try db.execute(
        sql: """
          CREATE TABLE quotes (
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL CHECK (length(trim(text)) > 0),
            author TEXT NOT NULL CHECK (length(trim(author)) > 0),
            category TEXT NOT NULL CHECK (category IN ('Motivation', 'Love', 'Success', 'Wisdom', 'Humor')),
            created_at TEXT NOT NULL
          );
          CREATE INDEX quotes_category_id ON quotes(category, id);
          CREATE VIRTUAL TABLE quotes_fts USING fts5(
            text, author, content='quotes', content_rowid='id', tokenize='trigram'
          );
          """ + quotesIndexTriggers("quotes_fts"))
    }

    migrator.registerMigration("favorites") { db in
      try db.execute(
        sql: """
          CREATE TABLE favorites (
            user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
            created_at TEXT NOT NULL,
            PRIMARY KEY (user_id, quote_id)
          );
          CREATE INDEX favorites_user_created ON favorites(user_id, created_at);
          """)
    }

    migrator.registerMigration("collections") { db in
      try db.execute(
        sql: """
          CREATE TABLE collections (
            id TEXT PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
            created_at TEXT NOT NULL
          );
          CREATE INDEX collections_user_created ON collections(user_id, created_at);
          CREATE TABLE collection_quotes (
            collection_id TEXT NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
            quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
            added_at TEXT NOT NULL,
            PRIMARY KEY (collection_id, quote_id)
          );
          """)
    }

    migrator.registerMigration("storage") { db in
      try db.execute(
        sql: """
          CREATE TABLE storage_objects (
            id TEXT PRIMARY KEY,
            bucket TEXT NOT NULL,
            name TEXT NOT NULL,
            owner TEXT,
            content_type TEXT NOT NULL,
            size INTEGER NOT NULL,
            file TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            UNIQUE (bucket, name)
          );
          """)
    }
    // Closing GoTrue's holes: counted recovery attempts, the refresh token reuse interval, confirmed email
    // changes.
    migrator.registerMigration("auth-hardening") { db in
      try db.execute(
        sql: """
          ALTER TABLE recovery_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE refresh_tokens ADD COLUMN revoked_at REAL;
          ALTER TABLE users ADD COLUMN email_change TEXT;
          ALTER TABLE users ADD COLUMN email_change_token_new TEXT;
          ALTER TABLE users ADD COLUMN email_change_token_current TEXT;
          ALTER TABLE users ADD COLUMN email_change_sent_at TEXT;
          """)
    }

    // A word index beside the trigram index: whole words of text and author (unicode61 folds case as the
    // trigram tokenizer does, and keeps diacritics), without positions, as a search needs only rows. Its terms
    // (`quotes_words_terms`) are the vocabulary a search term is looked up in (`Vocabulary`).
    migrator.registerMigration("quotes-words") { db in
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE quotes_words USING fts5(
            text, author, content='quotes', content_rowid='id', tokenize='unicode61 remove_diacritics 0',
            detail='none'
          );
          CREATE VIRTUAL TABLE quotes_words_terms USING fts5vocab(quotes_words, 'row');
          INSERT INTO quotes_words(quotes_words) VALUES ('rebuild');
          """ + quotesIndexTriggers("quotes_words"))
    }

    // Spent refresh tokens are removed once past their retention (`refreshTokenRetention`); this index makes
    // that a range read of the old ones only.
    migrator.registerMigration("refresh-token-retention") { db in
      try db.execute(
        sql: "CREATE INDEX refresh_tokens_revoked_at ON refresh_tokens(revoked_at) WHERE revoked = 1")
    }

    // Each upload sums its owner's objects against the per-user quota.
    migrator.registerMigration("storage-owner") { db in
      try db.execute(sql: "CREATE INDEX storage_objects_owner ON storage_objects(owner)")
    }

    migrator.registerMigration("daily-quotes", migrate: DailyQuotes.migrate)
    migrator.registerMigration("signup-confirmations", migrate: AuthService.migrateSignUpConfirmations)
    migrator.registerMigration("identities", migrate: AuthService.migrateIdentities)

    // Own quotes (supabase/migrations/20261129000100_own_quotes.sql): owner_id null is the catalogue, a user id
    // that user's private quote, gone with the account. SQLite cannot add a CHECK to a table, so the length bound
    // of a user's own text is a trigger that fails as the check does.
    migrator.registerMigration("own-quotes") { db in
      try db.execute(
        sql: """
          ALTER TABLE quotes ADD COLUMN owner_id TEXT REFERENCES users(id) ON DELETE CASCADE;
          CREATE INDEX quotes_owner_id ON quotes(owner_id, id) WHERE owner_id IS NOT NULL;
          """ + ownQuoteLengthTriggers)
    }

    // A profile's topics (supabase/migrations/20261130000100_profile_topics.sql): a text[] kept as the JSON array
    // text the API sends and answers. SQLite cannot add a CHECK to a table, so profiles_topics_check is two
    // triggers that fail as the check does (23514): at most 16, each a string of 1 to 40 characters, none twice.
    migrator.registerMigration("profile-topics") { db in
      let invalid = """
        CASE WHEN json_valid(new.topics) AND json_type(new.topics) = 'array' THEN
          json_array_length(new.topics) > 16
          OR EXISTS (SELECT 1 FROM json_each(new.topics) WHERE type <> 'text' OR length(value) NOT BETWEEN 1 AND 40)
          OR (SELECT count(DISTINCT value) FROM json_each(new.topics)) <> json_array_length(new.topics)
        ELSE 1 END
        """
      try db.execute(
        sql: """
          ALTER TABLE profiles ADD COLUMN topics TEXT NOT NULL DEFAULT '[]';
          CREATE TRIGGER profiles_topics_insert BEFORE INSERT ON profiles WHEN \(invalid) BEGIN
            SELECT RAISE(ABORT, 'profiles_topics_check');
          END;
          CREATE TRIGGER profiles_topics_update BEFORE UPDATE OF topics ON profiles WHEN \(invalid) BEGIN
            SELECT RAISE(ABORT, 'profiles_topics_check');
          END;
          """)
    }

    migrator.registerMigration("more-categories", migrate: CategoriesMigration.migrate)
    migrator.registerMigration("more-quotes", migrate: MoreQuotesMigration.migrate)
    migrator.registerMigration("quote-corrections", migrate: QuoteCorrectionsMigration.migrate)
    migrator.registerMigration("verse-balance", migrate: VerseBalanceMigration.migrate)

    // A count of the changes to quotes, so lists of the word index kept in memory (`WordPostings`) can be told
    // apart from the snapshot a search reads; and the word index's (word, quote) pairs to read those lists from.
    // A migration that makes `quotes` again must make these triggers again too (as `quotesIndexTriggers`).
    migrator.registerMigration("quotes-generation") { db in
      try db.execute(
        sql: """
          CREATE TABLE quotes_generation (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
          INSERT INTO quotes_generation (id, n) VALUES (1, 0);
          CREATE VIRTUAL TABLE quotes_words_instances USING fts5vocab(quotes_words, 'instance');
          """ + quotesGenerationTriggers)
    }

    return migrator
  }

  /// Every insert, update and delete of a quote counts `quotes_generation.n` up, in the same transaction.
  static let quotesGenerationTriggers = ["INSERT", "UPDATE", "DELETE"].map { event in
    """
    CREATE TRIGGER quotes_generation_\(event.lowercased()) AFTER \(event) ON quotes BEGIN
      UPDATE quotes_generation SET n = n + 1 WHERE id = 1;
    END;
    """
  }.joined(separator: "\n")

  /// The length bound of a user's own quote (supabase's `quotes_own_length`), as triggers on `quotes`.
  static let ownQuoteLengthTriggers = """
    CREATE TRIGGER quotes_own_length_insert BEFORE INSERT ON quotes
    WHEN new.owner_id IS NOT NULL AND (length(new.text) > 1000 OR length(new.author) > 200) BEGIN
      SELECT RAISE(ABORT, 'quotes_own_length');
    END;
    CREATE TRIGGER quotes_own_length_update BEFORE UPDATE ON quotes
    WHEN new.owner_id IS NOT NULL AND (length(new.text) > 1000 OR length(new.author) > 200) BEGIN
      SELECT RAISE(ABORT, 'quotes_own_length');
    END;
    """

  /// The triggers that keep an external-content FTS5 index of the quotes' text and author in step with the table
  /// (FTS5's documented recipe; each index's triggers are named after it).
  static func quotesIndexTriggers(_ index: String) -> String {
    """
    CREATE TRIGGER \(index)_insert AFTER INSERT ON quotes BEGIN
      INSERT INTO \(index)(rowid, text, author) VALUES (new.id, new.text, new.author);
    END;
    CREATE TRIGGER \(index)_delete AFTER DELETE ON quotes BEGIN
      INSERT INTO \(index)(\(index), rowid, text, author) VALUES ('delete', old.id, old.text, old.author);
    END;
    CREATE TRIGGER \(index)_update AFTER UPDATE ON quotes BEGIN
      INSERT INTO \(index)(\(index), rowid, text, author) VALUES ('delete', old.id, old.text, old.author);
      INSERT INTO \(index)(rowid, text, author) VALUES (new.id, new.text, new.author);
    END;
    """
  }
}
