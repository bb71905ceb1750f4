import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Too little balance is not a dead end (issue 41): the amount step's "That's more than your balance." and a
/// request's "Not Enough Money" both offer Add Money, filled in with exactly what the balance lacks.
@Suite("PayMe Add Money where the balance is too low")
@MainActor
struct AddMoneyOfferTests {
  func launched(balance: String, locale: Locale = Locale(identifier: "en_US")) throws -> (PayMeHarness, PayMeModel) {
    let harness = PayMeHarness()
    let seed = DemoData.ledger(now: PayMeHarness.now)
    let poor = Ledger(
      holderName: seed.holderName, balance: Money(try #require(Decimal(string: balance)), seed.currency),
      contacts: seed.contacts, transactions: seed.transactions)
    try SharedStore(directory: harness.directory).write(poor, for: PayMeShared.ledger)
    let app = harness.model(locale: locale)
    app.finishOnboarding()
    app.settlePresentation()
    return (harness, app)
  }

  @Test("More than the balance on the amount step: Add Money opens over the payment with the exact shortfall")
  func amountStep() async throws {
    let (harness, app) = try launched(balance: "10.05")
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("25.10")
    #expect(app.payment?.shortfall == nil, "not offered before the amount is refused")
    app.payment?.continueToReview()
    #expect(app.flow?.amountError == .aboveBalance)
    let shortfall = try #require(app.payment?.shortfall)
    #expect(shortfall.amount == Decimal(string: "15.05"))
    app.payment?.addShortfall()
    app.settlePresentation()
    let sheet = try #require(app.bankSheet)
    #expect(sheet.move == .addMoney && sheet.amountDisplay == "$15.05" && sheet.amount == shortfall)
    #expect(app.presentation.destinations.count == 2 && app.presentation.destinations.first?.payment != nil)
    // Add it, Done, and the payment is where it was and now goes through.
    app.bankSheet?.review()
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.addMoneyAction.text)
    #expect(app.ledger.balance.amount == Decimal(string: "25.10"))
    app.bankSheet?.close()
    await app.finishEverything()
    #expect(app.showsOnlyPayment(.send) && app.flow?.step == .amount && app.payment?.amountDisplay == "$25.10")
    app.payment?.continueToReview()
    #expect(app.flow?.step == .review && app.payment?.shortfall == nil)
  }

  @Test("A request for more than the balance: Not Enough Money offers Add Money for the difference, or Cancel")
  func requestAlert() async throws {
    let (_, app) = try launched(balance: "1")
    let request = try #require(app.ledger.transactions.first { $0.kind == .incoming && $0.status == .pending })
    app.transactionScreen(request.id).pay()
    app.settlePresentation()
    let alert = try #require(app.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .cannotPay && alert.buttons.map(\.title) == ["Add Money", "Cancel"])
    await app.tapAlert("Add Money")
    let sheet = try #require(app.bankSheet)
    let lacking = request.amount.amount - 1
    #expect(sheet.amount?.amount == lacking && sheet.move == .addMoney)
    #expect(app.presentation.destinations.count == 1, "the sheet alone, over the screen the alert was on")
  }

  @Test("The shortfall is filled in the user's locale, rounded up to the cent so it is enough")
  func filledInLocale() throws {
    let sheet = BankTransferModel(.addMoney, currency: .usd, locale: Locale(identifier: "es_ES"))
    sheet.fill(Money(try #require(Decimal(string: "1234.561")), .usd))
    #expect(sheet.entry.text == "1234,57" && sheet.amount?.amount == Decimal(string: "1234.57"))
    let whole = BankTransferModel(.addMoney, currency: .usd, locale: Locale(identifier: "en_US"))
    whole.fill(Money(7, .usd))
    #expect(whole.amountDisplay == "$7")
    whole.fill(Money(-3, .usd))
    #expect(whole.amountDisplay == "$7", "nothing below zero is filled in")
  }
}
