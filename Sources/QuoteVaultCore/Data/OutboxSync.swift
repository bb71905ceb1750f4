import Foundation
import Observation
import SupabaseClient

/// How long to wait between tries while the server cannot be reached: doubling from `first` up to `maximum`,
/// so a phone without signal does not spin, and a server that comes back is found within a minute.
public struct OutboxBackoff: Equatable, Sendable {
  public let first: Duration
  public let maximum: Duration
  private var attempt = 0

  public init(first: Duration = .seconds(2), maximum: Duration = .seconds(60)) {
    self.first = first
    self.maximum = max(first, maximum)
  }

  public mutating func next() -> Duration {
    defer { attempt = min(attempt + 1, 30) }
    var delay = first
    for _ in 0..<attempt where delay < maximum { delay = delay * 2 }
    return min(delay, maximum)
  }

  public mutating func reset() { attempt = 0 }
}

/// Sends the outbox (changes made on this device, oldest first) one flush at a time, and replays it by itself:
/// whenever the app learns the server answers again (any successful request, the app coming to the foreground,
/// the network path coming back) and, while it cannot be reached or is busy, on a backoff that honours the
/// server's Retry-After (QV-11.3). Only the signed-in user's changes are counted and sent.
@MainActor
@Observable
public final class OutboxSync {
  /// Changes of the signed-in user waiting for the server.
  public private(set) var pendingCount = 0
  private let service: QuoteVaultService
  private let connectivity: Connectivity
  private let userID: @MainActor () -> String?
  /// The clock the waits are slept on and the Retry-After is read on (a clock the test moves, in tests).
  private let clock: any Clock<Duration>
  /// How long since the outbox was made, on `clock`.
  private let elapsed: () -> Duration
  private var backoff: OutboxBackoff
  private var running: Task<QuoteVaultService.FlushResult?, Never>?
  /// Numbers the flushes asked for: the last one asked for clears `running` when it ends.
  @ObservationIgnored private var flushes = 0
  /// The server's Retry-After, as a time (`elapsed`): nothing sets off a replay before it, however the server
  /// seems back.
  @ObservationIgnored private var notBefore: Duration?
  private var retry: Task<Void, Never>?
  /// Told after every flush: the library drops what the server refused and says why.
  var afterFlush: (@MainActor (QuoteVaultService.FlushResult) async -> Void)?

  public init(
    service: QuoteVaultService, connectivity: Connectivity, userID: @escaping @MainActor () -> String?,
    backoff: OutboxBackoff = OutboxBackoff(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    self.connectivity = connectivity
    self.userID = userID
    self.backoff = backoff
    self.clock = clock
    elapsed = clock.stopwatch()
    countPending()
  }

  /// Whether a flush is under way (the tool waits for it before exiting).
  public var isSending: Bool { running != nil }

  /// Sends what is waiting, after any flush already under way (so changes made meanwhile go too, in order).
  @discardableResult
  public func send() async -> QuoteVaultService.FlushResult? {
    // The server asked not to be sent anything before then (429's Retry-After): a change made meanwhile waits
    // for the retry already planned for that time.
    if let notBefore, elapsed() < notBefore {
      countPending()
      return nil
    }
    return await start().value
  }

  /// Queues a flush behind the one under way and returns it. `running` is set before anything awaits and
  /// cleared by the flush itself as it ends (on the main actor, before anyone awaiting it resumes), so
  /// `serverMayBeBack` and `finishSending` never see a finished flush as under way.
  private func start() -> Task<QuoteVaultService.FlushResult?, Never> {
    let previous = running
    flushes &+= 1
    let number = flushes
    let task = Task { [weak self] () -> QuoteVaultService.FlushResult? in
      _ = await previous?.value
      let result = await self?.flushOnce()
      if let self, self.flushes == number { self.running = nil }
      return result
    }
    running = task
    return task
  }

  /// Something showed the server may answer again: send what is waiting, if anything is and nothing is
  /// already being sent.
  public func serverMayBeBack() {
    countPending()
    guard pendingCount > 0, running == nil, userID() != nil else { return }
    if let notBefore, elapsed() < notBefore { return }
    retry?.cancel()
    retry = nil
    _ = start()
  }

  /// The user changed (signed in, out, or someone else): the count is theirs, and a retry of the previous
  /// user's changes stops.
  public func userChanged() {
    retry?.cancel()
    retry = nil
    notBefore = nil
    backoff.reset()
    countPending()
  }

  /// Waits until nothing is being sent (a sign-out, before it decides what of the outbox goes; tests).
  public func finishSending() async {
    while let current = running {
      _ = await current.value
      if running == current { running = nil }
    }
  }

  /// Waits until nothing is being sent, for at most `limit` (the tool, before it exits): a flush the server
  /// never answers cannot hold the command for ever, and what it did not send stays queued.
  public func finishSending(within limit: Duration) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    while running != nil, clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
  }

  private func flushOnce() async -> QuoteVaultService.FlushResult? {
    guard let id = userID() else { return nil }
    let result = await service.flush(userID: id)
    countPending()
    switch result.stopped {
    case .offline?:
      connectivity.record(SupabaseError.network("offline"))
      scheduleRetry(notBefore: nil)
    case .busy(let retryAfter)?:
      // The server is there, only busy: no offline banner, and not before it said to come back.
      scheduleRetry(notBefore: retryAfter)
    case .signedOut?:
      // Waits for that user to sign in again; nothing to retry meanwhile.
      break
    case nil:
      // The server took (or refused) something: it answers, so the offline banner goes.
      if result.applied > 0 || !result.refused.isEmpty { connectivity.markReachable() }
      notBefore = nil
      backoff.reset()
      retry?.cancel()
      retry = nil
    }
    await afterFlush?(result)
    return result
  }

  private func scheduleRetry(notBefore retryAfter: Double?) {
    guard retry == nil, pendingCount > 0 else { return }
    var delay = backoff.next()
    if let retryAfter, retryAfter.isFinite, retryAfter > 0 {
      let asked = Duration.milliseconds(Int64(min(retryAfter, RetryAfter.maximum) * 1_000))
      delay = max(delay, asked)
      notBefore = elapsed() + asked
    }
    let clock = clock
    retry = Task { [weak self] in
      try? await clock.sleep(for: delay)
      guard !Task.isCancelled, let self else { return }
      self.retry = nil
      // The wait the server asked for is over (however the clock was told so).
      self.notBefore = nil
      _ = await self.start().value
    }
  }

  /// Counts again what waits: a change recorded a moment ago counts before its first send has ended.
  public func recount() { countPending() }

  private func countPending() {
    pendingCount = userID().map { (try? service.cache.pendingCount(user: $0)) ?? 0 } ?? 0
  }
}

extension Clock where Duration == Swift.Duration {
  /// Reads how long has passed on this clock since the call (any clock's instants are its own type, so the
  /// outbox keeps the time elapsed instead).
  fileprivate func stopwatch() -> () -> Duration {
    let start = now
    return { start.duration(to: self.now) }
  }
}
