import Crypto
import Foundation
import GRDB
import HummingbirdBcrypt

/// GoTrue's behaviour on the local database: accounts, sessions with rotating refresh tokens, password
/// recovery through the local mailbox.
struct AuthService: Sendable {
  let store: Store
  let keys: ProjectKeys
  let configuration: ServerConfiguration
  /// Every `[auth.rate_limit]` count, made before the work it limits.
  let limiter = RateLimiter()
  let rules: AuthRateRules
  let mailbox: Mailbox
  /// This server's queue of bcrypt work (its own bound of waiting hashes; the threads are shared).
  let hashing: PasswordHashing
  /// A hash at the server's own cost, verified for unknown emails so they take as long as known ones.
  let dummyHash: String

  let address: PublicAddress

  init(
    store: Store, keys: ProjectKeys, configuration: ServerConfiguration, mailbox: Mailbox,
    address: PublicAddress? = nil
  ) {
    self.address = address ?? PublicAddress(host: configuration.host, port: configuration.port)
    self.store = store
    self.keys = keys
    self.configuration = configuration
    self.mailbox = mailbox
    rules = AuthRateRules(configuration)
    hashing = PasswordHashing(maximumPending: configuration.maximumPendingHashes)
    dummyHash = Bcrypt.hash("not a real password", cost: configuration.bcryptCost)
  }

  // MARK: - Sign up and sign in

  func signUp(
    email rawEmail: String?, password: String?, metadata: JSON?, address: String, redirectTo: String? = nil
  ) async throws(APIError) -> JSON {
    let email = try validEmail(rawEmail)
    let password = try validPassword(password)
    var userMetadata = try UserMetadata.validated(metadata).filter { $0.1 != .null }
    // Counted before the bcrypt work, so a burst of sign-ups cannot all pass.
    guard await limiter.reserve([(rules.signInsSignUpsPerAddress, address)]) else { throw Self.overRequestRateLimit }
    let hash = try await hash(password, cost: configuration.bcryptCost)
    let id = UUID().uuidString.lowercased()
    let now = Timestamp.now()
    let displayName =
      userMetadata.first { $0.0 == "display_name" }?.1.string
      ?? String(email.split(separator: "@").first ?? "")
    if !userMetadata.contains(where: { $0.0 == "email" }) { userMetadata.append(("email", .string(email))) }
    let metadataText = try UserMetadata.serialized(userMetadata)
    do {
      try await store.budgetedWrite { db in
        try db.execute(
          sql: """
            INSERT INTO users (id, email, encrypted_password, user_metadata, created_at, updated_at, email_confirmed_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [id, email, hash, metadataText, now, now, configuration.enableConfirmations ? nil : now])
        // As the migration's trigger does on Supabase: a profile with each new user.
        try db.execute(
          sql: "INSERT INTO profiles (id, display_name, updated_at) VALUES (?, ?, ?)",
          arguments: [id, Self.truncated(displayName, scalars: 80), now])
      }
    } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
      throw .auth(.unprocessableContent, "user_already_exists", "User already registered")
    } catch {
      throw .auth(.internalServerError, "unexpected_failure", "Could not create the user")
    }
    if configuration.enableConfirmations {
      return try await sendConfirmation(userID: id, email: email, redirectTo: redirectTo)
    }
    return try await createSession(userID: id)
  }

  /// `address` is the client's IP address: failures count per address and email, and per address.
  func signIn(email rawEmail: String?, password: String?, address: String) async throws(APIError) -> JSON {
    guard let rawEmail, let password, !rawEmail.isEmpty, !password.isEmpty else {
      throw .auth(.badRequest, "validation_failed", "missing email or phone")
    }
    let email = Self.normalizedEmail(rawEmail)
    // No address is longer: a megabyte "email" is refused before it becomes a rate limiter's key.
    guard email.utf8.count <= 254 else {
      throw .auth(.badRequest, "invalid_credentials", "Invalid login credentials")
    }
    let pair = address + " " + email
    // Reserved atomically before bcrypt: of 200 simultaneous guesses, only the limit's worth are checked. Every
    // sign-in counts against the address's `sign_in_sign_ups`, as GoTrue counts them; failures also per email.
    guard
      await limiter.reserve([
        (rules.failedSignInsPerPair, pair), (rules.failedSignInsPerAddress, address),
        (rules.signInsSignUpsPerAddress, address),
      ])
    else {
      throw .auth(.tooManyRequests, "over_request_rate_limit", "Too many failed sign-in attempts. Try again later.")
    }
    let row = try? await store.fetchOne(
      "SELECT id, encrypted_password, email_confirmed_at FROM users WHERE email = ?", [email])
    // Verify against a dummy hash of the same cost for unknown emails, so the answer takes as long either way.
    let hash: String = row?["encrypted_password"] ?? dummyHash
    let matches = try await verify(password, hash: hash)
    guard let row, matches else { throw .auth(.badRequest, "invalid_credentials", "Invalid login credentials") }
    // Only failures count: the right password clears this account's count and takes back its address event.
    await limiter.reset(rules.failedSignInsPerPair, pair)
    await limiter.release(rules.failedSignInsPerAddress, address)
    let id: String = row["id"]
    // The right password of an address not confirmed yet (enable_confirmations): said so, as GoTrue does.
    guard (row["email_confirmed_at"] as String?) != nil else { throw Self.emailNotConfirmed }
    return try await createSession(userID: id)
  }

  /// Rotates a refresh token: the old one is spent and its child issued in the same transaction, so no other
  /// refresh can see the session between the two. Presented again within the reuse interval (two refreshes
  /// racing, an app and its widget sharing one session), it gets the session's current token; later, it is
  /// treated as stolen and ends its session, as GoTrue does.
  func refresh(token: String?, address: String) async throws(APIError) -> JSON {
    guard let token, !token.isEmpty, token.utf8.count <= 256 else {
      throw .auth(.badRequest, "validation_failed", "refresh_token is required")
    }
    // `token_refresh`: refreshes per address, counted before the work.
    guard await limiter.reserve([(rules.tokenRefreshesPerAddress, address)]) else { throw Self.overRequestRateLimit }
    enum Outcome { case session(userID: String, sessionID: String, token: String, user: JSON), reused, unknown }
    let outcome: Outcome
    let now = Date()
    let reuseInterval = configuration.refreshTokenReuseInterval
    let retention = max(configuration.refreshTokenRetention, reuseInterval)
    let child = Self.randomToken(bytes: 16)
    do {
      outcome = try await store.budgetedWrite { db -> Outcome in
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
            return .session(userID: userID, sessionID: sessionID, token: current, user: user)
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
        return .session(userID: userID, sessionID: sessionID, token: child, user: user)
      }
    } catch {
      throw .auth(.internalServerError, "unexpected_failure", "Could not refresh the session")
    }
    switch outcome {
    case .unknown: throw .auth(.badRequest, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
    case .reused: throw .auth(.badRequest, "refresh_token_already_used", "Invalid Refresh Token: Already Used")
    case .session(let userID, let sessionID, let current, let user):
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

  // MARK: - The user

  func user(principal: Principal) async throws(APIError) -> JSON {
    let userID = try await activeUser(principal)
    guard let user = try? await store.budgetedRead({ db in try Self.userJSON(db, id: userID) }) ?? nil else {
      throw .auth(.notFound, "user_not_found", "User from sub claim in JWT does not exist")
    }
    return user
  }

  /// PUT /user. A new password must differ from the old one and signs the user's other sessions out; a new
  /// email is not applied until confirmed from the new address (and the old one, with double confirmation).
  func updateUser(principal: Principal, body: JSON) async throws(APIError) -> JSON {
    guard case .user(let userID, let sessionID) = principal else {
      throw .auth(.unauthorized, "no_authorization", "This endpoint requires a Bearer token")
    }
    _ = try await activeUser(principal)
    let current: Row
    do {
      guard
        let row = try await store.fetchOne(
          "SELECT email, encrypted_password, email_change_sent_at FROM users WHERE id = ?", [userID])
      else { throw APIError.auth(.notFound, "user_not_found", "User not found") }
      current = row
    } catch let error as APIError {
      throw error
    } catch {
      throw .auth(.internalServerError, "unexpected_failure", "Could not update the user")
    }
    var changes: [(String, DatabaseValue)] = []
    var newPassword = false
    if let password = body["password"], password != .null {
      let password = try validPassword(password.string)
      if try await verify(password, hash: current["encrypted_password"]) {
        throw .auth(.unprocessableContent, "same_password", "New password should be different from the old password.")
      }
      changes.append(
        ("encrypted_password", try await hash(password, cost: configuration.bcryptCost).databaseValue))
      newPassword = true
    }
    var emailChange: (email: String, newToken: String, currentToken: String?)?
    if let email = body["email"], email != .null {
      let email = try validEmail(email.string)
      if email != (current["email"] as String).lowercased() {
        if let sent: String = current["email_change_sent_at"], let sentAt = Timestamp.date(sent),
          Date().timeIntervalSince(sentAt) < configuration.emailMinimumInterval
        {
          throw Self.emailRateLimited(after: configuration.emailMinimumInterval - Date().timeIntervalSince(sentAt))
        }
        emailChange = (
          email, Self.randomToken(bytes: 24),
          configuration.doubleConfirmEmailChanges ? Self.randomToken(bytes: 24) : nil
        )
      }
    }
    // Checked before any work; merged in the transaction in linear time over at most `maximumKeys` keys.
    let metadata = body["data"] == nil ? nil : try UserMetadata.validated(body["data"])
    let fixedChanges = changes
    let pendingEmail = emailChange
    let signsOutOthers = newPassword
    let user: JSON
    do {
      user = try await store.budgetedWrite { db in
        var assignments = fixedChanges.map { "\($0.0) = ?" }
        var arguments = fixedChanges.map(\.1)
        if let pendingEmail {
          if try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM users WHERE email = ? AND id != ?)",
            arguments: [pendingEmail.email, userID]) == true
          {
            throw APIError.auth(
              .unprocessableContent, "email_exists", "A user with this email address has already been registered")
          }
          assignments += [
            "email_change = ?", "email_change_token_new = ?", "email_change_token_current = ?",
            "email_change_sent_at = ?",
          ]
          arguments += [
            pendingEmail.email.databaseValue, Self.sha256(pendingEmail.newToken).databaseValue,
            pendingEmail.currentToken.map(Self.sha256).databaseValue, Timestamp.now().databaseValue,
          ]
        }
        if let metadata {
          let current = try String.fetchOne(
            db, sql: "SELECT user_metadata FROM users WHERE id = ?", arguments: [userID])
          let stored = (current.flatMap { try? JSON.parse(Data($0.utf8)) }?.objectMembers) ?? []
          assignments.append("user_metadata = ?")
          arguments.append(try UserMetadata.serialized(UserMetadata.merged(stored, metadata)).databaseValue)
        }
        assignments.append("updated_at = ?")
        arguments.append(Timestamp.now().databaseValue)
        try db.execute(
          sql: "UPDATE users SET \(assignments.joined(separator: ", ")) WHERE id = ?",
          arguments: StatementArguments(databaseValues: arguments + [userID.databaseValue]))
        if signsOutOthers {
          // As GoTrue does: a new password signs out every other session (a thief's included).
          try db.execute(
            sql: "DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?", arguments: [userID, sessionID])
        }
        return try Self.userJSON(db, id: userID) ?? .null
      }
    } catch let error as APIError {
      throw error
    } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
      throw .auth(.unprocessableContent, "email_exists", "A user with this email address has already been registered")
    } catch {
      throw .auth(.internalServerError, "unexpected_failure", "Could not update the user")
    }
    if let emailChange {
      let oldEmail: String = current["email"]
      mailbox.deliver(
        to: emailChange.email, subject: "Confirm Change of Email Address",
        text: "Follow this link to confirm the change of your QuoteVault email to this address:\n\n"
          + verifyLink(token: emailChange.newToken, type: "email_change") + "\n")
      if let currentToken = emailChange.currentToken {
        mailbox.deliver(
          to: oldEmail, subject: "Confirm Change of Email Address",
          text:
            "Follow this link to confirm changing your QuoteVault email from this address to \(emailChange.email):\n\n"
            + verifyLink(token: currentToken, type: "email_change") + "\n")
      }
    }
    return user
  }

  /// Confirms one half of an email change. The change applies when every address asked has confirmed; until
  /// then the answer says which confirmation is still missing.
  func verifyEmailChange(linkToken: String?) async throws(APIError) -> (session: JSON?, message: String) {
    guard let linkToken, !linkToken.isEmpty, linkToken.utf8.count <= 256 else {
      throw .auth(.forbidden, "otp_expired", "Email link is invalid or has expired")
    }
    let hash = Self.sha256(linkToken)
    enum Outcome { case invalid, waiting, applied(String) }
    let outcome: Outcome
    do {
      outcome = try await store.budgetedWrite { db -> Outcome in
        guard
          let row = try Row.fetchOne(
            db,
            sql: """
              SELECT id, email_change, email_change_token_new, email_change_token_current FROM users
              WHERE email_change IS NOT NULL AND (email_change_token_new = ? OR email_change_token_current = ?)
              """, arguments: [hash, hash])
        else { return .invalid }
        let id: String = row["id"]
        let column =
          (row["email_change_token_new"] as String?) == hash ? "email_change_token_new" : "email_change_token_current"
        try db.execute(sql: "UPDATE users SET \(column) = NULL WHERE id = ?", arguments: [id])
        let remaining = try Row.fetchOne(
          db, sql: "SELECT email_change_token_new, email_change_token_current FROM users WHERE id = ?", arguments: [id])
        guard (remaining?["email_change_token_new"] as String?) == nil,
          (remaining?["email_change_token_current"] as String?) == nil
        else { return .waiting }
        try db.execute(
          sql: """
            UPDATE users SET email = email_change, email_change = NULL, email_change_sent_at = NULL, updated_at = ?
            WHERE id = ?
            """, arguments: [Timestamp.now(), id])
        return .applied(id)
      }
    } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
      throw .auth(.unprocessableContent, "email_exists", "A user with this email address has already been registered")
    } catch {
      throw .auth(.internalServerError, "unexpected_failure", "Could not verify")
    }
    switch outcome {
    case .invalid: throw .auth(.forbidden, "otp_expired", "Email link is invalid or has expired")
    case .waiting:
      return (nil, "Confirmation link accepted. Please proceed to confirm link sent to the other email")
    case .applied(let id): return (try await createSession(userID: id), "Email change confirmed")
    }
  }

  /// A link to /verify on this server.
  private func verifyLink(token: String, type: String, redirectTo: String? = nil) -> String {
    "\(address.url)/auth/v1/verify?token=\(token)&type=\(type)"
      + (redirectTo.map { "&redirect_to=\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        ?? "")
  }

  /// GoTrue's answer to an email asked for again too soon.
  static func emailRateLimited(after seconds: TimeInterval) -> APIError {
    .auth(
      .tooManyRequests, "over_email_send_rate_limit",
      "For security purposes, you can only request this after \(max(1, Int(seconds.rounded(.up)))) seconds.")
  }

  /// Where /verify may send the user: `redirect_to` if it is the site URL or an allowed redirect URL (or a path
  /// under one), else the site URL, as GoTrue's `isRedirectURLValid` decides.
  func redirectTarget(_ requested: String?) -> String {
    guard let requested, !requested.isEmpty else { return configuration.siteURL }
    for allowed in [configuration.siteURL] + configuration.additionalRedirectURLs {
      if requested == allowed { return requested }
      if requested.hasPrefix(allowed), let next = requested.dropFirst(allowed.count).first, "/?#".contains(next) {
        return requested
      }
    }
    return configuration.siteURL
  }

  // MARK: - Recovery

  /// Answers the same whether or not the email has an account, so nobody can probe for accounts; but one user
  /// gets at most one email per `emailMinimumInterval`, as GoTrue's `max_frequency` allows.
  func recover(email rawEmail: String?, redirectTo: String?) async throws(APIError) {
    let email = try validEmail(rawEmail)
    guard
      let row = try? await store.fetchOne("SELECT id, recovery_sent_at FROM users WHERE email = ?", [email])
    else { return }
    let userID: String = row["id"]
    // Within the minute no second mail is sent, but the answer is the unknown address's (200): a 429 here would
    // tell which addresses have accounts.
    if let sent: String = row["recovery_sent_at"], let sentAt = Timestamp.date(sent),
      Date().timeIntervalSince(sentAt) < configuration.emailMinimumInterval
    {
      return
    }
    let code = String(format: "%06d", Int.random(in: 0..<1_000_000))
    let linkToken = Self.randomToken(bytes: 24)
    _ = try? await store.budgetedWrite { db in
      try db.execute(
        sql: """
          INSERT INTO recovery_codes (user_id, code_hash, link_hash, expires_at) VALUES (?, ?, ?, ?)
          ON CONFLICT(user_id) DO UPDATE SET code_hash = excluded.code_hash, link_hash = excluded.link_hash,
            expires_at = excluded.expires_at, attempts = 0
          """,
        arguments: [userID, Self.sha256(code), Self.sha256(linkToken), Date().timeIntervalSince1970 + 3600])
      try db.execute(sql: "UPDATE users SET recovery_sent_at = ? WHERE id = ?", arguments: [Timestamp.now(), userID])
    }
    // Only an allowed redirect goes into the link; anything else falls back to the site URL at /verify.
    let link = verifyLink(token: linkToken, type: "recovery", redirectTo: redirectTo.map(redirectTarget))
    // A mail that could not be written (a full disk) is the server's fault, never a silent 200.
    do {
      try mailbox.send(
        to: email, subject: "Reset Your Password",
        text:
          "Follow this link to reset the password for your QuoteVault account:\n\n\(link)\n\nOr enter this code: \(code)\n"
      )
    } catch {
      throw .auth(.internalServerError, "unexpected_failure", "Error sending recovery email")
    }
  }

  /// Exchanges a recovery code (with its email) or a link token for a session, once. Wrong codes are counted:
  /// after `maximumRecoveryAttempts` the code is void, so six digits cannot be guessed within its hour.
  func verifyRecovery(code: String?, email: String?, linkToken: String?, address: String) async throws(APIError)
    -> JSON
  {
    // Counted before the code is looked at: per address, every try; per account, every wrong code across every
    // code sent (a fresh code resets its own 5 attempts, not this count).
    let account =
      linkToken == nil ? email.map { String(decoding: Self.normalizedEmail($0).utf8.prefix(254), as: UTF8.self) } : nil
    var claims = [(rules.tokenVerificationsPerAddress, address)]
    if let account { claims.append((rules.recoveryFailuresPerAccount, account)) }
    guard await limiter.reserve(claims) else { throw Self.overRequestRateLimit }
    let userID: String?
    let now = Date().timeIntervalSince1970
    let maximumAttempts = configuration.maximumRecoveryAttempts
    do {
      userID = try await store.budgetedWrite { db -> String? in
        if let linkToken {
          guard linkToken.utf8.count <= 256,
            let row = try Row.fetchOne(
              db, sql: "SELECT user_id, expires_at FROM recovery_codes WHERE link_hash = ?",
              arguments: [Self.sha256(linkToken)])
          else { return nil }
          let id: String = row["user_id"]
          try db.execute(sql: "DELETE FROM recovery_codes WHERE user_id = ?", arguments: [id])
          return (row["expires_at"] as Double) > now ? id : nil
        }
        guard let code, let email, code.utf8.count <= 64,
          let row = try Row.fetchOne(
            db,
            sql: """
              SELECT r.user_id, r.code_hash, r.expires_at, r.attempts FROM recovery_codes r
              JOIN users u ON u.id = r.user_id WHERE u.email = ?
              """, arguments: [Self.normalizedEmail(email)])
        else { return nil }
        let id: String = row["user_id"]
        guard ConstantTime.equal(row["code_hash"], Self.sha256(code)) else {
          let attempts = (row["attempts"] as Int) + 1
          if attempts >= maximumAttempts {
            try db.execute(sql: "DELETE FROM recovery_codes WHERE user_id = ?", arguments: [id])
          } else {
            try db.execute(sql: "UPDATE recovery_codes SET attempts = ? WHERE user_id = ?", arguments: [attempts, id])
          }
          return nil
        }
        try db.execute(sql: "DELETE FROM recovery_codes WHERE user_id = ?", arguments: [id])
        return (row["expires_at"] as Double) > now ? id : nil
      }
    } catch {
      throw .auth(.internalServerError, "unexpected_failure", "Could not verify")
    }
    guard let userID else { throw .auth(.forbidden, "otp_expired", "Token has expired or is invalid") }
    if let account { await limiter.release(rules.recoveryFailuresPerAccount, account) }
    return try await createSession(userID: userID)
  }

  /// GoTrue's answer when a `[auth.rate_limit]` rule is exhausted.
  static var overRequestRateLimit: APIError {
    .auth(.tooManyRequests, "over_request_rate_limit", "Request rate limit reached")
  }

  // MARK: - Details

  private func activeUser(_ principal: Principal) async throws(APIError) -> String {
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

  /// A new session for a user: an access token (HS256, Supabase's claims) and its first refresh token.
  func createSession(userID: String) async throws(APIError) -> JSON {
    let sessionID = UUID().uuidString.lowercased()
    let refreshToken = Self.randomToken(bytes: 16)
    let now = Date()
    let user: JSON
    do {
      user = try await store.budgetedWrite { db in
        try db.execute(
          sql: "INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)",
          arguments: [sessionID, userID, Timestamp.string(now)])
        return try Self.recordSession(db, userID: userID, sessionID: sessionID, newToken: refreshToken, now: now)
      }
    } catch {
      throw .auth(.internalServerError, "unexpected_failure", "Could not create a session")
    }
    return sessionAnswer(userID: userID, sessionID: sessionID, refreshToken: refreshToken, user: user, now: now)
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
  private func sessionAnswer(userID: String, sessionID: String, refreshToken: String, user: JSON, now: Date) -> JSON {
    let expiresAt = Int64(now.timeIntervalSince1970 + configuration.accessTokenLifetime)
    let claims = JSON.object([
      ("iss", .string("\(address.url)/auth/v1")), ("sub", .string(userID)),
      ("aud", .string("authenticated")), ("exp", .int(expiresAt)), ("iat", .int(Timestamp.unix(now))),
      ("email", user["email"] ?? .null), ("phone", .string("")),
      ("app_metadata", user["app_metadata"] ?? .null), ("user_metadata", user["user_metadata"] ?? .null),
      ("role", .string("authenticated")), ("aal", .string("aal1")),
      ("amr", .array([.object([("method", .string("password")), ("timestamp", .int(Timestamp.unix(now)))])])),
      ("session_id", .string(sessionID)), ("is_anonymous", .bool(false)),
    ])
    return .object([
      ("access_token", .string(keys.jwt.sign(claims))), ("token_type", .string("bearer")),
      ("expires_in", .int(Int64(configuration.accessTokenLifetime))), ("expires_at", .int(expiresAt)),
      ("refresh_token", .string(refreshToken)), ("user", user),
    ])
  }

  static func userJSON(_ db: Database, id: String) throws -> JSON? {
    guard let row = try Row.fetchOne(db, sql: "SELECT * FROM users WHERE id = ?", arguments: [id]) else { return nil }
    let email: String = row["email"]
    let created: String = row["created_at"]
    let metadata = (try? JSON.parse(Data((row["user_metadata"] as String).utf8))) ?? .object([])
    let confirmed: String? = row["email_confirmed_at"]
    let identity = JSON.object([
      ("identity_id", .string(id)), ("id", .string(id)), ("user_id", .string(id)),
      (
        "identity_data",
        .object([
          ("email", .string(email)), ("email_verified", .bool(confirmed != nil)), ("phone_verified", .bool(false)),
          ("sub", .string(id)),
        ])
      ),
      ("provider", .string("email")), ("last_sign_in_at", .string(created)), ("created_at", .string(created)),
      ("updated_at", .string(created)), ("email", .string(email)),
    ])
    func optional(_ column: String) -> JSON { (row[column] as String?).map(JSON.string) ?? .null }
    return .object(
      [
        ("id", .string(id)), ("aud", .string("authenticated")), ("role", .string("authenticated")),
        ("email", .string(email)), ("email_confirmed_at", optional("email_confirmed_at")), ("phone", .string("")),
        ("confirmed_at", optional("email_confirmed_at")), ("recovery_sent_at", optional("recovery_sent_at")),
        ("last_sign_in_at", optional("last_sign_in_at")),
        ("app_metadata", .object([("provider", .string("email")), ("providers", .array([.string("email")]))])),
        ("user_metadata", metadata), ("identities", .array([identity])), ("created_at", .string(created)),
        ("updated_at", optional("updated_at")), ("is_anonymous", .bool(false)),
      ]
        + ((row["email_change"] as String?).map {
          [("new_email", JSON.string($0)), ("email_change_sent_at", optional("email_change_sent_at"))]
        } ?? []))
  }

  /// An address as GoTrue keeps it: surrounding whitespace and newlines removed, lower-cased.
  static func normalizedEmail(_ raw: String) -> String {
    raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  private func validEmail(_ raw: String?) throws(APIError) -> String {
    guard let raw, !raw.isEmpty else {
      throw .auth(.badRequest, "validation_failed", "To signup, please provide your email")
    }
    let email = Self.normalizedEmail(raw)
    // Anchored at the very start and end (\A, \z): "$" would also match before a final newline, and
    // "victim@example.com\n" would become a second, look-alike account.
    guard email.utf8.count <= 254,
      email.range(of: #"\A[^\s@]+@[^\s@]+\.[^\s@]+\z"#, options: .regularExpression) != nil,
      Self.gotrueAcceptsAddress(email)
    else {
      throw .auth(.badRequest, "validation_failed", "Unable to validate email address: invalid format")
    }
    return email
  }

  /// GoTrue's address check (its `emailRegexp`): the local part of ASCII letters, digits and
  /// ``.!#$%&'*+/=?^_`{|}~-``, the domain of labels of ASCII letters, digits and inner hyphens (at most 63 each).
  /// So a zero-width space, a soft hyphen, BEL or DEL never makes a look-alike second account.
  static func gotrueAcceptsAddress(_ email: String) -> Bool {
    let bytes = Array(email.utf8)
    guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0, at < bytes.count - 1 else { return false }
    let localSymbols = Set("!#$%&'*+/=?^_`{|}~.-".utf8)
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    guard bytes[..<at].allSatisfy({ isAlphanumeric($0) || localSymbols.contains($0) }) else { return false }
    let labels = bytes[(at + 1)...].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    return labels.allSatisfy { label in
      guard let first = label.first, let last = label.last, label.count <= 63 else { return false }
      return isAlphanumeric(first) && isAlphanumeric(last)
        && label.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }
  }

  private func validPassword(_ password: String?) throws(APIError) -> String {
    guard let password, password.count >= configuration.minimumPasswordLength else {
      throw .auth(
        .unprocessableContent, "weak_password",
        "Password should be at least \(configuration.minimumPasswordLength) characters.",
        extra: [("weak_password", .object([("reasons", .array([.string("length")]))]))])
    }
    // bcrypt reads only the first 72 bytes: refuse longer passwords rather than silently ignore the rest.
    guard password.utf8.count <= 72 else {
      throw .auth(.badRequest, "validation_failed", "Password cannot be longer than 72 characters")
    }
    return password
  }

  /// bcrypt is deliberately slow: it runs on threads of its own (`PasswordHashing`), never the serving ones.
  func hash(_ password: String, cost: UInt8) async throws(APIError) -> String {
    do { return try await hashing.hash(password, cost: cost) } catch { throw Self.overRequestRateLimit }
  }

  func verify(_ password: String, hash: String) async throws(APIError) -> Bool {
    do { return try await hashing.verify(password, hash: hash) } catch { throw Self.overRequestRateLimit }
  }

  static func randomToken(bytes: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return Data((0..<bytes).map { _ in UInt8.random(in: 0...255, using: &generator) }).hexString
  }

  /// At most `scalars` Unicode scalars (SQLite's `length()` counts those), cut between whole characters so an
  /// emoji is never split.
  static func truncated(_ text: String, scalars limit: Int) -> String {
    var result = ""
    var count = 0
    for character in text {
      count += character.unicodeScalars.count
      guard count <= limit else { break }
      result.append(character)
    }
    return result
  }

  static func sha256(_ text: String) -> String { Data(SHA256.hash(data: Data(text.utf8))).hexString }
}
