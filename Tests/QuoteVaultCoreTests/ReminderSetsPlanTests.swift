import Foundation
import QuoteVaultCore
import Testing

/// Several reminder sets, as Motivation and "I am" keep them, planned together within iOS's 64 pending.
@Suite("QuoteVault reminder sets: planned together, shared fairly within iOS's 64, never two at a minute")
struct ReminderSetsPlanTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC, a Saturday.
  let now = Date(timeIntervalSince1970: 1_773_471_600)

  func quote(_ id: Int64, category: String = "Wisdom") -> Quote {
    Quote(id: id, text: "Quote number \(id).", author: "Author \(id)", category: category)
  }

  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }

  @Test("Fair shares: equal parts, what a set needs less of goes to the others, never more than the budget")
  func fairShares() {
    #expect(NotificationPlan.fairShares(demands: [720, 60], budget: 63) == [32, 31])
    #expect(NotificationPlan.fairShares(demands: [720, 10], budget: 63) == [53, 10], "the small set keeps all")
    #expect(NotificationPlan.fairShares(demands: [20, 20], budget: 63) == [20, 20], "room for both whole")
    #expect(NotificationPlan.fairShares(demands: [0, 100, 100, 100], budget: 63) == [0, 21, 21, 21])
    #expect(NotificationPlan.fairShares(demands: [100, 100], budget: 0) == [0, 0])
    #expect(NotificationPlan.fairShares(demands: [], budget: 63).isEmpty)
  }

  @Test("QV-7.1 / QV-7.2: two sets share the 63 fairly; the one cut short ends in a notice naming it, and says so")
  func twoSetsShare() throws {
    let daily = ReminderSet(id: ReminderSet.dailyID, name: "", schedule: ReminderSchedule(count: 12))
    let evening = ReminderSet(
      id: "s1", name: "Evening",
      schedule: ReminderSchedule(count: 1, start: "20:30", end: "21:00", source: .category(.love)))
    let love = (500...600).map { quote(Int64($0), category: "Love") }
    let plan = NotificationPlan.make(
      sets: [daily, evening], pools: [daily.id: (1...300).map { quote(Int64($0)) }, evening.id: love], now: now,
      timeZone: utc, quotes: [:])
    #expect(plan.notifications.count == NotificationPlan.plannedLimit, "within iOS's 64, one kept free")
    let evenings = plan.notifications.filter { $0.id.hasPrefix(NotificationPlan.identifierPrefix + "s1-") }
    #expect(evenings.count == 31, "the one-a-day set keeps half, not the few days twelve a day would leave it")
    #expect(plan.trimmed == [daily.id: 32, evening.id: 31], "both cut short, each said")
    let notices = plan.notifications.filter { $0.id.hasSuffix("pause") }
    #expect(notices.count == 2)
    #expect(
      notices.contains {
        $0.body == "Your “Evening” reminders pause after this one. Open QuoteVault to keep them coming."
      })
    #expect(notices.contains { $0.body == NotificationPlan.setPauseNoticeBody("Daily Quote") })
    // Each set's quotes from its own source, none twice in the whole plan.
    let evening0 = try #require(evenings.first)
    #expect(evening0.title == "Evening" && evening0.body.hasPrefix("“Quote number "))
    let ids = plan.notifications.compactMap { NotificationPlan.quoteID(in: $0.deepLink) }
    #expect(Set(ids).count == ids.count, "no quote twice")
    #expect(
      evenings.dropLast().allSatisfy {
        NotificationPlan.quoteID(in: $0.deepLink).map { (500...600).contains($0) } == true
      })
    #expect(
      RemindersModel.trimmedNote(count: 31)
        == "iOS holds 64 reminders for all your sets, so only the next 31 of this set are planned. Open QuoteVault to plan more."
    )
  }

  @Test("QV-7.2: no two notifications at the same minute: a later set's moves to a free minute of its window")
  func noTwoAtAMinute() throws {
    let daily = ReminderSet(
      id: ReminderSet.dailyID, name: "", schedule: ReminderSchedule(count: 3, start: "09:00", end: "09:02"))
    let same = ReminderSet(id: "s1", name: "Same", schedule: ReminderSchedule(count: 2, start: "09:00", end: "09:10"))
    // Its whole window taken by the daily set's: it is left out rather than coming after its window.
    let narrow = ReminderSet(
      id: "s2", name: "Narrow", schedule: ReminderSchedule(count: 2, start: "09:01", end: "09:02"))
    let plan = NotificationPlan.make(
      sets: [daily, same, narrow], pools: [:], now: now, timeZone: utc, quotes: [:])
    let minutes = plan.notifications.map { Int($0.date.timeIntervalSince1970 / 60) }
    #expect(Set(minutes).count == minutes.count, "one a minute at most")
    let today = plan.notifications.filter { calendar.isDate($0.date, inSameDayAs: now) }
    let times = today.map { calendar.dateComponents([.hour, .minute], from: $0.date) }.map {
      ($0.hour ?? 0) * 60 + ($0.minute ?? 0)
    }
    #expect(times == [540, 541, 542, 543, 550], "the daily set's 09:00 to 09:02 stay; the other's 09:00 follows")
    #expect(
      today.prefix(3).map(\.id)
        == ["2026-03-14", "2026-03-14-1", "2026-03-14-2"].map { NotificationPlan.identifierPrefix + $0 })
    #expect(!today.contains { $0.id.contains("s2-") }, "no room in its window today: left out, not after it")
  }

  @Test("QV-7.2: eight sets at the same times stay inside their windows and before their pause notices")
  func eightSetsInsideWindows() throws {
    let schedule = ReminderSchedule(count: 3, start: "09:00", end: "21:00")
    let sets =
      [ReminderSet(id: ReminderSet.dailyID, name: "", schedule: schedule)]
      + (1..<ReminderSets.limit).map { ReminderSet(id: "s\($0)", name: "Set \($0)", schedule: schedule) }
    let plan = NotificationPlan.make(sets: sets, pools: [:], now: now, timeZone: utc, quotes: [:])
    let minutes = plan.notifications.map { Int($0.date.timeIntervalSince1970 / 60) }
    #expect(Set(minutes).count == minutes.count, "one a minute at most")
    #expect(plan.notifications.count <= NotificationPlan.plannedLimit)
    #expect(plan.trimmed.count == sets.count, "all eight share iOS's 64")
    let prefix = NotificationPlan.identifierPrefix
    for set in sets {
      let isDaily = set.id == ReminderSet.dailyID
      let noticeID = isDaily ? NotificationPlan.pauseNoticeID : prefix + set.id + "-pause"
      let reminders = plan.notifications.filter { notification in
        guard notification.id != noticeID else { return false }
        let rest = notification.id.dropFirst(prefix.count)
        return isDaily ? rest.first?.isNumber == true : rest.hasPrefix(set.id + "-")
      }
      let notice = try #require(plan.notifications.first { $0.id == noticeID }, "\(set.id) is cut short")
      #expect(!reminders.isEmpty)
      for reminder in reminders {
        let parts = calendar.dateComponents([.hour, .minute], from: reminder.date)
        let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        #expect((540...1260).contains(minute), "\(set.id) at \(minute): inside 09:00 to 21:00")
        #expect(reminder.date < notice.date, "\(set.id): before its pause notice")
      }
    }
  }

  @Test("QV-7.2: a set comes only on its weekdays; a window past midnight belongs to the day it starts")
  func weekdays() {
    // Friday nights only, 22:00 to 01:00.
    let night = ReminderSet(
      id: "s2", name: "Friday", schedule: ReminderSchedule(count: 2, start: "22:00", end: "01:00"), weekdays: [6])
    let plan = NotificationPlan.make(
      sets: [ReminderSet(id: ReminderSet.dailyID, name: "", isEnabled: false), night], pools: [:], now: now,
      timeZone: utc, quotes: [:])
    #expect(!plan.notifications.isEmpty && plan.trimmed.isEmpty, "eight Fridays fit easily")
    for notification in plan.notifications {
      let parts = calendar.dateComponents([.weekday, .hour], from: notification.date)
      #expect(
        (parts.weekday == 6 && parts.hour == 22) || (parts.weekday == 7 && parts.hour == 1),
        "Friday 22:00, and its 01:00 on Saturday morning")
      #expect(notification.body == NotificationPlan.reminderBody, "no pool: the fallback words")
    }
    #expect(plan.notifications.count == 2 * 8, "eight Fridays ahead in 60 days; last night's are past")
  }

  @Test("QV-7.5: disabled sets plan nothing; the daily set off leaves no quote of the day in the others")
  func disabled() {
    let off = ReminderSet(id: ReminderSet.dailyID, name: "", isEnabled: false)
    let other = ReminderSet(id: "s1", name: "Other", isEnabled: false)
    #expect(
      NotificationPlan.make(sets: [off, other], pools: [:], now: now, timeZone: utc, quotes: [:]).notifications.isEmpty)
    let on = ReminderSet(id: "s1", name: "Other")
    let day = QuoteDay.string(now, timeZone: utc)
    let plan = NotificationPlan.make(
      sets: [off, on], pools: [:], now: now, timeZone: utc, quotes: [day: quote(7)])
    #expect(plan.notifications.count == NotificationPlan.reminderDays)
    #expect(plan.notifications.allSatisfy { $0.title == "Other" && !$0.body.contains("Quote number 7") })
  }
}
