import Foundation
import GRDB
import HTTPTypes
import Hummingbird

/// Storage's signed URLs, moves and copies, under the same policies as every other object operation.
extension StorageService {
  /// Longest a signed URL may live: a year, as a bound on what a client may ask.
  static let maximumSignedURLLifetime = 365 * 24 * 3600
  /// Paths in one `POST /object/sign/{bucket}`.
  static let maximumPathsPerSigning = 100

  /// A URL, relative to /storage/v1, that downloads `path` without a key until `expiresIn` seconds pass. The
  /// token is a JWT with the project's secret naming exactly this object; it has no role, so it is no access
  /// token. The caller must be able to read the object (avatars are readable by all) and it must exist.
  func signedURL(bucket: Bucket, path: String, expiresIn: Int, jwt: JWT) async throws(APIError) -> String {
    guard (1...Self.maximumSignedURLLifetime).contains(expiresIn) else {
      throw APIError(
        .badRequest, "expiresIn must be between 1 and \(Self.maximumSignedURLLifetime) seconds",
        .storage(error: "invalid_request"))
    }
    guard try await exists(bucket: bucket, path: path) else {
      throw APIError(.notFound, "Object not found", .storage(error: "not_found"))
    }
    let now = Timestamp.unix(Date())
    let token = jwt.sign(
      .object([("url", .string("\(bucket.name)/\(path)")), ("iat", .int(now)), ("exp", .int(now + Int64(expiresIn)))]))
    return "/object/sign/\(bucket.name)/\(ObjectPath.encoded(path))?token=\(token)"
  }

  /// The object a signed URL names, if its token is genuine, unexpired and for this very object.
  func downloadSigned(bucket: Bucket, path: String, token: String?, jwt: JWT, range: String?, headOnly: Bool)
    async throws(APIError) -> Response
  {
    guard let token else { throw APIError(.badRequest, "Missing token", .storage(error: "InvalidJWT")) }
    let claims: JSON
    do {
      claims = try jwt.verify(token)
    } catch .expired {
      throw APIError(.badRequest, "jwt expired", .storage(error: "InvalidJWT"))
    } catch {
      throw APIError(.badRequest, "invalid signature", .storage(error: "InvalidJWT"))
    }
    guard claims["url"]?.string == "\(bucket.name)/\(path)" else {
      throw APIError(.badRequest, "The token is for another object", .storage(error: "InvalidSignature"))
    }
    return try await download(bucket: bucket, path: path, principal: .serviceRole, range: range, headOnly: headOnly)
  }

  /// Moves (renames) or copies an object. The caller must be able to write both places; the destination must be
  /// free. A copy gets its own bytes, so deleting one never empties the other.
  func transfer(
    from source: (Bucket, String), to destination: (Bucket, String), copy: Bool, principal: Principal
  ) async throws(APIError) -> JSON {
    try checkWrite(bucket: destination.0, path: destination.1, principal: principal)
    if !copy { try checkWrite(bucket: source.0, path: source.1, principal: principal) }
    let directory = directory
    let now = Timestamp.now()
    let newFile = UUID().uuidString.lowercased()
    let newID = UUID().uuidString.lowercased()
    do {
      try await store.budgetedWrite { db in
        guard
          let row = try Row.fetchOne(
            db, sql: "SELECT * FROM storage_objects WHERE bucket = ? AND name = ?",
            arguments: [source.0.name, source.1])
        else { throw TransferFailure.missing }
        guard
          try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM storage_objects WHERE bucket = ? AND name = ?)",
            arguments: [destination.0.name, destination.1]) == false
        else { throw TransferFailure.duplicate }
        if copy {
          // The bytes first: a row never points at a file that is not there.
          let file: String = row["file"]
          try FileManager.default.copyItem(
            at: directory.appendingPathComponent(file), to: directory.appendingPathComponent(newFile))
          try db.execute(
            sql: """
              INSERT INTO storage_objects (id, bucket, name, owner, content_type, size, file, created_at, updated_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
              """,
            arguments: [
              newID, destination.0.name, destination.1, principal.userID, row["content_type"], row["size"], newFile,
              now, now,
            ])
        } else {
          try db.execute(
            sql: "UPDATE storage_objects SET bucket = ?, name = ?, updated_at = ? WHERE bucket = ? AND name = ?",
            arguments: [destination.0.name, destination.1, now, source.0.name, source.1])
        }
      }
    } catch let failure as TransferFailure {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(newFile))
      switch failure {
      case .missing: throw APIError(.notFound, "Object not found", .storage(error: "not_found"))
      case .duplicate: throw APIError(.conflict, "The resource already exists", .storage(error: "Duplicate"))
      }
    } catch {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(newFile))
      throw APIError(.internalServerError, "Could not move the object", .storage(error: "internal", keepStatus: true))
    }
    let key = JSON.string("\(destination.0.name)/\(destination.1)")
    return copy
      ? .object([("Id", .string(newID)), ("Key", key)]) : .object([("message", .string("Successfully moved"))])
  }

  private func exists(bucket: Bucket, path: String) async throws(APIError) -> Bool {
    do {
      return try await store.budgetedRead { db in
        try Bool.fetchOne(
          db, sql: "SELECT EXISTS (SELECT 1 FROM storage_objects WHERE bucket = ? AND name = ?)",
          arguments: [bucket.name, path]) ?? false
      }
    } catch {
      throw APIError(.internalServerError, "Could not read the object", .storage(error: "internal", keepStatus: true))
    }
  }

  private enum TransferFailure: Error { case missing, duplicate }
}
