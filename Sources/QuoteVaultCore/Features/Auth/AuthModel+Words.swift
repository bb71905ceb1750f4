import Localization
import SupabaseClient

/// The sign-in screen's words: what it says after a tap, and auth errors in the app's words (QV-1.5).
extension AuthModel {
  /// Shown on the sign-in screen when the server ended the session.
  public static var sessionEndedMessage: String {
    LocalizedCopy(
      "quotevault.auth.sessionEnded",
      "You were signed out. Sign in again; changes that had not reached QuoteVault are kept for you until you do."
    ).text
  }

  public static var unexpectedLinkMessage: String {
    LocalizedCopy(
      "quotevault.auth.unexpectedLink",
      "This link wasn't asked for on this iPhone, so it was not used. Open it on the iPhone where you asked for it, or ask again here."
    ).text
  }

  public static func checkEmailMessage(_ address: String) -> String {
    LocalizedCopy(
      "quotevault.auth.checkEmail",
      "Check your email: we sent a link to %@. Open it on this iPhone to finish creating your account.", .text(address)
    ).text
  }

  public static func newLinkSentMessage(_ address: String) -> String {
    LocalizedCopy(
      "quotevault.auth.newLinkSent",
      "We sent a new link to %@. Open it on this iPhone to finish creating your account.", .text(address)
    ).text
  }

  /// Auth errors in the app's words (QV-1.5).
  static func message(for error: SupabaseError) -> String {
    switch error {
    case .auth(_, "invalid_credentials", _):
      LocalizedCopy("quotevault.auth.error.invalidCredentials", "That email and password don't match an account.").text
    case .auth(_, "user_already_exists", _):
      LocalizedCopy("quotevault.auth.error.userExists", "An account already uses this email. Sign in instead.").text
    case .auth(_, "weak_password", _): Credentials.passwordRequirement
    case .auth(_, "over_request_rate_limit", _):
      LocalizedCopy("quotevault.auth.error.rateLimit", "Too many attempts. Wait a few minutes and try again.").text
    case .auth(_, "otp_expired", _):
      LocalizedCopy(
        "quotevault.auth.error.expired", "That code or link has expired or was already used. Ask for a new one."
      ).text
    case .auth(_, "email_not_confirmed", _):
      LocalizedCopy(
        "quotevault.auth.error.notConfirmed",
        "Confirm your email first: open the link we sent you, then sign in. No link? Send a new one."
      ).text
    case .auth(_, "over_email_send_rate_limit", _):
      LocalizedCopy(
        "quotevault.auth.error.emailRateLimit", "An email was sent just now. Wait a minute before asking again."
      ).text
    case .auth(_, "same_password", _):
      LocalizedCopy("quotevault.auth.error.samePassword", "Choose a password different from the old one.").text
    case .auth(_, "email_exists", _):
      LocalizedCopy("quotevault.auth.error.emailExists", "Another account already uses this email.").text
    default: error.userMessage
    }
  }
}
