import AppServices
import Foundation
import Presentation
import Testing

@testable import PayMeCore

/// Returns told in the app (issue 41's review): several at once are one notice, not a row of alerts, and a notice
/// is the user's to dismiss: a sheet going, or another alert, never closes it or marks it seen.
@Suite("PayMe returns told together, and only seen when the user says so")
@MainActor
struct ReturnNoticeTogetherTests {
  /// Payments of `amounts` to the demo's contact new to PayMe, made now and saved, as if each was sent.
  static func sentToSomeoneNew(_ app: PayMeModel, _ amounts: [String]) throws -> [Transaction] {
    let emi = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    var ledger = app.ledger
    let made = try amounts.enumerated().map { index, amount in
      try ledger.send(
        Money(try #require(Decimal(string: amount)), .usd), to: emi.id, note: "",
        at: app.now.addingTimeInterval(Double(index)), id: "returned-\(UUID().uuidString)")
    }
    app.book.ledger = ledger
    app.book.save()
    return made
  }

  /// Away past the seventh day, then back in PayMe.
  static func awayPastTheReturns(_ harness: PayMeHarness, _ app: PayMeModel) async {
    harness.scene.leaveApp()
    harness.time.advance(Ledger.acceptanceWindow + 60)
    harness.scene.returnToApp()
    await app.finishEverything()
  }

  @Test("Two returns no notification told: one \"2 Payments Returned\" naming both; View Activity opens it, once")
  func twoInOneNotice() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let made = try Self.sentToSomeoneNew(app, ["12.34", "3"])
    await Self.awayPastTheReturns(harness, app)
    #expect(made.allSatisfy { app.ledger.transaction($0.id)?.status == .returned })
    let notice = try #require(app.shownAlert)
    #expect(notice.kind(as: ReturnNoticeID.self) == ReturnNoticeID(transactionIDs: made.map(\.id)))
    #expect(notice.title == "2 Payments Returned")
    #expect(
      notice.message
        == "These payments weren't accepted within 7 days, so the money is back in your balance:\n"
        + "Emi Tanaka, $12.34\nEmi Tanaka, $3.00")
    #expect(notice.buttons.map(\.title) == ["OK", "View Activity"])
    await app.tapAlert("View Activity")
    #expect(app.path == [.activity] && app.shownAlert == nil, "one notice, not one alert after another")
    // Seen, both: not said at the next return nor at the next launch.
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.shownAlert == nil)
    harness.scene.leaveApp()
    let relaunched = harness.model()
    harness.scene.returnToApp()
    await relaunched.finishEverything()
    #expect(relaunched.shownAlert == nil)
  }

  @Test("Many returns under Hide Balance: names without amounts, the first four, then how many more")
  func manyHidden() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    app.settingsScreen.setHideBalance(true)
    let made = try Self.sentToSomeoneNew(app, ["1", "2", "3", "4", "5", "6"])
    await Self.awayPastTheReturns(harness, app)
    let notice = try #require(app.shownAlert)
    #expect(notice.title == "6 Payments Returned")
    let lines = try #require(notice.message).split(separator: "\n").map(String.init)
    #expect(lines.first == "These payments weren't accepted within 7 days, so they're back in your balance:")
    #expect(lines.dropFirst() == ["Emi Tanaka", "Emi Tanaka", "Emi Tanaka", "Emi Tanaka", "and 2 more"])
    #expect(!lines.joined().contains("$"), "no amount while Hide Balance is on")
    await app.tapAlert("OK")
    #expect(app.shownAlert == nil && app.moneyMoved.returns.owed.isEmpty && made.count == 6)
  }

  @Test("A notice waiting behind another message takes in a later return: still one notice, told of both")
  func laterReturnJoinsTheWaitingNotice() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let first = try Self.sentToSomeoneNew(app, ["5"])
    app.showMessage(PayMeAlerts.activityReset)
    await Self.awayPastTheReturns(harness, app)
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .activityReset)
    // A second payment comes back while the first notice still waits (the day changes with PayMe open).
    harness.time.advance(-(Ledger.acceptanceWindow + 60))
    let second = try Self.sentToSomeoneNew(app, ["7"])
    harness.time.advance(Ledger.acceptanceWindow + 60)
    app.dayMayHaveChanged()
    await app.finishEverything()
    await app.tapAlert("OK")
    let notice = try #require(app.shownAlert)
    #expect(notice.kind(as: ReturnNoticeID.self) == ReturnNoticeID(transactionIDs: (first + second).map(\.id)))
    await app.tapAlert("OK")
    #expect(app.shownAlert == nil, "told once, together")
  }

  @Test("A notice that comes up over the Edit sheet during Face ID outlives the sheet; only its OK marks it seen")
  func noticeOutlivesTheSheet() async throws {
    let harness = PayMeHarness()
    let during = DuringPrompt(owner: harness.owner)
    let app = harness.launched(deviceOwner: during)
    let sent = try #require(try Self.sentToSomeoneNew(app, ["12.34"]).first)
    harness.owner.script(.match)
    let start = app.now.addingTimeInterval(30 * 86400)
    #expect(await app.scheduledPayments.repeatPayment("t-2", cadence: .monthly, start: start) == nil)
    await app.finishEverything()
    let schedule = try #require(app.schedules.items.first)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    app.settlePresentation()
    sheet.note = "Rent"
    // While Face ID is up, a week has passed and the day changes: the payment comes back and is told over the sheet.
    var told: AlertID?
    let time = harness.time
    during.meanwhile = {
      time.advance(Ledger.acceptanceWindow + 60)
      app.dayMayHaveChanged()
      told = app.presentation.alert?.id
    }
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    #expect(app.schedules.items.first?.note == "Rent" && app.scheduleEditor == nil, "saved, and the sheet went")
    let notice = try #require(app.shownAlert)
    #expect(notice.kind(as: ReturnNoticeID.self) == ReturnNoticeID(transactionID: sent.id))
    #expect(told != nil && notice.id == told, "the very notice that came up, never closed with the sheet")
    #expect(app.moneyMoved.returns.owed == [sent.id], "not seen until the user says so")
    await app.tapAlert("OK")
    #expect(app.moneyMoved.returns.owed.isEmpty && app.shownAlert == nil)
  }
}
