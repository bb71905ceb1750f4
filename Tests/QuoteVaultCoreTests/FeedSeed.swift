import Foundation

@testable import QuoteVaultCore

/// How a test phone draws its install's feed seed (`LocalCache.feedSeed()`, once, the first time its feed loads).
/// The feed is shuffled by that seed and the day (`FeedShuffle`), so a test that takes "the feed's first quotes"
/// would otherwise take other quotes on every run, and fail only on the rare run that draws an awkward one.
enum FeedSeed: Sendable {
  /// The seed whose mix with the day the feed first loads on (by the phone's clock) is `knownKey`: the feed
  /// opens on the same quotes on every run, whatever the date, and on every phone of the test. A later day (the
  /// clock moved on) still brings another order, as on a phone.
  case known
  /// At random, as the app draws it (tests of the shuffle itself: each install has its own order).
  case random
  /// This seed.
  case fixed(UInt64)

  /// The key every test phone's first day of shuffling uses (`FeedShuffle.order` mixes seed ^ day hash).
  static let knownKey: UInt64 = 0x5155_4F54_4556_4C54

  func draw(on clock: DeviceClock) -> @Sendable () -> UInt64 {
    switch self {
    case .known: { Self.knownKey ^ FeedShuffle.fnv1a(clock.day) }
    case .random: { UInt64.random(in: .min ... .max) }
    case .fixed(let seed): { seed }
    }
  }
}

/// What a phone's latest model reads the time by, so its feed seed's draw knows the model's day.
final class DeviceClock: @unchecked Sendable {
  private let lock = NSLock()
  private var now: @Sendable () -> Date = { Date() }
  private var timeZone = TimeZone.current

  func set(now: @escaping @Sendable () -> Date, timeZone: TimeZone) {
    lock.withLock { (self.now, self.timeZone) = (now, timeZone) }
  }

  /// Today by that clock, as the feed names its day.
  var day: String {
    let (now, timeZone) = lock.withLock { (self.now, self.timeZone) }
    return QuoteDay.string(now(), timeZone: timeZone)
  }
}
