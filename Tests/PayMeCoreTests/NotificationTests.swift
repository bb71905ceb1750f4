import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import PayMeCore

/// Request reminders through the system's notification centre as iOS runs it (SimulatedNotificationCenter).
@Suite("PayMe request reminders and the Notifications switch")
@MainActor
struct NotificationTests {
  func request(_ app: PayMeModel, note: String = "Dinner") async throws -> Transaction {
    app.startRequest()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[2])
    app.type("20")
    app.payment?.note = note
    app.payment?.continueToReview()
    app.payment?.sendRequest()
    await app.finishEverything()
    let request = try #require(app.ledger.transactions.first)
    app.payment?.close()
    await app.finishEverything()
    return request
  }

  @Test("The switch is off until iOS allows notifications; turning it on asks once, then reminds a day later")
  func askThenRemind() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    #expect(!app.settingsScreen.notificationsSwitch, "never on before iOS was asked")
    harness.center.scriptPrompt(.allow)
    app.settingsScreen.notificationsEnabled = true  // what the Toggle's binding does
    #expect(app.settingsScreen.notificationsSwitch, "on at once, while iOS asks: the switch never flashes back")
    await app.finishEverything()
    #expect(app.settingsScreen.notificationsSwitch && harness.center.promptsShown == 1)
    // The demo's own request, already a day old, is reminded within the hour: turning reminders on covers
    // requests made while they were off.
    let seeded = try #require(harness.center.schedule.first { $0.request.id == RequestReminder.identifier(for: "t-3") })
    #expect(seeded.fires == PayMeHarness.now.addingTimeInterval(3600))
    let request = try await request(app)
    let pending = try #require(
      harness.center.schedule.first { $0.request.id == RequestReminder.identifier(for: request.id) })
    #expect(pending.fires == PayMeHarness.now.addingTimeInterval(24 * 60 * 60))
    #expect(pending.request.body.contains("$20.00") && pending.request.body.contains("Dinner"))
    #expect(pending.request.url == PayMeLink.transaction(request.id).url, "its tap opens the request")
    app.transactionScreen(request.id).askToCancelRequest()
    await app.tapAlert("Cancel Request")
    #expect(
      !harness.center.schedule.contains { $0.request.id == pending.request.id }, "a withdrawn request is not reminded")
  }

  @Test("Turning reminders off removes delivered ones too; Hide Balance keeps amounts off the Lock Screen")
  func offRemovesDeliveredAndHideBalanceHidesAmounts() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    harness.center.scriptPrompt(.allow)
    app.settingsScreen.notificationsEnabled = true
    await app.finishEverything()
    let seeded = RequestReminder.identifier(for: "t-3")
    #expect(harness.center.schedule.first { $0.request.id == seeded }?.request.body.contains("$") == true)
    app.settingsScreen.setHideBalance(true)
    await app.finishEverything()
    let hidden = try #require(harness.center.schedule.first { $0.request.id == seeded }?.request)
    #expect(
      !hidden.body.contains("$") && hidden.body.hasSuffix("hasn't answered your demo request. Remind them from PayMe."))
    _ = harness.center.fire(until: PayMeHarness.now.addingTimeInterval(2 * 3600))
    #expect(harness.center.delivered.contains { $0.id == seeded })
    app.settingsScreen.notificationsEnabled = false
    await app.finishEverything()
    #expect(!harness.center.delivered.contains { $0.id == seeded }, "nothing left in Notification Center")
  }

  @Test("Reset Demo Data withdraws the reminders of the requests it removed")
  func resetWithdrawsReminders() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    harness.center.scriptPrompt(.allow)
    await app.settingsScreen.setNotifications(true)
    let made = try await request(app)
    #expect(harness.center.schedule.contains { $0.request.id == RequestReminder.identifier(for: made.id) })
    app.settingsScreen.askToResetDemoData()
    await app.tapAlert("Reset")
    #expect(
      harness.center.schedule.map(\.request.id) == [RequestReminder.identifier(for: "t-3")],
      "no reminder is left to open a request that is gone; the demo's own pending request keeps its own")
  }

  @Test("Refused at the prompt, or earlier in Settings: the switch stays off and the alert shows the way")
  func refused() async {
    let harness = PayMeHarness()
    let app = harness.model()
    harness.center.scriptPrompt(.dontAllow)
    await app.settingsScreen.setNotifications(true)
    #expect(!app.settingsScreen.notificationsSwitch && app.shownAlert?.kind(as: PayMeAlertID.self) == .notificationsOff)
    await app.tapAlert("Open Settings")
    #expect(harness.opener.notificationsCount == 1 && harness.opener.count == 0, "PayMe's notification settings")
    // Asked again: iOS does not prompt twice; the stored answer stands.
    await app.settingsScreen.setNotifications(true)
    #expect(harness.center.promptsShown == 1 && !app.settingsScreen.notificationsSwitch)
  }

  @Test("The switch follows Settings: turned off there, it reads off when PayMe is back in front, and back on")
  func followsSettings() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    await app.settingsScreen.setNotifications(true)
    #expect(app.settingsScreen.notificationsSwitch && harness.center.promptsShown == 0)
    harness.scene.leaveApp()
    harness.center.userChangedSettings(to: .denied)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.settingsScreen.notificationsSwitch, "reread on return")
    let refused = try await request(app, note: "")
    #expect(
      !harness.center.schedule.contains { $0.request.id == RequestReminder.identifier(for: refused.id) },
      "nothing scheduled while iOS refuses")
    harness.scene.leaveApp()
    harness.center.userChangedSettings(to: .authorized)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.settingsScreen.notificationsSwitch, "the user's choice stood; iOS allows it again")
    await app.settingsScreen.setNotifications(false)
    #expect(!app.settingsScreen.notificationsSwitch && !app.settings.notifications)
  }
}
