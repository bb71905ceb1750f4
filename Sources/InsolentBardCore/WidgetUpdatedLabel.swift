import Foundation

/// The widget's "Updated …" line (IB-3.2, IB-4.3).
///
/// A widget cannot redraw itself each minute, and WidgetKit draws an entry at its date or later, dependably only
/// when entries are about five minutes apart (platform-behaviour.md, "WidgetKit"): fixed words such as "Just now"
/// would stay on screen minutes after they stopped being true. So where the insult's moment is known the line
/// counts the time since it live, as the system draws a relative date (`Text(date, style: .relative)`, Apple's
/// "Displaying dynamic dates in widgets": "12 min, 3 sec"), between the catalog's words ("Updated … ago"). It is
/// true whenever the widget is seen, late entries included, and needs no entries of its own. Lines that never
/// change ("Updated recently", "Open app to refresh") are fixed words.
public enum WidgetUpdatedLine: Equatable, Sendable {
  /// Words that stay true as long as the entry is shown.
  case fixed(String)
  /// `before`, the time since `since` counted by the system, then `after`: "Updated " … " ago".
  case counting(since: Date, before: String, after: String)

  /// Stands for the counter in the catalog's line, which is then cut around it.
  static let counterMark = "\u{FFFC}"

  /// The counting line for an insult that appeared at `since`, in the widget's language.
  public static func counting(since: Date) -> WidgetUpdatedLine {
    let line = BardCopy.Widget.updatedSince(counterMark).text
    let parts = line.components(separatedBy: counterMark)
    // A translation that lost its placeholder shows its words alone rather than a counter in the wrong place.
    guard parts.count == 2 else { return .fixed(line) }
    return .counting(since: since, before: parts[0], after: parts[1])
  }

  /// The line as it reads at `moment`, the counter in the system's words then (`RelativeCounter`): what the
  /// Linux preview draws and the tests read.
  public func text(at moment: Date) -> String {
    switch self {
    case .fixed(let words): words
    case .counting(let since, let before, let after):
      before + RelativeCounter.text(seconds: moment.timeIntervalSince(since)) + after
    }
  }
}

/// What the system's relative date says (`Text(date, style: .relative)`): the two largest units, abbreviated,
/// "5 sec", "12 min, 3 sec", "1 hr, 5 min"; a date in the future (a clock set back) counts from zero.
public enum RelativeCounter {
  public static func text(seconds: TimeInterval) -> String {
    // A date from damaged data can be any distance away: no Int conversion that traps.
    let total = seconds.isFinite ? Int(min(max(seconds, 0), 1e9)) : 0
    let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
    if hours > 0 { return BardCopy.Widget.counterHours(hours, minutes).text }
    if minutes > 0 { return BardCopy.Widget.counterMinutes(minutes, rest).text }
    return BardCopy.Widget.counterSeconds(rest).text
  }
}

/// The widget's words as they were before the counter (IB-4.3's, as the card has them): kept for the moment a
/// timeline entry is made, where a fixed line is needed (an unreadable timestamp reads "Recently").
public enum WidgetUpdatedLabel {
  /// The words at `moment` for an insult that appeared at `appeared`; "Recently" when that is unknown (an
  /// unreadable stored timestamp).
  public static func text(since appeared: Date?, at moment: Date) -> String {
    UpdatedLabel.text(since: appeared, now: moment, words: .widget)
  }
}
