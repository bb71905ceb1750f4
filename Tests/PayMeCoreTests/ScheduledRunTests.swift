import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// What a scheduled payment does when it comes due (issue 41's review): only the latest due day is sent, dated
/// by its due day, and said on screen; the day changing while PayMe is open runs it too; the reminder's tap
/// lands on Scheduled Payments.
@Suite("PayMe's scheduled payments when they come due")
@MainActor
struct ScheduledRunTests {
  static let day: TimeInterval = 86400

  /// A launched app with a weekly repeat of its first sent payment, from tomorrow.
  func weeklyFromTomorrow(_ harness: PayMeHarness) async throws -> (PayMeModel, Transaction) {
    let app = harness.model()
    app.finishOnboarding()
    let sent = try #require(app.ledger.transactions.first { $0.kind == .sent })
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment(sent.id, cadence: .weekly, start: app.now.addingTimeInterval(Self.day))
        == nil)
    return (app, sent)
  }

  @Test("Closed for three weeks: one payment, for the latest due day, said in a message with the skipped ones")
  func latestOnlyAndSaid() async throws {
    let harness = PayMeHarness()
    let (app, sent) = try await weeklyFromTomorrow(harness)
    let balance = app.ledger.balance
    let firstDue = try #require(app.schedules.items.first?.start)
    // Due tomorrow, then 8, 15 and 22 days on: opened 22 days and an hour later, four are due.
    harness.time.advance(22 * Self.day + 3600)
    let relaunched = harness.relaunched()
    relaunched.settlePresentation()
    let paid = relaunched.ledger.transactions.filter { $0.id.hasPrefix("scheduled-") }
    #expect(paid.count == 1 && relaunched.ledger.balance == balance - sent.amount, "one payment, not four")
    let payment = try #require(paid.first)
    let latestDue = try #require(PaymentCadence.weekly.dueDay(3, from: firstDue, calendar: relaunched.calendar))
    #expect(payment.scheduledFor == latestDue, "it paid for its due day")
    #expect(payment.date == relaunched.now, "and is dated when the money moved")
    let dueLong = latestDue.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(relaunched.locale))
    #expect(
      relaunched.transactionScreen(payment.id).detailRows.map(\.accessibilityLabel) == ["Scheduled For, \(dueLong)"],
      "its screen shows the day it paid for")
    let alert = try #require(relaunched.shownAlert)
    #expect(alert.kind(as: ScheduledPaymentAlertID.self) == .ran(sent: [payment.id], skipped: 3))
    #expect(alert.title == "Scheduled Payment Sent")
    let dueText = latestDue.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(relaunched.locale))
    #expect(
      alert.message
        == "Your \(sent.amount.formatted(locale: relaunched.locale)) payment to \(sent.counterparty.name), "
        + "scheduled for \(dueText), was sent. 3 earlier payments, due while PayMe couldn't run, weren't sent. "
        + "PayMe asks you whether to send them.")
    #expect(alert.buttons.map(\.title) == ["OK"])
    // Opened again the same day: nothing more moves, and nothing more is said.
    await relaunched.tapAlert("OK")
    // The three not sent are asked about once (MissedPaymentsTests); skipped here.
    #expect(relaunched.shownAlert?.title == "3 Missed Payments")
    await relaunched.tapAlert("Skip")
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    relaunched.settlePresentation()
    #expect(relaunched.shownAlert == nil && relaunched.ledger.balance == balance - sent.amount)
  }

  @Test("Several schedules due at one open: one message with how many and their total")
  func severalSaidTogether() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let sent = app.ledger.transactions.filter { $0.kind == .sent }.prefix(2)
    try #require(sent.count == 2)
    harness.owner.script(.match, .match)
    for payment in sent {
      #expect(
        await app.scheduledPayments.repeatPayment(
          payment.id, cadence: .monthly, start: app.now.addingTimeInterval(Self.day)) == nil)
    }
    harness.time.advance(2 * Self.day)
    let relaunched = harness.relaunched()
    relaunched.settlePresentation()
    let total = sent.reduce(Money.zero(.usd)) { $0 + $1.amount }
    let alert = try #require(relaunched.shownAlert)
    #expect(alert.title == "Scheduled Payments Sent")
    #expect(alert.message == "2 scheduled payments were sent. Total: \(total.formatted(locale: relaunched.locale)).")
  }

  @Test("The day changing while PayMe stays open sends what is now due and says it")
  func dayChangeWhileOpen() async throws {
    let harness = PayMeHarness()
    // PayMe stays in front throughout (the harness's scene starts active): no return to the app runs the plan.
    let (app, sent) = try await weeklyFromTomorrow(harness)
    let balance = app.ledger.balance
    harness.time.advance(Self.day)
    #expect(app.ledger.balance == balance, "nothing moves by itself")
    // What the root view does on UIApplication.significantTimeChangeNotification (midnight).
    app.dayMayHaveChanged()
    app.settlePresentation()
    #expect(app.ledger.balance == balance - sent.amount)
    #expect(app.shownAlert?.title == "Scheduled Payment Sent")
  }

  @Test("The reminder opens Scheduled Payments, and gets there past a sheet, asking first for one filled in")
  func reminderTap() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, _) = try await weeklyFromTomorrow(harness)
    await app.settingsScreen.setNotifications(true)
    await app.finishEverything()
    let reminder = try #require(
      harness.center.schedule.map(\.request).first { ScheduledPaymentReminder.isReminder($0.id) })
    let link = try #require(reminder.url)
    #expect(PayMeLink(url: link) == .scheduledPayments)
    // Tapped over nothing.
    app.open(link)
    #expect(app.path == [.settings, .scheduledPayments])
    // Over My Code: the sheet goes, the list shows.
    app.path = []
    app.showMyCode()
    app.settlePresentation()
    app.open(link)
    await app.finishEverything()
    #expect(app.presentation.destinations.isEmpty && app.path == [.settings, .scheduledPayments])
    // Over a payment being filled in: asked first, then there once discarded.
    app.path = []
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("5")
    app.open(link)
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment && app.path.isEmpty)
    let discard = try #require(app.shownAlert?.buttons.first { $0.action == .payment(.discard) }?.title)
    await app.tapAlert(discard)
    #expect(app.presentation.destinations.isEmpty && app.path == [.settings, .scheduledPayments])
    #expect(NavigationBarStyle.of(.scheduledPayments).title == ScheduledCopy.listTitle)
  }
}
