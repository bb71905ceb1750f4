import AppServices
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// iOS keeps at most 64 notifications pending, the soonest, and silently drops the latest beyond them
/// (platform-behaviour.md). PayMe's plans leave one slot (`MoneyMovedNotification.spare`) for what a background
/// run posts; a run with more to say says it in one summary, so nothing planned is pushed out (issue 41).
@Suite("PayMe: a background run's notifications fit iOS's pending budget")
@MainActor
struct BackgroundRunBudgetTests {
  @Test("Two schedules held back with every other slot planned: one summary, and nothing planned is dropped")
  func summaryFitsTheSpareSlot() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, first) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: app.now.addingTimeInterval(86400))
        == nil)
    await app.finishEverything()
    let left = app.ledger.balance.amount - first.amount.amount + 1
    _ = try ReturnNoticeTogetherTests.sentToSomeoneNew(app, ["\(left)"])
    await app.finishEverything()
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    // Every slot but the spare one taken by what was planned, all later than the run's notification.
    let taken = harness.center.schedule.count
    let planned = (taken..<(maximumPendingNotifications - MoneyMovedNotification.spare)).map {
      NotificationRequest(
        id: "planned-\($0)", title: "Planned", body: "", trigger: .at(harness.time.now.addingTimeInterval(86400 * 30)),
        url: nil)
    }
    for request in planned { try await harness.center.add(request) }

    await app.backgroundRefresh()

    let pending = harness.center.schedule.map(\.request.id)
    #expect(pending.count <= maximumPendingNotifications)
    let run = pending.filter { $0.hasPrefix(ScheduledBackgroundRun.identifierPrefix) }
    #expect(run == [ScheduledBackgroundRun.summaryIdentifier], "one notification for the two held back")
    #expect(Set(planned.map(\.id)).isSubset(of: Set(pending)), "nothing planned was pushed out")
    let summary = try #require(
      harness.center.schedule.first { $0.request.id == ScheduledBackgroundRun.summaryIdentifier })
    #expect(summary.request.body.contains("2 scheduled demo payments couldn't be sent."))
    #expect(summary.request.url == PayMeLink.scheduledPayments.url)
    // The summary tells no details: each schedule held back is still said in the app.
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.shownAlert?.kind(as: ScheduledPaymentAlertID.self) == .heldBack(first.id))
  }

  @Test("A run with one thing to say says it in its own words; with more, only counts, under Hide Balance too")
  func oneStaysItself() async throws {
    let (_, schedule) = try await ScheduledPaymentsModelTests.withSchedule(PayMeHarness(notifications: .authorized))
    let one = ScheduledBackgroundRun.notifications(
      for: ScheduledPayments.Run(sent: [], heldBack: [(schedule, .insufficientFunds)], skipped: 0), currency: .usd,
      locale: Locale(identifier: "en_US"), hidingAmount: false)
    #expect(one.map(\.title) == ["Scheduled Payment Not Sent"])
    let two = ScheduledBackgroundRun.notifications(
      for: ScheduledPayments.Run(
        sent: [], heldBack: [(schedule, .insufficientFunds)], skipped: 0, notSaved: [schedule]),
      currency: .usd, locale: Locale(identifier: "en_US"), hidingAmount: true)
    #expect(two.map(\.id) == [ScheduledBackgroundRun.summaryIdentifier])
    #expect(!(two.first?.body.contains("$") ?? true), "counts only, under Hide Balance")
  }

  @Test("Under Hide Balance, a run that sent several says how many, in the plural")
  func hiddenCountIsPlural() throws {
    let ledger = DemoData.ledger(now: PayMeHarness.now)
    let sent = ledger.transactions.filter { $0.kind == .sent }
    try #require(sent.count >= 2)
    let locale = Locale(identifier: "en_US")
    let two = ScheduledBackgroundRun.sentBody(
      ScheduledPayments.Run(sent: Array(sent.prefix(2))), currency: .usd, locale: locale, hidingAmount: true)
    #expect(two.hasPrefix("2 scheduled payments were sent from your demo balance."))
    #expect(!two.contains("$"))
    let one = ScheduledBackgroundRun.sentBody(
      ScheduledPayments.Run(sent: Array(sent.prefix(1))), currency: .usd, locale: locale, hidingAmount: true)
    #expect(one.hasPrefix("A scheduled payment was sent from your demo balance."))
  }

  @Test("A second summary before PayMe is opened says both runs' counts; opening PayMe starts the count afresh")
  func summariesMerge() async throws {
    let (_, schedule) = try await ScheduledPaymentsModelTests.withSchedule(PayMeHarness(notifications: .authorized))
    let locale = Locale(identifier: "en_US")
    let first = ScheduledPayments.Run(
      sent: [], heldBack: [(schedule, .insufficientFunds)], skipped: 0, notSaved: [schedule])
    let unseen = BackgroundSummaryCounts().adding(first)
    let second = ScheduledPayments.Run(
      sent: [], heldBack: [(schedule, .insufficientFunds)], skipped: 1, notSaved: [schedule])
    let merged = ScheduledBackgroundRun.notifications(
      for: second, currency: .usd, locale: locale, hidingAmount: false, unseen: unseen)
    #expect(merged.map(\.id) == [ScheduledBackgroundRun.summaryIdentifier], "one summary in Notification Center")
    #expect(merged.first?.body.contains("4 scheduled demo payments couldn't be sent.") == true)
    #expect(merged.first?.body.contains("1 earlier payment") == true)

    // Through the app: the summary's counts are saved for the next run, and cleared when PayMe is opened.
    let harness = PayMeHarness(notifications: .authorized)
    let (app, firstSchedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: app.now.addingTimeInterval(86400))
        == nil)
    await app.finishEverything()
    let left = app.ledger.balance.amount - firstSchedule.amount.amount + 1
    _ = try ReturnNoticeTogetherTests.sentToSomeoneNew(app, ["\(left)"])
    await app.finishEverything()
    harness.scene.leaveApp()
    harness.time.advance(86400 + 3600)
    await app.backgroundRefresh()
    let store = SharedStore(directory: harness.directory)
    #expect(store.read(PayMeShared.backgroundSummary).notSent == 2)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(store.read(PayMeShared.backgroundSummary) == BackgroundSummaryCounts())
  }
}
