import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import PayMeCore

/// A scheduled payment is never paid twice on one day, however the Edit sheet is used (issue 41): a sheet left up
/// while its payment goes is out of date, and a next day already paid cannot be chosen again.
@Suite("PayMe: an edited schedule never pays one day twice")
@MainActor
struct ScheduleOnceADayTests {
  static let day: TimeInterval = 86400

  /// The schedule's payments in the history, by due day.
  static func payments(_ app: PayMeModel, _ schedule: ScheduledPayment) -> [Date?] {
    app.ledger.transactions.filter { $0.id.hasPrefix("scheduled-\(schedule.id)-") }.map(\.scheduledFor)
  }

  @Test("PM-0.2: the sheet stays up while its due payment goes; Save changes nothing then, keeps the edit and says why")
  func sheetOutOfDate() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let due = try #require(schedule.nextDue(calendar: app.calendar))
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.note = "Rent"
    // The day comes while the sheet is up: back in PayMe, the due payment goes, as on every return.
    harness.time.advance(Self.day + 3600)
    app.scenePhaseChanged(to: .inactive)
    app.scenePhaseChanged(to: .active)
    await app.finishEverything()
    #expect(Self.payments(app, schedule) == [due])
    let sent = try #require(app.schedules.items.first)
    let following = try #require(sent.nextDue(calendar: app.calendar))
    let asked = harness.owner.prompts.count
    var said: [String] = []
    let announce = app.scheduledPayments.onAnnounce
    app.scheduledPayments.onAnnounce = { copy in
      said.append(copy.text)
      announce(copy)
    }
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(harness.owner.prompts.count == asked + 1, "the change was confirmed, then found out of date")
    #expect(Self.payments(app, schedule) == [due], "exactly one payment for that day")
    #expect(app.schedules.items == [sent], "nothing changed: the same series, the same next day, the same note")
    // No user data lost: the sheet stays, now on the schedule as it is, with the note the user typed.
    #expect(app.scheduleEditor === sheet && sheet.original == sent && !sheet.isConfirming)
    #expect(sheet.note == "Rent" && sheet.hasChanges && sheet.canSave)
    #expect(app.calendar.isDate(sheet.nextDate, inSameDayAs: following), "the next payment as it is now")
    let style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(app.locale)
    let notice = [
      "While you were editing, the \(due.formatted(style)) payment was sent, so the next one is \(following.formatted(style)).",
      "Your changes are still here. Check them, then tap Save again.",
    ].joined(separator: " ")
    #expect(sheet.notice?.text == notice && said.contains(notice), "said in the keypad's bar and to VoiceOver")
    #expect(sheet.barNote?.kind == .warning && sheet.barNote?.text.text == notice, "beside a warning sign")
    // Saved on the second try: the note from the next payment on, and that day still paid once.
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(app.scheduleEditor == nil)
    let saved = try #require(app.schedules.items.first)
    #expect(saved.note == "Rent" && saved.sent == sent.sent && saved.series == sent.series)
    // What is said on the list: the payment that went, and nothing about the edit being lost.
    var shown: [String?] = []
    while let alert = app.shownAlert, shown.count < 4 {
      shown.append(alert.title)
      await app.tapAlert(alert.buttons.first?.title ?? "")
    }
    #expect(!shown.contains("Payment Not Changed"))
    // Later returns on the same day send nothing more either.
    app.scenePhaseChanged(to: .active)
    await app.finishEverything()
    #expect(Self.payments(app, schedule) == [due])
  }

  @Test("A check that passes midnight: the typed amount stays; a chosen day now past and an end before the next go")
  func rebaseDropsWhatNoLongerFits() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (_, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    // The same phone, its Face ID prompt up across midnight: back from it, the day's due payment goes.
    let slow = DuringPrompt(owner: harness.owner)
    let app = harness.model(deviceOwner: slow)
    let calendar = app.calendar
    let due = try #require(schedule.nextDue(calendar: calendar))
    let time = harness.time
    slow.meanwhile = { time.advance(due.addingTimeInterval(3600).timeIntervalSince(time.now)) }
    let today = calendar.startOfDay(for: app.now)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    sheet.clearAmount()
    sheet.type("30")
    sheet.nextDate = today
    var end: ScheduleEndChoice = sheet.end
    end.kind = ScheduleEndKind.onDate
    end.day = try #require(calendar.date(byAdding: .day, value: 5, to: today))
    sheet.end = end
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    let sent = try #require(app.schedules.items.first)
    #expect(Self.payments(app, schedule) == [due] && sent.amount == schedule.amount, "the due day went, unchanged")
    let following = try #require(sent.nextDue(calendar: calendar))
    #expect(app.scheduleEditor === sheet && sheet.original == sent)
    #expect(sheet.entry.amount == 30, "the typed amount is kept")
    #expect(calendar.isDate(sheet.nextDate, inSameDayAs: following) && !sheet.movesNext, "the past day is given up")
    #expect(sheet.end.kind == .never, "an end before the new next payment is given up")
    let style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(app.locale)
    let expected = [
      "While you were editing, the \(due.formatted(style)) payment was sent, so the next one is \(following.formatted(style)).",
      "The day you chose, \(today.formatted(style)), can't be used now.",
      "The end date you chose, \(end.day.formatted(style)), is before the next payment now.",
      "Your other changes are still here. Check them, then tap Save again.",
    ]
    #expect(sheet.notice?.text == expected.joined(separator: " "))
    slow.meanwhile = nil
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    let saved = try #require(app.schedules.items.first)
    #expect(saved.amount == Money(30, .usd) && saved.series == sent.series && app.scheduleEditor == nil)
    #expect(Self.payments(app, schedule) == [due], "nothing paid twice")
  }

  @Test("A link that came while Face ID was up waits; the sheet kept after a moved save then asks Discard or Keep")
  func linkDuringCheckAsksWhenTheSheetStays() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (_, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let during = DuringPrompt(owner: harness.owner)
    let app = harness.model(deviceOwner: during)
    let due = try #require(schedule.nextDue(calendar: app.calendar))
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    app.settlePresentation()
    sheet.note = "Rent"
    // During the check: the due day comes (its payment goes on the return from Face ID) and a reminder is tapped.
    let time = harness.time
    during.meanwhile = {
      time.advance(due.addingTimeInterval(3600).timeIntervalSince(time.now))
      app.open(PayMeLink.settings.url)
    }
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(app.scheduleEditor === sheet && sheet.note == "Rent", "kept, rebased")
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardScheduleEdit, "the waiting link is asked about")
    await app.tapAlert("Discard Changes")
    #expect(app.scheduleEditor == nil && app.path == [.settings], "discarded: the link is followed")
  }

  @Test("Moving the next day to today when today's payment was sent is refused in words, with no Face ID")
  func movedOntoAPaidDay() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    harness.owner.script(.match)
    #expect(await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: app.now) == nil)
    await app.finishEverything()
    let schedule = try #require(app.schedules.items.first)
    let today = app.calendar.startOfDay(for: app.now)
    #expect(Self.payments(app, schedule) == [today], "a start of today pays at once")
    let asked = harness.owner.prompts.count
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    var said: [String] = []
    sheet.events.onAnnounce = { said.append($0.text) }
    sheet.nextDate = app.now
    sheet.cadence = .weekly
    sheet.save()
    await app.finishEverything()
    #expect(sheet.refusal == .nextAlreadyPaid && !sheet.isConfirming && harness.owner.prompts.count == asked)
    #expect(said == ["This day's payment was already sent. Choose a later day."])
    #expect(app.schedules.items == [schedule] && Self.payments(app, schedule) == [today])
  }

  @Test("A change made on an out-of-date sheet, or starting a series on a paid day, is refused by the list itself")
  func listRefuses() throws {
    let calendar = ScheduledPaymentTests.utc
    let start = ScheduledPaymentTests.day(2027, 1, 1)
    var ledger = DemoData.ledger(now: start)
    var schedules = ScheduledPayments(items: [ScheduledPaymentTests.schedule(.weekly, start: start)])
    let opened = ScheduleChange.Opened(next: start, sent: 0, series: 0)
    _ = schedules.runDue(ledger: &ledger, now: start, calendar: calendar)
    let paid = { (day: Date) in ledger.hasScheduledPayment(of: "s1", on: day, calendar: calendar) }
    #expect(paid(start) && !paid(ScheduledPaymentTests.day(2027, 1, 8)))
    let stale = ScheduleChange(
      amount: Money(40, .usd), cadence: .weekly, next: start, note: "", end: .never, opened: opened)
    #expect(schedules.edit("s1", stale, calendar: calendar, isPaid: paid) == .failure(.moved))
    let current = ScheduleChange.Opened(next: ScheduledPaymentTests.day(2027, 1, 8), sent: 1, series: 0)
    let ontoPaid = ScheduleChange(
      amount: Money(40, .usd), cadence: .weekly, next: start, note: "", end: .never, movesNext: true,
      opened: current)
    #expect(schedules.edit("s1", ontoPaid, calendar: calendar, isPaid: paid) == .failure(.alreadyPaid))
    let amountOnly = ScheduleChange(
      amount: Money(40, .usd), cadence: .weekly, next: ScheduledPaymentTests.day(2027, 1, 8), note: "",
      end: .never, opened: current)
    let kept = try schedules.edit("s1", amountOnly, calendar: calendar, isPaid: paid).get()
    #expect(kept.series == 0 && kept.sent == 1 && kept.amount == Money(40, .usd), "the same series goes on")
  }

  @Test("Skip skips the payment its dialog named: one sent while the dialog was up is said, and nothing is skipped")
  func skipNamesItsDay() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let due = try #require(schedule.nextDue(calendar: app.calendar))
    app.scheduledPayments.askToSkip(schedule.id)
    app.settlePresentation()
    let dialog = try #require(app.shownAlert)
    let skip = try #require(dialog.buttons.first { $0.title == "Skip Payment" }?.action)
    #expect(skip == .scheduled(.skipNext(schedule.id, due)), "the dialog's action names the day it skips")
    // The named day comes before the tap lands, and its payment goes as the day changes with PayMe open.
    harness.time.advance(Self.day + 3600)
    app.dayMayHaveChanged()
    await app.finishEverything()
    let sent = try #require(app.schedules.items.first)
    #expect(Self.payments(app, schedule) == [due] && sent.sent == 1)
    app.perform(skip)
    await app.finishEverything()
    #expect(app.schedules.items == [sent], "the following payment is not skipped in its place")
    var shown: [String?] = []
    while let alert = app.shownAlert, shown.count < 4 {
      shown.append(alert.title)
      await app.tapAlert(alert.buttons.first?.title ?? "")
    }
    #expect(shown.contains("Payment Not Skipped"))
  }

  @Test("Editing a paused schedule shows its next payment as resuming would, never a past day, and counts from it")
  func pausedEditFromResume() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.scheduledPayments.pause(schedule.id)
    // Forty days on: two due days passed while it was paused; resuming passes over them.
    harness.time.advance(40 * Self.day)
    var preview = try #require(app.schedules.items.first)
    preview.resume(from: app.now, calendar: app.calendar)
    let resumedNext = try #require(preview.nextDue(calendar: app.calendar))
    #expect(resumedNext > app.now)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    #expect(sheet.nextDate == resumedNext && !sheet.hasChanges)
    #expect(sheet.nextDays.lowerBound == app.calendar.startOfDay(for: app.now))
    sheet.end.kind = .afterPayments
    sheet.end.payments = 3
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    let changed = try #require(app.schedules.items.first)
    #expect(changed.isPaused && changed.end == .after(payments: 5), "two passed over, then three from the next")
    harness.owner.script(.match)
    app.scheduledPayments.resume(schedule.id)
    await app.finishEverything()
    let resumed = try #require(app.schedules.items.first)
    #expect(resumed.nextDue(calendar: app.calendar) == resumedNext && resumed.paymentsLeft == 3)
  }
}

/// The device owner check with something happening while its prompt is up (the user looks away until after
/// midnight; a return comes back): `meanwhile` runs, then `owner` answers as the user does.
final class DuringPrompt: DeviceOwnerAuthenticationClient, @unchecked Sendable {
  let owner: SimulatedDeviceOwnerAuthentication
  var meanwhile: (@MainActor () -> Void)?

  init(owner: SimulatedDeviceOwnerAuthentication) { self.owner = owner }

  func availability(of policy: AuthenticationPolicy) -> PolicyAvailability { owner.availability(of: policy) }

  func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async -> AuthenticationResult {
    if let meanwhile { await meanwhile() }
    return await owner.evaluate(policy, reason: reason, fallbackTitle: fallbackTitle)
  }
}
