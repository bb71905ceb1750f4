import Foundation
import GRDB
import HTTPTypes
import NIOCore
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

/// A request may not cost more than it is worth: its budget is checked before the work is done.
@Suite("Request budgets")
struct BudgetTests {
  @Test("A select of thousands of stars is refused while parsing: PGRST100, not gigabytes of response")
  func selectAmplification() async throws {
    try await withServer { client in
      let stars = Array(repeating: "*", count: 39_000).joined(separator: ",")
      let reply = try await client.request(.get, "/rest/v1/quotes?select=\(stars)")
      #expect(reply.status == .badRequest && reply.object["code"] as? String == "PGRST100")
      // At the budget it is served.
      let fine = Array(repeating: "id", count: PostgrestQuery.maximumSelectItems).joined(separator: ",")
      #expect(try await client.request(.get, "/rest/v1/quotes?select=\(fine)&limit=1").status == .ok)
      let over = Array(repeating: "id", count: PostgrestQuery.maximumSelectItems + 1).joined(separator: ",")
      #expect(try await client.request(.get, "/rest/v1/quotes?select=\(over)&limit=1").status == .badRequest)
    }
  }

  @Test("Embeds nest at most four levels; a response that would repeat rows past the budget is refused unbuilt")
  func embedAmplification() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("amplifier@example.com")
      try await addCollection(client, "Everything", quotes: SeedQuotes.all.map { Int($0.id) })
      // Two levels: every quote in the collection, served.
      let two = try await client.request(.get, "/rest/v1/collections?select=id,quotes(id)")
      #expect(two.status == .ok)
      #expect((two.array.first?["quotes"] as? [[String: Any]])?.count == SeedQuotes.all.count)
      // Four levels repeat every seed quote once per seed quote: refused before anything is built.
      let deep = try await client.request(
        .get, "/rest/v1/collections?select=id,quotes(id,collections(id,quotes(id,collections(id))))")
      #expect(deep.status == .badRequest && deep.object["code"] as? String == "PGRST103", "\(deep.object)")
      // Five levels are not even parsed.
      let five = try await client.request(
        .get, "/rest/v1/collections?select=id,quotes(id,collections(id,quotes(id,collections(id,quotes(id)))))")
      #expect(five.status == .badRequest && five.object["code"] as? String == "PGRST100")
      // The server still answers everyone else.
      #expect(try await client.request(.get, "/rest/v1/quotes?select=id&limit=1").status == .ok)
    }
  }

  @Test("An email with a trailing newline is the same account, not a look-alike; a megabyte email is refused at once")
  func emailNormalised() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("victim@example.com")
      let lookAlike = try await client.request(
        .post, "/auth/v1/signup", json: #"{"email": "victim@example.com\n", "password": "correct horse battery"}"#)
      #expect(lookAlike.status != .ok, "no second account: \(lookAlike.text)")
      let signIn = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email": " Victim@Example.com\n", "password": "correct horse battery"}"#)
      #expect(signIn.status == .ok, "the same account, however it is typed")
      let inner = try await client.request(
        .post, "/auth/v1/signup", json: #"{"email": "a@b.co\nx", "password": "correct horse battery"}"#)
      #expect(inner.status == .badRequest && inner.object["error_code"] as? String == "validation_failed")
      let huge = String(repeating: "a", count: 900_000) + "@example.com"
      let refused = try await client.request(
        .post, "/auth/v1/token?grant_type=password", json: #"{"email": "\#(huge)", "password": "x"}"#)
      #expect(refused.status == .badRequest)
    }
  }

  @Test("The quotes read cache is bounded by bytes: varied Prefer values cannot make it hold more than its budget")
  func readCacheBytes() {
    let cache = QuotesReadCache()
    let body = ByteBuffer(repeating: 0x20, count: QuotesReadCache.maximumBodyBytes)
    let answer = ReadResult(status: .ok, headers: [:], body: body)
    for index in 0..<400 {
      let generation = cache.lookup("prefer \(index)").generation
      cache.store(answer, for: "prefer \(index)", generation: generation)
      #expect(cache.byteCount <= QuotesReadCache.maximumTotalBytes)
    }
    #expect(cache.lookup("prefer 399").answer != nil, "it still caches")
    let longKey = String(repeating: "k", count: QuotesReadCache.maximumKeyBytes + 1)
    cache.store(answer, for: longKey, generation: cache.lookup(longKey).generation)
    #expect(cache.lookup(longKey).answer == nil, "an over-long key is not kept")
  }

  @Test("A query that would run for ever is cancelled when its time budget is spent; the connection serves on")
  func statementTimeout() async throws {
    var store = try Store(directory: temporaryDataDirectory(), seed: false)
    store.statementTimeout = 0.2
    let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"
    await #expect {
      _ = try await store.budgetedRead { db in try Int.fetchOne(db, sql: endless) }
    } throws: { error in
      (error as? DatabaseError)?.isTimeBudgetSpent == true
    }
    await #expect {
      try await store.budgetedWrite { db in try db.execute(sql: "CREATE TABLE t AS \(endless)") }
    } throws: { error in
      (error as? DatabaseError)?.isTimeBudgetSpent == true
    }
    // The handler is removed afterwards: the same connections run ordinary work to the end.
    #expect(try await store.budgetedRead { db in try Int.fetchOne(db, sql: "SELECT 1 + 1") } == 2)
    #expect(try await store.budgetedRead { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM quotes") } == 0)
  }

  @Test("A read runs on the caller's thread only within a couple of milliseconds; a longer one goes to the pool")
  func inlineReads() async throws {
    let directory = temporaryDataDirectory()
    let store = try Store(directory: directory, seed: true)
    let readers = try InlineReaders(
      path: directory.appendingPathComponent(Store.fileName).path, count: 1, prepare: { _ in })
    let quick = "SELECT count(*) FROM quotes"
    let long =
      "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT count(*) FROM c"
    #expect(
      try readers.read(transaction: false, budget: 8) { db in try Int.fetchOne(db, sql: quick) } == SeedQuotes.all.count
    )
    #expect(try readers.read(transaction: true, budget: 8) { db in try Int.fetchOne(db, sql: long) } == nil)
    // A connection is never waited for: with the only one in use, the next read is handed on at once.
    let nested = try readers.read(transaction: false, budget: 8) { _ in
      try readers.read(transaction: false, budget: 8) { db in try Int.fetchOne(db, sql: quick) }
    }
    #expect(nested == .some(nil))
    // A request whose whole budget is below the inline one is held to it on the spot.
    #expect(throws: DatabaseError.self) {
      try readers.read(transaction: false, budget: 0) { db in try Int.fetchOne(db, sql: long) }
    }
    // Through the store, the long read is handed to the pool and answered in full; the quick one inline.
    #expect(try await store.budgetedRead { db in try Int.fetchOne(db, sql: long) } == 3_000_000)
    #expect(
      try await store.budgetedRead(transaction: false) { db in try Int.fetchOne(db, sql: quick) }
        == SeedQuotes.all.count)
  }

  @Test("A request over its time budget answers 57014 in PostgREST's shape, never a hang or a 500")
  func requestTimeout() async throws {
    var configuration = testConfiguration()
    configuration.statementTimeout = 0
    try QuoteVaultServer.loadGeneratedQuotes(configuration, count: 20_000)
    try await withServer(configuration) { client in
      let reply = try await client.request(.get, "/rest/v1/quotes?select=id&order=text.desc")
      #expect(reply.status == .serviceUnavailable, "\(reply.text)")
      #expect(reply.object["code"] as? String == "57014")
      #expect(reply.object["message"] as? String == "canceling statement due to statement timeout")
    }
  }

  @Test("While clients ask for far too much at once, everyone else is still answered")
  func othersStillServed() async throws {
    try await withServer { client in
      var owner = client
      _ = try await owner.signUp("busy@example.com")
      let stars = Array(repeating: "*", count: 39_000).joined(separator: ",")
      let deep = "collections?select=id,quotes(id,collections(id,quotes(id,collections(id))))"
      let keys = (0..<60_000).map { #""k\#($0)": 1"# }.joined(separator: ",")
      let hostile: [(HTTPRequest.Method, String, String?)] = [
        (.get, "/rest/v1/quotes?select=\(stars)", nil), (.get, "/rest/v1/\(deep)", nil),
        (.put, "/auth/v1/user", #"{"data": {\#(keys)}}"#),
        (.get, "/rest/v1/quotes?text=ilike.*a*b*c*d*e*f*g*&order=text.desc", nil),
      ]
      let attacker = owner
      let outcomes = try await withThrowingTaskGroup(of: (hostile: Bool, status: Int).self) { group in
        for round in 0..<6 {
          for (method, uri, json) in hostile {
            group.addTask { (true, try await attacker.request(method, uri, json: json).status.code) }
          }
          group.addTask {
            (
              false,
              try await client.request(.get, "/rest/v1/quotes?select=id,text&id=gt.\(round * 10)&limit=10").status.code
            )
          }
        }
        return try await group.reduce(into: [(hostile: Bool, status: Int)]()) { $0.append($1) }
      }
      #expect(outcomes.filter { !$0.hostile }.allSatisfy { $0.status == 200 }, "every ordinary read answered")
      #expect(outcomes.allSatisfy { $0.status < 500 }, "\(outcomes.map(\.status))")
    }
  }

  @Test("Every PostgREST budget is configurable, and the configured limit is the one enforced")
  func configuredBudgets() async throws {
    var configuration = testConfiguration()
    configuration.budgets.maximumRows = 5
    configuration.budgets.maximumSelectItems = 3
    configuration.budgets.maximumEmbedDepth = 1
    configuration.budgets.maximumResponseObjects = 10
    try await withServer(configuration) { client in
      var client = client
      #expect(try await client.request(.get, "/rest/v1/quotes?select=id").array.count == 5)
      let wide = try await client.request(.get, "/rest/v1/quotes?select=id,text,author,category")
      #expect(wide.status == .badRequest && wide.object["code"] as? String == "PGRST100")
      _ = try await client.signUp("budget@example.com")
      // Two collections of five quotes: bulk inserts are held to the row budget too.
      try await addCollection(client, "Five", quotes: Array(1...5))
      try await addCollection(client, "Five more", quotes: Array(6...10))
      let bulk = (1...6).map { #"{"quote_id": \#($0)}"# }.joined(separator: ",")
      #expect(try await client.request(.post, "/rest/v1/favorites", json: "[\(bulk)]").status == .badRequest)
      let deep = try await client.request(.get, "/rest/v1/collections?select=id,quotes(id,collections(id))")
      #expect(deep.status == .badRequest && deep.object["code"] as? String == "PGRST100")
      let many = try await client.request(.get, "/rest/v1/collections?select=id,quotes(id)")
      #expect(many.status == .badRequest && many.object["code"] as? String == "PGRST103", "12 objects > 10")
    }
    // The default row budget is supabase/config.toml's.
    let toml = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../supabase/config.toml"), encoding: .utf8)
    #expect(toml.contains("max_rows = \(RequestBudgets().maximumRows)"))
  }
}
