import Foundation
import Testing

@testable import PayMeCore

/// Send All sends what its question listed, never more: a day a run missed while the question was up waits for
/// its own question; a schedule cancelled meanwhile, or days the activity already holds, are said in words.
@Suite("PayMe's Send All sends only the missed payments it asked about")
@MainActor
struct MissedPaymentsListedTests {
  @Test("PM-0.2: a day missed while the question was up is not sent by its Send All, and is asked about next")
  func onlyListed() async throws {
    let harness = PayMeHarness()
    let (app, schedule) = try await MissedPaymentsTests.threeMissed(harness)
    #expect(app.shownAlert?.title == "3 Missed Payments")
    // The question waits while PayMe is away two weeks: the run misses one more day and sends the latest.
    harness.scene.leaveApp()
    harness.time.advance(14 * MissedPaymentsTests.dayLength)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.schedules.items.first?.unanswered.count == 4, "the run added a missed day")
    if app.shownAlert?.title == "Scheduled Payment Sent" { await app.tapAlert("OK") }
    #expect(app.shownAlert?.title == "3 Missed Payments", "the question up still lists three")
    let balance = app.ledger.balance
    harness.owner.script(.match)
    await app.tapAlert("Send All")
    let listed = Set((0..<3).map { schedule.transactionID($0) })
    let sentIDs = Set(app.ledger.transactions.map(\.id)).intersection(listed)
    #expect(sentIDs == listed)
    #expect(app.ledger.transaction(schedule.transactionID(4)) == nil, "the new missed day was not sent")
    #expect(app.ledger.balance == balance - Money(Decimal(string: "56.25") ?? 0, .usd), "exactly what it said")
    // The run's own message waited behind the question; Send All's result comes after it.
    if app.shownAlert?.title == "Scheduled Payment Sent" { await app.tapAlert("OK") }
    #expect(app.shownAlert?.title == "3 Missed Payments Sent")
    await app.tapAlert("OK")
    #expect(app.schedules.items.first?.unanswered.map(\.transactionID) == [schedule.transactionID(4)])
    let relaunched = harness.relaunched()
    await relaunched.finishEverything()
    #expect(relaunched.shownAlert?.title == "Missed Payment", "the new day is asked about at the next open")
  }

  @Test("PM-0.2: Send All on a schedule cancelled while its question was up says so, and nothing moves")
  func cancelledMeanwhile() async throws {
    let harness = PayMeHarness()
    let (app, schedule) = try await MissedPaymentsTests.threeMissed(harness)
    #expect(app.shownAlert?.title == "3 Missed Payments")
    let cancelled = app.scheduledPayments.schedules.cancel(schedule.id)
    #expect(cancelled)
    let balance = app.ledger.balance
    await app.tapAlert("Send All")
    #expect(app.ledger.balance == balance)
    #expect(app.shownAlert?.title == "Missed Payments Not Sent")
    #expect(
      app.shownAlert?.message
        == "This scheduled payment was canceled, so no missed payment was sent and no money moved.")
  }

  @Test("PM-0.2: a Send All that found every listed payment already in the activity says nothing was left")
  func nothingLeft() async throws {
    let harness = PayMeHarness()
    let (app, schedule) = try await MissedPaymentsTests.threeMissed(harness)
    let said = MissedCopy.result(
      ScheduledPayments.MissedRun(), schedule: schedule, now: app.now, calendar: app.calendar, locale: app.locale)
    #expect(said.title == "Nothing Left to Send")
    #expect(said.message == "The missed payments to Ben Okafor are already in your activity, so nothing more was sent.")
  }
}
