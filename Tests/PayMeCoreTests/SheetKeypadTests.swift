import DesignSystem
import Foundation
import Testing

@testable import PayMeCore

/// Add Money, Transfer to Bank and Split a Bill type their amount on the payment's keypad (issue 41): the big
/// amount the view shows (`amountDisplay`), the locale's decimal key, paste, and a haptic for each key through the
/// app's haptics. Each test drives the keys as `AmountKeypadView` does (`press`, `paste`).
@Suite("PayMe: the keypad on the bank and split sheets")
@MainActor
struct SheetKeypadTests {
  func money(_ text: String, _ currency: Currency = .usd) -> Money { Money(Decimal(string: text) ?? 0, currency) }

  func bank(_ harness: PayMeHarness, _ move: BankMove, locale: Locale = Locale(identifier: "en_US")) throws
    -> (PayMeModel, BankTransferModel)
  {
    let app = harness.model(locale: locale)
    app.finishOnboarding()
    app.dashboardAction(move == .addMoney ? "addmoney" : "transfer")
    app.settlePresentation()
    return (app, try #require(app.bankSheet))
  }

  func split(_ harness: PayMeHarness, locale: Locale = Locale(identifier: "en_US")) throws
    -> (PayMeModel, SplitModel)
  {
    let app = harness.model(locale: locale)
    app.finishOnboarding()
    app.dashboardAction("split")
    app.settlePresentation()
    return (app, try #require(app.splitSheet))
  }

  @Test("PM-7.3: Transfer to Bank: each key is felt, the amount shows large as typed, and is read as money")
  func bankKeys() throws {
    let (app, sheet) = try bank(PayMeHarness(), .transferToBank)
    #expect(sheet.keypad.rows.last == [.separator, .digit(0), .delete] && sheet.amountDisplay == "$0")
    let before = app.haptic?.sequence ?? 0
    sheet.type("12.5")
    #expect(app.haptic?.intent == .selectionChange && app.haptic?.sequence == before + 4, "one tick a key")
    #expect(sheet.amountDisplay == "$12.5" && sheet.amountSpoken == "$12.50")
    #expect(sheet.amount == money("12.5"), "Decimal from key to ledger")
    #expect(sheet.amountHint.text == "Enter the amount to transfer")
    sheet.type("55")
    #expect(sheet.entry.text == "12.55" && sheet.error == .tooManyDecimals(allowed: 2))
    #expect(app.haptic?.intent == .failure && app.announcement?.text == "Use at most 2 decimal places.")
    sheet.type("<")
    #expect(sheet.entry.text == "12.5" && sheet.error == nil && app.haptic?.intent == .selectionChange)
    app.bankSheet?.review()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .confirmTransfer, "the amount typed goes on to the alert")
  }

  @Test("Add Money: past the demo's limit is refused at the key, and said; paste takes \"$42.50\", not junk")
  func bankLimitAndPaste() throws {
    let (app, sheet) = try bank(PayMeHarness(), .addMoney)
    #expect(sheet.amountHint.text == "Enter the amount to add")
    sheet.type("100000")
    #expect(sheet.entry.text == "10000" && sheet.error == .aboveLimit(Money(Ledger.paymentLimit, .usd)))
    sheet.clearAmount()
    sheet.paste("$42.50")
    #expect(sheet.amountDisplay == "$42.50" && sheet.error == nil && app.haptic?.intent == .selectionChange)
    sheet.paste("4e2")
    #expect(sheet.entry.text == "42.50" && sheet.error == .malformed && app.haptic?.intent == .failure)
  }

  @Test("Nothing is typed on the bank sheet while the device owner check is up")
  func bankKeysWhileChecking() throws {
    let (_, sheet) = try bank(PayMeHarness(), .addMoney)
    sheet.type("20")
    sheet.step = .authenticating  // what `authenticateAndMove` sets while Face ID or the passcode is up
    sheet.type("5")
    sheet.paste("99")
    #expect(sheet.entry.text == "20", "keys and paste wait for the check to end")
  }

  @Test("de_DE: the bank keypad's decimal key is the comma, and the amount is shown as Germans write it")
  func bankGerman() throws {
    let (_, sheet) = try bank(PayMeHarness(), .addMoney, locale: Locale(identifier: "de_DE"))
    #expect(sheet.keypad.face(of: .separator) == ",")
    sheet.type("7,25")
    #expect(sheet.amount == money("7.25") && sheet.amountDisplay.hasPrefix("7,25"))
    sheet.paste("7.25")
    #expect(sheet.entry.text == "7,25" && sheet.error == .malformed, "the other locale's separator is refused")
  }

  @Test("PM-7.3: Split a Bill: the bill on the keypad, a tick a key, and the shares to the cent from the keys typed")
  func splitKeys() throws {
    let (app, split) = try split(PayMeHarness())
    split.toggle(DemoData.contacts[0])
    split.toggle(DemoData.contacts[1])
    let before = app.haptic?.sequence ?? 0
    split.type("100")
    #expect(app.haptic?.sequence == before + 3 && app.haptic?.intent == .selectionChange)
    #expect(split.amountDisplay == "$100" && split.amountHint.text == "Enter the bill's total")
    #expect(split.split?.mine == money("33.34"), "the user's share takes the odd cent")
    #expect(split.split?.requests.map(\.amount) == [money("33.33"), money("33.33")])
    split.type(".01")
    let shares = try #require(split.split)
    let sum = shares.requests.reduce(shares.mine ?? .zero(.usd)) { $0 + $1.amount }
    #expect(sum == money("100.01"), "every cent kept, none made up")
    #expect(shares.mine == money("33.34") && shares.requests.map(\.amount) == [money("33.34"), money("33.33")])
  }

  @Test("es_ES: the split's decimal key is the comma; a bill larger than one payment splits into shares under it")
  func splitSpanishAndLarge() throws {
    let (_, split) = try split(PayMeHarness(), locale: Locale(identifier: "es_ES"))
    #expect(split.keypad.face(of: .separator) == ",")
    for contact in DemoData.contacts.prefix(3) { split.toggle(contact) }
    split.type("12000,5")
    #expect(split.total?.amount == Decimal(string: "12000.5") && split.amountDisplay.hasPrefix("12000,5"))
    #expect(split.split?.requests.allSatisfy { $0.amount.amount <= Ledger.paymentLimit } == true)
    #expect(split.canSend, "four shares of $3,000.13, each within the demo's limit")
    split.clearAmount()
    split.paste("999999,99")
    #expect(split.entry.text.isEmpty, "past what 20 people could each be asked: refused whole")
    #expect(split.refusal == .amount(.aboveLimit(Money(Ledger.paymentLimit * 20, split.entry.currency))))
  }
}
