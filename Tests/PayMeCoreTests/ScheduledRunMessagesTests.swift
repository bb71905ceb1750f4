import AppServices
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// What a run told the user is kept with the schedules until its OK (issue 41): iOS may end PayMe before the
/// message was seen (a background run, the app switcher), and a new launch over the same files says it again.
@Suite("PayMe keeps a scheduled run's message until it is seen")
@MainActor
struct ScheduledRunMessagesTests {
  @Test("PM-0.1: a run's message not yet seen is said again by a new launch over the same files, until its OK")
  func survivesARelaunch() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, _) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    harness.scene.returnToApp()
    await app.finishEverything()
    let said = try #require(app.shownAlert)
    #expect(said.title == "Scheduled Payment Sent")
    // Ended before the OK: the next launch says the same words.
    let again = harness.relaunched()
    await again.finishEverything()
    #expect(again.shownAlert?.title == said.title && again.shownAlert?.message == said.message)
    await again.tapAlert("OK")
    #expect(again.schedules.unseen.isEmpty)
    let third = harness.relaunched()
    await third.finishEverything()
    #expect(third.shownAlert == nil, "seen: never said again")
  }

  @Test("PM-0.1: a background run's skipped days stay in the app's message across a relaunch, then are asked about")
  func backgroundRunThenRelaunch() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.launched()
    await app.settingsScreen.setNotifications(true)
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .weekly, start: app.now.addingTimeInterval(86400))
        == nil)
    await app.finishEverything()
    harness.scene.leaveApp()
    harness.time.advance(15 * 86400 + 3600)
    // A background run, then iOS ends PayMe; no OK was ever tapped.
    await app.backgroundRefresh()
    #expect(harness.center.schedule.contains { $0.request.body.contains("2 earlier payments") })
    let relaunched = harness.relaunched()
    await relaunched.finishEverything()
    #expect(relaunched.shownAlert?.title == "Scheduled Payment Sent")
    #expect(relaunched.shownAlert?.message?.contains("2 earlier payments, due while PayMe couldn't run") == true)
    await relaunched.tapAlert("OK")
    #expect(relaunched.shownAlert?.title == "2 Missed Payments")
  }

  @Test("An older file, with no messages saved, reads as none unseen")
  func olderFile() throws {
    let day = ScheduledPaymentTests.day
    let schedules = ScheduledPayments(items: [ScheduledPaymentTests.schedule(.weekly, start: day(2027, 1, 1))])
    let data = try JSONEncoder().encode(schedules)
    var old = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    old["unseen"] = nil
    let read = try JSONDecoder().decode(ScheduledPayments.self, from: JSONSerialization.data(withJSONObject: old))
    #expect(read.unseen.isEmpty && read.items == schedules.items)
  }
}
