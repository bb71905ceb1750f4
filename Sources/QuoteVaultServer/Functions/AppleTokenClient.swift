import Crypto
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the server needs to speak to Apple's Sign in with Apple REST API for one app: the team, the key made for
/// Sign in with Apple in the developer account (its id and its .p8 file), and the client id the app's
/// authorization codes are issued to (the app's bundle id). Apple's base URL is configurable so tests (and a
/// proxy) can stand in for https://appleid.apple.com.
public struct AppleRevocationConfiguration: Sendable {
  public var baseURL: URL
  public var teamID: String
  public var keyID: String
  public var clientID: String
  /// The .p8 file's text: a PKCS #8 PEM of a P-256 key.
  public var privateKeyPEM: String
  /// Each call to Apple (connect, send, answer) within this; the request waits for two calls at most.
  public var timeout: TimeInterval = 10
  /// Calls to Apple in flight at once, every user together; past it, 503 with Retry-After.
  public var maximumConcurrentRevocations = 16

  public init(baseURL: URL, teamID: String, keyID: String, clientID: String, privateKeyPEM: String) {
    self.baseURL = baseURL
    self.teamID = teamID
    self.keyID = keyID
    self.clientID = clientID
    self.privateKeyPEM = privateKeyPEM
  }
}

/// Apple's two endpoints the revocation uses ("Generate and validate tokens", "Revoke tokens"): `/auth/token`
/// with `grant_type=authorization_code` turns the app's fresh authorization code (single use, valid five minutes)
/// into a refresh token, and `/auth/revoke` revokes it, which ends the user's Sign in with Apple authorization of
/// the app (as Settings > Sign in with Apple > Stop Using does). Both authenticate with a client secret: a JWT
/// signed ES256 with the team's key.
struct AppleTokenClient: Sendable {
  enum Failure: Error, Equatable {
    /// `invalid_grant`: the code is spent, expired or not this app's. The app asks the user again.
    case invalidGrant
    /// `invalid_client` and the like: this server's configuration is wrong (team, key, client id).
    case misconfigured(String)
    /// No answer in time, no connection, or Apple failing (5xx).
    case unreachable
    /// An answer that is not Apple's documented shape.
    case unreadable
  }

  struct Tokens: Sendable, Equatable {
    var refreshToken: String?
    var accessToken: String?
    /// The Apple user the code was issued for (the `sub` of the id_token in the answer).
    var subject: String?
  }

  let configuration: AppleRevocationConfiguration
  let key: P256.Signing.PrivateKey

  init(_ configuration: AppleRevocationConfiguration) throws {
    self.configuration = configuration
    do {
      key = try P256.Signing.PrivateKey(pemRepresentation: configuration.privateKeyPEM)
    } catch {
      throw AppleKeySet.Failure.invalid("the Sign in with Apple private key (.p8) is not a P-256 PEM key")
    }
  }

  /// Apple's client secret: header `alg` ES256 and `kid` the key id; claims `iss` the team id, `iat` now, `exp`
  /// at most six months on (five minutes is plenty for one revocation), `aud` https://appleid.apple.com and
  /// `sub` the client id. The signature is JOSE's raw r||s, not DER.
  func clientSecret(now: Date = Date()) -> String {
    let issued = Int64(now.timeIntervalSince1970)
    let header = JSON.object([("alg", .string("ES256")), ("kid", .string(configuration.keyID))])
    let claims = JSON.object([
      ("iss", .string(configuration.teamID)), ("iat", .int(issued)), ("exp", .int(issued + 300)),
      ("aud", .string("https://appleid.apple.com")), ("sub", .string(configuration.clientID)),
    ])
    let input = Base64URL.encode(header.data) + "." + Base64URL.encode(claims.data)
    // Signing with a valid P-256 key does not fail; an empty signature would only make Apple refuse it.
    let signature = (try? key.signature(for: Data(input.utf8)))?.rawRepresentation ?? Data()
    return input + "." + Base64URL.encode(signature)
  }

  /// `/auth/token`, `grant_type=authorization_code` (no `redirect_uri`: the native app's request had none).
  func exchange(code: String) async throws(Failure) -> Tokens {
    let answer = try await post(
      "auth/token",
      [
        ("client_id", configuration.clientID), ("client_secret", clientSecret()), ("code", code),
        ("grant_type", "authorization_code"),
      ])
    guard let object = answer, object.objectMembers != nil else { throw .unreadable }
    let tokens = Tokens(
      refreshToken: object["refresh_token"]?.string, accessToken: object["access_token"]?.string,
      subject: object["id_token"]?.string.flatMap(Self.subject))
    guard tokens.refreshToken != nil || tokens.accessToken != nil else { throw .unreadable }
    return tokens
  }

  /// `/auth/revoke` of a refresh token (or an access token): 200 when revoked, or already invalid.
  func revoke(_ token: String, hint: String) async throws(Failure) {
    _ = try await post(
      "auth/revoke",
      [
        ("client_id", configuration.clientID), ("client_secret", clientSecret()), ("token", token),
        ("token_type_hint", hint),
      ])
  }

  /// The `sub` of Apple's id_token, read without checking its signature: it came straight from Apple's token
  /// endpoint over TLS, which OpenID Connect (Core 3.1.3.7) accepts in place of the signature.
  static func subject(of idToken: String) -> String? {
    let parts = idToken.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, idToken.utf8.count < 16_384, let data = Base64URL.decode(parts[1]),
      let claims = try? JSON.parse(data)
    else { return nil }
    return claims["sub"]?.string
  }

  /// A form POST to Apple; the answer's JSON (nil for an empty 200), or why not.
  private func post(_ path: String, _ form: [(String, String)]) async throws(Failure) -> JSON? {
    var request = URLRequest(url: configuration.baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.timeoutInterval = configuration.timeout
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.httpBody = Data(form.map { "\($0)=\(Self.formEncoded($1))" }.joined(separator: "&").utf8)
    let session = URLSession(configuration: Self.sessionConfiguration(timeout: configuration.timeout))
    defer { session.finishTasksAndInvalidate() }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw .unreachable
    }
    guard let http = response as? HTTPURLResponse else { throw .unreachable }
    // Apple's answers are small; anything large is not one of them.
    guard data.count <= 65_536 else { throw .unreadable }
    let json = data.isEmpty ? nil : try? JSON.parse(data)
    switch http.statusCode {
    case 200..<300: return json
    case 500..<600, 408, 429: throw .unreachable
    default:
      let error = json?["error"]?.string ?? "HTTP \(http.statusCode)"
      throw error == "invalid_grant" ? .invalidGrant : .misconfigured(String(error.prefix(64)))
    }
  }

  private static func sessionConfiguration(timeout: TimeInterval) -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.httpCookieStorage = nil
    configuration.urlCache = nil
    return configuration
  }

  /// `application/x-www-form-urlencoded`: every byte but unreserved ones percent-encoded.
  static func formEncoded(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
