import Foundation

/// The widget's "Updated …" words (IB-3.2, IB-4.3): the card's own wording ("Just now", "5 minutes ago", "1 hour
/// ago", "Recently"), fixed in each timeline entry, and when the next entry should say more.
///
/// A widget cannot redraw itself each minute: WidgetKit draws an entry at its date or later, dependably only when
/// entries are at least about five minutes apart (platform-behaviour.md, "WidgetKit"). So each entry says the
/// words for its own date, and the next one comes five minutes on (in an insult's first hour) or at the next whole
/// hour: the words are the floor of the time passed, never more than has passed and at most five minutes behind
/// (later only if WidgetKit draws the next entry late). "Just now" is the first five minutes' floor, as "5
/// minutes ago" is the next five's. The live iOS 18 text (`SystemFormatStyle.DateReference`) is not used: the
/// iOS 17.4 SDK the Apple layer is checked against lacks it (docs/requirements.md, IB-4.3).
public enum WidgetUpdatedLabel {
  /// The least time between two entries, as WidgetKit draws them dependably.
  public static let spacing: TimeInterval = 5 * 60

  /// The words at `moment` for an insult that appeared at `appeared`; "Recently" when that is unknown (an
  /// unreadable stored timestamp).
  public static func text(since appeared: Date?, at moment: Date) -> String {
    UpdatedLabel.text(since: appeared, now: moment, words: .widget)
  }

  /// The whole line at `moment`, "Updated 5 minutes ago": the same floor as `text`, as one phrase of the
  /// widget's catalog.
  public static func line(since appeared: Date?, at moment: Date) -> String {
    BardCopy.Widget.updatedLine(UpdatedLabel.Elapsed(since: appeared, now: moment)).text
  }

  /// When the entry after one at `moment` should come, to say more: the next five minutes since `appeared` in
  /// its first hour, then the next whole hour, at least `spacing` after `moment` unless `moment` is the
  /// timeline's start (`fromStart`: a request comes at any moment, and its entry gives way at the next mark
  /// however soon, as it may to the next insult). Nil when the words never change (an unknown moment) or when the
  /// next would fall less than `spacing` before `end` (the next insult's entry): the words shown until then stay
  /// a floor.
  public static func nextChange(after moment: Date, since appeared: Date?, before end: Date, fromStart: Bool = false)
    -> Date?
  {
    guard let appeared else { return nil }
    var next = step(after: moment, since: appeared)
    // A moment between two marks: the mark after, five minutes on.
    if !fromStart, next.timeIntervalSince(moment) < spacing { next = step(after: next, since: appeared) }
    guard end.timeIntervalSince(next) >= spacing else { return nil }
    return next
  }

  /// The first mark after `moment` at which the words change: each five minutes in the first hour, then each hour.
  /// Plain Double arithmetic: a date from damaged data can be any distance away, and nothing here may trap.
  static func step(after moment: Date, since appeared: Date) -> Date {
    let elapsed = moment.timeIntervalSince(appeared)
    guard elapsed.isFinite else { return moment.addingTimeInterval(spacing) }
    // A moment before the insult appeared (a clock set back) reads "Just now" until five minutes after it.
    guard elapsed >= 3600 else {
      return appeared.addingTimeInterval((max(elapsed, 0) / spacing).rounded(.down) * spacing + spacing)
    }
    return appeared.addingTimeInterval(((elapsed / 3600).rounded(.down) + 1) * 3600)
  }
}
