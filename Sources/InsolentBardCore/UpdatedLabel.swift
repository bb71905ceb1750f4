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
