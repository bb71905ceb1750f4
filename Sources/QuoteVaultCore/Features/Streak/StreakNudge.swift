import AppServices
import Foundation
import Localization
import SharedStore

/// The streak nudge (opt-in, off by default): when today's quote has not been seen by an evening time the user
/// picks, one notification says the streak is still theirs to keep. Planned here from the shown streak: at most
/// one pending, today's while the streak is alive and unread today, tomorrow's once today is read (so seeing the
/// quote takes today's away at once), none while the streak is 0. It takes one of the reminders' 63
/// (`NotificationPlan.plannedLimit`): the reminder sets share one fewer while it is on.
public struct StreakNudge: Codable, Equatable, Sendable {
  public var isEnabled = false
  /// "HH:mm", local time: by then today's quote should have been seen.
  public var time = StreakNudge.defaultTime

  public static let defaultTime = "20:00"
  /// Its one identifier: a new plan replaces the pending one, and none other is touched.
  public static let identifier = "quotevault-streak-nudge"

  public init(isEnabled: Bool = false, time: String = StreakNudge.defaultTime) {
    self.isEnabled = isEnabled
    self.time = time
  }

  private enum CodingKeys: String, CodingKey { case isEnabled, time }

  /// The file is outside input: a field that cannot be read takes the default alone, a time that is not "HH:mm"
  /// the default time.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    isEnabled = (try? container.decode(Bool.self, forKey: .isEnabled)) ?? false
    let time = (try? container.decode(String.self, forKey: .time)) ?? Self.defaultTime
    self.time = NotificationPlan.parseTime(time) == nil ? Self.defaultTime : time
  }

  /// How many of the 63 the reminder sets may have now.
  public var remindersBudget: Int { NotificationPlan.plannedLimit - (isEnabled ? 1 : 0) }

  /// The nudge to have pending at `now` for `streak`, or nil: off, no streak to keep, or today's time gone by
  /// with the quote unread (tomorrow the streak is 0). Read today, it is tomorrow's, at the same time.
  public func plan(streak: ReadingStreak, now: Date, timeZone: TimeZone) -> PlannedNotification? {
    guard isEnabled, let (hour, minute) = NotificationPlan.parseTime(time) else { return nil }
    let days = streak.shown(at: now, in: timeZone)
    guard days > 0 else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let today = calendar.startOfDay(for: now)
    let ahead = streak.readToday(at: now, in: timeZone) ? 1 : 0
    guard let day = calendar.date(byAdding: .day, value: ahead, to: today),
      let fire = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day), fire > now,
      streak.shown(at: fire, in: timeZone) > 0
    else { return nil }
    return PlannedNotification(
      id: Self.identifier, date: fire, title: Self.title.text, body: Self.body(days: days),
      deepLink: NotificationPlan.deepLink)
  }

  /// Settings' switch and its footnote.
  public static let title = LocalizedCopy("quotevault.streakNudge.title", "Keep your streak")
  public static let footnote = LocalizedCopy(
    "quotevault.streakNudge.footnote",
    "If you haven't seen today's quote by this time, QuoteVault reminds you once. Never when you have no streak."
  )
  public static let timeLabel = LocalizedCopy("quotevault.streakNudge.time", "Remind Me At")

  /// The notification's words, in the app's gentle voice.
  public static func body(days: Int) -> String {
    LocalizedCopy.plural(
      "quotevault.streakNudge.body", count: days,
      one: "Your %lld-day streak is still yours to keep. Today's quote is waiting.",
      other: "Your %lld-day streak is still yours to keep. Today's quote is waiting."
    ).text
  }
}

extension StreakNudge {
  /// Brings the pending nudge in line with `planned`: the old one (pending or on the lock screen) goes, the new
  /// one is added. False when iOS refused it (notifications turned off meanwhile).
  @discardableResult
  public static func apply(_ planned: PlannedNotification?, to center: any NotificationCenterClient) async -> Bool {
    await center.removePendingRequests(withIdentifiers: [identifier])
    await center.removeDeliveredNotifications(withIdentifiers: [identifier])
    guard let planned else { return true }
    do {
      try await center.add(planned.request)
      return true
    } catch {
      return false
    }
  }
}

extension QuoteVaultShared {
  /// The streak nudge's switch and time, on this device only, as the streaks are.
  public static let streakNudge = StoreKey("quotevault-streak-nudge", default: StreakNudge())
}
