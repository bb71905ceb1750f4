import Foundation
import Testing

@testable import PayMeCore

/// Choose from Contacts as Apple Cash and Venmo do it: the user picks which of someone's numbers or emails to pay,
/// never the first one silently; someone with one is picked in one tap, someone with none cannot be.
@Suite("PayMe: the number or email to pay is the one picked in Contacts")
@MainActor
struct ContactPropertyTests {
  static let zoe = PickedContact(
    givenName: "Zoë", familyName: "Quinn", phoneNumbers: ["+1 (555) 010-9999"],
    emails: ["zoe@work.example", "zoe@home.example"])

  func pickerUp(_ target: ContactPickerModel.Target = .payment) throws -> (PayMeModel, SimulatedContactPicker) {
    let app = PayMeHarness().launched()
    app.settlePresentation()
    if target == .payment { app.startSend() } else { app.startSplit() }
    app.settlePresentation()
    if target == .payment { app.payment?.chooseFromContacts() } else { app.splitSheet?.chooseFromContacts() }
    app.settlePresentation()
    return (app, try #require(SimulatedContactPicker(on: app)))
  }

  @Test("Someone with several numbers and emails: their card opens, and the one tapped is who is paid")
  func chosenHandleIsPaid() throws {
    for (property, handle) in [
      (PickedContact.Property.email("zoe@home.example"), "zoe@home.example"),
      (.phoneNumber("+1 (555) 010-9999"), "+1 (555) 010-9999"),
    ] {
      let (app, picker) = try pickerUp()
      #expect(picker.userTaps(Self.zoe))
      #expect(picker.cardShown == Self.zoe && app.flow?.recipient == nil, "the card is open: nothing chosen yet")
      picker.userTapsOnCard(property)
      picker.finishSlidingDown()
      app.settlePresentation()
      let recipient = try #require(app.flow?.recipient)
      #expect(recipient.handle == handle && recipient.name == "Zoë Quinn", "not the first email: the one tapped")
      #expect(app.flow?.step == .amount && app.presentation.destinations.count == 1)
    }
  }

  @Test("Someone with one number or email is picked in one tap; someone with neither is greyed out")
  func oneTapAndGreyedOut() throws {
    let (app, picker) = try pickerUp()
    #expect(!picker.userTaps(PickedContact(givenName: "Nobody")), "greyed out: the tap does nothing")
    #expect(picker.cardShown == nil && app.presentation.top?.destination.isContactPicker == true)
    #expect(picker.userTaps(PickedContact(givenName: "Mia", emails: ["mia@example.com"])))
    #expect(picker.cardShown == nil, "no card: chosen at once")
    picker.finishSlidingDown()
    app.settlePresentation()
    #expect(app.flow?.recipient?.handle == "mia@example.com" && app.flow?.step == .amount)
  }

  @Test("A number or email picked on a split's people joins the bill by that handle")
  func chosenForSplit() throws {
    let (app, picker) = try pickerUp(.split)
    picker.userTaps(Self.zoe)
    picker.userTapsOnCard(.email("zoe@home.example"))
    picker.finishSlidingDown()
    app.settlePresentation()
    #expect(app.splitSheet?.chosen.map(\.handle) == ["zoe@home.example"])
  }

  @Test("A picked number or email is checked as any handle: an unusable one is refused, never swapped for another")
  func chosenIsValidated() throws {
    let card = PickedContact(givenName: "Ana", phoneNumbers: ["12"], emails: ["ana@example.com"])
    // The chosen text, cleaned as the card's own (control and direction characters out, trimmed).
    #expect(PickedContact(card, choosing: .email(" \u{202E}ana@example.com\u{0} ")).handle == "ana@example.com")
    #expect(PickedContact(card, choosing: .phoneNumber("12")).handle == nil, "too short, and not the email instead")
    #expect(PickedContact(card, choosing: .email("a b@c")).handle == nil)
    #expect(PickedContact(card, choosing: .email(String(repeating: "a", count: 5_000) + "@b.co")).handle == nil)
    let nameless = PickedContact(phoneNumbers: ["+44 20 7946 0000"], emails: ["x@y.example"])
    #expect(PickedContact(nameless, choosing: .phoneNumber("+44 20 7946 0000")).name == "+44 20 7946 0000")
    #expect(PickedContact(card, choosing: .phoneNumber("12")).chosen == .phoneNumber("12"))

    let (app, picker) = try pickerUp()
    let before = app.ledger
    picker.userTaps(card)
    picker.userTapsOnCard(.phoneNumber("12"))
    picker.finishSlidingDown()
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .contactHandleUnusable)
    #expect(app.shownAlert?.title == "Can't Use This Number or Email" && app.flow?.recipient == nil)
    #expect(app.ledger == before)
  }
}
