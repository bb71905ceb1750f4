import Foundation

extension InsultOfTheDay {
  /// Several reminders a day, as quote-of-the-day apps offer: `count` of them, spread evenly from the Insult of
  /// the Day's time (the window's start) to `end`, each with its own insult. An end before the start is on the
  /// next day (a window over midnight, 22:00 to 1:00).
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

    /// The times of day from `start` to `end`, in the order they come, a whole number of minutes apart (at
    /// least one): fewer than `count` only in a window shorter than that many minutes.
    public func times(from start: Time) -> [Time] {
      let day = 24 * 60
      let first = start.hour * 60 + start.minute
      let span = positiveModulo(end.hour * 60 + end.minute - first, day)
      let wanted = min(reminders, span + 1)
      guard wanted > 1 else { return [start] }
      return (0..<wanted).map { index in
        let minute = positiveModulo(first + index * span / (wanted - 1), day)
        return Time(hour: minute / 60, minute: minute % 60)
      }
    }
  }
}
