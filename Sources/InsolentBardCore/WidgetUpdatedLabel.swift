import Foundation

/// The widget's "Updated …" words: exactly the card's (`UpdatedLabel`, IB-4.3), from the widget's catalog.
///
/// A widget cannot redraw itself each minute, but WidgetKit draws each entry of a timeline at (or a little after)
/// its date without spending the reload budget (Apple, `Timeline.init(entries:policy:)`), so the timeline carries
/// an entry at every moment the words change: each minute for the first hour after an insult appeared, then
/// each hour (`nextChange`).
public enum WidgetUpdatedLabel {
  /// The shortest time between two changes of the words.
  public static let step: TimeInterval = 60

  /// The words at `moment` for an insult that appeared at `appeared`; "Recently" when that is unknown (an
  /// unreadable stored timestamp).
  public static func text(since appeared: Date?, at moment: Date) -> String {
    UpdatedLabel.text(since: appeared, now: moment, words: .widget)
  }

  /// When the words next change after `moment`: the next whole minute since `appeared` in the first hour, the
  /// next whole hour after it.
  public static func nextChange(since appeared: Date, after moment: Date) -> Date {
    let elapsed = max(0, moment.timeIntervalSince(appeared))
    let unit = elapsed < 3600 ? step : 3600
    return appeared.addingTimeInterval(((elapsed / unit).rounded(.down) + 1) * unit)
  }
}
