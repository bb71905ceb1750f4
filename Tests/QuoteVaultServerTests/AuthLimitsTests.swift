import Foundation
import GRDB
import NIOPosix
import TestSupport
import Testing

@testable import QuoteVaultServer

/// GoTrue's `sign_in_sign_ups` and `token_refresh` limits, bcrypt on threads of its own, and spent refresh tokens
/// that do not pile up.
@Suite("Auth limits")
struct AuthLimitsTests {
  private static func service(_ configure: (inout ServerConfiguration) -> Void) throws -> (AuthService, Store) {
    let directory = temporaryDataDirectory()
    var configuration = testConfiguration(directory)
    configure(&configuration)
    let store = try Store(directory: directory, seed: false)
    let service = AuthService(
      store: store, keys: try ProjectKeys.load(from: directory), configuration: configuration,
      mailbox: Mailbox(directory: directory.appendingPathComponent("mailbox")))
    return (service, store)
  }

  private static func code(_ error: APIError) -> String? {
    if case .auth(let code, _) = error.shape { return code }
    return nil
  }

  @Test("sign_in_sign_ups counts correct sign-ins and sign-ups together per address; another address is not held")
  func signInsAndSignUps() async throws {
    let (service, _) = try Self.service { $0.signInsAndSignUpsPerAddress = 4 }
    _ = try await service.signUp(email: "ada@example.com", password: "long enough", metadata: nil, address: "192.0.2.1")
    for _ in 0..<3 {
      _ = try await service.signIn(email: "ada@example.com", password: "long enough", address: "192.0.2.1")
    }
    await #expect {
      try await service.signIn(email: "ada@example.com", password: "long enough", address: "192.0.2.1")
    } throws: { error in
      (error as? APIError).flatMap(Self.code) == "over_request_rate_limit"
    }
    await #expect(throws: APIError.self) {
      try await service.signUp(email: "bob@example.com", password: "long enough", metadata: nil, address: "192.0.2.1")
    }
    let elsewhere = try await service.signIn(email: "ada@example.com", password: "long enough", address: "192.0.2.2")
    #expect(elsewhere["access_token"] != nil)
  }

  @Test("token_refresh counts refreshes per address: past the limit, 429 over_request_rate_limit")
  func refreshLimit() async throws {
    let (service, _) = try Self.service { $0.tokenRefreshesPerAddress = 3 }
    var session = try await service.signUp(
      email: "ada@example.com", password: "long enough", metadata: nil, address: "192.0.2.1")
    for _ in 0..<3 {
      session = try await service.refresh(token: session["refresh_token"]?.string, address: "192.0.2.1")
    }
    await #expect {
      try await service.refresh(token: session["refresh_token"]?.string, address: "192.0.2.1")
    } throws: { error in
      (error as? APIError).flatMap(Self.code) == "over_request_rate_limit"
    }
    let elsewhere = try await service.refresh(token: session["refresh_token"]?.string, address: "192.0.2.2")
    #expect(elsewhere["access_token"] != nil)
  }

  @Test("Spent refresh tokens past their retention are removed: rotation leaves the current token only")
  func spentTokensRemoved() async throws {
    let clock = TestNow()
    let (service, store) = try Self.service {
      $0.refreshTokenRetention = 0
      $0.refreshTokenReuseInterval = 0
      $0.now = clock.now
    }
    var session = try await service.signUp(
      email: "ada@example.com", password: "long enough", metadata: nil, address: "192.0.2.1")
    for _ in 0..<20 {
      // Each spent token is older than the retention (0) when the next one is spent.
      clock.advance(by: 1)
      session = try await service.refresh(token: session["refresh_token"]?.string, address: "192.0.2.1")
    }
    let rows = try await store.budgetedRead { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM refresh_tokens") }
    #expect(rows != nil && rows! <= 2, "at most the current token and the one spent this instant: \(rows ?? -1)")
    let current = try await service.refresh(token: session["refresh_token"]?.string, address: "192.0.2.1")
    #expect(current["access_token"] != nil, "the current token still works")
    // With the default retention, the spent ones are kept to recognise a stolen token.
    let (keeping, keepingStore) = try Self.service { $0.refreshTokenReuseInterval = 0 }
    var other = try await keeping.signUp(
      email: "bob@example.com", password: "long enough", metadata: nil, address: "192.0.2.1")
    for _ in 0..<5 {
      other = try await keeping.refresh(token: other["refresh_token"]?.string, address: "192.0.2.1")
    }
    let kept = try await keepingStore.budgetedRead { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM refresh_tokens")
    }
    #expect(kept == 6)
  }

  @Test("bcrypt runs on its own threads, never Swift's cooperative ones, and at most so many wait at once")
  func hashingThreads() async throws {
    let name = try await PasswordHashing(maximumPending: 1).run { Thread.current.name ?? "" }
    #expect(name.hasPrefix("TP-#"), "ran on \(name)")
    // A queue of two, both taken by work that waits: the next hash is refused at once, not queued. The waiting
    // work holds threads of its own pool, and the gate opens however the test ends, so a failure here never
    // leaves the process's bcrypt threads blocked (every later sign-up would wait for them).
    let pool = NIOThreadPool(numberOfThreads: 1)
    pool.start()
    let queue = PasswordHashing(maximumPending: 2, pool: pool)
    let gate = DispatchSemaphore(value: 0)
    defer {
      gate.signal()
      gate.signal()
    }
    // The two waiting calls start on a thread of the test's own: on the cooperative pool, the CPU-bound suites
    // running beside this one could keep them from starting for minutes on a loaded 2-core machine.
    let starter = ThreadExecutor(name: "bcrypt test starter")
    defer { starter.stop() }
    let blocked = Task(executorPreference: starter) {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<2 { group.addTask { _ = try? await queue.run { gate.wait() } } }
      }
    }
    try #require(await waitUntil(within: .seconds(120)) { queue.pending >= 2 })
    await #expect(throws: PasswordHashing.Busy.self) { try await queue.hash("x", cost: 4) }
    gate.signal()
    gate.signal()
    await blocked.value
    #expect(queue.pending == 0)
    #expect(try await queue.verify("x", hash: try await queue.hash("x", cost: 4)))
    try await pool.shutdownGracefully()
  }
}
