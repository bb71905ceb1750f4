import Foundation

extension InsultOfTheDay {
  /// Several reminders a day, as quote-of-the-day apps offer: `count` of them, spread evenly from the Insult of
  /// the Day's time (the window's start) to `end`, each with its own insult. The window stays within the day,
  /// start before end, as iOS's Sleep schedule keeps its range: a start moved to or past the end pushes the end
  /// along to `minimumSpan` after it (at most 23:59; `valid(from:)`, which Settings saves and shows), so a
  /// 22:00 start with a 21:00 end never spreads the reminders through the night (22:00, 3:45, 9:30 …).
  public struct Window: Codable, Equatable, Sendable {
    /// At most five a day: twelve days of them still fit in the pending notifications iOS keeps.
    public static let counts = 1...5
    /// One a day at the start time, ending at 21:00 should the user ask for more: what a file saved before
    /// there were several holds.
    public static let single = Window(count: 1, end: Time(hour: 21, minute: 0))

    /// How many a day; a stored number out of range counts as the nearest allowed.
    public var count: Int
    public var end: Time

    public init(count: Int, end: Time) {
      self.count = min(Self.counts.upperBound, max(Self.counts.lowerBound, count))
      self.end = end
    }

    /// The count as the Settings stepper shows and schedules it, whatever a damaged file holds.
    public var reminders: Int { min(Self.counts.upperBound, max(Self.counts.lowerBound, count)) }

    /// How far after the start an end at or before it is pushed, in minutes: an hour, or until 23:59 when the
    /// start comes later than 22:59. An end the user put after the start stays, however close (five within 20
    /// minutes is a choice).
    public static let minimumSpan = 60
    static let lastMinute = 24 * 60 - 1

    /// The last one's time for a day starting at `start`: `end` when it comes after the start, else pushed along
    /// to `minimumSpan` after it (at most 23:59).
    public func end(from start: Time) -> Time {
      let first = start.hour * 60 + start.minute
      let stored = end.hour * 60 + end.minute
      let last = stored > first ? stored : min(first + Self.minimumSpan, Self.lastMinute)
      return Time(hour: last / 60, minute: last % 60)
    }

    /// This window with its end pushed along for `start` (`end(from:)`): what Settings saves when the start or
    /// the end moves, so the end wheel shows the last one's real time.
    public func valid(from start: Time) -> Window { Window(count: count, end: end(from: start)) }

    /// The times of day from `start` to `end(from:)`, in the order they come within the day, a whole number of
    /// minutes apart (at least one): fewer than `count` only in a window shorter than that many minutes (a start
    /// just before midnight).
    public func times(from start: Time) -> [Time] {
      let first = start.hour * 60 + start.minute
      let last = end(from: start)
      let span = max(0, last.hour * 60 + last.minute - first)
      let wanted = min(reminders, span + 1)
      guard wanted > 1 else { return [start] }
      return (0..<wanted).map { index in
        let minute = first + index * span / (wanted - 1)
        return Time(hour: minute / 60, minute: minute % 60)
      }
    }
  }
}
