import AppServices
import Foundation
import Localization

/// The optional daily "Insult of the Day" notification, at a time the user picks, or several a day from that
/// time to a last one (`Window`).
///
/// A repeating notification would say the same words every day, so the next `days` days are scheduled one by
/// one (stable identifiers, replaced each time), each with the Insult of the Hour of its moment: the insult the
/// app and the widgets show then. Its tap opens the share card of that insult. An insult with a coarse word
/// ("bawdy", "goatish") is not written in the body: iOS shows the body on the Lock Screen when Show Previews is
/// Always, so the body says a racy one waits (`BardCopy.insultOfTheDayCoarseBody`), and the tap, Copy and Share
/// still give that day's insult, the one the app shows. Family-friendly leaves coarse words out of the kit, so
/// then every body is the insult itself.
public enum InsultOfTheDay {
  /// iOS keeps an app's soonest 64 pending notifications; these are the only ones the Bard schedules, so they
  /// take 60 (two months of insults if the app is not opened at one a day, twelve days at five: `Window`),
  /// leaving room below the limit. Each launch and return tops them up; the last says they pause until the app
  /// is opened (`keepingThemComing`), for a user who does not.
  public static let days = 60
  static let idPrefix = "insult-of-the-day-"
  /// The notification's category, with its two buttons (`actions`): Copy and Share.
  public static let category = "insult-of-the-day"
  public static let copyAction = "copy"
  public static let shareAction = "share"

  /// A button of the notification, as the app registers it with iOS.
  public struct Action: Equatable, Sendable {
    public let identifier: String
    public let title: LocalizedCopy
    /// Whether the button brings the app to the front (`UNNotificationActionOptions.foreground`).
    public let opensApp: Bool
  }

  /// Both buttons open the app. Copy too: a button that leaves the app in the background launches it there, where
  /// iOS does not promise the pasteboard write and the user sees nothing of it; in front, the app copies and
  /// says "Copied!" (`BardModel.copyBanner`). Share opens on the share card.
  public static let actions = [
    Action(identifier: copyAction, title: BardCopy.copy, opensApp: true),
    Action(identifier: shareAction, title: BardCopy.share, opensApp: true),
  ]

  /// The time of day, on the local clock.
  public struct Time: Codable, Hashable, Sendable {
    public var hour: Int
    public var minute: Int

    public init(hour: Int, minute: Int) {
      self.hour = min(23, max(0, hour))
      self.minute = min(59, max(0, minute))
    }

    public static let morning = Time(hour: 9, minute: 0)

    /// Read from the settings file as the nearest time of day: a damaged or hand-made file may hold any number,
    /// and the times are counted in minutes (`Window.times`), which a huge one would overflow.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        hour: try container.decode(Int.self, forKey: .hour), minute: try container.decode(Int.self, forKey: .minute))
    }
  }

  /// The requests for the next moments at `time` after `now`: the `days` next days, one a day.
  public static func requests(
    at time: Time, after now: Date, settings: BardSettings, timeZone: TimeZone
  ) -> [NotificationRequest] {
    requests(at: [time], after: now, settings: settings, timeZone: timeZone)
  }

  /// The requests for `settings`' reminders after `now`: each of the day's times (`Window.times`), day after day,
  /// as many as fit in the `days` pending notifications the Bard keeps (60 at one a day, 12 days at five). Each
  /// identifier is its moment and its words (`identifier(fires:body:)`), so a run replaces only a request that is
  /// the same notification; what it no longer plans is removed by the model after adding.
  public static func requests(after now: Date, settings: BardSettings, timeZone: TimeZone) -> [NotificationRequest] {
    guard let start = settings.insultOfTheDay else { return [] }
    return requests(
      at: settings.insultOfTheDayWindow.times(from: start), after: now, settings: settings, timeZone: timeZone)
  }

  /// The requests for `times` of day, in the order they come from the first, after `now`: `days` of them.
  static func requests(
    at times: [Time], after now: Date, settings: BardSettings, timeZone: TimeZone
  ) -> [NotificationRequest] {
    let calendar = calendar(in: timeZone)
    let schedule = settings.schedule(timeZone: timeZone)
    func next(_ time: Time, after moment: Date) -> Date? {
      calendar.nextDate(
        after: moment, matching: DateComponents(hour: time.hour, minute: time.minute), matchingPolicy: .nextTime)
    }
    // The soonest of the day's times comes first; the others follow in the window's order, each counted on the
    // clock from the one before, so a daylight saving change or a new zone moves each as it moves one a day.
    let soonest = times.indices.compactMap { index in next(times[index], after: now).map { (index, $0) } }
      .min { $0.1 < $1.1 }
    guard let soonest else { return [] }
    var requests: [NotificationRequest] = []
    var moment = now
    var used: [Int: Int] = [:]
    for number in 0..<days {
      guard let fires = next(times[(soonest.0 + number) % times.count], after: moment) else { break }
      // Each its own insult: the one the app shows then, or, for a second reminder in the same slot of the
      // schedule (reminders closer than the interval), the slot's next alternative, as Another Insult gives.
      let slot = schedule.slot(at: fires)
      let shuffle = used[slot, default: 0]
      used[slot] = shuffle + 1
      let insult = schedule.insult(forSlot: slot, shuffle: shuffle)
      var request = NotificationRequest(
        id: identifier(fires: fires, body: body(for: insult)), title: BardCopy.insultOfTheDayTitle.text,
        body: body(for: insult),
        trigger: .at(fires), url: BardRoute.shareURL(for: insult.text))
      request.categoryIdentifier = category
      // No zone on the trigger (`timeZone` stays nil): iOS matches its date and time on the device's clock as it
      // is then, so after a flight, before the app is opened to reschedule, it still comes at the chosen time of
      // day in the new zone, with the insult chosen for it here (its Copy and Share give that one). Opening the
      // app schedules the window again with the new zone's moments (`clockChanged`).
      requests.append(request)
      moment = fires
    }
    return requests
  }

  /// The calendar its times are on: Gregorian in `timeZone` (the device's now), for the days scheduled and for
  /// Settings' wheel alike, whatever calendar the user's region uses (hours and minutes are the same in each).
  public static func calendar(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  /// The moment a wheel of hours and minutes shows for `time`: that time today on `calendar`, or, on a day whose
  /// clock skips it (the spring DST change skips 2:00-2:59 in New York), on the next day that has it, so the
  /// wheel never shows an hour the user did not pick.
  public static func wheelDate(for time: Time, now: Date, calendar: Calendar) -> Date {
    var day = now
    // Clock changes are months apart: one of three days in a row has every time.
    for _ in 0..<3 {
      if let date = calendar.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: day),
        self.time(at: date, calendar: calendar) == time
      {
        return date
      }
      guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
      day = next
    }
    return now
  }

  /// The time of day `date` is on `calendar`'s clock: what a wheel stopped at.
  public static func time(at date: Date, calendar: Calendar) -> Time {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return Time(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
  }

  /// What the notification says: the insult, or for a coarse one a line without its words.
  public static func body(for insult: Insult) -> String {
    insult.isCoarse ? BardCopy.insultOfTheDayCoarseBody.text : insult.text
  }

  /// A request's identifier: its moment and a digest of its words. iOS replaces a delivered notification that is
  /// still in Notification Center when a request with its identifier is added, so a positional identifier
  /// ("the 3rd from now") let a rescheduled set put a different insult over one the user had not read. Now only
  /// the same words at the same moment share an identifier (the keep-coming notice has its own).
  public static func identifier(fires: Date, body: String) -> String {
    "\(idPrefix)\(Int(fires.timeIntervalSince1970.rounded(.down)))-\(digest(body))"
  }

  /// Whether `id` is one of this feature's requests (today's identifiers, or the positional ones before them).
  public static func isOwn(_ id: String) -> Bool { id.hasPrefix(idPrefix) }

  /// FNV-1a over the UTF-8 bytes, in hex: the same in every process (Swift's `hashValue` is seeded per launch).
  static func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
