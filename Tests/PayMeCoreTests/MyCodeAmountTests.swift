import Foundation
import Presentation
import Testing

@testable import PayMeCore

/// My Code asking for a set amount (issue 41), as Venmo's, Cash App's and Apple Cash's codes can.
@Suite("PayMe My Code with an amount")
@MainActor
struct MyCodeAmountTests {
  func myCodeUp() throws -> (PayMeModel, MyCodeModel) {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.settlePresentation()
    app.showMyCode()
    app.settlePresentation()
    return (app, try #require(app.myCodeSheet))
  }

  func type(_ keys: [AmountKey], on sheet: MyCodeModel) {
    for key in keys { sheet.press(key) }
  }

  @Test("Add Amount: the code re-renders asking for it, reads back through the scanner's parser, and says it")
  func addAmount() throws {
    let (app, sheet) = try myCodeUp()
    let plain = sheet.code
    #expect(sheet.amountCaption == nil && plain.amount == nil)
    sheet.addAmount()
    #expect(sheet.isEnteringAmount && app.presentation.destinations == [.myCode(sheet)])
    type([.digit(1), .digit(2), .separator, .digit(5)], on: sheet)
    #expect(sheet.amountDisplay == "$12.5")
    #expect(sheet.confirmAmount() && !sheet.isEnteringAmount && sheet.error == nil)
    let priced = sheet.code
    #expect(priced.url != plain.url && priced.url.absoluteString.hasSuffix("&amount=12.5"))
    // What another phone's scanner reads back from the QR code's text.
    let url = try #require(URL(string: priced.url.absoluteString))
    guard case .pay(let read)? = PayMeLink(url: url) else {
      Issue.record("the code does not read back as a pay link")
      return
    }
    #expect(read.amount == Decimal(string: "12.5") && read.handle == app.holder?.handle)
    #expect(sheet.amountCaption?.text == "Scan to pay $12.50")
    // Share sends the code as it is now: asking for the amount.
    sheet.share()
    app.settlePresentation()
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("no share sheet")
      return
    }
    #expect(item.text.hasSuffix(priced.url.absoluteString))
  }

  @Test("Zero, an empty amount and one past the demo's limit are refused in the app's words; the code stays")
  func badAmounts() throws {
    let (_, sheet) = try myCodeUp()
    let plain = sheet.code
    var said: [String] = []
    sheet.onAnnounce = { said.append($0.text) }
    sheet.addAmount()
    #expect(!sheet.confirmAmount() && sheet.error == .empty)
    #expect(sheet.error?.message(locale: sheet.locale).text == PayMeCopy.amountEmpty.text)
    type([.digit(0)], on: sheet)
    #expect(!sheet.confirmAmount() && sheet.error == .zero && sheet.isEnteringAmount)
    #expect(said.last == PayMeCopy.amountZero.text)
    // Past the limit on the keypad: the key is refused with the limit said, and the amount stays under it.
    type([.delete, .digit(1), .digit(0), .digit(0), .digit(0), .digit(0)], on: sheet)
    #expect(sheet.entry.text == "10000")
    type([.digit(1)], on: sheet)
    #expect(sheet.entry.text == "10000" && sheet.error == .aboveLimit(Money(Ledger.paymentLimit, sheet.entry.currency)))
    #expect(said.last == "The demo moves at most $10,000.00 at a time.")
    sheet.paste("25000")
    #expect(sheet.entry.text == "10000" && sheet.error != nil, "a paste past the limit is refused whole")
    sheet.paste("-5")
    #expect(sheet.error == .negative && sheet.entry.text == "10000")
    #expect(said.last == PayMeCopy.amountNegative.text)
    sheet.cancelAmount()
    #expect(sheet.code == plain && sheet.amount == nil && !sheet.isEnteringAmount, "nothing was asked for")
    // The limit itself is allowed.
    sheet.addAmount()
    sheet.paste("10000")
    #expect(sheet.confirmAmount() && sheet.code.amount == Ledger.paymentLimit)
  }

  @Test("Remove Amount returns to the plain code; Edit Amount starts from the amount asked for")
  func removeAmount() throws {
    let (_, sheet) = try myCodeUp()
    let plain = sheet.code
    sheet.addAmount()
    type([.digit(8)], on: sheet)
    sheet.confirmAmount()
    sheet.addAmount()
    #expect(sheet.entry.text == "8", "editing starts from the amount asked for")
    sheet.cancelAmount()
    #expect(sheet.code.amount == 8)
    sheet.removeAmount()
    #expect(sheet.code == plain && sheet.code.url == plain.url && sheet.amountCaption == nil && sheet.amount == nil)
  }

  @Test("A code with an amount, scanned on another phone, opens a payment filled in with that amount")
  func scannedOnAnotherPhone() throws {
    // Every demo install is Jamie, and a phone refuses its own code, so the code shown is Ben's: his phone's
    // My Code sheet, with an amount added through it, read by this phone's scanner.
    let (payer, _) = try myCodeUp()
    try #require(payer.myCodeSheet).done()
    payer.settlePresentation()
    let ben = try #require(PayCode(handle: "@benok", name: "Ben Okafor"))
    let bensSheet = MyCodeModel(code: ben, currency: payer.ledger.currency, locale: payer.locale)
    var bensKeys: [Bool] = []
    bensSheet.onKey = { bensKeys.append($0) }
    bensSheet.addAmount()
    bensSheet.paste("12.50")
    #expect(bensKeys == [true], "the paste is taken, and Ben's phone plays it as a key")
    #expect(bensSheet.confirmAmount())
    payer.scanCode(.available)
    payer.settlePresentation()
    try #require(payer.scanner).scanned(bensSheet.code.url.absoluteString)
    payer.settlePresentation()
    #expect(payer.showsOnlyPayment(.send) && payer.flow?.recipient?.id == "c-ben")
    #expect(payer.flow?.entry.amount == Decimal(string: "12.5") && payer.payment?.amountDisplay == "$12.5")
  }

  @Test("The amount stays with the sheet it was added on: My Code opened again is the plain code")
  func amountGoesWithSheet() throws {
    let (app, sheet) = try myCodeUp()
    sheet.addAmount()
    type([.digit(5)], on: sheet)
    sheet.confirmAmount()
    app.showMyCode()
    app.settlePresentation()
    #expect(app.presentation.destinations == [.myCode(sheet)], "a second tap opens nothing more")
    sheet.done()
    app.settlePresentation()
    app.showMyCode()
    app.settlePresentation()
    #expect(app.myCodeSheet !== sheet && app.myCodeSheet?.code.amount == nil)
  }
}
