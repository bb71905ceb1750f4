import Foundation
import Testing

@testable import QuoteVaultServer

/// Storage listings by code points and paged in SQL, a per-user quota, lost bytes as a server fault; and the
/// headers a browser's supabase-js may read.
@Suite("Storage limits and fidelity")
struct StorageLimitsTests {
  private static func upload(_ client: SupabaseTestClient, _ path: String) async throws -> Reply {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return try await client.uploadPNG(encoded)
  }

  @Test("Folders named with a combining accent or an emoji sequence list their files (code points, as SQLite)")
  func codePointPrefixes() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("zoe@example.com")
      let user = try #require(client.userID)
      for folder in ["Zoe\u{0301}", "👩‍👩‍👧", "plain"] {
        #expect(try await Self.upload(client, "\(user)/\(folder)/a.png").status == .ok)
        let body = try JSONSerialization.data(withJSONObject: ["prefix": "\(user)/\(folder)"])
        let list = try await client.request(
          .post, "/storage/v1/object/list/avatars", body: body, headers: ["Content-Type": "application/json"])
        #expect(list.array.map { $0["name"] as? String } == ["a.png"], "\(folder): \(list.text)")
      }
    }
  }

  @Test("A listing is paged in SQL: a page of one is one entry, and pages follow Storage's order")
  func pagedListing() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("page@example.com")
      let user = try #require(client.userID)
      for name in ["c.png", "a.png", "sub/x.png", "b.png", "sub/y.png", "other/z.png"] {
        #expect(try await Self.upload(client, "\(user)/\(name)").status == .ok)
      }
      func page(_ limit: Int, _ offset: Int, _ order: String = "asc") async throws -> [String?] {
        let json =
          #"{"prefix":"\#(user)","limit":\#(limit),"offset":\#(offset),"sortBy":{"column":"name","order":"\#(order)"}}"#
        return try await client.request(.post, "/storage/v1/object/list/avatars", json: json).array.map {
          $0["name"] as? String
        }
      }
      #expect(try await page(100, 0) == ["other", "sub", "a.png", "b.png", "c.png"])
      #expect(try await page(1, 0) == ["other"])
      #expect(try await page(2, 2) == ["a.png", "b.png"])
      #expect(try await page(100, 0, "desc") == ["sub", "other", "c.png", "b.png", "a.png"])
    }
  }

  @Test(
    "Each user's storage is held to a quota: past it, 413 in Storage's shape; replacing an object is not counted twice")
  func perUserQuota() async throws {
    var configuration = testConfiguration()
    configuration.storageQuotaBytes = tinyPNG.count * 2
    try await withServer(configuration) { client in
      var client = client
      _ = try await client.signUp("quota@example.com")
      let user = try #require(client.userID)
      #expect(try await Self.upload(client, "\(user)/one.png").status == .ok)
      #expect(try await Self.upload(client, "\(user)/two.png").status == .ok)
      let third = try await Self.upload(client, "\(user)/three.png")
      #expect(third.status.code == 400 && third.object["statusCode"] as? String == "413", "\(third.text)")
      let replaced = try await client.request(
        .put, "/storage/v1/object/avatars/\(user)/two.png", body: tinyPNG, headers: ["Content-Type": "image/png"])
      #expect(replaced.status == .ok, "\(replaced.text)")
    }
  }

  @Test("A lost storage folder is the server's fault (500), not 'Object not found'")
  func lostStorageFolder() async throws {
    let configuration = testConfiguration()
    try await withServer(configuration) { client in
      var client = client
      _ = try await client.signUp("lost@example.com")
      let user = try #require(client.userID)
      #expect(try await Self.upload(client, "\(user)/a.png").status == .ok)
      try FileManager.default.removeItem(at: configuration.dataDirectory.appendingPathComponent("storage"))
      let download = try await client.request(.get, "/storage/v1/object/public/avatars/\(user)/a.png", key: "")
      #expect(download.status == .internalServerError, "\(download.text)")
      let missing = try await client.request(.get, "/storage/v1/object/public/avatars/\(user)/none.png", key: "")
      #expect(missing.status.code == 400 || missing.status == .notFound, "an unknown object is still not found")
    }
  }

  @Test("CORS exposes Content-Range and the other headers supabase-js reads in a browser")
  func exposedHeaders() async throws {
    try await withServer { client in
      let reply = try await client.request(
        .get, "/rest/v1/quotes?select=id&limit=1",
        headers: ["Origin": "http://localhost:3000", "Prefer": "count=exact"])
      let exposed = try #require(reply.header("access-control-expose-headers"), "\(reply.headers)")
      #expect(exposed.contains("Content-Range"))
      #expect(exposed.contains("x-sb-error-code"))
    }
  }
}
