import Foundation
import Testing

@testable import QuoteVaultServer

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
      let upload = try await client.uploadPNG("\(path)")
      #expect(upload.status == .ok, "\(upload.text)")
      #expect(upload.object["Key"] as? String == "avatars/\(path)")
      let duplicate = try await client.uploadPNG("\(path)")
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

  @Test("HTML uploaded as image/png is served with nosniff, so no browser runs it as a page; errors say it too")
  func noSniff() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("sniff@example.com")
      let path = "\(client.userID!)/avatar.png"
      let html = Data("<html><script>alert(document.cookie)</script></html>".utf8)
      _ = try await client.request(
        .post, "/storage/v1/object/avatars/\(path)", body: html, headers: ["Content-Type": "image/png"])
      let download = try await client.request(.get, "/storage/v1/object/public/avatars/\(path)", key: "")
      #expect(download.header("content-type") == "image/png")
      #expect(download.header("x-content-type-options") == "nosniff")
      let missing = try await client.request(.get, "/storage/v1/object/public/avatars/nobody/none.png", key: "")
      #expect(missing.header("x-content-type-options") == "nosniff")
      #expect(try await client.request(.get, "/rest/v1/quotes?limit=1").header("x-content-type-options") == "nosniff")
    }
  }

  @Test("?download answers an attachment named by it, or by the object (supabase-swift's createSignedURL download:)")
  func downloadAsAttachment() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("saver@example.com")
      let path = "\(client.userID!)/avatar.png"
      _ = try await client.uploadPNG("\(path)")
      let signed = try await client.request(
        .post, "/storage/v1/object/sign/avatars/\(path)", json: #"{"expiresIn": 60}"#)
      let url = try #require(signed.object["signedURL"] as? String, "\(signed.text)")
      let named = try await client.request(.get, "/storage/v1" + url + "&download=me%20%C3%A9.png", key: "")
      #expect(named.status == .ok && named.body == tinyPNG)
      #expect(
        named.header("content-disposition") == #"attachment; filename="me _.png"; filename*=UTF-8''me%20%C3%A9.png"#,
        "\(named.header("content-disposition") ?? "none")")
      let byObject = try await client.request(.get, "/storage/v1/object/public/avatars/\(path)?download=", key: "")
      #expect(byObject.header("content-disposition")?.hasPrefix(#"attachment; filename="avatar.png""#) == true)
      let hostile = try await client.request(
        .get, "/storage/v1/object/public/avatars/\(path)?download=a%22%0D%0AX-Evil:%201", key: "")
      #expect(hostile.status == .ok && hostile.header("x-evil") == nil)
      #expect(hostile.header("content-disposition")?.hasPrefix(#"attachment; filename="a___X-Evil: 1""#) == true)
      let plain = try await client.request(.get, "/storage/v1/object/public/avatars/\(path)", key: "")
      #expect(plain.header("content-disposition") == nil)
    }
  }

  @Test("Signed URLs download one object without a key until they expire; their token opens nothing else")
  func signedURLs() async throws {
    let directory = temporaryDataDirectory()
    try await withServer(testConfiguration(directory)) { client in
      var client = client
      _ = try await client.signUp("signer@example.com")
      let path = "\(client.userID!)/avatar.png"
      _ = try await client.uploadPNG("\(path)")
      let signed = try await client.request(
        .post, "/storage/v1/object/sign/avatars/\(path)", json: #"{"expiresIn": 60}"#)
      let url = try #require(signed.object["signedURL"] as? String, "\(signed.text)")
      #expect(url.hasPrefix("/object/sign/avatars/\(path)?token="))
      let download = try await client.request(.get, "/storage/v1" + url, key: "")
      #expect(download.status == .ok && download.body == tinyPNG)
      let token = String(try #require(url.split(separator: "=").last))
      // The token is for this object only, and is no access token.
      let elsewhere = try await client.request(
        .get, "/storage/v1/object/sign/avatars/other/x.png?token=\(token)", key: "")
      #expect(elsewhere.status == .badRequest && elsewhere.object["error"] as? String == "InvalidSignature")
      let asBearer = try await client.request(.get, "/rest/v1/favorites", bearer: token)
      #expect(asBearer.status == .unauthorized)
      // Expired, or forged with another secret: refused.
      let jwt = try ProjectKeys.load(from: directory).jwt
      let past = Int64(Date().timeIntervalSince1970) - 10
      let expired = jwt.sign(
        .object([("url", .string("avatars/\(path)")), ("iat", .int(past - 60)), ("exp", .int(past))]))
      let late = try await client.request(.get, "/storage/v1/object/sign/avatars/\(path)?token=\(expired)", key: "")
      #expect(late.status == .badRequest && late.object["message"] as? String == "jwt expired")
      let forged = JWT(secret: Data("another project's secret, 32 bytes!".utf8)).sign(
        .object([("url", .string("avatars/\(path)")), ("exp", .int(past + 3600))]))
      let fake = try await client.request(.get, "/storage/v1/object/sign/avatars/\(path)?token=\(forged)", key: "")
      #expect(fake.status == .badRequest && fake.object["error"] as? String == "InvalidJWT")
      // Several at once: a missing object says so in its own entry.
      let many = try await client.request(
        .post, "/storage/v1/object/sign/avatars",
        json: #"{"expiresIn": 60, "paths": ["\#(path)", "\#(client.userID!)/missing.png"]}"#)
      #expect(many.array.count == 2)
      #expect(many.array.first?["signedURL"] is String && many.array.last?["signedURL"] is NSNull)
      let missing = try await client.request(
        .post, "/storage/v1/object/sign/avatars/\(client.userID!)/none.png", json: #"{"expiresIn": 60}"#)
      #expect(missing.object["statusCode"] as? String == "404")
      let forever = try await client.request(
        .post, "/storage/v1/object/sign/avatars/\(path)", json: #"{"expiresIn": 999999999}"#)
      #expect(forever.status == .badRequest)
    }
  }

  @Test("Move and copy stay inside the mover's own folder; a copy has its own bytes; the destination must be free")
  func moveAndCopy() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("mover@example.com")
      let me = client.userID!
      _ = try await client.uploadPNG("\(me)/a.png")
      let moved = try await client.request(
        .post, "/storage/v1/object/move",
        json: #"{"bucketId": "avatars", "sourceKey": "\#(me)/a.png", "destinationKey": "\#(me)/b.png"}"#)
      #expect(moved.status == .ok && moved.object["message"] as? String == "Successfully moved", "\(moved.text)")
      #expect(try await client.request(.get, "/storage/v1/object/public/avatars/\(me)/a.png").status != .ok)
      #expect(try await client.request(.get, "/storage/v1/object/public/avatars/\(me)/b.png").body == tinyPNG)
      let copied = try await client.request(
        .post, "/storage/v1/object/copy",
        json: #"{"bucketId": "avatars", "sourceKey": "\#(me)/b.png", "destinationKey": "\#(me)/c.png"}"#)
      #expect(copied.object["Key"] as? String == "avatars/\(me)/c.png", "\(copied.text)")
      _ = try await client.request(.delete, "/storage/v1/object/avatars/\(me)/b.png")
      #expect(try await client.request(.get, "/storage/v1/object/public/avatars/\(me)/c.png").body == tinyPNG)
      let clash = try await client.request(
        .post, "/storage/v1/object/copy",
        json: #"{"bucketId": "avatars", "sourceKey": "\#(me)/c.png", "destinationKey": "\#(me)/c.png"}"#)
      #expect(clash.object["statusCode"] as? String == "409")
      // Into or out of someone else's folder: refused.
      var other = client
      _ = try await other.signUp("victim@example.com")
      let them = other.userID!
      let intoTheirs = try await client.request(
        .post, "/storage/v1/object/copy",
        json: #"{"bucketId": "avatars", "sourceKey": "\#(me)/c.png", "destinationKey": "\#(them)/avatar.png"}"#)
      #expect(intoTheirs.object["statusCode"] as? String == "403")
      _ = try await other.uploadPNG("\(them)/avatar.png")
      let takeTheirs = try await client.request(
        .post, "/storage/v1/object/move",
        json: #"{"bucketId": "avatars", "sourceKey": "\#(them)/avatar.png", "destinationKey": "\#(me)/stolen.png"}"#)
      #expect(takeTheirs.object["statusCode"] as? String == "403")
      #expect(try await client.request(.get, "/storage/v1/object/public/avatars/\(them)/avatar.png").status == .ok)
      let escape = try await client.request(
        .post, "/storage/v1/object/move",
        json: #"{"bucketId": "avatars", "sourceKey": "\#(me)/c.png", "destinationKey": "\#(me)/../x.png"}"#)
      #expect(escape.object["statusCode"] as? String == "400")
    }
  }

  @Test("QV-2.4 (server): a failed upload is refused with a clear error and the previous avatar stays")
  func failedUploadKeepsPrevious() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("keep@example.com")
      let path = "\(client.userID!)/avatar.png"
      _ = try await client.uploadPNG("\(path)")
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
        let reply = try await client.uploadPNG("\(path)")
        #expect(reply.object["statusCode"] as? String == "403", "\(path)")
      }
      for path in [
        "\(client.userID!)/../../etc/passwd", "\(client.userID!)/%2e%2e/%2e%2e/x.png", "\(client.userID!)/a%5Cb.png",
        "\(client.userID!)/%2e%2e%2f%2e%2e%2fx.png", "\(client.userID!)//x.png",
      ] {
        let reply = try await client.uploadPNG("\(path)")
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

  @Test("Avatars are public by URL only: nobody lists or reads another user's folder, the anon key lists nothing")
  func privateListing() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("owner@example.com")
      let owner = try #require(client.userID)
      let upload = try await client.uploadPNG("\(owner)/avatar.png")
      #expect(upload.status == .ok)
      let own = try await client.request(.post, "/storage/v1/object/list/avatars", json: #"{"prefix": "\#(owner)"}"#)
      #expect(own.array.map { $0["name"] as? String } == ["avatar.png"], "the owner lists their own folder")

      var stranger = client
      _ = try await stranger.signUp("stranger@example.com")
      let theirs = try await stranger.request(
        .post, "/storage/v1/object/list/avatars", json: #"{"prefix": "\#(owner)"}"#)
      #expect(theirs.status == .ok && theirs.array.isEmpty, "another user lists nothing of theirs")
      let everyone = try await stranger.request(.post, "/storage/v1/object/list/avatars", json: #"{"prefix": ""}"#)
      #expect(everyone.array.isEmpty, "the bucket's root shows no one's folder but the caller's (who has none)")
      let authenticated = try await stranger.request(
        .get, "/storage/v1/object/authenticated/avatars/\(owner)/avatar.png")
      #expect(authenticated.status.code >= 400, "nor read it by the authenticated route")
      let info = try await stranger.request(.get, "/storage/v1/object/info/avatars/\(owner)/avatar.png")
      #expect(info.status.code >= 400)

      var nobody = client
      nobody.accessToken = nil
      let anon = try await nobody.request(.post, "/storage/v1/object/list/avatars", json: #"{"prefix": "\#(owner)"}"#)
      #expect(anon.status == .ok && anon.array.isEmpty, "the anon key lists nothing")
      let publicURL = try await nobody.request(.get, "/storage/v1/object/public/avatars/\(owner)/avatar.png")
      #expect(publicURL.status == .ok, "the photo itself is public by its URL")
    }
  }

  @Test("Storage answers list, info, HEAD, byte ranges and buckets as Supabase Storage does")
  func storageEndpoints() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("rosa@example.com")
      let folder = try #require(client.userID)
      for name in ["avatar.png", "b-old.png", "thumbs/small.png"] {
        let upload = try await client.uploadPNG("\(folder)/\(name)")
        #expect(upload.status == .ok)
      }
      let list = try await client.request(
        .post, "/storage/v1/object/list/avatars",
        json: #"{"prefix": "\#(folder)", "limit": 10, "offset": 0, "sortBy": {"column": "name", "order": "asc"}}"#)
      #expect(list.status == .ok)
      #expect(list.array.map { $0["name"] as? String } == ["thumbs", "avatar.png", "b-old.png"])
      #expect(list.array.first?["id"] is NSNull, "a folder has no id")
      let searched = try await client.request(
        .post, "/storage/v1/object/list/avatars", json: #"{"prefix": "\#(folder)/", "search": "old"}"#)
      #expect(searched.array.map { $0["name"] as? String } == ["b-old.png"])

      let info = try await client.request(.get, "/storage/v1/object/info/avatars/\(folder)/avatar.png")
      #expect(info.status == .ok && info.object["size"] as? Int == tinyPNG.count)
      #expect(info.object["content_type"] as? String == "image/png")

      let head = try await client.request(.head, "/storage/v1/object/public/avatars/\(folder)/avatar.png", key: "")
      #expect(head.status == .ok && head.body.isEmpty)
      #expect(head.header("content-length") == String(tinyPNG.count))
      let modified = try #require(head.header("last-modified"))
      #expect(
        modified.firstMatch(of: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
          != nil, "\(modified)")
      #expect(head.header("etag")?.hasPrefix("\"") == true)

      let range = try await client.request(
        .get, "/storage/v1/object/public/avatars/\(folder)/avatar.png", headers: ["Range": "bytes=0-3"], key: "")
      #expect(range.status == .partialContent && range.body == tinyPNG.prefix(4))
      #expect(range.header("content-range") == "bytes 0-3/\(tinyPNG.count)")
      let suffix = try await client.request(
        .get, "/storage/v1/object/public/avatars/\(folder)/avatar.png", headers: ["Range": "bytes=-2"], key: "")
      #expect(suffix.body == tinyPNG.suffix(2))
      let beyond = try await client.request(
        .get, "/storage/v1/object/public/avatars/\(folder)/avatar.png", headers: ["Range": "bytes=99999-"], key: "")
      #expect(beyond.status == .rangeNotSatisfiable)

      let buckets = try await client.request(.get, "/storage/v1/bucket")
      #expect(buckets.array.first?["id"] as? String == "avatars" && buckets.array.first?["public"] as? Bool == true)
      #expect(
        try await client.request(.get, "/storage/v1/bucket/avatars").object["file_size_limit"] as? Int == 2 * 1024
          * 1024)
      let create = try await client.request(.post, "/storage/v1/bucket", json: #"{"name":"x"}"#)
      // Storage's shape: HTTP 400 with the real status in the body.
      #expect(create.status == .badRequest && create.object["statusCode"] as? String == "403", "\(create.text)")

      // A bulk delete removes what the policy allows and leaves the rest.
      var other = client
      _ = try await other.signUp("olga@example.com")
      let theirs = try #require(other.userID)
      _ = try await other.uploadPNG("\(theirs)/avatar.png")
      let bulk = try await client.request(
        .delete, "/storage/v1/object/avatars",
        json: #"{"prefixes": ["\#(folder)/avatar.png", "\#(theirs)/avatar.png"]}"#)
      #expect(bulk.status == .ok && bulk.array.map { $0["name"] as? String } == ["\(folder)/avatar.png"])
      let still = try await other.request(.get, "/storage/v1/object/info/avatars/\(theirs)/avatar.png")
      #expect(still.status == .ok, "the other user's avatar is untouched")
    }
  }

  @Test("Byte ranges: every form RFC 9110 allows, clamped; anything else is not satisfiable")
  func byteRanges() {
    #expect(ByteRange.parse("bytes=0-0", length: 10) == 0...0)
    #expect(ByteRange.parse("bytes=2-", length: 10) == 2...9)
    #expect(ByteRange.parse("bytes=-3", length: 10) == 7...9)
    #expect(ByteRange.parse("bytes=-30", length: 10) == 0...9)
    #expect(ByteRange.parse("bytes=5-99", length: 10) == 5...9)
    for bad in [
      "bytes=9-2", "bytes=10-", "bytes=-0", "items=0-1", "bytes=0-1,3-4", "bytes=a-b", "bytes=-",
      "bytes=9223372036854775807-",
    ] {
      #expect(ByteRange.parse(bad, length: 10) == nil, "\(bad)")
    }
  }
}
