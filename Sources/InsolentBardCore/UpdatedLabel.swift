import Foundation

/// "Updated X min ago" text (IB-4.3).
public enum UpdatedLabel {
  /// "Just now" under a minute, then "1 minute ago", "N minutes ago", "1 hour ago", "N hours ago". A moment in
  /// the future (a clock set back) also reads "Just now".
  public static func text(since date: Date, now: Date) -> String {
    let minutes = Int(now.timeIntervalSince(date) / 60)
    switch minutes {
    case ..<1: return "Just now"
    case 1: return "1 minute ago"
    case 2..<60: return "\(minutes) minutes ago"
    case 60..<120: return "1 hour ago"
    default: return "\(minutes / 60) hours ago"
    }
  }

  /// The first moment after `moment` at which `text(since:now:)` reads differently: the next whole minute since
  /// `date` in the first hour, the next whole hour after it. A widget's timeline puts an entry there, so the
  /// label it shows is the one `text` gives at every moment, not only at the entries' own.
  public static func nextChange(since date: Date, after moment: Date) -> Date {
    let elapsed = moment.timeIntervalSince(date)
    let step: Double = elapsed < 3600 ? 60 : 3600
    let steps = max(1, (elapsed / step).rounded(.down) + 1)
    var change = date.addingTimeInterval(steps * step)
    // Dates are binary fractions of seconds: nudge past a boundary that rounding left a hair short of.
    let before = text(since: date, now: moment)
    var nudges = 0
    while text(since: date, now: change) == before, nudges < 8 {
      change = change.addingTimeInterval(0.001)
      nudges += 1
    }
    return change
  }

  /// The same for a stored ISO-8601 timestamp; one that cannot be read says "Recently".
  public static func text(sinceISO8601 timestamp: String, now: Date) -> String {
    guard let date = ISO8601.date(from: timestamp) else { return "Recently" }
    return text(since: date, now: now)
  }
}

/// ISO-8601 timestamps as the widget record stores them (with or without fractional seconds).
public enum ISO8601 {
  public static func string(from date: Date) -> String {
    date.formatted(.iso8601)
  }

  public static func date(from string: String) -> Date? {
    if let date = try? Date(string, strategy: .iso8601) { return date }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(string)
  }
}
