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
  /// Sign in with Apple, when the project is configured for it (`AuthService+IdToken`).
  var appleSignIn: AppleSignIn?

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
      throw .authFailure(error, "Could not create the user")
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
    // Verify against a dummy hash of the same cost for unknown emails and accounts without a password (made by
    // Sign in with Apple), so the answer takes as long either way; neither ever matches.
    let stored: String? = row?["encrypted_password"]
    let hasPassword = stored.map { !$0.isEmpty } ?? false
    let matches = try await verify(password, hash: hasPassword ? stored ?? dummyHash : dummyHash)
    guard let row, hasPassword, matches else {
      throw .auth(.badRequest, "invalid_credentials", "Invalid login credentials")
    }
    // Only failures count: the right password clears this account's count and takes back its address event.
    await limiter.reset(rules.failedSignInsPerPair, pair)
    await limiter.release(rules.failedSignInsPerAddress, address)
    let id: String = row["id"]
    // The right password of an address not confirmed yet (enable_confirmations): said so, as GoTrue does.
    guard (row["email_confirmed_at"] as String?) != nil else { throw Self.emailNotConfirmed }
    return try await createSession(userID: id)
  }

  /// GoTrue's answer when a `[auth.rate_limit]` rule is exhausted.
  static var overRequestRateLimit: APIError {
    .auth(.tooManyRequests, "over_request_rate_limit", "Request rate limit reached")
  }
}
