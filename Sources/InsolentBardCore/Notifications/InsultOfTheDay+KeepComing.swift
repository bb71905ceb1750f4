import AppServices
import Foundation

extension InsultOfTheDay {
  /// What the Bard keeps pending: the insults of `settings`' next moments (`requests(after:settings:timeZone:)`),
  /// the last of a full window saying that they pause (`keepingThemComing`).
  public static func pending(after now: Date, settings: BardSettings, timeZone: TimeZone) -> [NotificationRequest] {
    keepingThemComing(requests(after: now, settings: settings, timeZone: timeZone))
  }

  /// The Bard schedules its insults ahead (iOS keeps an app's soonest 64 pending, so at most `days` of them), and
  /// only the app can schedule more: a user who never opens it would find them stop without a word. So when the
  /// window is full, its last one says so in words instead of its insult (`insultOfTheDayKeepComingBody`), as
  /// Apple's guidance and apps that schedule ahead do; it keeps its moment and link (a tap still
  /// gives that moment's insult, and opens the app, which schedules the window again), but not the category's
  /// Copy and Share buttons: the notice is not an insult, and buttons under it would copy words it does not show. Every
  /// launch and return to the app reschedules the whole window, so the notice moves on and a user who opens
  /// the app now and then never sees it. Fewer than a full window leaves none: those are all there were to come.
  public static func keepingThemComing(_ requests: [NotificationRequest]) -> [NotificationRequest] {
    guard requests.count >= days, let last = requests.last else { return requests }
    // Its own identifier (its words differ): never replaces a delivered insult of the same moment.
    let body = BardCopy.insultOfTheDayKeepComingBody.text
    let fires: Date? = if case .at(let date) = last.trigger { date } else { nil }
    var notice = NotificationRequest(
      id: fires.map { identifier(fires: $0, body: body) } ?? last.id + "-notice", title: last.title, body: body,
      trigger: last.trigger, url: last.url)
    notice.timeZone = last.timeZone
    return requests.dropLast() + [notice]
  }
}
