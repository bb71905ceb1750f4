import SupabaseClient

extension SupabaseError {
  /// What the user reads for a failure the screen has no words of its own for: never the server's raw text
  /// (English from GoTrue, PostgREST or Storage, sometimes an internal detail), but what happened and what to do.
  public var userMessage: String {
    switch self {
    case .network, .unavailable, .notSignedIn, .cancelled: description
    case .decoding: "QuoteVault got an answer it couldn't read. Try again later."
    case .auth(let status, _, _), .postgrest(let status, _, _, _), .storage(let status, _, _):
      switch status {
      case 401, 403: "QuoteVault couldn't confirm it's you. Sign in again and try once more."
      case 404: "That isn't on QuoteVault any more."
      case 413: "That is too large for QuoteVault."
      case 408, 429, 500...: "QuoteVault is busy right now. Try again in a moment."
      default: "QuoteVault couldn't do that. Try again later."
      }
    }
  }
}
