import Foundation
import Testing

@testable import PayMeCore

/// The home screen lists an open item once, in its Pending section, as Venmo and Cash App do; it joins Recent
/// Activity once settled, and Activity's "All" lists everything. An answerable Pending row opens its screen as
/// any other row does, and that screen answers the request with the same intents (issue 41).
@Suite("PayMe home: a pending item is listed once, and its row opens its screen")
@MainActor
struct PendingOnceTests {
  func allRows(_ app: PayMeModel) -> [String] {
    app.activity.filter = .all
    return app.activity.months.flatMap(\.rows).map(\.id)
  }

  @Test("Recent Activity leaves out what the Pending section lists; settled, it comes back; All lists everything")
  func listedOnce() async throws {
    let app = PayMeHarness().launched()
    // The rows DashboardView draws: the Pending section's, then Recent Activity's.
    let pending = app.pending.section.rows.map(\.id)
    let recent = app.dashboard.recent.map(\.id)
    #expect(pending == ["t-7", "t-3"])
    #expect(recent == ["t-1", "t-2", "t-4", "t-5", "t-6"], "five settled entries, newest first")
    #expect(Set(pending).isDisjoint(with: recent), "no row twice on the home screen")
    #expect(Set(allRows(app)) == Set(["t-1", "t-2", "t-3", "t-4", "t-5", "t-6", "t-7"]))
    // Declined, Chloé's request leaves Pending and takes its place in Recent Activity by its date.
    app.pending.askToDecline("t-7")
    await app.tapAlert("Decline")
    #expect(app.pending.section.rows.map(\.id) == ["t-3"])
    #expect(app.dashboard.recent.map(\.id) == ["t-1", "t-2", "t-7", "t-4", "t-5"])
    #expect(app.dashboard.recent.first { $0.id == "t-7" }?.subtitle?.hasPrefix("Declined") == true)
  }

  @Test("A tap on an answerable Pending row opens the request's screen, which offers Pay and Decline")
  func answerableRowOpens() async throws {
    let app = PayMeHarness().launched()
    let row = try #require(app.pending.section.rows.first)
    #expect(row.answerable && row.id == "t-7")
    // The row's tap (PendingSectionView's PushRow).
    app.openTransaction(row.id)
    let screen = try #require(app.shownTransaction)
    #expect(app.pushed == [.transaction("t-7")])
    #expect(screen.canAnswer && !screen.canRemindOrCancel && !screen.canCancelPayment)
    // Decline on the screen asks as the row's Decline does.
    screen.askToDecline()
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .declineRequest)
    await app.tapAlert("Cancel")
    #expect(app.ledger.transaction("t-7")?.status == .pending, "cancelled: still open")
    // Pay on the screen opens the same review the row's Pay opens.
    screen.pay()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send) && app.flow?.step == .review && app.flow?.amount == Money(15, .usd))
  }
}
