import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// What a launch believes of a saved ledger (`Ledger.isPlausible`) is also what a write may make: a history at
/// its cap refuses a new entry in words instead of growing past it, and a balance never passes its cap when
/// payments come back, so the next launch never sets the user's activity aside.
@Suite("PayMe's ledger stays within what a launch believes")
@MainActor
struct LedgerCapTests {
  /// The demo's ledger, its history filled to `Ledger.maximumTransactions` with older money received.
  static func atCap() -> Ledger {
    let seed = DemoData.ledger(now: PayMeHarness.now)
    let filler = (0..<(Ledger.maximumTransactions - seed.transactions.count)).map { index in
      Transaction(
        id: "old-\(index)", kind: .received, counterparty: DemoData.contacts[0], amount: Money(1, seed.currency),
        note: "", date: PayMeHarness.now.addingTimeInterval(-Double(30 * 86_400 + index * 60)), status: .completed)
    }
    return Ledger(
      holderName: seed.holderName, balance: seed.balance, contacts: seed.contacts,
      transactions: seed.transactions + filler)
  }

  @Test("A history at its cap refuses each new entry, unchanged; answering an entry still works")
  func refusedAtCap() throws {
    var ledger = Self.atCap()
    #expect(ledger.transactions.count == Ledger.maximumTransactions && ledger.isPlausible)
    let before = ledger
    let contact = DemoData.contacts[1].id
    #expect(throws: PaymentError.historyFull) {
      try ledger.send(Money(5, .usd), to: contact, note: "", at: PayMeHarness.now, id: "new")
    }
    #expect(throws: PaymentError.historyFull) {
      try ledger.request(Money(5, .usd), from: contact, note: "", at: PayMeHarness.now, id: "new")
    }
    #expect(throws: PaymentError.historyFull) { try ledger.addMoney(Money(5, .usd), at: PayMeHarness.now, id: "new") }
    #expect(throws: PaymentError.historyFull) {
      try ledger.transfer(Money(5, .usd), speed: .standard, at: PayMeHarness.now, id: "new")
    }
    #expect(throws: PaymentError.historyFull) { try ledger.pay(request: "t-7", at: PayMeHarness.now, id: "new") }
    #expect(ledger == before)
    #expect(ledger.decline(request: "t-7") && ledger.isPlausible, "a change of status adds no entry")
  }

  @Test("At the cap, Send says why under the amount, before Face ID; the next launch loads every entry")
  func capSurvivesWriteAndRelaunch() async throws {
    let harness = PayMeHarness()
    try SharedStore(directory: harness.directory).write(Self.atCap(), for: PayMeShared.ledger)
    let app = harness.launched()
    #expect(app.ledger.transactions.count == Ledger.maximumTransactions, "loaded, not set aside")
    let before = app.ledger
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[1])
    app.type("5")
    app.payment?.continueToReview()
    let flow = try #require(app.payment?.flow)
    #expect(flow.step == .amount && flow.amountError == .historyFull, "said before the review, and Face ID")
    #expect(flow.amountError?.message.text.hasPrefix("PayMe's activity is full.") == true)
    #expect(app.ledger == before && app.shownAlert == nil, "nothing moved")
    app.payment?.close()
    await app.finishEverything()
    // A write that adds no entry (a decline) is saved, and the ledger at its cap loads again.
    app.declinePending("t-7")
    await app.tapAlert("Decline")
    let relaunched = harness.relaunched()
    #expect(relaunched.ledger.transactions.count == Ledger.maximumTransactions)
    #expect(relaunched.ledger.transaction("t-7")?.status == .declined)
    #expect(relaunched.shownAlert == nil, "no \"Activity Started Over\"")
  }

  @Test("At the cap, Add Money and Transfer to Bank say the activity is full under the amount, and nothing moves")
  func bankMoveAtCap() async throws {
    for move in [BankMove.addMoney, .transferToBank] {
      let harness = PayMeHarness()
      try SharedStore(directory: harness.directory).write(Self.atCap(), for: PayMeShared.ledger)
      let app = harness.launched()
      let before = app.ledger
      app.dashboardAction(move == .addMoney ? "addmoney" : "transfer")
      app.settlePresentation()
      let sheet = try #require(app.bankSheet)
      sheet.type("5")
      sheet.review()
      #expect(sheet.error == .historyFull, "\(move)")
      #expect(
        sheet.error?.message.text.hasPrefix("PayMe's activity is full.") == true, "not \"doesn't look like an amount\"")
      #expect(app.ledger == before)
    }
  }

  @Test("Add Money leaves room for payments that may come back: a return never lifts the balance past its cap")
  func returnsStayUnderBalanceCap() throws {
    let seed = DemoData.ledger(now: PayMeHarness.now)
    let newcomer = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    var ledger = Ledger(
      holderName: seed.holderName, balance: Money(Ledger.maximumBalance - 50, .usd), contacts: seed.contacts,
      transactions: seed.transactions)
    try ledger.send(Money(100, .usd), to: newcomer.id, note: "", at: PayMeHarness.now, id: "p1")
    // $60 would fit today, but not once the $100 comes back.
    #expect(throws: PaymentError.invalidAmount(.balanceFull(Money(Ledger.maximumBalance - 100, .usd)))) {
      try ledger.addMoney(Money(60, .usd), at: PayMeHarness.now, id: "a1")
    }
    try ledger.addMoney(Money(50, .usd), at: PayMeHarness.now, id: "a2")
    #expect(ledger.returnUnaccepted(now: PayMeHarness.now.addingTimeInterval(Ledger.acceptanceWindow)).count == 1)
    #expect(ledger.balance.amount == Ledger.maximumBalance && ledger.isPlausible, "the next launch believes it")
  }
}
