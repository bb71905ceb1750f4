import Localization
import SupabaseClient

extension AuthModel {
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
