import Foundation

/// The widget's "Updated …" words: exactly the card's (`UpdatedLabel`, IB-4.3), from the widget's catalog.
///
/// A widget cannot redraw itself each minute. WidgetKit draws each entry of a timeline at (or a little after) its
/// date without spending the reload budget (Apple, `Timeline.init(entries:policy:)`), but entries closer than
/// about five minutes are not drawn dependably (platform-behaviour.md, "WidgetKit"), so the timeline carries an
/// entry every five minutes of the insult's first hour, then each hour (`nextChange`). Each entry's words are
/// the card's at its date ("Updated 5 minutes ago"), so what the widget says was true at most five minutes ago.
public enum WidgetUpdatedLabel {
  /// The shortest time between two of the widget's entries, and so between two changes of its words.
  public static let step: TimeInterval = 5 * 60

  /// The words at `moment` for an insult that appeared at `appeared`; "Recently" when that is unknown (an
  /// unreadable stored timestamp).
  public static func text(since appeared: Date?, at moment: Date) -> String {
    UpdatedLabel.text(since: appeared, now: moment, words: .widget)
  }

  /// When the widget's words next change after `moment`: the next whole five minutes since `appeared` in the
  /// first hour, the next whole hour after it.
  public static func nextChange(since appeared: Date, after moment: Date) -> Date {
    let elapsed = max(0, moment.timeIntervalSince(appeared))
    let unit = elapsed < 3600 ? step : 3600
    return appeared.addingTimeInterval(((elapsed / unit).rounded(.down) + 1) * unit)
  }
}
