import Foundation
import Localization

/// "Updated X min ago" text (IB-4.3), for the app's card and rows and for the widget alike.
public enum UpdatedLabel {
  /// The words in one String Catalog: the app's (`bard.updated.`) or the widget extension's (`bard.widget.`),
  /// since each process looks its words up in its own catalog.
  public struct Words: Sendable {
    public let justNow: LocalizedCopy
    public let recently: LocalizedCopy
    public let minutesAgo: @Sendable (Int) -> LocalizedCopy
    public let hoursAgo: @Sendable (Int) -> LocalizedCopy

    public static let app = Words(
      justNow: BardCopy.justNow, recently: BardCopy.recently, minutesAgo: BardCopy.minutesAgo,
      hoursAgo: BardCopy.hoursAgo)
    public static let widget = Words(
      justNow: BardCopy.Widget.justNow, recently: BardCopy.Widget.recently, minutesAgo: BardCopy.Widget.minutesAgo,
      hoursAgo: BardCopy.Widget.hoursAgo)
  }

  /// How long ago, as the words say it: under a minute (or a moment in the future, a clock set back), whole
  /// minutes under an hour, whole hours, or unknown (a stored timestamp that cannot be read).
  public enum Elapsed: Equatable, Sendable {
    case justNow
    case minutes(Int)
    case hours(Int)
    case unknown

    public init(since date: Date?, now: Date) {
      guard let date else {
        self = .unknown
        return
      }
      let elapsed = now.timeIntervalSince(date) / 60
      // A date from damaged data can be any distance away: no Int conversion that traps.
      if !elapsed.isFinite || elapsed < 1 {
        self = .justNow
      } else if elapsed < 60 {
        self = .minutes(Int(elapsed))
      } else {
        self = .hours(Int(min(elapsed / 60, 1e9)))
      }
    }

    /// These words for it: "Just now", "1 minute ago", "N minutes ago", "1 hour ago", "N hours ago", "Recently".
    public func copy(in words: Words) -> LocalizedCopy {
      switch self {
      case .justNow: words.justNow
      case .minutes(let minutes): words.minutesAgo(minutes)
      case .hours(let hours): words.hoursAgo(hours)
      case .unknown: words.recently
      }
    }
  }

  /// "Just now" under a minute, then "1 minute ago", "N minutes ago", "1 hour ago", "N hours ago". A moment in
  /// the future (a clock set back) also reads "Just now".
  public static func text(since date: Date, now: Date, words: Words = .app) -> String {
    Elapsed(since: date, now: now).copy(in: words).text
  }

  /// The same for a moment that may be unknown (a stored timestamp that cannot be read): that says "Recently".
  public static func text(since date: Date?, now: Date, words: Words = .app) -> String {
    Elapsed(since: date, now: now).copy(in: words).text
  }

  /// The same for a stored ISO-8601 timestamp; one that cannot be read says "Recently".
  public static func text(sinceISO8601 timestamp: String, now: Date, words: Words = .app) -> String {
    text(since: ISO8601.date(from: timestamp), now: now, words: words)
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
