import AppServices
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// The Scheduled Payments screen's own model (issue 37): it holds the schedules and reports to the app's model
/// through closures, which keeps sending what is due and the reminders.
@Suite("PayMe's Scheduled Payments model")
@MainActor
struct ScheduledPaymentsModelTests {
  /// A launched app with notifications on and a monthly schedule made from tomorrow, its reminder pending.
  static func withSchedule(_ harness: PayMeHarness) async throws -> (PayMeModel, ScheduledPayment) {
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: app.now.addingTimeInterval(86400))
        == nil)
    await app.finishEverything()
    return (app, try #require(app.schedules.items.first))
  }

  @Test("A cancel on the screen's model is saved, and the app withdraws its reminder")
  func cancelReportsToTheApp() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await Self.withSchedule(harness)
    let reminder = ScheduledPaymentReminder.identifier(for: schedule.id)
    #expect(harness.center.schedule.contains { $0.request.id == reminder })
    app.scheduledPayments.cancel(schedule.id)
    await app.finishEverything()
    #expect(app.schedules.items.isEmpty, "the app reads the screen's list")
    #expect(!harness.center.schedule.contains { $0.request.id == reminder }, "the reminder is withdrawn")
    #expect(harness.model().schedules.items.isEmpty, "a relaunch reads the cancel back")
  }

  @Test("Cancel Payment in the row's menu asks first: Keep Payment keeps it, Cancel Payment stops it and its reminder")
  func cancelAsksFirst() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await Self.withSchedule(harness)
    let reminder = ScheduledPaymentReminder.identifier(for: schedule.id)
    app.scheduledPayments.askToCancel(schedule.id)
    app.settlePresentation()
    #expect(app.shownAlert?.title == "Cancel This Scheduled Payment?")
    #expect(
      app.shownAlert?.message
        == "Nothing more will be sent to \(schedule.recipient.name). Payments already sent stay sent.")
    await app.tapAlert("Keep Payment")
    #expect(app.schedules.items.map(\.id) == [schedule.id], "kept: the menu's item alone never cancels")
    #expect(harness.center.schedule.contains { $0.request.id == reminder })
    app.scheduledPayments.askToCancel(schedule.id)
    await app.tapAlert("Cancel Payment")
    #expect(app.schedules.items.isEmpty)
    #expect(!harness.center.schedule.contains { $0.request.id == reminder }, "the reminder is withdrawn")
  }

  @Test("The screen's model alone: rows in the user's locale, a schedule it does not have changes nothing")
  func standalone() throws {
    let harness = PayMeHarness()
    let store = SharedStore(directory: harness.directory)
    let screen = ScheduledPaymentsModel(
      store: store, locale: Locale(identifier: "en_US"), calendar: PayMeModel.calendar(Locale(identifier: "en_US")))
    func saved() -> [String]? { store.read(PayMeShared.scheduledPayments)?.items.map(\.id) }
    let schedule = ScheduledPayment(
      id: "s1", recipient: DemoData.contacts[0], amount: Money(Decimal(string: "18.75") ?? 0, .usd), note: "",
      cadence: .weekly, start: PayMeHarness.now)
    screen.schedules = ScheduledPayments(items: [schedule])
    #expect(screen.title(schedule).text == "\(schedule.recipient.name), $18.75")
    screen.hidesAmounts = { true }
    #expect(screen.accessibilityTitle(schedule).text == "\(schedule.recipient.name), Amount hidden")
    screen.cancel("nothing")
    #expect(saved() == nil && screen.schedules.items.count == 1, "nothing changed, nothing written")
    screen.cancel("s1")
    #expect(saved() == [] && screen.schedules.items.isEmpty, "the change is saved")
  }
}
