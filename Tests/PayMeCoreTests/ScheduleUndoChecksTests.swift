import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// An undo that would send money at once (Undo Skip on the skipped day, Undo of a swipe-cancel with a payment due
/// by now) asks the device owner first, as Resume does, with its "Send ... now" words; a cancelled check sends
/// nothing and changes nothing.
@Suite("PayMe: an undo that sends money now asks the device owner first")
@MainActor
struct ScheduleUndoChecksTests {
  static let day: TimeInterval = 86400

  @Test(
    "PM-0.2: Undo Skip on the skipped day asks Face ID to send it now; cancelled, nothing is sent and it stays skipped")
  func undoSkipOnItsDayAsks() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let words = PromptWords(harness.owner)
    let (first, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    _ = first
    let app = harness.model(deviceOwner: words)
    let screen = app.scheduledPayments
    let due = try #require(schedule.nextDue(calendar: app.calendar))
    await ScheduleUndoSkipTests.skip(app, schedule)
    await ScheduleRestartTests.returnAfter(1, harness, app)
    let skipped = try #require(app.schedules.items.first)
    #expect(screen.undoableSkip(skipped)?.day == due && ScheduleOnceADayTests.payments(app, schedule).isEmpty)
    let asked = words.prompts.count
    harness.owner.script(.cancel)
    screen.undoSkip(schedule.id)
    await app.finishEverything()
    #expect(words.prompts.count == asked + 1)
    #expect(words.prompts.last?.reason == "Send $18.75 to \(schedule.recipient.name) now")
    #expect(app.schedules.items == [skipped] && ScheduleOnceADayTests.payments(app, schedule).isEmpty)
    harness.owner.script(.match)
    screen.undoSkip(schedule.id)
    await app.finishEverything()
    #expect(ScheduleOnceADayTests.payments(app, schedule) == [due], "confirmed: sent now, once")
    #expect(app.schedules.items.first.map { screen.undoableSkip($0) } == .some(nil))
  }

  @Test("PM-0.2: Undo of a swipe-cancel with a payment due now asks first; cancelled, nothing comes back or is sent")
  func undoCancelThatSendsAsks() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let words = PromptWords(harness.owner)
    let (first, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    _ = first
    let app = harness.model(deviceOwner: words)
    let screen = app.scheduledPayments
    screen.cancelFromSwipe(schedule.id)
    // Its day came while the bar was up.
    harness.time.advance(Self.day + 3600)
    let asked = words.prompts.count
    harness.owner.script(.cancel)
    screen.undoCancel()
    await app.finishEverything()
    #expect(words.prompts.count == asked + 1)
    #expect(words.prompts.last?.reason == "Send $18.75 to \(schedule.recipient.name) now")
    #expect(app.schedules.items.isEmpty && ScheduleOnceADayTests.payments(app, schedule).isEmpty)
    #expect(screen.recentlyCancelled?.schedule == schedule, "Undo stays for another try")
    harness.owner.script(.match)
    screen.undoCancel()
    await app.finishEverything()
    #expect(app.schedules.items.map(\.id) == [schedule.id] && screen.recentlyCancelled == nil)
    #expect(ScheduleOnceADayTests.payments(app, schedule).count == 1, "confirmed: back, and its payment sent")
  }
}
