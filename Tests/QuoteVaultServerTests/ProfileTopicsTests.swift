import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import QuoteVaultServer
import Testing

/// A profile's topics (supabase/migrations/20261130000100_profile_topics.sql) as this server answers them, over a
/// real socket on 127.0.0.1. supabase/tests/database/007_profile_topics.test.sql proves the same on PostgreSQL.
@Suite("Profile topics")
struct ProfileTopicsTests {
  /// Runs `body` against the server listening on a loopback port.
  static func withLiveServer(_ body: @escaping @Sendable (SupabaseTestClient) async throws -> Void) async throws {
    let configuration = testConfiguration()
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in try await body(SupabaseTestClient(client, info: info)) }
  }

  static func setTopics(_ client: SupabaseTestClient, _ json: String, of id: String? = nil) async throws -> Reply {
    try await client.request(
      .patch, "/rest/v1/profiles?id=eq.\(id ?? client.userID ?? "")", json: #"{"topics": \#(json)}"#,
      headers: ["Prefer": "return=representation"])
  }

  @Test("Profile topics (server): empty by default, written and read back through /rest/v1/profiles")
  func roundTrip() async throws {
    try await Self.withLiveServer { client in
      var alice = client
      _ = try await alice.signUp("alice@example.com")
      let id = try #require(alice.userID)
      let fresh = try await alice.request(.get, "/rest/v1/profiles?id=eq.\(id)&select=topics")
      #expect(fresh.status == .ok && fresh.text == #"[{"topics":[]}]"#, "\(fresh.text)")
      let set = try await Self.setTopics(alice, #"["Love", "Wisdom"]"#)
      #expect(set.status == .ok && set.array.first?["topics"] as? [String] == ["Love", "Wisdom"], "\(set.text)")
      let read = try await alice.request(.get, "/rest/v1/profiles?select=id,topics,theme")
      #expect(read.array.first?["topics"] as? [String] == ["Love", "Wisdom"], "\(read.text)")
      // The filter PostgREST takes for a text[]: its array literal.
      let matched = try await alice.request(.get, "/rest/v1/profiles?topics=eq.%7BLove,Wisdom%7D&select=id")
      #expect(matched.array.count == 1, "\(matched.text)")
      let unmatched = try await alice.request(.get, "/rest/v1/profiles?topics=eq.%7BLove%7D&select=id")
      #expect(unmatched.status == .ok && unmatched.array.isEmpty, "\(unmatched.text)")
      // Other settings are untouched by a topics update, and a topics-free update leaves them.
      let theme = try await alice.request(.patch, "/rest/v1/profiles?id=eq.\(id)", json: #"{"theme": "dark"}"#)
      #expect(theme.status.code < 300)
      let after = try await alice.request(.get, "/rest/v1/profiles?select=topics,theme")
      #expect(after.array.first?["topics"] as? [String] == ["Love", "Wisdom"], "\(after.text)")
      #expect(after.array.first?["theme"] as? String == "dark")
      let cleared = try await Self.setTopics(alice, "[]")
      #expect(cleared.array.first?["topics"] as? [String] == [], "\(cleared.text)")
    }
  }

  @Test(
    "Profile topics (server): out of bounds is PostgREST's check violation (400, 23514, profiles_topics_check) and changes nothing"
  )
  func bounds() async throws {
    try await Self.withLiveServer { client in
      var alice = client
      _ = try await alice.signUp("alice@example.com")
      #expect(try await Self.setTopics(alice, #"["Love"]"#).status == .ok)
      let sixteen = (1...16).map { "\"topic \($0)\"" }.joined(separator: ",")
      #expect(try await Self.setTopics(alice, "[\(sixteen)]").status == .ok, "sixteen are allowed")
      let fortyLong = try await Self.setTopics(alice, "[\"\(String(repeating: "é", count: 40))\"]")
      #expect(fortyLong.status == .ok, "forty characters (not bytes) are allowed: \(fortyLong.text)")
      #expect(try await Self.setTopics(alice, #"["Love"]"#).status == .ok)
      let refused = [
        "[" + (1...17).map { "\"topic \($0)\"" }.joined(separator: ",") + "]",
        "[\"\(String(repeating: "x", count: 41))\"]", #"[""]"#, #"["Love", null]"#, #"["Love", "Love"]"#,
      ]
      for json in refused {
        let reply = try await Self.setTopics(alice, json)
        #expect(reply.status == .badRequest, "\(json.prefix(60)): \(reply.status) \(reply.text)")
        #expect(reply.object["code"] as? String == "23514", "\(reply.text)")
        #expect(
          reply.object["message"] as? String
            == #"new row for relation "profiles" violates check constraint "profiles_topics_check""#,
          "\(reply.text)")
        #expect(reply.object.keys.sorted() == ["code", "details", "hint", "message"], "PostgREST's error shape")
      }
      // Not text[] at all: PostgreSQL's own refusals, before any check.
      let nullColumn = try await Self.setTopics(alice, "null")
      #expect(nullColumn.status == .badRequest && nullColumn.object["code"] as? String == "23502", "\(nullColumn.text)")
      for json in [#"[["Love"]]"#, #"[1, 2]"#, #"{"a": "b"}"#, #""{Love""#, #""{{Love}}""#] {
        let reply = try await Self.setTopics(alice, json)
        #expect(reply.status == .badRequest && reply.object["code"] as? String == "22P02", "\(json): \(reply.text)")
      }
      let read = try await alice.request(.get, "/rest/v1/profiles?select=topics")
      #expect(read.array.first?["topics"] as? [String] == ["Love"], "nothing refused was kept: \(read.text)")
    }
  }

  @Test("Profile topics (server): one user neither reads nor writes another's topics; anon neither")
  func isolation() async throws {
    try await Self.withLiveServer { client in
      var alice = client
      var bob = client
      _ = try await alice.signUp("alice@example.com")
      _ = try await bob.signUp("bob@example.com")
      let aliceID = try #require(alice.userID)
      #expect(try await Self.setTopics(alice, #"["Humor"]"#).status == .ok)
      let bobReads = try await bob.request(.get, "/rest/v1/profiles?id=eq.\(aliceID)&select=topics")
      #expect(bobReads.status == .ok && bobReads.array.isEmpty, "\(bobReads.text)")
      let bobAll = try await bob.request(.get, "/rest/v1/profiles?select=id,topics")
      #expect(bobAll.array.count == 1 && bobAll.array.first?["id"] as? String == bob.userID, "\(bobAll.text)")
      let bobWrites = try await Self.setTopics(bob, #"["Love"]"#, of: aliceID)
      #expect(bobWrites.status == .ok && bobWrites.array.isEmpty, "matches no row: \(bobWrites.text)")
      let upsert = try await bob.request(
        .post, "/rest/v1/profiles?on_conflict=id", json: #"{"id": "\#(aliceID)", "topics": ["Love"]}"#,
        headers: ["Prefer": "resolution=merge-duplicates"])
      #expect(upsert.status.code >= 400 && upsert.object["code"] as? String == "42501", "\(upsert.text)")
      var anon = client
      anon.accessToken = nil
      #expect(try await anon.request(.get, "/rest/v1/profiles?select=topics").array.isEmpty)
      let anonWrites = try await Self.setTopics(anon, #"["Love"]"#, of: aliceID)
      #expect(anonWrites.array.isEmpty, "\(anonWrites.text)")
      let hers = try await alice.request(.get, "/rest/v1/profiles?select=topics")
      #expect(hers.array.first?["topics"] as? [String] == ["Humor"], "Alice's topics are as she left them")
    }
  }
}
