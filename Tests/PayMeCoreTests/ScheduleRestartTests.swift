import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// Restarting an ended schedule (issue 41's peers' gaps): a new series from a chosen day, behind the same device
/// owner check as an edit.
@Suite("PayMe: restarting an ended scheduled payment")
@MainActor
struct ScheduleRestartTests {
  static let day: TimeInterval = 86400

  /// A weekly schedule that ended after its one payment.
  static func ended(_ harness: PayMeHarness) async throws -> (PayMeModel, ScheduledPayment) {
    let (app, schedule) = try await ScheduleEndTests.ending(.after(payments: 1), harness)
    harness.scene.leaveApp()
    harness.time.advance(Self.day + 3600)
    harness.scene.returnToApp()
    await app.finishEverything()
    while let alert = app.shownAlert { await app.tapAlert(alert.buttons.first?.title ?? "") }
    let ended = try #require(app.schedules.items.first)
    #expect(app.scheduledPayments.hasEnded(ended) && ended.id == schedule.id)
    return (app, ended)
  }

  @Test("PM-0.2: Restart asks Face ID with the day, then a new series runs from it, with no end; paid on its day")
  func restart() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let during = PromptWords(harness.owner)
    let (first, ended) = try await Self.ended(harness)
    _ = first
    let app = harness.model(deviceOwner: during)
    app.scheduledPayments.restart(ended.id)
    let sheet = try #require(app.scheduleEditor)
    #expect(sheet.restarts && sheet.title.text == "Restart Payment" && sheet.saveTitle.text == "Restart")
    #expect(sheet.end.kind == .never && sheet.canSave, "no end, and Restart may be tapped as it is")
    let start = try #require(app.calendar.date(byAdding: .day, value: 3, to: app.calendar.startOfDay(for: app.now)))
    sheet.nextDate = start
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    let style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(app.locale)
    #expect(
      during.prompts.last?.reason == "Send $18.75 to \(ended.recipient.name) every week from \(start.formatted(style))")
    let restarted = try #require(app.schedules.items.first)
    #expect(!app.scheduledPayments.hasEnded(restarted) && restarted.series == ended.series + 1)
    #expect(restarted.nextDue(calendar: app.calendar) == start && restarted.end == .never)
    #expect(app.scheduleEditor == nil)
    harness.scene.leaveApp()
    harness.time.advance(3 * Self.day + 3600)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(ScheduleOnceADayTests.payments(app, ended).count == 2, "its first payment and the new one")
  }

  @Test("A cancelled check restarts nothing; a running schedule cannot be restarted")
  func notRestarted() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, ended) = try await Self.ended(harness)
    app.scheduledPayments.restart(ended.id)
    let sheet = try #require(app.scheduleEditor)
    harness.owner.script(.cancel)
    sheet.save()
    await app.finishEverything()
    #expect(app.schedules.items == [ended] && app.scheduleEditor === sheet)
    var schedules = ScheduledPayments(items: [ended])
    let change = ScheduleChange(amount: ended.amount, cadence: .weekly, next: app.now, note: "", end: .never)
    let running = try schedules.restart(ended.id, change, today: app.now, calendar: app.calendar) { _ in false }.get()
    #expect(
      schedules.restart(running.id, change, today: app.now, calendar: app.calendar) { _ in false }
        == .failure(.moved), "not ended: nothing to restart")
  }

  /// Leaves the app and returns `days` later (an hour past midnight), taking down what it says.
  static func returnAfter(_ days: Int, _ harness: PayMeHarness, _ app: PayMeModel) async {
    harness.scene.leaveApp()
    harness.time.advance(TimeInterval(days) * Self.day)
    harness.scene.returnToApp()
    await app.finishEverything()
    while let alert = app.shownAlert { await app.tapAlert(alert.buttons.first?.title ?? "") }
  }

  /// A weekly schedule ending in four weeks, paused after two payments, then left until after its end.
  static func pausedThenEnded(_ harness: PayMeHarness) async throws -> (PayMeModel, ScheduledPayment) {
    let (app, schedule) = try await ScheduleEndTests.ending(.on(day: harness.time.now + 28 * Self.day), harness)
    await returnAfter(1, harness, app)
    harness.time.advance(3600)
    await returnAfter(7, harness, app)
    #expect(ScheduleOnceADayTests.payments(app, schedule).count == 2)
    app.scheduledPayments.pause(schedule.id)
    await returnAfter(35, harness, app)
    let ended = try #require(app.schedules.items.first)
    #expect(ended.isPaused && app.scheduledPayments.hasEnded(ended))
    return (app, ended)
  }

  @Test("PM-0.2: a paused schedule that ended, restarted \"After 12 payments\", pays exactly 12 from the restart")
  func restartCountsFromTheRestart() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, ended) = try await Self.pausedThenEnded(harness)
    app.scheduledPayments.restart(ended.id)
    let sheet = try #require(app.scheduleEditor)
    var end = sheet.end
    end.kind = .afterPayments
    end.payments = 12
    sheet.end = end
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    let restarted = try #require(app.schedules.items.first)
    #expect(restarted.end == .after(payments: 2 + 12), "counted past the two it sent, not the days paused over")
    for _ in 0..<15 { await Self.returnAfter(7, harness, app) }
    #expect(ScheduleOnceADayTests.payments(app, ended).count == 2 + 12, "the two before, then exactly 12")
    #expect(app.scheduledPayments.hasEnded(try #require(app.schedules.items.first)))
  }

  @Test("PM-0.2: restarting a paused, ended schedule from today says it sends now, and sends today's payment now")
  func restartPausedSendsToday() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let during = PromptWords(harness.owner)
    let (first, ended) = try await Self.pausedThenEnded(harness)
    _ = first
    let app = harness.model(deviceOwner: during)
    app.scheduledPayments.restart(ended.id)
    let sheet = try #require(app.scheduleEditor)
    #expect(app.calendar.isDate(sheet.nextDate, inSameDayAs: app.now), "from today, as the sheet opens")
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(during.prompts.last?.reason == "Send $18.75 to \(ended.recipient.name) now, then every week")
    let today = app.calendar.startOfDay(for: app.now)
    #expect(
      ScheduleOnceADayTests.payments(app, ended).contains {
        $0.map { app.calendar.isDate($0, inSameDayAs: today) } == true
      }, "today's payment went at once, as the prompt said")
  }
}
