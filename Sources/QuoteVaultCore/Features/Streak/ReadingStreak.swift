import Foundation
import SharedStore

/// Days in a row the user read a quote (the quote of the day on Home, or a quote opened), as Quotes Daily and
/// "I am" count them: calendar days in the user's time zone, whatever the length of the day (a DST change gives
/// 23 or 25 hours) and wherever they are (travel across time zones never breaks a streak the user kept, nor
/// counts a day twice). Kept on this device only, each account's its own (`ReadingStreaks`).
public struct ReadingStreak: Codable, Equatable, Sendable {
  /// The streak as of `lastDay`.
  public var current = 0
  public var longest = 0
  /// The local day ("yyyy-MM-dd") of the last read, in the zone it was read in (`lastZone`).
  public var lastDay: String?
  /// That zone's identifier: a trip's first read is measured against the day the last one was read in.
  public var lastZone: String?

  public init(current: Int = 0, longest: Int = 0, lastDay: String? = nil, lastZone: String? = nil) {
    self.current = current
    self.longest = longest
    self.lastDay = lastDay
    self.lastZone = lastZone
  }

  private enum CodingKeys: String, CodingKey { case current, longest, lastDay, lastZone }

  /// A file may say anything (a damaged disk, a hand-made file): a negative streak reads as none, and the longest
  /// is never shown shorter than the current one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    current = max(0, try container.decode(Int.self, forKey: .current))
    longest = max(current, try container.decode(Int.self, forKey: .longest))
    lastDay = try container.decodeIfPresent(String.self, forKey: .lastDay)
    lastZone = try container.decodeIfPresent(String.self, forKey: .lastZone)
  }

  /// The streak after a read at `now` in `timeZone`. The same day (or an earlier date, after flying west) counts
  /// once; the next calendar day adds one; a later date adds one too while the day after the last read has not
  /// ended where that read was made (flying east skips a date without skipping a day); anything later starts
  /// again at 1. The longest streak never goes down.
  public func recording(_ now: Date, in timeZone: TimeZone) -> ReadingStreak {
    let today = QuoteDay.string(now, timeZone: timeZone)
    var next = self
    if current > 0, let lastDay, let gap = Self.days(from: lastDay, to: today) {
      guard gap > 0 else { return self }
      // `current` comes from a file: a damaged one may hold Int.max, which must not trap.
      next.current = isAlive(at: now, gap: gap, zone: timeZone) ? min(current, Int.max - 1) + 1 : 1
    } else {
      next.current = 1
    }
    next.lastDay = today
    next.lastZone = timeZone.identifier
    next.longest = max(longest, next.current)
    return next
  }

  /// The streak to show at `now`: `current` while the user can still keep it going (they read today, or the
  /// day after their last read has not ended), else 0.
  public func shown(at now: Date, in timeZone: TimeZone) -> Int {
    guard current > 0, let lastDay,
      let gap = Self.days(from: lastDay, to: QuoteDay.string(now, timeZone: timeZone))
    else { return 0 }
    return gap <= 0 || isAlive(at: now, gap: gap, zone: timeZone) ? current : 0
  }

  /// Whether the user read today (in `timeZone`, or on a later date where they last read, after flying west).
  public func readToday(at now: Date, in timeZone: TimeZone) -> Bool {
    guard current > 0, let lastDay else { return false }
    return (Self.days(from: lastDay, to: QuoteDay.string(now, timeZone: timeZone)) ?? 1) <= 0
  }

  /// A read `gap` calendar days after the last one continues the streak: the next day always does; a later date
  /// does while the day after the last read is not over in the zone of that read (its end found by the calendar,
  /// so a 23- or 25-hour day is measured as it is). `zone`: for a last read whose zone this device no longer
  /// knows.
  private func isAlive(at now: Date, gap: Int, zone current: TimeZone) -> Bool {
    if gap == 1 { return true }
    guard let lastDay, let parts = Self.parts(lastDay) else { return false }
    let zone = lastZone.flatMap(TimeZone.init(identifier:)) ?? current
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    guard let start = calendar.date(from: parts),
      let deadline = calendar.date(byAdding: .day, value: 2, to: calendar.startOfDay(for: start))
    else { return false }
    return now < deadline
  }

  /// Calendar days from one "yyyy-MM-dd" to another, counted on the dates themselves (in UTC, where every day
  /// has 24 hours): no clock change or zone shifts the count. Nil for a malformed day.
  static func days(from first: String, to second: String) -> Int? {
    var utc = Calendar(identifier: .gregorian)
    guard let zone = TimeZone(secondsFromGMT: 0), let from = parts(first), let to = parts(second) else { return nil }
    utc.timeZone = zone
    guard let start = utc.date(from: from), let end = utc.date(from: to) else { return nil }
    return utc.dateComponents([.day], from: start, to: end).day
  }

  private static func parts(_ day: String) -> DateComponents? {
    let fields = day.split(separator: "-").map { Int($0) }
    guard fields.count == 3, let year = fields[0], let month = fields[1], let date = fields[2],
      (1...12).contains(month), (1...31).contains(date)
    else { return nil }
    return DateComponents(year: year, month: month, day: date)
  }

  /// The streak lengths that earn a word of encouragement, once, on the day they are reached.
  public static let milestones: Set<Int> = [3, 7, 14, 30, 50, 100, 200, 365]
}
