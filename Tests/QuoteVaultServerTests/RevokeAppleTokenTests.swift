import AppleSignInTestSupport
import Foundation
import QuoteVaultServer
import Testing

/// `POST /functions/v1/revoke-apple-token` (issue 42, App Review 5.1.1(v)): the server exchanges the app's fresh
/// authorization code at Apple and revokes the refresh token it gets. Apple is `FakeAppleREST` on 127.0.0.1,
/// which checks the client secret's ES256 signature with the test's own team key, as Apple would.
@Suite("Sign in with Apple token revocation")
struct RevokeAppleTokenTests {
  let apple = AppleTestKey.shared

  /// A server trusting the test's Apple keys, with revocation pointed at `fake` (unless `configured` is false).
  func configuration(_ fake: FakeAppleREST, at url: URL, timeout: TimeInterval = 10) throws -> ServerConfiguration {
    var configuration = try apple.configuration()
    let pem = try String(contentsOf: try fake.writeTeamKey(in: configuration.dataDirectory), encoding: .utf8)
    var revocation = AppleRevocationConfiguration(
      baseURL: url, teamID: FakeAppleREST.teamID, keyID: FakeAppleREST.keyID, clientID: AppleTestKey.clientID,
      privateKeyPEM: pem)
    revocation.timeout = timeout
    configuration.appleRevocation = revocation
    return configuration
  }

  /// Signs in with Apple as `subject` and returns the client holding that user's token.
  func appleUser(_ client: SupabaseTestClient, subject: String) async throws -> SupabaseTestClient {
    let reply = try await client.signInWithApple(
      apple.sign(AppleTestKey.claims(subject: subject, email: "\(subject)@example.com")))
    var user = client
    user.accessToken = try #require(reply.object["access_token"] as? String, "\(reply.text)")
    return user
  }

  func revoke(_ client: SupabaseTestClient, _ body: String) async throws -> Reply {
    try await client.request(.post, "/functions/v1/revoke-apple-token", json: body)
  }

  @Test("Apple revocation (server): a fresh code is exchanged with a valid client secret and its refresh token revoked")
  func revokes() async throws {
    let fake = FakeAppleREST()
    try await fake.run { url in
      try await withServer(try configuration(fake, at: url)) { client in
        let user = try await appleUser(client, subject: "000301.revoke")
        let code = fake.issueCode(for: "000301.revoke")
        let reply = try await revoke(user, #"{"authorization_code": "\#(code)"}"#)
        #expect(reply.status == .ok, "\(reply.text)")
        #expect(reply.object["revoked"] as? Bool == true)
        #expect(fake.revocations.map(\.subject) == ["000301.revoke"], "the refresh token Apple issued for the code")
        #expect(fake.revocations.first?.hint == "refresh_token")
        // Single use: the same code again is refused by Apple, and said so (the app asks Apple's sheet again).
        let again = try await revoke(user, #"{"authorization_code": "\#(code)"}"#)
        #expect(again.status == .badRequest && again.object["code"] as? String == "apple_code_rejected")
        #expect(fake.revocations.count == 1)
      }
    }
  }

  @Test("Apple revocation (server): unconfigured, it refuses with 501 in the function's JSON shape")
  func unconfigured() async throws {
    try await withServer(try apple.configuration()) { client in
      let user = try await appleUser(client, subject: "000302.unconfigured")
      let reply = try await revoke(user, #"{"authorization_code": "c1.0.abc"}"#)
      #expect(reply.status == .notImplemented)
      #expect(reply.object["code"] as? String == "apple_revocation_not_configured")
      #expect((reply.object["message"] as? String)?.isEmpty == false)
    }
  }

  @Test("Apple revocation (server): only a signed-in Apple user, with their own Apple Account's code")
  func whoMayRevoke() async throws {
    let fake = FakeAppleREST()
    try await fake.run { url in
      try await withServer(try configuration(fake, at: url)) { client in
        let code = fake.issueCode(for: "000303.owner")
        // No bearer (the anon key) and a broken bearer.
        let anonymous = try await revoke(client, #"{"authorization_code": "\#(code)"}"#)
        #expect(anonymous.status == .unauthorized && anonymous.object["code"] as? String == "not_authenticated")
        let forged = try await client.request(
          .post, "/functions/v1/revoke-apple-token", json: #"{"authorization_code": "x"}"#, bearer: "a.b.c")
        #expect(forged.status == .unauthorized && forged.object["code"] as? String == "invalid_jwt")
        // No apikey: the gateway's refusal, as on every API.
        let keyless = try await client.request(
          .post, "/functions/v1/revoke-apple-token", json: "{}", key: "not-a-key")
        #expect(keyless.status.code == 401)
        // An email account has nothing to revoke.
        var email = client
        _ = try await email.signUp("email-\(UUID().uuidString.prefix(6))@example.com")
        let notApple = try await revoke(email, #"{"authorization_code": "\#(code)"}"#)
        #expect(notApple.status == .unprocessableContent && notApple.object["code"] as? String == "not_apple_user")
        // A code for another Apple Account than the one this account signed in with revokes nothing.
        let other = try await appleUser(client, subject: "000303.other")
        let mismatch = try await revoke(other, #"{"authorization_code": "\#(code)"}"#)
        #expect(mismatch.status == .forbidden && mismatch.object["code"] as? String == "apple_identity_mismatch")
        #expect(fake.revocations.isEmpty && fake.tokenCalls == 1, "Apple was asked once, and nothing was revoked")
      }
    }
  }

  @Test("Apple revocation (server): Apple down or silent is 502/504 in time; a wrong key is the server's 500")
  func appleFailures() async throws {
    let fake = FakeAppleREST()
    try await fake.run { url in
      // Answers Apple gives (a 503, a 400) get the default budget, so a loaded machine's slow answer is not read as
      // Apple's silence.
      try await withServer(try configuration(fake, at: url)) { client in
        let user = try await appleUser(client, subject: "000304.down")
        fake.setMode(.failing(status: 503, error: "server_error"))
        let down = try await revoke(user, #"{"authorization_code": "\#(fake.issueCode(for: "000304.down"))"}"#)
        #expect(down.status.code == 504 && down.object["code"] as? String == "apple_unreachable", "\(down.text)")
        fake.setMode(.failing(status: 400, error: "invalid_client"))
        let wrong = try await revoke(user, #"{"authorization_code": "\#(fake.issueCode(for: "000304.down"))"}"#)
        #expect(
          wrong.status == .internalServerError && wrong.object["code"] as? String == "apple_misconfigured",
          "\(wrong.text)")
      }
      // Silence gets three seconds: the answer is bounded by the configured timeout, not by Apple.
      try await withServer(try configuration(fake, at: url, timeout: 3)) { client in
        let user = try await appleUser(client, subject: "000304.silent")
        fake.setMode(.silent)
        let started = Date()
        let silent = try await revoke(user, #"{"authorization_code": "\#(fake.issueCode(for: "000304.silent"))"}"#)
        #expect(silent.status.code == 504 && silent.object["code"] as? String == "apple_unreachable")
        #expect(Date().timeIntervalSince(started) < 8, "bounded by the configured timeout, not Apple")
        #expect(fake.revocations.isEmpty)
      }
    }
    // A server whose team key is not the one Apple knows: Apple refuses its client secret.
    let stranger = FakeAppleREST()
    try await stranger.run { url in
      var configuration = try configuration(stranger, at: url)
      configuration.appleRevocation?.privateKeyPEM = FakeAppleREST().teamKey.pemRepresentation
      try await withServer(configuration) { client in
        let user = try await appleUser(client, subject: "000305.key")
        let reply = try await revoke(user, #"{"authorization_code": "\#(stranger.issueCode(for: "000305.key"))"}"#)
        #expect(reply.status == .internalServerError && reply.object["code"] as? String == "apple_misconfigured")
      }
    }
  }

  @Test("Apple revocation (server): hostile bodies are answered 400/413 in the function's shape, Apple never asked")
  func hostileInput() async throws {
    let fake = FakeAppleREST()
    try await fake.run { url in
      try await withServer(try configuration(fake, at: url)) { client in
        let user = try await appleUser(client, subject: "000306.hostile")
        let cases: [(String, Int, String)] = [
          ("{not json", 400, "bad_json"), ("[]", 400, "bad_json"), ("42", 400, "bad_json"),
          ("{}", 400, "invalid_authorization_code"), (#"{"authorization_code": 7}"#, 400, "invalid_authorization_code"),
          (#"{"authorization_code": ""}"#, 400, "invalid_authorization_code"),
          (#"{"authorization_code": "a&token=x"}"#, 400, "invalid_authorization_code"),
          (#"{"authorization_code": "é"}"#, 400, "invalid_authorization_code"),
          (#"{"authorization_code": "\#(String(repeating: "a", count: 1_025))"}"#, 400, "invalid_authorization_code"),
          (#"{"authorization_code": "\#(String(repeating: "a", count: 5_000))"}"#, 413, "request_too_large"),
          (String(repeating: "[", count: 3_000), 400, "bad_json"),
        ]
        for (body, status, code) in cases {
          let reply = try await revoke(user, body)
          #expect(reply.status.code == status, "\(body.prefix(40)): \(reply.status) \(reply.text)")
          #expect(reply.object["code"] as? String == code, "\(body.prefix(40)): \(reply.text)")
          #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true)
        }
        #expect(fake.tokenCalls == 0)
      }
    }
  }
}
