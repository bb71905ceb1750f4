import Foundation

/// "Updated X min ago" text (IB-4.3).
public enum UpdatedLabel {
  /// "Just now" under a minute, then "1 minute ago", "N minutes ago", "1 hour ago", "N hours ago". A moment in
  /// the future (a clock set back) also reads "Just now".
  public static func text(since date: Date, now: Date) -> String {
    let elapsed = now.timeIntervalSince(date) / 60
    // A date from damaged data can be any distance away: no Int conversion that traps.
    guard elapsed.isFinite, elapsed >= 1 else { return BardCopy.justNow.text }
    guard elapsed < 60 else { return BardCopy.hoursAgo(Int(min(elapsed / 60, 1e9))).text }
    return BardCopy.minutesAgo(Int(elapsed)).text
  }

  /// The same for a stored ISO-8601 timestamp; one that cannot be read says "Recently".
  public static func text(sinceISO8601 timestamp: String, now: Date) -> String {
    guard let date = ISO8601.date(from: timestamp) else { return BardCopy.recently.text }
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
