import Foundation
import HTTPTypes
import NIOCore
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
      let id = "9d3b1a52-7f66-4c55-9a0e-0d3e5f7b2c11"
      _ = try await client.request(.post, "/rest/v1/collections", json: #"{"id": "\#(id)", "name": "Everything"}"#)
      let all = (1...111).map { #"{"collection_id": "\#(id)", "quote_id": \#($0)}"# }.joined(separator: ",")
      let added = try await client.request(.post, "/rest/v1/collection_quotes", json: "[\(all)]")
      #expect(added.status.code < 300)
      // Two levels: every quote in the collection, served.
      let two = try await client.request(.get, "/rest/v1/collections?select=id,quotes(id)")
      #expect(two.status == .ok)
      #expect((two.array.first?["quotes"] as? [[String: Any]])?.count == 111)
      // Four levels repeat the 111 quotes 111 times over: refused before anything is built.
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
}
