import AppleSignInTestSupport
import Foundation
import QuoteVaultServer
import Testing

/// Sign in with Apple (issue 42): GoTrue's id_token grant, the identity token verified against the configured
/// key set. The tests sign tokens with their own RSA key (`AppleTestKey`) in Apple's place.
@Suite("Sign in with Apple")
struct AppleSignInTests {
  let apple = AppleTestKey.shared

  @Test(
    "Sign in with Apple (server): a verified identity token creates the user with an Apple identity; the next signs in the same user"
  )
  func createsAndSignsIn() async throws {
    try await withServer(try apple.configuration()) { client in
      let nonce = UUID().uuidString
      let first = try await client.signInWithApple(
        apple.sign(AppleTestKey.claims(subject: "001234.apple", email: "Ada@Example.com", nonce: nonce)),
        nonce: nonce)
      #expect(first.status == .ok, "\(first.text)")
      let user = try #require(first.object["user"] as? [String: Any])
      let id = try #require(user["id"] as? String)
      #expect(user["email"] as? String == "ada@example.com")
      #expect((user["app_metadata"] as? [String: Any])?["provider"] as? String == "apple")
      let identities = try #require(user["identities"] as? [[String: Any]])
      #expect(identities.count == 1 && identities.first?["provider"] as? String == "apple")
      #expect(identities.first?["id"] as? String == "001234.apple")
      #expect(first.object["refresh_token"] is String && first.object["expires_in"] as? Int == 3600)
      var signedIn = client
      signedIn.accessToken = first.object["access_token"] as? String
      #expect(signedIn.userID == id)
      #expect(try await signedIn.request(.post, "/rest/v1/favorites", json: #"{"quote_id": 2}"#).status == .created)
      #expect(try await signedIn.request(.get, "/auth/v1/user").object["id"] as? String == id)
      let profile = try await signedIn.request(.get, "/rest/v1/profiles?select=display_name")
      #expect(profile.array.first?["display_name"] as? String == "ada")
      // Apple sends no nonce every time, and a later token for the same person finds the same user.
      let again = try await client.signInWithApple(
        apple.sign(AppleTestKey.claims(subject: "001234.apple", email: "ada@example.com")))
      #expect(again.status == .ok && (again.object["user"] as? [String: Any])?["id"] as? String == id)
      // The account has no password: no password signs in to it, the dummy hash's own included.
      for password in ["", "not a real password", "correct horse battery"] {
        let attempt = try await client.request(
          .post, "/auth/v1/token?grant_type=password",
          json: #"{"email": "ada@example.com", "password": "\#(password)"}"#)
        #expect(attempt.status == .badRequest, "\(password): \(attempt.text)")
      }
    }
  }

  @Test(
    "Sign in with Apple (server): a deleted account takes its Apple identity; the same Apple id then makes a new user"
  )
  func deletion() async throws {
    try await withServer(try apple.configuration()) { client in
      let token = apple.sign(AppleTestKey.claims(subject: "000888.gone", email: "gone@example.com"))
      let first = try await client.signInWithApple(token)
      var user = client
      user.accessToken = first.object["access_token"] as? String
      let id = try #require(user.userID)
      #expect(try await user.request(.post, "/rest/v1/rpc/delete_account").status.code < 300)
      let again = try await client.signInWithApple(token)
      let next = try #require((again.object["user"] as? [String: Any])?["id"] as? String, "\(again.text)")
      #expect(next != id)
    }
  }

  @Test(
    "Sign in with Apple (server): tokens not signed by the key set for this app, expired, or with the wrong nonce are refused as GoTrue refuses them"
  )
  func refusals() async throws {
    let stranger = AppleTestKey(kid: AppleTestKey.shared.kid)
    try await withServer(try apple.configuration()) { client in
      func claims(_ changes: [String: Any] = [:], nonce: String? = nil) -> [String: Any] {
        AppleTestKey.claims(subject: "000999.mallory", email: "mallory@example.com", nonce: nonce, changes: changes)
      }
      let good = apple.sign(claims())
      let parts = good.split(separator: ".").map(String.init)
      let cases: [(String, String, String?, String)] = [
        ("another key under Apple's kid", stranger.sign(claims()), nil, "Bad ID token"),
        ("an unknown kid", apple.sign(claims(), header: ["alg": "RS256", "kid": "other"]), nil, "Bad ID token"),
        ("alg none", parts[0...1].joined(separator: ".") + ".", nil, "Bad ID token"),
        ("HS256", apple.sign(claims(), header: ["alg": "HS256", "kid": apple.kid]), nil, "Bad ID token"),
        (
          "a changed payload",
          [parts[0], AppleTestKey.base64URL(Data(#"{"sub":"x"}"#.utf8)), parts[2]]
            .joined(separator: "."), nil, "Bad ID token"
        ),
        ("another issuer", apple.sign(claims(["iss": "https://evil.example.com"])), nil, "Bad ID token"),
        ("another app", apple.sign(claims(["aud": "com.example.other"])), nil, "Unacceptable audience in id_token"),
        ("expired", apple.sign(claims(["exp": Int(Date().timeIntervalSince1970) - 5])), nil, "Bad ID token"),
        ("no expiry", apple.sign(claims(["exp": NSNull()])), nil, "Bad ID token"),
        ("no subject", apple.sign(claims(["sub": ""])), nil, "Missing sub claim in id_token"),
        ("the wrong nonce", apple.sign(claims(nonce: "right")), "wrong", "Nonces mismatch"),
        (
          "the hash sent as the nonce", apple.sign(claims(nonce: "raw")), AppleTestKey.sha256Hex("raw"),
          "Nonces mismatch"
        ),
        (
          "a nonce the token lacks", good, "raw",
          "Passed nonce and nonce in id_token should either both exist or not."
        ),
        (
          "no nonce for a token with one", apple.sign(claims(nonce: "raw")), nil,
          "Passed nonce and nonce in id_token should either both exist or not."
        ),
        ("not a token", "garbage", nil, "Bad ID token"),
        ("no token", "", nil, "id_token required"),
      ]
      for (name, token, nonce, description) in cases {
        let reply = try await client.signInWithApple(token, nonce: nonce)
        #expect(reply.status == .badRequest, "\(name): \(reply.text)")
        #expect(reply.object["error_description"] as? String == description, "\(name): \(reply.text)")
        #expect(reply.object["access_token"] == nil, "\(name)")
      }
      let google = try await client.signInWithApple(good, provider: "google")
      #expect(google.status == .badRequest && google.object["error_code"] as? String == "validation_failed")
      let noEmail = try await client.signInWithApple(
        apple.sign(AppleTestKey.claims(subject: "000777.quiet", email: nil)))
      #expect(noEmail.status == .badRequest && noEmail.object["error_code"] as? String == "validation_failed")
      // None of them made an account: the right token for Mallory is her first sign-in.
      let created = try await client.signInWithApple(good)
      let identities = (created.object["user"] as? [String: Any])?["identities"] as? [[String: Any]]
      #expect(created.status == .ok && identities?.count == 1, "\(created.text)")
    }
  }

  @Test(
    "Sign in with Apple (server): linked to the confirmed account with the address Apple verified; an unconfirmed or unverified one is not taken over"
  )
  func linking() async throws {
    try await withServer(try apple.configuration()) { client in
      var owner = client
      let signedUp = try await owner.signUp("grace@example.com")
      let id = try #require((signedUp["user"] as? [String: Any])?["id"] as? String)
      let unverified = try await client.signInWithApple(
        apple.sign(
          AppleTestKey.claims(subject: "000555.grace", email: "grace@example.com", changes: ["email_verified": "false"])
        ))
      #expect(
        unverified.status == .unprocessableContent && unverified.object["error_code"] as? String == "email_exists")
      let linked = try await client.signInWithApple(
        apple.sign(AppleTestKey.claims(subject: "000555.grace", email: "grace@example.com")))
      let user = try #require(linked.object["user"] as? [String: Any], "\(linked.text)")
      #expect(user["id"] as? String == id)
      let providers = (user["app_metadata"] as? [String: Any])?["providers"] as? [String]
      #expect(providers == ["email", "apple"])
      let password = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email": "grace@example.com", "password": "correct horse battery"}"#)
      #expect(password.status == .ok, "the password still signs in")
    }
    var confirming = try apple.configuration()
    confirming.enableConfirmations = true
    try await withServer(confirming) { client in
      let waiting = try await client.request(
        .post, "/auth/v1/signup", json: #"{"email": "eve@example.com", "password": "correct horse battery"}"#)
      #expect(waiting.status == .ok && waiting.object["access_token"] == nil)
      let takeOver = try await client.signInWithApple(
        apple.sign(AppleTestKey.claims(subject: "000666.eve", email: "eve@example.com")))
      #expect(takeOver.status == .unprocessableContent && takeOver.object["error_code"] as? String == "email_exists")
      let unverifiedNew = try await client.signInWithApple(
        apple.sign(
          AppleTestKey.claims(subject: "000667.new", email: "new@example.com", changes: ["email_verified": false])))
      #expect(unverifiedNew.object["error_code"] as? String == "provider_email_needs_verification")
    }
  }

  @Test("Sign in with Apple (server): without a key set the provider is disabled; a damaged key set stops the start")
  func configuration() async throws {
    try await withServer { client in
      let reply = try await client.signInWithApple(apple.sign(AppleTestKey.claims(subject: "1", email: "a@b.co")))
      #expect(reply.status == .badRequest && reply.object["error_code"] as? String == "provider_disabled")
      #expect(
        ((try await client.request(.get, "/auth/v1/settings")).object["external"] as? [String: Any])?["apple"]
          as? Bool == false)
    }
    var damaged = try apple.configuration()
    try Data("{\"keys\": [{\"kty\": \"RSA\", \"kid\": \"k\", \"n\": \"AQAB\", \"e\": \"AQAB\"}]}".utf8).write(
      to: try #require(damaged.appleKeySetFile))
    await #expect(throws: AppleKeySet.Failure.self) { _ = try await buildApplication(damaged) }
    damaged = try apple.configuration(clientIDs: [])
    await #expect(throws: AppleKeySet.Failure.self) { _ = try await buildApplication(damaged) }
  }
}
