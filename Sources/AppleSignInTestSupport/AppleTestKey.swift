import Crypto
import Foundation
import _CryptoExtras

/// Stands in for Apple's identity token signing: an RSA key of the test's own, published as a JSON Web Key Set
/// file the server is configured with, signing RS256 tokens with Apple's claims. Shared by the server's tests and
/// the app's (which run the real server with `--apple-keys`).
public struct AppleTestKey: Sendable {
  public static let clientID = "com.example.quotevault"
  /// One key for every test: generating an RSA key is the slow part.
  public static let shared = AppleTestKey(kid: "test-key")

  public let kid: String
  let key: _RSA.Signing.PrivateKey

  public init(kid: String) {
    self.kid = kid
    // The key size Apple's keys have; generation cannot fail for it.
    key = try! _RSA.Signing.PrivateKey(keySize: .bits2048)
  }

  /// The key set with this key's public half, as https://appleid.apple.com/auth/keys answers.
  public var jwks: Data {
    let primitives = try! key.publicKey.getKeyPrimitives()
    let entry: [String: String] = [
      "kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256", "n": Self.base64URL(primitives.modulus),
      "e": Self.base64URL(primitives.publicExponent),
    ]
    return try! JSONSerialization.data(withJSONObject: ["keys": [entry]])
  }

  /// `jwks` written to a new file in `folder` (created if missing), for the server's `--apple-keys`.
  public func writeKeySet(in folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("apple-keys.json")
    try jwks.write(to: file)
    return file
  }

  /// Apple's claims for `subject`, valid for ten minutes; `changes` overrides or (with NSNull) removes some.
  public static func claims(subject: String, email: String?, nonce: String? = nil, changes: [String: Any] = [:])
    -> [String: Any]
  {
    let now = Int(Date().timeIntervalSince1970)
    var claims: [String: Any] = [
      "iss": "https://appleid.apple.com", "aud": clientID, "exp": now + 600, "iat": now, "sub": subject,
      "email_verified": "true", "is_private_email": "false", "auth_time": now, "nonce_supported": true,
    ]
    if let email { claims["email"] = email }
    if let nonce { claims["nonce"] = sha256Hex(nonce) }
    for (name, value) in changes { claims[name] = value is NSNull ? nil : value }
    return claims
  }

  /// A token signed by this key, with any header (`alg` and `kid` by default).
  public func sign(_ claims: [String: Any], header: [String: Any]? = nil) -> String {
    let head = try! JSONSerialization.data(withJSONObject: header ?? ["alg": "RS256", "kid": kid])
    let body = try! JSONSerialization.data(withJSONObject: claims)
    let input = Self.base64URL(head) + "." + Self.base64URL(body)
    let signature = try! key.signature(for: SHA256.hash(data: Data(input.utf8)), padding: .insecurePKCS1v1_5)
    return input + "." + Self.base64URL(signature.rawRepresentation)
  }

  public static func sha256Hex(_ text: String) -> String {
    SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
  }

  public static func base64URL(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }
}
