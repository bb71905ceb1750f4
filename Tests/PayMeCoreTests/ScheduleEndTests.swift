import AppServices
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// A schedule's end (issue 41): Ends Never / On a Date / After a Number of Payments, chosen when scheduling and
/// when editing. Past its end a schedule sends nothing, reminds nobody, is shown as ended and cannot be edited.
@Suite("PayMe: when a scheduled payment ends")
@MainActor
struct ScheduleEndTests {
  static let day: TimeInterval = 86400
  static let calendar = ScheduledPaymentTests.utc

  /// A launched app, notifications on, with a weekly schedule from tomorrow that ends as `end` says.
  static func ending(_ end: ScheduleEnd, _ harness: PayMeHarness) async throws -> (PayMeModel, ScheduledPayment) {
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    harness.owner.script(.match)
    let tomorrow = app.now.addingTimeInterval(Self.day)
    #expect(await app.scheduledPayments.repeatPayment("t-2", cadence: .weekly, start: tomorrow, end: end) == nil)
    await app.finishEverything()
    return (app, try #require(app.schedules.items.first))
  }

  @Test("After 2 payments: the row counts down, two are sent, then it says Ended, reminds nobody and sends no more")
  func afterPayments() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await Self.ending(.after(payments: 2), harness)
    let screen = app.scheduledPayments
    #expect(schedule.end == .after(payments: 2) && screen.endLine(schedule)?.text == "2 payments left")
    #expect(ScheduleEditingTests.reminder(harness, schedule) != nil)
    let balance = app.ledger.balance
    harness.time.advance(Self.day + 3600)
    app.scenePhaseChanged(to: .active)
    await app.finishEverything()
    let once = try #require(app.schedules.items.first)
    #expect(app.ledger.balance == balance - schedule.amount && screen.endLine(once)?.text == "1 payment left")
    #expect(ScheduleEditingTests.reminder(harness, once) != nil, "the last payment is still reminded")
    harness.time.advance(7 * Self.day)
    app.scenePhaseChanged(to: .active)
    await app.finishEverything()
    let ended = try #require(app.schedules.items.first)
    #expect(app.ledger.balance == balance - schedule.amount - schedule.amount)
    #expect(screen.hasEnded(ended) && !screen.canChange(ended) && !screen.canSkip(ended))
    #expect(screen.nextLine(ended).text == "Ended" && screen.endLine(ended) == nil)
    #expect(ScheduleEditingTests.reminder(harness, ended) == nil, "nothing left to remind of")
    harness.time.advance(14 * Self.day)
    let relaunched = harness.model()
    relaunched.scenePhaseChanged(to: .active)
    await relaunched.finishEverything()
    #expect(relaunched.ledger.balance == balance - schedule.amount - schedule.amount, "nothing after its end")
    #expect(relaunched.scheduledPayments.nextLine(try #require(relaunched.schedules.items.first)).text == "Ended")
  }

  @Test("Ended: a tap offers Restart (asking nothing yet), not an alert; pausing does nothing; Remove asks nothing")
  func endedCannotBeEdited() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await Self.ending(.after(payments: 1), harness)
    harness.time.advance(Self.day + 3600)
    app.scenePhaseChanged(to: .active)
    await app.finishEverything()
    await app.tapAlert("OK")
    let asked = harness.owner.prompts.count
    app.scheduledPayments.edit(schedule.id)
    app.settlePresentation()
    let sheet = try #require(app.scheduleEditor)
    #expect(sheet.restarts && sheet.title.text == "Restart Payment" && app.shownAlert == nil)
    sheet.cancel()
    app.settlePresentation()
    #expect(app.scheduleEditor == nil && harness.owner.prompts.count == asked)
    app.scheduledPayments.pause(schedule.id)
    #expect(app.schedules.items.first?.isPaused == false && harness.owner.prompts.count == asked)
    app.scheduledPayments.askToCancel(schedule.id)
    app.settlePresentation()
    #expect(app.shownAlert == nil && app.schedules.items.isEmpty, "nothing more could be sent: removed at once")
  }

  @Test("Ending while a change is confirmed: the sheet stays as its Restart, the user's changes kept, and says so")
  func endsWhileEditing() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await Self.ending(.after(payments: 1), harness)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.clearAmount()
    sheet.type("30")
    sheet.note = "Rent share"
    sheet.cadence = .monthly
    // Its one payment goes while the sheet is up (as a run at the day's change would send it).
    app.scheduledPayments.schedules.items[0].sent = 1
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(app.scheduleEditor === sheet && app.shownAlert == nil, "the sheet stays; nothing is said over it")
    #expect(sheet.restarts && sheet.title.text == "Restart Payment" && sheet.saveTitle.text == "Restart")
    #expect(sheet.entry.text == "30" && sheet.note == "Rent share" && sheet.cadence == .monthly, "nothing lost")
    #expect(
      sheet.notice?.text
        == "While you were editing, this scheduled payment ended, so there's nothing left to change. Your changes are still here: tap Restart to start it again with them."
    )
    #expect(app.schedules.items.first?.amount == schedule.amount, "nothing was changed")
    // Restart, confirmed: a new series with the user's changes.
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    let restarted = try #require(app.schedules.items.first)
    #expect(app.scheduleEditor == nil && restarted.amount == Money(30, .usd) && restarted.cadence == .monthly)
    #expect(restarted.note == "Rent share" && restarted.series == schedule.series + 1)
    var ended = schedule
    ended.sent = 1
    var schedules = ScheduledPayments(items: [ended])
    let change = ScheduleChange(amount: Money(30, .usd), cadence: .weekly, next: app.now, note: "", end: .never)
    #expect(schedules.edit(schedule.id, change, calendar: app.calendar) == .failure(.ended))
  }

  @Test("Ends on a date: the row says so, a due day on it is paid, none after it, and no reminder is planned past it")
  func onDate() throws {
    let start = ScheduledPaymentTests.day(2027, 1, 1)
    let last = ScheduledPaymentTests.day(2027, 1, 15)
    var ledger = DemoData.ledger(now: start)
    let before = ledger.balance
    var schedule = ScheduledPaymentTests.schedule(.weekly, start: start)
    schedule.end = .on(day: last)
    var schedules = ScheduledPayments(items: [schedule])
    for day in [1, 8, 15, 22, 29] {
      _ = schedules.runDue(ledger: &ledger, now: ScheduledPaymentTests.day(2027, 1, day), calendar: Self.calendar)
    }
    #expect(ledger.balance == before - Money(75, .usd), "Jan 1, 8 and 15: three payments")
    #expect(schedules.items.first?.nextDue(calendar: Self.calendar) == nil)
    let reminders = ScheduledPaymentReminder.requests(
      for: ScheduledPayments(items: [schedule]), now: ScheduledPaymentTests.day(2027, 1, 16), calendar: Self.calendar,
      locale: Locale(identifier: "en_US"), hidingAmount: false)
    #expect(reminders.isEmpty, "no due day is left after Jan 15")
    let screen = ScheduledPaymentsModel(
      store: SharedStore(directory: PayMeHarness().directory), locale: Locale(identifier: "en_US"),
      calendar: Self.calendar, now: { start })
    #expect(screen.endLine(schedule)?.text == "Ends Jan 15, 2027")
    #expect(screen.endLine(ScheduledPaymentTests.schedule(.weekly, start: start)) == nil, "never ends: no line")
  }

  @Test("Repeat with an end: it is saved; an end date before the first payment is refused in words, before Face ID")
  func repeatWithEnd() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let repeating = try #require(app.repeatSection("t-2"))
    #expect(repeating.end.kind == .never, "Never, unless the user chooses")
    repeating.end.kind = .onDate
    repeating.end.day = repeating.start.addingTimeInterval(-Self.day)
    repeating.schedule()
    await app.finishEverything()
    #expect(repeating.error == .endDateOutOfRange && harness.owner.prompts.isEmpty && app.schedules.items.isEmpty)
    #expect(repeating.error?.message.text == "Choose an end date from the first payment to 10 years from now.")
    repeating.end.kind = .afterPayments
    repeating.end.payments = 3
    harness.owner.script(.match)
    repeating.schedule()
    await app.finishEverything()
    #expect(repeating.scheduled && app.schedules.items.first?.end == .after(payments: 3))
    #expect(harness.model().schedules.items.first?.end == .after(payments: 3), "read back")
  }

  @Test("A count chosen late in a long schedule is held to the most due days a schedule has, so its file still loads")
  func countHeldToMaximum() throws {
    var choice = ScheduleEndChoice(.never, passed: 0, next: PayMeHarness.now, calendar: Self.calendar)
    choice.kind = .afterPayments
    choice.payments = ScheduleEnd.maximumPayments
    let end = try #require(choice.end(passed: 990, calendar: Self.calendar))
    #expect(end == .after(payments: ScheduledPayment.maximumOccurrences) && end.isPlausible)
    #expect(choice.end(passed: 2, calendar: Self.calendar) == .after(payments: 2 + ScheduleEnd.maximumPayments))
  }

  @Test("A file saved before schedules could end, pause or change still loads: never ending, as it ran")
  func oldFileLoads() throws {
    let harness = PayMeHarness()
    // The file as the first version of scheduled payments wrote it: no isPaused, series, end or earlierDueDays.
    let old = """
      {"schemaVersion":1,"value":{"items":[{"amount":{"amount":18.75,"currency":{"code":"USD","minorUnits":2}},\
      "cadence":"monthly","id":"s-old","note":"Rent","recipient":{"acceptsAtOnce":true,"handle":"@anacosta",\
      "id":"c-ana","name":"Ana Costa"},"sent":1,"start":"2026-08-22T00:00:00Z"}]}}
      """
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    try Data(old.utf8).write(to: harness.directory.appendingPathComponent("payme-scheduled-payments.json"))
    let app = harness.model()
    let schedule = try #require(app.schedules.items.first)
    #expect(app.shownAlert == nil, "read, not set aside")
    #expect(
      schedule.id == "s-old" && schedule.note == "Rent" && schedule.sent == 1 && schedule.amount == Money(18.75, .usd))
    #expect(schedule.end == .never && schedule.earlierDueDays == 0 && !schedule.isPaused && schedule.series == 0)
    #expect(schedule.transactionID(1) == "scheduled-s-old-1", "its payments keep their ids")
    #expect(app.scheduledPayments.endLine(schedule) == nil && !app.scheduledPayments.hasEnded(schedule))
  }

  @Test("Changed as often as it may be: said under the fields before Face ID; the edits stay and the rest can be saved")
  func changedTooOften() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await Self.ending(.never, harness)
    app.scheduledPayments.schedules.items[0].series = ScheduledPayment.maximumOccurrences
    let asked = harness.owner.prompts.count
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.clearAmount()
    sheet.type("30")
    sheet.cadence = .monthly
    sheet.save()
    await app.finishEverything()
    #expect(harness.owner.prompts.count == asked, "refused before the check")
    #expect(app.scheduleEditor === sheet && sheet.refusal == .changedTooOften && app.shownAlert == nil)
    #expect(sheet.entry.text == "30" && sheet.cadence == .monthly, "nothing the user typed is lost")
    #expect(
      sheet.refusal?.message.text
        == "How often and the next day can't be changed again. Set them back to save your other changes, or cancel this payment and repeat it instead."
    )
    // Refused after the check too (a change not made by this sheet's pre-check): the sheet stays, said the same.
    app.scheduledPayments.refused(sheet, .changedTooOften)
    #expect(app.scheduleEditor === sheet && sheet.refusal == .changedTooOften && sheet.entry.text == "30")
    // The frequency set back, the new amount is saved.
    sheet.cadence = schedule.cadence
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(app.scheduleEditor == nil && app.schedules.items.first?.amount == Money(30, .usd))
  }
}
