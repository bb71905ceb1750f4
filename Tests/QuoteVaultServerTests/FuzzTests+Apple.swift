import AppleSignInTestSupport
import Foundation
import TestSupport
import Testing

@testable import QuoteVaultServer

/// Sign in with Apple's outside input (issue 42): identity tokens, key set files and whole id_token grants.
extension FuzzTests {
  @Test("Apple identity tokens: a mutated token never verifies as anything but the original, never crashes")
  func appleIdentityTokens() throws {
    let apple = AppleTestKey.shared
    let keys = try AppleKeySet(jwks: apple.jwks)
    let nonce = "a fuzzing nonce"
    let token = apple.sign(AppleTestKey.claims(subject: "000111.fuzz", email: "fuzz@example.com", nonce: nonce))
    func verify(_ bytes: [UInt8]) -> AppleIdentityToken? {
      try? AppleIdentityToken.verify(
        String(decoding: bytes, as: UTF8.self), keys: keys, clientIDs: [AppleTestKey.clientID], nonce: nonce)
    }
    let original = try #require(verify(Array(token.utf8)))
    let seeds = seeds("apple-token") + [Array(token.utf8)]
    var fuzzer = Fuzzer(seed: 0xA991E)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      if let verified = verify(input(&fuzzer, seeds)) {
        #expect(verified == original, "only the signed claims ever verify")
      }
    }
  }

  @Test("Apple key sets: any mutated JSON Web Key Set is read or refused, never a crash")
  func appleKeySets() {
    let seeds = [Array(AppleTestKey.shared.jwks)] + seeds("json")
    var fuzzer = Fuzzer(seed: 0x1EE5)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 1_000)) { fuzzer in
      if let set = try? AppleKeySet(jwks: Data(input(&fuzzer, seeds))) {
        #expect(!set.keys.isEmpty, "a key set that is read has a key")
      }
    }
  }

  @Test("Whole id_token grants: mutated bodies and tokens against the running router answer 200 or 4xx, never 5xx")
  func idTokenRequests() async throws {
    let apple = AppleTestKey.shared
    let token = apple.sign(AppleTestKey.claims(subject: "000222.fuzz", email: "grant@example.com"))
    let body = Array(#"{"provider": "apple", "id_token": "\#(token)", "nonce": null}"#.utf8)
    let seeds = [body] + seeds("apple-token").map { Array(#"{"provider":"apple","id_token":""#.utf8) + $0 + [34, 125] }
    var configuration = try apple.configuration()
    // Past the sign-in limit every grant would be 429 before its token is read.
    configuration.signInsAndSignUpsPerAddress = 1_000_000
    try await withServer(configuration) { client in
      var fuzzer = Fuzzer(seed: 0x1D70)
      for _ in 0..<Fuzzer.iterations(standard: 300) {
        let reply = try await client.request(
          .post, "/auth/v1/token?grant_type=id_token", json: String(decoding: input(&fuzzer, seeds), as: UTF8.self))
        #expect(
          reply.status == .ok || (400..<500).contains(reply.status.code), "\(reply.status): \(reply.text.prefix(160))")
      }
    }
  }

  @Test("Whole revoke-apple-token calls: mutated bodies answer 200 or 4xx in the function's shape, never 5xx")
  func revokeAppleTokenRequests() async throws {
    let fake = FakeAppleREST()
    let code = fake.issueCode(for: "000333.fuzz")
    let seeds = [Array(#"{"authorization_code": "\#(code)"}"#.utf8)] + seeds("json")
    try await fake.run { url in
      var configuration = try AppleTestKey.shared.configuration()
      let pem = try String(contentsOf: try fake.writeTeamKey(in: configuration.dataDirectory), encoding: .utf8)
      configuration.appleRevocation = AppleRevocationConfiguration(
        baseURL: url, teamID: FakeAppleREST.teamID, keyID: FakeAppleREST.keyID, clientID: AppleTestKey.clientID,
        privateKeyPEM: pem)
      try await withServer(configuration) { client in
        var user = client
        let signedIn = try await client.signInWithApple(
          AppleTestKey.shared.sign(AppleTestKey.claims(subject: "000333.fuzz", email: "fuzz-revoke@example.com")))
        user.accessToken = signedIn.object["access_token"] as? String
        var fuzzer = Fuzzer(seed: 0x5E70)
        for _ in 0..<Fuzzer.iterations(standard: 200) {
          let reply = try await user.request(
            .post, "/functions/v1/revoke-apple-token", json: String(decoding: input(&fuzzer, seeds), as: UTF8.self))
          #expect(
            reply.status == .ok || (400..<500).contains(reply.status.code), "\(reply.status): \(reply.text.prefix(160))"
          )
          #expect(
            reply.object["code"] is String || reply.object["revoked"] as? Bool == true, "\(reply.text.prefix(160))")
        }
      }
    }
  }
}
