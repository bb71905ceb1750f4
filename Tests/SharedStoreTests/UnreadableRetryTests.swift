import Foundation
import SharedStore
import Testing

@Suite("Widgets' retries while the App Group cannot be read (before the first unlock)")
struct UnreadableRetryTests {
  /// The reloads a widget asks for from a restart until `locked` has passed, each at the time the previous
  /// timeline said, starting with the first request `firstAsk` after the restart.
  func retries(firstAsk: TimeInterval, locked: TimeInterval) -> [TimeInterval] {
    var uptime = firstAsk
    var asks: [TimeInterval] = []
    while uptime < locked {
      asks.append(uptime)
      uptime += UnreadableRetry.delay(sinceStart: uptime)
    }
    return asks
  }

  @Test("Within minutes of a restart, then less often: a locked night costs about a dozen reloads, a whole day 30")
  func backsOff() throws {
    let asks = retries(firstAsk: 20, locked: 24 * 3600)
    let waits = zip(asks, asks.dropFirst()).map { $1 - $0 }
    let first = try #require(waits.first)
    #expect(first == UnreadableRetry.shortest && first <= 300, "the first retry within minutes")
    #expect(zip(waits, waits.dropFirst()).allSatisfy { $0 <= $1 }, "never sooner than the one before")
    #expect(waits.allSatisfy { $0 <= 3600 }, "an unlock is noticed within the hour, however long the night")
    // WidgetKit's budget is about 40-70 reloads a day (platform-behaviour.md): a night's restart (an update
    // installed at 2 am, unlocked at 8) costs a handful; even a whole day locked leaves some of the day's budget.
    #expect(retries(firstAsk: 20, locked: 6 * 3600).count <= 12)
    #expect(asks.count <= 30, "\(asks.count) reloads")
    // A phone unlocked a few minutes after a restart is noticed within 5 minutes.
    #expect(retries(firstAsk: 20, locked: 10 * 60).count >= 2)
  }

  @Test("A clock that says nothing sensible retries soon, never never")
  func oddUptimes() {
    for odd in [-5.0, 0, .nan, .infinity, -.infinity] {
      #expect(UnreadableRetry.delay(sinceStart: odd) == 5 * 60, "\(odd)")
    }
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    #expect(UnreadableRetry.retryDate(now: now, sinceStart: 3 * 3600) == now.addingTimeInterval(3600))
  }
}
