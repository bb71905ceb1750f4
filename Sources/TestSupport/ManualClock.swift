import Foundation

/// A clock that moves only when the test moves it: a sleep on it ends when the test advances the clock past its
/// deadline (or its task is cancelled, as `Task.sleep` ends), never in real time. Code given this clock for its
/// waits (a retry's backoff, a server's Retry-After) waits exactly until the test says the time has passed, and
/// a test of a wait of an hour takes no time at all.
public final class ManualClock: Clock, @unchecked Sendable {
  public struct Instant: InstantProtocol {
    /// Time since the clock was made.
    public let offset: Duration

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextID: UInt64 = 0

  public init() {}

  public var now: Instant { lock.withLock { current } }
  public var minimumResolution: Duration { .zero }

  /// How long each sleep still waiting has left, soonest first: what the code is waiting for.
  public var waits: [Duration] {
    lock.withLock { sleepers.map { current.duration(to: $0.deadline) }.sorted() }
  }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock {
      nextID &+= 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // Checked and registered under one lock, so a cancellation either is seen here or finds the sleeper.
        let answer: Result<Void, any Error>? = lock.withLock {
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= current { return .success(()) }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let answer { continuation.resume(with: answer) }
      }
    } onCancel: {
      let cancelled: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Time passes: every sleep whose deadline is now reached ends, earliest first.
  public func advance(by duration: Duration) {
    let woken: [Sleeper] = lock.withLock {
      current = current.advanced(by: max(duration, .zero))
      let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }

  /// Waits (with `waitUntil`'s bound) until the code is sleeping on this clock, then advances it to the end of
  /// the soonest sleep, and says whether there was one: "the next wait has passed", without knowing its length.
  @discardableResult
  public func advanceToNextWait(within limit: Duration = .seconds(180)) async -> Bool {
    guard await waitUntil(within: limit, { !waits.isEmpty }), let next = waits.first else { return false }
    advance(by: next)
    return true
  }
}
