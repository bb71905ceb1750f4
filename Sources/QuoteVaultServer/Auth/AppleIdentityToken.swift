import Crypto
import Foundation
import _CryptoExtras

/// Apple's public keys for identity tokens, from a JSON Web Key Set file (what https://appleid.apple.com/auth/keys
/// answers; this server has no network, so the operator keeps a copy). RSA keys of 2048 bits or more only.
public struct AppleKeySet: Sendable {
  let keys: [String: _RSA.Signing.PublicKey]

  public enum Failure: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case invalid(String)

    public var description: String {
      switch self {
      case .unreadable(let path): "the Apple key set \(path) cannot be read"
      case .invalid(let reason): "the Apple key set is not a usable JSON Web Key Set: \(reason)"
      }
    }
  }

  /// Keys by `kid`. A key of another type or use is skipped; a malformed RSA key refuses the whole set, so a
  /// damaged file is noticed at start rather than as failed sign-ins.
  public init(jwks data: Data) throws(Failure) {
    guard data.count <= 1 << 20, let set = try? JSON.parse(data), case .array(let entries)? = set["keys"] else {
      throw .invalid("no \"keys\" array")
    }
    var keys: [String: _RSA.Signing.PublicKey] = [:]
    for entry in entries.prefix(64) {
      guard entry["kty"]?.string == "RSA", entry["use"]?.string ?? "sig" == "sig",
        entry["alg"]?.string ?? "RS256" == "RS256"
      else { continue }
      guard let kid = entry["kid"]?.string, let n = entry["n"]?.string.flatMap({ Base64URL.decode($0[...]) }),
        let e = entry["e"]?.string.flatMap({ Base64URL.decode($0[...]) }),
        let key = try? _RSA.Signing.PublicKey(n: n, e: e)
      else { throw .invalid("an RSA key without a usable kid, n or e") }
      keys[kid] = key
    }
    guard !keys.isEmpty else { throw .invalid("no RS256 signing key") }
    self.keys = keys
  }

  public static func load(_ file: URL) throws(Failure) -> AppleKeySet {
    guard let data = FileManager.default.contents(atPath: file.path) else { throw .unreadable(file.path) }
    return try AppleKeySet(jwks: data)
  }
}

/// Sign in with Apple's identity token, verified as GoTrue's id_token grant verifies it: RS256 under one of
/// Apple's keys, issued by Apple, for one of this project's client ids, not expired, with a subject, and carrying
/// the SHA-256 (hex) of the raw nonce the app sent, when it sent one.
struct AppleIdentityToken: Equatable {
  static let issuer = "https://appleid.apple.com"

  enum Failure: Error, Equatable {
    case malformed, unknownKey, badSignature, wrongIssuer, wrongAudience, expired, missingSubject
    case nonceMismatch, nonceOnlyOnOneSide
  }

  /// Apple's stable id of the user for this team.
  let subject: String
  let email: String?
  let emailVerified: Bool
  /// A private relay address (Hide My Email).
  let isPrivateEmail: Bool

  static func verify(_ token: String, keys: AppleKeySet, clientIDs: [String], nonce: String?, now: Date = Date())
    throws(Failure) -> AppleIdentityToken
  {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard token.utf8.count < 16_384, parts.count == 3, let headerData = Base64URL.decode(parts[0]),
      let header = try? JSON.parse(headerData), header["alg"]?.string == "RS256",
      let signature = Base64URL.decode(parts[2]), let payloadData = Base64URL.decode(parts[1])
    else { throw .malformed }
    guard let kid = header["kid"]?.string, let key = keys.keys[kid] else { throw .unknownKey }
    let signed = Data("\(parts[0]).\(parts[1])".utf8)
    guard
      key.isValidSignature(
        _RSA.Signing.RSASignature(rawRepresentation: signature), for: SHA256.hash(data: signed),
        padding: .insecurePKCS1v1_5)
    else { throw .badSignature }
    guard let claims = try? JSON.parse(payloadData), claims.objectMembers != nil else { throw .malformed }
    guard claims["iss"]?.string == issuer else { throw .wrongIssuer }
    let audiences: [String] =
      switch claims["aud"] {
      case .string(let one)?: [one]
      case .array(let many)?: many.compactMap(\.string)
      default: []
      }
    guard audiences.contains(where: { !$0.isEmpty && clientIDs.contains($0) }) else { throw .wrongAudience }
    guard case .int(let exp)? = claims["exp"] else { throw .malformed }
    guard Double(exp) > now.timeIntervalSince1970 else { throw .expired }
    guard let subject = claims["sub"]?.string, !subject.isEmpty, subject.utf8.count <= 255 else {
      throw .missingSubject
    }
    let tokenNonce = claims["nonce"]?.string ?? ""
    let givenNonce = nonce ?? ""
    guard tokenNonce.isEmpty == givenNonce.isEmpty else { throw .nonceOnlyOnOneSide }
    if !givenNonce.isEmpty {
      let hash = Data(SHA256.hash(data: Data(givenNonce.utf8))).hexString
      guard hash == tokenNonce else { throw .nonceMismatch }
    }
    return AppleIdentityToken(
      subject: subject, email: claims["email"]?.string.flatMap { $0.isEmpty ? nil : $0 },
      emailVerified: flag(claims["email_verified"]), isPrivateEmail: flag(claims["is_private_email"]))
  }

  /// Apple sends its booleans as JSON booleans or as the strings "true" and "false".
  private static func flag(_ value: JSON?) -> Bool {
    switch value {
    case .bool(let flag)?: flag
    case .string(let text)?: text == "true"
    default: false
    }
  }
}
