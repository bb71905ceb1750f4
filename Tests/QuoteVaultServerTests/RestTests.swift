import Foundation
import QuoteVaultSeed
import QuoteVaultServer
import Testing

@Suite("REST (/rest/v1)")
struct RestTests {
  @Test("QV-3.1 / QV-3.2 (server): quotes come in pages with Content-Range; the next page follows on")
  func paging() async throws {
    try await withServer { client in
      let first = try await client.request(
        .get, "/rest/v1/quotes?select=id,text,author,category&order=id.asc&offset=0&limit=20",
        headers: ["Prefer": "count=exact"])
      #expect(first.status == .partialContent)
      #expect(first.array.count == 20)
      #expect(first.header("content-range") == "0-19/\(SeedQuotes.all.count)")
      let second = try await client.request(
        .get, "/rest/v1/quotes?select=id&order=id.asc", headers: ["Range-Unit": "items", "Range": "20-39"])
      #expect(second.array.map { $0["id"] as? Int } == Array(21...40))
      #expect(second.header("content-range") == "20-39/*")
      // The last page holds what is left after the full pages before it.
      let lastOffset = (SeedQuotes.all.count - 1) / 20 * 20
      let last = try await client.request(
        .get, "/rest/v1/quotes?select=id&offset=\(lastOffset)&limit=20", headers: ["Prefer": "count=exact"])
      #expect(last.array.count == SeedQuotes.all.count - lastOffset)
      let beyond = try await client.request(
        .get, "/rest/v1/quotes?offset=\(SeedQuotes.all.count + 100)", headers: ["Prefer": "count=exact"])
      #expect(beyond.status == .rangeNotSatisfiable && beyond.object["code"] as? String == "PGRST103")
    }
  }

  @Test(
    "QV-3.3 / QV-3.4 (server): a category filter returns only that category; all five, and the later five, have quotes")
  func categories() async throws {
    try await withServer { client in
      #expect(Array(SeedQuotes.categories.prefix(5)) == ["Motivation", "Love", "Success", "Wisdom", "Humor"])
      for category in SeedQuotes.categories {
        let reply = try await client.request(.get, "/rest/v1/quotes?select=category&category=eq.\(category)")
        let least = SeedQuotes.firstFive.contains(category) ? 20 : SeedQuotes.minimumLater
        #expect(reply.array.count >= least, "\(category)")
        #expect(reply.array.allSatisfy { $0["category"] as? String == category })
      }
    }
  }

  @Test("QV-3.5 (server): a keyword matches text or author, case-insensitively, through the trigram index")
  func search() async throws {
    try await withServer { client in
      let reply = try await client.request(
        .get, "/rest/v1/quotes?select=text,author&or=(text.ilike.*LOVE*,author.ilike.*LOVE*)")
      #expect(!reply.array.isEmpty)
      for quote in reply.array {
        let text = "\(quote["text"] as? String ?? "") \(quote["author"] as? String ?? "")".lowercased()
        #expect(text.contains("love"))
      }
      let expected = SeedQuotes.all.filter { ($0.text + " " + $0.author).lowercased().contains("love") }.count
      #expect(reply.array.count == expected, "every match, not just some")
      let none = try await client.request(.get, "/rest/v1/quotes?or=(text.ilike.*zzzqqq*,author.ilike.*zzzqqq*)")
      #expect(none.status == .ok && none.array.isEmpty, "QV-3.9: no match is an empty list, not an error")
    }
  }

  @Test("A search page ordered by id is the same slice of the full result, ascending or descending")
  func searchPages() async throws {
    try await withServer { client in
      let search = "or=(text.ilike.*the*,author.ilike.*the*)"
      let all = try await client.request(.get, "/rest/v1/quotes?select=id&\(search)&order=id.asc").array.compactMap {
        $0["id"] as? Int
      }
      #expect(all.count > 30)
      let page = try await client.request(.get, "/rest/v1/quotes?select=id&\(search)&order=id.asc&offset=10&limit=5")
      #expect(page.array.compactMap { $0["id"] as? Int } == Array(all[10..<15]))
      let last = try await client.request(.get, "/rest/v1/quotes?select=id&\(search)&order=id.desc&limit=3")
      #expect(last.array.compactMap { $0["id"] as? Int } == Array(all.suffix(3).reversed()))
      let counted = try await client.request(
        .get, "/rest/v1/quotes?select=id&\(search)&order=id.asc&limit=5", headers: ["Prefer": "count=exact"])
      #expect(counted.header("content-range") == "0-4/\(all.count)")
      let withCategory = try await client.request(
        .get, "/rest/v1/quotes?select=id,category&\(search)&category=eq.Humor&limit=50")
      #expect(withCategory.array.allSatisfy { $0["category"] as? String == "Humor" } && !withCategory.array.isEmpty)
    }
  }

  @Test("QV-3.6 (server): searching an author's name finds all of their quotes")
  func authorSearch() async throws {
    try await withServer { client in
      let reply = try await client.request(.get, "/rest/v1/quotes?select=author&author=ilike.*wilde*")
      let expected = SeedQuotes.all.filter { $0.author == "Oscar Wilde" }.count
      #expect(reply.array.count == expected && expected >= 4)
    }
  }

  @Test("QV-4.1 / QV-4.2 / QV-4.4 (server): favourites are added, listed with their quotes, and removed")
  func favourites() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("fav@example.com")
      let add = try await client.request(
        .post, "/rest/v1/favorites", json: #"{"quote_id": 7}"#, headers: ["Prefer": "return=representation"])
      #expect(add.status == .created)
      #expect(add.array.first?["user_id"] as? String == client.userID, "user_id defaults to auth.uid()")
      let again = try await client.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 7}"#)
      #expect(again.status == .conflict && again.object["code"] as? String == "23505")
      let upsert = try await client.request(
        .post, "/rest/v1/favorites?on_conflict=user_id,quote_id", json: #"{"quote_id": 7}"#,
        headers: ["Prefer": "resolution=ignore-duplicates"])
      #expect(upsert.status == .created, "an idempotent replay from the offline outbox")
      let list = try await client.request(.get, "/rest/v1/favorites?select=quote_id,quotes(id,text,author)")
      let embedded = try #require(list.array.first?["quotes"] as? [String: Any])
      #expect(embedded["id"] as? Int == 7 && embedded["author"] as? String == SeedQuotes.all[6].author)
      let remove = try await client.request(.delete, "/rest/v1/favorites?quote_id=eq.7")
      #expect(remove.status == .noContent)
      #expect(try await client.request(.get, "/rest/v1/favorites").array.isEmpty)
      let missing = try await client.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 999999}"#)
      #expect(missing.status == .conflict && missing.object["code"] as? String == "23503")
    }
  }

  @Test("QV-4.5 (server): favourites come back when the user signs in on another device")
  func favouritesOnNewDevice() async throws {
    try await withServer { client in
      var phone = client
      _ = try await phone.signUp("travel@example.com")
      _ = try await phone.request(.post, "/rest/v1/favorites", json: #"[{"quote_id": 3}, {"quote_id": 9}]"#)
      var tablet = client
      let session = try await tablet.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"travel@example.com","password":"correct horse battery"}"#)
      tablet.accessToken = session.object["access_token"] as? String
      let restored = try await tablet.request(.get, "/rest/v1/favorites?select=quote_id&order=quote_id")
      #expect(restored.array.map { $0["quote_id"] as? Int } == [3, 9])
    }
  }

  @Test("QV-5.1 / QV-5.2 / QV-5.3 / QV-5.4 / QV-5.5 / QV-5.6 (server): collections and their quotes")
  func collections() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("curator@example.com")
      let id = UUID().uuidString.lowercased()
      let created = try await client.request(
        .post, "/rest/v1/collections", json: #"{"id":"\#(id)","name":"Mornings"}"#,
        headers: ["Prefer": "return=representation"])
      #expect(created.status == .created && created.array.first?["name"] as? String == "Mornings")
      let empty = try await client.request(.post, "/rest/v1/collections", json: #"{"name":"   "}"#)
      #expect(empty.status == .badRequest && empty.object["code"] as? String == "23514")
      for quote in [1, 2, 3] {
        let add = try await client.request(
          .post, "/rest/v1/collection_quotes", json: #"{"collection_id":"\#(id)","quote_id":\#(quote)}"#)
        #expect(add.status == .created)
      }
      _ = try await client.request(.delete, "/rest/v1/collection_quotes?collection_id=eq.\(id)&quote_id=eq.2")
      let inside = try await client.request(
        .get, "/rest/v1/collection_quotes?select=quote_id,quote:quotes(text)&collection_id=eq.\(id)&order=quote_id")
      #expect(inside.array.map { $0["quote_id"] as? Int } == [1, 3])
      #expect((inside.array.first?["quote"] as? [String: Any])?["text"] as? String == SeedQuotes.all[0].text)
      let deleted = try await client.request(.delete, "/rest/v1/collections?id=eq.\(id)")
      #expect(deleted.status == .noContent)
      let orphans = try await client.request(
        .get, "/rest/v1/collection_quotes?collection_id=eq.\(id)", key: client.info.serviceRoleKey,
        bearer: client.info.serviceRoleKey)
      #expect(orphans.array.isEmpty, "deleting a collection removes its quote associations")
    }
  }

  @Test(
    "QV-6.2 / QV-6.4 (server): quote_of_the_day is the same for a day and different the next, as the SQL computes it")
  func quoteOfTheDay() async throws {
    try await withServer { client in
      func quote(_ day: String) async throws -> Int? {
        try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"\#(day)"}"#).array.first?["id"]
          as? Int
      }
      #expect(try await quote("2026-11-21") == (try await quote("2026-11-21")))
      #expect(try await quote("2026-11-21") != (try await quote("2026-11-22")))
      // The SQL function's formula: position ((days since 2000-01-01) * 48271) mod n, in id order.
      let days = 9_821  // 2000-01-01 to 2026-11-21
      let expected = (days * 48_271) % SeedQuotes.all.count + 1
      #expect(try await quote("2026-11-21") == expected)
      let single = try await client.request(
        .post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"2026-11-21"}"#,
        headers: ["Accept": "application/vnd.pgrst.object+json"])
      #expect(single.object["id"] as? Int == expected)
      // It records the day's pick, so a GET (read-only in PostgREST) is refused as PostgreSQL refuses it.
      let get = try await client.request(.get, "/rest/v1/rpc/quote_of_the_day?day=2026-11-21")
      #expect(get.status == .methodNotAllowed && get.object["code"] as? String == "25006")
      let bad = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"2026-02-30"}"#)
      #expect(bad.status == .badRequest && bad.object["code"] as? String == "22007")
      let unknown = try await client.request(.post, "/rest/v1/rpc/drop_everything", json: "{}")
      #expect(unknown.status == .notFound && unknown.object["code"] as? String == "PGRST202")
    }
  }

  @Test("QV-9.7 (server): preferences sync to the user's profile")
  func preferences() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("prefs@example.com")
      let patch = try await client.request(
        .patch, "/rest/v1/profiles?id=eq.\(client.userID!)",
        json:
          #"{"theme":"dark","accent_color":"teal","font_scale":1.2,"notifications_enabled":true,"notification_time":"07:30"}"#,
        headers: ["Prefer": "return=representation", "Accept": "application/vnd.pgrst.object+json"])
      #expect(patch.status == .ok)
      #expect(patch.object["theme"] as? String == "dark")
      #expect(patch.object["notifications_enabled"] as? Bool == true)
      #expect(patch.object["notification_time"] as? String == "07:30:00")
      #expect(patch.object["font_scale"] as? Double == 1.2)
      let invalid = try await client.request(
        .patch, "/rest/v1/profiles?id=eq.\(client.userID!)", json: #"{"theme":"neon"}"#)
      #expect(invalid.status == .badRequest && invalid.object["code"] as? String == "23514")
    }
  }

  @Test("Single-object requests return an object, or 406 PGRST116 for zero or several rows")
  func singleObject() async throws {
    try await withServer { client in
      let one = try await client.request(
        .get, "/rest/v1/quotes?id=eq.1", headers: ["Accept": "application/vnd.pgrst.object+json"])
      #expect(one.object["id"] as? Int == 1)
      let many = try await client.request(
        .get, "/rest/v1/quotes?limit=2", headers: ["Accept": "application/vnd.pgrst.object+json"])
      #expect(many.status == .notAcceptable && many.object["code"] as? String == "PGRST116")
    }
  }

  @Test("Filters: neq, gt/gte/lt/lte, in, is, like, not, nested and/or, quoted values, ordering with nulls")
  func filters() async throws {
    try await withServer { client in
      func ids(_ query: String) async throws -> [Int] {
        try await client.request(.get, "/rest/v1/quotes?select=id&order=id&\(query)").array.compactMap {
          $0["id"] as? Int
        }
      }
      #expect(try await ids("id=gte.3&id=lt.6") == [3, 4, 5])
      #expect(try await ids("id=in.(2,4,8)") == [2, 4, 8])
      #expect(try await ids("id=lte.3&id=neq.2") == [1, 3])
      #expect(try await ids("id=lte.5&id=not.in.(1,2)") == [3, 4, 5])
      #expect(try await ids("or=(id.eq.1,and(id.gt.3,id.lt.5))") == [1, 4])
      #expect(try await ids("id=lt.4&not.or=(id.eq.1,id.eq.2)") == [3])
      #expect(
        try await ids("author=eq.\"Lao Tzu\"") == SeedQuotes.all.filter { $0.author == "Lao Tzu" }.map { Int($0.id) })
      #expect(
        try await ids("text=like.The*&id=lt.10")
          == SeedQuotes.all.prefix(9).filter { $0.text.hasPrefix("The") }.map { Int($0.id) })
      #expect(try await ids("id=lt.3&text=is.null").isEmpty)
      let descending = try await client.request(.get, "/rest/v1/quotes?select=id&order=id.desc&limit=2")
      #expect(descending.array.map { $0["id"] as? Int } == [SeedQuotes.all.count, SeedQuotes.all.count - 1])
    }
  }
}
