import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import QuoteVaultServer

/// Where the local server once differed from PostgREST, now as PostgREST does it.
@Suite("PostgREST fidelity")
struct RestFidelityTests {
  @Test("Writes carry Content-Range as PostgREST's do, with the count under count=exact (supabase-swift's count)")
  func writesCarryContentRange() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("counted@example.com")
      for quote in [3, 4] {
        let insert = try await client.request(.post, "/rest/v1/favorites", json: #"{"quote_id": \#(quote)}"#)
        #expect(insert.status == .created && insert.header("content-range") == "*/*", "\(insert.text)")
      }
      let delete = try await client.request(
        .delete, "/rest/v1/favorites?quote_id=eq.4", headers: ["Prefer": "return=representation, count=exact"])
      #expect(delete.status == .ok && delete.header("content-range") == "0-0/1", "\(delete.text)")
      let minimal = try await client.request(
        .delete, "/rest/v1/favorites?quote_id=eq.3", headers: ["Prefer": "return=minimal, count=exact"])
      #expect(minimal.status == .noContent && minimal.header("content-range") == "*/1")
      let none = try await client.request(
        .delete, "/rest/v1/favorites?quote_id=eq.3", headers: ["Prefer": "return=representation, count=exact"])
      #expect(none.header("content-range") == "*/0" && none.text == "[]")
    }
  }

  @Test("A singular DELETE that matches two rows answers 406 and deletes nothing (PostgREST rolls back)")
  func singularWritesRollBack() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("pat@example.com")
      _ = try await client.request(.post, "/rest/v1/favorites", json: #"[{"quote_id": 3}, {"quote_id": 9}]"#)
      let single = ["Accept": "application/vnd.pgrst.object+json"]
      let delete = try await client.request(.delete, "/rest/v1/favorites?quote_id=in.(3,9)", headers: single)
      #expect(delete.status == .notAcceptable && delete.object["code"] as? String == "PGRST116")
      #expect(try await client.request(.get, "/rest/v1/favorites").array.count == 2, "nothing was deleted")
      let update = try await client.request(
        .patch, "/rest/v1/favorites?quote_id=in.(3,9)", json: #"{"created_at": "2001-01-01T00:00:00Z"}"#,
        headers: single)
      #expect(update.status == .notAcceptable)
      let dates = try await client.request(.get, "/rest/v1/favorites").array.compactMap { $0["created_at"] as? String }
      #expect(dates.count == 2 && !dates.contains { $0.hasPrefix("2001") }, "nothing was updated")
      let insert = try await client.request(
        .post, "/rest/v1/favorites", json: #"[{"quote_id": 20}, {"quote_id": 21}]"#, headers: single)
      #expect(insert.status == .notAcceptable)
      #expect(try await client.request(.get, "/rest/v1/favorites").array.count == 2)
      let one = try await client.request(.delete, "/rest/v1/favorites?quote_id=eq.3", headers: single)
      #expect(one.status == .ok || one.status == .noContent)
      #expect(try await client.request(.get, "/rest/v1/favorites").array.count == 1)
    }
  }

  @Test("A user cannot delete their profile: the migration has no delete policy, so no row is visible to it")
  func profileDelete() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("ida@example.com")
      let id = try #require(client.userID)
      let delete = try await client.request(
        .delete, "/rest/v1/profiles?id=eq.\(id)", headers: ["Prefer": "return=representation"])
      #expect(delete.status.code < 300 && delete.array.isEmpty)
      #expect(try await client.request(.get, "/rest/v1/profiles?id=eq.\(id)").array.count == 1)
    }
  }

  @Test("An RPC body over the limit is refused with 413, not read as no arguments")
  func rpcBodyLimit() async throws {
    try await withServer { client in
      let huge = #"{"day": "2026-11-21", "pad": ""# + String(repeating: "x", count: 1 << 20) + #""}"#
      let reply = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: huge)
      #expect(reply.status == .contentTooLarge && reply.object["code"] as? String == "PGRST413")
    }
  }

  @Test("ilike folds case in every script, as PostgreSQL does: É matches é")
  func unicodeIlike() async throws {
    try await withServer { client in
      let reply = try await client.request(
        .get, "/rest/v1/quotes?select=id,author&author=ilike.*CAMUS*&category=ilike.*l*&limit=1")
      #expect(reply.status == .ok)
      func like(_ value: String, _ pattern: String) -> Bool {
        LikePattern.matches(
          Array(value.lowercased().unicodeScalars), pattern: Array(pattern.lowercased().unicodeScalars))
      }
      #expect(like("éclair émile", "%ÉMILE%"))
      #expect(like("straße", "stra_e"))
      #expect(!like("abc", "a\\%c"))
      #expect(like("a%c", "a\\%c"))
      #expect(like("", "%%"))
      // Backtracking stays bounded on a pathological pattern.
      #expect(!like(String(repeating: "a", count: 2_000), String(repeating: "%a", count: 200) + "b"))
    }
  }

  @Test("Embeds follow foreign keys in every direction: one-to-many, many-to-many through the junction, nested")
  func embeddingDirections() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("emma@example.com")
      let created = try await client.request(
        .post, "/rest/v1/collections", json: #"{"name": "Morning"}"#, headers: ["Prefer": "return=representation"])
      let collection = try #require(created.array.first?["id"] as? String)
      _ = try await client.request(
        .post, "/rest/v1/collection_quotes",
        json:
          #"[{"collection_id": "\#(collection)", "quote_id": 2}, {"collection_id": "\#(collection)", "quote_id": 5}]"#)
      let oneToMany = try await client.request(.get, "/rest/v1/collections?select=id,collection_quotes(quote_id)")
      let rows = try #require(oneToMany.array.first?["collection_quotes"] as? [[String: Any]])
      #expect(rows.compactMap { $0["quote_id"] as? Int } == [2, 5])
      let manyToMany = try await client.request(.get, "/rest/v1/collections?select=id,name,quotes(id,text)")
      let quotes = try #require(manyToMany.array.first?["quotes"] as? [[String: Any]])
      #expect(quotes.compactMap { $0["id"] as? Int } == [2, 5] && quotes.allSatisfy { $0["text"] is String })
      let nested = try await client.request(
        .get, "/rest/v1/collections?select=name,entries:collection_quotes(added_at,quotes(author))")
      let entries = try #require(nested.array.first?["entries"] as? [[String: Any]])
      #expect(entries.count == 2 && entries.allSatisfy { ($0["quotes"] as? [String: Any])?["author"] is String })
      let reverse = try await client.request(.get, "/rest/v1/quotes?select=id,collections(name)&id=in.(2,3)&order=id")
      #expect((reverse.array.first?["collections"] as? [[String: Any]])?.first?["name"] as? String == "Morning")
      #expect((reverse.array.last?["collections"] as? [[String: Any]])?.isEmpty == true)
      // Another user's rows never appear through an embed.
      var other = client
      _ = try await other.signUp("eve@example.com")
      let peek = try await other.request(.get, "/rest/v1/quotes?select=id,collections(name),favorites(user_id)&id=eq.2")
      #expect((peek.array.first?["collections"] as? [Any])?.isEmpty == true)
      let unknown = try await client.request(.get, "/rest/v1/collections?select=id,profiles(*)")
      #expect(unknown.status == .badRequest && unknown.object["code"] as? String == "PGRST200")
    }
  }

  @Test("Insert with return=representation returns the embed, not null")
  func insertRepresentationEmbeds() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("noether@example.com")
      let reply = try await client.request(
        .post, "/rest/v1/favorites?select=quote_id,quotes(id,author)", json: #"{"quote_id": 7}"#,
        headers: ["Prefer": "return=representation"])
      #expect(reply.status == .created)
      let quote = try #require(reply.array.first?["quotes"] as? [String: Any])
      #expect(quote["id"] as? Int == 7 && quote["author"] is String)
    }
  }

  @Test("An order of two keys sorts by the first, then the second, top level and embedded; a second order is ignored")
  func twoKeyOrder() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("twokeys@example.com")
      let id = UUID().uuidString.lowercased()
      _ = try await client.request(.post, "/rest/v1/collections", json: #"{"id": "\#(id)", "name": "Two keys"}"#)
      // Two quotes at each of two instants, one alone at a third: the first key alone leaves ties, the second alone
      // is another order, and both give one order.
      let rows = [
        (9, "2001-01-01T00:00:00Z"), (2, "2001-01-01T00:00:00Z"), (5, "2000-01-01T00:00:00Z"),
        (7, "2000-01-01T00:00:00Z"), (3, "2002-01-01T00:00:00Z"),
      ]
      let body = rows.map { #"{"collection_id": "\#(id)", "quote_id": \#($0.0), "added_at": "\#($0.1)"}"# }
      let added = try await client.request(
        .post, "/rest/v1/collection_quotes", json: "[\(body.joined(separator: ","))]")
      #expect(added.status.code < 300, "\(added.text)")
      func ids(_ path: String) async throws -> [Int] {
        let answer = try await client.request(.get, path)
        #expect(answer.status == .ok, "\(answer.text)")
        return answer.array.compactMap { $0["quote_id"] as? Int }
      }
      func embedded(_ path: String) async throws -> [Int] {
        let answer = try await client.request(.get, path)
        #expect(answer.status == .ok, "\(answer.text)")
        let inner = answer.array.first?["collection_quotes"] as? [[String: Any]] ?? []
        return inner.compactMap { $0["quote_id"] as? Int }
      }
      let top = "/rest/v1/collection_quotes?select=quote_id&order="
      #expect(try await ids(top + "added_at.asc,quote_id.asc") == [5, 7, 2, 9, 3])
      #expect(try await ids(top + "added_at.asc,quote_id.desc") == [7, 5, 9, 2, 3])
      #expect(try await ids(top + "added_at.desc,quote_id.asc") == [3, 2, 9, 5, 7])
      let embed = "/rest/v1/collections?select=*,collection_quotes(*)&collection_quotes.order="
      #expect(try await embedded(embed + "added_at.asc,quote_id.asc") == [5, 7, 2, 9, 3])
      #expect(try await embedded(embed + "added_at.asc,quote_id.desc") == [7, 5, 9, 2, 3])
      #expect(try await embedded(embed + "added_at.desc,quote_id.desc") == [3, 9, 2, 7, 5])
      // Two `order` parameters of one table (what a client that does not join chained orders sends): PostgREST
      // uses the first; the later one is parsed, and refused when malformed.
      #expect(try await ids(top + "quote_id.desc&order=added_at.asc") == [9, 7, 5, 3, 2])
      #expect(try await embedded(embed + "quote_id.asc&collection_quotes.order=added_at.desc") == [2, 3, 5, 7, 9])
      let malformed = try await client.request(.get, top + "quote_id.desc&order=quote_id.up")
      #expect(malformed.status == .badRequest && malformed.object["code"] as? String == "PGRST100")
    }
  }

  @Test(
    "`order=` with no terms, or an empty term, is 400 PGRST100 as PostgREST answers; `order` without `=` is dropped")
  func emptyOrder() async throws {
    try await withServer { client in
      // PostgREST parses `order=` (one or more terms, `sepBy1`) and refuses it; a key without `=` has no value and
      // is dropped before parsing, as every valueless parameter is.
      for query in [
        "order=", "order=id.desc&order=", "order=&order=id.desc", "order=id,", "order=id,,author", "order=,id",
        "order=id.", "order=id..desc", "select=id,favorites(quote_id)&favorites.order=",
      ] {
        let answer = try await client.request(.get, "/rest/v1/quotes?\(query)")
        #expect(answer.status == .badRequest, "\(query): \(answer.text)")
        #expect(answer.object["code"] as? String == "PGRST100", "\(query)")
        #expect((answer.object["message"] as? String)?.hasPrefix("failed to parse order (") == true, "\(query)")
      }
      let empty = try await client.request(.get, "/rest/v1/quotes?select=id&order=")
      #expect(empty.object["message"] as? String == "failed to parse order ()")
      #expect(empty.object["details"] as? String == "unexpected end of input expecting field name (* or [a..z0..9_$])")
      let descending = try await client.request(.get, "/rest/v1/quotes?select=id&order=id.desc&limit=3")
      for query in ["select=id&order&order=id.desc&limit=3", "select=id&order=id.desc&order&limit=3"] {
        let answer = try await client.request(.get, "/rest/v1/quotes?\(query)")
        #expect(answer.status == .ok && answer.text == descending.text, "\(query): \(answer.text)")
      }
      let unordered = try await client.request(.get, "/rest/v1/quotes?select=id&limit=3")
      let valueless = try await client.request(.get, "/rest/v1/quotes?select=id&limit=3&order")
      #expect(valueless.status == .ok && valueless.text == unordered.text)
    }
  }
}

@Suite("Quotes read cache")
struct QuotesReadCacheTests {
  @Test("A quotes read is answered again until the service role writes a quote; callers are still checked")
  func cacheInvalidation() async throws {
    try await withServer { client in
      let uri = "/rest/v1/quotes?select=id,text&order=id.desc&limit=1"
      let first = try await client.request(.get, uri)
      #expect(try await client.request(.get, uri).text == first.text)
      let added = try await client.request(
        .post, "/rest/v1/quotes", json: #"{"text": "Fresh words.", "author": "Nobody", "category": "Wisdom"}"#,
        headers: ["Prefer": "return=representation"], key: client.info.serviceRoleKey,
        bearer: client.info.serviceRoleKey)
      #expect(added.status == .created)
      let after = try await client.request(.get, uri)
      #expect(after.array.first?["text"] as? String == "Fresh words.", "the write emptied the cache")
      let forged = try await client.request(.get, uri, bearer: "not.a.token")
      #expect(forged.status == .unauthorized, "a cached answer is never given to a caller who fails authentication")
    }
  }

  @Test("An answer computed before the table changed is not kept after it")
  func staleGeneration() {
    let cache = QuotesReadCache()
    let (_, generation) = cache.lookup("k")
    cache.invalidate()
    cache.store(ReadResult(status: .ok, headers: [:], body: ByteBuffer(string: "[]")), for: "k", generation: generation)
    #expect(cache.lookup("k").answer == nil)
    let (_, current) = cache.lookup("k")
    cache.store(ReadResult(status: .ok, headers: [:], body: ByteBuffer(string: "[1]")), for: "k", generation: current)
    #expect(cache.lookup("k").answer?.body == ByteBuffer(string: "[1]"))
    cache.store(
      ReadResult(status: .badRequest, headers: [:], body: ByteBuffer(string: "{}")), for: "e", generation: current)
    #expect(cache.lookup("e").answer == nil, "errors are not kept")
  }

  @Test("Embedded rows are ordered, limited and filtered per parent (referencedTable:), as supabase-swift asks")
  func embeddedOrderAndLimit() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("order@example.com")
      try await addCollection(client, "Mixed", quotes: [5, 9, 2])
      let top = try await client.request(
        .get, "/rest/v1/collections?select=name,quotes(id)&quotes.order=id.desc.nullslast&quotes.limit=2")
      #expect(top.status == .ok, "\(top.text)")
      #expect((top.array.first?["quotes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [9, 5])
      let paged = try await client.request(
        .get, "/rest/v1/collections?select=name,quotes(id)&quotes.order=id&quotes.offset=1&quotes.limit=5")
      #expect((paged.array.first?["quotes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [5, 9])
      let filtered = try await client.request(.get, "/rest/v1/collections?select=name,quotes(id)&quotes.id=gt.4")
      #expect((filtered.array.first?["quotes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [5, 9])
      #expect(filtered.array.count == 1, "a plain embed filters the embedded rows, never the parents")
      let stray = try await client.request(.get, "/rest/v1/collections?select=name&quotes.limit=1")
      #expect(stray.status == .badRequest && stray.object["code"] as? String == "PGRST108")
    }
  }

  @Test("!inner keeps only parents with embedded rows, before the page is cut; a plain embed keeps them all")
  func innerEmbeds() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("inner@example.com")
      _ = try await client.request(.post, "/rest/v1/favorites", json: #"[{"quote_id": 3}, {"quote_id": 7}]"#)
      let inner = try await client.request(.get, "/rest/v1/quotes?select=id,favorites!inner(user_id)&order=id")
      #expect(inner.array.compactMap { $0["id"] as? Int } == [3, 7], "\(inner.text)")
      let firstPage = try await client.request(
        .get, "/rest/v1/quotes?select=id,favorites!inner(user_id)&order=id&limit=1",
        headers: ["Prefer": "count=exact"])
      #expect(firstPage.array.compactMap { $0["id"] as? Int } == [3])
      #expect(firstPage.header("content-range") == "0-0/2")
      let plain = try await client.request(.get, "/rest/v1/quotes?select=id,favorites(user_id)&limit=3")
      #expect(plain.array.count == 3)
      // Filtering parents by an embedded column: the !inner idiom.
      try await addCollection(client, "Nine", quotes: [9])
      let holding = try await client.request(.get, "/rest/v1/collections?select=name,quotes!inner(id)&quotes.id=eq.9")
      #expect(holding.array.compactMap { $0["name"] as? String } == ["Nine"])
      let none = try await client.request(.get, "/rest/v1/collections?select=name,quotes!inner(id)&quotes.id=eq.10")
      #expect(none.status == .ok && none.array.isEmpty)
      // Another user's favourites never satisfy an inner join.
      var other = client
      _ = try await other.signUp("outsider@example.com")
      let outsider = try await other.request(.get, "/rest/v1/quotes?select=id,favorites!inner(user_id)")
      #expect(outsider.status == .ok && outsider.array.isEmpty)
    }
  }

  @Test("A relationship that does not exist is PGRST200 every time, never a guessed junction")
  func noGuessedJunction() async throws {
    try await withServer { client in
      for _ in 0..<5 {
        let reply = try await client.request(.get, "/rest/v1/quotes?select=id,quotes(id)")
        #expect(reply.status == .badRequest && reply.object["code"] as? String == "PGRST200")
      }
    }
    #expect(TableSpec.quotes.relationships(to: "quotes").isEmpty)
    for table in TableSpec.all.values {
      for other in TableSpec.all.keys {
        #expect(table.relationships(to: other).count <= 1, "\(table.name) to \(other) is unambiguous")
      }
    }
  }

  @Test("Two relationships between the same tables are PGRST201 (300 Multiple Choices), never a guess")
  func ambiguousRelationship() throws {
    // A schema where favorites holds two foreign keys to quotes (say, the quote and the one it replied to).
    let favorites = TableSpec(
      name: "favorites", columns: TableSpec.favorites.columns + [TableSpec.Column("reply_to", .bigint, nullable: true)],
      primaryKey: TableSpec.favorites.primaryKey, access: TableSpec.favorites.access,
      foreignKeys: TableSpec.favorites.foreignKeys + [
        ForeignKey(column: "reply_to", table: "quotes", targetColumn: "id")
      ],
      touchesUpdatedAt: false)
    let schema = ["quotes": TableSpec.quotes, "favorites": favorites]
    #expect(TableSpec.quotes.relationships(to: "favorites", in: schema).count == 2)
    #expect {
      try TableSpec.quotes.relationship(to: "favorites", in: schema)
    } throws: { error in
      guard let error = error as? APIError, case .rest(let code, _, _) = error.shape else { return false }
      return code == "PGRST201" && error.status == .multipleChoices
    }
    #expect(try TableSpec.quotes.relationship(to: "favorites").cardinality.isOneToMany)
  }
}

extension Relationship.Cardinality {
  var isOneToMany: Bool { if case .oneToMany = self { true } else { false } }
}
