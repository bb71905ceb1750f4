import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Due days PayMe could not run on are asked about once when it is next opened (issue 41): one question per
/// schedule listing them, Send All behind the device owner check, each sent once under its own due day's id in due
/// order, stopping where the balance cannot cover the next; Skip records the skip.
@Suite("PayMe asks about missed scheduled payments")
@MainActor
struct MissedPaymentsTests {
  static let dayLength: TimeInterval = 86400

  /// A weekly repeat of Ben's $18.75 from tomorrow, then PayMe closed 22 days: the 4th due day goes at the open,
  /// the 3 before it are missed. Returns the relaunched app with the run's message dismissed.
  static func threeMissed(
    _ harness: PayMeHarness, words: PromptWords? = nil
  ) async throws -> (PayMeModel, ScheduledPayment) {
    let app = harness.launched()
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .weekly, start: app.now.addingTimeInterval(dayLength))
        == nil)
    await app.finishEverything()
    let schedule = try #require(app.schedules.items.first)
    harness.time.advance(22 * dayLength + 3600)
    harness.scene.relaunch()
    let relaunched = harness.model(deviceOwner: words)
    harness.scene.returnToApp()
    await relaunched.finishEverything()
    #expect(relaunched.shownAlert?.title == "Scheduled Payment Sent")
    await relaunched.tapAlert("OK")
    return (relaunched, schedule)
  }

  static func dueDays(_ schedule: ScheduledPayment, _ app: PayMeModel) -> [Date] {
    (0..<3).compactMap { schedule.cadence.dueDay($0, from: schedule.start, calendar: app.calendar) }
  }

  @Test("PM-0.2: one question lists the missed days, each and in all; Send All asks Face ID, then sends each once")
  func sendAll() async throws {
    let harness = PayMeHarness()
    let words = PromptWords(harness.owner)
    let (app, schedule) = try await Self.threeMissed(harness, words: words)
    let days = Self.dueDays(schedule, app)
    let question = try #require(app.shownAlert)
    #expect(question.title == "3 Missed Payments")
    let listed = days.map { MissedCopy.day($0, now: app.now, calendar: app.calendar, locale: app.locale) }
    #expect(listed.first?.contains(",") == false, "days of this year without the year, as \"Nov 3\"")
    #expect(
      question.message
        == "Payments to Ben Okafor were missed: \(listed.joined(separator: ", ")) — $18.75 each, $56.25 in all. "
        + "PayMe couldn't run on those days. Send them now from your demo balance?")
    #expect(question.buttons.map(\.title) == ["Skip", "Send All"])
    let balance = app.ledger.balance
    harness.owner.script(.match)
    await app.tapAlert("Send All")
    #expect(words.prompts.last?.reason.hasPrefix("Send $56.25 in missed payments to Ben Okafor") == true)
    let sent = app.ledger.transactions.filter { $0.scheduledFor.map(days.contains) ?? false }
    #expect(sent.map(\.id).sorted() == (0..<3).map { schedule.transactionID($0) }, "each under its own due day's id")
    // Newest first in the ledger: sent oldest first.
    #expect(sent.reversed().compactMap(\.scheduledFor) == days)
    #expect(app.ledger.balance == balance - Money(Decimal(string: "56.25") ?? 0, .usd), "exactly $56.25 moved")
    #expect(app.shownAlert?.title == "3 Missed Payments Sent")
    #expect(app.shownAlert?.message == "$56.25 in all was sent to Ben Okafor from your demo balance.")
    await app.tapAlert("OK")
    // Answered: not asked again, at a return or a relaunch, and nothing moves again.
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    let again = harness.relaunched()
    await again.finishEverything()
    #expect(again.shownAlert == nil && again.ledger.balance == app.ledger.balance)
    #expect(again.schedules.items.first?.unanswered == [])
    #expect(again.schedules.items.first.map { again.scheduledPayments.skippedLine($0) } == .some(nil))
  }

  @Test("PM-0.2: Skip sends nothing and keeps the days on record; a cancelled check asks again at the next open")
  func skipAndCancel() async throws {
    let harness = PayMeHarness()
    let (app, schedule) = try await Self.threeMissed(harness)
    let balance = app.ledger.balance
    harness.owner.script(.cancel)
    await app.tapAlert("Send All")
    #expect(app.ledger.balance == balance && app.shownAlert == nil, "cancelled: nothing moves, nothing is said")
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.shownAlert?.title == "3 Missed Payments", "asked again at the next open")
    await app.tapAlert("Skip")
    #expect(app.ledger.balance == balance)
    let relaunched = harness.relaunched()
    await relaunched.finishEverything()
    #expect(relaunched.shownAlert == nil, "Skip is saved: never asked again")
    let row = try #require(relaunched.schedules.items.first { $0.id == schedule.id })
    #expect(row.unanswered.isEmpty && row.missedDueDays == Self.dueDays(schedule, relaunched))
    #expect(relaunched.scheduledPayments.skippedLine(row)?.text == "3 earlier payments weren't sent")
  }

  @Test("PM-0.1: killed after the ledger was saved and before the schedules were, nothing is paid or asked twice")
  func killedMidWay() async throws {
    let harness = PayMeHarness()
    let (app, _) = try await Self.threeMissed(harness)
    let saved = app.schedules
    harness.owner.script(.match)
    await app.tapAlert("Send All")
    let balance = app.ledger.balance
    let count = app.ledger.transactions.count
    // The schedules' save never happened: their file still lists the three unanswered.
    try SharedStore(directory: harness.directory).write(saved, for: PayMeShared.scheduledPayments)
    let relaunched = harness.relaunched()
    await relaunched.finishEverything()
    #expect(relaunched.shownAlert == nil, "the ledger holds them: nothing is asked")
    #expect(relaunched.ledger.balance == balance && relaunched.ledger.transactions.count == count)
    #expect(relaunched.schedules.items.first?.unanswered == [])
  }

  @Test("PM-0.1: Send All stops where the balance cannot cover the next, and the rest stay to be answered")
  func stopsAtShortBalance() throws {
    let day = ScheduledPaymentTests.day
    let calendar = ScheduledPaymentTests.utc
    let now = day(2027, 1, 22).addingTimeInterval(3600)
    var ledger = DemoData.ledger(now: now)
    var schedules = ScheduledPayments(items: [
      ScheduledPaymentTests.schedule(.weekly, start: day(2027, 1, 1), amount: 1000)
    ])
    _ = schedules.runDue(ledger: &ledger, now: now, calendar: calendar)
    #expect(ledger.balance == Money(Decimal(string: "1480.35") ?? 0, .usd))
    let run = try #require(schedules.sendMissed("s1", ledger: &ledger, now: now, calendar: calendar))
    #expect(run.sent.map(\.scheduledFor) == [day(2027, 1, 1)] && run.error == .insufficientFunds)
    #expect(run.stoppedAt?.day == day(2027, 1, 8))
    #expect(ledger.balance == Money(Decimal(string: "480.35") ?? 0, .usd))
    let schedule = try #require(schedules.items.first)
    #expect(schedule.unanswered.map(\.day) == [day(2027, 1, 8), day(2027, 1, 15)])
    #expect(schedule.missedDueDays == [day(2027, 1, 8), day(2027, 1, 15)], "the sent day leaves the record")
    let words = MissedCopy.result(
      run, schedule: schedule, now: now, calendar: calendar, locale: Locale(identifier: "en_US"))
    #expect(words.title == "Not All Missed Payments Sent")
    #expect(
      words.message
        == "1 missed payment was sent. Your demo balance can't cover the $1,000.00 payment to \(schedule.recipient.name) "
        + "due Jan 8, so PayMe stopped there. Add money, and PayMe will ask about the rest the next time you open it.")
    // Asked again later, the one sent is not sent twice.
    let again = try #require(schedules.sendMissed("s1", ledger: &ledger, now: now, calendar: calendar))
    #expect(again.sent.isEmpty && again.stoppedAt?.day == day(2027, 1, 8))
  }
}
