import Foundation
import GRDB
import HTTPTypes
import Hummingbird

/// `public.delete_account()` of supabase/migrations/20261125000200_delete_account.sql, answered the same way: the
/// signed-in caller's account goes with everything of theirs (profile, favourites, collections and their quotes,
/// sessions, avatar objects and their files). Only a user may call it, and only for themselves; anon and the
/// service role are refused as PostgreSQL refuses them (42501: the function is granted to `authenticated` only).
struct AccountDeletion: Sendable {
  let store: Store
  let authenticator: Authenticator
  /// Where stored objects' bytes are (StorageService's directory).
  let storageDirectory: URL

  /// Registered before RestController's `rpc/:function`: the router prefers the constant path.
  func addRoutes(to group: RouterGroup<AppContext>) {
    group.add(middleware: APIKeyMiddleware(authenticator: authenticator))
    group.post("rpc/delete_account") { request, _ in
      let principal = try authenticator.principal(request, api: .rest).principal
      guard let userID = principal.userID else {
        throw APIError.rest(.unauthorized, "42501", "permission denied for function delete_account")
      }
      try await delete(userID: userID)
      // A function returning void: PostgREST answers 204.
      return emptyResponse(.noContent)
    }
    group.get("rpc/delete_account") { _, _ -> Response in
      throw APIError.rest(.methodNotAllowed, "25006", "cannot execute DELETE in a read-only transaction")
    }
  }

  /// Deletes the user's rows in one transaction (the foreign keys cascade from users), then the files whose
  /// rows went.
  func delete(userID: String) async throws(APIError) {
    let folder = userID + "/"
    let files: [String]
    do {
      files = try await store.budgetedWrite { db in
        let files = try String.fetchAll(
          db, sql: "SELECT file FROM storage_objects WHERE bucket = 'avatars' AND substr(name, 1, ?) = ?",
          arguments: [folder.count, folder])
        try db.execute(
          sql: "DELETE FROM storage_objects WHERE bucket = 'avatars' AND substr(name, 1, ?) = ?",
          arguments: [folder.count, folder])
        try db.execute(sql: "DELETE FROM users WHERE id = ?", arguments: [userID])
        return files
      }
    } catch {
      throw APIError.rest(.internalServerError, "XX000", "The account could not be deleted")
    }
    for file in files { try? FileManager.default.removeItem(at: storageDirectory.appendingPathComponent(file)) }
  }
}
