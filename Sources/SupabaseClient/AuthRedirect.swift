import Foundation

/// What GoTrue puts in the fragment of the URL it redirects to after a link from an email: the tokens and the
/// link's type, or an error. Read defensively: the URL comes from outside the app.
public struct AuthRedirect: Equatable, Sendable {
  public let accessToken: String
  public let refreshToken: String
  /// "recovery", "email_change", "signup", …
  public let type: String?

  /// The fragment is at most this long; tokens are far shorter.
  static let maximumLength = 8_192

  public init(_ url: URL) throws(SupabaseError) {
    guard let fragment = url.fragment, !fragment.isEmpty, fragment.utf8.count <= Self.maximumLength else {
      throw .auth(status: 400, code: "validation_failed", message: "The link has no session in it.")
    }
    var fields: [String: String] = [:]
    for pair in fragment.split(separator: "&", omittingEmptySubsequences: true).prefix(32) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, let key = parts[0].removingPercentEncoding,
        let value = parts[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding
      else { continue }
      if fields[key] == nil { fields[key] = value }
    }
    if let description = fields["error_description"] ?? fields["error"] {
      throw .auth(status: 400, code: fields["error_code"] ?? "otp_expired", message: description)
    }
    guard let access = fields["access_token"], !access.isEmpty, let refresh = fields["refresh_token"], !refresh.isEmpty
    else {
      throw .auth(status: 400, code: "validation_failed", message: "The link has no session in it.")
    }
    accessToken = access
    refreshToken = refresh
    type = fields["type"]
  }
}
