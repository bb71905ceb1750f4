import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Requests from contacts, seeded in the demo: Pay goes through the same confirmation and Face ID as any
/// payment; Decline asks first.
@Suite("PayMe requests from contacts")
@MainActor
struct IncomingRequestTests {
  func incoming(_ app: PayMeModel) throws -> Transaction {
    try #require(app.ledger.transactions.first { $0.kind == .incoming && $0.status == .pending })
  }

  @Test("PM-0.2: Pay opens the review with the request's amount; the alert, then Face ID; the request is answered")
  func pay() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let request = try incoming(app)
    #expect(app.activityRow(request.id)?.subtitle?.hasPrefix("Requested from You · Movie tickets") == true)
    let before = app.ledger.balance
    app.transactionScreen(request.id).pay()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send) && app.flow?.step == .review)
    #expect(app.flow?.amount == request.amount && app.flow?.recipient == request.counterparty)
    app.payment?.confirmSend()
    #expect(app.ledger.balance == before, "nothing moves before the check")
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(app.ledger.balance == before - request.amount)
    #expect(app.ledger.transaction(request.id)?.status == .completed && !app.transactionScreen(request.id).canAnswer)
    #expect(app.transactionScreen(request.id).status == "Paid")
  }

  @Test("A request for more than the balance says so at Pay, before any confirmation or Face ID")
  func requestAboveBalance() async throws {
    let harness = PayMeHarness()
    let seed = DemoData.ledger(now: PayMeHarness.now)
    let poor = Ledger(
      holderName: seed.holderName, balance: Money(1, seed.currency), contacts: seed.contacts,
      transactions: seed.transactions)
    try SharedStore(directory: harness.directory).write(poor, for: PayMeShared.ledger)
    let app = harness.model()
    app.finishOnboarding()
    let request = try incoming(app)
    app.transactionScreen(request.id).pay()
    app.settlePresentation()
    #expect(
      app.shownAlert?.kind(as: PayMeAlertID.self) == .cannotPay && app.flow == nil && harness.owner.prompts.isEmpty)
    #expect(app.shownAlert?.message?.contains("more than your balance") == true)
  }

  @Test("Paying a request cannot go back to change its amount or recipient: what is reviewed is what is paid")
  func answerIsFixed() throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let request = try incoming(app)
    app.transactionScreen(request.id).pay()
    app.settlePresentation()
    #expect(app.flow?.allowsBack == false, "no back button on the review")
    app.payment?.path = []  // what the system back button would ask for
    #expect(app.flow?.step == .review)
    #expect(app.flow?.amount == request.amount && app.flow?.recipient == request.counterparty)
  }

  @Test("PM-0.2: Face ID refused or cancelled: the request stays unanswered and no money moves")
  func notWithoutTheCheck() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let request = try incoming(app)
    let before = app.ledger
    app.transactionScreen(request.id).pay()
    app.settlePresentation()
    app.payment?.confirmSend()
    harness.owner.script(.cancel)
    await app.tapAlert("Send")
    #expect(app.ledger == before && app.transactionScreen(request.id).canAnswer)
  }

  @Test("Pay on a request answered meanwhile says so, not that the contact is gone; nothing moves")
  func payAnsweredMeanwhile() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let request = try incoming(app)
    let before = app.ledger.balance
    app.transactionScreen(request.id).pay()
    app.settlePresentation()
    // Declined meanwhile (a notification's action, another of the user's screens).
    var declined = app.ledger
    let answered = declined.decline(request: request.id)
    #expect(answered)
    app.book.ledger = declined
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(app.shownAlert?.message == "This request has already been answered.")
    #expect(app.ledger.balance == before && app.ledger.transaction(request.id)?.status == .declined)
  }

  @Test("Decline asks first, then marks the request declined; nothing is paid")
  func decline() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    let request = try incoming(app)
    let balance = app.ledger.balance
    app.transactionScreen(request.id).askToDecline()
    #expect(app.shownAlert?.buttons.last?.role == .destructive)
    await app.tapAlert("Decline")
    #expect(app.ledger.transaction(request.id)?.status == .declined && app.ledger.balance == balance)
    #expect(harness.model().ledger.transaction(request.id)?.status == .declined, "kept across launches")
  }
}

@Suite("PayMe recipients: recents and search")
@MainActor
struct RecipientSearchTests {
  @Test("The recipients list shows recents first; the search finds names and handles, accents ignored")
  func recentsAndSearch() throws {
    let app = PayMeHarness().model()
    app.startSend()
    app.settlePresentation()
    let payment = try #require(app.payment)
    let start = payment.recipients
    #expect(start.recents.map(\.name) == ["Ben Okafor", "Dev Patel", "Chloé Martin"], "last paid or asked first")
    #expect(start.contacts.count == DemoData.contacts.count)
    app.payment?.recipientQuery = "chloe"
    var found = payment.recipients
    #expect(found.recents.isEmpty && found.contacts.map(\.name) == ["Chloé Martin"])
    app.payment?.recipientQuery = "@devp"
    found = payment.recipients
    #expect(found.contacts.map(\.name) == ["Dev Patel"])
    app.payment?.recipientQuery = "nobody"
    #expect(payment.recipients.contacts.isEmpty)
  }
}
