import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// A return that no notification told (not among those planned, or notifications not allowed) is said in the app
/// when PayMe is next active: once, never lost before it was seen (issue 41's review).
@Suite("PayMe returns told in the app")
@MainActor
struct ReturnNoticeTests {
  /// The notice of `sent` on screen, if it is the alert up.
  func notice(_ app: PayMeModel) -> ReturnNoticeID? { app.shownAlert?.kind(as: ReturnNoticeID.self) }

  /// The user is away past the seventh day (iOS fires what was planned meanwhile), then back in PayMe.
  func awayPastTheReturn(_ harness: PayMeHarness, _ app: PayMeModel) async {
    harness.scene.leaveApp()
    harness.time.advance(Ledger.acceptanceWindow + 60)
    harness.center.fire(until: harness.time.now)
    harness.scene.returnToApp()
    await app.finishEverything()
  }

  @Test("Notifications off: the return is said in the app in the notification's words; View Payment opens it, once")
  func toldWhenOff() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let sent = try await harness.sentToSomeoneNew(app, "12.34")
    await awayPastTheReturn(harness, app)
    #expect(app.ledger.transaction(sent.id)?.status == .returned)
    #expect(notice(app) == ReturnNoticeID(transactionID: sent.id))
    #expect(app.shownAlert?.title == "Payment Returned")
    #expect(
      app.shownAlert?.message == "Emi Tanaka didn't accept $12.34 within 7 days, so it's back in your demo balance.")
    await app.tapAlert("View Payment")
    #expect(app.pushed == [.activity, .transaction(sent.id)])
    #expect(app.shownAlert == nil)
    // Seen: not said again at the next return, nor at the next launch.
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.shownAlert == nil)
    harness.scene.leaveApp()
    let relaunched = harness.model()
    harness.scene.returnToApp()
    await relaunched.finishEverything()
    #expect(relaunched.shownAlert == nil)
  }

  @Test("Planned and delivered: nothing more is said in the app; denied in Settings meanwhile: said, amount hidden")
  func plannedThenDenied() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.launched()
    await app.settingsScreen.setNotifications(true)
    let told = try await harness.sentToSomeoneNew(app, "3")
    await awayPastTheReturn(harness, app)
    #expect(harness.center.delivered.contains { $0.id == PaymentReturn.identifier(for: told.id) })
    #expect(app.ledger.transaction(told.id)?.status == .returned && app.shownAlert == nil)
    // The next one is planned too, but the user turns notifications off in Settings while PayMe is away.
    app.settingsScreen.setHideBalance(true)
    let untold = try await harness.sentToSomeoneNew(app, "4.50")
    harness.center.userChangedSettings(to: .denied)
    await awayPastTheReturn(harness, app)
    #expect(harness.center.delivered.allSatisfy { $0.id != PaymentReturn.identifier(for: untold.id) })
    #expect(notice(app) == ReturnNoticeID(transactionID: untold.id))
    let words = try #require(app.shownAlert?.message)
    #expect(!words.contains("4.50") && words.hasPrefix("Emi Tanaka didn't accept your payment"))
    await app.tapAlert("OK")
    #expect(app.shownAlert == nil && app.path.isEmpty)
  }

  @Test("A return past the planned ones is said in the app; those planned are not")
  func pastThePlan() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.launched()
    await app.settingsScreen.setNotifications(true)
    let emi = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    var ledger = app.ledger
    let count = MoneyMovedNotification.limit + 1
    let made = try (0..<count).map { index in
      try ledger.send(
        Money(1, .usd), to: emi.id, note: "", at: harness.time.now.addingTimeInterval(Double(index)), id: "p\(index)")
    }
    app.book.ledger = ledger
    app.book.save()
    await app.finishEverything()
    await awayPastTheReturn(harness, app)
    #expect(made.allSatisfy { app.ledger.transaction($0.id)?.status == .returned })
    #expect(notice(app) == ReturnNoticeID(transactionID: "p\(count - 1)"))
    await app.tapAlert("OK")
    #expect(app.shownAlert == nil, "one notice: the others were told by their notifications")
  }

  @Test("Behind another message it waits its turn; killed before it was seen, it is said at the next launch")
  func waitsAndSurvivesAKill() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let sent = try await harness.sentToSomeoneNew(app, "8")
    // Something else is up when PayMe comes back (another message of the app's).
    app.showMessage(PayMeAlerts.activityReset)
    await awayPastTheReturn(harness, app)
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .activityReset)
    await app.tapAlert("OK")
    #expect(notice(app) == ReturnNoticeID(transactionID: sent.id), "held behind it, not dropped")
    // PayMe is killed before the user read it.
    harness.scene.leaveApp()
    let relaunched = harness.model()
    harness.scene.returnToApp()
    await relaunched.finishEverything()
    #expect(notice(relaunched) == ReturnNoticeID(transactionID: sent.id))
    await relaunched.tapAlert("OK")
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await relaunched.finishEverything()
    #expect(relaunched.shownAlert == nil)
  }

  @Test("A return made while PayMe stays open (the day changes in front of the user) is said at once")
  func toldWhileOpen() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let sent = try await harness.sentToSomeoneNew(app, "12.34")
    // No leaving and no return: iOS's significant time change reaches the open app (`dayMayHaveChanged`).
    harness.time.advance(Ledger.acceptanceWindow + 60)
    app.dayMayHaveChanged()
    await app.finishEverything()
    #expect(app.ledger.transaction(sent.id)?.status == .returned)
    #expect(notice(app) == ReturnNoticeID(transactionID: sent.id))
    await app.tapAlert("OK")
    app.dayMayHaveChanged()
    await app.finishEverything()
    #expect(app.shownAlert == nil, "seen, not said again")
  }

  @Test("View Payment met by a filled-in payment, then Keep Editing: not seen, so the notice comes back; Discard: seen")
  func viewPaymentOverFilledSheet() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let sent = try await harness.sentToSomeoneNew(app, "12.34")
    // A new payment being filled in when the return is said over it.
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("3")
    await awayPastTheReturn(harness, app)
    #expect(notice(app) == ReturnNoticeID(transactionID: sent.id) && app.flow?.entry.text == "3")
    await app.tapAlert("View Payment")
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment, "the filled-in payment asks first")
    await app.tapAlert("Keep Editing")
    #expect(app.flow?.entry.text == "3" && app.path.isEmpty, "the payment stays; nothing was shown")
    #expect(app.moneyMoved.returns.owed == [sent.id], "the user never saw the payment: still owed")
    // The next return to PayMe says it again; View Payment, with the sheet discarded this time, shows it: seen.
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(notice(app) == ReturnNoticeID(transactionID: sent.id))
    await app.tapAlert("View Payment")
    await app.tapAlert("Discard Payment")
    await app.finishEverything()
    #expect(app.pushed == [.activity, .transaction(sent.id)] && app.moneyMoved.returns.owed.isEmpty)
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.shownAlert == nil, "seen, not said again")
  }
}
