import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// Several reminders a day within a window the user sets, as quote apps give them.
@MainActor
@Suite("QuoteVault reminders: several a day within a window, within iOS's 64, each a different quote")
struct ReminderTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_471_600)

  func quote(_ id: Int64) -> Quote {
    Quote(id: id, text: "Quote number \(id).", author: "Author \(id)", category: "Wisdom")
  }

  @Test("QV-7.2: the reminders are spread evenly from the start to the end of the window, both included")
  func times() {
    #expect(ReminderSchedule(count: 4, start: "09:00", end: "21:00").minutesOfDay == [540, 780, 1020, 1260])
    #expect(ReminderSchedule(count: 1, start: "08:30", end: "21:00").minutesOfDay == [510])
    #expect(
      ReminderSchedule(count: 3, start: "22:00", end: "07:00").minutesOfDay == [1320, 1590, 1860],
      "22:00, 02:30 and 07:00 the next morning")
    #expect(ReminderSchedule(count: 99, start: "09:00", end: "21:00").minutesOfDay.count == 12, "at most 12")
    #expect(ReminderSchedule(count: 5, start: "09:00", end: "09:02").minutesOfDay == [540, 541, 542])
  }

  @Test("QV-7.2: a window whose end is before its start runs past midnight, and Settings says so")
  func pastMidnight() throws {
    let night = ReminderSchedule(count: 4, start: "22:00", end: "07:00")
    #expect(night.endsNextDay && night.windowNote == ReminderSchedule.nextDayNote)
    #expect(night.normalized == night, "kept as the user set it, not folded into one reminder")
    #expect(ReminderSchedule(count: 4, start: "09:00", end: "21:00").windowNote == nil, "a plain day says nothing")
    #expect(ReminderSchedule(count: 1, start: "22:00", end: "07:00").windowNote == nil, "one a day has no window")
    let empty = ReminderSchedule(count: 3, start: "09:00", end: "09:00")
    #expect(empty.minutesOfDay == [540] && empty.windowNote == ReminderSchedule.emptyWindowNote, "said in words")

    // 01:00: the window that began last night still has 04:00 and 07:00 to come.
    let oneAM = now.addingTimeInterval(-6 * 3600)
    let plan = NotificationPlan.make(
      enabled: true, schedule: night, now: oneAM, timeZone: utc, quotes: [:], pool: (1...400).map { quote($0) })
    #expect(plan.count == NotificationPlan.plannedLimit, "within iOS's 64 pending, one kept free")
    #expect(Set(plan.map(\.id)).count == plan.count && plan.map(\.date) == plan.map(\.date).sorted())
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let hours = plan.map { calendar.component(.hour, from: $0.date) }
    #expect(Array(hours.prefix(6)) == [4, 7, 22, 1, 4, 7], "tonight's window ends tomorrow morning")
    #expect(plan.allSatisfy { $0.date > oneAM })
    // Each night's reminders are that night's: the first at 22:00 under the evening's day.
    let evening = try #require(plan.first { calendar.component(.hour, from: $0.date) == 22 })
    #expect(evening.id == NotificationPlan.identifierPrefix + "2026-03-14")
    let nextMorning = try #require(plan.first { $0.id == NotificationPlan.identifierPrefix + "2026-03-14-3" })
    #expect(
      calendar.component(.day, from: nextMorning.date) == 15 && calendar.component(.hour, from: nextMorning.date) == 7)
  }

  @Test("QV-7.1 / QV-7.2: four a day within the window, the soonest 64, each reminder a different quote")
  func plan() throws {
    // Four a day fill the 64 in 16 days: say each of them has its quote of the day known.
    let days = NotificationPlan.daysAhead(from: now, timeZone: utc, count: 16)
    let daily = Dictionary(uniqueKeysWithValues: days.enumerated().map { ($1, quote(Int64(1 + $0))) })
    let pool = (1...300).map { quote(Int64($0)) }  // ids 1 to 16 are the days' own
    let schedule = ReminderSchedule(count: 4, start: "09:00", end: "21:00")
    let plan = NotificationPlan.make(
      enabled: true, schedule: schedule, now: now, timeZone: utc, quotes: daily, pool: pool)
    #expect(plan.count == NotificationPlan.plannedLimit, "within iOS's 64 pending, one kept free")
    #expect(plan.map(\.date) == plan.map(\.date).sorted())
    #expect(Set(plan.map(\.id)).count == plan.count, "one identifier each")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    for notification in plan {
      let parts = calendar.dateComponents([.hour, .minute], from: notification.date)
      let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
      #expect(schedule.minutesOfDay.contains(minute), "within the window, at its times")
    }
    // Each day's first is the quote of the day, under the daily identifier; the others are other quotes.
    let first = try #require(plan.first)
    #expect(first.id == NotificationPlan.identifierPrefix + days[0] && first.body.contains("Quote number 1."))
    let bodies = plan.map(\.body)
    #expect(Set(bodies).count == bodies.count, "no quote twice")
    #expect(!bodies.contains(NotificationPlan.reminderBody), "the pool is deep enough for all 64")
    let others = plan.filter { $0.title != "Quote of the Day" && $0.id != NotificationPlan.pauseNoticeID }
    #expect(others.allSatisfy { $0.deepLink.absoluteString.hasPrefix("quotevault://quote?id=") })
  }

  @Test(
    "QV-7.2: a plan renewed the next morning gives that day other quotes than the day before, and the same as planned")
  func renewedNextDay() throws {
    let pool = (100...500).map { quote(Int64($0)) }
    let schedule = ReminderSchedule(count: 5, start: "09:00", end: "21:00")
    func plan(at date: Date) -> [PlannedNotification] {
      NotificationPlan.make(enabled: true, schedule: schedule, now: date, timeZone: utc, quotes: [:], pool: pool)
    }
    let today = plan(at: now)
    let tomorrowMorning = now.addingTimeInterval(86_400)
    let renewed = plan(at: tomorrowMorning)
    // The first of each day is the quote of the day's (none known here, so the plain reminder); the others:
    let dayOne = today.filter { $0.date < tomorrowMorning && $0.body != NotificationPlan.reminderBody }.map(\.body)
    let dayTwoAsPlanned = today.filter { $0.date > tomorrowMorning && $0.date < tomorrowMorning + 86_400 }
    let dayTwoRenewed = renewed.filter { $0.date < tomorrowMorning + 86_400 }
    #expect(!dayOne.isEmpty && Set(dayOne).isDisjoint(with: dayTwoRenewed.map(\.body)), "not yesterday's again")
    #expect(dayTwoAsPlanned.map(\.body) == dayTwoRenewed.map(\.body), "the same quotes however often it is renewed")
  }

  @Test("QV-7.2: a small pool never repeats a quote: the reminders past it say only that a quote is waiting")
  func smallPool() {
    let schedule = ReminderSchedule(count: 3, start: "09:00", end: "18:00")
    let plan = NotificationPlan.make(
      enabled: true, schedule: schedule, now: now, timeZone: utc, quotes: [:],
      pool: (1...5).map { quote(Int64($0)) })
    let quoted = plan.map(\.body).filter {
      $0 != NotificationPlan.reminderBody && $0 != NotificationPlan.pauseNoticeBody
    }
    #expect(quoted.count == 5 && Set(quoted).count == 5)
    #expect(plan.count == NotificationPlan.plannedLimit)
    // Three a day fill the 63 in exactly 21 days, and the 60 days go further: the last says they pause.
    #expect(plan.last?.id == NotificationPlan.pauseNoticeID)
    let off = NotificationPlan.make(
      enabled: false, schedule: schedule, now: now, timeZone: utc, quotes: [:], pool: [])
    #expect(off.isEmpty, "off: nothing pending")
  }

  @Test(
    "QV-7.2: a favourite that is a planned day's quote of the day is that day's reminder; one whose day the plan does not reach is an extra"
  )
  func favouriteOfADayPastThePlan() {
    // The device holds 14 days' quotes of the day; twelve a day fill the 63 in about five and a half days.
    let days = NotificationPlan.daysAhead(from: now, timeZone: utc)
    let daily = Dictionary(uniqueKeysWithValues: days.enumerated().map { ($1, quote(Int64(100 + $0))) })
    // Three favourites: day 2's quote of the day, day 10's (past the plan's end), and one of no day.
    let favourites = [quote(102), quote(110), quote(7)]
    let plan = NotificationPlan.make(
      enabled: true, schedule: ReminderSchedule(count: 12, start: "06:00", end: "23:00"), now: now, timeZone: utc,
      quotes: daily, pool: favourites)
    let planned = plan.compactMap { $0.deepLink.absoluteString }
    #expect(planned.filter { $0 == "quotevault://quote-of-the-day?id=102" }.count == 1, "day 2's own reminder")
    #expect(!planned.contains("quotevault://quote?id=102"), "not repeated as an extra")
    #expect(!planned.contains { $0.hasSuffix("id=110") && $0.contains("quote-of-the-day") }, "day 10 is past the plan")
    #expect(planned.contains("quotevault://quote?id=110"), "so day 10's quote is an extra: no favourite left out")
    #expect(planned.contains("quotevault://quote?id=7"))
  }

  @Test("QV-7.1 / QV-7.4: Settings' reminders are planned at once, kept on the device, and a tap opens that quote")
  func fromSettings() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { now }, timeZone: utc)
    await model.feed.reload()  // quotes seen on this device: the reminders' pool
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "09:00")
    await model.reminders.setReminders(count: 3, end: "21:00")
    let pending = device.notifications.pending
    #expect(pending.count == NotificationPlan.plannedLimit)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let hours = Set(device.notifications.schedule.map { calendar.component(.hour, from: $0.fires) })
    #expect(hours == [9, 15, 21])
    #expect(device.model(now: { now }, timeZone: utc).reminders.schedule.count == 3, "kept across launches")

    let link = try #require(pending.compactMap(\.url).first { $0.host == "quote" })
    model.open(link)
    #expect(model.selectedTab == .home && model.homePath.count == 1)
    #expect(model.homePath.first.map { NotificationPlan.quoteLink($0) } == link, "the reminder's own quote")

    await model.reminders.setReminders(count: 1)
    #expect(device.notifications.pending.allSatisfy { calendar.component(.hour, from: dateOf($0)) == 9 })

    // An end before the start in Settings: the night's reminders, not one silently.
    await model.reminders.setNotifications(enabled: true, time: "22:00")
    await model.reminders.setReminders(count: 3, end: "07:00")
    #expect(model.reminders.schedule.end == "07:00" && model.reminders.windowNote == ReminderSchedule.nextDayNote)
    model.reminders.editTime("06:00")
    #expect(model.reminders.windowNote == nil, "the picker's new start, before 07:00: a plain morning window")
    let night = Set(device.notifications.pending.map { calendar.component(.hour, from: dateOf($0)) })
    #expect(night == [22, 2, 7] && device.notifications.pending.count == NotificationPlan.plannedLimit)
  }

  @Test("QV-7.4: a cold launch from a reminder's tap with a stored session lands on that quote")
  func coldLaunchFromReminder() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let before = try await signedIn(backend, device: device)
    await before.feed.reload()  // the quotes this phone has seen, the reminders' pool
    let quote = try #require(before.feed.quotes.dropFirst(3).first)

    // iOS launches the app for the tap: the router hands the link over before the launch reads the session.
    let model = device.model()
    model.open(NotificationPlan.quoteLink(quote))
    await model.launch()
    #expect(model.auth.isSignedIn && model.rootScreen == .app, "the stored session restored")
    #expect(model.selectedTab == .home && model.homePath == [quote], "on the tapped quote, not the feed")
    #expect(!model.isGuest, "the signed-in user, not a guest")

    // A real change of user still starts the next one at Home.
    await model.auth.signOut()
    #expect(model.homePath.isEmpty)
  }

  private func dateOf(_ request: NotificationRequest) -> Date {
    if case .at(let date) = request.trigger { return date }
    return .distantPast
  }
}
