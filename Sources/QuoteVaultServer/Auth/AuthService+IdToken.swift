import Foundation
import GRDB

/// Sign in with Apple as this project is configured for it: Apple's keys and the client ids (the app's bundle
/// id, a Services ID) its identity tokens may be issued for (config.toml's `[auth.external.apple] client_id`).
struct AppleSignIn: Sendable {
  let keys: AppleKeySet
  let clientIDs: [String]
}

/// GoTrue's `POST /token?grant_type=id_token` for provider "apple" (supabase-swift's `signInWithIdToken`): the
/// identity token is verified (`AppleIdentityToken`), then its Apple identity signs in the user it belongs to,
/// is linked to the account holding the same address when Apple verified that address and the account is
/// confirmed, or creates a new user with that identity. Each runs in one write transaction.
extension AuthService {
  static func migrateIdentities(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE identities (
          provider TEXT NOT NULL,
          provider_id TEXT NOT NULL,
          identity_id TEXT NOT NULL UNIQUE,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          identity_data TEXT NOT NULL,
          email TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          last_sign_in_at TEXT,
          PRIMARY KEY (provider, provider_id)
        );
        CREATE INDEX identities_user ON identities(user_id);
        """)
  }

  func signInWithIdToken(_ body: JSON, address: String) async throws(APIError) -> JSON {
    guard let idToken = body["id_token"]?.string, !idToken.isEmpty else { throw Self.oauth("id_token required") }
    let provider = body["provider"]?.string ?? ""
    let issuer = body["issuer"]?.string ?? ""
    guard !provider.isEmpty || (!(body["client_id"]?.string ?? "").isEmpty && !issuer.isEmpty) else {
      throw Self.oauth("provider or client_id and issuer required")
    }
    guard provider == "apple" || (provider.isEmpty && issuer == AppleIdentityToken.issuer) else {
      throw .auth(
        .badRequest, "validation_failed", "Custom OIDC provider \"\(String(provider.prefix(64)))\" not allowed")
    }
    guard let apple = appleSignIn else {
      throw .auth(
        .badRequest, "provider_disabled", "Provider (issuer \"\(AppleIdentityToken.issuer)\") is not enabled")
    }
    // Counted before the RSA work, as sign-ins and sign-ups are.
    guard await limiter.reserve([(rules.signInsSignUpsPerAddress, address)]) else { throw Self.overRequestRateLimit }
    let token: AppleIdentityToken
    do {
      token = try AppleIdentityToken.verify(
        idToken, keys: apple.keys, clientIDs: apple.clientIDs, nonce: body["nonce"]?.string)
    } catch {
      switch error {
      case .wrongAudience: throw Self.oauth("Unacceptable audience in id_token")
      case .missingSubject: throw Self.oauth("Missing sub claim in id_token")
      case .nonceOnlyOnOneSide:
        throw Self.oauth("Passed nonce and nonce in id_token should either both exist or not.")
      case .nonceMismatch: throw Self.oauth("Nonces mismatch", error: "invalid nonce")
      case .malformed, .unknownKey, .badSignature, .wrongIssuer, .expired: throw Self.oauth("Bad ID token")
      }
    }
    return try await createSession(userID: try await user(for: token), method: "oauth")
  }

  /// GoTrue's OAuth error: 400 `{"error", "error_description"}`.
  static func oauth(_ description: String, error: String = "invalid request") -> APIError {
    APIError(.badRequest, description, .oauth(error: error))
  }

  private enum Resolution: Sendable { case user(String), emailTaken, noEmail, unverified }

  /// The user of `token`'s Apple identity: found, linked or created.
  private func user(for token: AppleIdentityToken) async throws(APIError) -> String {
    let now = Timestamp.now()
    let email = token.email.map(Self.normalizedEmail)
    let identityData = JSON.object([
      ("iss", .string(AppleIdentityToken.issuer)), ("sub", .string(token.subject)),
      ("provider_id", .string(token.subject)), ("email", email.map(JSON.string) ?? .null),
      ("email_verified", .bool(token.emailVerified)), ("is_private_email", .bool(token.isPrivateEmail)),
      ("phone_verified", .bool(false)),
    ]).serialized
    let confirmations = configuration.enableConfirmations
    let resolution: Resolution
    do {
      resolution = try await store.budgetedWrite { db -> Resolution in
        if let userID = try String.fetchOne(
          db, sql: "SELECT user_id FROM identities WHERE provider = 'apple' AND provider_id = ?",
          arguments: [token.subject])
        {
          try db.execute(
            sql: """
              UPDATE identities SET identity_data = ?, email = ?, updated_at = ?, last_sign_in_at = ?
              WHERE provider = 'apple' AND provider_id = ?
              """,
            arguments: [identityData, email, now, now, token.subject])
          return .user(userID)
        }
        // Every account here has an address (sign-in, recovery and the profile rely on it).
        guard let email, email.utf8.count <= 254, email.contains("@") else { return .noEmail }
        if let row = try Row.fetchOne(
          db, sql: "SELECT id, email_confirmed_at FROM users WHERE email = ?", arguments: [email])
        {
          // Linked only when Apple verified the address and the account proved it too: an unconfirmed account
          // may have been made by someone else with that address, waiting for its owner.
          guard token.emailVerified, (row["email_confirmed_at"] as String?) != nil else { return .emailTaken }
          let userID: String = row["id"]
          try Self.insertIdentity(db, token, userID: userID, data: identityData, email: email, now: now)
          return .user(userID)
        }
        guard token.emailVerified || !confirmations else { return .unverified }
        let userID = UUID().uuidString.lowercased()
        try db.execute(
          sql: """
            INSERT INTO users (id, email, encrypted_password, user_metadata, created_at, updated_at, email_confirmed_at)
            VALUES (?, ?, '', ?, ?, ?, ?)
            """,
          arguments: [userID, email, identityData, now, now, now])
        // As the migration's trigger does: a profile with each new user (a relay address names nobody).
        let name = token.isPrivateEmail ? nil : email.split(separator: "@").first.map(String.init)
        try db.execute(
          sql: "INSERT INTO profiles (id, display_name, updated_at) VALUES (?, ?, ?)",
          arguments: [userID, name.map { Self.truncated($0, scalars: 80) }, now])
        try Self.insertIdentity(db, token, userID: userID, data: identityData, email: email, now: now)
        return .user(userID)
      }
    } catch {
      throw .authFailure(error, "Could not sign in with the identity")
    }
    switch resolution {
    case .user(let id): return id
    case .emailTaken:
      throw .auth(.unprocessableContent, "email_exists", "Email address already exists in the system")
    case .noEmail:
      throw .auth(.badRequest, "validation_failed", "Sign in with Apple needs the email scope: no email in id_token")
    case .unverified:
      throw .auth(
        .unprocessableContent, "provider_email_needs_verification", "Apple has not verified this email address")
    }
  }

  private static func insertIdentity(
    _ db: Database, _ token: AppleIdentityToken, userID: String, data: String, email: String, now: String
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO identities (provider, provider_id, identity_id, user_id, identity_data, email, created_at,
          updated_at, last_sign_in_at)
        VALUES ('apple', ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [token.subject, UUID().uuidString.lowercased(), userID, data, email, now, now, now])
  }
}
