import Foundation
import Testing

@testable import PayMeCore

/// Due days a run passes over unsent (PayMe was closed past them; only the latest is sent) are kept with the
/// schedule, so they are on record after the message or notification that told them is gone.
@Suite("PayMe: missed due days are recorded with their schedule")
@MainActor
struct MissedDueDaysTests {
  @Test("A run three weeks late sends the latest due day and records the three before it, exactly, once")
  func recordsTheDays() throws {
    let day = ScheduledPaymentTests.day
    let now = day(2027, 1, 22).addingTimeInterval(3600)
    var ledger = DemoData.ledger(now: now)
    var schedules = ScheduledPayments(items: [ScheduledPaymentTests.schedule(.weekly, start: day(2027, 1, 1))])
    let run = schedules.runDue(ledger: &ledger, now: now, calendar: ScheduledPaymentTests.utc)
    #expect(run.sent.count == 1 && run.skipped == 3)
    let recorded = try #require(schedules.items.first).missedDueDays
    #expect(recorded == [day(2027, 1, 1), day(2027, 1, 8), day(2027, 1, 15)])
    // A second run the same day records nothing again.
    _ = schedules.runDue(ledger: &ledger, now: now.addingTimeInterval(60), calendar: ScheduledPaymentTests.utc)
    #expect(schedules.items.first?.missedDueDays == recorded)
    // Saved and read back; a file from before the record existed reads as none missed.
    let data = try JSONEncoder().encode(schedules)
    #expect(try JSONDecoder().decode(ScheduledPayments.self, from: data).items.first?.missedDueDays == recorded)
    var old = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var items = try #require(old["items"] as? [[String: Any]])
    items[0]["missedDueDays"] = nil
    old["items"] = items
    let older = try JSONSerialization.data(withJSONObject: old)
    #expect(try JSONDecoder().decode(ScheduledPayments.self, from: older).items.first?.missedDueDays == [])
  }

  @Test("The row keeps saying how many earlier payments weren't sent, across a relaunch")
  func rowSaysIt() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    harness.scene.leaveApp()
    harness.time.advance(86400 * 40)
    harness.scene.returnToApp()
    await app.finishEverything()
    let row = try #require(app.schedules.items.first { $0.id == schedule.id })
    #expect(app.scheduledPayments.skippedLine(row)?.text == "1 earlier payment wasn't sent")
    let relaunched = harness.relaunched()
    let again = try #require(relaunched.schedules.items.first { $0.id == schedule.id })
    #expect(again.missedDueDays.count == 1)
  }
}
