import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// Skip Next Payment, and a schedule's next day, note and end changed in the Edit sheet (issue 41).
@Suite("PayMe: skipping a scheduled payment, and editing its next day, note and end")
@MainActor
struct ScheduleSkipAndDateTests {
  static let day: TimeInterval = 86400

  static func dayText(_ date: Date) -> String {
    date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(Locale(identifier: "en_US")))
  }

  /// A launched app whose prompts' words are noted, notifications on, with the monthly schedule from tomorrow.
  static func withWords(_ harness: PayMeHarness) async throws -> (PayMeModel, PromptWords, ScheduledPayment) {
    let words = PromptWords(harness.owner)
    let app = harness.launched(deviceOwner: words)
    await app.settingsScreen.setNotifications(true)
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: app.now.addingTimeInterval(Self.day))
        == nil)
    await app.finishEverything()
    return (app, words, try #require(app.schedules.items.first))
  }

  @Test("Skip Next Payment asks first; skipped, the next day moves on one, its reminder goes, and nothing is sent")
  func skipNext() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let skipped = try #require(schedule.nextDue(calendar: app.calendar))
    let following = try #require(schedule.cadence.dueDay(1, from: schedule.start, calendar: app.calendar))
    let asked = harness.owner.prompts.count
    #expect(app.scheduledPayments.canSkip(schedule))
    app.scheduledPayments.askToSkip(schedule.id)
    app.settlePresentation()
    let dialog = try #require(app.shownAlert)
    #expect(dialog.title == "Skip Next Payment?" && dialog.style == .confirmationDialog)
    #expect(
      dialog.message
        == "Your $18.75 payment to \(schedule.recipient.name) on \(Self.dayText(skipped)) won't be sent. The next one is on \(Self.dayText(following))."
    )
    await app.tapAlert("Don't Skip")
    #expect(app.schedules.items == [schedule], "kept as it was")
    app.scheduledPayments.askToSkip(schedule.id)
    await app.tapAlert("Skip Payment")
    await app.finishEverything()
    let moved = try #require(app.schedules.items.first)
    #expect(moved.nextDue(calendar: app.calendar) == following && harness.owner.prompts.count == asked)
    #expect(app.scheduledPayments.nextLine(moved).text == "Next: \(Self.dayText(following))")
    let reminder = try #require(ScheduleEditingTests.reminder(harness, moved))
    #expect(reminder.trigger == .at(following.addingTimeInterval(9 * 3600)), "the skipped day's reminder is gone")
    // The skipped day comes and goes: nothing is sent, across a relaunch.
    let balance = app.ledger.balance
    harness.time.advance(Self.day + 3600)
    let relaunched = harness.model()
    relaunched.scenePhaseChanged(to: .active)
    await relaunched.finishEverything()
    #expect(relaunched.ledger.balance == balance && relaunched.shownAlert == nil)
    #expect(!relaunched.ledger.transactions.contains { $0.id.hasPrefix("scheduled-") })
  }

  @Test("Skipping the last payment says the schedule will end, then it is shown as ended; paused ones offer no skip")
  func skipLast() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduleEndTests.ending(.after(payments: 1), harness)
    app.scheduledPayments.askToSkip(schedule.id)
    app.settlePresentation()
    #expect(app.shownAlert?.message?.hasSuffix("It's the last one, so this scheduled payment will end.") == true)
    await app.tapAlert("Skip Payment")
    await app.finishEverything()
    let ended = try #require(app.schedules.items.first)
    #expect(app.scheduledPayments.nextLine(ended).text == "Ended")
    #expect(ScheduleEditingTests.reminder(harness, ended) == nil)
    var paused = ScheduledPaymentTests.schedule(.weekly, start: app.now)
    paused.isPaused = true
    #expect(!app.scheduledPayments.canSkip(paused) && !paused.skipNext(calendar: app.calendar))
  }

  @Test("PM-0.2: a new next day and note are saved only after Face ID, which names the day; that day pays with them")
  func nextDayAndNote() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, words, schedule) = try await Self.withWords(harness)
    let next = try #require(schedule.nextDue(calendar: app.calendar))
    let moved = next.addingTimeInterval(3 * Self.day)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    #expect(sheet.nextDate == next && sheet.note == schedule.note && !sheet.hasChanges)
    sheet.nextDate = moved
    sheet.note = "Gym"
    #expect(sheet.hasChanges && sheet.canSave)
    harness.owner.script(.match)
    sheet.save()
    #expect(sheet.isConfirming && app.schedules.items == [schedule], "nothing before the check")
    sheet.nextDate = next
    sheet.note = "Other"
    #expect(sheet.nextDate == moved && sheet.note == "Gym", "what the owner confirms is what is saved")
    await app.finishEverything()
    let name = schedule.recipient.name
    #expect(words.prompts.last?.reason == "Send $18.75 to \(name) every month from \(Self.dayText(moved))")
    let changed = try #require(app.schedules.items.first)
    #expect(changed.nextDue(calendar: app.calendar) == moved && changed.note == "Gym" && app.scheduleEditor == nil)
    #expect(ScheduleEditingTests.reminder(harness, changed)?.trigger == .at(moved.addingTimeInterval(9 * 3600)))
    #expect(harness.model().schedules.items == [changed], "read back")
    // The old day passes with nothing sent; the new one pays, with the new note.
    let balance = app.ledger.balance
    harness.time.advance(Self.day + 3600)
    app.scenePhaseChanged(to: .active)
    #expect(app.ledger.balance == balance)
    harness.time.advance(3 * Self.day)
    app.scenePhaseChanged(to: .active)
    let paid = try #require(app.ledger.transactions.first { $0.id.hasPrefix("scheduled-") })
    #expect(paid.note == "Gym" && paid.scheduledFor == moved && app.ledger.balance == balance - schedule.amount)
  }

  @Test("A next day in the past is refused in words, with no Face ID; so is an end before the next payment")
  func pastNextDayRefused() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let asked = harness.owner.prompts.count
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    var said: [String] = []
    sheet.events.onAnnounce = { said.append($0.text) }
    sheet.nextDate = app.now.addingTimeInterval(-2 * Self.day)
    sheet.save()
    await app.finishEverything()
    #expect(sheet.refusal == .nextInPast && !sheet.isConfirming && harness.owner.prompts.count == asked)
    #expect(sheet.refusal?.message.text == "The next payment can't be in the past. Choose today or a later day.")
    #expect(said == ["The next payment can't be in the past. Choose today or a later day."], "said to VoiceOver")
    sheet.nextDate = try #require(schedule.nextDue(calendar: app.calendar))
    sheet.end.kind = .onDate
    sheet.end.day = app.now
    sheet.save()
    await app.finishEverything()
    #expect(sheet.refusal == .endBeforeNext && harness.owner.prompts.count == asked)
    #expect(app.schedules.items == [schedule])
  }

  @Test("An end chosen in the sheet counts from the next payment, and the sheet shows it again when reopened")
  func endInSheet() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    #expect(sheet.end.kind == .never)
    sheet.end.kind = .afterPayments
    sheet.end.payments = 3
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    let changed = try #require(app.schedules.items.first)
    #expect(changed.end == .after(payments: 3) && app.scheduledPayments.endLine(changed)?.text == "3 payments left")
    app.scheduledPayments.edit(schedule.id)
    let again = try #require(app.scheduleEditor)
    #expect(again.end.kind == .afterPayments && again.end.payments == 3 && !again.hasChanges)
  }

  @Test("PM-0.2: a next day of today says now in Face ID's words, and today's payment goes once confirmed")
  func nextDayToday() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, words, schedule) = try await Self.withWords(harness)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.nextDate = app.now
    let balance = app.ledger.balance
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(words.prompts.last?.reason == "Send $18.75 to \(schedule.recipient.name) now, then every month")
    #expect(app.ledger.balance == balance - schedule.amount)
    #expect(app.shownAlert?.title == "Scheduled Payment Sent")
  }
}
