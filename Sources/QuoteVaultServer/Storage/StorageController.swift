import Foundation
import HTTPTypes
import Hummingbird

/// /storage/v1: upload, replace, download and delete objects.
struct StorageController: Sendable {
  let service: StorageService
  let authenticator: Authenticator
  /// Body bytes being read by every request at once (`BodyReader`).
  var bodyBudget = BodyBudget.shared

  static let upsertHeader = HTTPField.Name("x-upsert")!

  func addRoutes(to group: RouterGroup<AppContext>) {
    group.get("object/public/:bucket/**") { request, context in try await download(request, context, public: true) }
    group.head("object/public/:bucket/**") { request, context in try await download(request, context, public: true) }
    group.get("object/info/public/:bucket/**") { _, context in
      let (bucket, path) = try target(context)
      return try await service.info(bucket: bucket, path: path, principal: nil)
    }
    // A signed URL carries its own token instead of a key.
    for method in [HTTPRequest.Method.get, .head] {
      group.on("object/sign/:bucket/**", method: method) { request, context in
        let (bucket, path) = try target(context)
        let response = try await service.downloadSigned(
          bucket: bucket, path: path, token: request.uri.queryParameters.get("token"), jwt: authenticator.keys.jwt,
          range: request.headers[.range], headOnly: request.method == .head)
        return DownloadDisposition.apply(to: response, request: request, path: path)
      }
    }
    // Public downloads above are fetched by URL without a key; every route below needs one.
    group.add(middleware: APIKeyMiddleware(authenticator: authenticator))
    group.post("object/sign/:bucket/**") { request, context in
      let (bucket, path) = try target(context)
      _ = try signedIn(request)
      let body = try await jsonBody(request)
      let url = try await service.signedURL(
        bucket: bucket, path: path, expiresIn: try expiresIn(body), jwt: authenticator.keys.jwt)
      return jsonResponse(.object([("signedURL", .string(url))]))
    }
    group.post("object/sign/:bucket") { request, context in
      let bucket = try bucket(context)
      _ = try signedIn(request)
      let body = try await jsonBody(request)
      let seconds = try expiresIn(body)
      guard case .array(let items)? = body["paths"], items.count <= StorageService.maximumPathsPerSigning else {
        throw APIError(
          .badRequest, "paths must be an array of at most \(StorageService.maximumPathsPerSigning) object paths",
          .storage(error: "invalid_request"))
      }
      var results: [JSON] = []
      for item in items {
        let name = item.string ?? ""
        var url: String?
        if let path = ObjectPath.parse(name) {
          url = try? await service.signedURL(
            bucket: bucket, path: path, expiresIn: seconds, jwt: authenticator.keys.jwt)
        }
        results.append(
          .object([
            ("error", url == nil ? .string("Either the object does not exist or you do not have access to it") : .null),
            ("path", .string(name)), ("signedURL", url.map(JSON.string) ?? .null),
          ]))
      }
      return jsonResponse(.array(results))
    }
    for (route, copy) in [("object/move", false), ("object/copy", true)] {
      group.post(RouterPath(route)) { request, _ in
        let principal = try signedIn(request)
        let body = try await jsonBody(request)
        guard let source = Bucket.all[body["bucketId"]?.string ?? ""],
          let destination = Bucket.all[body["destinationBucket"]?.string ?? source.name]
        else { throw APIError(.notFound, "Bucket not found", .storage(error: "Bucket not found")) }
        guard let from = ObjectPath.parse(body["sourceKey"]?.string),
          let to = ObjectPath.parse(body["destinationKey"]?.string)
        else { throw APIError(.badRequest, "Invalid object path", .storage(error: "invalid_key")) }
        return jsonResponse(
          try await service.transfer(from: (source, from), to: (destination, to), copy: copy, principal: principal))
      }
    }
    group.get("object/info/authenticated/:bucket/**") { request, context in try await info(request, context) }
    group.get("object/info/:bucket/**") { request, context in try await info(request, context) }
    group.post("object/list/:bucket") { request, context in
      let bucket = try bucket(context)
      let principal = try signedIn(request)
      let buffer = try await readBody(request, upTo: 64 * 1024)
      guard let body = try? JSON.parse(Data(buffer.readableBytesView)), body.objectMembers != nil
      else { throw APIError(.badRequest, "The body must be a JSON object", .storage(error: "invalid_request")) }
      return try await service.list(bucket: bucket, body: body, principal: principal)
    }
    group.get("object/authenticated/:bucket/**") { request, context in try await download(request, context) }
    group.head("object/authenticated/:bucket/**") { request, context in try await download(request, context) }
    group.get("object/:bucket/**") { request, context in try await download(request, context) }
    group.head("object/:bucket/**") { request, context in try await download(request, context) }
    // Buckets are defined by the migrations; they can be read here, not changed.
    group.get("bucket") { request, _ in
      _ = try signedIn(request)
      return jsonResponse(.array(Bucket.all.values.sorted { $0.name < $1.name }.map(\.json)))
    }
    group.get("bucket/:bucket") { request, context in
      _ = try signedIn(request)
      return jsonResponse(try bucket(context).json)
    }
    for method in [HTTPRequest.Method.post, .put, .delete] {
      for path: RouterPath in ["bucket", "bucket/:bucket", "bucket/:bucket/empty"] {
        group.on(path, method: method) { request, _ -> Response in
          guard try signedIn(request) == .serviceRole else {
            throw APIError(.forbidden, "new row violates row-level security policy", .storage(error: "Unauthorized"))
          }
          throw APIError(
            .badRequest, "Buckets are defined by supabase/migrations; change them there",
            .storage(error: "invalid_request"))
        }
      }
    }
    group.post("object/:bucket/**") { request, context in try await upload(request, context, replacing: false) }
    group.put("object/:bucket/**") { request, context in try await upload(request, context, replacing: true) }
    group.delete("object/:bucket/**") { request, context in
      let (bucket, path) = try target(context)
      let deleted = try await service.delete(bucket: bucket, paths: [path], principal: try signedIn(request))
      guard !deleted.isEmpty else { throw APIError(.notFound, "Object not found", .storage(error: "not_found")) }
      return jsonResponse(.object([("message", .string("Successfully deleted"))]))
    }
    // Bulk delete, as the client libraries' remove([paths]) sends it: {"prefixes": [...]}.
    group.delete("object/:bucket") { request, context in
      let bucket = try bucket(context)
      let buffer = try await readBody(request, upTo: 1 << 20)
      guard let body = try? JSON.parse(Data(buffer.readableBytesView)), case .array(let items)? = body["prefixes"]
      else {
        throw APIError(.badRequest, "prefixes must be an array of object paths", .storage(error: "invalid_request"))
      }
      let paths = try items.map { (item) throws(APIError) -> String in
        guard let text = item.string,
          let path = ObjectPath.validate(text.split(separator: "/", omittingEmptySubsequences: false))
        else { throw APIError(.badRequest, "Invalid object path", .storage(error: "invalid_key")) }
        return path
      }
      return jsonResponse(
        .array(try await service.delete(bucket: bucket, paths: paths, principal: try signedIn(request))))
    }
  }

  private func upload(_ request: Request, _ context: AppContext, replacing: Bool) async throws(APIError) -> Response {
    let (bucket, path) = try target(context)
    let principal = try signedIn(request)
    // A little over the bucket's limit, so an oversized upload is told so rather than cut.
    let buffer = try await readBody(request, upTo: bucket.maximumBytes + 64 * 1024)
    var data = Data(buffer.readableBytesView)
    var contentType = request.headers[.contentType] ?? "application/octet-stream"
    if let boundary = Multipart.boundary(of: contentType) {
      guard let file = Multipart.file(in: data, boundary: boundary) else {
        throw APIError(.badRequest, "The multipart body has no file", .storage(error: "invalid_request"))
      }
      data = file.data
      contentType = file.contentType ?? "application/octet-stream"
    }
    let upsert = replacing || request.headers[Self.upsertHeader]?.lowercased() == "true"
    return try await service.upload(
      bucket: bucket, path: path, data: data, contentType: contentType, upsert: upsert, principal: principal)
  }

  private func download(_ request: Request, _ context: AppContext, public isPublic: Bool = false) async throws(APIError)
    -> Response
  {
    let (bucket, path) = try target(context)
    let response = try await service.download(
      bucket: bucket, path: path, principal: isPublic ? nil : try signedIn(request),
      range: request.headers[.range], headOnly: request.method == .head)
    return DownloadDisposition.apply(to: response, request: request, path: path)
  }

  private func info(_ request: Request, _ context: AppContext) async throws(APIError) -> Response {
    let (bucket, path) = try target(context)
    return try await service.info(bucket: bucket, path: path, principal: try signedIn(request))
  }

  /// A small JSON object body (the sign, move and copy requests).
  private func jsonBody(_ request: Request) async throws(APIError) -> JSON {
    let buffer = try await readBody(request, upTo: 64 * 1024)
    guard let body = try? JSON.parse(Data(buffer.readableBytesView)), body.objectMembers != nil
    else { throw APIError(.badRequest, "The body must be a JSON object", .storage(error: "invalid_request")) }
    return body
  }

  /// The request's body within its bounds (`BodyReader`), each failure in Storage's shape.
  private func readBody(_ request: Request, upTo limit: Int) async throws(APIError) -> ByteBuffer {
    do {
      return try await BodyReader.collect(request, upTo: limit, budget: bodyBudget)
    } catch {
      switch error {
      case .tooLarge:
        throw APIError(
          .contentTooLarge, "The object exceeded the maximum allowed size", .storage(error: "Payload too large"))
      case .overloaded:
        throw APIError(
          .serviceUnavailable, "The server is reading too many request bodies at once",
          .storage(error: "SlowDown", keepStatus: true)
        ).retrying()
      case .malformed:
        throw APIError(.badRequest, "The request body is malformed", .storage(error: "invalid_request"))
      }
    }
  }

  private func expiresIn(_ body: JSON) throws(APIError) -> Int {
    // A number, or digits in a string (storage-py sends `str(expires_in)`; Storage's schema coerces it).
    switch body["expiresIn"] {
    case .int(let seconds)?: if let value = Int(exactly: seconds) { return value }
    case .string(let text)? where text.utf8.count <= 12: if let value = Int(text) { return value }
    default: break
    }
    throw APIError(.badRequest, "expiresIn must be a whole number of seconds", .storage(error: "invalid_request"))
  }

  private func signedIn(_ request: Request) throws(APIError) -> Principal {
    try authenticator.principal(request, api: .storage).principal
  }

  private func bucket(_ context: AppContext) throws(APIError) -> Bucket {
    guard let bucket = Bucket.all[context.parameters.get("bucket") ?? ""] else {
      throw APIError(.notFound, "Bucket not found", .storage(error: "Bucket not found"))
    }
    return bucket
  }

  private func target(_ context: AppContext) throws(APIError) -> (Bucket, String) {
    let bucket = try bucket(context)
    let decoded = context.parameters.getCatchAll().map { $0.removingPercentEncoding ?? String($0) }.joined(
      separator: "/")
    guard let path = ObjectPath.validate(decoded.split(separator: "/", omittingEmptySubsequences: false)) else {
      throw APIError(.badRequest, "Invalid object path", .storage(error: "invalid_key"))
    }
    return (bucket, path)
  }
}
