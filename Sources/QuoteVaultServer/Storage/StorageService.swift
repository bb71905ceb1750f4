import Foundation
import GRDB
import HTTPTypes
import Hummingbird

/// Supabase Storage for the avatars bucket: objects' bytes in <data>/storage under random names, their
/// metadata in SQLite, the bucket's per-user folder policies enforced on every write.
struct StorageService: Sendable {
  let store: Store
  let directory: URL

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
      replaced = try await store.pool.write { db -> String? in
        let existing = try Row.fetchOne(
          db, sql: "SELECT id, file FROM storage_objects WHERE bucket = ? AND name = ?", arguments: [bucket.name, path])
        if existing != nil && !upsert { throw Duplicate() }
        try db.execute(
          sql: """
            INSERT INTO storage_objects (id, bucket, name, owner, content_type, size, file, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (bucket, name) DO UPDATE SET owner = excluded.owner, content_type = excluded.content_type,
              size = excluded.size, file = excluded.file, updated_at = excluded.updated_at
            """, arguments: [id, bucket.name, path, owner, mime, data.count, file, now, now])
        return existing?["file"]
      }
    } catch is Duplicate {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(file))
      throw APIError(.conflict, "The resource already exists", .storage(error: "Duplicate"))
    } catch {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(file))
      throw APIError(.internalServerError, "Could not store the object", .storage(error: "internal", keepStatus: true))
    }
    if let replaced { try? FileManager.default.removeItem(at: directory.appendingPathComponent(replaced)) }
    let objectID =
      (try? await store.pool.read { db in
        try String.fetchOne(
          db, sql: "SELECT id FROM storage_objects WHERE bucket = ? AND name = ?", arguments: [bucket.name, path])
      }) ?? id
    return jsonResponse(.object([("Id", .string(objectID ?? id)), ("Key", .string("\(bucket.name)/\(path)"))]))
  }

  func download(bucket: Bucket, path: String, principal: Principal?) async throws(APIError) -> Response {
    if principal == nil && !bucket.isPublic { throw notFound() }
    guard
      let row = try? await store.pool.read({ db in
        try Row.fetchOne(
          db, sql: "SELECT content_type, file, updated_at FROM storage_objects WHERE bucket = ? AND name = ?",
          arguments: [bucket.name, path])
      }),
      let data = try? Data(contentsOf: directory.appendingPathComponent(row["file"] as String))
    else { throw notFound() }
    var headers = HTTPFields()
    headers[.contentType] = row["content_type"] as String
    headers[.cacheControl] = "max-age=3600"
    headers[.lastModified] = row["updated_at"] as String
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// Deletes objects the principal may delete; returns the ones deleted.
  func delete(bucket: Bucket, paths: [String], principal: Principal) async throws(APIError) -> [JSON] {
    for path in paths { try checkWrite(bucket: bucket, path: path, principal: principal) }
    let removed: [Row]
    do {
      removed = try await store.pool.write { db in
        var rows: [Row] = []
        for path in paths {
          rows += try Row.fetchAll(
            db,
            sql:
              "DELETE FROM storage_objects WHERE bucket = ? AND name = ? RETURNING id, name, file, size, content_type, created_at",
            arguments: [bucket.name, path])
        }
        return rows
      }
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

  /// The avatars policies: signed-in users write only under their own user id's folder.
  private func checkWrite(bucket: Bucket, path: String, principal: Principal) throws(APIError) {
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

  private func notFound() -> APIError { APIError(.notFound, "Object not found", .storage(error: "not_found")) }

  private struct Duplicate: Error {}
}
