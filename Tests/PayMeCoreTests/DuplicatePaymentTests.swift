import Foundation
import Localization
import Testing

@testable import PayMeCore

/// The duplicate-payment question (issue 41), as Venmo and Cash App ask it: the same amount to the same person
/// within `DuplicatePayment.window` (10 minutes) asks "Send Again?" on Send, before anything moves.
@Suite("PayMe: a payment that looks like one just sent asks first")
@MainActor
struct DuplicatePaymentTests {
  let ana = DemoData.contacts[0]

  /// `amount` to `contact` on the sheet's keypad, up to the review.
  func review(_ app: PayMeModel, _ amount: String, to contact: Contact) {
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(contact)
    app.type(amount)
    app.payment?.continueToReview()
  }

  /// A payment sent all the way (Send, the device owner check, Done), then the sheet closed.
  func sent(_ app: PayMeModel, _ harness: PayMeHarness, _ amount: String, to contact: Contact) async {
    review(app, amount, to: contact)
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    app.payment?.close()
    await app.finishEverything()
  }

  func launched() -> (PayMeHarness, PayMeModel) {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    return (harness, app)
  }

  func sentCount(_ app: PayMeModel, _ amount: String) -> Int {
    app.ledger.transactions.filter { $0.kind == .sent && $0.amount == Money(Decimal(string: amount) ?? 0, .usd) }
      .count
  }

  @Test("$12.50 to Ana again 3 minutes later asks first; Send Again is the confirmation, then the check pays it")
  func sendAgain() async throws {
    let (harness, app) = launched()
    await sent(app, harness, "12.50", to: ana)
    harness.time.advance(3 * 60 + 20)
    review(app, "12.50", to: ana)
    app.payment?.confirmSend()
    app.settlePresentation()
    let alert = try #require(app.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .duplicatePayment && alert.title == "Send Again?")
    #expect(alert.message == "You sent $12.50 to \(ana.name) 3 minutes ago.")
    #expect(alert.buttons.map(\.title) == ["Cancel", "Send Again"] && alert.buttons.first?.role == .cancel)
    #expect(app.presentation.alert(on: 1) == alert, "on the sheet, over the review")
    harness.owner.script(.match)
    await app.tapAlert("Send Again")
    #expect(app.payment?.path == [.amount, .review, .done], "paid, after the device owner check")
    #expect(sentCount(app, "12.50") == 2)
  }

  @Test("Cancel keeps the sheet on the review with its amount, nothing paid; a changed amount asks no more")
  func cancelKeepsSheet() async throws {
    let (harness, app) = launched()
    await sent(app, harness, "12.50", to: ana)
    harness.time.advance(30)
    review(app, "12.50", to: ana)
    app.payment?.confirmSend()
    app.settlePresentation()
    #expect(app.shownAlert?.message == "You sent $12.50 to \(ana.name) just now.")
    let before = app.ledger
    await app.tapAlert("Cancel")
    #expect(app.shownAlert == nil && app.ledger == before)
    #expect(app.payment?.path == [.amount, .review] && app.payment?.amountDisplay == "$12.50")
    // Back to the amount (the back button), 12.00 instead: the usual confirmation.
    app.payment?.path = [.amount]
    app.type("<<00")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .confirmSend)
  }

  @Test("Outside the window, to someone else, or after a cancelled payment: the usual confirmation, no question")
  func notDuplicates() async throws {
    let (harness, app) = launched()
    await sent(app, harness, "12.50", to: ana)
    // 9 minutes 59 seconds on: still asked, "9 minutes ago".
    harness.time.advance(9 * 60 + 59)
    review(app, "12.50", to: ana)
    app.payment?.confirmSend()
    app.settlePresentation()
    #expect(app.shownAlert?.message == "You sent $12.50 to \(ana.name) 9 minutes ago.")
    await app.tapAlert("Cancel")
    // Ten minutes on: a new payment, not a second tap.
    harness.time.advance(1)
    app.payment?.confirmSend()
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .confirmSend)
    await app.tapAlert("Cancel")
    app.payment?.cancel()
    await app.tapAlert("Discard Payment")
    await app.finishEverything()
    // The same amount to someone else.
    review(app, "12.50", to: DemoData.contacts[1])
    app.payment?.confirmSend()
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .confirmSend)
  }

  @Test("The rule itself: sent and going or waiting, same amount, same person (or handle), within 10 minutes")
  func rule() throws {
    let now = PayMeHarness.now
    func payment(_ status: Transaction.Status, minutesAgo: Double, to contact: Contact, amount: Decimal = 5)
      -> Transaction
    {
      Transaction(
        id: UUID().uuidString, kind: .sent, counterparty: contact, amount: Money(amount, .usd), note: "",
        date: now.addingTimeInterval(-minutesAgo * 60), status: status)
    }
    func ledger(_ transactions: [Transaction]) -> Ledger {
      Ledger(holderName: "Jamie", balance: Money(100, .usd), contacts: DemoData.contacts, transactions: transactions)
    }
    let five = Money(5, .usd)
    let typed = Contact(id: "typed", name: ana.handle, handle: ana.handle.uppercased(), acceptsAtOnce: false)
    let moved = [payment(.cancelled, minutesAgo: 1, to: ana), payment(.returned, minutesAgo: 2, to: ana)]
    #expect(DuplicatePayment.recent(of: five, to: ana, in: ledger(moved), now: now) == nil, "nothing moved")
    let ledger = ledger(moved + [payment(.pending, minutesAgo: 4, to: ana)])
    #expect(DuplicatePayment.recent(of: five, to: typed, in: ledger, now: now)?.status == .pending, "by handle")
    #expect(DuplicatePayment.recent(of: Money(6, .usd), to: ana, in: ledger, now: now) == nil, "another amount")
    #expect(DuplicatePayment.recent(of: five, to: ana, in: ledger, now: now.addingTimeInterval(6 * 60)) == nil)
    #expect(DuplicatePayment.window == 600)
  }

  @Test("The question in Spanish, with the plural of minutes, through the String Catalog")
  func spanish() throws {
    let spain = Locale(identifier: "es_ES")
    let now = PayMeHarness.now
    let earlier = Transaction(
      id: "t", kind: .sent, counterparty: ana, amount: Money(Decimal(string: "12.5") ?? 0, .eur), note: "",
      date: now.addingTimeInterval(-185), status: .completed)
    // The formatter puts a no-break space before "€": read as a plain space.
    func message(_ now: Date) -> String? {
      PayMeAlerts.duplicatePayment(earlier, now: now, locale: spain).message?
        .replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      let alert = PayMeAlerts.duplicatePayment(earlier, now: now, locale: spain)
      #expect(alert.title == "¿Enviar de nuevo?" && alert.buttons.last?.title == "Enviar de nuevo")
      #expect(message(now) == "Enviaste 12,50 € a \(ana.name) hace 3 minutos.")
      #expect(message(now.addingTimeInterval(-120)) == "Enviaste 12,50 € a \(ana.name) hace 1 minuto.")
      #expect(message(now.addingTimeInterval(-150)) == "Enviaste 12,50 € a \(ana.name) hace un momento.")
    }
  }
}
