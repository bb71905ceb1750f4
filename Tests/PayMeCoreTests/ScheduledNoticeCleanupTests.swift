import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import PayMeCore

/// Delivered notifications stay in Notification Center until the app removes them (iOS has no expiry; the
/// double keeps them as iOS does): each of a scheduled payment's is removed once it stops being true.
@Suite("PayMe: delivered scheduled-payment notifications leave when they stop being true")
@MainActor
struct ScheduledNoticeCleanupTests {
  static func delivered(_ harness: PayMeHarness, _ id: String) -> Bool {
    harness.center.delivered.contains { $0.id == id }
  }

  static func backgroundNotices(_ harness: PayMeHarness) -> [String] {
    harness.center.delivered.map(\.id).filter { $0.hasPrefix(ScheduledBackgroundRun.identifierPrefix) }
  }

  /// The due day's 9:00 reminder delivered, then a background run that sends the payment, its notice delivered.
  static func sentInBackground() async throws -> (PayMeHarness, PayMeModel, ScheduledPayment) {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    harness.center.fire(until: harness.time.now)
    #expect(delivered(harness, ScheduledPaymentReminder.identifier(for: schedule.id)), "\"due today\" is shown")
    await app.backgroundRefresh()
    await app.finishEverything()
    harness.center.fire(until: harness.time.now.addingTimeInterval(2))
    return (harness, app, schedule)
  }

  @Test("A background run that sends the payment takes \"is due today. Open PayMe to send it.\" away")
  func reminderGoesOnceSent() async throws {
    let (harness, _, schedule) = try await Self.sentInBackground()
    #expect(!Self.delivered(harness, ScheduledPaymentReminder.identifier(for: schedule.id)))
    #expect(Self.backgroundNotices(harness).count == 1, "\"Scheduled Payment Sent\" stays: it is still true")
  }

  @Test("Reset Demo Data takes the background runs' notices away with the history they told of")
  func resetRemovesThem() async throws {
    let (harness, app, _) = try await Self.sentInBackground()
    harness.scene.returnToApp()
    await app.finishEverything()
    app.perform(.resetDemoData)
    await app.finishEverything()
    #expect(Self.backgroundNotices(harness).isEmpty, "\(harness.center.delivered.map(\.id))")
  }

  @Test("Turning notifications off leaves none of them in Notification Center")
  func turningOffRemovesThem() async throws {
    let (harness, app, _) = try await Self.sentInBackground()
    harness.scene.returnToApp()
    await app.finishEverything()
    app.settingsScreen.notificationsEnabled = false
    await app.finishEverything()
    #expect(Self.backgroundNotices(harness).isEmpty, "\(harness.center.delivered.map(\.id))")
  }

  /// A schedule held back in a background run for a short balance, its "Not Sent" delivered.
  static func heldInBackground() async throws -> (PayMeHarness, PayMeModel, ScheduledPayment, String) {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let left = app.ledger.balance.amount - schedule.amount.amount + 1
    _ = try ReturnNoticeTogetherTests.sentToSomeoneNew(app, ["\(left)"])
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    await app.backgroundRefresh()
    harness.center.fire(until: harness.time.now.addingTimeInterval(2))
    let held = ScheduledBackgroundRun.identifierPrefix + "held-" + schedule.id
    #expect(delivered(harness, held))
    return (harness, app, schedule, held)
  }

  @Test("A held-back payment that goes later takes its \"Not Sent\" away")
  func heldNoticeGoesWhenSent() async throws {
    let (harness, app, schedule, held) = try await Self.heldInBackground()
    var ledger = app.ledger
    _ = try ledger.addMoney(Money(100, .usd), at: harness.time.now, id: "top-up")
    app.book.ledger = ledger
    harness.time.advance(60)
    await app.backgroundRefresh()
    await app.finishEverything()
    #expect(app.schedules.items.first?.heldBack == nil && app.ledger.transactions.contains { $0.scheduledFor != nil })
    #expect(!Self.delivered(harness, held), "the payment went: \"Not Sent\" is no longer true")
    #expect(!Self.delivered(harness, ScheduledPaymentReminder.identifier(for: schedule.id)))
  }

  @Test("Cancelling a held-back schedule takes its \"Not Sent\" away")
  func heldNoticeGoesWithSchedule() async throws {
    let (harness, app, schedule, held) = try await Self.heldInBackground()
    harness.scene.returnToApp()
    await app.finishEverything()
    app.scheduledPayments.cancel(schedule.id)
    await app.finishEverything()
    #expect(!Self.delivered(harness, held))
  }
}
