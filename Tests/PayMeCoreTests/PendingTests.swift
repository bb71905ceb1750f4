import Foundation
import Localization
import Testing

@testable import PayMeCore

/// What people open a payments app to act on: the requests waiting for the user, the user's own requests
/// waiting for others, and payments not yet accepted. The home screen's Pending section and Activity's Pending
/// filter, read as the views read them.
@Suite("PayMe pending: the home screen's Pending section and Activity's Pending filter")
@MainActor
struct PendingTests {
  /// The demo's open items: Chloé's request of the user (t-7, three days ago) and the user's request of Dev
  /// (t-3, 2.3 days ago).
  func launched() -> (PayMeHarness, PayMeModel) {
    let harness = PayMeHarness()
    return (harness, harness.launched())
  }

  func pendingFilter(_ app: PayMeModel) -> [String] {
    app.activity.filter = .pending
    return app.activity.months.flatMap(\.rows).map(\.id)
  }

  @Test("The home screen lists the contact's request first, with Pay and Decline, then the user's; the count heads it")
  func sectionOrderAndCount() throws {
    let (_, app) = launched()
    let pending = app.pending.section
    #expect(pending.rows.map(\.id) == ["t-7", "t-3"], "the request waiting for the user first, though older")
    #expect(pending.rows.map(\.answerable) == [true, false])
    #expect(pending.count == 2 && pending.awaitingYou == 1)
    #expect(pending.title == "Pending (2)")
    #expect(pending.accessibilityLabel == "2 pending items, 1 waiting for you")
    let chloe = try #require(pending.rows.first)
    #expect(chloe.row.subtitle?.hasPrefix("Requested from You · Movie tickets") == true)
    #expect(chloe.row.value == "$15.00")
    #expect(chloe.row.accessibilityLabel.hasPrefix("Requested from You, Chloé"))
    #expect(chloe.payAccessibilityLabel == "Pay \(chloe.row.title)")
    #expect(chloe.declineAccessibilityLabel == "Decline request from \(chloe.row.title)")
  }

  @Test("The Pending filter shows exactly what is open, newest first, and its name is in the filter menu")
  func filterRows() async throws {
    let (harness, app) = launched()
    #expect(pendingFilter(app) == ["t-3", "t-7"])
    #expect(ActivityFilter.allCases.map(\.title.text).contains("Pending"))
    // A payment to someone new waits to be accepted: open, and the newest.
    let payment = try await harness.sentToSomeoneNew(app, "5")
    #expect(pendingFilter(app) == [payment.id, "t-3", "t-7"])
    #expect(app.pending.section.rows.map(\.id) == ["t-7", payment.id, "t-3"])
    #expect(app.pending.section.title == "Pending (3)")
    // A search narrows it as any filter; one finding nothing is "No Results", not "Nothing Pending".
    app.activity.query = "zzz"
    #expect(app.activity.months.isEmpty && app.activity.noResults(app.activity.months) == "zzz")
    #expect(!app.activity.nothingPending(app.activity.months))
  }

  @Test("Decline in a Pending row asks as the request's screen does; declined, it leaves the section and the count")
  func declineFromHome() async throws {
    let (_, app) = launched()
    app.pending.askToDecline("t-7")
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .declineRequest)
    await app.tapAlert("Decline")
    #expect(app.ledger.transaction("t-7")?.status == .declined)
    #expect(app.pending.section.rows.map(\.id) == ["t-3"] && app.pending.section.title == "Pending (1)")
    #expect(app.pending.section.awaitingYou == 0 && app.pending.section.accessibilityLabel == "1 pending item")
    #expect(pendingFilter(app) == ["t-3"])
  }

  @Test("Pay in a Pending row opens the review as the request's screen does; paid, it leaves the section")
  func payFromHome() async throws {
    let (harness, app) = launched()
    let before = app.ledger.balance
    app.pending.pay("t-7")
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send) && app.flow?.step == .review)
    #expect(app.flow?.amount == Money(15, .usd))
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(app.ledger.balance == before - Money(15, .usd))
    #expect(app.pending.section.rows.map(\.id) == ["t-3"] && app.pending.section.awaitingYou == 0)
    // Pay on a request already answered does nothing.
    app.payment?.close()
    await app.finishEverything()
    app.pending.pay("t-7")
    app.settlePresentation()
    #expect(app.payment == nil)
  }

  @Test("A Pending row's tap opens its entry's screen; Pay and Decline do nothing on a row with no request to answer")
  func rowTapAndOwnRequest() async throws {
    let (_, app) = launched()
    app.pending.pay("t-3")
    app.pending.askToDecline("t-3")
    app.pending.pay("no-such-entry")
    app.settlePresentation()
    #expect(app.payment == nil && app.shownAlert == nil, "the user's own request is answered by its contact")
    app.pending.open("t-3")
    #expect(app.shownTransaction?.id == "t-3" && app.path.count == 1)
    #expect(app.shownTransaction?.canRemindOrCancel == true, "Remind and Cancel are on its screen")
  }

  @Test("With every item answered or withdrawn the section is gone and the filter says Nothing Pending in words")
  func emptyAfterCancel() async throws {
    let (_, app) = launched()
    app.transactionScreen("t-3").askToCancelRequest()
    await app.tapAlert("Cancel Request")
    #expect(app.ledger.transaction("t-3")?.status == .cancelled)
    #expect(app.pending.section.rows.map(\.id) == ["t-7"] && app.pending.section.title == "Pending (1)")
    app.pending.askToDecline("t-7")
    await app.tapAlert("Decline")
    #expect(app.pending.section.rows.isEmpty && app.pending.section.count == 0, "the home screen shows no section")
    #expect(pendingFilter(app).isEmpty)
    #expect(app.activity.nothingPending(app.activity.months) && app.activity.noResults(app.activity.months) == nil)
    #expect(PayMeCopy.nothingPending.text == "Nothing Pending")
    #expect(PayMeCopy.nothingPendingMessage.text.hasSuffix("appear here."))
  }

  @Test("A payment to someone new leaves Pending when cancelled, or when it comes back by itself")
  func unacceptedPayment() async throws {
    let (harness, app) = launched()
    let first = try await harness.sentToSomeoneNew(app, "5")
    #expect(app.pending.section.rows.map(\.id).contains(first.id))
    #expect(app.pending.section.rows.first { $0.id == first.id }?.answerable == false)
    app.transactionScreen(first.id).askToCancelPayment()
    await app.tapAlert("Cancel Payment")
    #expect(!app.pending.section.rows.map(\.id).contains(first.id) && app.pending.section.count == 2)
    var ledger = app.ledger
    let second = try ledger.send(
      Money(3, .usd), to: first.counterparty.id, note: "", at: PayMeHarness.now, id: "later")
    #expect(
      PendingSection(ledger, hideAmounts: false, locale: Locale(identifier: "en_US"), now: PayMeHarness.now)
        .count == 3)
    _ = ledger.returnUnaccepted(now: PayMeHarness.now.addingTimeInterval(Ledger.acceptanceWindow))
    #expect(ledger.transaction(second.id)?.isPending == false)
    #expect(
      PendingSection(ledger, hideAmounts: false, locale: Locale(identifier: "en_US"), now: PayMeHarness.now)
        .rows.map(\.id) == ["t-7", "t-3"])
  }

  @Test("Under Hide Balance the Pending rows show dots and VoiceOver says the amount is hidden")
  func hiddenAmounts() throws {
    let (_, app) = launched()
    app.settingsScreen.hideBalance = true
    let rows = app.pending.section.rows
    #expect(rows.allSatisfy { $0.row.value == PayMeCopy.hiddenAmount })
    #expect(
      rows.allSatisfy {
        !$0.row.accessibilityLabel.contains("$") && $0.row.accessibilityLabel.contains("amount hidden")
      })
    #expect(rows.allSatisfy { !$0.payAccessibilityLabel.contains("$") })
  }

  @Test("In Spanish: the header's count, the filter's name and the empty state come from the catalog")
  func spanish() throws {
    let ledger = DemoData.ledger(now: PayMeHarness.now)
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      let pending = PendingSection(ledger, hideAmounts: false, locale: LocalizationTests.spain, now: PayMeHarness.now)
      #expect(pending.title == "Pendientes (2)")
      #expect(pending.accessibilityLabel == "2 elementos pendientes, 1 espera tu respuesta")
      #expect(pending.rows.first?.declineAccessibilityLabel.hasPrefix("Rechazar la solicitud de ") == true)
      #expect(PayMeCopy.pendingHeader(1).text == "Pendiente (1)")
      #expect(ActivityFilter.pending.title.text == "Pendientes")
      #expect(PayMeCopy.nothingPending.text == "Nada pendiente")
    }
  }
}
