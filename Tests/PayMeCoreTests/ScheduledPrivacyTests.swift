import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// Hide Balance and the Notifications switch, over scheduled payments and reminded requests (issue 41's review).
@Suite("PayMe: Hide Balance and reminders over scheduled payments")
@MainActor
struct ScheduledPrivacyTests {
  @Test("Hide Balance writes the scheduled payment's pending reminder again, without its amount, and back")
  func hideBalanceReplansReminders() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let id = ScheduledPaymentReminder.identifier(for: schedule.id)
    func body() -> String? { harness.center.schedule.map(\.request).first { $0.id == id }?.body }
    #expect(body()?.contains("$18.75") == true)
    app.settingsScreen.hideBalance = true
    await app.finishEverything()
    #expect(body() == "Your scheduled demo payment to \(schedule.recipient.name) is due today. Open PayMe to send it.")
    app.settingsScreen.hideBalance = false
    await app.finishEverything()
    #expect(body()?.contains("$18.75") == true)
  }

  @Test("PM-16.3: a schedule's row hides its amount with Hide Balance, and VoiceOver hears \"Amount hidden\"")
  func rowHidesAmount() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let name = schedule.recipient.name
    #expect(app.scheduledPayments.title(schedule).text == "\(name), $18.75")
    app.settingsScreen.hideBalance = true
    #expect(app.scheduledPayments.title(schedule).text == "\(name), \(PayMeCopy.hiddenAmount)")
    #expect(app.scheduledPayments.accessibilityTitle(schedule).text == "\(name), Amount hidden")
  }

  @Test("PM-16.3: with Hide Balance, the Skip dialog and the \"changed\" announcement leave the amount out")
  func skipAndChangeHideAmount() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let name = schedule.recipient.name
    app.settingsScreen.hideBalance = true
    app.scheduledPayments.askToSkip(schedule.id)
    app.settlePresentation()
    let message = try #require(app.shownAlert?.message)
    #expect(message.hasPrefix("Your payment to \(name) on ") && !message.contains("$"))
    await app.tapAlert("Don't Skip")
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.cadence = .weekly
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(app.schedules.items.first?.cadence == .weekly)
    #expect(app.announcement?.text == "Your payment to \(name) now repeats every week")
  }

  @Test("Notifications off and on again: a request already reminded is not reminded again; the others are")
  func remindedStaysReminded() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    let reminder = RequestReminder.identifier(for: "t-3")
    #expect(harness.center.schedule.contains { $0.request.id == reminder })
    app.transactionScreen("t-3").remind()
    await app.settingsScreen.setNotifications(false)
    #expect(!harness.center.schedule.contains { $0.request.id == reminder })
    await app.settingsScreen.setNotifications(true)
    let pending = Set(harness.center.schedule.map(\.request.id))
    #expect(!pending.contains(reminder), "the user already reminded them")
    let others = app.ledger.transactions.filter { $0.kind == .request && $0.status == .pending && $0.id != "t-3" }
    #expect(others.allSatisfy { pending.contains(RequestReminder.identifier(for: $0.id)) })
  }
}
