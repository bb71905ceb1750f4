import Crypto
import Foundation

/// HS256 JSON Web Tokens, as Supabase signs its keys and access tokens with the project's JWT secret.
struct JWT: Sendable {
  enum Failure: Error, Equatable {
    case malformed
    case badSignature
    case expired
  }

  let key: SymmetricKey
  /// Tokens this key accepted before, checked again only for their times (`VerifiedTokens`); every copy of this
  /// value shares them.
  let verified = VerifiedTokens()

  init(secret: Data) { key = SymmetricKey(data: secret) }

  func sign(_ claims: JSON) -> String {
    let header = Base64URL.encode(Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8))
    let payload = Base64URL.encode(claims.data)
    let signature = HMAC<SHA256>.authenticationCode(for: Data("\(header).\(payload)".utf8), using: key)
    return "\(header).\(payload).\(Base64URL.encode(Data(signature)))"
  }

  /// The claims of a token signed with this key and not expired at `now`.
  func verify(_ token: String, now: Date = Date()) throws(Failure) -> JSON {
    if let kept = verified.claims(token, now: now) { return try kept.get() }
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, token.utf8.count < 16_384,
      let headerData = Base64URL.decode(parts[0]), let header = try? JSON.parse(headerData),
      header["alg"]?.string == "HS256",
      let signature = Base64URL.decode(parts[2]), let payloadData = Base64URL.decode(parts[1])
    else { throw .malformed }
    // Constant-time comparison: a forged token learns nothing from timing.
    guard
      HMAC<SHA256>.isValidAuthenticationCode(
        signature, authenticating: Data("\(parts[0]).\(parts[1])".utf8), using: key)
    else { throw .badSignature }
    guard let claims = try? JSON.parse(payloadData), claims.objectMembers != nil else { throw .malformed }
    // RFC 7519 NumericDate, as GoTrue issues it: a token must expire, and say when as a whole number of seconds.
    // A missing, fractional or textual `exp` is refused, not read as "never".
    guard case .int(let exp) = claims["exp"] ?? .null else { throw .malformed }
    guard Double(exp) > now.timeIntervalSince1970 else { throw .expired }
    var notBefore: Int64?
    if let value = claims["nbf"] {
      guard case .int(let nbf) = value else { throw .malformed }
      guard Double(nbf) <= now.timeIntervalSince1970 + 30 else { throw .malformed }
      notBefore = nbf
    }
    verified.keep(token, VerifiedTokens.Entry(claims: claims, expires: exp, notBefore: notBefore))
    return claims
  }
}
