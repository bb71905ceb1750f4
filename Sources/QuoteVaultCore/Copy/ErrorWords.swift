import Localization
import SupabaseClient

extension SupabaseError {
  /// What the user reads for a failure the screen has no words of its own for: never the server's raw text
  /// (English from GoTrue, PostgREST or Storage, sometimes an internal detail), but what happened and what to do.
  public var userMessage: String {
    switch self {
    case .network:
      LocalizedCopy("quotevault.error.network", "Can't reach QuoteVault. Check your connection and try again.").text
    case .unavailable:
      LocalizedCopy("quotevault.error.busy", "QuoteVault is busy right now. Try again in a moment.").text
    case .notSignedIn: LocalizedCopy("quotevault.error.notSignedIn", "Sign in first.").text
    case .cancelled: LocalizedCopy("quotevault.error.cancelled", "Cancelled.").text
    case .decoding:
      LocalizedCopy("quotevault.error.decoding", "QuoteVault got an answer it couldn't read. Try again later.").text
    case .auth(let status, _, _), .postgrest(let status, _, _, _), .storage(let status, _, _):
      switch status {
      case 401, 403:
        LocalizedCopy(
          "quotevault.error.unauthorized", "QuoteVault couldn't confirm it's you. Sign in again and try once more."
        ).text
      case 404: LocalizedCopy("quotevault.error.notFound", "That isn't on QuoteVault any more.").text
      case 413: LocalizedCopy("quotevault.error.tooLarge", "That is too large for QuoteVault.").text
      case 408, 429, 500...:
        LocalizedCopy("quotevault.error.busy", "QuoteVault is busy right now. Try again in a moment.").text
      default: LocalizedCopy("quotevault.error.other", "QuoteVault couldn't do that. Try again later.").text
      }
    }
  }
}
