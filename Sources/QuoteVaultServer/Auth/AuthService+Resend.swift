import Foundation
import GRDB

/// POST /resend, as GoTrue answers it for `type: signup`: a fresh confirmation link for an account that waits
/// for one (the first expired, or never arrived).
extension AuthService {
  /// Answers the same (200 `{}`) for an unknown address, a confirmed account and a mail sent just now, so
  /// nobody learns which addresses have accounts; one account gets at most one mail per
  /// `emailMinimumInterval`, as `recover` allows. GoTrue's request shape: `{"type","email"}`, `redirect_to` in
  /// the query.
  func resend(type: String?, email rawEmail: String?, redirectTo: String?) async throws(APIError) {
    switch type {
    case "signup": break
    case "email_change", "sms", "phone_change":
      // Valid types in GoTrue that this server has no mail for (email changes confirm through PUT /user's own
      // links; there are no phones).
      throw .auth(.badRequest, "validation_failed", "Only type signup can be resent by this server")
    default:
      throw .auth(
        .badRequest, "validation_failed", "Missing one of these types: signup, email_change, sms, phone_change")
    }
    guard let rawEmail, !rawEmail.isEmpty else {
      throw .auth(.badRequest, "validation_failed", "Type provided requires an email address")
    }
    let email = try validEmail(rawEmail)
    guard
      let row = try? await store.fetchOne(
        """
        SELECT u.id, u.email_confirmed_at, c.expires_at FROM users u
        LEFT JOIN signup_confirmations c ON c.user_id = u.id WHERE u.email = ?
        """, [email])
    else { return }
    // Confirmed already: GoTrue sends nothing and says nothing different.
    guard (row["email_confirmed_at"] as String?) == nil else { return }
    // The link still waiting was mailed at its expiry less its lifetime.
    if let expires: Double = row["expires_at"] {
      let sentAt = expires - Self.confirmationLifetime
      if Date().timeIntervalSince1970 - sentAt < configuration.emailMinimumInterval { return }
    }
    // A new link replaces the old one: only the latest mail confirms.
    _ = try await sendConfirmation(userID: row["id"], email: email, redirectTo: redirectTo)
  }
}
