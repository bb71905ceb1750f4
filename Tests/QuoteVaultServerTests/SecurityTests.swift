import Foundation
import QuoteVaultServer
import Testing

@Suite("Security and bad input")
struct SecurityTests {
  @Test("One user never reads, changes or deletes another's rows")
  func isolation() async throws {
    try await withServer { client in
      var alice = client
      var bob = client
      _ = try await alice.signUp("alice@example.com")
      _ = try await bob.signUp("bob@example.com")
      _ = try await bob.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 5}"#)
      let collection = UUID().uuidString.lowercased()
      _ = try await bob.request(.post, "/rest/v1/collections", json: #"{"id":"\#(collection)","name":"Bob's"}"#)
      #expect(try await alice.request(.get, "/rest/v1/favorites").array.isEmpty)
      #expect(try await alice.request(.get, "/rest/v1/collections").array.isEmpty)
      #expect(try await alice.request(.get, "/rest/v1/profiles").array.count == 1)
      let rename = try await alice.request(
        .patch, "/rest/v1/collections?id=eq.\(collection)", json: #"{"name":"mine now"}"#,
        headers: ["Prefer": "return=representation"])
      #expect(rename.status == .ok && rename.array.isEmpty)
      let delete = try await alice.request(
        .delete, "/rest/v1/favorites?quote_id=eq.5", headers: ["Prefer": "return=representation"])
      #expect(delete.array.isEmpty)
      let forged = try await alice.request(
        .post, "/rest/v1/favorites", json: #"{"user_id":"\#(bob.userID!)","quote_id": 6}"#)
      #expect(forged.status == .forbidden && forged.object["code"] as? String == "42501")
      let intoTheirs = try await alice.request(
        .post, "/rest/v1/collection_quotes", json: #"{"collection_id":"\#(collection)","quote_id": 6}"#)
      #expect(intoTheirs.status == .forbidden && intoTheirs.object["code"] as? String == "42501")
      let takeOver = try await alice.request(
        .post, "/rest/v1/collections", json: #"{"id":"\#(collection)","name":"stolen"}"#,
        headers: ["Prefer": "resolution=merge-duplicates"])
      #expect(takeOver.status == .forbidden)
      let steal = try await alice.request(
        .patch, "/rest/v1/profiles?id=eq.\(alice.userID!)", json: #"{"id":"\#(bob.userID!)"}"#)
      #expect(steal.status == .forbidden)
      // Bob's things are untouched.
      #expect(try await bob.request(.get, "/rest/v1/favorites").array.count == 1)
      #expect(
        try await bob.request(.get, "/rest/v1/collections?select=name").array.first?["name"] as? String == "Bob's")
    }
  }

  @Test("Signed out, rows of users are read as none (200 []), as Supabase's default grants and RLS answer")
  func anonymous() async throws {
    try await withServer { client in
      var client = client
      var owner = client
      _ = try await owner.signUp("owner@example.com")
      _ = try await owner.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 4}"#)
      #expect(try await client.request(.get, "/rest/v1/quotes?limit=1").status == .ok)
      for table in ["favorites", "collections", "collection_quotes", "profiles"] {
        let reply = try await client.request(.get, "/rest/v1/\(table)")
        #expect(reply.status == .ok && reply.array.isEmpty, "\(table): \(reply.text)")
      }
      let embedded = try await client.request(.get, "/rest/v1/quotes?select=id,favorites(user_id)&id=eq.4")
      #expect((embedded.array.first?["favorites"] as? [Any])?.isEmpty == true, "no one's favourites through an embed")
      let anonymousDelete = try await client.request(
        .delete, "/rest/v1/favorites?quote_id=eq.4", headers: ["Prefer": "return=representation"])
      #expect(anonymousDelete.status == .ok && anonymousDelete.array.isEmpty)
      #expect(try await owner.request(.get, "/rest/v1/favorites").array.count == 1, "nothing was deleted")
      let anonymousFavourite = try await client.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 5}"#)
      #expect(anonymousFavourite.status == .unauthorized && anonymousFavourite.object["code"] as? String == "42501")
      let write = try await client.request(
        .post, "/rest/v1/quotes", json: #"{"text":"x","author":"y","category":"Love"}"#)
      #expect(write.status == .unauthorized)
      _ = try await client.signUp("writer@example.com")
      // A user adds only quotes of their own (OwnQuotesTests), never to the catalogue.
      let userWrite = try await client.request(
        .post, "/rest/v1/quotes", json: #"{"text":"x","author":"y","category":"Love","owner_id":null}"#)
      #expect(userWrite.status == .forbidden && userWrite.object["code"] as? String == "42501")
      // The catalogue's rows are no user's: a user's PATCH matches none of them and changes nothing.
      let patch = try await client.request(
        .patch, "/rest/v1/quotes?id=eq.1", json: #"{"text":"defaced"}"#, headers: ["Prefer": "return=representation"])
      #expect(patch.status == .ok && patch.array.isEmpty, "\(patch.text)")
      #expect(
        try await client.request(.get, "/rest/v1/quotes?id=eq.1&select=text").array.first?["text"] as? String
          != "defaced")
      let service = try await client.request(
        .post, "/rest/v1/quotes", json: #"{"text":"New","author":"Someone","category":"Love"}"#,
        headers: ["Prefer": "return=representation"], key: client.info.serviceRoleKey,
        bearer: client.info.serviceRoleKey)
      #expect(service.status == .created)
    }
  }

  @Test("Missing, forged and expired keys and tokens get each API's own 401/403")
  func keysAndTokens() async throws {
    try await withServer { client in
      let noKey = try await client.request(.get, "/rest/v1/quotes", key: "")
      #expect(noKey.status == .unauthorized)
      let forgedKey = client.info.anonKey.dropLast(4) + "AAAA"
      #expect(
        try await client.request(.get, "/rest/v1/quotes", key: String(forgedKey)).object["message"] as? String
          == "Invalid API key")
      let rest = try await client.request(.get, "/rest/v1/quotes", bearer: "not.a.jwt")
      #expect(rest.status == .unauthorized && rest.object["code"] as? String == "PGRST301")
      // A token signed with another secret.
      let foreign = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl"
      #expect(try await client.request(.get, "/rest/v1/favorites", bearer: foreign).status == .unauthorized)
      let auth = try await client.request(
        .get, "/auth/v1/user", headers: ["X-Supabase-Api-Version": "2024-01-01"], bearer: foreign)
      #expect(auth.status == .forbidden && auth.object["code"] as? String == "bad_jwt")
      let storage = try await client.request(
        .post, "/storage/v1/object/avatars/x/a.png", body: Data([1]), bearer: foreign)
      #expect(storage.status == .badRequest && storage.object["statusCode"] as? String == "403")
    }
  }

  @Test("Bad input gets the protocol's 4xx, never a 500")
  func badInput() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("fuzz@example.com")
      let cases: [(String, String, String?, Int, String)] = [
        ("GET", "/rest/v1/nope", nil, 404, "PGRST205"),
        ("GET", "/rest/v1/quotes?select=id,password", nil, 400, "42703"),
        ("GET", "/rest/v1/quotes?secret=eq.1", nil, 400, "42703"),
        ("GET", "/rest/v1/quotes?id=eq.abc", nil, 400, "22P02"),
        ("GET", "/rest/v1/quotes?id=between.1", nil, 400, "PGRST100"),
        ("GET", "/rest/v1/quotes?or=(id.eq.1", nil, 400, "PGRST100"),
        ("GET", "/rest/v1/quotes?or=id.eq.1", nil, 400, "PGRST100"),
        ("GET", "/rest/v1/quotes?order=id.sideways", nil, 400, "PGRST100"),
        ("GET", "/rest/v1/quotes?limit=-1", nil, 400, "PGRST100"),
        ("GET", "/rest/v1/quotes?select=id,profiles(*)", nil, 400, "PGRST200"),
        ("GET", "/rest/v1/quotes?id=eq.1;DROP TABLE quotes", nil, 400, "22P02"),
        ("GET", "/rest/v1/quotes?id=like.1", nil, 404, "42883"),
        ("POST", "/rest/v1/favorites", "{not json", 400, "PGRST102"),
        ("POST", "/rest/v1/favorites", "[]", 400, "PGRST102"),
        ("POST", "/rest/v1/favorites", "42", 400, "PGRST102"),
        ("POST", "/rest/v1/favorites", #"{"quote_id":"seven"}"#, 400, "22P02"),
        ("POST", "/rest/v1/favorites", #"{"quote_id":1,"admin":true}"#, 400, "PGRST204"),
        ("POST", "/rest/v1/favorites", #"{"created_at":"now"}"#, 400, "22P02"),
        ("POST", "/rest/v1/collections", #"{"name":null}"#, 400, "23502"),
        ("PATCH", "/rest/v1/collections", #"{"name":"x"}"#, 400, "21000"),
        ("DELETE", "/rest/v1/favorites", nil, 400, "21000"),
        ("POST", "/rest/v1/favorites", String(repeating: "[", count: 5000), 400, "PGRST102"),
      ]
      for (method, path, body, status, code) in cases {
        let reply = try await client.request(
          method == "GET" ? .get : method == "POST" ? .post : method == "PATCH" ? .patch : .delete,
          path.replacingOccurrences(of: " ", with: "%20"), json: body)
        #expect(reply.status.code == status, "\(method) \(path): \(reply.status) \(reply.text)")
        #expect(reply.object["code"] as? String == code, "\(method) \(path): \(reply.text)")
      }
      let huge = try await client.request(
        .post, "/rest/v1/favorites", json: "[" + String(repeating: #"{"quote_id":1},"#, count: 80_000) + "{}]")
      #expect(huge.status == .contentTooLarge)
      let auth = try await client.request(.post, "/auth/v1/signup", json: "{{{")
      #expect(auth.status == .badRequest)
      let grant = try await client.request(.post, "/auth/v1/token?grant_type=magic", json: "{}")
      #expect(grant.status == .badRequest)
    }
  }
}
