import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import QuoteVaultServer

/// The holes an attacker found in auth, each closed the way GoTrue closes it.
@Suite("Auth hardening")
struct AuthHardeningTests {
  @Test("Wrong recovery codes are counted: after five the code is void, so six digits cannot be guessed")
  func recoveryAttempts() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("grace@example.com")
      _ = try await client.request(.post, "/auth/v1/recover", json: #"{"email":"grace@example.com"}"#)
      let text = try #require(try await mailbox(client, "grace@example.com").last?["text"] as? String)
      let code = String(try #require(text.firstMatch(of: /code: (\d{6})/)?.1))
      let wrong = code == "000000" ? "000001" : "000000"
      for _ in 0..<5 {
        let reply = try await client.request(
          .post, "/auth/v1/verify", json: #"{"type":"recovery","token":"\#(wrong)","email":"grace@example.com"}"#)
        #expect(reply.status == .forbidden)
      }
      let right = try await client.request(
        .post, "/auth/v1/verify", json: #"{"type":"recovery","token":"\#(code)","email":"grace@example.com"}"#)
      #expect(right.status == .forbidden, "the code died with the fifth wrong guess")
    }
  }

  @Test("/verify sends tokens only to the site URL or an allowed redirect URL, as supabase/config.toml lists them")
  func redirectAllowList() async throws {
    var configuration = testConfiguration()
    configuration.emailMinimumInterval = 0
    try await withServer(configuration) { client in
      var client = client
      _ = try await client.signUp("ada@example.com")
      for (requested, expected) in [
        ("https://evil.example/steal", "quotevault://auth-callback#"),
        ("quotevault://reset-password", "quotevault://reset-password#"),
        ("quotevault://reset-password.evil.example", "quotevault://auth-callback#"),
        ("quotevault://reset-password/deep", "quotevault://reset-password/deep#"),
      ] {
        let encoded = requested.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        _ = try await client.request(
          .post, "/auth/v1/recover?redirect_to=\(encoded)", json: #"{"email":"ada@example.com"}"#)
        let link = try lastLink(try await mailbox(client, "ada@example.com"))
        #expect(!link.contains("evil"), "the mail never carries a forbidden target")
        let token = String(try #require(link.firstMatch(of: /token=([0-9a-f]+)/)?.1))
        let reply = try await client.request(
          .get, "/auth/v1/verify?token=\(token)&type=recovery&redirect_to=\(encoded)", key: "")
        #expect(reply.status == .seeOther)
        #expect(
          reply.header("location")?.hasPrefix(expected) == true, "\(requested) -> \(reply.header("location") ?? "")")
      }
    }
  }

  @Test("An email change waits for confirmation from the new and the old address")
  func emailChange() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("old@example.com")
      let update = try await client.request(.put, "/auth/v1/user", json: #"{"email":"new@example.com"}"#)
      #expect(update.status == .ok)
      #expect(update.object["email"] as? String == "old@example.com")
      #expect(update.object["new_email"] as? String == "new@example.com")
      #expect(try await client.request(.get, "/auth/v1/user").object["email"] as? String == "old@example.com")
      let toNew = try lastLink(try await mailbox(client, "new@example.com"))
      let toOld = try lastLink(try await mailbox(client, "old@example.com"))
      let first = String(try #require(toNew.firstMatch(of: /token=([0-9a-f]+)/)?.1))
      let second = String(try #require(toOld.firstMatch(of: /token=([0-9a-f]+)/)?.1))
      let half = try await client.request(
        .post, "/auth/v1/verify", json: #"{"type":"email_change","token_hash":"\#(first)"}"#)
      #expect(half.status == .ok && (half.object["msg"] as? String)?.contains("other email") == true)
      // GoTrue writes this code as a string; supabase-swift's decoder fails on a number.
      #expect(half.object["code"] as? String == "200")
      #expect(try await client.request(.get, "/auth/v1/user").object["email"] as? String == "old@example.com")
      let done = try await client.request(
        .post, "/auth/v1/verify", json: #"{"type":"email_change","token_hash":"\#(second)"}"#)
      #expect(done.status == .ok && done.object["access_token"] != nil)
      #expect(try await client.request(.get, "/auth/v1/user").object["email"] as? String == "new@example.com")
      let replay = try await client.request(
        .post, "/auth/v1/verify", json: #"{"type":"email_change","token_hash":"\#(second)"}"#)
      #expect(replay.status == .forbidden)
      // Another account's address is refused at once.
      var other = client
      _ = try await other.signUp("taken@example.com")
      let clash = try await client.request(.put, "/auth/v1/user", json: #"{"email":"taken@example.com"}"#)
      #expect(clash.status == .unprocessableContent)
    }
  }

  @Test("A new password must differ from the old one, and signs out every other session")
  func passwordChange() async throws {
    try await withServer { client in
      var phone = client
      let signUp = try await phone.signUp("marie@example.com", password: "first password")
      var laptop = client
      let other = try await laptop.request(
        .post, "/auth/v1/token?grant_type=password", json: #"{"email":"marie@example.com","password":"first password"}"#
      )
      laptop.accessToken = other.object["access_token"] as? String
      let laptopRefresh = try #require(other.object["refresh_token"] as? String)
      let same = try await phone.request(
        .put, "/auth/v1/user", json: #"{"password":"first password"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(same.status == .unprocessableContent && same.object["code"] as? String == "same_password")
      let changed = try await phone.request(.put, "/auth/v1/user", json: #"{"password":"second password"}"#)
      #expect(changed.status == .ok)
      #expect(try await phone.request(.get, "/auth/v1/user").status == .ok, "the session that changed it stays")
      #expect(try await laptop.request(.get, "/auth/v1/user").status == .forbidden, "the other session is gone")
      let refresh = try await laptop.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(laptopRefresh)"}"#)
      #expect(refresh.status == .badRequest)
      _ = signUp
    }
  }

  @Test("Two refreshes of one token within the reuse interval both get the session, and it stays alive")
  func refreshRace() async throws {
    // Within the interval is the point: a loaded machine may take seconds between two requests.
    var configuration = testConfiguration()
    configuration.refreshTokenReuseInterval = 600
    try await withServer(configuration) { client in
      var client = client
      let session = try await client.signUp("linus@example.com")
      let token = try #require(session["refresh_token"] as? String)
      let first = try await client.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(token)"}"#)
      let second = try await client.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(token)"}"#)
      #expect(first.status == .ok && second.status == .ok)
      #expect(second.object["refresh_token"] as? String == first.object["refresh_token"] as? String)
      client.accessToken = second.object["access_token"] as? String
      #expect(try await client.request(.get, "/auth/v1/user").status == .ok, "nobody was logged out")
    }
  }

  @Test("Sign-in lockout counts per address and email: a stranger cannot lock the owner out")
  func lockoutPerAddress() async throws {
    let directory = temporaryDataDirectory()
    var configuration = testConfiguration(directory)
    configuration.failedLoginsPerAddress = 8
    let store = try Store(directory: directory, seed: false)
    let service = AuthService(
      store: store, keys: try ProjectKeys.load(from: directory), configuration: configuration,
      mailbox: Mailbox(directory: directory.appendingPathComponent("mailbox")))
    _ = try await service.signUp(
      email: "owner@example.com", password: "owner's password", metadata: nil, address: "192.0.2.1")
    for _ in 0..<5 {
      await #expect(throws: APIError.self) {
        try await service.signIn(email: "owner@example.com", password: "guess", address: "203.0.113.9")
      }
    }
    // The attacker's address is locked out of that account, even with the right password...
    await #expect(throws: APIError.self) {
      try await service.signIn(email: "owner@example.com", password: "owner's password", address: "203.0.113.9")
    }
    // ...the owner, elsewhere, is not.
    let owner = try await service.signIn(
      email: "owner@example.com", password: "owner's password", address: "198.51.100.7")
    #expect(owner["access_token"] != nil)
    // Spraying guesses across accounts from one address is stopped too.
    for index in 0..<3 {
      _ = try? await service.signIn(email: "victim\(index)@example.com", password: "guess", address: "203.0.113.9")
    }
    await #expect(throws: APIError.self) {
      try await service.signIn(email: "fresh@example.com", password: "guess", address: "203.0.113.9")
    }
  }

  @Test("Unknown emails are checked against a hash of the same cost as real ones, so timing tells nothing")
  func equalCost() async throws {
    let directory = temporaryDataDirectory()
    let configuration = ServerConfiguration(dataDirectory: directory, port: 0, bcryptCost: 6)
    let service = AuthService(
      store: try Store(directory: directory, seed: false), keys: try ProjectKeys.load(from: directory),
      configuration: configuration, mailbox: Mailbox(directory: directory.appendingPathComponent("mailbox")))
    let real = try await service.hash("some password", cost: configuration.bcryptCost)
    #expect(service.dummyHash.prefix(7) == real.prefix(7), "\(service.dummyHash.prefix(7)) vs \(real.prefix(7))")
  }

  @Test("Every spelling of a guarded path needs the API key: //auth/v1/signup, //rest/v1/quotes")
  func apiKeyOnOddPaths() async throws {
    let configuration = testConfiguration()
    let app = try await buildApplication(configuration)
    try await app.test(.router) { client in
      for path in [
        "//auth/v1/signup", "/auth/v1//signup", "//rest/v1/quotes", "/rest/v1//quotes", "//storage/v1/bucket",
      ] {
        let method: HTTPRequest.Method = path.contains("signup") ? .post : .get
        let status = try await client.execute(
          uri: path, method: method, headers: [.contentType: "application/json"],
          body: ByteBuffer(string: #"{"email":"sneaky@example.com","password":"long enough pw"}"#)
        ) { $0.status }
        #expect(status == .unauthorized || status == .notFound, "\(path) answered \(status)")
      }
    }
  }

  @Test("Tokens whose exp is missing, fractional or text are refused")
  func expClaims() async throws {
    let configuration = testConfiguration()
    let keys = try ProjectKeys.load(from: configuration.dataDirectory)
    try await withServer(configuration) { client in
      var client = client
      _ = try await client.signUp("kurt@example.com")
      let subject = try #require(client.userID)
      let future = Date().timeIntervalSince1970 + 3600
      for exp in [JSON.null, .double(future + 0.5), .string(String(Int(future)))] {
        var claims: [(String, JSON)] = [
          ("sub", .string(subject)), ("role", .string("authenticated")), ("aud", .string("authenticated")),
        ]
        if exp != .null { claims.append(("exp", exp)) }
        let token = keys.jwt.sign(.object(claims))
        #expect(try await client.request(.get, "/auth/v1/user", bearer: token).status == .forbidden)
        #expect(try await client.request(.get, "/rest/v1/favorites", bearer: token).status == .unauthorized)
      }
    }
  }

  @Test("Auth answers say API version 2024-01-01, so supabase-swift reads their error codes")
  func apiVersionHeader() async throws {
    try await withServer { client in
      let health = try await client.request(.get, "/auth/v1/health")
      #expect(health.header("x-supabase-api-version") == "2024-01-01")
      let failure = try await client.request(
        .post, "/auth/v1/token?grant_type=password", json: #"{"email":"no@example.com","password":"nope nope"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(failure.header("x-supabase-api-version") == "2024-01-01")
      #expect(failure.object["code"] as? String == "invalid_credentials")
    }
  }

  @Test("Recovery mails: at most one a minute per user, and the answer within the minute is an unknown address's")
  func recoveryResendInterval() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("emmy@example.com")
      let first = try await client.request(.post, "/auth/v1/recover", json: #"{"email":"emmy@example.com"}"#)
      #expect(first.status == .ok)
      let second = try await client.request(
        .post, "/auth/v1/recover", json: #"{"email":"emmy@example.com"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      let unknown = try await client.request(
        .post, "/auth/v1/recover", json: #"{"email":"nobody@example.com"}"#,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(second.status == .ok && unknown.status == .ok, "nobody can tell an account from an unknown address")
      #expect(second.text == unknown.text)
      #expect(try await mailbox(client, "emmy@example.com").count == 1, "but no second mail within the minute")
    }
  }

  @Test("A recovery mail that cannot be written (a full disk) is an error, never a silent 200")
  func recoveryMailFailure() async throws {
    let configuration = testConfiguration()
    try await withServer(configuration) { client in
      var client = client
      _ = try await client.signUp("disk@example.com")
      // The mailbox folder made impossible to write into: a file where it should be.
      let mailbox = configuration.dataDirectory.appendingPathComponent("mailbox")
      try? FileManager.default.removeItem(at: mailbox)
      try Data("full".utf8).write(to: mailbox)
      let reply = try await client.request(.post, "/auth/v1/recover", json: #"{"email":"disk@example.com"}"#)
      #expect(reply.status == .internalServerError, "\(reply.text)")
    }
  }

  @Test("Addresses GoTrue refuses (zero-width space, soft hyphen, BEL, DEL, other non-ASCII) are 400 validation_failed")
  func lookAlikeAddresses() async throws {
    try await withServer { client in
      for address in [
        "vic\u{200B}tim@example.com", "vic\u{00AD}tim@example.com", "vic\u{07}tim@example.com",
        "vic\u{7F}tim@example.com",
        "victim@exa\u{200B}mple.com", "victim@-example.com", "vïctim@example.com",
      ] {
        let body = try JSONSerialization.data(withJSONObject: ["email": address, "password": "long enough"])
        let reply = try await client.request(
          .post, "/auth/v1/signup", body: body, headers: ["Content-Type": "application/json"])
        #expect(reply.status == .badRequest, "\(address.unicodeScalars.map { $0.value })")
        #expect(reply.object["error_code"] as? String == "validation_failed")
      }
      var client = client
      _ = try await client.signUp("o'brien+quotes@mail-1.example.com")
    }
  }

  @Test("A display name of many emoji is cut to 80 characters as PostgreSQL counts them, never a 500")
  func emojiDisplayName() async throws {
    try await withServer { client in
      var client = client
      let family = String(repeating: "👨‍👩‍👧‍👦", count: 40)
      let reply = try await client.request(
        .post, "/auth/v1/signup",
        json: #"{"email":"emoji@example.com","password":"long enough pw","data":{"display_name":"\#(family)"}}"#)
      #expect(reply.status == .ok)
      client.accessToken = reply.object["access_token"] as? String
      let profile = try await client.request(.get, "/rest/v1/profiles?select=display_name").array.first
      let name = try #require(profile?["display_name"] as? String)
      #expect(name.unicodeScalars.count <= 80 && name.unicodeScalars.count > 70)
      #expect(Set(name) == ["👨‍👩‍👧‍👦"], "whole emoji only")
    }
  }
}

@Suite("Configuration")
struct ConfigurationTests {
  @Test("The server's auth settings are supabase/config.toml's, so local and deployed behave alike")
  func mirrorsConfigToml() throws {
    let toml = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("supabase/config.toml"), encoding: .utf8)
    func value(_ key: String) -> String? {
      toml.split(separator: "\n").first { $0.hasPrefix(key + " =") }.map {
        $0.split(separator: "=", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
      }
    }
    let defaults = ServerConfiguration(dataDirectory: URL(fileURLWithPath: "/tmp"))
    #expect(value("site_url") == "\"\(defaults.siteURL)\"")
    #expect(
      value("additional_redirect_urls") == "["
        + defaults.additionalRedirectURLs.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    #expect(value("refresh_token_reuse_interval") == String(Int(defaults.refreshTokenReuseInterval)))
    #expect(value("sign_in_sign_ups") == String(defaults.failedLoginsPerAddress))
    #expect(value("sign_in_sign_ups") == String(defaults.signInsAndSignUpsPerAddress))
    #expect(value("token_refresh") == String(defaults.tokenRefreshesPerAddress))
    #expect(value("token_verifications") == String(defaults.tokenVerificationsPerAddress))
    #expect(value("minimum_password_length") == String(defaults.minimumPasswordLength))
    #expect(value("jwt_expiry") == String(Int(defaults.accessTokenLifetime)))
    #expect(value("double_confirm_changes") == String(defaults.doubleConfirmEmailChanges))
    #expect(value("enable_confirmations") == String(defaults.enableConfirmations))
    #expect(value("max_frequency") == "\"\(Int(defaults.emailMinimumInterval) / 60)m0s\"")
  }
}
