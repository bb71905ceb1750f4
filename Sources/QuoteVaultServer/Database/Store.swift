import Foundation
import GRDB
import QuoteVaultSeed

/// The SQLite database in the data folder: WAL mode for concurrent readers, and synchronous=FULL so that a write
/// the server has acknowledged is on disk, surviving a kill -9 or a power cut.
struct Store: Sendable {
  /// Private: every request reads and writes through the async, budgeted methods below. GRDB's synchronous
  /// `read` is chosen silently when a closure returns a non-Sendable value (a `Row`), and a synchronous read on
  /// Swift's cooperative threads deadlocks the server under load (found twice).
  private let pool: DatabasePool
  /// Connections a read tries first on its own thread, before the pool (see `InlineReaders`).
  private let inline: InlineReaders
  /// The words of the quotes, for searches by the word index; forgotten when a write to quotes commits.
  private let vocabulary = SearchVocabulary()
  /// The word index's lists in memory, for searches (`WordPostings`); read again after quotes change. A `var` so
  /// a test can give a copy of the store its own (the writer's notices still go to the store's first one).
  var postings: SearchPostings
  private let quotesObserver: QuotesChangeObserver
  /// Each request's time budget in the database (`statement_timeout`); see `withinTimeBudget`.
  var statementTimeout: TimeInterval = ServerConfiguration.defaultStatementTimeout
  /// Quotes of the day answered but not stored yet, because the database took no writes (`DailyQuotes.choose`).
  let deferredDailyChoices = DeferredDailyChoices()
  /// For tests: while set, every budgeted write fails with its error, as a full disk fails them.
  var writeFaults: WriteFaults?

  static let fileName = "quotevault.sqlite"

  /// `busyTimeout`: how long a write waits for another writer (another connection's long write, a backup)
  /// before it fails with SQLITE_BUSY, which the API answers with 503 and Retry-After.
  init(directory: URL, seed: Bool, busyTimeout: TimeInterval = 5) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(busyTimeout)
    configuration.maximumReaderCount = 8
    configuration.prepareDatabase { db in Self.addFunctions(db) }
    let path = directory.appendingPathComponent(Self.fileName).path
    pool = try DatabasePool(path: path, configuration: configuration)
    try Self.synchronizeFully(pool)
    postings = SearchPostings { [pool] in try await pool.read { db in try WordPostings.read(db) } }
    quotesObserver = QuotesChangeObserver(vocabulary: vocabulary, postings: postings)
    pool.add(transactionObserver: quotesObserver)
    try Schema.migrator().migrate(pool)
    if seed { try Self.seedQuotes(pool) }
    try Self.checkpointAtOpen(pool)
    // Lists that cannot be read leave searches to FTS5; they are tried again after the next write.
    let started = ContinuousClock.now
    postings.start(with: try? pool.read { db in try WordPostings.read(db) }, took: .now - started)
    // Opened after the migration, so they see the whole schema; one or two per core are enough, as a read never
    // waits for one.
    inline = try InlineReaders(
      path: path, count: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount), prepare: Self.addFunctions)
  }

  /// GRDB's pool turns WAL on after `prepareDatabase` has run and sets `synchronous = NORMAL` as it does, so a
  /// FULL set there is lost: with NORMAL a commit is not fsynced and an acknowledged write can vanish in a power
  /// cut. The pool's one writer connection lives as long as the pool, so setting FULL on it once, after the
  /// pool is open, holds for every write; it is read back, and a server that cannot have it refuses to start.
  private static func synchronizeFully(_ pool: DatabasePool) throws {
    try pool.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
      guard try Int.fetchOne(db, sql: "PRAGMA synchronous") == 2 else {
        throw DatabaseError(message: "SQLite refused synchronous = FULL on the writer connection")
      }
    }
  }

  /// The writer connection's `PRAGMA synchronous` (2 is FULL), as the writes see it.
  func writerSynchronous() async throws -> Int {
    try await pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1 }
  }

  /// Moves every committed page from the WAL into the database file and empties the WAL (a clean stop), so the
  /// database file alone holds the data.
  /// Answers whether the checkpoint was complete (SQLite's `busy` column is 0).
  func checkpoint() async throws -> Bool {
    try await pool.writeWithoutTransaction { db in
      try Int.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)") == 0
    }
  }

  /// A WAL left by a bulk load or an unclean stop is copied back into the database file once, at open. SQLite
  /// rebuilds the WAL's index on open with no frame marked as copied back, so until a write's checkpoint every
  /// page a read touches is first looked up in the WAL's hash tables and read with `read()` from the WAL, past
  /// the inline readers' memory map: on a read-mostly server that lasts until the next write. Measured on
  /// 100,000 quotes after `load-quotes` (a 50 MB WAL): docs/benchmarks.md. A reader that holds the WAL (another
  /// process) only makes the checkpoint incomplete; it is not an error.
  private static func checkpointAtOpen(_ pool: DatabasePool) throws {
    try pool.writeWithoutTransaction { db in _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
  }

  /// The store of a checked data folder (`DataFolder.check`); an error opening it is told as a damaged folder.
  static func opening(_ directory: URL, seed: Bool, busyTimeout: TimeInterval = 5) throws -> Store {
    do {
      return try Store(directory: directory, seed: seed, busyTimeout: busyTimeout)
    } catch {
      throw DataFolder.unopenable(directory, error)
    }
  }

  /// The SQL functions the server's queries call, on every connection.
  @Sendable private static func addFunctions(_ db: Database) {
    db.add(function: LikePattern.function)
    db.add(function: TextSearch.function)
  }

  // The request paths read and write through these, within `statementTimeout`. A read is tried first inline (on
  // this thread, within a couple of milliseconds), then through the pool.

  func budgetedRead<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
    if let value = try inline.read(transaction: true, budget: statementTimeout, body) { return value }
    let budget = statementTimeout
    return try await pool.read { db in try db.withinTimeBudget(budget) { try body(db) } }
  }

  func budgetedWrite<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
    if let error = writeFaults?.error { throw error }
    let budget = statementTimeout
    return try await pool.write { db in try db.withinTimeBudget(budget) { try body(db) } }
  }

  /// The vocabulary of the word index, read again after quotes change; nil when it is too large to keep.
  func searchVocabulary() async throws -> Vocabulary? {
    try await vocabulary.vocabulary { load in try await budgetedRead(load) }
  }

  /// The word index's lists as last read; a search checks that they are its snapshot's (`SQLBuilder`).
  var wordPostings: WordPostings? { postings.postings }

  /// Rows for a query, read within the budget. Rows from `fetchAll` are copies that own their values (GRDB's
  /// `Row` is not Sendable only because a cursor's rows are views on a statement), so they may leave the read.
  func fetchAll(_ sql: String, _ arguments: StatementArguments = []) async throws -> [Row] {
    try await budgetedRead { db in CopiedRows(rows: try Row.fetchAll(db, sql: sql, arguments: arguments)) }.rows
  }

  func fetchOne(_ sql: String, _ arguments: StatementArguments = []) async throws -> Row? {
    try await budgetedRead { db in
      CopiedRows(rows: try Row.fetchOne(db, sql: sql, arguments: arguments).map { [$0] } ?? [])
    }
    .rows.first
  }

  /// Rows written by a statement that returns them (`DELETE … RETURNING`), in one write.
  func writeReturning(_ statements: [(String, StatementArguments)]) async throws -> [Row] {
    try await budgetedWrite { db in
      CopiedRows(
        rows: try statements.flatMap { sql, arguments in try Row.fetchAll(db, sql: sql, arguments: arguments) })
    }.rows
  }

  /// A read in one transaction (`transaction`), or as single statements outside one (each SELECT reads its own
  /// snapshot). Never a synchronous read of the pool: blocking Swift's few cooperative threads on a reader that an
  /// awaiting task holds deadlocks the server under load. The inline readers are synchronous but never wait.
  func budgetedRead<T: Sendable>(transaction: Bool, _ body: @escaping @Sendable (Database) throws -> T) async throws
    -> T
  {
    guard !transaction else { return try await budgetedRead(body) }
    if let value = try inline.read(transaction: false, budget: statementTimeout, body) { return value }
    let budget = statementTimeout
    return try await pool.unsafeRead { db in try db.withinTimeBudget(budget) { try body(db) } }
  }

  /// Inserts the seed quotes into an empty quotes table (the first start). A data folder made before a category
  /// was added (issue 42's five) gets the seed's quotes of each category its catalogue has none of, once: so an
  /// upgraded server has them, a catalogue quote deleted from a category that has others is not brought back,
  /// and a seed id a user's own quote already took is left to that quote.
  static func seedQuotes(_ pool: DatabasePool) throws {
    try pool.write { db in
      let empty = try Int.fetchOne(db, sql: "SELECT count(*) FROM quotes") == 0
      let present = try Set(String.fetchAll(db, sql: "SELECT DISTINCT category FROM quotes WHERE owner_id IS NULL"))
      // A table of only own quotes had its catalogue removed on purpose: it is not seeded again.
      guard empty || !present.isEmpty else { return }
      let now = Timestamp.now()
      for quote in SeedQuotes.all where !present.contains(quote.category) {
        try db.execute(
          // Only a taken id is passed over (not `OR IGNORE`, which would hide a refused category too).
          sql: """
            INSERT INTO quotes (id, text, author, category, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (id) DO NOTHING
            """,
          arguments: [quote.id, quote.text, quote.author, quote.category, now])
      }
    }
  }

  /// Adds `count` generated quotes after the seed (for benchmarks: "with 100,000 quotes loaded"). Their text
  /// recombines the seed's words, so searches behave as on real text.
  func loadGeneratedQuotes(count: Int) throws {
    let seed = SeedQuotes.all
    let words = seed.flatMap { $0.text.split(separator: " ").map(String.init) }
    try pool.write { db in
      let start = (try Int64.fetchOne(db, sql: "SELECT max(id) FROM quotes") ?? 0) + 1
      let now = Timestamp.now()
      let statement = try db.makeStatement(
        sql: "INSERT INTO quotes (id, text, author, category, created_at) VALUES (?, ?, ?, ?, ?)")
      var state: UInt64 = 0x9E37_79B9_7F4A_7C15
      for offset in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let length = 6 + Int(state >> 60)
        let text = (0..<length).map { words[Int((state >> UInt64(($0 * 7) % 50)) % UInt64(words.count))] }
          .joined(separator: " ")
        let source = seed[offset % seed.count]
        try statement.execute(arguments: [start + Int64(offset), text, source.author, source.category, now])
      }
      // After a bulk load, each full-text index is merged into one segment, as FTS5's documentation advises:
      // a search then reads one doclist per term instead of one per segment.
      try db.execute(sql: "INSERT INTO quotes_fts(quotes_fts) VALUES ('optimize')")
      try db.execute(sql: "INSERT INTO quotes_words(quotes_words) VALUES ('optimize')")
    }
  }
}

/// A write failure to inject (tests): SQLITE_FULL or SQLITE_READONLY, as a full disk or a read-only mount.
final class WriteFaults: @unchecked Sendable {
  private let lock = NSLock()
  private var failure: DatabaseError?

  init() {}

  var error: DatabaseError? {
    get { lock.withLock { failure } }
    set { lock.withLock { failure = newValue } }
  }
}

/// Rows copied out of the database (from `fetchAll` / `fetchOne`, never a cursor's), which own their values.
private struct CopiedRows: @unchecked Sendable {
  let rows: [Row]
}
