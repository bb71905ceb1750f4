import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// Recurring payments (issue 41): due days from the start, each sent once, on the next open, on a clock the
/// tests move.
@Suite("PayMe's scheduled payments")
struct ScheduledPaymentTests {
  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }
  static func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
    utc.date(from: DateComponents(year: y, month: m, day: d)) ?? .distantPast
  }
  static let ana = DemoData.contacts[0]

  static func schedule(_ cadence: PaymentCadence, start: Date, amount: Decimal = 25) -> ScheduledPayment {
    ScheduledPayment(
      id: "s1", recipient: ana, amount: Money(amount, .usd), note: "Rent", cadence: cadence, start: start)
  }

  @Test("Monthly on the 31st lands on each month's last day, and on the 31st again where there is one")
  func monthEnds() {
    let days = (0..<5).compactMap { PaymentCadence.monthly.dueDay($0, from: Self.day(2027, 1, 31), calendar: Self.utc) }
    #expect(
      days == [
        Self.day(2027, 1, 31), Self.day(2027, 2, 28), Self.day(2027, 3, 31), Self.day(2027, 4, 30),
        Self.day(2027, 5, 31),
      ])
    #expect(PaymentCadence.monthly.dueDay(1, from: Self.day(2028, 1, 31), calendar: Self.utc) == Self.day(2028, 2, 29))
    #expect(PaymentCadence.weekly.dueDay(2, from: Self.day(2027, 1, 1), calendar: Self.utc) == Self.day(2027, 1, 15))
    #expect(
      PaymentCadence.everyTwoWeeks.dueDay(1, from: Self.day(2027, 1, 1), calendar: Self.utc) == Self.day(2027, 1, 15))
    #expect(PaymentCadence.weekly.dueDay(-1, from: Self.day(2027, 1, 1), calendar: Self.utc) == nil)
  }

  @Test("Each due day is sent once: a second run sends nothing, and a run after a kill between saves neither")
  func idempotent() throws {
    var ledger = DemoData.ledger(now: Self.day(2027, 1, 1))
    let before = ledger.balance
    var schedules = ScheduledPayments(items: [Self.schedule(.weekly, start: Self.day(2027, 1, 1))])
    // Opened on day 15: the 1st, 8th and 15th are due; only the 15th's goes, the two before are skipped.
    let first = schedules.runDue(ledger: &ledger, now: Self.day(2027, 1, 15), calendar: Self.utc)
    #expect(first.sent.map(\.id) == ["scheduled-s1-2"] && first.skipped == 2)
    #expect(ledger.balance == before - Money(25, .usd), "exactly one payment, in Decimal")
    let again = schedules.runDue(ledger: &ledger, now: Self.day(2027, 1, 15), calendar: Self.utc)
    #expect(again.sent.isEmpty && again.skipped == 0 && ledger.balance == before - Money(25, .usd))
    // Killed after the ledger was saved, before the schedules were: the schedule read back is the old one.
    var stale = ScheduledPayments(items: [Self.schedule(.weekly, start: Self.day(2027, 1, 1))])
    let afterKill = stale.runDue(ledger: &ledger, now: Self.day(2027, 1, 15), calendar: Self.utc)
    #expect(afterKill.sent.isEmpty && afterKill.skipped == 0, "the run that sent it said it")
    #expect(ledger.balance == before - Money(25, .usd))
    #expect(stale.items.first?.sent == 3, "it only moves on")
  }

  @Test("A short balance holds the payment back with words, once; later due days wait; it goes when money does")
  func shortBalance() throws {
    var ledger = DemoData.ledger(now: Self.day(2027, 1, 1))
    let big = ledger.balance.amount  // more than the balance: refused
    var schedules = ScheduledPayments(items: [Self.schedule(.weekly, start: Self.day(2027, 1, 1), amount: big + 1)])
    // On the 1st, its first due day: refused, held back.
    let run = schedules.runDue(ledger: &ledger, now: Self.day(2027, 1, 1), calendar: Self.utc)
    #expect(run.sent.isEmpty && run.heldBack.map(\.error) == [.insufficientFunds] && run.skipped == 0)
    #expect(schedules.items.first?.heldBack == Self.day(2027, 1, 1) && schedules.items.first?.sent == 0)
    let again = schedules.runDue(ledger: &ledger, now: Self.day(2027, 1, 1), calendar: Self.utc)
    #expect(again.heldBack.isEmpty, "told once per due day")
    try ledger.addMoney(Money(10, .usd), at: Self.day(2027, 1, 1), id: "top-up")
    let paid = schedules.runDue(ledger: &ledger, now: Self.day(2027, 1, 1), calendar: Self.utc)
    #expect(paid.sent.map(\.id) == ["scheduled-s1-0"] && schedules.items.first?.heldBack == nil, "it goes with money")
    // A week on, short again: the 8th is held back; by the 15th it is no longer the latest, and is skipped.
    let short = schedules.runDue(ledger: &ledger, now: Self.day(2027, 1, 8), calendar: Self.utc)
    #expect(
      short.heldBack.map(\.error) == [.insufficientFunds] && schedules.items.first?.heldBack == Self.day(2027, 1, 8))
    try ledger.addMoney(Money(big + 1, .usd), at: Self.day(2027, 1, 15), id: "top-up-2")
    let later = schedules.runDue(ledger: &ledger, now: Self.day(2027, 1, 15), calendar: Self.utc)
    #expect(later.sent.map(\.id) == ["scheduled-s1-2"] && later.skipped == 1 && schedules.items.first?.heldBack == nil)
  }

  @Test("Reminders: on the due day at 9, only future ones, the soonest, within iOS's 64 with request reminders")
  func reminders() {
    let items = (0..<30).map {
      ScheduledPayment(
        id: "s\($0)", recipient: Self.ana, amount: Money(5, .usd), note: "", cadence: .weekly,
        start: Self.day(2027, 1, 1 + $0 % 28))
    }
    let requests = ScheduledPaymentReminder.requests(
      for: ScheduledPayments(items: items), now: Self.day(2027, 1, 3), calendar: Self.utc,
      locale: Locale(identifier: "en_US"), hidingAmount: false)
    #expect(requests.count == ScheduledPaymentReminder.limit)
    #expect(ScheduledPaymentReminder.limit + RequestReminder.limit <= maximumPendingNotifications)
    #expect(requests.first?.trigger == .at(Self.day(2027, 1, 3).addingTimeInterval(9 * 3600)))
    #expect(
      requests.first?.body
        == "Your scheduled $5.00 demo payment to \(Self.ana.name) is due today. Open PayMe to send it.")
  }
}

@Suite("PayMe's scheduled payments in the app")
@MainActor
struct ScheduledPaymentModelTests {
  @Test("Repeat a sent payment weekly: due payments go on the next open, once across relaunches, cancel stops it")
  func acrossLaunches() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let sent = try #require(app.ledger.transactions.first { $0.kind == .sent })
    let start = app.now.addingTimeInterval(24 * 3600)
    harness.owner.script(.match)
    #expect(await app.scheduledPayments.repeatPayment(sent.id, cadence: .weekly, start: start) == nil)
    // Refused before any prompt (none is scripted: one would fail the test).
    #expect(await app.scheduledPayments.repeatPayment("nothing", cadence: .weekly, start: start) == .notASentPayment)
    #expect(
      await app.scheduledPayments.repeatPayment(
        sent.id, cadence: .weekly, start: app.now.addingTimeInterval(-3 * 86400))
        == .startOutOfRange)
    let balance = app.ledger.balance
    // Eight days later (the first due day and the next week's): a new launch, twice over. Only the latest
    // due day is sent, once; the first is skipped and said.
    harness.time.advance(8 * 86400 + 3600)
    for _ in 0..<2 {
      let relaunched = harness.relaunched()
      #expect(relaunched.ledger.balance == balance - sent.amount, "one payment, once")
    }
    let last = harness.relaunched()
    let id = try #require(last.schedules.items.first?.id)
    last.scheduledPayments.cancel(id)
    harness.time.advance(30 * 86400)
    let later = harness.relaunched()
    #expect(later.schedules.items.isEmpty && later.ledger.balance == balance - sent.amount)
  }

  /// A launched app with notifications on and two schedules made (weekly from tomorrow, monthly from four days
  /// on); the weekly one's first reminder is delivered and still in Notification Center, the monthly one's
  /// pending. Returns their reminders' identifiers, weekly first.
  func twoSchedulesWithReminders(_ harness: PayMeHarness) async throws -> (PayMeModel, [String]) {
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    let sent = try #require(app.ledger.transactions.first { $0.kind == .sent })
    let day: TimeInterval = 86400
    harness.owner.script(.match, .match)
    #expect(
      await app.scheduledPayments.repeatPayment(sent.id, cadence: .weekly, start: app.now.addingTimeInterval(day))
        == nil)
    #expect(
      await app.scheduledPayments.repeatPayment(sent.id, cadence: .monthly, start: app.now.addingTimeInterval(4 * day))
        == nil)
    await app.finishEverything()
    let reminders = app.schedules.items.map { ScheduledPaymentReminder.identifier(for: $0.id) }
    #expect(reminders.count == 2 && Set(harness.center.schedule.map(\.request.id)).isSuperset(of: reminders))
    _ = harness.center.fire(until: app.now.addingTimeInterval(2 * day))
    #expect(harness.center.delivered.contains { $0.id == reminders[0] })
    #expect(harness.center.schedule.contains { $0.request.id == reminders[1] })
    return (app, reminders)
  }

  @Test("Reset Demo Data cancels the scheduled payments and withdraws their reminders, pending and delivered")
  func resetClearsSchedules() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, _) = try await twoSchedulesWithReminders(harness)
    let day: TimeInterval = 86400
    app.settingsScreen.askToResetDemoData()
    await app.tapAlert("Reset")
    #expect(app.schedules.items.isEmpty)
    #expect(!harness.center.schedule.contains { ScheduledPaymentReminder.isReminder($0.request.id) }, "none pending")
    #expect(!harness.center.delivered.contains { ScheduledPaymentReminder.isReminder($0.id) }, "none delivered")
    // A week on, a new launch: nothing scheduled is read back, and nothing is paid from the fresh demo balance.
    harness.time.advance(8 * day)
    let relaunched = harness.relaunched()
    #expect(relaunched.schedules.items.isEmpty)
    #expect(!relaunched.ledger.transactions.contains { $0.id.hasPrefix("scheduled-") })
  }

  @Test("Notifications off withdraws the scheduled payments' reminders, pending and delivered; on plans them again")
  func notificationsSwitch() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, reminders) = try await twoSchedulesWithReminders(harness)
    await app.settingsScreen.setNotifications(false)
    await app.finishEverything()
    #expect(!harness.center.schedule.contains { ScheduledPaymentReminder.isReminder($0.request.id) }, "none pending")
    #expect(!harness.center.delivered.contains { ScheduledPaymentReminder.isReminder($0.id) }, "none delivered")
    await app.settingsScreen.setNotifications(true)
    await app.finishEverything()
    let planned = Set(harness.center.schedule.map(\.request.id)).filter(ScheduledPaymentReminder.isReminder)
    #expect(planned == Set(reminders), "each schedule's next due day is reminded again")
  }

  @Test("A damaged schedules file is set aside and said, never a silent reset")
  func damaged() throws {
    let harness = PayMeHarness()
    _ = harness.model()
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: harness.directory.appendingPathComponent("payme-scheduled-payments.json"))
    let app = harness.model()
    #expect(app.schedules.items.isEmpty && app.alert?.kind(as: ScheduledPaymentAlertID.self) == .reset)
  }
}
