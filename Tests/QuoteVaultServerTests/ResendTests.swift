import Foundation
import QuoteVaultServer
import Testing

@Suite("quotevault-server: POST /auth/v1/resend (type signup), as GoTrue answers it")
struct ResendTests {
  func confirming(interval: TimeInterval) -> ServerConfiguration {
    var configuration = testConfiguration()
    configuration.enableConfirmations = true
    configuration.emailMinimumInterval = interval
    return configuration
  }

  static let callback = "quotevault://auth-callback".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""

  @Test("QV-1.1 (server): resend mails a new confirmation link; only the newest link confirms")
  func newLinkReplacesOld() async throws {
    try await withServer(confirming(interval: 0)) { client in
      let signUp = try await client.request(
        .post, "/auth/v1/signup?redirect_to=\(Self.callback)",
        json: #"{"email":"ines@example.com","password":"correct horse battery"}"#)
      #expect(signUp.status == .ok)
      let first = try lastLink(try await mailbox(client, "ines@example.com"))

      let resent = try await client.request(
        .post, "/auth/v1/resend?redirect_to=\(Self.callback)", json: #"{"type":"signup","email":"Ines@Example.com"}"#)
      #expect(resent.status == .ok && resent.object.isEmpty, "\(resent.text)")
      let mails = try await mailbox(client, "ines@example.com")
      #expect(mails.count == 2)
      let second = try lastLink(mails)
      #expect(second != first && second.contains("type=signup") && second.contains("redirect_to=quotevault"))

      let token = { (link: String) in String(link.firstMatch(of: /token=([0-9a-f]+)/)?.1 ?? "") }
      let old = try await client.request(.get, "/auth/v1/verify?token=\(token(first))&type=signup", key: "")
      #expect(old.status == .forbidden && old.object["error_code"] as? String == "otp_expired")
      let opened = try await client.request(
        .get, "/auth/v1/verify?token=\(token(second))&type=signup&redirect_to=\(Self.callback)", key: "")
      #expect(opened.status == .seeOther)
      #expect(opened.header("location")?.hasPrefix("quotevault://auth-callback#access_token=") == true)

      // Confirmed now: nothing more is sent, and the answer is the same.
      let confirmed = try await client.request(
        .post, "/auth/v1/resend", json: #"{"type":"signup","email":"ines@example.com"}"#)
      #expect(confirmed.status == .ok && confirmed.object.isEmpty)
      #expect(try await mailbox(client, "ines@example.com").count == 2)
    }
  }

  @Test("QV-1.1 (server): resend is rate limited like recover, and never tells which addresses have accounts")
  func limitedAndSilent() async throws {
    try await withServer(confirming(interval: 60)) { client in
      _ = try await client.request(
        .post, "/auth/v1/signup", json: #"{"email":"ada@example.com","password":"correct horse battery"}"#)
      for _ in 0..<3 {
        let again = try await client.request(
          .post, "/auth/v1/resend", json: #"{"type":"signup","email":"ada@example.com"}"#)
        #expect(again.status == .ok && again.object.isEmpty)
      }
      #expect(try await mailbox(client, "ada@example.com").count == 1, "one mail a minute, however often asked")

      let unknown = try await client.request(
        .post, "/auth/v1/resend", json: #"{"type":"signup","email":"nobody@example.com"}"#)
      #expect(unknown.status == .ok && unknown.object.isEmpty, "the same answer as for an account")
      #expect(try await mailbox(client, "nobody@example.com").isEmpty)

      let noType = try await client.request(.post, "/auth/v1/resend", json: #"{"email":"ada@example.com"}"#)
      #expect(noType.status == .badRequest && noType.object["error_code"] as? String == "validation_failed")
      let noEmail = try await client.request(.post, "/auth/v1/resend", json: #"{"type":"signup"}"#)
      #expect(noEmail.status == .badRequest && noEmail.object["error_code"] as? String == "validation_failed")
      let badEmail = try await client.request(
        .post, "/auth/v1/resend", json: #"{"type":"signup","email":"not an address"}"#)
      #expect(badEmail.status == .badRequest && badEmail.object["error_code"] as? String == "validation_failed")
    }
  }
}
