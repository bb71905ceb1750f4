import Foundation
import Testing

@testable import PayMeCore

/// A scheduled payment run at a return with App Lock and Hide Balance on (issue 41's review): nothing of it is
/// spoken over the lock screen, and neither its alert nor its announcement names the amount, as its notification.
@Suite("PayMe: a scheduled payment sent at a locked return, with Hide Balance")
@MainActor
struct ScheduledLockedReturnTests {
  /// A weekly $18.75 to Ben from tomorrow, in front, with App Lock and Hide Balance on; then away until it is due,
  /// and back, the unlock cancelled, so PayMe stays locked.
  static func lockedReturnWithPaymentDue(
    _ harness: PayMeHarness
  ) async throws -> (PayMeModel, ScheduledPayment, Announcement?) {
    let (app, schedule) = try await MissedWhileOpenTests.openWithSchedule(harness)
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    app.settingsScreen.hideBalance = true
    await app.finishEverything()
    let before = app.announcement
    harness.scene.leaveApp()
    harness.timePasses(MissedWhileOpenTests.dayLength + 3600)
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked, "the unlock was cancelled")
    #expect(app.ledger.transaction(schedule.transactionID(0)) != nil, "the due payment was sent")
    return (app, schedule, before)
  }

  @Test("Locked: the run's VoiceOver line waits for the unlock, then is said once, without the amount")
  func announcementWaitsForUnlock() async throws {
    let harness = PayMeHarness()
    let (app, schedule, before) = try await Self.lockedReturnWithPaymentDue(harness)
    #expect(app.announcement == before, "nothing is spoken over the lock screen")
    harness.owner.script(.match)
    await app.unlock()
    #expect(!app.isLocked)
    #expect(app.announcement?.text == "Sent your scheduled payment to \(schedule.recipient.name)")
    #expect(app.announcement != before)
    let said = app.announcement
    harness.scene.leaveApp()
    harness.owner.script(.match)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.announcement == said, "said once, not again at the next unlock")
  }

  @Test("Hide Balance: \"Scheduled Payment Sent\" leaves the amount out, and so does its repeat at the next launch")
  func sentAlertHidesAmount() async throws {
    let harness = PayMeHarness()
    let (app, schedule, _) = try await Self.lockedReturnWithPaymentDue(harness)
    let alert = try #require(app.shownAlert)
    #expect(alert.title == "Scheduled Payment Sent")
    let message = try #require(alert.message)
    #expect(message.hasPrefix("Your payment to \(schedule.recipient.name), scheduled for "))
    #expect(message.hasSuffix(", was sent.") && !message.contains("18.75"))
    // Not yet seen (no OK): said again at the next launch, in the same words.
    harness.owner.script(.cancel)
    let again = harness.relaunched()
    await again.finishEverything()
    let shown = again.shownAlert?.title == alert.title ? again.shownAlert : nil
    let waiting = again.presentation.waitingMessages.first { $0.title == alert.title }
    #expect((shown ?? waiting)?.message == message)
  }

  @Test("Hide Balance: \"Not Sent\" and \"Not Saved\" name the person, not the amount; several sent, no total")
  func otherRunMessagesHideAmount() throws {
    let english = Locale(identifier: "en_US")
    let harness = PayMeHarness()
    let app = harness.launched()
    let sent = try #require(app.ledger.transactions.first { $0.kind == .sent })
    let schedule = ScheduledPayment(
      id: "s", recipient: sent.counterparty, amount: sent.amount, note: "", cadence: .weekly, start: app.now)
    let amount = sent.amount.formatted(locale: english)
    for error in [PaymentError.insufficientFunds, .unknownContact] {
      let hidden = ScheduledCopy.heldBackAlert(schedule, error: error, locale: english, hidingAmount: true)
      #expect(hidden.message?.contains(sent.counterparty.name) == true && hidden.message?.contains(amount) == false)
      let shown = ScheduledCopy.heldBackAlert(schedule, error: error, locale: english)
      #expect(shown.message?.contains(amount) == true)
    }
    let notSaved = ScheduledCopy.notSavedAlert(schedule, locale: english, hidingAmount: true)
    #expect(notSaved.message?.contains(amount) == false)
    let run = ScheduledPayments.Run(sent: [sent, sent], skipped: 0)
    let many = ScheduledCopy.ranAlert(run, currency: .usd, locale: english, hidingAmount: true)
    #expect(many?.message == "2 scheduled payments were sent.")
  }
}
