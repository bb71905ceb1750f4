import AppServices
import Foundation
import Localization
import SharedStore

extension QuoteVaultModel {
  /// The Daily notification switch: on only while the user wants it and iOS delivers it.
  public var notificationsSwitch: Bool {
    notificationsRequested ?? (settings.settings.notificationsEnabled && notificationPermission.allowsDelivery)
  }
  /// Turned off for QuoteVault in iOS Settings: the section says so, with the way there.
  public var notificationsBlockedInSettings: Bool { notificationPermission == .denied }

  public func readNotificationPermission() async {
    notificationPermission = await dependencies.notifications.authorizationStatus()
  }

  /// QV-7: the rolling plan of the next days' notifications, each with that day's quote, from the same stored
  /// answer as the widget's timeline. Every planned day is added again, so a new time replaces the old one.
  public func rescheduleNotifications() async {
    // One plan at a time, each reading the settings when it starts: a plan begun before a change never
    // finishes after the plan for that change and overwrites it.
    let previous = planning
    let next = Task { [weak self] in
      await previous?.value
      await self?.planNotifications()
    }
    planning = next
    await next.value
  }

  private func planNotifications() async {
    let current = settings.settings
    var quotes: [String: Quote] = [:]
    if current.notificationsEnabled {
      if !dependencies.store.read(QuoteVaultShared.dailyQuotes).contains(where: { $0.day == today }) {
        await refreshQuoteOfTheDay()
      }
      for daily in dependencies.store.read(QuoteVaultShared.dailyQuotes) { quotes[daily.day] = daily.quote }
    }
    var schedule = reminderSchedule
    schedule.start = current.notificationTime
    // Several a day: the other reminders' quotes come from the chosen source, each once.
    let pool = current.notificationsEnabled && schedule.count > 1 ? await reminderPool(schedule.source) : []
    let plan = NotificationPlan.make(
      enabled: current.notificationsEnabled, schedule: schedule, now: dependencies.now(),
      timeZone: dependencies.timeZone(), quotes: quotes, pool: pool)
    await NotificationPlan.apply(plan, to: dependencies.notifications)
  }

  /// What Settings says under the reminders' window (it runs past midnight, or holds one): from the times the
  /// pickers show.
  public var reminderWindowNote: String? {
    var schedule = reminderSchedule
    schedule.start = notificationTimeDraft ?? settings.settings.notificationTime
    schedule.end = reminderEndDraft ?? schedule.end
    return schedule.windowNote
  }

  /// The "Until" wheel moved (each tick): nothing is planned until the user is done (`commitNotificationTime`).
  public func editReminderEnd(_ time: String) {
    guard NotificationPlan.parseTime(time) != nil else { return }
    reminderEndDraft = time
  }

  /// Settings' "Reminder Quotes": where the extra reminders take their quotes from; kept and planned at once.
  public func setReminderSource(_ source: ReminderSource) async {
    guard source != reminderSchedule.source else { return }
    var schedule = reminderSchedule
    schedule.source = source
    reminderSchedule = schedule.normalized
    try? dependencies.store.write(reminderSchedule, for: QuoteVaultShared.reminders)
    await rescheduleNotifications()
  }

  /// Settings says it when favourites are the source and there are none.
  public var reminderSourceNote: String? {
    reminderSchedule.source == .favorites && reminderSchedule.count > 1 && library.favorites.isEmpty
      ? ReminderSource.noFavoritesNote : nil
  }

  /// The quotes the extra reminders may carry: never a user's own (private: a locked screen shows a
  /// notification's body). Favourites are the signed-in user's as the device holds them (their queued hearts
  /// included), a guest's (on this device) when nobody is signed in; a category's are the cached ones, a few pages more asked of the server
  /// first when the cache holds too few for the plan.
  func reminderPool(_ source: ReminderSource) async -> [Quote] {
    let cache = dependencies.service.cache
    let quotes: [Quote]
    switch source {
    case .allCategories:
      quotes = (try? cache.quotes(after: nil, category: nil, search: nil, pageSize: Self.reminderPoolSize)) ?? []
    case .favorites:
      quotes = library.favorites
    case .category(let category):
      func cached() -> [Quote] {
        let found = try? cache.quotes(after: nil, category: category, search: nil, pageSize: Self.reminderPoolSize)
        return (found ?? []).filter { $0.ownerID == nil }
      }
      var last: Int64?
      for _ in 0..<Self.categoryPagesWhenThin where cached().count < NotificationPlan.plannedLimit {
        let page = await dependencies.service.quotes(after: last, category: category, search: nil)
        guard page.error == nil, page.quotes.count == QuoteVaultAPI.pageSize, let next = page.quotes.last?.id else {
          break
        }
        last = next
      }
      quotes = cached()
    }
    return quotes.filter { $0.ownerID == nil }
  }

  /// How many cached quotes a plan draws from.
  static let reminderPoolSize = 400
  /// How many feed pages a thin category's reminders ask the server for, at most.
  static let categoryPagesWhenThin = 4

  /// Settings' reminders: how many a day and until when (from the daily time); kept on this device and planned
  /// at once.
  public func setReminders(count: Int? = nil, end: String? = nil) async {
    var schedule = reminderSchedule
    if let count { schedule.count = count }
    if let end, NotificationPlan.parseTime(end) != nil { schedule.end = end }
    schedule.start = settings.settings.notificationTime
    reminderSchedule = schedule.normalized
    try? dependencies.store.write(reminderSchedule, for: QuoteVaultShared.reminders)
    await rescheduleNotifications()
  }

  /// The time picker moved (each tick of the wheel): nothing is scheduled yet.
  public func editNotificationTime(_ time: String) {
    guard NotificationPlan.parseTime(time) != nil else { return }
    notificationTimeDraft = time
  }

  /// The user is done picking (Done, or leaving Settings): the new start and end are saved and every pending day
  /// re-planned at them.
  public func commitNotificationTime() async {
    if let end = reminderEndDraft {
      reminderEndDraft = nil
      if end != reminderSchedule.end { await setReminders(end: end) }
    }
    guard let time = notificationTimeDraft else { return }
    notificationTimeDraft = nil
    guard time != settings.settings.notificationTime else { return }
    await setNotifications(enabled: settings.settings.notificationsEnabled, time: time)
  }

  /// The profile wants notifications and this device has them off: iOS is asked (it prompts only once). A refusal
  /// is said when iOS has just asked; at every later launch or sign-in the switch simply stays off, with no alert
  /// for something the user did not do here and then.
  func adoptNotifications() async {
    let center = dependencies.notifications
    let promptWillShow = await center.authorizationStatus() == .notDetermined
    if await center.requestAuthorization() {
      settings.setNotifications(enabled: true)
    } else if promptWillShow {
      showNotificationsOff()
    }
    await readNotificationPermission()
    await rescheduleNotifications()
  }

  public func setNotifications(enabled: Bool, time: String? = nil) async {
    notificationsRequested = enabled
    defer { notificationsRequested = nil }
    if enabled, !(await dependencies.notifications.requestAuthorization()) {
      showNotificationsOff()
      settings.setNotifications(enabled: false)
    } else {
      settings.setNotifications(enabled: enabled, time: time)
    }
    await readNotificationPermission()
    await rescheduleNotifications()
  }
}

extension QuoteVaultModel {
  /// A refused permission, said where the user turned notifications on.
  func showNotificationsOff() {
    showMessage(
      Self.notificationsOffMessage, title: LocalizedCopy("quotevault.notifications.title", "Notifications").text)
  }
}
