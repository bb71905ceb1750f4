import Foundation
import Presentation
import Testing

@testable import PayMeCore

/// My Code, a scanned code, and a recipient picked from the device's Contacts.
@Suite("PayMe codes and contacts")
@MainActor
struct CodeAndContactTests {
  func launched() -> PayMeModel {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.settlePresentation()
    return app
  }

  @Test("My Code is the user's pay link; it reads back as the same code, and an amount travels exactly")
  func myCode() throws {
    let app = launched()
    let code = try #require(app.myCode)
    let handle = try #require(app.holder?.handle)
    #expect(code.handle == handle && code.name == app.ledger.holderName && code.amount == nil)
    #expect(code.url.absoluteString == "payme://pay/\(handle.dropFirst())?name=Jamie%20Rivera")
    #expect(PayMeLink(url: code.url) == .pay(code))
    let priced = try #require(PayCode(handle: "@benok", name: "Ben Okafor", amount: Decimal(string: "12.50")))
    #expect(PayMeLink(url: priced.url) == .pay(priced))
    app.showMyCode()
    app.settlePresentation()
    let sheet = try #require(app.myCodeSheet)
    #expect(app.presentation.destinations == [.myCode(sheet)] && sheet.code == code)
  }

  @Test("A code is refused unless it is exactly a pay link: bad handles, names, amounts and extra parts")
  func refusedCodes() throws {
    #expect(PayCode(handle: "@", name: "A") == nil && PayCode(handle: "@a b", name: "A") == nil)
    #expect(PayCode(handle: "@" + String(repeating: "a", count: 31), name: "A") == nil)
    #expect(PayCode(handle: "@a", name: "  ") == nil && PayCode(handle: "@a", name: "A\u{0}B") == nil)
    #expect(PayCode(handle: "@a", name: String(repeating: "n", count: 61)) == nil)
    #expect(PayCode(handle: "@a", name: "A", amount: 0) == nil && PayCode(handle: "@a", name: "A", amount: -1) == nil)
    #expect(PayCode(handle: "@a", name: "A", amount: Decimal(string: "1.005")) == nil)
    #expect(PayCode(handle: "@a", name: "A", amount: Ledger.paymentLimit + 1) == nil)
    for text in [
      "payme://pay/benok", "payme://pay/benok?name=Ben&name=Bo", "payme://pay/benok?name=Ben&x=1",
      "payme://pay/benok?name=Ben&amount=-5", "payme://pay/benok?name=Ben&amount=1e3", "payme://pay/a/b?name=Ben",
      "payme://pay?name=Ben", "payme://pay/benok?name=Ben&amount=12,50", "payme://send?amount=5&x=1",
    ] {
      let url = try #require(URL(string: text))
      #expect(PayMeLink(url: url) == nil, "\(text)")
    }
  }

  @Test("A scanned code opens a filled-in payment to them through the link handling; no one is added yet")
  func scannedCodeOpensPayment() throws {
    let app = launched()
    let known = try #require(PayCode(handle: "@benok", name: "Someone Else", amount: Decimal(string: "12.5")))
    app.scanCode(.available)
    app.settlePresentation()
    #expect(app.onlyTheScannerIsUp)
    try #require(app.scanner).scanned(known.url.absoluteString)
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send))
    #expect(app.flow?.recipient?.id == "c-ben", "the contact already known by that handle")
    #expect(app.flow?.step == .amount && app.payment?.amountDisplay == "$12.5")
    app.payment?.close()
    app.settlePresentation()
    let stranger = try #require(PayCode(handle: "@newfriend", name: "New Friend"))
    let count = app.ledger.contacts.count
    app.open(stranger.url)
    app.settlePresentation()
    #expect(app.ledger.contacts.count == count && app.flow?.recipient?.name == "New Friend", "added once paid")
    #expect(app.flow?.recipient?.acceptsAtOnce == false, "someone new accepts each payment first")
    #expect(app.payment?.amountDisplay == "$0" && app.flow?.entry.text == "", "no amount: the payer chooses")
  }

  @Test("Scanning says in words what went wrong: no scanner, camera off or taken, not a PayMe code, your own code")
  func scannerProblems() async throws {
    let app = launched()
    #expect(CodeScannerAvailability(isSupported: false, isAvailable: true) == .unsupported)
    #expect(CodeScannerAvailability(isSupported: true, isAvailable: false) == .unavailable)
    #expect(CodeScannerAvailability(isSupported: true, isAvailable: true) == .available)
    app.scanCode(.unsupported)
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .scannerUnsupported && app.presentation.surfaces.isEmpty)
    await app.tapAlert("OK")
    app.scanCode(.unavailable)
    #expect(app.shownAlert == PayMeAlerts.cameraOff)
    #expect(app.shownAlert?.buttons.contains { $0.action == .openSettings } == true)
    app.presentation.alertDismissed(id: PayMeAlerts.cameraOff.id)
    app.scanCode(.available)
    app.settlePresentation()
    try #require(app.scanner).scanned("https://example.com")
    #expect(
      app.shownAlert?.kind(as: PayMeAlertID.self) == .notAPaymeCode && app.onlyTheScannerIsUp)
    await app.tapAlert("OK")
    try #require(app.scanner).scanned(try #require(app.myCode).url.absoluteString)
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .ownCode && app.presentation.destinations.isEmpty)
    await app.tapAlert("OK")
    // The camera taken while scanning (another app, a call): the scanner goes and says why, never a black view.
    app.scanCode(.available)
    app.settlePresentation()
    try #require(app.scanner).stopped()
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .scannerStopped && app.presentation.destinations.isEmpty)
  }

  @Test("Scan a Code asks for the camera as PayMe's own prompt (no privacy cover under it), then scans")
  func cameraPrompt() async {
    let app = launched()
    var askedDuringPrompt = false
    await app.scanCode {
      askedDuringPrompt = app.isShowingOwnPrompt
      return .available
    }
    app.settlePresentation()
    #expect(askedDuringPrompt && !app.isShowingOwnPrompt && app.onlyTheScannerIsUp)
    app.scanner?.cancel()
    app.dashboardAction("mycode")
    app.settlePresentation()
    #expect(app.presentation.destinations.count == 1 && app.presentation.destinations.first?.scanner == nil)
  }

  @Test("A scanned code over a filled-in payment asks first, as any link does")
  func scannedOverFilledPayment() throws {
    let app = launched()
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("3")
    let code = try #require(PayCode(handle: "@devp", name: "Dev Patel"))
    app.open(code.url)
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment && app.flow?.recipient?.id == "c-ana")
  }

  @Test("A contact picked from the device becomes the recipient, with initials and their photo; hostile cards")
  func pickedContact() throws {
    let app = launched()
    app.startSend()
    app.settlePresentation()
    app.payment?.chooseFromContacts()
    app.settlePresentation()
    let picker = try #require(SimulatedContactPicker(on: app))
    let photo = Data(repeating: 7, count: 2_000)
    picker.userChooses(
      PickedContact(givenName: " Zoë ", familyName: "Quinn", phoneNumbers: ["+1 (555) 010-9999"], thumbnail: photo))
    picker.finishSlidingDown()
    app.settlePresentation()
    let recipient = try #require(app.flow?.recipient)
    #expect(recipient.name == "Zoë Quinn" && recipient.initials == "ZQ" && recipient.handle == "+1 (555) 010-9999")
    #expect(app.flow?.step == .amount && app.payment?.photo(of: recipient) == photo)
    #expect(app.ledger.contact(handle: "+1 (555) 010-9999") == nil, "kept only once paid or asked")
    #expect(app.presentation.destinations.count == 1, "the picker went")
    // Hostile or empty cards.
    let huge = PickedContact(givenName: String(repeating: "A", count: 5_000), emails: ["a@b.co"])
    #expect(huge.name?.count == PayCode.maximumNameLength)
    #expect(PickedContact(emails: ["ana@example.com"]).name == "ana@example.com", "no name: how they're reached")
    #expect(PickedContact(givenName: "\u{202E}evil\u{0}").name == "evil" && PickedContact(givenName: "x").handle == nil)
    #expect(PickedContact(phoneNumbers: ["12"], emails: ["@", "a b@c"]).handle == nil)
    #expect(PickedContact(givenName: "A", thumbnail: Data(count: PickedContact.maximumPhotoBytes + 1)).photo == nil)
    #expect(Contact(id: "x", name: "", handle: "a@b.co").initials == "A", "no name: the handle's first letter")
    #expect(Contact(id: "x", name: "   ", handle: "+1 555").initials == "#")
  }

  @Test("A picked card with no way to reach them is said in words; Cancel only closes the picker")
  func pickedUnreachable() throws {
    let app = launched()
    app.startSend()
    app.settlePresentation()
    app.payment?.chooseFromContacts()
    app.settlePresentation()
    let cancelled = try #require(SimulatedContactPicker(on: app))
    cancelled.userChooses(nil)
    cancelled.finishSlidingDown()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send) && app.flow?.recipient == nil && app.shownAlert == nil)
    app.payment?.chooseFromContacts()
    app.settlePresentation()
    let before = app.ledger
    let picker = try #require(SimulatedContactPicker(on: app))
    picker.userChooses(PickedContact(givenName: "Nobody"))
    picker.finishSlidingDown()
    app.settlePresentation()
    #expect(
      app.shownAlert?.kind(as: PayMeAlertID.self) == .contactUnreachable && app.ledger == before
        && app.flow?.recipient == nil)
  }

  @Test(
    "Picking from Contacts: the host sheet goes only once the picker has closed itself, one dismissal, either order")
  func pickerClosesItselfFirst() throws {
    for delegateFirst in [true, false] {
      let app = launched()
      app.startSend()
      app.settlePresentation()
      app.payment?.chooseFromContacts()
      app.payment?.chooseFromContacts()
      app.settlePresentation()
      #expect(app.presentation.destinations.filter(\.isContactPicker).count == 1, "a double tap opens one picker")
      let picker = try #require(SimulatedContactPicker(on: app))
      let zoe = PickedContact(givenName: "Zoë", emails: ["zoe@example.com"])
      if delegateFirst {
        picker.userChooses(zoe)
        // iOS is closing the picker: the host sheet stays, nothing else is dismissed, the recipient is not yet set.
        #expect(app.presentation.leaving.isEmpty && app.presentation.top?.destination.isContactPicker == true)
        #expect(app.flow?.recipient == nil)
        picker.finishSlidingDown()
      } else {
        picker.userChoosesReportedAfterClosing(zoe)
      }
      // Now the one dismissal: the clear host sheet, with nothing over it.
      #expect(app.presentation.leaving.map(\.surface.destination) == [.contactPicker(picker.model)])
      app.settlePresentation()
      #expect(app.presentation.destinations.count == 1 && app.flow?.recipient?.handle == "zoe@example.com")
      #expect(app.flow?.step == .amount)
      // A late second report of either kind changes nothing.
      picker.finishSlidingDown()
      picker.model.reported(nil)
      #expect(app.presentation.isSettled && app.flow?.recipient?.handle == "zoe@example.com")
    }
  }

  @Test("At most 50 photos are kept, the oldest let go first")
  func photoLimit() {
    var photos = ContactPhotos()
    for index in 0...ContactPhotos.limit { photos.keep(Data([UInt8(index % 256)]), for: "c\(index)") }
    #expect(photos["c0"] == nil && photos["c1"] != nil && photos["c\(ContactPhotos.limit)"] != nil)
  }
}
