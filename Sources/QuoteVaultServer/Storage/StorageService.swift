import Crypto
import Foundation
import GRDB
import HTTPTypes
import Hummingbird

/// Supabase Storage for the avatars bucket: objects' bytes in <data>/storage under random names, their
/// metadata in SQLite, the bucket's per-user folder policies enforced on every write.
struct StorageService: Sendable {
  let store: Store
  let directory: URL
  /// Bytes one user may store across every bucket (20 MB: ten full avatars), checked in the upload's transaction.
  var quota = 20 << 20

  func upload(bucket: Bucket, path: String, data: Data, contentType: String, upsert: Bool, principal: Principal)
    async throws(APIError) -> Response
  {
    try checkWrite(bucket: bucket, path: path, principal: principal)
    guard data.count <= bucket.maximumBytes else {
      throw APIError(
        .contentTooLarge, "The object exceeded the maximum allowed size", .storage(error: "Payload too large"))
    }
    let mime =
      contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    guard bucket.allowedMimeTypes.contains(mime) else {
      throw APIError(
        .unsupportedMediaType, "mime type \(mime.isEmpty ? "(none)" : mime) is not supported",
        .storage(error: "invalid_mime_type"))
    }
    let file = UUID().uuidString.lowercased()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: directory.appendingPathComponent(file), options: .atomic)
    } catch {
      throw APIError(.internalServerError, "Could not store the object", .storage(error: "internal", keepStatus: true))
    }
    let id = UUID().uuidString.lowercased()
    let now = Timestamp.now()
    let owner = principal.userID
    let replaced: String?
    do {
      replaced = try await store.budgetedWrite { db -> String? in
        let existing = try Row.fetchOne(
          db, sql: "SELECT id, file FROM storage_objects WHERE bucket = ? AND name = ?", arguments: [bucket.name, path])
        if existing != nil && !upsert { throw Duplicate() }
        if let owner {
          // The user's other objects and this one within the quota (the replaced object's bytes not counted).
          let used =
            try Int64.fetchOne(
              db,
              sql:
                "SELECT coalesce(sum(size), 0) FROM storage_objects WHERE owner = ? AND NOT (bucket = ? AND name = ?)",
              arguments: [owner, bucket.name, path]) ?? 0
          guard used + Int64(data.count) <= Int64(quota) else { throw OverQuota() }
        }
        try db.execute(
          sql: """
            INSERT INTO storage_objects (id, bucket, name, owner, content_type, size, file, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (bucket, name) DO UPDATE SET owner = excluded.owner, content_type = excluded.content_type,
              size = excluded.size, file = excluded.file, updated_at = excluded.updated_at
            """, arguments: [id, bucket.name, path, owner, mime, data.count, file, now, now])
        return existing?["file"]
      }
    } catch is OverQuota {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(file))
      throw APIError(
        .contentTooLarge, "The user's storage quota of \(quota) bytes is used", .storage(error: "Payload too large"))
    } catch is Duplicate {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(file))
      throw APIError(.conflict, "The resource already exists", .storage(error: "Duplicate"))
    } catch {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(file))
      throw APIError(.internalServerError, "Could not store the object", .storage(error: "internal", keepStatus: true))
    }
    if let replaced { try? FileManager.default.removeItem(at: directory.appendingPathComponent(replaced)) }
    let objectID =
      (try? await store.budgetedRead { db in
        try String.fetchOne(
          db, sql: "SELECT id FROM storage_objects WHERE bucket = ? AND name = ?", arguments: [bucket.name, path])
      }) ?? id
    return jsonResponse(.object([("Id", .string(objectID)), ("Key", .string("\(bucket.name)/\(path)"))]))
  }

  /// An object's bytes (GET) or only its headers (HEAD), whole or the one byte range asked for, with the
  /// headers Supabase Storage sends: content type and length, an ETag, Last-Modified as an HTTP date.
  func download(
    bucket: Bucket, path: String, principal: Principal?, range: String? = nil, headOnly: Bool = false
  ) async throws(APIError) -> Response {
    if principal == nil && !bucket.isPublic { throw notFound() }
    // The authenticated route reads through the select policy: only the caller's own folder (a public bucket's
    // public route, principal nil, serves any object by its URL, as Supabase does).
    if let principal, !Self.canRead(path, principal) { throw notFound() }
    guard
      let row = try? await store.fetchOne(
        "SELECT content_type, file, updated_at FROM storage_objects WHERE bucket = ? AND name = ?", [bucket.name, path])
    else { throw notFound() }
    let data = try storedBytes(row)
    var headers = HTTPFields()
    headers[.contentType] = row["content_type"] as String
    headers[.cacheControl] = "max-age=3600"
    headers[.eTag] = Self.etag(data)
    headers[.acceptRanges] = "bytes"
    if let updated = Timestamp.date(row["updated_at"]) { headers[.lastModified] = HTTPDate.string(updated) }
    var status = HTTPResponse.Status.ok
    var body = data
    if let range, !data.isEmpty {
      guard let bytes = ByteRange.parse(range, length: data.count) else {
        headers[.contentRange] = "bytes */\(data.count)"
        return Response(status: .rangeNotSatisfiable, headers: headers)
      }
      status = .partialContent
      headers[.contentRange] = "bytes \(bytes.lowerBound)-\(bytes.upperBound)/\(data.count)"
      body = data.subdata(in: bytes.lowerBound..<(bytes.upperBound + 1))
    }
    headers[.contentLength] = String(body.count)
    if headOnly { return Response(status: status, headers: headers) }
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }

  /// `GET /object/info/...`: an object's metadata.
  func info(bucket: Bucket, path: String, principal: Principal?) async throws(APIError) -> Response {
    if principal == nil && !bucket.isPublic { throw notFound() }
    if let principal, !Self.canRead(path, principal) { throw notFound() }
    guard
      let row = try? await store.fetchOne(
        "SELECT * FROM storage_objects WHERE bucket = ? AND name = ?", [bucket.name, path])
    else { throw notFound() }
    let data = try storedBytes(row)
    let etag = Self.etag(data)
    let id: String = row["id"]
    let version: String = row["file"]
    let name: String = row["name"]
    let size: Int64 = row["size"]
    let contentType: String = row["content_type"]
    let created: String = row["created_at"]
    let updated: String = row["updated_at"]
    let members: [(String, JSON)] = [
      ("id", .string(id)), ("version", .string(version)), ("name", .string(name)),
      ("bucket_id", .string(bucket.name)), ("size", .int(size)), ("content_type", .string(contentType)),
      ("cache_control", .string("max-age=3600")), ("etag", .string(etag)),
      ("metadata", Self.metadata(row, etag: etag)), ("created_at", .string(created)),
      ("last_modified", .string(updated)), ("updated_at", .string(updated)),
    ]
    return jsonResponse(.object(members))
  }

  /// `POST /object/list/{bucket}`: the files and folders directly under a prefix, as Storage lists them
  /// (folders as entries with a null id), sorted and paged as asked.
  func list(bucket: Bucket, body: JSON, principal: Principal?) async throws(APIError) -> Response {
    if principal == nil && !bucket.isPublic { throw notFound() }
    // The select policy (migration avatars_private_listing): a listing shows only the caller's own folder, so
    // nobody can enumerate other users' ids or photos; without a user, nothing.
    let scope: String
    switch principal {
    case .serviceRole?: scope = ""
    case .user(let id, _)?: scope = id + "/"
    case .anon?, nil: return jsonResponse(.array([]))
    }
    var prefix = body["prefix"]?.string ?? ""
    if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
    guard prefix.utf8.count <= 1024 else {
      throw APIError(.badRequest, "Invalid prefix", .storage(error: "invalid_key"))
    }
    let limit = min(max(Self.integer(body["limit"]) ?? 100, 0), 1000)
    let offset = max(Self.integer(body["offset"]) ?? 0, 0)
    let search = body["search"]?.string ?? ""
    let sortColumn = body["sortBy"]?["column"]?.string ?? "name"
    let descending = body["sortBy"]?["order"]?.string?.lowercased() == "desc"
    guard ["name", "created_at", "updated_at", "last_accessed_at"].contains(sortColumn) else {
      throw APIError(.badRequest, "Invalid sort column", .storage(error: "invalid_request"))
    }
    // Entries directly under the prefix (folders grouped), searched, sorted and paged in SQL, so a page of one
    // entry builds one entry. Lengths are code points, as SQLite's substr and instr count them (Swift's
    // `count` counts characters, and a folder named with a combining accent or an emoji sequence listed empty).
    let order =
      sortColumn == "name" ? "entry" : sortColumn == "last_accessed_at" ? "updated_at" : sortColumn
    let direction = descending ? "DESC" : "ASC"
    let pattern = "%" + LikePattern.escaped(search) + "%"
    let rows: [Row]
    do {
      rows = try await store.fetchAll(
        """
        WITH children AS (
          SELECT substr(name, ? + 1) AS rest, * FROM storage_objects
          WHERE bucket = ? AND name >= ? AND substr(name, 1, ?) = ? AND substr(name, 1, ?) = ?
        ), entries AS (
          SELECT substr(rest, 1, instr(rest, '/') - 1) AS entry, 1 AS folder, NULL AS id, NULL AS created_at,
            NULL AS updated_at, NULL AS size, NULL AS content_type
          FROM children WHERE instr(rest, '/') > 0 GROUP BY 1
          UNION ALL
          SELECT rest, 0, id, created_at, updated_at, size, content_type FROM children WHERE instr(rest, '/') = 0
        )
        SELECT * FROM entries WHERE ? = '' OR unicode_ilike(?, entry)
        ORDER BY folder DESC, CASE WHEN folder = 1 THEN entry END \(direction), \(order) \(direction)
        LIMIT ? OFFSET ?
        """,
        [
          prefix.unicodeScalars.count, bucket.name, prefix, prefix.unicodeScalars.count, prefix,
          scope.unicodeScalars.count, scope, search, pattern, limit, offset,
        ])
    } catch {
      throw APIError(.internalServerError, "Could not list", .storage(error: "internal", keepStatus: true))
    }
    let entries = rows.map { row -> JSON in
      let name: String = row["entry"]
      guard let id: String = row["id"] else {
        return JSON.object([
          ("name", .string(name)), ("id", .null), ("updated_at", .null), ("created_at", .null),
          ("last_accessed_at", .null), ("metadata", .null),
        ])
      }
      let created: String = row["created_at"]
      let updated: String = row["updated_at"]
      return JSON.object([
        ("name", .string(name)), ("id", .string(id)), ("updated_at", .string(updated)),
        ("created_at", .string(created)), ("last_accessed_at", .string(updated)),
        ("metadata", Self.metadata(row, etag: nil)),
      ])
    }
    return jsonResponse(.array(entries))
  }

  static func metadata(_ row: Row, etag: String?) -> JSON {
    let size: Int64 = row["size"]
    let contentType: String = row["content_type"]
    let updated: String = row["updated_at"]
    var members: [(String, JSON)] = [
      ("size", .int(size)), ("mimetype", .string(contentType)), ("cacheControl", .string("max-age=3600")),
      ("lastModified", .string(updated)), ("contentLength", .int(size)), ("httpStatusCode", .int(200)),
    ]
    if let etag { members.append(("eTag", .string(etag))) }
    return .object(members)
  }

  private static func integer(_ value: JSON?) -> Int? {
    switch value {
    case .int(let number)?: Int(clamping: number)
    case .double(let number)? where number.isFinite: Int(clamping: Int64(max(min(number, 1e15), -1e15)))
    default: nil
    }
  }

  /// A strong ETag: the MD5 of the bytes, quoted, as S3 and Supabase Storage give it.
  static func etag(_ data: Data) -> String {
    "\"" + Insecure.MD5.hash(data: data).map { String(format: "%02x", $0) }.joined() + "\""
  }

  /// Deletes the objects the principal may delete and returns those; as Storage's row level security does, the
  /// others are left alone rather than failing the whole request.
  func delete(bucket: Bucket, paths: [String], principal: Principal) async throws(APIError) -> [JSON] {
    let paths = paths.filter { (try? checkWrite(bucket: bucket, path: $0, principal: principal)) != nil }
    let removed: [Row]
    do {
      removed = try await store.writeReturning(
        paths.map { path in
          (
            "DELETE FROM storage_objects WHERE bucket = ? AND name = ? RETURNING id, name, file, size, content_type, created_at",
            [bucket.name, path]
          )
        })
    } catch {
      throw APIError(.internalServerError, "Could not delete", .storage(error: "internal", keepStatus: true))
    }
    for row in removed {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(row["file"] as String))
    }
    return removed.map { row in
      .object([
        ("id", .string(row["id"])), ("name", .string(row["name"])), ("bucket_id", .string(bucket.name)),
        ("metadata", .object([("size", .int(row["size"])), ("mimetype", .string(row["content_type"]))])),
        ("created_at", .string(row["created_at"])),
      ])
    }
  }

  /// The avatars select policy: a user reads (lists, inspects, downloads by the authenticated route) only their
  /// own folder; the service role reads everything; the anon key nothing (public URLs aside).
  static func canRead(_ path: String, _ principal: Principal) -> Bool {
    switch principal {
    case .serviceRole: true
    case .anon: false
    case .user(let id, _): ObjectPath.firstFolder(path) == id
    }
  }

  /// The avatars policies: signed-in users write only under their own user id's folder.
  func checkWrite(bucket: Bucket, path: String, principal: Principal) throws(APIError) {
    switch principal {
    case .serviceRole: return
    case .anon:
      throw APIError(.forbidden, "new row violates row-level security policy", .storage(error: "Unauthorized"))
    case .user(let id, _):
      guard ObjectPath.firstFolder(path) == id else {
        throw APIError(.forbidden, "new row violates row-level security policy", .storage(error: "Unauthorized"))
      }
    }
  }

  /// The bytes of an object the database knows. Missing or unreadable bytes (a lost storage folder) are the
  /// server's fault, 500, never "not found": the object exists.
  private func storedBytes(_ row: Row) throws(APIError) -> Data {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent(row["file"] as String)) else {
      throw APIError(
        .internalServerError, "The object's stored bytes are missing", .storage(error: "internal", keepStatus: true))
    }
    return data
  }

  private func notFound() -> APIError { APIError(.notFound, "Object not found", .storage(error: "not_found")) }

  private struct Duplicate: Error {}
  private struct OverQuota: Error {}
}
