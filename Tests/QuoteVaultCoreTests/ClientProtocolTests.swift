import Foundation
import SupabaseClient
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The SupabaseClient calls that match supabase-swift's, against the real server: full-text search, ordering
/// and limiting embedded rows, `!inner`, signed URLs, move and copy, and signed-out reads.
@Suite("SupabaseClient against quotevault-server")
struct ClientProtocolTests {
  let backend: Backend
  init() async throws { backend = try await Backend(process: true) }

  func client() -> SupabaseClient {
    SupabaseClient(url: backend.url, key: backend.anonKey, sessionStorage: MemorySessionStorage())
  }

  struct Row: Decodable, Equatable {
    let id: Int
  }

  struct Named: Decodable {
    let name: String
    let quotes: [Row]
  }

  @Test("textSearch of every type; referencedTable order and limit; !inner")
  func queries() async throws {
    let client = client()
    _ = try await client.auth.signUp(email: newEmail(), password: "correct horse battery")
    let plain = try await client.from("quotes").select("id,text").textSearch("text", "love life", type: .plain)
      .execute().decode([Row].self)
    #expect(!plain.isEmpty)
    let phrase = try await client.from("quotes").select("id").textSearch(
      "text", "living apart", type: .phrase, config: "english"
    ).execute().decode([Row].self)
    #expect(phrase.count == 1)
    let web = try await client.from("quotes").select("id").textSearch("text", "\"the only\" -love", type: .websearch)
      .execute().decode([Row].self)
    #expect(!web.isEmpty)

    let collection = UUID().uuidString.lowercased()
    struct NewCollection: Encodable {
      let id: String
      let name: String
    }
    struct Entry: Encodable {
      let collectionID: String
      let quoteID: Int
      enum CodingKeys: String, CodingKey {
        case collectionID = "collection_id"
        case quoteID = "quote_id"
      }
    }
    _ = try await client.from("collections").insert(NewCollection(id: collection, name: "Ordered")).execute()
    _ = try await client.from("collection_quotes").insert(
      [5, 9, 2].map { Entry(collectionID: collection, quoteID: $0) }
    )
    .execute()
    let top = try await client.from("collections").select("name,quotes(id)")
      .order("id", ascending: false, nullsFirst: false, referencedTable: "quotes").limit(2, referencedTable: "quotes")
      .execute().decode([Named].self)
    #expect(top.first?.quotes == [Row(id: 9), Row(id: 5)])
    // Chained orders are one parameter of two keys, as supabase-swift sends them: 9 and 2 were added together
    // after 5, so by when they were added and then by id, descending, they come 5, 9, 2.
    struct Added: Encodable {
      let collectionID: String
      let quoteID: Int
      let addedAt: String
      enum CodingKeys: String, CodingKey {
        case collectionID = "collection_id"
        case quoteID = "quote_id"
        case addedAt = "added_at"
      }
    }
    let twoKeys = UUID().uuidString.lowercased()
    _ = try await client.from("collections").insert(NewCollection(id: twoKeys, name: "Two keys")).execute()
    let later = "2030-01-01T00:00:00Z"
    _ = try await client.from("collection_quotes").insert(
      [(2, later), (5, "2029-01-01T00:00:00Z"), (9, later)].map {
        Added(collectionID: twoKeys, quoteID: $0, addedAt: $1)
      }
    ).execute()
    let chained = try await client.from("collections").select("name,quotes:collection_quotes(id:quote_id)")
      .eq("id", twoKeys).order("added_at", referencedTable: "quotes")
      .order("quote_id", ascending: false, referencedTable: "quotes").execute().decode([Named].self)
    #expect(chained.first?.quotes == [Row(id: 5), Row(id: 9), Row(id: 2)])

    struct Favourite: Encodable {
      let quoteID: Int
      enum CodingKeys: String, CodingKey { case quoteID = "quote_id" }
    }
    _ = try await client.from("favorites").insert([Favourite(quoteID: 3), Favourite(quoteID: 7)]).execute()
    let inner = try await client.from("quotes").select("id,favorites!inner(quote_id)").order("id").execute()
      .decode([Row].self)
    #expect(inner == [Row(id: 3), Row(id: 7)])
  }

  @Test("Signed out, favourites read as none; a user's update of quotes changes nothing")
  func signedOut() async throws {
    let anonymous = client()
    #expect(try await anonymous.from("favorites").select().execute().decode([Row].self).isEmpty)
    let user = client()
    _ = try await user.auth.signUp(email: newEmail(), password: "correct horse battery")
    struct Text: Codable { let text: String }
    let changed = try await user.from("quotes").update(Text(text: "defaced"), returning: true).eq("id", "1").execute()
      .decode([Text].self)
    #expect(changed.isEmpty)
  }

  @Test("A signed URL downloads without a key; move and copy keep the bytes")
  func storage() async throws {
    let client = client()
    let session = try await client.auth.signUp(email: newEmail(), password: "correct horse battery")
    let folder = session.user.id
    let bucket = client.storage.from("avatars")
    let bytes = Data("not really a png".utf8)
    try await bucket.upload("\(folder)/a.png", data: bytes, contentType: "image/png")
    let url = try await bucket.createSignedURL("\(folder)/a.png", expiresIn: 60)
    #expect(try await URLSession.shared.data(from: url).0 == bytes)
    try await bucket.move(from: "\(folder)/a.png", to: "\(folder)/b.png")
    try await bucket.copy(from: "\(folder)/b.png", to: "\(folder)/c.png")
    #expect(try await bucket.download("\(folder)/c.png") == bytes)
    await #expect(throws: SupabaseError.self) { try await bucket.download("\(folder)/a.png") }
  }
}
