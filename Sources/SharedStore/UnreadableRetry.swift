import Foundation

/// When a widget asks again after the App Group's files could not be read.
///
/// On iOS the files are unreadable from a restart until the first unlock (data protection
/// `completeUntilFirstUserAuthentication`: ../shared/reference/platform-behaviour.md, "WidgetKit"). A widget that
/// waits hours shows the fallback long after the user has unlocked; one that asks every 5 minutes while the phone
/// stays locked all night spends WidgetKit's daily budget (about 40-70 reloads) before morning. So the wait grows
/// with how long the files may have been unreadable, which is at most the time since the phone started (the
/// widget's process has nothing else to remember failures in: it cannot write to the files it cannot read):
/// 5 minutes just after a restart, then as long again as the phone has been up (each wait doubles), at most
/// an hour: a phone unlocked soon after a restart is noticed within minutes, one left locked all night costs about a
/// dozen reloads.
public enum UnreadableRetry {
  /// The first retry after a restart: within minutes.
  public static let shortest: TimeInterval = 5 * 60
  /// However long the phone stays locked, a retry at least this often.
  public static let longest: TimeInterval = 60 * 60

  /// The wait before the next try. `sinceStart`: the time since the phone started (`systemUptime` on iOS, which
  /// leaves out time asleep, so it errs towards sooner tries, and a sleeping phone runs no reloads anyway);
  /// anything negative, infinite or not a number is treated as a fresh start.
  public static func delay(sinceStart: TimeInterval) -> TimeInterval {
    guard sinceStart.isFinite, sinceStart > 0 else { return shortest }
    return min(longest, max(shortest, sinceStart))
  }

  /// The moment of the next try.
  public static func retryDate(now: Date, sinceStart: TimeInterval) -> Date {
    now.addingTimeInterval(delay(sinceStart: sinceStart))
  }
}
