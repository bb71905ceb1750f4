import Foundation
import Testing

@testable import PayMeCore

@Suite("PM-0.1 Money and amounts")
struct MoneyTests {
  @Test("PM-0.1: money is exact decimal arithmetic: 0.10 + 0.20 is 0.30, and a thousand cents make ten dollars")
  func exactArithmetic() throws {
    let a = try #require(Money("0.10", .usd))
    let b = try #require(Money("0.20", .usd))
    #expect(a + b == Money("0.30", .usd))
    var total = Money.zero(.usd)
    for _ in 0..<1_000 { total = total + Money(Decimal(string: "0.01")!, .usd) }
    #expect(total == Money("10", .usd))
  }

  @Test("PM-0.1: amounts are formatted in the user's locale and currency")
  func formatting() throws {
    let amount = try #require(Money("1234.5", .usd))
    #expect(amount.formatted(locale: Locale(identifier: "en_US")) == "$1,234.50")
    #expect(Money(amount.amount, .eur).formatted(locale: Locale(identifier: "de_DE")) == "1.234,50\u{00A0}€")
    #expect(Money(1234, .jpy).formatted(locale: Locale(identifier: "ja_JP")).hasSuffix("1,234"))
  }

  @Test("PM-0.1: the amount field keeps a valid amount only, in the locale's own separator")
  @MainActor func decimalPad() async {
    // Key by key on the amount keypad, checked on the big amount the keypad's view shows (`amountDisplay`).
    let app = PayMeHarness().model()
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("12.345.")
    await app.finishWork()
    #expect(app.payment?.amountDisplay == "$12.34", "a third decimal and a second point are refused")
    app.payment?.press(.delete)
    #expect(app.payment?.amountDisplay == "$12.3")
    let german = PayMeHarness().model(locale: Locale(identifier: "de_DE"))
    german.startSend()
    german.settlePresentation()
    german.payment?.choose(DemoData.contacts[0])
    german.type("0,5")
    #expect(
      german.payment?.amountDisplay.hasPrefix("0,5") == true && german.flow?.entry.amount == Decimal(string: "0.5"))
    german.payment?.paste("0.5")
    #expect(
      german.flow?.entry.text == "0,5" && german.flow?.amountError == .malformed,
      "the other locale's separator is refused")
    // Yen has no decimals: what a yen account's flow does with the same edits.
    var yen = PaymentFlow(purpose: .send, currency: .jpy, locale: Locale(identifier: "ja_JP"))
    yen.editAmount("5")
    yen.editAmount("5.")
    #expect(yen.entry.text == "5", "yen has no decimals")
    var long = PaymentFlow(purpose: .send, currency: .usd, locale: Locale(identifier: "en_US"))
    for count in 1...20 { long.editAmount(String(repeating: "9", count: count)) }
    #expect(long.entry.text.count == AmountEntry.maximumIntegerDigits)
  }

  @Test("PM-0.1: zero, negative, too many decimals, above the balance and malformed pastes are refused")
  func validation() throws {
    let balance = try #require(Money("100.00", .usd))
    func validate(_ text: String) -> Result<Money, AmountError> {
      var entry = AmountEntry(currency: .usd, locale: Locale(identifier: "en_US"))
      if let error = entry.paste(text) { return .failure(error) }
      return entry.validated(balance: balance)
    }
    #expect(validate("0") == .failure(.zero))
    #expect(validate("0.00") == .failure(.zero))
    #expect(validate("-5") == .failure(.negative))
    #expect(validate("1.234") == .failure(.tooManyDecimals(allowed: 2)))
    #expect(validate("100.01") == .failure(.aboveBalance))
    #expect(validate("100") == .success(try #require(Money("100", .usd))))
    #expect(validate(" $42.50 ") == .success(try #require(Money("42.5", .usd))))
    for malformed in [
      "", "abc", "12.3abc", "1e5", "1,000.00", "12..3", ".", "--5", "12.5.5", "0x10",
      String(repeating: "9", count: 40),
    ] {
      let result = validate(malformed)
      #expect(result == .failure(.malformed) || result == .failure(.empty), "\(malformed)")
    }
    var entry = AmountEntry(currency: .usd, locale: Locale(identifier: "en_US"))
    #expect(entry.validated(balance: balance) == .failure(.empty))
    entry.paste("12.50")
    entry.paste("garbage")
    #expect(entry.text == "12.50", "a refused paste leaves the field as it was")
  }

  @Test("Amounts above the demo's per-payment limit are refused, the limit said in the currency and locale")
  func limit() {
    let limit = Money(Ledger.paymentLimit, .usd)
    #expect(AmountRules.violation(Ledger.paymentLimit + 1, currency: .usd, balance: nil) == .aboveLimit(limit))
    #expect(AmountError.aboveLimit(limit).message(locale: Locale(identifier: "en_US")).text.contains("$10,000.00"))
    #expect(AmountRules.violation(Ledger.paymentLimit, currency: .usd, balance: nil) == nil)
  }
}

@Suite("PM-7 The amount field")
struct AmountFieldTests {
  @Test("PM-7.3: digits of other numbering systems (Arabic-Indic, Persian, Devanagari) enter the amount as typed")
  func otherDigits() {
    var arabic = AmountEntry(currency: .usd, locale: Locale(identifier: "ar_EG"))
    let separator = arabic.decimalSeparator
    let whole = arabic.edit("١٢")
    #expect(whole && arabic.amount == 12)
    let fraction = arabic.edit("١٢\(separator)٥")
    #expect(fraction && arabic.amount == Decimal(string: "12.5"))
    var persian = AmountEntry(currency: .usd, locale: Locale(identifier: "en_US"))
    let persianTyped = persian.edit("۴۲")
    #expect(persianTyped && persian.amount == 42)
    var devanagari = AmountEntry(currency: .usd, locale: Locale(identifier: "en_US"))
    let pasted = devanagari.paste("७.५०")
    #expect(pasted == nil && devanagari.amount == Decimal(string: "7.5"))
    let letters = devanagari.edit("7x")
    #expect(!letters, "letters are still refused")
  }

  @Test("PM-7.3: the amount field takes what the decimal pad can type and nothing else, and clears")
  func edits() {
    var entry = AmountEntry(currency: .usd, locale: Locale(identifier: "en_US"))
    for accepted in ["1", "12", "12.", "12.3", "12.34", ""] {
      #expect(entry.edit(accepted) && entry.text == accepted, "\(accepted)")
    }
    entry.edit("12.34")
    for refused in ["12.345", "12a", "-1", "1.2.3", "1,2", String(repeating: "9", count: 13)] {
      #expect(!entry.edit(refused) && entry.text == "12.34", "\(refused)")
    }
    var yen = AmountEntry(currency: .jpy, locale: Locale(identifier: "ja_JP"))
    #expect(!yen.edit("5.") && yen.edit("500"))
  }

  @Test(
    "PM-7.3: Add Money, Transfer to Bank and Split a Bill offer the payment's keypad, a decimal key only with cents")
  @MainActor func keyboard() {
    // What the bank and split sheets lay out (`AmountKeypadView` reads `keypad.rows`), as the payment does.
    let dollars = BankTransferModel(.addMoney, currency: .usd, locale: Locale(identifier: "en_US"))
    #expect(dollars.keypad.rows.last == [.separator, .digit(0), .delete])
    let yen = BankTransferModel(.transferToBank, currency: .jpy, locale: Locale(identifier: "ja_JP"))
    #expect(yen.keypad.rows.last == [nil, .digit(0), .delete], "no decimal key where the amount would refuse it")
    let bill = SplitModel(currency: .jpy, locale: Locale(identifier: "ja_JP"))
    #expect(!bill.keypad.keys.contains(.separator))
    #expect(PaymentFlow.noteKeyboard == .default, "the note is words")
  }
}
