import Foundation
import HTTPTypes
import TestSupport
import Testing

@testable import QuoteVaultServer

extension FuzzTests {
  @Test("Resend and email change: mutated bodies against the running router answer 2xx or 4xx, never 5xx")
  func resendAndEmailChangeRequests() async throws {
    let emails = seeds("email").map { String(decoding: $0, as: UTF8.self) }
    var configuration = testConfiguration()
    // Past the limits every request would be 429 before its body is read.
    configuration.signInsAndSignUpsPerAddress = 1_000_000
    configuration.emailMinimumInterval = 0
    try await withServer(configuration) { client in
      var client = client
      _ = try await client.signUp("fuzz-auth@example.com")
      let bodies: [[UInt8]] =
        emails.prefix(20).flatMap { email -> [[UInt8]] in
          let quoted = String(decoding: JSON.string(email).serialized.utf8, as: UTF8.self)
          return [
            Array(#"{"type":"signup","email":\#(quoted)}"#.utf8), Array(#"{"email":\#(quoted)}"#.utf8),
            Array(#"{"email":\#(quoted),"data":{"name":"x"}}"#.utf8),
          ]
        } + [Array(#"{"type":"email_change","email":"a@example.com","options":{"email_redirect_to":"x"}}"#.utf8)]
      var fuzzer = Fuzzer(seed: 0xE3A1)
      for _ in 0..<Fuzzer.iterations(standard: 300) {
        let body = String(decoding: input(&fuzzer, bodies), as: UTF8.self)
        let (method, uri): (HTTPRequest.Method, String) =
          fuzzer.int(0...1) == 0 ? (.post, "/auth/v1/resend") : (.put, "/auth/v1/user")
        let reply = try await client.request(method, uri, json: body)
        #expect(
          reply.status.code < 500, "\(method) \(uri) \(body.prefix(120)): \(reply.status) \(reply.text.prefix(160))")
      }
      // Whatever the fuzzed bodies asked, the account still answers as itself.
      let user = try await client.request(.get, "/auth/v1/user")
      #expect(
        user.status == .ok && user.object["email"] as? String == "fuzz-auth@example.com", "\(user.text.prefix(200))")
    }
  }
}
