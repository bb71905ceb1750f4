import Foundation
import Localization
import Testing

@testable import PayMeCore

/// The recipients' search (issue 41): a search that finds no one still offers Choose from Contacts, and a typed
/// email, phone number or handle can be paid as someone new.
@Suite("PayMe recipient search")
@MainActor
struct TypedRecipientTests {
  func searching(_ text: String, purpose: PaymentFlow.Purpose = .send) -> (PayMeHarness, PayMeModel) {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    purpose == .send ? app.startSend() : app.startRequest()
    app.settlePresentation()
    app.payment?.recipientQuery = text
    return (harness, app)
  }

  @Test("No Results keeps Choose from Contacts below it; a match or no search shows the lists above it")
  func noResultsIsNotADeadEnd() {
    let (_, app) = searching("zzqx")
    #expect((app.payment?.recipientSections ?? []) == [.noResults("zzqx"), .chooseFromContacts])
    app.payment?.chooseFromContacts()
    app.settlePresentation()
    #expect(app.presentation.top?.destination.isContactPicker == true, "the picker opens from No Results")
    let (_, searched) = searching("ben")
    #expect((searched.payment?.recipientSections ?? []).last == .chooseFromContacts)
    #expect((searched.payment?.recipientSections ?? []).contains(.contacts([DemoData.contacts[1]])))
    let (_, idle) = searching("")
    let sections = (idle.payment?.recipientSections ?? [])
    #expect(sections.first?.id == "recents" && sections.last == .chooseFromContacts)
  }

  @Test("A typed email, phone number or $/@handle no contact has is offered as \"Pay <text>\"; others are not")
  func typedForms() {
    for valid in ["zoe.q@example.com", "+1 (555) 010-9999", "555-0100", "@zoeq", "$ZoeQ", "  @zoe_q.1  "] {
      let (_, app) = searching(valid)
      let handle = valid.trimmingCharacters(in: .whitespaces)
      #expect(app.payment?.typedRecipient == handle, "\(valid)")
      #expect((app.payment?.recipientSections ?? []).first == .typed(handle))
      #expect(PayMeCopy.payTyped(handle, purpose: .send).text == "Pay \(handle)")
    }
    let (_, asking) = searching("zoe@example.com", purpose: .request)
    #expect(
      (asking.payment?.recipientSections ?? []).first.map {
        guard case .typed(let handle) = $0 else { return "" }
        return PayMeCopy.payTyped(handle, purpose: .request).text
      } == "Request from zoe@example.com")
    // Known handles are the contact's own row, not someone new.
    let (_, known) = searching("@BENOK")
    #expect(known.payment?.typedRecipient == nil)
  }

  @Test("Hostile or malformed text is never offered: bidi, control, look-alike letters, too long, wrong shapes")
  func hostileText() {
    let refused = [
      "zoe", "@", "$", "@.zoe", "@zoe q", "@\u{202E}eoz", "@zoe\u{0}", "@zоe", "zoe@", "zoe@example",
      "zoe@example.c0m", "zoe@@example.com", "zoe..q@example.com", "zoe@-ex.com", "zoé@example.com", "12345",
      "1234567890123456", "++15550100999", "555-0100 ext", "@" + String(repeating: "a", count: 31),
      String(repeating: "a", count: 60) + "@example.com", String(repeating: "9", count: 100_000),
    ]
    for text in refused {
      #expect(TypedRecipient.handle(in: text) == nil, "\(text.prefix(40))")
    }
    let (_, app) = searching("@\u{202E}eoz")
    app.payment?.chooseTypedRecipient()
    #expect(app.flow?.recipient == nil && app.flow?.step == .recipient)
  }

  @Test("Paying a typed handle: Review says they are new, and they join the list only once the payment goes")
  func payTyped() async throws {
    let (harness, app) = searching("zoe@example.com")
    let before = app.ledger
    app.payment?.chooseTypedRecipient()
    let recipient = try #require(app.flow?.recipient)
    #expect(recipient.handle == "zoe@example.com" && !recipient.acceptsAtOnce && app.flow?.step == .amount)
    #expect(app.payment?.recipientCheck?.newNotice == "New to PayMe · Not in your contacts")
    #expect(app.ledger == before, "nothing added yet")
    app.type("4.25")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    let added = try #require(app.ledger.contact(handle: "zoe@example.com"))
    #expect(app.ledger.transactions.first?.counterparty == added && app.ledger.transactions.first?.status == .pending)
    #expect(app.ledger.balance.amount == before.balance.amount - Decimal(string: "4.25")!)
  }
}
