import AppServices
import Foundation
import Localization

/// One scheduled daily-quote notification.
public struct PlannedNotification: Equatable, Sendable {
  public let id: String
  public let date: Date
  public let title: String
  public let body: String
  /// What a tap opens: the quote of the day (QV-7.4).
  public let deepLink: URL
}

/// The daily notification as a rolling plan (QV-7): the next `days` days, each with that day's quote, at the
/// chosen time, then a reminder without a quote on each day after them up to `reminderDays` (a quote not known yet
/// is never guessed); renewed at every launch, foreground and background refresh, so the quotes roll on, and if
/// the app is not opened for weeks and iOS grants no refresh, the daily reminder still comes for two months. Kept
/// under iOS's 64 pending notifications.
public enum NotificationPlan {
  /// The days whose quotes are asked for in one call, and which the widget's timeline holds.
  public static let days = 14
  /// How many days ahead a notification is pending, with or without its quote.
  public static let reminderDays = 60
  /// The body of a day whose quote the device does not know yet; a tap opens the app, which shows it.
  public static var reminderBody: String {
    LocalizedCopy("quotevault.notification.reminderBody", "Today's quote is waiting for you.").text
  }
  public static let systemLimit = 64
  /// How many the plan keeps pending: one fewer than iOS's limit, a slot kept spare so a one-off notification
  /// never makes 65 (it held the sign-in-to-keep notice a guest's Favorite left before guests kept favourites).
  public static let plannedLimit = systemLimit - 1
  public static let identifierPrefix = "quote-of-the-day-"
  public static let deepLink = URL(string: "quotevault://quote-of-the-day")!

  /// "08:30" as hour and minute; nil for anything else.
  public static func parseTime(_ text: String) -> (hour: Int, minute: Int)? {
    let parts = text.split(separator: ":")
    guard parts.count >= 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour),
      (0..<60).contains(minute)
    else { return nil }
    return (hour, minute)
  }

  /// The time picker's date for "HH:mm" (today at that time), and back: what the settings screen binds to.
  public static func date(forTime text: String, on day: Date, calendar: Calendar) -> Date {
    let (hour, minute) = parseTime(text) ?? (8, 0)
    return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day) ?? day
  }

  public static func time(of date: Date, calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 8, parts.minute ?? 0)
  }

  /// The days whose quotes the plan needs, from today.
  public static func daysAhead(from now: Date, timeZone: TimeZone, count: Int = days) -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let today = calendar.startOfDay(for: now)
    return (0..<count).compactMap { calendar.date(byAdding: .day, value: $0, to: today) }.map {
      QuoteDay.string($0, timeZone: timeZone)
    }
  }

  /// The notifications to have pending: one a day at `time`, from the next such moment, for `reminderDays` days:
  /// each with its quote when it is known, `reminderBody` otherwise. Empty when notifications are off, so
  /// everything pending is cancelled (QV-7.5).
  public static func make(
    enabled: Bool, time: String, now: Date, timeZone: TimeZone, quotes: [String: Quote]
  ) -> [PlannedNotification] {
    guard enabled, let (hour, minute) = parseTime(time) else { return [] }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let today = calendar.startOfDay(for: now)
    var plan: [PlannedNotification] = []
    for offset in 0..<reminderDays {
      guard let day = calendar.date(byAdding: .day, value: offset, to: today),
        let fire = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day), fire > now
      else { continue }
      let name = QuoteDay.string(day, timeZone: timeZone)
      let body = quotes[name].map { $0.notificationBody() } ?? reminderBody
      plan.append(
        PlannedNotification(
          id: identifierPrefix + name, date: fire,
          title: LocalizedCopy("quotevault.notification.title", "Quote of the Day").text, body: body,
          deepLink: quotes[name].map(dailyLink) ?? deepLink))
    }
    return Array(plan.prefix(plannedLimit))
  }
}

extension PlannedNotification {
  /// The request iOS schedules: one identifier per day, at that day's time, opening the quote of the day. One
  /// that names its quote offers Favorite and Share (`NotificationPlan.quoteCategory`); one that does not is a
  /// plain reminder (`reminderCategory`). Both say `hiddenPreviewBody` when previews are hidden.
  public var request: NotificationRequest {
    var request = NotificationRequest(id: id, title: title, body: body, trigger: .at(date), url: deepLink)
    request.categoryIdentifier =
      NotificationPlan.quoteID(in: deepLink) != nil ? NotificationPlan.quoteCategory : NotificationPlan.reminderCategory
    return request
  }
}

extension NotificationPlan {
  /// Brings the pending notifications in line with the plan: removes every daily notification not in it, and
  /// adds every planned one again. Adding an identifier that is pending replaces it (UserNotifications), so a
  /// new time or a new quote reaches the days already scheduled, not only the days added since.
  /// Returns how many of the plan's requests iOS refused (notifications turned off meanwhile).
  @discardableResult
  public static func apply(_ plan: [PlannedNotification], to center: any NotificationCenterClient) async -> Int {
    let pending = await center.pendingIdentifiers().filter { $0.hasPrefix(identifierPrefix) }
    let wanted = Set(plan.map(\.id))
    await center.removePendingRequests(withIdentifiers: pending.filter { !wanted.contains($0) })
    var refused = 0
    for notification in plan {
      do { try await center.add(notification.request) } catch { refused += 1 }
    }
    return refused
  }
}
