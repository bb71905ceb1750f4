import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// Several reminders a day fill iOS's 64 pending in about five days. Every time the app gets time (launch, return
/// to the foreground, a background refresh) the plan is topped back up; a phone whose app gets none hears, in the
/// last planned reminder, that they pause and how to bring them back.
@MainActor
@Suite("QuoteVault reminders topped up, and a pause said in words, within iOS's 64")
struct ReminderTopUpTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let start = Date(timeIntervalSince1970: 1_773_471_600)

  func quote(_ id: Int64) -> Quote {
    Quote(id: id, text: "Quote number \(id).", author: "Author \(id)", category: "Wisdom")
  }

  @Test("QV-7.1: a plan cut short by the limit ends with the pause notice at the last kept slot; a full one does not")
  func pauseNotice() throws {
    let schedule = ReminderSchedule(count: 12, start: "09:00", end: "21:00")
    let plan = NotificationPlan.make(
      enabled: true, schedule: schedule, now: start, timeZone: utc, quotes: [:],
      pool: (1...300).map { quote(Int64($0)) })
    #expect(plan.count == NotificationPlan.plannedLimit)
    let last = try #require(plan.last)
    #expect(last.id == NotificationPlan.pauseNoticeID && last.body == NotificationPlan.pauseNoticeBody)
    #expect(last.body == "Your reminders pause after this one. Open QuoteVault to keep them coming.")
    #expect(last.deepLink == NotificationPlan.deepLink, "a tap opens the app, which renews the plan")
    #expect(plan.dropLast().allSatisfy { $0.id != NotificationPlan.pauseNoticeID })
    #expect(plan.map(\.date) == plan.map(\.date).sorted() && Set(plan.map(\.date)).count == plan.count)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let parts = calendar.dateComponents([.hour, .minute], from: last.date)
    #expect(
      schedule.minutesOfDay.contains((parts.hour ?? 0) * 60 + (parts.minute ?? 0)), "at one of the window's times")

    // One a day: 60 days fit, nothing is cut, no notice.
    let daily = NotificationPlan.make(
      enabled: true, schedule: ReminderSchedule(count: 1), now: start, timeZone: utc, quotes: [:], pool: [])
    #expect(daily.count == NotificationPlan.reminderDays && !daily.contains { $0.id == NotificationPlan.pauseNoticeID })
  }

  /// A phone with twelve reminders a day planned, on a clock the test moves.
  private func phone(_ backend: Backend, clock: TestClock) async throws -> (Device, QuoteVaultModel) {
    let notifications = SimulatedNotificationCenter(now: { clock.now })
    let device = try Device(backend, notifications: notifications)
    let model = device.model(now: { clock.now }, timeZone: utc)
    await model.feed.reload()  // the reminders' pool
    notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "09:00")
    await model.reminders.setReminders(count: 12, end: "21:00")
    #expect(notifications.pending.count == NotificationPlan.plannedLimit)
    return (device, model)
  }

  private func noticeDate(_ device: Device) -> Date? {
    device.notifications.schedule.first { $0.request.id == NotificationPlan.pauseNoticeID }?.fires
  }

  @Test("QV-7.1: launch, a return to the app and a background refresh each top the plan back up to the limit")
  func everyPathTopsUp() async throws {
    let backend = try await Backend()
    let clock = TestClock(start)
    let (device, model) = try await phone(backend, clock: clock)
    var notice = try #require(noticeDate(device))

    /// Two days pass: what was due fires, the plan shrinks; then `path` runs and must fill it again, further on.
    func afterTwoDays(_ path: String, _ run: () async -> Void) async throws {
      clock.advance(2 * 86_400)
      device.notifications.fire(until: clock.now)
      #expect(device.notifications.pending.count < NotificationPlan.plannedLimit, "\(path): the plan ran down")
      await run()
      #expect(device.notifications.pending.count == NotificationPlan.plannedLimit, "\(path): topped back up")
      #expect(device.notifications.schedule.allSatisfy { $0.fires > clock.now }, "\(path): nothing in the past")
      let moved = try #require(noticeDate(device), "\(path): the notice is still last")
      #expect(moved > notice, "\(path): the notice moved on with the plan")
      #expect(device.notifications.schedule.last?.request.id == NotificationPlan.pauseNoticeID)
      notice = moved
    }

    let scene = SimulatedScene()
    try await afterTwoDays("return to the app") {
      await model.follow(scene.leaveApp())
      await model.follow(scene.returnToApp())
    }
    try await afterTwoDays("background refresh") {
      let relaunched = try? device.relaunched(backend).model(now: { clock.now }, timeZone: utc)
      await relaunched?.backgroundRefresh()
    }
    try await afterTwoDays("launch") {
      let relaunched = try? device.relaunched(backend).model(now: { clock.now }, timeZone: utc)
      await relaunched?.launch()
    }
  }

  @Test("QV-7.1: an app never opened again: the last reminder says they pause, and none comes twice at a time")
  func neverOpened() async throws {
    let backend = try await Backend()
    let clock = TestClock(start)
    let (device, _) = try await phone(backend, clock: clock)
    clock.advance(30 * 86_400)
    let delivered = device.notifications.fire(until: clock.now)
    #expect(delivered.count == NotificationPlan.plannedLimit)
    #expect(delivered.last?.body == NotificationPlan.pauseNoticeBody, "told, not dropped silently")
    #expect(delivered.dropLast().allSatisfy { $0.body != NotificationPlan.pauseNoticeBody })
    #expect(device.notifications.pending.isEmpty)
  }
}
