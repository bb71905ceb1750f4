import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import PayMeCore

/// iOS's notification centre answers each call from its own process, later: a plan's reading of the pending list
/// may be answered after other calls were made (platform-behaviour.md, "UserNotifications":
/// `getPendingNotificationRequests` calls back on a background thread). This double passes every call on to the
/// simulated centre, which keeps iOS's rules, notes each call in the order it arrived, and can hold the answer
/// to the next read (taken when the read arrived, as iOS takes it) until the test lets it go.
@MainActor
final class LateReplyCenter: NotificationCenterClient {
  let center: SimulatedNotificationCenter
  /// Each call as it arrived: "read", "remove ids", "add id".
  private(set) var calls: [String] = []
  private var holdsNextRead = false
  private var heldAnswer: CheckedContinuation<Void, Never>?
  private var waitingForHold: [CheckedContinuation<Void, Never>] = []

  init(_ center: SimulatedNotificationCenter) { self.center = center }

  /// The next read's answer waits for `release()`.
  func holdNextRead() { holdsNextRead = true }

  /// Returns once a read's answer is held.
  func readHeld() async {
    guard heldAnswer == nil else { return }
    await withCheckedContinuation { waitingForHold.append($0) }
  }

  /// The held answer reaches the caller.
  func release() {
    heldAnswer?.resume()
    heldAnswer = nil
  }

  func pendingRequests() async -> [NotificationRequest] {
    calls.append("read")
    let answer = await center.pendingRequests()
    if holdsNextRead {
      holdsNextRead = false
      await withCheckedContinuation { continuation in
        heldAnswer = continuation
        for waiting in waitingForHold { waiting.resume() }
        waitingForHold = []
      }
    }
    return answer
  }

  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    calls.append("remove \(identifiers.sorted().joined(separator: ","))")
    await center.removePendingRequests(withIdentifiers: identifiers)
  }

  func add(_ request: NotificationRequest) async throws {
    calls.append("add \(request.id)")
    try await center.add(request)
  }

  func authorizationStatus() async -> NotificationAuthorization { await center.authorizationStatus() }
  func requestAuthorization() async -> Bool { await center.requestAuthorization() }
  func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
    await center.removeDeliveredNotifications(withIdentifiers: identifiers)
  }
  nonisolated func setNotificationCategories(_ categories: [NotificationCategory]) {
    center.setNotificationCategories(categories)
  }
}

@Suite("PayMe: scheduled payments' reminders planned twice at once")
@MainActor
struct ScheduleReminderPlanTests {
  @Test("A pause, then a resume, planned at once: the plans take turns, and the resumed schedule keeps its reminder")
  func plansTakeTurns() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let late = LateReplyCenter(harness.center)
    let app = harness.model(notifications: late)
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: app.now.addingTimeInterval(86400))
        == nil)
    await app.finishEverything()
    let schedule = try #require(app.schedules.items.first)
    let reminder = ScheduledPaymentReminder.identifier(for: schedule.id)
    #expect(harness.center.schedule.contains { $0.request.id == reminder })
    let before = late.calls.count
    // Paused: its plan reads the pending list, and iOS's answer comes late.
    late.holdNextRead()
    app.scheduledPayments.pause(schedule.id)
    await late.readHeld()
    // Running again before that answer came (as a resume confirmed meanwhile would), and planned again.
    app.scheduledPayments.schedules.items[0].isPaused = false
    app.scheduledPayments.planReminders()
    late.release()
    await app.finishEverything()
    #expect(harness.center.schedule.contains { $0.request.id == reminder }, "the newer plan has the last word")
    #expect(
      Array(late.calls.dropFirst(before)) == ["read", "remove \(reminder)", "read", "remove ", "add \(reminder)"],
      "one plan at a time: the second reads only once the first has withdrawn what it no longer wants")
  }

  @Test("Planned again with nothing changed: the same reminders stay pending, none withdrawn")
  func idempotent() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let before = harness.center.schedule.map(\.request)
    app.scheduledPayments.planReminders()
    app.scheduledPayments.planReminders()
    await app.finishEverything()
    #expect(harness.center.schedule.map(\.request) == before)
    #expect(before.contains { $0.id == ScheduledPaymentReminder.identifier(for: schedule.id) })
  }
}
