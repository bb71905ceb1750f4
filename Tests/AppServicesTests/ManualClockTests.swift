import TestSupport
import Testing

/// The clock QuoteVault's outbox tests move: a sleep on it ends as a sleep on a real clock would once that much
/// time has passed (`Clock.sleep(until:)`: at the deadline, at once if it is past, with `CancellationError` when
/// its task is cancelled), except that time passes only when the test says.
@Suite("ManualClock: time passes only when the test moves it")
struct ManualClockTests {
  // https://developer.apple.com/documentation/swift/clock/sleep(until:tolerance:) (suspends until the deadline)
  @Test("A sleep ends when the clock reaches its deadline, not before")
  func sleepEndsAtDeadline() async throws {
    let clock = ManualClock()
    let sleeping = Task { () -> Duration in
      try await clock.sleep(for: .seconds(60))
      return clock.now.offset
    }
    #expect(await waitUntil { clock.waits == [.seconds(60)] }, "the sleep is waiting for the clock")
    clock.advance(by: .seconds(59))
    #expect(clock.waits == [.seconds(1)], "a second short: still asleep")
    clock.advance(by: .seconds(1))
    #expect(try await sleeping.value == .seconds(60))
    #expect(clock.waits.isEmpty)
  }

  // https://developer.apple.com/documentation/swift/clock/sleep(until:tolerance:) (a deadline already reached
  // does not suspend)
  @Test("A deadline already passed returns at once; advancing to the next wait ends the soonest sleep only")
  func pastDeadlineAndNextWait() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(5))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    let soon = Task { try await clock.sleep(for: .seconds(2)) }
    let later = Task { try await clock.sleep(for: .seconds(10)) }
    #expect(await waitUntil { clock.waits.count == 2 })
    #expect(await clock.advanceToNextWait())
    try await soon.value
    #expect(clock.waits == [.seconds(8)])
    later.cancel()
    _ = try? await later.value
    #expect(!(await clock.advanceToNextWait(within: .milliseconds(50))), "nothing left waiting")
  }

  // https://developer.apple.com/documentation/swift/task/sleep(until:tolerance:clock:) ("If the task is canceled
  // before the time ends, this function throws CancellationError")
  @Test("Cancelling the sleeping task ends its sleep with CancellationError, as Task.sleep does")
  func cancellation() async {
    let clock = ManualClock()
    let sleeping = Task { try await clock.sleep(for: .seconds(3_600)) }
    #expect(await waitUntil { clock.waits.count == 1 })
    sleeping.cancel()
    await #expect(throws: CancellationError.self) { try await sleeping.value }
    #expect(clock.waits.isEmpty, "the cancelled sleep no longer waits")
    let cancelledFirst = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await cancelledFirst.value }
  }
}
