import Foundation
import GRDB

/// `[auth.email] enable_confirmations`, as a hosted Supabase project has it on by default: a sign-up answers the
/// new user without a session, mails a confirmation link (to the mailbox here), and password sign-in is refused
/// with `email_not_confirmed` until the link is opened. The link's `/verify` confirms the address and sends the
/// user to the site URL (`quotevault://auth-callback`) with a session in the fragment, as GoTrue does.
extension AuthService {
  /// How long a confirmation link works (GoTrue's mailer OTP expiry, a day).
  static let confirmationLifetime: TimeInterval = 86_400

  static func migrateSignUpConfirmations(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE signup_confirmations (
          user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
          link_hash TEXT NOT NULL UNIQUE,
          expires_at REAL NOT NULL
        );
        """)
  }

  /// The user just created, not confirmed: a link is mailed and the user is answered on its own (GoTrue's
  /// sign-up answer when confirmations are on: the user object, no tokens).
  func sendConfirmation(userID: String, email: String, redirectTo: String?) async throws(APIError) -> JSON {
    let token = Self.randomToken(bytes: 24)
    let sent = Timestamp.now()
    let user: JSON
    do {
      user = try await store.budgetedWrite { db in
        try db.execute(
          sql: "INSERT OR REPLACE INTO signup_confirmations (user_id, link_hash, expires_at) VALUES (?, ?, ?)",
          arguments: [userID, Self.sha256(token), Date().timeIntervalSince1970 + Self.confirmationLifetime])
        return try Self.userJSON(db, id: userID) ?? .null
      }
    } catch {
      throw .authFailure(error, "Could not create the user")
    }
    // Only an allowed redirect goes into the link; anything else falls back to the site URL at /verify.
    let link = confirmationLink(token: token, redirectTo: redirectTo.map(redirectTarget))
    mailbox.deliver(
      to: email, subject: "Confirm Your Signup",
      text: "Follow this link to confirm your QuoteVault account:\n\n\(link)\n")
    guard case .object(let members) = user else { return user }
    return .object(members + [("confirmation_sent_at", .string(sent))])
  }

  /// The confirmation link's token, once: the address is confirmed and the user signed in.
  func verifySignUp(linkToken: String?) async throws(APIError) -> JSON {
    let invalid = APIError.auth(.forbidden, "otp_expired", "Email link is invalid or has expired")
    guard let linkToken, !linkToken.isEmpty, linkToken.utf8.count <= 128 else { throw invalid }
    let hash = Self.sha256(linkToken)
    let now = Timestamp.now()
    let confirmed: String?
    do {
      confirmed = try await store.budgetedWrite { db -> String? in
        guard
          let row = try Row.fetchOne(
            db, sql: "SELECT user_id, expires_at FROM signup_confirmations WHERE link_hash = ?", arguments: [hash])
        else { return nil }
        let id: String = row["user_id"]
        let expires: Double = row["expires_at"]
        // Spent whether or not it is still good: a link works once.
        try db.execute(sql: "DELETE FROM signup_confirmations WHERE user_id = ?", arguments: [id])
        guard expires > Date().timeIntervalSince1970 else { return nil }
        try db.execute(
          sql: "UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, ?), updated_at = ? WHERE id = ?",
          arguments: [now, now, id])
        return id
      }
    } catch {
      throw .authFailure(error, "Could not confirm the email")
    }
    guard let confirmed else { throw invalid }
    return try await createSession(userID: confirmed)
  }

  /// GoTrue's refusal of a password sign-in before the address is confirmed.
  static let emailNotConfirmed = APIError.auth(.badRequest, "email_not_confirmed", "Email not confirmed")

  private func confirmationLink(token: String, redirectTo: String?) -> String {
    "\(address.url)/auth/v1/verify?token=\(token)&type=signup"
      + (redirectTo.map { "&redirect_to=\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        ?? "")
  }
}
