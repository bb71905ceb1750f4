import Foundation

/// The widget's "Updated …" words, which must never be false on screen.
///
/// WidgetKit draws an entry no earlier than its date, but may draw it late, and skips entries closer together
/// than about five minutes (platform-behaviour.md, "WidgetKit"). An exact "Updated 7 minutes ago" would need an
/// entry a minute, so the widget says only what stays true from its entry on, whenever it is drawn and however
/// long it stays: for the first five minutes the time the insult appeared ("Updated at 2:05 PM"), then a lower
/// bound in whole five minutes ("Updated 5+ min ago", "Updated 10+ min ago", …, "Updated 1+ hr ago"), each on an
/// entry at least `step` after the one before.
public enum WidgetUpdatedLabel {
  /// Apple's guidance for the time between a widget's entries.
  public static let step: TimeInterval = 5 * 60

  /// The words at `moment` for an insult that appeared at `appeared`.
  public static func text(since appeared: Date, at moment: Date, timeZone: TimeZone, locale: Locale) -> String {
    let elapsed = moment.timeIntervalSince(appeared)
    guard elapsed >= step else {
      let style = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone)
      return BardCopy.Widget.at(appeared.formatted(style)).text
    }
    let hours = Int(min(elapsed / 3600, 1e9))
    if hours >= 1 { return BardCopy.Widget.hoursAgo(hours).text }
    return BardCopy.Widget.minutesAgo(Int(elapsed / step) * 5).text
  }

  /// When the words next change after `moment`: the next whole `step` since `appeared` in the first hour, the
  /// next whole hour after it.
  public static func nextChange(since appeared: Date, after moment: Date) -> Date {
    let elapsed = max(0, moment.timeIntervalSince(appeared))
    let unit = elapsed < 3600 ? step : 3600
    return appeared.addingTimeInterval(((elapsed / unit).rounded(.down) + 1) * unit)
  }
}
