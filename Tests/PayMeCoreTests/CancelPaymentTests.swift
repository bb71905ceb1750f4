import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// A payment to someone new to PayMe waits for them to accept it, and may be cancelled until then.
@Suite("PayMe cancelling a payment not yet accepted")
@MainActor
struct CancelPaymentTests {
  @Test("Sent to someone new: Waiting to Accept; Cancel Payment brings the money back to the cent")
  func cancelUnaccepted() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let before = app.ledger.balance
    let emi = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(emi)
    app.type("12.34")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    let sent = try #require(app.ledger.transactions.first)
    let amount = try #require(Decimal(string: "12.34"))
    #expect(sent.status == .pending && app.ledger.balance.amount == before.amount - amount)
    #expect(
      app.transactionScreen(sent.id).status == "Waiting to Accept"
        && app.activityRow(sent.id)?.subtitle?.hasPrefix("Waiting") == true)
    #expect(app.transactionScreen(sent.id).receipt == nil, "no receipt for money not yet accepted")
    app.payment?.close()
    await app.finishEverything()
    #expect(app.transactionScreen(sent.id).canCancelPayment)
    app.transactionScreen(sent.id).askToCancelPayment()
    await app.tapAlert("Keep")
    #expect(app.ledger.transaction(sent.id)?.status == .pending, "Keep keeps it")
    app.transactionScreen(sent.id).askToCancelPayment()
    await app.tapAlert("Cancel Payment")
    #expect(app.ledger.balance == before, "the money is back, exactly")
    let cancelled = try #require(app.ledger.transaction(sent.id))
    #expect(
      cancelled.status == .cancelled && cancelled.balanceChange.amount == 0
        && !app.transactionScreen(sent.id).canCancelPayment)
    app.transactionScreen(sent.id).askToCancelPayment()
    #expect(app.presentation.alert == nil, "a cancelled payment cannot be cancelled again")
  }

  @Test("A payment to someone who accepts at once completes and cannot be cancelled")
  func acceptedAtOnce() {
    var ledger = DemoData.ledger(now: PayMeHarness.now)
    let paid = try? ledger.send(Money(5, .usd), to: DemoData.contacts[0].id, note: "", at: PayMeHarness.now, id: "x")
    #expect(paid?.status == .completed && !ledger.cancelPayment("x"))
    #expect(!ledger.cancelPayment("t-1") && !ledger.cancelPayment("t-3"), "only sent payments waiting to be accepted")
  }

  @Test("A ledger saved before contacts could be new reads every contact as accepting at once")
  func olderLedger() throws {
    let older = Data(#"{"id":"c-x","name":"X Y","handle":"@xy"}"#.utf8)
    #expect(try JSONDecoder().decode(Contact.self, from: older).acceptsAtOnce)
  }
}
