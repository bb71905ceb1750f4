import Foundation
import Testing

@testable import PayMeCore

/// Split a Bill: exact shares, one request each.
@Suite("PayMe Split a Bill")
@MainActor
struct SplitTests {
  func money(_ text: String, _ currency: Currency = .usd) -> Money { Money(Decimal(string: text) ?? 0, currency) }

  @Test("Shares add up to the bill exactly; the leftover cents go one each to the first shares")
  func exactShares() throws {
    let thirds = try #require(BillSplit.shares(of: money("100"), among: 3))
    #expect(thirds == [money("33.34"), money("33.33"), money("33.33")])
    #expect(thirds.reduce(Decimal(0)) { $0 + $1.amount } == 100)
    let odd = try #require(BillSplit.shares(of: money("0.05"), among: 3))
    #expect(odd == [money("0.02"), money("0.02"), money("0.01")])
    let yen = try #require(BillSplit.shares(of: money("1000", .jpy), among: 3))
    #expect(yen.map(\.amount) == [334, 333, 333], "no fractions of a yen")
    // Every split of many amounts: exact, and no two shares more than a cent apart.
    for cents in stride(from: 2, through: 5_000, by: 37) {
      for count in 2...7 where cents >= count {
        let total = Money(Decimal(cents) / 100, .usd)
        let shares = try #require(BillSplit.shares(of: total, among: count))
        #expect(shares.reduce(Decimal(0)) { $0 + $1.amount } == total.amount)
        let spread = (shares.map(\.amount).max() ?? 0) - (shares.map(\.amount).min() ?? 0)
        #expect(spread <= Decimal(string: "0.01") ?? 0)
      }
    }
  }

  @Test("What cannot be split is refused: one person, a cent among two, half cents, too many people")
  func refused() {
    #expect(BillSplit.shares(of: money("10"), among: 1) == nil)
    #expect(BillSplit.shares(of: money("0.01"), among: 2) == nil)
    #expect(BillSplit.shares(of: money("10.005"), among: 2) == nil)
    #expect(BillSplit.shares(of: money("10"), among: BillSplit.maximumPeople + 1) == nil)
    #expect(BillSplit.shares(of: money("-10"), among: 2) == nil)
  }

  @Test("The user's own share takes the odd cent, so friends are asked alike; each friend gets one request")
  func requestsFromFriends() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    let balance = app.ledger.balance
    app.dashboardAction("split")
    app.settlePresentation()
    let split = try #require(app.splitSheet)
    split.type("100")
    split.note = "Dinner"
    split.toggle(DemoData.contacts[0])
    split.toggle(DemoData.contacts[1])
    #expect(split.split?.mine == money("33.34"))
    #expect(split.split?.requests.map(\.amount) == [money("33.33"), money("33.33")])
    split.includesMe = false
    #expect(split.split?.requests.map(\.amount) == [money("50"), money("50")])
    split.includesMe = true
    app.splitSheet?.send()
    await app.finishEverything()
    let made = app.ledger.transactions.prefix(2)
    #expect(made.allSatisfy { $0.kind == .request && $0.status == .pending && $0.note == "Dinner" })
    #expect(Set(made.map(\.counterparty.id)) == [DemoData.contacts[0].id, DemoData.contacts[1].id])
    #expect(app.ledger.balance == balance, "requests move no money")
    #expect(split.sent?.requests.count == 2 && !split.holdsUserInput, "the sheet ends on its Done step")
    app.splitSheet?.close()
    await app.finishEverything()
    #expect(app.presentation.destinations.isEmpty, "Done closes the sheet")
    for request in made {
      #expect(harness.center.schedule.contains { $0.request.id == RequestReminder.identifier(for: request.id) })
    }
  }

  @Test("Nothing to send until there is a bill and someone to share it; a share the rules refuse sends none")
  func nothingHalfDone() throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.startSplit()
    app.settlePresentation()
    let split = try #require(app.splitSheet)
    #expect(!split.canSend)
    split.paste("abc")
    #expect(split.entry.text.isEmpty && split.total == nil && !split.canSend, "the amount rules hold here too")
    split.type("30")
    #expect(!split.canSend, "no one chosen yet")
    split.toggle(DemoData.contacts[1])
    split.toggle(DemoData.contacts[2])
    // Each share is over the demo's $10,000 limit for one request: the first would go, the rest not.
    split.clearAmount()
    split.type("40000")
    #expect(split.canSend)
    let before = app.ledger
    app.splitSheet?.send()
    #expect(app.ledger == before, "all requests or none")
    #expect(app.presentation.alert != nil, "and it says why")
  }

  @Test("A refused paste leaves the bill as it was, shown large, and the shares with it")
  func refusedBillPaste() throws {
    let app = PayMeHarness().model()
    let split = try filledSplit(app)
    split.paste("42x")
    #expect(split.entry.text == "42" && split.amountDisplay == "$42" && split.refusal == .amount(.malformed))
    #expect(split.split?.requests.map(\.amount) == [money("21")], "the preview follows the kept bill")
  }

  @Test("A filled-in split's swipe down and Cancel ask first: Discard Split or Keep Editing, what was typed kept")
  func discardAsks() async throws {
    let app = PayMeHarness().model()
    let split = try filledSplit(app)
    #expect(split.holdsUserInput && split.refusesSwipeDown, "interactiveDismissDisabled while it holds input")
    app.sheetDismissalAttempted(presentedBy: 0)  // what PresentationUI reports for the held-back swipe
    app.settlePresentation()
    let dialog = try #require(app.shownAlert)
    #expect(dialog.kind(as: PayMeAlertID.self) == .discardSplit && dialog.style == .confirmationDialog)
    #expect(dialog.message == "This split hasn't been sent." && dialog.buttons.first?.role == .destructive)
    await app.tapAlert("Keep Editing")
    #expect(app.splitSheet === split && split.amountDisplay == "$42" && split.isChosen(DemoData.contacts[0]))
    app.splitSheet?.cancel()
    #expect(
      app.shownAlert?.kind(as: PayMeAlertID.self) == .discardSplit && app.splitSheet === split,
      "Cancel asks as the swipe does")
    await app.tapAlert("Discard Split")
    await app.finishEverything()
    #expect(app.presentation.destinations.isEmpty && app.splitSheet == nil)
  }

  @Test("An untouched split goes at once; any one entry (bill, person, note, my share off) is input to keep")
  func emptySplitGoes() throws {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.startSplit()
    app.settlePresentation()
    let split = try #require(app.splitSheet)
    #expect(!split.holdsUserInput && !split.refusesSwipeDown)
    split.note = "Lunch"
    #expect(split.holdsUserInput)
    split.note = ""
    split.includesMe = false
    #expect(split.holdsUserInput)
    split.includesMe = true
    split.toggle(DemoData.contacts[1])
    #expect(split.holdsUserInput)
    split.toggle(DemoData.contacts[1])
    #expect(!split.holdsUserInput)
    app.splitSheet?.cancel()
    #expect(app.shownAlert == nil && app.splitSheet == nil, "nothing to lose: no question")
  }

  @Test("A link over a filled-in split asks first; Discard Split follows it, Keep Editing keeps the split")
  func linkOverSplitAsks() async throws {
    let app = PayMeHarness().model()
    let split = try filledSplit(app)
    let link = try #require(URL(string: "payme://send"))
    app.open(link)
    app.settlePresentation()
    #expect(
      app.shownAlert?.kind(as: PayMeAlertID.self) == .discardSplit && app.splitSheet === split && app.payment == nil)
    await app.tapAlert("Keep Editing")
    #expect(app.splitSheet === split && app.payment == nil, "the link is dropped")
    app.open(link)
    await app.tapAlert("Discard Split")
    await app.finishEverything()
    #expect(app.splitSheet == nil && app.showsOnlyPayment(.send), "the link is followed")
  }

  @Test("A sent split closes without asking: Done, Cancel or a swipe")
  func sentSplitCloses() async throws {
    let app = PayMeHarness().model()
    _ = try filledSplit(app)
    app.splitSheet?.send()
    await app.finishEverything()
    #expect(app.splitSheet?.refusesSwipeDown == false)
    app.splitSheet?.cancel()
    await app.finishEverything()
    #expect(app.shownAlert == nil && app.presentation.destinations.isEmpty)
  }
}

/// A split with a bill and a friend in it, on screen.
@MainActor
func filledSplit(_ app: PayMeModel) throws -> SplitModel {
  app.finishOnboarding()
  app.startSplit()
  app.settlePresentation()
  let split = try #require(app.splitSheet)
  split.type("42")
  split.toggle(DemoData.contacts[0])
  return split
}
