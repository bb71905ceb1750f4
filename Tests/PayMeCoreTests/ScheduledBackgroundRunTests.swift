import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Scheduled payments while PayMe is not open (issue 41's peer gap): a background app refresh sends what is due
/// through the same run a return to the app uses, and a local notification says so.
@Suite("PayMe: scheduled payments in a background app refresh")
@MainActor
struct ScheduledBackgroundRunTests {
  @Test("A refresh on the due day sends the payment once, as a return would, and a notification says it went")
  func sendsAndSays() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let due = try #require(schedule.nextDue(calendar: app.calendar))
    #expect(app.nextScheduledRun == due, "the refresh is asked for on the next due day")
    let balance = app.ledger.balance
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    await app.backgroundRefresh()
    #expect(app.ledger.balance == balance - schedule.amount, "sent, with PayMe never opened")
    let sent = try #require(app.ledger.transactions.first { $0.id.hasPrefix("scheduled-\(schedule.id)-") })
    let note = try #require(
      harness.center.schedule.first { $0.request.id.hasPrefix(ScheduledBackgroundRun.identifierPrefix) })
    #expect(note.request.title == "Scheduled Payment Sent" && note.request.body.contains("was sent"))
    #expect(note.request.body.contains(sent.amount.formatted(locale: Locale(identifier: "en_US"))))
    #expect(note.request.url == PayMeLink.transaction(sent.id).url, "its tap opens the payment it tells of")
    #expect(app.nextScheduledRun.map { $0 > due } == true, "the next refresh is asked for the next due day")
    // Another refresh that day, then opening PayMe: nothing is sent twice.
    await app.backgroundRefresh()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.ledger.balance == balance - schedule.amount)
  }

  @Test("Under Hide Balance the notification names no amount; held back for the balance, it says so")
  func hiddenAndHeldBack() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.settingsScreen.setHideBalance(true)
    await app.finishEverything()
    let ran = ScheduledBackgroundRun.notifications(
      for: ScheduledPayments.Run(sent: [], heldBack: [(schedule, .insufficientFunds)], skipped: 0), currency: .usd,
      locale: Locale(identifier: "en_US"), hidingAmount: true)
    #expect(ran.map(\.title) == ["Scheduled Payment Not Sent"])
    #expect(!(ran.first?.body.contains("$") ?? true) && ran.first?.body.contains(schedule.recipient.name) == true)
    #expect(ran.first?.body.hasPrefix("Your demo balance is too low") == true, "the reason is kept without the amount")
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    await app.backgroundRefresh()
    let note = try #require(
      harness.center.schedule.first { $0.request.id.hasPrefix(ScheduledBackgroundRun.identifierPrefix) })
    #expect(note.request.body == "A scheduled payment was sent from your demo balance. No real money moved.")
  }

  @Test("A ledger that cannot be saved sends nothing: the due day stays due, no \"Sent\", and it goes once saved")
  func failedLedgerSave() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let balance = app.ledger.balance
    // A folder where the ledger's file is: the ledger cannot be written, the schedules beside it still can.
    let ledgerFile = harness.directory.appendingPathComponent(PayMeShared.ledger.name + ".json")
    try? FileManager.default.removeItem(at: ledgerFile)
    try FileManager.default.createDirectory(at: ledgerFile, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: ledgerFile.appendingPathComponent("in-the-way"))
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    await app.backgroundRefresh()
    #expect(app.ledger.balance == balance, "the ledger in memory is what disk holds")
    #expect(app.schedules.items.first?.sent == schedule.sent, "the schedule is not moved on")
    let onDisk = SharedStore(directory: harness.directory).read(PayMeShared.scheduledPayments)
    #expect(onDisk?.items.first?.sent == schedule.sent, "nor on disk")
    #expect(
      !harness.center.schedule.contains { $0.request.title == "Scheduled Payment Sent" }, "no notification says Sent")
    // What is said is the truth: not sent, tried again; never "kept until PayMe closes" (it was taken back).
    let notSent = try #require(
      harness.center.schedule.first {
        $0.request.id == ScheduledBackgroundRun.identifierPrefix + "unsaved-" + schedule.id
      })
    #expect(notSent.request.title == "Scheduled Payment Not Sent")
    let amount = schedule.amount.formatted(locale: Locale(identifier: "en_US"))
    #expect(
      notSent.request.body
        == "PayMe couldn't save to this iPhone's storage, so your scheduled \(amount) demo payment to "
        + "\(schedule.recipient.name) wasn't sent. PayMe will try again, at the latest the next time you open it.")
    #expect(app.nextScheduledRun == harness.time.now.addingTimeInterval(15 * 60), "the background tries again soon")
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.ledger.balance == balance, "still not saved, so still not sent")
    #expect(app.shownAlert?.title == "Scheduled Payment Not Sent" && app.shownAlert?.message == notSent.request.body)
    #expect(!(app.shownAlert?.message?.contains("kept until PayMe closes") ?? true))
    await app.tapAlert("OK")
    #expect(app.shownAlert == nil, "said once, not with \"Activity Not Saved\" after it")
    harness.scene.leaveApp()
    // The storage works again: the next run sends the due payment, once.
    try FileManager.default.removeItem(at: ledgerFile)
    await app.backgroundRefresh()
    #expect(app.ledger.balance == balance - schedule.amount)
    #expect(harness.center.schedule.contains { $0.request.title == "Scheduled Payment Sent" })
    #expect(SharedStore(directory: harness.directory).read(PayMeShared.ledger)?.balance == balance - schedule.amount)
  }

  @Test("The copy says what PayMe does: sent in the background when iOS allows, at the latest at the next open")
  func copySaysBackground() {
    let english = Locale(identifier: "en_US")
    #expect(ScheduledCopy.howItWorks.text.contains("in the background on its day when iOS allows"))
    #expect(ScheduledCopy.howItWorks.text.contains("at the latest the next time you open PayMe"))
    var held = ScheduledPaymentTests.schedule(.monthly, start: ScheduledPaymentTests.day(2027, 1, 8))
    held.heldBack = held.start
    let row = ScheduledCopy.next(held, calendar: ScheduledPaymentTests.utc, locale: english).text
    #expect(row.hasSuffix("PayMe will try again, at the latest when you open it."))
    let short = ScheduledCopy.heldBackAlert(held, error: .insufficientFunds, locale: english).message ?? ""
    let hidden = ScheduledBackgroundRun.notSentHidden(held.recipient.name).text
    for text in [short, hidden] {
      #expect(text.hasSuffix("PayMe will try again, at the latest the next time you open it."), "\(text)")
    }
  }

  @Test("Launched in the background before the first unlock: nothing sent or written; unlocked and opened, it runs")
  func beforeFirstUnlock() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let mine = try #require(try ReturnNoticeTogetherTests.sentToSomeoneNew(app, ["7"]).first)
    let balance = app.ledger.balance
    await app.finishEverything()
    // The phone restarts; on the due day iOS launches PayMe for a background refresh, still locked.
    let protection = SimulatedDataProtection()
    protection.restart()
    harness.dataProtection = protection
    harness.scene.relaunch()
    harness.time.advance(86400 + 3600)
    let background = harness.model()
    await background.backgroundRefresh()
    await background.finishEverything()
    #expect(harness.writes.all.isEmpty, "nothing written over the files it could not read")
    #expect(!harness.center.schedule.contains { $0.request.id.hasPrefix(ScheduledBackgroundRun.identifierPrefix) })
    #expect(background.ledger.transaction(mine.id) == nil, "only the seed in memory, never run")
    #expect(background.nextScheduledRun == harness.time.now.addingTimeInterval(15 * 60), "asked again soon")
    // Unlocked, the user opens PayMe: the same process reads the files and sends what is due.
    protection.firstUnlock()
    harness.scene.returnToApp()
    await background.finishEverything()
    #expect(background.ledger.transaction(mine.id) != nil, "the user's ledger is shown")
    #expect(background.schedules.items.map(\.id) == [schedule.id])
    #expect(background.ledger.balance == balance - schedule.amount, "the due payment is sent")
    #expect(background.settings.hasCompletedOnboarding)
  }

  @Test("Held back, the next refresh is asked for no sooner than 15 minutes on, never for a past date")
  func heldBackAsksLater() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    // The balance spent down so the payment is held back on its day.
    let left = app.ledger.balance.amount - schedule.amount.amount + 1
    _ = try ReturnNoticeTogetherTests.sentToSomeoneNew(app, ["\(left)"])
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    await app.backgroundRefresh()
    #expect(app.schedules.items.first?.heldBack != nil)
    #expect(app.nextScheduledRun == harness.time.now.addingTimeInterval(15 * 60))
  }

  @Test("What a background run's notification said is not said again in an alert when PayMe is next opened")
  func saidOnce() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, _) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    await app.backgroundRefresh()
    #expect(harness.center.schedule.contains { $0.request.title == "Scheduled Payment Sent" })
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.shownAlert?.kind(as: ScheduledPaymentAlertID.self) == nil, "no \"Scheduled Payment Sent\" alert")
  }
  @Test("Skipped due days told by a background run stay in the app's message until its OK, under Hide Balance too")
  func skippedKeptUntilSeen() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, _) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.settingsScreen.setHideBalance(true)
    await app.finishEverything()
    harness.scene.leaveApp()
    // Two monthly due days pass: the latest is sent, the earlier one skipped.
    harness.time.advance(86400 * 40)
    await app.backgroundRefresh()
    let note = try #require(
      harness.center.schedule.first { $0.request.id.hasPrefix(ScheduledBackgroundRun.identifierPrefix) })
    #expect(note.request.body.contains("1 earlier payment, due while PayMe couldn't run, wasn't sent."))
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(
      app.shownAlert?.kind(as: ScheduledPaymentAlertID.self)
        == .ran(sent: app.ledger.transactions.filter { $0.scheduledFor != nil }.map(\.id), skipped: 1))
    #expect(app.shownAlert?.message?.contains("1 earlier payment") == true)
  }
  @Test("Two schedules held back in one run are each said in the app, not only the first")
  func everyHeldBackSaid() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, first) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: app.now.addingTimeInterval(86400))
        == nil)
    await app.finishEverything()
    let second = try #require(app.schedules.items.last)
    let left = app.ledger.balance.amount - first.amount.amount + 1
    _ = try ReturnNoticeTogetherTests.sentToSomeoneNew(app, ["\(left)"])
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.shownAlert?.kind(as: ScheduledPaymentAlertID.self) == .heldBack(first.id))
    await app.tapAlert("OK")
    #expect(app.shownAlert?.kind(as: ScheduledPaymentAlertID.self) == .heldBack(second.id))
  }
}
