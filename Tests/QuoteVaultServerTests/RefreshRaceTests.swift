import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import QuoteVaultServer

/// An app and its widget share one session and refresh it at the same moment. GoTrue answers every refresh of a
/// token spent within `refresh_token_reuse_interval` with the session's current token; only reuse after the
/// interval is theft, and ends the session.
@Suite("Refresh races")
struct RefreshRaceTests {
  /// `ways` refreshes of one token, each on its own connection over a real socket, sent together.
  private static func race(ways: Int) async throws {
    var configuration = testConfiguration()
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let session = try await Self.post(
        client, info, "/auth/v1/signup", #"{"email":"race\#(ways)@example.com","password":"correct horse battery"}"#)
      #expect(session.status == .ok)
      let token = try #require(session.object["refresh_token"] as? String)
      let answers = try await withThrowingTaskGroup(of: Reply.self) { group in
        for _ in 0..<ways {
          group.addTask {
            try await Self.refresh(token, port: port, key: info.anonKey)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(answers.count == ways)
      for answer in answers { #expect(answer.status == .ok, "\(answer.text)") }
      let children = Set(answers.compactMap { $0.object["refresh_token"] as? String })
      #expect(children.count == 1, "every racer got the session's one current token")
      let child = try #require(children.first)
      #expect(child != token)
      for answer in answers {
        let access = try #require(answer.object["access_token"] as? String)
        let user = try await Self.get(client, info, "/auth/v1/user", bearer: access)
        #expect(user.status == .ok, "the session is alive: \(user.text)")
      }
      let next = try await Self.post(
        client, info, "/auth/v1/token?grant_type=refresh_token", #"{"refresh_token":"\#(child)"}"#)
      #expect(next.status == .ok, "the current token still rotates: \(next.text)")
    }
  }

  @Test("Two refreshes of one token at once, over a real socket: both 200, the session alive")
  func twoWays() async throws { try await Self.race(ways: 2) }

  @Test("Eight refreshes of one token at once: all 200, the session alive")
  func eightWays() async throws { try await Self.race(ways: 8) }

  @Test("Twenty refreshes of one token at once: all 200, the session alive")
  func twentyWays() async throws { try await Self.race(ways: 20) }

  @Test("Reuse after the interval is refresh_token_already_used and revokes the whole family")
  func reuseAfterInterval() async throws {
    // An interval of 0, so the test does not depend on how fast a loaded machine answers (within the interval,
    // the races above and `refreshRace` in AuthHardeningTests).
    var configuration = testConfiguration()
    configuration.refreshTokenReuseInterval = 0
    let clock = TestNow()
    configuration.now = clock.now
    try await withServer(configuration) { client in
      var client = client
      let session = try await client.signUp("family@example.com")
      let token = try #require(session["refresh_token"] as? String)
      let path = "/auth/v1/token?grant_type=refresh_token"
      let rotated = try await client.request(.post, path, json: #"{"refresh_token":"\#(token)"}"#)
      #expect(rotated.status == .ok)
      let child = try #require(rotated.object["refresh_token"] as? String)
      // The reuse comes after the reuse interval (0) has passed.
      clock.advance(by: 1)
      let reused = try await client.request(.post, path, json: #"{"refresh_token":"\#(token)"}"#)
      #expect(reused.status == .badRequest && reused.object["error_code"] as? String == "refresh_token_already_used")
      let orphan = try await client.request(.post, path, json: #"{"refresh_token":"\#(child)"}"#)
      #expect(orphan.status == .badRequest, "the child died with its family")
      client.accessToken = rotated.object["access_token"] as? String
      #expect(try await client.request(.get, "/auth/v1/user").status == .forbidden, "the session is gone")
    }
  }

  @Test(
    "Refreshes of one token queued behind a busy writer, two of eight rate limited: every 200 holds a live session"
  )
  func queuedBehindWriterWithRateLimits() async throws {
    // The reuse interval is measured when the token is spent, in the writer's transaction: a refresh that waited
    // for the writer longer than the interval stamped its start time as the revocation, so a refresh arriving
    // later found the token spent "too long ago", ended the session, and the waiting refresh's 200 held a dead
    // token.
    var settings = testConfiguration()
    settings.refreshTokenReuseInterval = 1
    settings.tokenRefreshesPerAddress = 6
    // The writer waits as long as the test holds the lock (on a loaded machine, past the 5 s default, which would
    // answer 503: BusyDatabaseTests).
    settings.databaseBusyTimeout = 120
    let configuration = settings
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let session = try await Self.post(
        client, info, "/auth/v1/signup", #"{"email":"queued@example.com","password":"correct horse battery"}"#)
      let token = try #require(session.object["refresh_token"] as? String)
      // Another connection holds the database's write lock, as a long write would; the server's writer waits.
      var lockConfiguration = Configuration()
      lockConfiguration.allowsUnsafeTransactions = true
      let lock = try DatabaseQueue(
        path: configuration.dataDirectory.appendingPathComponent("quotevault.sqlite").path,
        configuration: lockConfiguration)
      try await lock.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
      let answers = try await withThrowingTaskGroup(of: Reply?.self) { group in
        func racer() {
          group.addTask {
            try await Self.refresh(token, port: port, key: info.anonKey)
          }
        }
        for _ in 0..<4 { racer() }
        // Real time passing is the point here, not a stand-in for an event: the second four must arrive past the
        // reuse interval (1 s) while the first four still wait for the writer.
        try await Task.sleep(for: .milliseconds(1_300))
        for _ in 0..<4 { racer() }
        // The writer is released once every racer reached the server: the limiter counts arrivals, so its two
        // refusals (the 7th and 8th) are that event.
        try await Self.waitUntilRateLimited(2, port: port, info: info)
        try await lock.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
        return try await group.reduce(into: []) { $0.append($1) }
      }.compactMap { $0 }
      let statuses = answers.map(\.status.code).sorted()
      #expect(statuses == [200, 200, 200, 200, 200, 200, 429, 429], "\(answers.map(\.text))")
      let ok = answers.filter { $0.status == .ok }
      let children = Set(ok.compactMap { $0.object["refresh_token"] as? String })
      #expect(children.count == 1, "every 200 carries the session's one current token")
      for answer in ok {
        let access = try #require(answer.object["access_token"] as? String)
        let user = try await Self.get(client, info, "/auth/v1/user", bearer: access)
        #expect(user.status == .ok, "the session is alive: \(user.text)")
      }
      // The token every 200 carries is one the server still honours: not spent, its session alive.
      let child = try #require(children.first)
      let live = try await lock.read { db in
        try Bool.fetchOne(
          db,
          sql: """
            SELECT EXISTS (SELECT 1 FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
            WHERE t.token = ? AND t.revoked = 0)
            """, arguments: [child])
      }
      #expect(live == true)
    }
  }

  private static func post(_ client: some TestClientProtocol, _ info: ServerInfo, _ uri: String, _ json: String)
    async throws -> Reply
  {
    var fields = HTTPFields()
    fields[HTTPField.Name("apikey")!] = info.anonKey
    fields[.contentType] = "application/json"
    let port = try #require(client.port)
    return try await send(TestClient.Request(uri, method: .post, headers: fields, body: ByteBuffer(string: json)), port)
  }

  private static func get(_ client: some TestClientProtocol, _ info: ServerInfo, _ uri: String, bearer: String)
    async throws -> Reply
  {
    var fields = HTTPFields()
    fields[HTTPField.Name("apikey")!] = info.anonKey
    fields[.authorization] = "Bearer \(bearer)"
    let port = try #require(client.port)
    return try await send(TestClient.Request(uri, method: .get, headers: fields), port)
  }

  /// Waits, up to `limit`, until /metrics counts `count` refreshes refused by the rate limit; fails the test
  /// past it. Polled, as the server offers no notification; the interval only paces the polls.
  private static func waitUntilRateLimited(
    _ count: Int, port: Int, info: ServerInfo, within limit: Duration = .seconds(60)
  ) async throws {
    var fields = HTTPFields()
    fields[HTTPField.Name("apikey")!] = info.serviceRoleKey
    fields[.authorization] = "Bearer \(info.serviceRoleKey)"
    let line = #"quotevault_rate_limited_total{route="/auth/v1/token"} \#(count)"#
    let deadline = ContinuousClock.now.advanced(by: limit)
    while ContinuousClock.now < deadline {
      let metrics = try await send(TestClient.Request("/metrics", method: .get, headers: fields), port)
      if metrics.text.split(separator: "\n").contains(Substring(line)) { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the racers did not all reach the server within \(limit)")
  }

  /// One refresh of `token` on a connection of its own, as separate clients (or app launches) send them.
  static func refresh(_ token: String, port: Int, key: String) async throws -> Reply {
    var fields = HTTPFields()
    fields[HTTPField.Name("apikey")!] = key
    fields[.contentType] = "application/json"
    return try await send(
      TestClient.Request(
        "/auth/v1/token?grant_type=refresh_token", method: .post, headers: fields,
        body: ByteBuffer(string: #"{"refresh_token":"\#(token)"}"#)), port)
  }

  /// `request` on a connection of its own. The client's read timeout is CI's bound, not HummingbirdTesting's 15 s:
  /// twenty racers on a loaded 2-core machine may wait longer than that for the writer, which is not a failure.
  private static func send(_ request: TestClient.Request, _ port: Int) async throws -> Reply {
    let socket = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(120)))
    socket.connect()
    defer { Task { try? await socket.shutdown() } }
    let response = try await socket.execute(request)
    return Reply(
      status: response.status, headers: response.headers,
      body: Data(response.body?.readableBytesView ?? ByteBuffer().readableBytesView))
  }
}
