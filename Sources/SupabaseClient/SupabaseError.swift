import Foundation

/// Every failure, decoded from each API's own error shape (SupabaseClient never shows raw JSON).
public enum SupabaseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// GoTrue: `{"code": "invalid_credentials", "message": …}` (API version 2024-01-01).
  case auth(status: Int, code: String, message: String)
  /// PostgREST: `{"code", "details", "hint", "message"}`.
  case postgrest(status: Int, code: String, message: String, details: String?)
  /// Storage: `{"statusCode": "404", "error", "message"}` (HTTP 400 carries the real status in the body).
  case storage(status: Int, error: String, message: String)
  /// The server could not be reached, or did not answer in time. The reason is the system's, for logs: users
  /// see `description`, which does not depend on it.
  case network(String)
  /// The server answered something this client cannot read.
  case decoding(String)
  /// An action that needs a signed-in user was tried without one.
  case notSignedIn
  /// The server is there but cannot take the request now (408, 429, 5xx from PostgREST or Storage): try again,
  /// not before `retryAfter` seconds when the server said so (its Retry-After header).
  case unavailable(status: Int, retryAfter: Double?)
  /// The caller gave up on the request (a newer search, a screen that went away): an outcome of its own, which
  /// says nothing about the network or the server.
  case cancelled

  public var description: String {
    switch self {
    case .auth(_, _, let message), .postgrest(_, _, let message, _), .storage(_, _, let message): message
    case .network: "Can't reach QuoteVault. Check your connection and try again."
    case .decoding(let reason): "The server's answer could not be read. \(reason)"
    case .notSignedIn: "Sign in first."
    case .unavailable: "QuoteVault is busy right now. Try again in a moment."
    case .cancelled: "Cancelled."
    }
  }

  /// True for failures that say nothing about the request, only that the network is away: retry later.
  public var isNetwork: Bool { if case .network = self { true } else { false } }

  /// True when the same request may succeed later unchanged: no connection, a timeout, or a server that is busy
  /// or failing (408, 429, 5xx), as supabase-swift and PostgREST mean them.
  public var isTransient: Bool {
    switch self {
    case .network, .unavailable: true
    case .auth(let status, _, _), .postgrest(let status, _, _, _), .storage(let status, _, _):
      status == 408 || status == 429 || status >= 500
    default: false
    }
  }

  /// The HTTP status of an answer, when there was one.
  public var status: Int? {
    switch self {
    case .auth(let status, _, _), .postgrest(let status, _, _, _), .storage(let status, _, _),
      .unavailable(let status, _):
      status
    default: nil
    }
  }

  /// Reads an error answer in the shape of the API it came from. A busy or failing PostgREST or Storage
  /// (408, 429, 5xx) is `.unavailable` with its Retry-After; Auth keeps its own codes (such as
  /// over_request_rate_limit), which the app words itself.
  static func decode(_ data: Data, status: Int, api: API, retryAfter: String? = nil, now: Date = Date())
    -> SupabaseError
  {
    if api != .auth, status == 408 || status == 429 || (500..<600).contains(status) {
      return .unavailable(status: status, retryAfter: RetryAfter.seconds(retryAfter, now: now))
    }
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    switch api {
    case .auth:
      // Three shapes: API version 2024-01-01 (`code`, `message`), unversioned (`error_code`, `msg`, with `code`
      // the HTTP status as a number), and GoTrue before error codes (`error`, `error_description`).
      let code =
        object["code"] as? String ?? object["error_code"] as? String ?? object["error"] as? String ?? "unknown"
      let message =
        object["message"] as? String ?? object["msg"] as? String ?? object["error_description"] as? String
        ?? "Authentication failed (\(status))"
      return .auth(status: status, code: code, message: message)
    case .rest:
      return .postgrest(
        status: status, code: object["code"] as? String ?? "",
        message: object["message"] as? String ?? "Request failed (\(status))",
        details: object["details"] as? String)
    case .functions:
      // This project's functions answer `{"code", "message"}` (GoTrue's shape), read as an auth error.
      return .auth(
        status: status, code: object["code"] as? String ?? "unknown",
        message: object["message"] as? String ?? "The function failed (\(status))")
    case .storage:
      let real = (object["statusCode"] as? String).flatMap(Int.init) ?? status
      return .storage(
        status: real, error: object["error"] as? String ?? "",
        message: object["message"] as? String ?? "Storage failed (\(real))")
    }
  }

  enum API { case auth, rest, storage, functions }
}
