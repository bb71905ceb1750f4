import AppServices
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Peers' gaps (issue 41): Undo of Skip Next Payment until the skipped day passes, and a schedule's history (the
/// payments it made) on its Edit sheet.
@Suite("PayMe: Undo Skip and a schedule's history")
@MainActor
struct ScheduleUndoSkipTests {
  static let day: TimeInterval = 86400

  /// The schedules as saved: what the next launch reads (a new model would take the scene from `app`).
  static func saved(_ harness: PayMeHarness) -> [ScheduledPayment] {
    SharedStore(directory: harness.directory).read(PayMeShared.scheduledPayments)?.items ?? []
  }

  /// Skips the schedule's next payment through its dialog, as the row's Skip Next Payment does.
  static func skip(_ app: PayMeModel, _ schedule: ScheduledPayment) async {
    app.scheduledPayments.askToSkip(schedule.id)
    await app.tapAlert("Skip Payment")
  }

  @Test("Undo Skip brings the skipped payment back, saved and reminded; on its day it goes, once")
  func undoSkip() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let screen = app.scheduledPayments
    let due = try #require(schedule.nextDue(calendar: app.calendar))
    await Self.skip(app, schedule)
    let skipped = try #require(app.schedules.items.first)
    #expect(skipped.nextDue(calendar: app.calendar) != due)
    let style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(app.locale)
    #expect(screen.skippedLine(skipped)?.text == "Skipped \(due.formatted(style))")
    #expect(screen.undoableSkip(skipped)?.day == due)
    #expect(Self.saved(harness).first.map { screen.undoableSkip($0)?.day } == due, "kept across launches")
    screen.undoSkip(schedule.id)
    await app.finishEverything()
    let back = try #require(app.schedules.items.first)
    #expect(back.nextDue(calendar: app.calendar) == due && screen.undoableSkip(back) == nil)
    #expect(Self.saved(harness).first?.nextDue(calendar: app.calendar) == due, "saved")
    let reminder = ScheduledPaymentReminder.identifier(for: schedule.id)
    #expect(harness.center.schedule.contains { $0.request.id == reminder }, "reminded again")
    harness.scene.leaveApp()
    harness.time.advance(Self.day + 3600)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(ScheduleOnceADayTests.payments(app, schedule) == [due], "its payment goes on its day, once")
  }

  @Test("Once the skipped day has passed there is no Undo Skip, and nothing is sent for it")
  func undoSkipEnds() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let screen = app.scheduledPayments
    await Self.skip(app, schedule)
    harness.scene.leaveApp()
    harness.time.advance(2 * Self.day)
    harness.scene.returnToApp()
    await app.finishEverything()
    let skipped = try #require(app.schedules.items.first)
    #expect(screen.undoableSkip(skipped) == nil && screen.skippedLine(skipped) == nil)
    screen.undoSkip(schedule.id)
    await app.finishEverything()
    #expect(app.schedules.items == [skipped] && ScheduleOnceADayTests.payments(app, schedule).isEmpty)
  }

  @Test("A schedule's history: the payments it made, newest first, from every series, amounts hidden by Hide Balance")
  func history() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let screen = app.scheduledPayments
    #expect(screen.history(schedule.id).isEmpty)
    harness.scene.leaveApp()
    harness.time.advance(Self.day + 3600)
    harness.scene.returnToApp()
    harness.scene.leaveApp()
    harness.time.advance(31 * Self.day)
    harness.scene.returnToApp()
    await app.finishEverything()
    let made = screen.history(schedule.id)
    #expect(made.count == 2 && made.map(\.id) == made.sorted { $0.date > $1.date }.map(\.id))
    let style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(app.locale)
    let newest = try #require(made.first)
    let when = (newest.scheduledFor ?? newest.date).formatted(style)
    // The lines the Edit sheet's history shows, as its view reads them.
    let sheet = screen.editSheet(for: schedule)
    #expect(sheet.history.map(\.id) == made.map(\.id))
    #expect(sheet.historyLine(newest).text == "\(when), $18.75, \(PayMeCopy.status(newest).text)")
    app.settingsScreen.setHideBalance(true)
    #expect(sheet.historyLine(newest).text == "\(when), \(PayMeCopy.hiddenAmount), \(PayMeCopy.status(newest).text)")
    #expect(sheet.historyAccessibilityLine(newest).text == "\(when), Amount hidden, \(PayMeCopy.status(newest).text)")
    #expect(screen.history("another").isEmpty)
  }

  @Test("PM-0.2: the sheet's Payments list each payment with its status in Activity's words, kept by the model")
  func historyStatuses() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let screen = app.scheduledPayments
    screen.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    #expect(sheet.history.isEmpty && ScheduledCopy.history.text == "Payments")
    // Its payment goes while the sheet is up: the sheet's list follows the ledger.
    harness.scene.leaveApp()
    harness.time.advance(Self.day + 3600)
    harness.scene.returnToApp()
    await app.finishEverything()
    let made = try #require(sheet.history.first)
    #expect(sheet.history == screen.history(schedule.id))
    let words = PayMeCopy.status(made).text
    #expect(words == PayMeCopy.sent.text || words == PayMeCopy.waitingToAccept.text)
    #expect(screen.historyLine(made).text.hasSuffix(", \(words)"))
    // What became of a payment is said as it is: a returned one does not read as sent.
    var returned = made
    returned.status = .returned
    #expect(screen.historyLine(returned).text.hasSuffix(", \(PayMeCopy.status(returned).text)"))
    #expect(PayMeCopy.status(returned).text != PayMeCopy.sent.text)
  }
}
