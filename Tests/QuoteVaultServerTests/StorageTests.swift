import Foundation
import QuoteVaultServer
import Testing

/// The smallest valid PNG: 1 x 1 transparent.
let tinyPNG = Data(
  base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!

@Suite("Storage (/storage/v1)")
struct StorageTests {
  @Test("QV-2.3 (server): an avatar uploads into the user's folder, downloads publicly, replaces with upsert, deletes")
  func avatarLifecycle() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("pic@example.com")
      let path = "\(client.userID!)/avatar.png"
      let upload = try await client.request(
        .post, "/storage/v1/object/avatars/\(path)", body: tinyPNG, headers: ["Content-Type": "image/png"])
      #expect(upload.status == .ok, "\(upload.text)")
      #expect(upload.object["Key"] as? String == "avatars/\(path)")
      let duplicate = try await client.request(
        .post, "/storage/v1/object/avatars/\(path)", body: tinyPNG, headers: ["Content-Type": "image/png"])
      #expect(duplicate.object["statusCode"] as? String == "409")
      let replaced = try await client.request(
        .post, "/storage/v1/object/avatars/\(path)", body: tinyPNG + Data([0]),
        headers: ["Content-Type": "image/png", "x-upsert": "true"])
      #expect(replaced.status == .ok)
      let download = try await client.request(.get, "/storage/v1/object/public/avatars/\(path)", key: "")
      #expect(
        download.status == .ok && download.body == tinyPNG + Data([0]) && download.header("content-type") == "image/png"
      )
      let delete = try await client.request(.delete, "/storage/v1/object/avatars/\(path)")
      #expect(delete.object["message"] as? String == "Successfully deleted")
      let gone = try await client.request(.get, "/storage/v1/object/public/avatars/\(path)")
      #expect(gone.status == .badRequest && gone.object["statusCode"] as? String == "404")
    }
  }

  @Test("QV-2.4 (server): a failed upload is refused with a clear error and the previous avatar stays")
  func failedUploadKeepsPrevious() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("keep@example.com")
      let path = "\(client.userID!)/avatar.png"
      _ = try await client.request(
        .post, "/storage/v1/object/avatars/\(path)", body: tinyPNG, headers: ["Content-Type": "image/png"])
      let tooBig = try await client.request(
        .post, "/storage/v1/object/avatars/\(path)", body: Data(count: 2 * 1024 * 1024 + 1),
        headers: ["Content-Type": "image/png", "x-upsert": "true"])
      #expect(tooBig.object["statusCode"] as? String == "413")
      let wrongType = try await client.request(
        .post, "/storage/v1/object/avatars/\(path)", body: Data("hello".utf8),
        headers: ["Content-Type": "text/plain", "x-upsert": "true"])
      #expect(wrongType.object["statusCode"] as? String == "415")
      let still = try await client.request(.get, "/storage/v1/object/public/avatars/\(path)")
      #expect(still.body == tinyPNG)
    }
  }

  @Test("Users write only their own folder; no path escapes the bucket")
  func pathsAndPolicies() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("paths@example.com")
      let other = UUID().uuidString.lowercased()
      for path in ["\(other)/avatar.png", "avatar.png"] {
        let reply = try await client.request(
          .post, "/storage/v1/object/avatars/\(path)", body: tinyPNG, headers: ["Content-Type": "image/png"])
        #expect(reply.object["statusCode"] as? String == "403", "\(path)")
      }
      for path in [
        "\(client.userID!)/../../etc/passwd", "\(client.userID!)/%2e%2e/%2e%2e/x.png", "\(client.userID!)/a%5Cb.png",
        "\(client.userID!)/%2e%2e%2f%2e%2e%2fx.png", "\(client.userID!)//x.png",
      ] {
        let reply = try await client.request(
          .post, "/storage/v1/object/avatars/\(path)", body: tinyPNG, headers: ["Content-Type": "image/png"])
        if reply.status == .ok {
          // Only a harmless spelling (an empty segment collapsed) is accepted, and it lands in the user's own folder.
          let key = try #require(reply.object["Key"] as? String)
          #expect(key.hasPrefix("avatars/\(client.userID!)/") && !key.contains(".."), "\(path) -> \(key)")
        } else {
          #expect(reply.status.code == 400 || reply.status.code == 404, "\(path): \(reply.status) \(reply.text)")
        }
      }
      let anon = try await client.request(
        .post, "/storage/v1/object/avatars/x/a.png", body: tinyPNG, headers: ["Content-Type": "image/png"],
        bearer: client.info.anonKey)
      #expect(anon.object["statusCode"] as? String == "403")
      let bucket = try await client.request(.post, "/storage/v1/object/secrets/\(client.userID!)/a.png", body: tinyPNG)
      #expect(bucket.object["statusCode"] as? String == "404")
      // Multipart uploads, as the client libraries send them, and the bulk delete they use.
      let boundary = "XyZ"
      var form = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"cacheControl\"\r\n\r\n3600\r\n".utf8)
      form += Data(
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n"
          .utf8)
      form += tinyPNG + Data("\r\n--\(boundary)--\r\n".utf8)
      let multipart = try await client.request(
        .post, "/storage/v1/object/avatars/\(client.userID!)/form.png", body: form,
        headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"])
      #expect(multipart.status == .ok, "\(multipart.text)")
      #expect(
        try await client.request(.get, "/storage/v1/object/public/avatars/\(client.userID!)/form.png").body == tinyPNG)
      let bulk = try await client.request(
        .delete, "/storage/v1/object/avatars", json: #"{"prefixes":["\#(client.userID!)/form.png"]}"#)
      #expect(bulk.array.count == 1)
    }
  }
}
