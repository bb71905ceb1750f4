import Foundation
import Localization
import SharedStore

/// Reminders as quote apps give them: `count` a day, spread evenly over a window the user sets (from `start` to
/// `end`, both "HH:mm"). Kept on this device only (not in the profile, whose columns hold one daily time).
public struct ReminderSchedule: Codable, Equatable, Sendable {
  public var count: Int
  public var start: String
  public var end: String
  /// Where the reminders after each day's first take their quotes from.
  public var source: ReminderSource

  public init(count: Int = 1, start: String = "09:00", end: String = "21:00", source: ReminderSource = .allCategories) {
    self.count = count
    self.start = start
    self.end = end
    self.source = source
  }

  /// A schedule stored before reminders had a source draws from all categories, as it did.
  public init(from decoder: any Decoder) throws {
    // The file is outside input: a field that cannot be read takes its default rather than losing the rest.
    let container = try decoder.container(keyedBy: CodingKeys.self)
    count = (try? container.decode(Int.self, forKey: .count)) ?? 1
    start = (try? container.decode(String.self, forKey: .start)) ?? "09:00"
    end = (try? container.decode(String.self, forKey: .end)) ?? "21:00"
    source = (try? container.decodeIfPresent(ReminderSource.self, forKey: .source)) ?? .allCategories
  }

  /// How many a day the Settings stepper offers.
  public static let counts = 1...12

  /// This schedule as it can be planned: the count within `counts` and times that parse. An end before the
  /// start is kept: the window runs past midnight (22:00 to 07:00 is a night's reminders, as a night-shift
  /// reader sets it), and Settings says so (`windowNote`).
  public var normalized: ReminderSchedule {
    let start = NotificationPlan.parseTime(start).map(Self.text) ?? "09:00"
    let end = NotificationPlan.parseTime(end).map(Self.text) ?? "21:00"
    return ReminderSchedule(
      count: min(max(count, Self.counts.lowerBound), Self.counts.upperBound), start: start, end: end, source: source)
  }

  /// Whether the window ends on the next day (its end earlier in the day than its start).
  public var endsNextDay: Bool {
    let schedule = normalized
    return Self.minutes(schedule.end) < Self.minutes(schedule.start)
  }

  /// What Settings says under the window when it is not the plain same-day one, so no reminder comes as a
  /// surprise or goes missing without a word.
  public var windowNote: String? {
    let schedule = normalized
    guard schedule.count > 1 else { return nil }
    if endsNextDay { return Self.nextDayNote }
    if schedule.start == schedule.end { return Self.emptyWindowNote }
    return nil
  }

  public static var nextDayNote: String {
    LocalizedCopy(
      "quotevault.settings.reminders.nextDay",
      "The window runs past midnight: its last reminders come the next morning."
    ).text
  }
  public static var emptyWindowNote: String {
    LocalizedCopy(
      "quotevault.settings.reminders.emptyWindow",
      "The window starts and ends at the same time, so there is one reminder a day. Set a later end for more."
    ).text
  }

  /// The reminders' times, in minutes after the midnight the window starts from: evenly spread from the start
  /// to the end, both included (past 1440 for a window that ends the next day); one reminder comes at the start;
  /// a window too short for them all holds one a minute at most.
  public var minutesOfDay: [Int] {
    let schedule = normalized
    let first = Self.minutes(schedule.start)
    let last = Self.minutes(schedule.end) + (endsNextDay ? Self.minutesPerDay : 0)
    guard schedule.count > 1, last > first else { return [first] }
    let steps = schedule.count - 1
    let times = (0...steps).map { first + (last - first) * $0 / steps }
    return Array(Set(times)).sorted()
  }

  static let minutesPerDay = 1440

  /// "HH:mm", the one form a time is kept in.
  static func text(_ time: (hour: Int, minute: Int)) -> String {
    String(format: "%02d:%02d", time.hour, time.minute)
  }

  static func minutes(_ time: String) -> Int {
    guard let (hour, minute) = NotificationPlan.parseTime(time) else { return 0 }
    return hour * 60 + minute
  }
}

extension QuoteVaultShared {
  /// The reminder window and count, on this device.
  public static let reminders = StoreKey("quotevault-reminders", default: ReminderSchedule())
}

extension NotificationPlan {
  /// Several reminders a day (`schedule.count` > 1): each day's first, at the window's start, carries that day's
  /// quote of the day (its identifier the daily one's); the others carry quotes from `pool` (what the device
  /// has seen, from the schedule's source), none twice in the whole plan and none the quote of a day up to the
  /// plan's last (the quote of a day past the plan's end may be an extra, so it is not left out); a reminder the
  /// pool has no quote left for says `reminderBody`. A user's own quote is never a body (they are private, and a
  /// locked screen shows the body). The soonest `plannedLimit` are kept, so iOS drops none, the last of them a
  /// notice when that cuts the plan short (`make(sets:...)`); the plan is renewed at every launch, return and
  /// background refresh, so the days after them follow. A tap opens the reminder's own quote.
  public static func make(
    enabled: Bool, schedule: ReminderSchedule, now: Date, timeZone: TimeZone, quotes: [String: Quote],
    pool: [Quote]
  ) -> [PlannedNotification] {
    guard enabled else { return [] }
    // The single schedule is the daily set alone (`make(sets:...)`, every day of the week).
    let daily = ReminderSet(id: ReminderSet.dailyID, name: "", schedule: schedule)
    return make(sets: [daily], pools: [daily.id: pool], now: now, timeZone: timeZone, quotes: quotes).notifications
  }

  /// The identifier of the notice that ends a plan cut short by iOS's limit.
  public static let pauseNoticeID = identifierPrefix + "pause"
  public static var pauseNoticeBody: String {
    LocalizedCopy(
      "quotevault.notification.pauseBody",
      "Your reminders pause after this one. Open QuoteVault to keep them coming."
    ).text
  }

  // When the limit cuts a plan short, its last kept slot says so in words instead of carrying a quote: if the
  // app gets no time before then (not opened, no background refresh granted), the user is told why the
  // reminders stop and how to bring them back, rather than dropped silently. Not repeating calendar triggers at
  // the window's times: a repeating trigger cannot start after a date, so it would fire beside the dated
  // reminders of the same slot (two notifications at once) from the first day, and its body is fixed when it is
  // scheduled, so it would say the same quote every day. Every launch, return to the app and background refresh
  // renews the plan (the notice moves on), so a user who opens the app now and then never sees it.

  /// `quotevault://quote?id=N`: a reminder's own quote, opened on Home.
  public static func quoteLink(_ quote: Quote) -> URL {
    URL(string: "quotevault://quote?id=\(quote.id)") ?? deepLink
  }
}
