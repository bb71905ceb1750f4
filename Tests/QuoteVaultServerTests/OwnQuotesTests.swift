import Foundation
import QuoteVaultServer
import Testing

/// Own quotes (issue 42): supabase/migrations/20261129000100_own_quotes.sql's policies, as this server answers
/// them. supabase/tests/database/006_own_quotes.test.sql proves the same on PostgreSQL.
@Suite("Own quotes")
struct OwnQuotesTests {
  static let wombats =
    #"{"text": "Wombats are calmer than zanzibar tortoises.", "author": "Alice", "category": "Humor"}"#

  /// Adds a quote of the signed-in user's; answers its id.
  static func add(_ client: SupabaseTestClient, _ json: String = wombats) async throws -> Int {
    let reply = try await client.request(
      .post, "/rest/v1/quotes", json: json, headers: ["Prefer": "return=representation"])
    #expect(reply.status == .created, "\(reply.text)")
    return try #require(reply.array.first?["id"] as? Int)
  }

  @Test("Own quotes (server): a user adds, edits and deletes their own quotes, which are theirs by default")
  func ownQuotes() async throws {
    try await withServer { client in
      var alice = client
      _ = try await alice.signUp("alice@example.com")
      let id = try await Self.add(alice)
      let mine = try await alice.request(.get, "/rest/v1/quotes?id=eq.\(id)")
      #expect(mine.array.first?["owner_id"] as? String == alice.userID, "\(mine.text)")
      let edit = try await alice.request(
        .patch, "/rest/v1/quotes?id=eq.\(id)", json: #"{"text": "Wombats, edited."}"#,
        headers: ["Prefer": "return=representation"])
      #expect(edit.status == .ok && edit.array.first?["text"] as? String == "Wombats, edited.")
      let catalogue = try await client.request(.get, "/rest/v1/quotes?owner_id=is.null&select=id&limit=1000")
      let feed = try await alice.request(.get, "/rest/v1/quotes?select=id&limit=1000")
      #expect(feed.array.count == catalogue.array.count + 1, "the feed is the catalogue and her own")
      let delete = try await alice.request(
        .delete, "/rest/v1/quotes?id=eq.\(id)", headers: ["Prefer": "return=representation"])
      #expect(delete.array.count == 1)
      #expect(try await alice.request(.get, "/rest/v1/quotes?id=eq.\(id)").array.isEmpty)
      let long = String(repeating: "x", count: 1001)
      let tooLong = try await alice.request(
        .post, "/rest/v1/quotes", json: #"{"text": "\#(long)", "author": "A", "category": "Love"}"#)
      #expect(tooLong.status == .badRequest && tooLong.object["code"] as? String == "23514", "\(tooLong.text)")
    }
  }

  @Test(
    "Own quotes (server): one user never reads another's own quotes, by list, id, search, category, count, embed or cache"
  )
  func isolation() async throws {
    try await withServer { client in
      var alice = client
      var bob = client
      _ = try await alice.signUp("alice@example.com")
      _ = try await bob.signUp("bob@example.com")
      let id = try await Self.add(alice)
      try await addCollection(alice, "Mine", quotes: [id])
      #expect(try await alice.request(.post, "/rest/v1/favorites", json: #"{"quote_id": \#(id)}"#).status == .created)
      let reads = [
        "/rest/v1/quotes?id=eq.\(id)", "/rest/v1/quotes?or=(text.ilike.*zanzibar*,author.ilike.*zanzibar*)",
        "/rest/v1/quotes?or=(text.ilike.*calmer than*,author.ilike.*calmer than*)",
        "/rest/v1/quotes?text=ilike.*wombats*", "/rest/v1/quotes?category=eq.Humor&id=gte.\(id)",
        "/rest/v1/quotes?order=id.desc&limit=1", "/rest/v1/quotes?author=eq.Alice&select=id,favorites(user_id)",
      ]
      for path in reads {
        // Alice reads first, so an answer kept for her would be the one answered to the others.
        let hers = try await alice.request(.get, path)
        #expect(hers.array.contains { $0["id"] as? Int == id }, "Alice finds her quote: \(path) \(hers.text)")
        for (who, reader) in [("Bob", bob), ("anon", client)] {
          let reply = try await reader.request(.get, path)
          #expect(reply.status == .ok, "\(path): \(reply.text)")
          #expect(!reply.array.contains { $0["id"] as? Int == id }, "\(who) reads Alice's quote: \(path)")
          #expect(!reply.text.contains("zanzibar"), "\(who) reads Alice's words: \(path)")
        }
      }
      let count = try await bob.request(
        .head, "/rest/v1/quotes?author=eq.Alice", headers: ["Prefer": "count=exact"])
      #expect(count.header("content-range")?.hasSuffix("/0") == true, "\(count.header("content-range") ?? "")")
      #expect(try await bob.request(.get, "/rest/v1/favorites?select=quote_id,quotes(text)").array.isEmpty)
      let collected = try await bob.request(.get, "/rest/v1/collections?select=name,quotes(text)")
      #expect(collected.array.isEmpty)
      let everything = try await client.request(
        .get, "/rest/v1/quotes?id=eq.\(id)", key: client.info.serviceRoleKey, bearer: client.info.serviceRoleKey)
      #expect(everything.array.count == 1, "the service role reads every quote")
    }
  }

  @Test(
    "Own quotes (server): nobody changes, deletes, publishes, takes over, favourites or collects another's quote or the catalogue"
  )
  func attacks() async throws {
    try await withServer { client in
      var alice = client
      var bob = client
      _ = try await alice.signUp("alice@example.com")
      _ = try await bob.signUp("bob@example.com")
      let id = try await Self.add(alice)
      let representation = ["Prefer": "return=representation"]
      for target in ["id=eq.\(id)", "id=eq.1"] {
        let patch = try await bob.request(
          .patch, "/rest/v1/quotes?\(target)", json: #"{"text": "defaced"}"#, headers: representation)
        #expect(patch.status == .ok && patch.array.isEmpty, "\(target): \(patch.text)")
        let delete = try await bob.request(.delete, "/rest/v1/quotes?\(target)", headers: representation)
        #expect(delete.status == .ok && delete.array.isEmpty, "\(target): \(delete.text)")
      }
      let publish = try await alice.request(.patch, "/rest/v1/quotes?id=eq.\(id)", json: #"{"owner_id": null}"#)
      #expect(publish.status == .forbidden && publish.object["code"] as? String == "42501")
      let gift = try await bob.request(
        .post, "/rest/v1/quotes",
        json: #"{"text": "x", "author": "y", "category": "Love", "owner_id": "\#(alice.userID!)"}"#)
      #expect(gift.status == .forbidden && gift.object["code"] as? String == "42501")
      for target in [id, 1] {
        let takeOver = try await bob.request(
          .post, "/rest/v1/quotes",
          json: #"{"id": \#(target), "text": "mine now", "author": "Bob", "category": "Love"}"#,
          headers: ["Prefer": "resolution=merge-duplicates"])
        #expect(takeOver.status == .forbidden, "\(target): \(takeOver.text)")
      }
      let favourite = try await bob.request(.post, "/rest/v1/favorites", json: #"{"quote_id": \#(id)}"#)
      #expect(favourite.status == .forbidden && favourite.object["code"] as? String == "42501", "\(favourite.text)")
      let collection = UUID().uuidString.lowercased()
      _ = try await bob.request(.post, "/rest/v1/collections", json: #"{"id": "\#(collection)", "name": "Bob's"}"#)
      let collect = try await bob.request(
        .post, "/rest/v1/collection_quotes", json: #"{"collection_id": "\#(collection)", "quote_id": \#(id)}"#)
      #expect(collect.status == .forbidden && collect.object["code"] as? String == "42501", "\(collect.text)")
      #expect(try await bob.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 3}"#).status == .created)
      let swap = try await bob.request(.patch, "/rest/v1/favorites?quote_id=eq.3", json: #"{"quote_id": \#(id)}"#)
      #expect(swap.status == .forbidden, "\(swap.text)")
      let missing = try await bob.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 999999}"#)
      #expect(missing.status == .conflict && missing.object["code"] as? String == "23503")
      let anonymous = try await client.request(.post, "/rest/v1/quotes", json: Self.wombats)
      #expect(anonymous.status == .unauthorized)
      let intact = try await alice.request(.get, "/rest/v1/quotes?id=eq.\(id)")
      #expect(intact.array.first?["text"] as? String == "Wombats are calmer than zanzibar tortoises.")
      #expect(try await client.request(.get, "/rest/v1/quotes?id=eq.1").array.first?["text"] as? String != "defaced")
    }
  }

  @Test("Own quotes (server): the quote of the day is the catalogue's; a deleted account takes its quotes")
  func dailyAndDeletion() async throws {
    try await withServer { client in
      var alice = client
      _ = try await alice.signUp("alice@example.com")
      var own: Set<Int> = []
      for index in 0..<40 {
        own.insert(
          try await Self.add(alice, #"{"text": "Own thought \#(index).", "author": "Alice", "category": "Love"}"#))
      }
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withFullDate]
      let from = formatter.string(from: Date().addingTimeInterval(-30 * 86_400))
      let days = try await alice.request(
        .post, "/rest/v1/rpc/quotes_of_the_days", json: #"{"from_day": "\#(from)", "days": 62}"#)
      #expect(days.array.count == 62, "\(days.text)")
      #expect(days.array.allSatisfy { !own.contains($0["id"] as? Int ?? -1) }, "no day picks an own quote")
      let deleted = try await alice.request(.post, "/rest/v1/rpc/delete_account")
      #expect(deleted.status.code < 300, "\(deleted.text)")
      let left = try await client.request(
        .get, "/rest/v1/quotes?author=eq.Alice&select=id", key: client.info.serviceRoleKey,
        bearer: client.info.serviceRoleKey)
      #expect(left.status == .ok && left.array.isEmpty, "\(left.text)")
    }
  }
}
