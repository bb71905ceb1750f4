import Foundation
import GRDB
import Synchronization
import Testing

@testable import QuoteVaultServer

/// A word search's page merged from the word index's lists in memory (`WordPostings`) must be the page FTS5 gives,
/// for every reader, and a page whose lists are older than the statement's snapshot must be answered by FTS5.
@Suite("Word lists in memory")
struct WordPostingsTests {
  static let owners = ["8d0b1a8e-0000-4000-8000-00000000000a", "8d0b1a8e-0000-4000-8000-00000000000b"]

  @Test("A merged window is the union of the words' lists, the reader's quotes only, at the offset, either way")
  func windows() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
    for round in 0..<200 {
      var lists: [String: [Int64]] = [:]
      for word in 0..<6 {
        // Unsorted and repeated ids, as a reader must not rely on either.
        lists["w\(word)"] = (0..<next(60)).map { _ in Int64(1 + next(300)) }
      }
      var owners: [Int64: String] = [:]
      // A third of the rounds with no quote owned (where one word's page is a slice of its list).
      for _ in 0..<(next(3) == 0 ? 0 : next(20)) { owners[Int64(1 + next(300))] = Self.owners[next(2)] }
      let postings = WordPostings(generation: Int64(round), words: lists, owners: owners)
      let words = next(3) == 0 ? ["w\(next(6))"] : (0..<6).filter { _ in next(2) == 0 }.map { "w\($0)" }
      for reader in [
        WordPostings.Reader.everyQuote, .catalogue, .catalogueAnd(owner: Self.owners[0]),
        .catalogueAnd(owner: "someone else"),
      ] {
        let offset = next(40)
        let limit = next(25)
        let descending = next(2) == 0
        let union = Set(words.flatMap { lists[$0] ?? [] }).filter { reader.sees(owners[$0]) }.sorted()
        let expected = Array((descending ? union.reversed() : union).dropFirst(offset).prefix(limit))
        #expect(
          postings.window(words: words, reader: reader, offset: offset, limit: limit, descending: descending)
            == expected, "round \(round) \(reader)")
      }
    }
  }

  @Test("A window past its bounds, or of a word the lists do not have, is left to FTS5")
  func bounds() {
    let postings = WordPostings(
      generation: 1, words: ["a": Array(1...20_000), "b": [5]], owners: [5: Self.owners[0]])
    #expect(postings.window(words: ["a"], reader: .catalogue, offset: 980, limit: 20, descending: false)?.count == 20)
    #expect(postings.window(words: ["a"], reader: .catalogue, offset: 981, limit: 20, descending: false) == nil)
    #expect(postings.window(words: ["a"], reader: .catalogue, offset: Int.max, limit: 20, descending: false) == nil)
    #expect(postings.window(words: ["a"], reader: .catalogue, offset: 0, limit: Int.max, descending: false) == nil)
    #expect(postings.window(words: ["a", "c"], reader: .catalogue, offset: 0, limit: 20, descending: false) == nil)
    #expect(postings.window(words: ["b"], reader: .catalogue, offset: 0, limit: 20, descending: false) == [])
    #expect(postings.window(words: ["b"], reader: .everyQuote, offset: 0, limit: 20, descending: true) == [5])
    // Skipping quotes the reader does not see counts as steps too.
    let hidden = WordPostings(
      generation: 1, words: ["a": Array(1...20_000)],
      owners: Dictionary(uniqueKeysWithValues: (1...20_000).map { (Int64($0), Self.owners[1]) }))
    #expect(hidden.window(words: ["a"], reader: .catalogue, offset: 0, limit: 20, descending: false) == nil)
    #expect(SQLBuilder.jsonArray([1, -22, .max, .min]) == "[1,-22,9223372036854775807,-9223372036854775808]")
    #expect(SQLBuilder.jsonArray([]) == "[]")
  }

  @Test("Each change of a quote counts the generation up (not a rolled back one); a merged page reads only its own")
  func generation() async throws {
    let store = try Store(directory: temporaryDataDirectory(), seed: true)
    func generation() async throws -> Int64? {
      try await store.budgetedRead { db in try Int64.fetchOne(db, sql: "SELECT n FROM quotes_generation") }
    }
    let start = try #require(try await generation())
    #expect(store.wordPostings?.generation == start)
    // The statement of a merged page yields its rows while the lists are its snapshot's, and none after a write.
    let query = try PostgrestQuery.parse("or=(text.ilike.*art*,author.ilike.*art*)")
    let builder = SQLBuilder(
      table: .quotes, vocabulary: try await store.searchVocabulary(), postings: store.wordPostings)
    let listed = try #require(
      builder.listedSearchSource(query.conditions, principal: .anon, offset: 0, limit: 20, descending: true))
    func rows() async throws -> Int {
      try await store.budgetedRead { db in
        try Int.fetchAll(
          db, sql: "SELECT \"quotes\".\"id\" FROM " + listed.source.sql, arguments: listed.source.statementArguments
        ).count
      }
    }
    #expect(listed.rows == 20)
    #expect(try await rows() == 20)
    try await store.budgetedWrite { db in
      try db.execute(
        sql: "INSERT INTO quotes (text, author, category, created_at) VALUES ('Zebras are art', 'Z', 'Love', '')")
      try db.execute(sql: "UPDATE quotes SET author = 'Y' WHERE text = 'Zebras are art'")
      try db.execute(sql: "DELETE FROM quotes WHERE id IN (1, 2)")
    }
    #expect(try await generation() == start + 4)
    #expect(try await rows() == 0)
    _ = try? await store.budgetedWrite { db in
      try db.execute(sql: "DELETE FROM quotes WHERE id = 3")
      throw DatabaseError(message: "rolled back")
    }
    #expect(try await generation() == start + 4)
  }

  @Test("Pages merged from the lists answer as FTS5's: every reader, own quotes, both orders, Range, single objects")
  func sameAnswers() async throws {
    let directory = temporaryDataDirectory()
    let loaded = try Store(directory: directory, seed: true)
    try loaded.loadGeneratedQuotes(count: 3_000)
    try await Self.addOwnQuotes(loaded)
    // Opened again, so its lists are read at open and are the database's.
    let store = try Store(directory: directory, seed: false)
    var service = RestService(store: store)
    service.quotesCache = nil
    service.queryTemplates = nil
    service.readPlans = nil
    let vocabulary = try await store.searchVocabulary()
    let builder = SQLBuilder(table: .quotes, vocabulary: vocabulary, postings: store.wordPostings)
    let options = readOptions(range: (from: 3, to: 9), counted: false)
    let readers: [Principal] = [
      .anon, .serviceRole, .user(id: Self.owners[0], sessionID: nil), .user(id: Self.owners[1], sessionID: "s"),
    ]
    var listed = 0
    for term in ["art", "the", "Love", "ness", "heart", "mine", "zebra", "qqqz", "ever", "WILD"] {
      for (offset, limit) in [(0, 20), (20, 20), (57, 7), (80, 20), (0, 1), (990, 10), (2_000, 20)] {
        for order in ["&order=id.asc", "&order=id.desc", ""] {
          let raw =
            "select=id,text,author&or=(text.ilike.*\(term)*,author.ilike.*\(term)*)\(order)"
            + "&offset=\(offset)&limit=\(limit)"
          let query = try PostgrestQuery.parse(raw)
          for principal in readers {
            for (name, option) in options {
              let (pageOffset, pageLimit) = service.page(query, option)
              if builder.listedSearchSource(
                query.conditions, principal: principal, offset: pageOffset, limit: pageLimit,
                descending: order.hasSuffix("desc")) != nil
              {
                listed += 1
              }
              let got = await ReadPlansTests().answer { () async throws(APIError) in
                try await service.read(.quotes, query, principal: principal, options: option)
              }
              let expected = await ReadPlansTests().answer { () async throws(APIError) in
                try await service.read(.quotes, query, principal: principal, options: option, listed: false)
              }
              #expect(got == expected, "\(raw) \(principal) \(name)")
            }
          }
        }
      }
    }
    #expect(listed > 500, "pages were merged from the lists (\(listed))")
    // Fewer than `listed`: a single object asked of a page of several rows is refused (406) before it counts.
    #expect(store.postings.merged.load(ordering: .relaxed) > 500, "the service answered from the lists")
    #expect(store.postings.stale.load(ordering: .relaxed) == 0)
  }

  @Test("A page whose lists are older than the statement's snapshot is answered by FTS5, with the writes in it")
  func staleLists() async throws {
    let store = try Store(directory: temporaryDataDirectory(), seed: true)
    try await Self.addOwnQuotes(store)
    // Searches of `held` keep the lists as they are now, whatever is written after: reading them again gives
    // the same (counted, as a stale page starts a read).
    // Read now: the store's own are outdated by the writes above until its background read lands.
    let old = try #require(try await store.budgetedRead { db in try WordPostings.read(db) })
    let reads = Mutex(0)
    var held = store
    // No pause between reads, so the read a stale page starts is not held back behind the lists given here.
    held.postings = SearchPostings(interval: .zero, slowdown: 0) {
      reads.withLock { $0 += 1 }
      return old
    }
    held.postings.start(with: old)
    try await store.budgetedWrite { db in
      try db.execute(
        sql: "INSERT INTO quotes (text, author, category, created_at) VALUES ('The art of zebras', 'Z', 'Love', '')")
      try db.execute(
        sql: "DELETE FROM quotes WHERE id IN (SELECT id FROM quotes WHERE text LIKE '%art%' ORDER BY id LIMIT 3)")
    }
    var service = RestService(store: held)
    service.quotesCache = nil
    var fts = RestService(store: store)
    fts.quotesCache = nil
    let vocabulary = try await store.searchVocabulary()
    let builder = SQLBuilder(table: .quotes, vocabulary: vocabulary, postings: old)
    for term in ["art", "heart", "love", "mine"] {
      for order in ["asc", "desc"] {
        let raw = "select=id,text&or=(text.ilike.*\(term)*,author.ilike.*\(term)*)&order=id.\(order)&limit=20"
        let query = try PostgrestQuery.parse(raw)
        for principal in [Principal.anon, .user(id: Self.owners[0], sessionID: nil)] {
          #expect(
            builder.listedSearchSource(
              query.conditions, principal: principal, offset: 0, limit: 20, descending: order == "desc") != nil,
            "the old lists have a page for \(term)")
          let got = await ReadPlansTests().answer { () async throws(APIError) in
            try await service.read(.quotes, query, principal: principal, options: RestOptions())
          }
          let expected = await ReadPlansTests().answer { () async throws(APIError) in
            try await fts.read(.quotes, query, principal: principal, options: RestOptions(), listed: false)
          }
          #expect(got == expected, "\(raw) \(principal)")
          #expect(got.contains("\"id\""), "a page of quotes, not an empty one: \(raw)")
        }
      }
    }
    // The writer's notices went to the store's own lists; the stale pages started reads of these.
    // The reads hold the holder only while one runs: `held` keeps it until they are counted.
    try await SearchPostingsTests.until { reads.withLock { $0 } >= 1 }
    withExtendedLifetime(held) {}
  }

  @Test("Lists that wrongly show a user's own quote to others are caught by the read policy in the statement")
  func policyInStatement() async throws {
    let store = try Store(directory: temporaryDataDirectory(), seed: true)
    try await Self.addOwnQuotes(store)
    // The database's lists with every owner forgotten: as they stand, anyone would see the own quotes.
    let wrong = try await store.budgetedRead { db -> WordPostings in
      var lists: [[UInt8]: [Int64]] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT CAST(term AS BLOB), doc FROM quotes_words_instances") {
        lists[Array(row[0] as Data), default: []].append(row[1])
      }
      let generation = try Int64.fetchOne(db, sql: "SELECT n FROM quotes_generation") ?? -1
      return WordPostings(generation: generation, lists: lists, owners: [:])
    }
    var held = store
    held.postings = SearchPostings { wrong }
    held.postings.start(with: wrong)
    var service = RestService(store: held)
    service.quotesCache = nil
    let raw = "select=id,text&or=(text.ilike.*heart*,author.ilike.*heart*)&order=id.desc&limit=5"
    for principal in [Principal.anon, .user(id: Self.owners[0], sessionID: nil)] {
      let got = await ReadPlansTests().answer { () async throws(APIError) in
        try await service.read(.quotes, try PostgrestQuery.parse(raw), principal: principal, options: RestOptions())
      }
      let expected = await ReadPlansTests().answer { () async throws(APIError) in
        try await service.read(
          .quotes, try PostgrestQuery.parse(raw), principal: principal, options: RestOptions(), listed: false)
      }
      #expect(got == expected, "\(principal)")
      #expect(!got.contains("(1)"), "another user's own quote is not in \(principal)'s page")
    }
    // The first page found them wrong; the next may find them so too, or find them outdated and go to FTS5.
    #expect(held.postings.stale.load(ordering: .relaxed) >= 1)
  }

  // MARK: - Support

  /// Two users, each with own quotes that share words with the catalogue.
  static func addOwnQuotes(_ store: Store) async throws {
    try await store.budgetedWrite { db in
      let now = Timestamp.now()
      for (index, owner) in owners.enumerated() {
        try db.execute(
          sql: "INSERT INTO users (id, email, encrypted_password, created_at, updated_at) VALUES (?, ?, 'x', ?, ?)",
          arguments: [owner, "owner\(index)@example.com", now, now])
        for text in ["Mine: the heart of art", "Love is mine, ever", "The wildness of my heart"] {
          try db.execute(
            sql: "INSERT INTO quotes (text, author, category, owner_id, created_at) VALUES (?, 'Me', 'Love', ?, ?)",
            arguments: ["\(text) (\(index))", owner, now])
        }
        // Ids a user may choose: past 32 bits, and below zero.
        try db.execute(
          sql:
            "INSERT INTO quotes (id, text, author, category, owner_id, created_at) VALUES (?, ?, 'Me', 'Love', ?, ?)",
          arguments: [index == 0 ? -7 : 5_000_000_000, "A far heart of art (\(index))", owner, now])
      }
    }
  }
}

extension WordPostings {
  /// Lists by word as text, for tests whose words are plain ASCII (where text and bytes tell words apart alike).
  init(generation: Int64, words: [String: [Int64]], owners: [Int64: String]) {
    self.init(
      generation: generation, lists: Dictionary(uniqueKeysWithValues: words.map { (Array($0.key.utf8), $0.value) }),
      owners: owners)
  }
}
