import Foundation
import QuoteVaultServer
import Testing

@Suite("quotevault-server: sign-up with enable_confirmations, as a hosted project has it")
struct SignUpConfirmationTests {
  func confirming() -> ServerConfiguration {
    var configuration = testConfiguration()
    configuration.enableConfirmations = true
    return configuration
  }

  @Test("QV-1.1 (server): with confirmations on, sign-up answers the user alone and mails a link that signs in once")
  func confirmThroughTheMailedLink() async throws {
    try await withServer(confirming()) { client in
      let settings = try await client.request(.get, "/auth/v1/settings")
      #expect(settings.object["mailer_autoconfirm"] as? Bool == false)

      let callback = "quotevault://auth-callback".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
      let signUp = try await client.request(
        .post, "/auth/v1/signup?redirect_to=\(callback)",
        json: #"{"email":"lise@example.com","password":"correct horse battery"}"#)
      #expect(signUp.status == .ok)
      #expect(signUp.object["access_token"] == nil, "no session until the address is confirmed")
      #expect(signUp.object["email"] as? String == "lise@example.com")
      #expect(signUp.object["id"] as? String != nil && signUp.object["email_confirmed_at"] is NSNull)
      #expect(signUp.object["confirmation_sent_at"] as? String != nil)

      let early = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"lise@example.com","password":"correct horse battery"}"#)
      #expect(early.status == .badRequest && early.object["error_code"] as? String == "email_not_confirmed")

      let link = try lastLink(try await mailbox(client, "lise@example.com"))
      #expect(link.contains("type=signup") && link.contains("redirect_to=quotevault"))
      let token = String(try #require(link.firstMatch(of: /token=([0-9a-f]+)/)?.1))
      let opened = try await client.request(
        .get, "/auth/v1/verify?token=\(token)&type=signup&redirect_to=\(callback)", key: "")
      #expect(opened.status == .seeOther)
      let location = try #require(opened.header("location"))
      #expect(location.hasPrefix("quotevault://auth-callback#access_token="))
      #expect(location.contains("type=signup") && location.contains("refresh_token="))

      let again = try await client.request(.get, "/auth/v1/verify?token=\(token)&type=signup", key: "")
      #expect(again.status == .forbidden && again.object["error_code"] as? String == "otp_expired", "once only")

      let signIn = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"lise@example.com","password":"correct horse battery"}"#)
      #expect(signIn.status == .ok && signIn.object["access_token"] as? String != nil)
      #expect((signIn.object["user"] as? [String: Any])?["email_confirmed_at"] as? String != nil)
    }
  }

  @Test("With confirmations off (local default), sign-up signs in at once and the setting says so")
  func offByDefault() async throws {
    try await withServer { client in
      var client = client
      let session = try await client.signUp("otto@example.com")
      #expect(session["access_token"] as? String != nil)
      let settings = try await client.request(.get, "/auth/v1/settings")
      #expect(settings.object["mailer_autoconfirm"] as? Bool == true)
    }
  }
}
