import Foundation
import HTTPTypes
import Testing

@testable import QuoteVaultServer

/// `[auth.rate_limit]`: every attempt is counted before its work, atomically, so limits hold under a burst.
@Suite("Auth rate limits")
struct RateLimitTests {
  @Test("200 simultaneous wrong passwords: only the limit's worth are checked, the rest answer 429 at once")
  func simultaneousGuesses() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("target@example.com")
      let guesser = client
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for index in 0..<200 {
          group.addTask {
            try await guesser.request(
              .post, "/auth/v1/token?grant_type=password",
              json: #"{"email":"target@example.com","password":"guess number \#(index)"}"#
            ).status.code
          }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(statuses.filter { $0 == 400 }.count == ServerConfiguration.defaultForTests.maximumFailedLogins)
      #expect(statuses.filter { $0 == 429 }.count == 200 - ServerConfiguration.defaultForTests.maximumFailedLogins)
      // The account's owner, from the same address, is refused too until the window passes.
      let owner = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"target@example.com","password":"correct horse battery"}"#)
      #expect(owner.status == .tooManyRequests)
    }
  }

  @Test("Sign-ups are counted per address: of 40 at once, 30 pass (sign_in_sign_ups)")
  func signUpBurst() async throws {
    try await withServer { client in
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for index in 0..<40 {
          group.addTask {
            try await client.request(
              .post, "/auth/v1/signup", json: #"{"email":"burst\#(index)@example.com","password":"long enough"}"#
            ).status.code
          }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
      }
      let limit = ServerConfiguration.defaultForTests.signInsAndSignUpsPerAddress
      #expect(statuses.filter { $0 == 200 }.count == limit)
      #expect(statuses.filter { $0 == 429 }.count == 40 - limit)
    }
  }

  @Test("A new recovery code does not buy new guesses: wrong codes are counted per account across codes")
  func recoveryAcrossCodes() async throws {
    var configuration = testConfiguration()
    configuration.emailMinimumInterval = 0
    let allowance = configuration.recoveryFailuresPerAccountPerHour
    try await withServer(configuration) { client in
      var client = client
      _ = try await client.signUp("grace@example.com")
      var wrongAnswers = 0
      var refused = 0
      var lastCode = ""
      // Three codes asked for, five wrong guesses at each: only the account's hourly allowance is checked.
      for _ in 0..<3 {
        _ = try await client.request(.post, "/auth/v1/recover", json: #"{"email":"grace@example.com"}"#)
        let text = try #require(try await mailbox(client, "grace@example.com").last?["text"] as? String)
        lastCode = String(try #require(text.firstMatch(of: /code: (\d{6})/)?.1))
        let wrong = lastCode == "000000" ? "000001" : "000000"
        for _ in 0..<5 {
          let reply = try await client.request(
            .post, "/auth/v1/verify", json: #"{"type":"recovery","token":"\#(wrong)","email":"grace@example.com"}"#)
          if reply.status == .forbidden { wrongAnswers += 1 }
          if reply.status == .tooManyRequests { refused += 1 }
        }
      }
      #expect(wrongAnswers == allowance)
      #expect(refused == 15 - allowance)
      // Even the right code waits for the hour now.
      _ = try await client.request(.post, "/auth/v1/recover", json: #"{"email":"grace@example.com"}"#)
      let text = try #require(try await mailbox(client, "grace@example.com").last?["text"] as? String)
      let code = String(try #require(text.firstMatch(of: /code: (\d{6})/)?.1))
      let right = try await client.request(
        .post, "/auth/v1/verify", json: #"{"type":"recovery","token":"\#(code)","email":"grace@example.com"}"#)
      #expect(right.status == .tooManyRequests)
    }
  }

  @Test("The limiter's memory is bounded: a full table refuses new keys and frees them when their window passes")
  func limiterBounded() async {
    let limiter = RateLimiter(capacity: 10)
    let rule = RateLimiter.Rule(name: "test", limit: 2, window: 60)
    let start = ContinuousClock.now
    for index in 0..<10 { #expect(await limiter.reserve([(rule, "key \(index)")], now: start)) }
    #expect(await limiter.reserve([(rule, "one more")], now: start) == false, "full of live keys")
    #expect(await limiter.reserve([(rule, "key 0")], now: start), "a known key still counts")
    #expect(await limiter.reserve([(rule, "key 0")], now: start) == false, "and is limited")
    let later = start.advanced(by: .seconds(61))
    #expect(await limiter.reserve([(rule, "one more")], now: later), "expired keys are swept")
    #expect(await limiter.keyCount == 1)
  }

  @Test("A correct password takes back its own count: the owner is never locked out by their own sign-ins")
  func successIsForgiven() async {
    let limiter = RateLimiter()
    let rule = RateLimiter.Rule(name: "test", limit: 3, window: 60)
    for _ in 0..<10 {
      #expect(await limiter.reserve([(rule, "owner")]))
      await limiter.release(rule, "owner")
    }
    #expect(await limiter.keyCount == 0)
  }

  @Test("60,000 metadata keys are refused before any work; a merge keeps order and removes null keys")
  func metadataBudget() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("meta@example.com")
      let keys = (0..<60_000).map { #""k\#($0)": 1"# }.joined(separator: ",")
      let huge = try await client.request(.put, "/auth/v1/user", json: #"{"data": {\#(keys)}}"#)
      #expect(huge.status == .badRequest && huge.object["error_code"] as? String == "validation_failed")
      let big = String(repeating: "x", count: UserMetadata.maximumBytes)
      let tooBig = try await client.request(.put, "/auth/v1/user", json: #"{"data": {"bio": "\#(big)"}}"#)
      #expect(tooBig.status == .badRequest)
      let fine = try await client.request(
        .put, "/auth/v1/user", json: #"{"data": {"display_name": "Meta", "theme": "dark"}}"#)
      #expect(fine.status == .ok)
      let merged = try await client.request(.put, "/auth/v1/user", json: #"{"data": {"theme": null, "font": "serif"}}"#)
      let metadata = try #require((merged.object["user_metadata"] as? [String: Any]))
      #expect(metadata["display_name"] as? String == "Meta")
      #expect(metadata["theme"] == nil)
      #expect(metadata["font"] as? String == "serif")
    }
    #expect(
      UserMetadata.merged([("a", .int(1)), ("b", .int(2))], [("b", .null), ("c", .int(3)), ("a", .int(4))]).map(\.0)
        == ["a", "c"])
  }
}

extension ServerConfiguration {
  /// The configuration tests run with, for reading its defaults.
  static var defaultForTests: ServerConfiguration { testConfiguration() }
}
