import Foundation
import GRDB

/// Password recovery through the local mailbox: a mailed code or link, exchanged once for a session.
extension AuthService {
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
      throw .authFailure(error, "Error sending recovery email")
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
      throw .authFailure(error, "Could not verify")
    }
    guard let userID else { throw .auth(.forbidden, "otp_expired", "Token has expired or is invalid") }
    if let account { await limiter.release(rules.recoveryFailuresPerAccount, account) }
    return try await createSession(userID: userID)
  }
}
