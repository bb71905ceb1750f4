import Foundation
import GRDB

/// Sessions: each one an access token and a chain of rotating refresh tokens.
extension AuthService {
  /// Rotates a refresh token: the old one is spent and its child issued in the same transaction, so no other
  /// refresh can see the session between the two. Presented again within the reuse interval (two refreshes
  /// racing, an app and its widget sharing one session), it gets the session's current token; later, it is
  /// treated as stolen and ends its session, as GoTrue does.
  ///
  /// Both the spending and the reuse check read the clock inside the writer's transaction. Read at the start of
  /// the request, a refresh that waited for the writer (a long write, a busy machine) stamped its token as
  /// spent when it arrived, not when it was spent, and a reuse arriving later measured the interval from that
  /// earlier time: it ended the session, and the waiting refresh's 200 carried a token of a dead session.
  func refresh(token: String?, address: String) async throws(APIError) -> JSON {
    guard let token, !token.isEmpty, token.utf8.count <= 256 else {
      throw .auth(.badRequest, "validation_failed", "refresh_token is required")
    }
    // `token_refresh`: refreshes per address, counted before the work.
    guard await limiter.reserve([(rules.tokenRefreshesPerAddress, address)]) else { throw Self.overRequestRateLimit }
    enum Outcome {
      case session(userID: String, sessionID: String, token: String, user: JSON, now: Date), reused, unknown
    }
    let outcome: Outcome
    let reuseInterval = configuration.refreshTokenReuseInterval
    let retention = max(configuration.refreshTokenRetention, reuseInterval)
    let child = Self.randomToken(bytes: 16)
    do {
      let clock = configuration.now
      outcome = try await store.budgetedWrite { db -> Outcome in
        let now = clock()
        guard
          let row = try Row.fetchOne(
            db, sql: "SELECT session_id, user_id, revoked, revoked_at FROM refresh_tokens WHERE token = ?",
            arguments: [token])
        else { return .unknown }
        let sessionID: String = row["session_id"]
        let userID: String = row["user_id"]
        if row["revoked"] as Int != 0 {
          let revokedAt: Double? = row["revoked_at"]
          if let revokedAt, now.timeIntervalSince1970 - revokedAt <= reuseInterval,
            let current = try String.fetchOne(
              db,
              sql: "SELECT token FROM refresh_tokens WHERE session_id = ? AND revoked = 0 ORDER BY rowid DESC LIMIT 1",
              arguments: [sessionID])
          {
            let user = try Self.recordSession(db, userID: userID, sessionID: sessionID, newToken: nil, now: now)
            return .session(userID: userID, sessionID: sessionID, token: current, user: user, now: now)
          }
          // Reuse after the interval: the whole family is revoked (the session and every token of it).
          try db.execute(sql: "DELETE FROM sessions WHERE id = ?", arguments: [sessionID])
          return .reused
        }
        try db.execute(
          sql: "UPDATE refresh_tokens SET revoked = 1, revoked_at = ? WHERE token = ?",
          arguments: [now.timeIntervalSince1970, token])
        // Spent tokens are kept for reuse detection for `refreshTokenRetention`, then removed (an index range,
        // usually empty), so refreshes leave no rows behind for ever.
        try db.execute(
          sql: "DELETE FROM refresh_tokens WHERE revoked = 1 AND revoked_at < ?",
          arguments: [now.timeIntervalSince1970 - retention])
        let user = try Self.recordSession(db, userID: userID, sessionID: sessionID, newToken: child, now: now)
        return .session(userID: userID, sessionID: sessionID, token: child, user: user, now: now)
      }
    } catch {
      throw .authFailure(error, "Could not refresh the session")
    }
    switch outcome {
    case .unknown: throw .auth(.badRequest, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
    case .reused: throw .auth(.badRequest, "refresh_token_already_used", "Invalid Refresh Token: Already Used")
    case .session(let userID, let sessionID, let current, let user, let now):
      return sessionAnswer(userID: userID, sessionID: sessionID, refreshToken: current, user: user, now: now)
    }
  }

  func logout(principal: Principal, scope: String?) async throws(APIError) {
    guard case .user(let userID, let sessionID) = principal else {
      throw .auth(.unauthorized, "no_authorization", "This endpoint requires a Bearer token")
    }
    let scope = scope ?? "global"
    guard ["global", "local", "others"].contains(scope) else {
      throw .auth(.badRequest, "validation_failed", "Unsupported logout scope \"\(scope)\"")
    }
    _ = try? await store.budgetedWrite { db in
      switch scope {
      case "local": try db.execute(sql: "DELETE FROM sessions WHERE id = ?", arguments: [sessionID])
      case "others":
        try db.execute(sql: "DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?", arguments: [userID, sessionID])
      default: try db.execute(sql: "DELETE FROM sessions WHERE user_id = ?", arguments: [userID])
      }
    }
  }

  func activeUser(_ principal: Principal) async throws(APIError) -> String {
    guard case .user(let userID, let sessionID) = principal else {
      throw .auth(.unauthorized, "no_authorization", "This endpoint requires a Bearer token")
    }
    let exists =
      (try? await store.budgetedRead { db in
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sessions WHERE id = ?)", arguments: [sessionID])
      }) ?? false
    guard exists == true else {
      throw .auth(.forbidden, "session_not_found", "Session from session_id claim in JWT does not exist")
    }
    return userID
  }

  /// A new session for a user: an access token (HS256, Supabase's claims) and its first refresh token. `method`
  /// is how the user signed in (the token's `amr`): "password", or "oauth" for an identity provider's token.
  func createSession(userID: String, method: String = "password") async throws(APIError) -> JSON {
    let sessionID = UUID().uuidString.lowercased()
    let refreshToken = Self.randomToken(bytes: 16)
    let now = configuration.now()
    let user: JSON
    do {
      user = try await store.budgetedWrite { db in
        try db.execute(
          sql: "INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)",
          arguments: [sessionID, userID, Timestamp.string(now)])
        return try Self.recordSession(db, userID: userID, sessionID: sessionID, newToken: refreshToken, now: now)
      }
    } catch {
      throw .authFailure(error, "Could not create a session")
    }
    return sessionAnswer(
      userID: userID, sessionID: sessionID, refreshToken: refreshToken, user: user, now: now, method: method)
  }

  /// Inside the caller's transaction: stores `newToken` (if any) for the session, notes the sign-in, and answers
  /// the user as GoTrue shows them.
  private static func recordSession(
    _ db: Database, userID: String, sessionID: String, newToken: String?, now: Date
  ) throws -> JSON {
    if let newToken {
      try db.execute(
        sql: "INSERT INTO refresh_tokens (token, session_id, user_id, created_at) VALUES (?, ?, ?, ?)",
        arguments: [newToken, sessionID, userID, Timestamp.string(now)])
    }
    try db.execute(
      sql: "UPDATE users SET last_sign_in_at = ? WHERE id = ?", arguments: [Timestamp.string(now), userID])
    return try userJSON(db, id: userID) ?? .null
  }

  /// The session as GoTrue answers it: a signed access token beside the refresh token.
  private func sessionAnswer(
    userID: String, sessionID: String, refreshToken: String, user: JSON, now: Date, method: String = "password"
  ) -> JSON {
    let expiresAt = Int64(now.timeIntervalSince1970 + configuration.accessTokenLifetime)
    let claims = JSON.object([
      ("iss", .string("\(address.url)/auth/v1")), ("sub", .string(userID)),
      ("aud", .string("authenticated")), ("exp", .int(expiresAt)), ("iat", .int(Timestamp.unix(now))),
      ("email", user["email"] ?? .null), ("phone", .string("")),
      ("app_metadata", user["app_metadata"] ?? .null), ("user_metadata", user["user_metadata"] ?? .null),
      ("role", .string("authenticated")), ("aal", .string("aal1")),
      ("amr", .array([.object([("method", .string(method)), ("timestamp", .int(Timestamp.unix(now)))])])),
      ("session_id", .string(sessionID)), ("is_anonymous", .bool(false)),
    ])
    return .object([
      ("access_token", .string(keys.jwt.sign(claims))), ("token_type", .string("bearer")),
      ("expires_in", .int(Int64(configuration.accessTokenLifetime))), ("expires_at", .int(expiresAt)),
      ("refresh_token", .string(refreshToken)), ("user", user),
    ])
  }
}
