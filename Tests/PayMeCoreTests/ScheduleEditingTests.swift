import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Editing, pausing and resuming a scheduled payment from Scheduled Payments (issue 41), as Apple Cash's recurring
/// payments and bank apps allow: the amount on the keypad under the payment's rules, the frequency, Face ID before
/// money moves differently, the reminders planned again, and all of it read back at the next launch.
@Suite("PayMe: editing, pausing and resuming a scheduled payment")
@MainActor
struct ScheduleEditingTests {
  static let day: TimeInterval = 86400

  /// The pending reminder of a schedule, if any.
  static func reminder(_ harness: PayMeHarness, _ schedule: ScheduledPayment) -> NotificationRequest? {
    let id = ScheduledPaymentReminder.identifier(for: schedule.id)
    return harness.center.schedule.map(\.request).first { $0.id == id }
  }

  @Test("PM-0.2: a new amount and frequency are saved only after Face ID, then read back and reminded anew")
  func editAmountAndFrequency() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let next = try #require(schedule.nextDue(calendar: app.calendar))
    #expect(Self.reminder(harness, schedule)?.body.contains("$18.75") == true)
    let asked = harness.owner.prompts.count
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    #expect(sheet.entry.amount == schedule.amount.amount && !sheet.hasChanges && !sheet.canSave, "as saved")
    sheet.clearAmount()
    sheet.type("30")
    sheet.cadence = .weekly
    harness.owner.script(.match)
    sheet.save()
    #expect(sheet.isConfirming && app.schedules.items.first?.amount == schedule.amount, "nothing before the check")
    await app.finishEverything()
    #expect(harness.owner.prompts.dropFirst(asked) == [.deviceOwnerAuthentication], "one check, Face ID or passcode")
    let changed = try #require(app.schedules.items.first)
    #expect(changed.amount == Money(30, .usd) && changed.cadence == .weekly)
    #expect(changed.nextDue(calendar: app.calendar) == next, "the next payment's day stays; weekly from it")
    #expect(app.scheduleEditor == nil, "the sheet goes once saved")
    #expect(Self.reminder(harness, changed)?.body.contains("$30.00") == true, "the reminder says the new amount")
    let relaunched = harness.relaunched()
    #expect(relaunched.schedules.items == [changed])
    // Its first due day: the new amount goes, once, at the next return to PayMe; a week on, the next.
    let balance = relaunched.ledger.balance
    harness.scene.leaveApp()
    harness.time.advance(Self.day + 3600)
    harness.scene.returnToApp()
    #expect(relaunched.ledger.balance == balance - Money(30, .usd))
    harness.scene.leaveApp()
    harness.time.advance(7 * Self.day)
    harness.scene.returnToApp()
    #expect(relaunched.ledger.balance == balance - Money(60, .usd))
  }

  @Test("The amount keeps the payment's rules: past the limit is refused at the key, zero at Save, with no prompt")
  func editAmountRules() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let asked = harness.owner.prompts.count
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.clearAmount()
    #expect(!sheet.canSave, "an empty amount cannot be saved")
    sheet.type("10001")
    #expect(sheet.error == .aboveLimit(Money(Ledger.paymentLimit, .usd)) && sheet.entry.amount == 1000)
    sheet.clearAmount()
    sheet.type("0")
    // No device owner check is scripted: one would fail the test.
    sheet.save()
    await app.finishEverything()
    #expect(sheet.error == .zero && !sheet.isConfirming && harness.owner.prompts.count == asked)
    #expect(app.schedules.items == [schedule])
  }

  @Test("PM-0.2: a cancelled check changes nothing and says nothing; a failed one says Payment Not Changed")
  func editNotConfirmed() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.cadence = .everyTwoWeeks
    harness.owner.script(.cancel)
    sheet.save()
    await app.finishEverything()
    #expect(app.schedules.items == [schedule] && app.shownAlert == nil && app.scheduleEditor === sheet)
    #expect(!sheet.isConfirming && sheet.cadence == .everyTwoWeeks, "the sheet keeps what was chosen")
    // The same schedule on a launch whose check fails (not recognised): said, and nothing changes.
    let owner = AnswersOnce(.failure(.authenticationFailed))
    let time = harness.time
    let failing = PayMeModel(
      dependencies: PayMeDependencies(
        store: SharedStore(directory: harness.directory), deviceOwner: owner, notifications: harness.center,
        now: { time.now }, locale: Locale(identifier: "en_US"), openSettings: unimplemented("PayMe's Settings link"),
        echoFrame: unimplemented("PayMe's echo frame")))
    failing.scheduledPayments.edit(schedule.id)
    let other = try #require(failing.scheduleEditor)
    other.cadence = .weekly
    other.save()
    await failing.finishEverything()
    let alert = try #require(failing.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .scheduleNotChanged && alert.title == "Payment Not Changed")
    #expect(failing.schedules.items == [schedule] && owner.asked == 1)
  }

  @Test("Cancel over changes asks first: Keep Editing keeps them, Discard Changes drops them; unchanged just closes")
  func discardChanges() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    await app.finishEverything()
    sheet.press(.delete)
    #expect(sheet.holdsUserInput, "a swipe down is held back")
    sheet.cancel()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardScheduleEdit)
    await app.tapAlert("Keep Editing")
    #expect(app.scheduleEditor === sheet && sheet.hasChanges)
    sheet.cancel()
    await app.tapAlert("Discard Changes")
    await app.finishEverything()
    #expect(app.scheduleEditor == nil && app.schedules.items == [schedule])
    app.scheduledPayments.edit(schedule.id)
    let unchanged = try #require(app.scheduleEditor)
    unchanged.cancel()
    await app.finishEverything()
    #expect(app.scheduleEditor == nil && app.shownAlert == nil, "nothing to lose, nothing asked")
  }

  @Test("Paused, a schedule sends nothing and reminds nobody, across launches; resumed, it skips what fell due")
  func pauseAndResume() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    #expect(Self.reminder(harness, schedule) != nil)
    let asked = harness.owner.prompts.count
    app.scheduledPayments.pause(schedule.id)
    await app.finishEverything()
    #expect(app.schedules.items.first?.isPaused == true && harness.owner.prompts.count == asked, "pausing asks nothing")
    #expect(Self.reminder(harness, schedule) == nil, "its reminder is withdrawn")
    #expect(app.scheduledPayments.nextLine(try #require(app.schedules.items.first)) == ScheduledCopy.paused)
    // Forty days on (two due days passed, a day and a month after it was made): nothing was sent.
    let balance = app.ledger.balance
    harness.time.advance(40 * Self.day)
    let relaunched = harness.relaunched()
    await relaunched.finishEverything()
    #expect(relaunched.schedules.items.first?.isPaused == true && relaunched.ledger.balance == balance)
    #expect(!relaunched.ledger.transactions.contains { $0.id.hasPrefix("scheduled-") })
    #expect(Self.reminder(harness, schedule) == nil)
    // Resumed: Face ID first; nothing is caught up, the next payment is the next due day from today.
    harness.owner.script(.match)
    relaunched.scheduledPayments.resume(schedule.id)
    await relaunched.finishEverything()
    let resumed = try #require(relaunched.schedules.items.first)
    let next = try #require(resumed.nextDue(calendar: relaunched.calendar))
    #expect(!resumed.isPaused && next > relaunched.now && resumed.sent == 2)
    #expect(relaunched.ledger.balance == balance && relaunched.shownAlert == nil, "nothing sent, nothing skipped")
    #expect(Self.reminder(harness, resumed)?.trigger == .at(next.addingTimeInterval(9 * 3600)), "reminded again")
    #expect(harness.model().schedules.items == [resumed], "read back resumed")
  }

  @Test("Editing a paused schedule: Face ID's words say it stays paused, never that money will be sent")
  func pausedEditWords() async throws {
    let harness = PayMeHarness()
    let words = PromptWords(harness.owner)
    let app = harness.launched(deviceOwner: words)
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: app.now.addingTimeInterval(86400))
        == nil)
    await app.finishEverything()
    let schedule = try #require(app.schedules.items.first)
    app.scheduledPayments.pause(schedule.id)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.clearAmount()
    sheet.type("30")
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    let name = schedule.recipient.name
    #expect(words.prompts.last?.reason == "Change the paused payment to $30.00 to \(name) every month")
    #expect(app.schedules.items.first?.amount == Money(30, .usd) && app.schedules.items.first?.isPaused == true)
  }

  @Test("PM-0.2: a resume the owner does not confirm stays paused; one due today sends today's payment")
  func resumeConfirmation() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.scheduledPayments.pause(schedule.id)
    harness.owner.script(.cancel)
    app.scheduledPayments.resume(schedule.id)
    await app.finishEverything()
    #expect(app.schedules.items.first?.isPaused == true)
    // On its first due day: resumed, that day's payment goes at once, as a Repeat that starts today.
    harness.time.advance(Self.day + 3600)
    let balance = app.ledger.balance
    let preview = try #require(app.schedules.items.first)
    var resumedCopy = preview
    resumedCopy.resume(from: app.now, calendar: app.calendar)
    #expect(
      ScheduledCopy.resumeReason(resumedCopy, sendsToday: true, calendar: app.calendar, locale: app.locale).text
        == "Send $18.75 to \(schedule.recipient.name) now and resume it")
    harness.owner.script(.match)
    app.scheduledPayments.resume(schedule.id)
    await app.finishEverything()
    #expect(app.ledger.balance == balance - schedule.amount)
    #expect(
      app.shownAlert?.kind(as: ScheduledPaymentAlertID.self) == .ran(sent: [schedule.transactionID(0)], skipped: 0))
  }

  @Test("A new frequency starts a new series from the next due day: nothing of the old one is sent again")
  func newSeries() throws {
    let calendar = ScheduledPaymentTests.utc
    var ledger = DemoData.ledger(now: ScheduledPaymentTests.day(2027, 1, 1))
    let before = ledger.balance
    var schedules = ScheduledPayments(
      items: [ScheduledPaymentTests.schedule(.weekly, start: ScheduledPaymentTests.day(2027, 1, 1))])
    _ = schedules.runDue(ledger: &ledger, now: ScheduledPaymentTests.day(2027, 1, 8), calendar: calendar)
    let change = ScheduleChange(
      amount: Money(40, .usd), cadence: .monthly, next: ScheduledPaymentTests.day(2027, 1, 15), note: "",
      end: .never)
    let edited = try schedules.edit("s1", change, calendar: calendar).get()
    #expect(edited.start == ScheduledPaymentTests.day(2027, 1, 15) && edited.sent == 0 && edited.series == 1)
    let run = schedules.runDue(ledger: &ledger, now: ScheduledPaymentTests.day(2027, 1, 15), calendar: calendar)
    #expect(run.sent.map(\.id) == ["scheduled-s1-r1-0"] && run.skipped == 0)
    #expect(ledger.balance == before - Money(25, .usd) - Money(40, .usd))
    #expect(edited.nextDue(calendar: calendar) == ScheduledPaymentTests.day(2027, 1, 15))
    #expect(
      schedules.items.first?.nextDue(calendar: calendar) == ScheduledPaymentTests.day(2027, 2, 15), "monthly from it")
  }

  @Test("Schedules saved before pausing and editing existed still load: running, first series, same payment ids")
  func oldFileLoads() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (_, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let file = harness.directory.appendingPathComponent("payme-scheduled-payments.json")
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains("\"isPaused\"") && saved.contains("\"series\""))
    // The file as the last version wrote it: the same, without the two fields.
    let json = try #require(try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
    let old = try JSONSerialization.data(withJSONObject: Self.removing(["isPaused", "series"], from: json))
    #expect(!String(decoding: old, as: UTF8.self).contains("isPaused"))
    try old.write(to: file)
    let relaunched = harness.model()
    #expect(relaunched.schedules.items == [schedule] && relaunched.shownAlert == nil, "read, not set aside")
    #expect(relaunched.schedules.items.first?.transactionID(0) == "scheduled-\(schedule.id)-0")
  }

  /// The JSON value with those keys taken out at every depth.
  static func removing(_ keys: Set<String>, from value: Any) -> Any {
    if let object = value as? [String: Any] {
      return object.filter { !keys.contains($0.key) }.mapValues { removing(keys, from: $0) }
    }
    if let array = value as? [Any] { return array.map { removing(keys, from: $0) } }
    return value
  }
}

@Suite("PayMe: a link over a scheduled payment's changes")
@MainActor
struct ScheduleEditLinkTests {
  @Test("A link over changes not saved asks first; Discard Changes follows it, nothing is changed")
  func linkAsksFirst() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.path = [.settings, .scheduledPayments]
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    await app.finishEverything()
    sheet.cadence = .weekly
    app.open(try #require(URL(string: "payme://settings")))
    await app.finishEverything()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardScheduleEdit && app.scheduleEditor === sheet)
    #expect(app.path == [.settings, .scheduledPayments], "the link waits for the answer")
    await app.tapAlert("Discard Changes")
    await app.finishEverything()
    #expect(app.scheduleEditor == nil && app.path == [.settings] && app.schedules.items == [schedule])
  }
}
