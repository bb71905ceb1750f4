import Foundation
import QuoteVaultServer
import Testing

@Suite("Auth (/auth/v1)")
struct AuthTests {
  @Test("QV-1.1 (server): sign-up with a valid email and password creates the account and a session")
  func signUp() async throws {
    try await withServer { client in
      var client = client
      let session = try await client.signUp("ada@example.com")
      #expect(session["token_type"] as? String == "bearer")
      #expect(session["expires_in"] as? Int == 3600)
      #expect((session["refresh_token"] as? String)?.isEmpty == false)
      let user = try #require(session["user"] as? [String: Any])
      #expect(user["email"] as? String == "ada@example.com")
      #expect(user["aud"] as? String == "authenticated")
      let me = try await client.request(.get, "/auth/v1/user")
      #expect(me.status == .ok && me.object["id"] as? String == client.userID)
      // The profile row was created with the user, named after the email.
      let profile = try await client.request(.get, "/rest/v1/profiles?select=display_name")
      #expect(profile.array.first?["display_name"] as? String == "ada")
    }
  }

  @Test("QV-1.2 (server): an invalid email is refused with validation_failed")
  func invalidEmail() async throws {
    try await withServer { client in
      for email in ["not-an-email", "a@b", "two words@example.com", ""] {
        let reply = try await client.request(
          .post, "/auth/v1/signup", json: #"{"email":"\#(email)","password":"correct horse"}"#,
          headers: ["X-Supabase-Api-Version": "2024-01-01"])
        #expect(reply.status == .badRequest, "\(email)")
        #expect(reply.object["code"] as? String == "validation_failed")
      }
    }
  }

  @Test("QV-1.3 (server): a password under 8 characters is refused with weak_password and its reasons")
  func weakPassword() async throws {
    try await withServer { client in
      let modern = try await client.request(
        .post, "/auth/v1/signup", json: #"{"email":"bob@example.com","password":"1234567"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(modern.status == .unprocessableContent)
      #expect(modern.object["code"] as? String == "weak_password")
      #expect((modern.object["weak_password"] as? [String: Any])?["reasons"] as? [String] == ["length"])
      #expect(modern.header("x-sb-error-code") == "weak_password")
      // Older clients get GoTrue's older error shape.
      let legacy = try await client.request(
        .post, "/auth/v1/signup", json: #"{"email":"bob@example.com","password":"short"}"#)
      #expect(legacy.object["code"] as? Int == 422)
      #expect(legacy.object["error_code"] as? String == "weak_password")
      #expect((legacy.object["msg"] as? String)?.contains("8 characters") == true)
      let long = try await client.request(
        .post, "/auth/v1/signup",
        json: #"{"email":"bob@example.com","password":"\#(String(repeating: "x", count: 73))"}"#)
      #expect(long.status == .badRequest && long.object["error_code"] as? String == "validation_failed")
    }
  }

  @Test("QV-1.4 / QV-1.5 (server): right credentials sign in; wrong ones get invalid_credentials")
  func signIn() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("grace@example.com")
      let good = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"Grace@Example.com","password":"correct horse battery"}"#)
      #expect(good.status == .ok && good.object["access_token"] != nil)
      for body in [
        #"{"email":"grace@example.com","password":"wrong password"}"#,
        #"{"email":"nobody@example.com","password":"whatever1"}"#,
      ] {
        let bad = try await client.request(
          .post, "/auth/v1/token?grant_type=password", json: body, headers: ["X-Supabase-Api-Version": "2024-01-01"])
        #expect(bad.status == .badRequest)
        #expect(bad.object["code"] as? String == "invalid_credentials")
        #expect(bad.object["message"] as? String == "Invalid login credentials")
      }
      let duplicate = try await client.request(
        .post, "/auth/v1/signup", json: #"{"email":"grace@example.com","password":"another one!"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(duplicate.status == .unprocessableContent && duplicate.object["code"] as? String == "user_already_exists")
    }
  }

  @Test("Repeated failed sign-ins for one email are rate limited")
  func rateLimit() async throws {
    var configuration = testConfiguration()
    configuration.maximumFailedLogins = 3
    try await withServer(configuration) { client in
      var client = client
      _ = try await client.signUp("hedy@example.com")
      for _ in 0..<3 {
        let reply = try await client.request(
          .post, "/auth/v1/token?grant_type=password", json: #"{"email":"hedy@example.com","password":"guess guess"}"#)
        #expect(reply.status == .badRequest)
      }
      let blocked = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"hedy@example.com","password":"correct horse battery"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(blocked.status == .tooManyRequests)
      #expect(blocked.object["code"] as? String == "over_request_rate_limit")
    }
  }

  @Test("Refresh tokens rotate; a spent one, past the reuse interval, is refused and ends the session")
  func refreshRotation() async throws {
    var configuration = testConfiguration()
    configuration.refreshTokenReuseInterval = 0
    try await withServer(configuration) { client in
      var client = client
      let session = try await client.signUp("alan@example.com")
      let first = try #require(session["refresh_token"] as? String)
      let refreshed = try await client.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(first)"}"#)
      #expect(refreshed.status == .ok)
      let second = try #require(refreshed.object["refresh_token"] as? String)
      #expect(second != first)
      let reused = try await client.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(first)"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(reused.status == .badRequest && reused.object["code"] as? String == "refresh_token_already_used")
      let afterReuse = try await client.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(second)"}"#)
      #expect(afterReuse.status == .badRequest, "reuse revoked the whole session")
      let unknown = try await client.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"nope"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(unknown.object["code"] as? String == "refresh_token_not_found")
    }
  }

  @Test("QV-1.8 (server): logout ends the session; its refresh token stops working")
  func logout() async throws {
    try await withServer { client in
      var client = client
      let session = try await client.signUp("ken@example.com")
      let out = try await client.request(.post, "/auth/v1/logout?scope=global")
      #expect(out.status == .noContent)
      let me = try await client.request(.get, "/auth/v1/user", headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(me.status == .forbidden && me.object["code"] as? String == "session_not_found")
      let refresh = try await client.request(
        .post, "/auth/v1/token?grant_type=refresh_token",
        json: #"{"refresh_token":"\#(session["refresh_token"] as! String)"}"#)
      #expect(refresh.status == .badRequest)
      let anonymous = try await client.request(.post, "/auth/v1/logout", bearer: client.info.anonKey)
      #expect(anonymous.status == .unauthorized)
    }
  }

  @Test(
    "QV-1.6 (server): password reset mails a code and link that sign the user in once; unknown emails look the same")
  func recovery() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("mary@example.com")
      for email in ["mary@example.com", "nobody@example.com"] {
        let reply = try await client.request(.post, "/auth/v1/recover", json: #"{"email":"\#(email)"}"#)
        #expect(reply.status == .ok && reply.text == "{}")
      }
      let mailbox = try await client.request(
        .get, "/auth/v1/dev/mailbox?email=mary@example.com", key: client.info.serviceRoleKey,
        bearer: client.info.serviceRoleKey)
      let message = try #require(mailbox.array.last)
      let text = try #require(message["text"] as? String)
      #expect(message["subject"] as? String == "Reset Your Password")
      let code = try #require(text.firstMatch(of: /code: (\d{6})/)?.1)
      let verified = try await client.request(
        .post, "/auth/v1/verify", json: #"{"type":"recovery","token":"\#(code)","email":"mary@example.com"}"#)
      #expect(verified.status == .ok && verified.object["access_token"] != nil)
      let again = try await client.request(
        .post, "/auth/v1/verify", json: #"{"type":"recovery","token":"\#(code)","email":"mary@example.com"}"#)
      #expect(again.status == .forbidden, "a code works once")
      // The new session may set a new password, which then signs in.
      client.accessToken = verified.object["access_token"] as? String
      let update = try await client.request(.put, "/auth/v1/user", json: #"{"password":"a brand new secret"}"#)
      #expect(update.status == .ok)
      let signIn = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"mary@example.com","password":"a brand new secret"}"#)
      #expect(signIn.status == .ok)
      let nobodyMail = try await client.request(
        .get, "/auth/v1/dev/mailbox?email=nobody@example.com", key: client.info.serviceRoleKey,
        bearer: client.info.serviceRoleKey)
      #expect(nobodyMail.array.isEmpty)
      let peek = try await client.request(.get, "/auth/v1/dev/mailbox")
      #expect(peek.status == .forbidden, "only the service role reads the mailbox")
    }
  }

  @Test("QV-2.2 (server): user metadata and the display name persist")
  func updateUser() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("rosalind@example.com")
      let reply = try await client.request(.put, "/auth/v1/user", json: #"{"data":{"display_name":"Rosalind"}}"#)
      #expect((reply.object["user_metadata"] as? [String: Any])?["display_name"] as? String == "Rosalind")
      let patch = try await client.request(
        .patch, "/rest/v1/profiles?id=eq.\(client.userID!)", json: #"{"display_name":"Rosalind F."}"#,
        headers: ["Prefer": "return=representation"])
      #expect(patch.array.first?["display_name"] as? String == "Rosalind F.")
      let read = try await client.request(.get, "/rest/v1/profiles?select=display_name,updated_at")
      #expect(read.array.first?["display_name"] as? String == "Rosalind F.")
    }
  }
}
