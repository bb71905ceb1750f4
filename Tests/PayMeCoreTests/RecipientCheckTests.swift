import Foundation
import Testing

@testable import PayMeCore

/// Who gets paid cannot be faked by a link or code: the name on file for a known handle, the handle always
/// shown, someone new or named like a contact said so, and no one added before a payment goes through.
@Suite("PayMe recipient checks")
@MainActor
struct RecipientCheckTests {
  func launched(_ harness: PayMeHarness = PayMeHarness()) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    app.settlePresentation()
    return app
  }

  func open(_ app: PayMeModel, _ text: String) throws {
    app.open(try #require(URL(string: text)))
    app.settlePresentation()
  }

  @Test("A link for a handle on file shows the name on file, never the link's, with no warning")
  func knownHandleKeepsNameOnFile() throws {
    let app = launched()
    try open(app, "payme://pay/BENOK?name=Ana%20Costa&amount=5")
    let flow = try #require(app.flow)
    #expect(flow.recipient?.id == "c-ben" && flow.recipient?.name == "Ben Okafor")
    let check = try #require(app.payment?.recipientCheck)
    #expect(check.name == "Ben Okafor" && check.handle == "@benok" && check.nameAndHandle == "Ben Okafor (@benok)")
    #expect(check.newNotice == nil && check.lookAlikeWarning == nil && check.acceptsAtOnce)
  }

  @Test("A new handle named like a contact is flagged on Review and in the confirmation, with its handle")
  func lookAlikeNameIsFlagged() async throws {
    for name in ["Ana Costa", "ana  COSTA", "Ána Côsta", "Ａｎａ Ｃｏｓｔａ"] {
      let app = launched()
      let encoded = try #require(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
      try open(app, "payme://pay/ana.c0sta?name=\(encoded)&amount=5")
      let flow = try #require(app.flow)
      let check = try #require(app.payment?.recipientCheck)
      #expect(check.handle == "@ana.c0sta" && !check.acceptsAtOnce, "\(name)")
      #expect(
        check.lookAlikeWarning == "Not the Ana Costa in your contacts (@anacosta). Check the handle before you send.")
      #expect(check.newNotice == "New to PayMe · Not in your contacts")
      app.payment?.continueToReview()
      app.payment?.confirmSend()
      let message = try #require(app.shownAlert?.message)
      #expect(message.contains("(@ana.c0sta)") && message.contains("Not the Ana Costa"))
      #expect(message.contains("New to PayMe") && !message.contains("right away"))
    }
  }

  @Test("Hostile names: control and bidi characters refuse the code; a look-alike script still shows the handle")
  func hostileNames() throws {
    for hidden in ["\u{202E}", "\u{2066}", "\u{200B}", "\u{200F}", "\u{7}", "\n"] {
      #expect(PayCode(handle: "@x", name: "Ana" + hidden + "Costa") == nil, "\(hidden.unicodeScalars.first!.value)")
    }
    // Cyrillic "А" looks like a Latin "A": the name cannot be trusted, so the handle and "New to PayMe" show.
    let app = launched()
    try open(app, "payme://pay/anacosta1?name=%D0%90na%20Costa")
    let check = try #require(app.payment?.recipientCheck)
    #expect(check.nameAndHandle == "\u{410}na Costa (@anacosta1)" && check.newNotice?.hasPrefix("New to PayMe") == true)
    #expect(PayMeCopy.paymentReason(Money(5, .usd), to: check, locale: app.locale).text.hasSuffix("(@anacosta1)"))
  }

  @Test("The confirmation and the last step say when the money arrives: at once, or once someone new accepts")
  func pendingOrImmediateCopy() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let emi = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    let ben = try #require(app.ledger.contact("c-ben"))
    #expect(
      PayMeAlerts.confirmSend(Money(5, .usd), to: app.ledger.check(ben)).message
        == "Ben Okafor (@benok) will receive it right away. You can't undo a payment.\n"
        + "This is a demo: no real money moves.")
    #expect(
      PayMeAlerts.confirmSend(Money(5, .usd), to: app.ledger.check(emi)).message
        == "New to PayMe\nWaiting for Emi Tanaka (@emit) to accept. You can cancel until then.\n"
        + "This is a demo: no real money moves.")
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(emi)
    app.type("5")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    let flow = try #require(app.flow)
    guard case .succeeded(let sent) = flow.step else { throw Failure.notSent }
    #expect(flow.title(of: .done) == "Waiting to Accept")
    #expect(PayMeCopy.doneDetail(sent) == "Waiting for Emi Tanaka to accept. You can cancel until then.")
    #expect(
      PayMeCopy.paymentReason(Money(5, .usd), to: app.ledger.check(emi), locale: app.locale)
        == "Send $5.00 of demo money to Emi Tanaka (@emit)")
  }

  @Test("A link opened again and again, or discarded, adds no one; a payment that goes through adds them once")
  func contactsAddedOnlyWhenPaid() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let before = app.ledger
    for _ in 0..<20 {
      try open(app, "payme://pay/stranger?name=Someone&amount=3")
      app.payment?.cancel()
      await app.tapAlert("Discard Payment")
    }
    #expect(app.ledger == before, "nothing added or saved")
    try open(app, "payme://pay/stranger?name=Someone&amount=3")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(app.ledger.contacts.count == before.contacts.count + 1)
    let added = try #require(app.ledger.contact(handle: "@stranger"))
    #expect(added.name == "Someone" && !added.acceptsAtOnce && app.ledger.transactions.first?.counterparty == added)
    #expect(harness.model().ledger.contact(handle: "@stranger") == added, "saved with the payment")
  }

  @Test("Swipe-to-delete takes a contact with no history off the list, saved; one with history stays")
  func deleteContact() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    app.startSend()
    app.settlePresentation()
    let payment = try #require(app.payment)
    let withHistory = try #require(app.ledger.transactions.first?.counterparty)
    #expect(!payment.canDelete(withHistory))
    payment.delete(withHistory)
    #expect(app.ledger.contact(withHistory.id) != nil, "their history keeps them")
    let idle = app.addIdleContact()
    #expect(payment.canDelete(idle))
    payment.delete(idle)
    await app.tapAlert("Delete Contact")
    #expect(app.ledger.contact(idle.id) == nil && harness.model().ledger.contact(idle.id) == nil)
    #expect(!payment.canDelete(idle), "gone: nothing to delete")
  }

  enum Failure: Error { case notSent }
}
