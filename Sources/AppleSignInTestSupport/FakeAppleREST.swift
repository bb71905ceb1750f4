import Crypto
import Foundation
import Hummingbird
import Logging
import NIOCore

/// Apple's Sign in with Apple REST API as Apple documents it ("Generate and validate tokens", "Revoke tokens"),
/// on 127.0.0.1 for tests: `/auth/token` (grant_type authorization_code) and `/auth/revoke`, both authenticated
/// by a client secret JWT that this fake verifies as Apple does: ES256 under the team's key id, `iss` the team,
/// `sub` the client id, `aud` https://appleid.apple.com, not expired, at most six months long, and signed by
/// the key whose public half it holds (the test's own, standing in for the team's .p8). An authorization code is
/// single use and valid five minutes; `invalid_grant` otherwise; a bad secret is `invalid_client`. Revoking an
/// unknown or spent token still answers 200, as Apple does.
public final class FakeAppleREST: @unchecked Sendable {
  public static let teamID = "TEAM123456"
  public static let keyID = "KEY1234567"

  /// What the fake does with the next calls.
  public enum Mode: Sendable, Equatable {
    case normal
    /// Every call answers this status with `{"error": error}`.
    case failing(status: Int, error: String)
    /// Calls get no answer until the test ends (a server past its timeout).
    case silent
  }

  public struct Revocation: Sendable, Equatable {
    public var token: String
    public var hint: String?
    /// The Apple user whose token it was (nil for a token this fake never issued).
    public var subject: String?
  }

  public let clientID: String
  /// The team's Sign in with Apple key: its PEM goes to the server as the .p8 file.
  public let teamKey = P256.Signing.PrivateKey()
  private let lock = NSLock()
  private var codes: [String: (subject: String, issued: Date)] = [:]
  private var refreshTokens: [String: String] = [:]
  private var _revocations: [Revocation] = []
  private var _tokenCalls = 0
  private var _mode = Mode.normal
  private var held: [CheckedContinuation<Void, Never>] = []
  private var ended = false
  private var running: Task<Void, Never>?
  private let now: @Sendable () -> Date

  public init(clientID: String = AppleTestKey.clientID, now: @escaping @Sendable () -> Date = { Date() }) {
    self.clientID = clientID
    self.now = now
  }

  public var revocations: [Revocation] { lock.withLock { _revocations } }
  public var tokenCalls: Int { lock.withLock { _tokenCalls } }
  public func setMode(_ mode: Mode) { lock.withLock { _mode = mode } }

  /// What Apple's sheet hands the app for `subject`: a new authorization code.
  public func issueCode(for subject: String) -> String {
    let code =
      "c" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") + ".0.mrsv."
      + String(UUID().uuidString.prefix(8)).lowercased()
    lock.withLock { codes[code] = (subject, now()) }
    return code
  }

  /// The team key as the .p8 file Apple's developer site downloads (PKCS #8 PEM), written into `folder`.
  public func writeTeamKey(in folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("AuthKey_\(Self.keyID).p8")
    try Data(teamKey.pemRepresentation.utf8).write(to: file)
    return file
  }

  /// Runs the fake on 127.0.0.1 (a port of its own) for `body`, given its base URL.
  public func run<T: Sendable>(_ body: @Sendable (URL) async throws -> T) async throws -> T {
    let url = try await start()
    defer { stop() }
    return try await body(url)
  }

  /// Starts the fake on 127.0.0.1 (a port of its own) and gives its base URL; `stop()` ends it.
  public func start() async throws -> URL {
    let router = Router()
    router.post("auth/token") { request, _ in try await self.answer(request, path: "token") }
    router.post("auth/revoke") { request, _ in try await self.answer(request, path: "revoke") }
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    // Quiet: its stop is a cancellation, which Hummingbird logs as an error.
    var logger = Logger(label: "fake-apple-rest")
    logger.logLevel = .critical
    let app = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in
        portSink.yield(channel.localAddress?.port ?? 0)
        portSink.finish()
      }, logger: logger)
    let task = Task {
      try? await app.runService(gracefulShutdownSignals: [])
      // A server that could not start says so to the waiting `start`.
      portSink.finish()
    }
    lock.withLock { running = task }
    var port = 0
    for await bound in ports { port = bound }
    guard port > 0, let url = URL(string: "http://127.0.0.1:\(port)") else {
      stop()
      throw URLError(.cannotConnectToHost)
    }
    return url
  }

  /// Ends the server and answers every held call.
  public func stop() {
    endHeldCalls()
    lock.withLock { running }?.cancel()
  }

  private func endHeldCalls() {
    let waiting = lock.withLock {
      ended = true
      defer { held = [] }
      return held
    }
    waiting.forEach { $0.resume() }
  }

  private func answer(_ request: Request, path: String) async throws -> Response {
    let data = try await request.body.collect(upTo: 65_536)
    let form = Self.form(String(decoding: data.readableBytesView, as: UTF8.self))
    switch lock.withLock({ _mode }) {
    case .normal: break
    case .failing(let status, let error):
      return Self.json(["error": error], status: HTTPResponse.Status(code: status))
    case .silent:
      await withCheckedContinuation { continuation in
        let resumeNow = lock.withLock {
          if ended { return true }
          held.append(continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
      return Self.json(["error": "invalid_request"], status: .badRequest)
    }
    guard form["client_id"] == clientID, let secret = form["client_secret"], verifies(secret) else {
      return Self.json(["error": "invalid_client"], status: .badRequest)
    }
    return path == "token" ? token(form) : revoke(form)
  }

  private func token(_ form: [String: String]) -> Response {
    guard form["grant_type"] == "authorization_code" else {
      return Self.json(["error": "unsupported_grant_type"], status: .badRequest)
    }
    let issued = lock.withLock { () -> (subject: String, refresh: String)? in
      _tokenCalls += 1
      // Single use: spent by this call, whatever comes of it.
      guard let code = form["code"], let grant = codes.removeValue(forKey: code),
        now().timeIntervalSince(grant.issued) <= 300
      else { return nil }
      let refresh = "r" + UUID().uuidString.lowercased() + ".0.mrsv.refresh"
      refreshTokens[refresh] = grant.subject
      return (grant.subject, refresh)
    }
    guard let issued else { return Self.json(["error": "invalid_grant"], status: .badRequest) }
    let idToken = AppleTestKey.shared.sign(
      AppleTestKey.claims(subject: issued.subject, email: nil, changes: ["aud": clientID]))
    return Self.json(
      [
        "access_token": "a" + UUID().uuidString.lowercased(), "token_type": "Bearer", "expires_in": 3600,
        "refresh_token": issued.refresh, "id_token": idToken,
      ], status: .ok)
  }

  private func revoke(_ form: [String: String]) -> Response {
    guard let token = form["token"], !token.isEmpty else {
      return Self.json(["error": "invalid_request"], status: .badRequest)
    }
    lock.withLock {
      _revocations.append(
        Revocation(token: token, hint: form["token_type_hint"], subject: refreshTokens.removeValue(forKey: token)))
    }
    return Response(status: .ok)
  }

  /// The client secret as Apple checks it.
  func verifies(_ secret: String) -> Bool {
    let parts = secret.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3, let headerData = Self.base64URLDecode(parts[0]),
      let claimsData = Self.base64URLDecode(parts[1]), let signatureData = Self.base64URLDecode(parts[2]),
      let header = try? JSONSerialization.jsonObject(with: headerData) as? [String: Any],
      let claims = try? JSONSerialization.jsonObject(with: claimsData) as? [String: Any],
      header["alg"] as? String == "ES256", header["kid"] as? String == Self.keyID,
      claims["iss"] as? String == Self.teamID, claims["sub"] as? String == clientID,
      claims["aud"] as? String == "https://appleid.apple.com",
      let iat = claims["iat"] as? Int, let exp = claims["exp"] as? Int, exp > iat, exp - iat <= 15_777_000,
      Double(exp) > now().timeIntervalSince1970,
      let signature = try? P256.Signing.ECDSASignature(rawRepresentation: signatureData)
    else { return false }
    return teamKey.publicKey.isValidSignature(signature, for: Data((parts[0] + "." + parts[1]).utf8))
  }

  static func form(_ text: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in text.split(separator: "&") {
      let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
        $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
      }
      if sides.count == 2 { fields[sides[0]] = sides[1] }
    }
    return fields
  }

  static func base64URLDecode(_ text: String) -> Data? {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    return Data(base64Encoded: base64)
  }

  static func json(_ object: [String: Any], status: HTTPResponse.Status) -> Response {
    let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    return Response(
      status: status, headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }
}
