import AppServices
import AppServicesTestSupport
import Foundation
import SupabaseClient
import Testing

@testable import QuoteVaultCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's `onChange(of: scenePhase)` starts a task for each phase: a quick leave and return while the return
/// refresh waits on the network must not start a second refresh beside it.
@MainActor
@Suite("QuoteVault return to the app: one refresh at a time, later returns coalesced")
struct ReturnRefreshTests {
  /// Holds the quote-of-the-day requests (only those) while closed, counting how many are in flight at once.
  actor QuoteOfTheDayGate: HTTPTransport {
    private let inner: any HTTPTransport
    private var isOpen = true
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var inFlight = 0
    private(set) var held = 0
    private(set) var sent = 0
    private(set) var mostAtOnce = 0

    init(_ inner: any HTTPTransport) { self.inner = inner }

    func close() { isOpen = false }
    func open() {
      isOpen = true
      waiting.forEach { $0.resume() }
      waiting = []
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
      guard request.url?.path.hasSuffix("/rpc/quotes_of_the_days") == true else { return try await inner.send(request) }
      sent += 1
      inFlight += 1
      mostAtOnce = max(mostAtOnce, inFlight)
      defer { inFlight -= 1 }
      if !isOpen {
        held += 1
        await withCheckedContinuation { waiting.append($0) }
      }
      return try await inner.send(request)
    }
  }

  /// Each return a month on: the days it asks for are past what the device keeps, so each refresh asks the
  /// server (days it has are answered from the cache, with no request to count).
  static let month: TimeInterval = 31 * 24 * 3600

  /// A guest's app, launched, its quote-of-the-day requests through a gate, its clock the test's.
  static func guestOnOneServer() async throws -> (QuoteVaultModel, QuoteOfTheDayGate, TestClock) {
    let backend = try await Backend()
    let gate = QuoteOfTheDayGate(backend.transport)
    let clock = TestClock(Date())
    let model = try Device(backend, transport: gate).model(now: { clock.now })
    await model.launch()
    model.continueAsGuest()
    return (model, gate, clock)
  }

  @Test("Three returns while the first return's refresh waits: one request at a time, two refreshes in all")
  func coalesced() async throws {
    let (model, gate, clock) = try await Self.guestOnOneServer()
    let scene = SimulatedScene()
    let before = await gate.sent

    await gate.close()
    await model.follow(scene.leaveApp())
    clock.advance(Self.month)
    // As the app's onChange: the return's handling in a task of its own, the scene already in front.
    var returns: [Task<Void, Never>] = []
    let first = scene.returnToApp()
    returns.append(Task { await model.follow(first) })
    try #require(await eventuallyAsync { await gate.held == 1 })
    for joined in 1...2 {
      await model.follow(scene.leaveApp())
      clock.advance(Self.month)
      let again = scene.returnToApp()
      returns.append(Task { await model.follow(again) })
      // This return has joined the run under way before the user leaves again (were returns not coalesced, each
      // would send a request of its own, held beside the first).
      try #require(await eventuallyAsync { model.returnsJoiningRefresh == joined })
    }
    #expect(await gate.held == 1, "no second refresh beside the first")
    await gate.open()
    for task in returns { await task.value }

    #expect(await gate.mostAtOnce == 1)
    #expect(await gate.sent - before == 2, "the first, then one for the returns that came while it ran")
  }

  @Test("A return after the refresh ended refreshes again")
  func separateReturns() async throws {
    let (model, gate, clock) = try await Self.guestOnOneServer()
    let scene = SimulatedScene()
    let before = await gate.sent
    for _ in 0..<2 {
      await model.follow(scene.leaveApp())
      clock.advance(Self.month)
      await model.follow(scene.returnToApp())
    }
    #expect(await gate.sent - before == 2)
    #expect(await gate.mostAtOnce == 1)
  }
}
