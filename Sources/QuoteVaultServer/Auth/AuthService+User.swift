import Foundation
import GRDB

/// The signed-in user: reading and changing the account, and confirming an email change.
extension AuthService {
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
      throw .authFailure(error, "Could not update the user")
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
      throw .authFailure(error, "Could not update the user")
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
      throw .authFailure(error, "Could not verify")
    }
    switch outcome {
    case .invalid: throw .auth(.forbidden, "otp_expired", "Email link is invalid or has expired")
    case .waiting:
      return (nil, "Confirmation link accepted. Please proceed to confirm link sent to the other email")
    case .applied(let id): return (try await createSession(userID: id), "Email change confirmed")
    }
  }

  /// A link to /verify on this server.
  func verifyLink(token: String, type: String, redirectTo: String? = nil) -> String {
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
    // The email identity is the password's; an account made by Sign in with Apple has none until it sets one.
    let hasPassword = !(row["encrypted_password"] as String).isEmpty
    let external = try Row.fetchAll(
      db,
      sql: """
        SELECT provider, provider_id, identity_id, identity_data, email, created_at, updated_at, last_sign_in_at
        FROM identities WHERE user_id = ? ORDER BY created_at, provider
        """,
      arguments: [id])
    let identities =
      (hasPassword ? [identity] : [])
      + external.map { linked -> JSON in
        .object([
          ("identity_id", .string(linked["identity_id"])), ("id", .string(linked["provider_id"])),
          ("user_id", .string(id)),
          ("identity_data", (try? JSON.parse(Data((linked["identity_data"] as String).utf8))) ?? .object([])),
          ("provider", .string(linked["provider"])),
          ("last_sign_in_at", (linked["last_sign_in_at"] as String?).map(JSON.string) ?? .null),
          ("created_at", .string(linked["created_at"])), ("updated_at", .string(linked["updated_at"])),
          ("email", (linked["email"] as String?).map(JSON.string) ?? .null),
        ])
      }
    let providers = (hasPassword ? ["email"] : []) + external.map { $0["provider"] as String }
    return .object(
      [
        ("id", .string(id)), ("aud", .string("authenticated")), ("role", .string("authenticated")),
        ("email", .string(email)), ("email_confirmed_at", optional("email_confirmed_at")), ("phone", .string("")),
        ("confirmed_at", optional("email_confirmed_at")), ("recovery_sent_at", optional("recovery_sent_at")),
        ("last_sign_in_at", optional("last_sign_in_at")),
        (
          "app_metadata",
          .object([
            ("provider", .string(providers.first ?? "email")), ("providers", .array(providers.map(JSON.string))),
          ])
        ),
        ("user_metadata", metadata), ("identities", .array(identities)), ("created_at", .string(created)),
        ("updated_at", optional("updated_at")), ("is_anonymous", .bool(false)),
      ]
        + ((row["email_change"] as String?).map {
          [("new_email", JSON.string($0)), ("email_change_sent_at", optional("email_change_sent_at"))]
        } ?? []))
  }
}
