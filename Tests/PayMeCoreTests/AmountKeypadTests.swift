import DesignSystem
import Foundation
import Testing

@testable import PayMeCore

/// The amount step's keypad (issue 41): the keys the view lays out, each through the amount rules, in the
/// user's locale; money stays Decimal text from key to ledger.
@Suite("PayMe's amount keypad")
struct AmountKeypadTests {
  static let us = Locale(identifier: "en_US")
  static let spain = Locale(identifier: "es_ES")
  static let japan = Locale(identifier: "ja_JP")

  /// Presses `keys` on a fresh entry; returns the entry and each key's result.
  static func press(_ keys: [AmountKey], currency: Currency = .usd, locale: Locale = us)
    -> (AmountEntry, [AmountKeyResult])
  {
    var entry = AmountEntry(currency: currency, locale: locale)
    let keypad = AmountKeypad(entry: entry)
    let results = keys.map { keypad.press($0, on: &entry) }
    return (entry, results)
  }

  static func keys(_ typed: String) -> [AmountKey] {
    typed.map { character in
      if let digit = character.wholeNumberValue { return .digit(digit) }
      return character == "<" ? .delete : .separator
    }
  }

  @Test("PM-7.3: the amount step offers its own keypad: the digits, Delete, and a decimal key only with cents")
  func keysOffered() {
    // What the amount step lays out (`AmountKeypadView` reads `payment.keypad.rows`); the system keyboard is
    // no longer up for the amount, only for the note (`PaymentFlow.noteKeyboard`).
    let dollars = PaymentFlow(purpose: .send, currency: .usd, locale: Self.us).keypad
    #expect(dollars.keys.count == 12 && dollars.keys.contains(.separator) && dollars.keys.contains(.delete))
    #expect(Set(dollars.keys.compactMap { if case .digit(let d) = $0 { d } else { nil } }) == Set(0...9))
    #expect(dollars.rows.last == [.separator, .digit(0), .delete], "the phone keypad's last row")
    let yen = PaymentFlow(purpose: .send, currency: .jpy, locale: Self.japan).keypad
    #expect(!yen.keys.contains(.separator), "no decimal key where the amount would refuse it")
    #expect(yen.rows.last == [nil, .digit(0), .delete], "0 keeps its place in the middle")
    #expect(PaymentFlow.noteKeyboard == .default, "the note is words, on the system keyboard")
  }

  @Test("en_US: 1 2 . 3 4 is $12.34 as a Decimal; a third decimal is refused with the amount field's words")
  func unitedStates() {
    let (entry, results) = Self.press(Self.keys("12.345"))
    #expect(entry.text == "12.34" && entry.amount == Decimal(string: "12.34"))
    #expect(results.dropLast().allSatisfy { $0 == .taken })
    #expect(results.last == .refused(.tooManyDecimals(allowed: 2)))
    #expect(AmountError.tooManyDecimals(allowed: 2).message(locale: Self.us).text == "Use at most 2 decimal places.")
    let keypad = AmountKeypad(entry: entry)
    #expect(keypad.display(entry, locale: Self.us) == "$12.34")
    #expect(keypad.spoken(entry, locale: Self.us) == "$12.34", "read as money, not as characters")
    #expect(keypad.face(of: .separator) == ".")
  }

  @Test("es_ES: the decimal key is the comma, 12,5 is 12.5 exactly, and the symbol follows the amount")
  func spain() {
    let (entry, results) = Self.press(Self.keys("12,5"), currency: .eur, locale: Self.spain)
    #expect(results.allSatisfy { $0 == .taken })
    #expect(entry.text == "12,5" && entry.amount == Decimal(string: "12.5"))
    let keypad = AmountKeypad(entry: entry)
    #expect(keypad.face(of: .separator) == ",")
    #expect(keypad.label(of: .separator).text == "Decimal Comma")
    #expect(
      keypad.display(entry, locale: Self.spain).hasPrefix("12,5")
        && keypad.display(entry, locale: Self.spain).hasSuffix("€"))
    #expect(keypad.spoken(entry, locale: Self.spain).contains("12,50"))
    // A second separator is refused, as the amount field refuses "12,5,".
    var second = entry
    #expect(keypad.press(.separator, on: &second) == .refused(.malformed) && second == entry)
  }

  @Test("ja_JP: yen has no cents: whole amounts only, and a separator (pressed some other way) is refused")
  func japan() {
    let (entry, results) = Self.press(Self.keys("500"), currency: .jpy, locale: Self.japan)
    #expect(results.allSatisfy { $0 == .taken } && entry.amount == 500)
    var yen = entry
    let keypad = AmountKeypad(entry: yen)
    #expect(keypad.press(.separator, on: &yen) == .refused(.tooManyDecimals(allowed: 0)) && yen.text == "500")
    #expect(AmountError.tooManyDecimals(allowed: 0).message(locale: Self.japan).text == "This currency has no cents.")
    #expect(keypad.display(yen, locale: Self.japan).contains("500"))
  }

  @Test("No leading zeros: 0 then 0 is refused (felt, no words); 0 then 5 is 5; the separator first makes 0.")
  func leadingZeros() {
    let (zeros, results) = Self.press(Self.keys("00"))
    #expect(zeros.text == "0" && results == [.taken, .refused(nil)])
    let (five, _) = Self.press(Self.keys("05"))
    #expect(five.text == "5")
    let (cents, _) = Self.press(Self.keys(".05"))
    #expect(cents.text == "0.05" && cents.amount == Decimal(string: "0.05"))
  }

  @Test("Past the demo's limit is refused at the key, with the limit in words; the limit itself is taken")
  func limit() {
    let (entry, results) = Self.press(Self.keys("100001"))
    #expect(entry.text == "10000" && results.last == .refused(.aboveLimit(Money(Ledger.paymentLimit, .usd))))
    let (cent, centResults) = Self.press(Self.keys("10000.01"))
    #expect(cent.text == "10000.0" && centResults.last == .refused(.aboveLimit(Money(Ledger.paymentLimit, .usd))))
  }

  @Test("Delete takes the last character, down to nothing; Delete on nothing is refused without words")
  func delete() {
    let (entry, results) = Self.press(Self.keys("1.5<<<<"))
    #expect(entry.text == "" && results == [.taken, .taken, .taken, .taken, .taken, .taken, .refused(nil)])
    let empty = AmountEntry(currency: .usd, locale: Self.us)
    #expect(AmountKeypad(entry: empty).display(empty, locale: Self.us) == "$0")
    #expect(AmountKeypad(entry: empty).label(of: .delete).text == "Delete")
    #expect(AmountKeypad(entry: empty).label(of: .digit(7)).text == "7")
  }
}

/// The keypad through the payment sheet's model: each key felt and said as before, and a paste still taken
/// through the paste rules.
@Suite("PayMe's amount keypad in the payment sheet")
@MainActor
struct AmountKeypadModelTests {
  func atAmount(_ harness: PayMeHarness = PayMeHarness(), locale: Locale = Locale(identifier: "en_US")) -> PayMeModel {
    let app = harness.model(locale: locale)
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    return app
  }

  @Test("PM-11.1: a refused key is the error haptic and its words, said to VoiceOver once; a taken key clears them")
  func refusedKey() {
    let app = atAmount()
    app.type("12.34")
    app.payment?.press(.digit(5))
    #expect(app.haptic?.intent == .failure && app.flow?.entry.text == "12.34")
    #expect(app.flow?.amountError == .tooManyDecimals(allowed: 2))
    #expect(app.announcement?.text == "Use at most 2 decimal places.")
    app.payment?.press(.delete)
    #expect(app.haptic?.intent == .selectionChange && app.flow?.amountError == nil)
    app.payment?.continueToReview()
    #expect(app.flow?.amount == Money(Decimal(string: "12.3") ?? 0, .usd))
  }

  @Test("PM-7.3: a pasted \"$42.50\" is taken through the paste rules and shown large; junk is refused whole")
  func pastes() {
    let app = atAmount()
    app.payment?.paste("$42.50")
    #expect(app.flow?.entry.text == "42.50" && app.flow?.amountError == nil)
    #expect(app.payment?.amountDisplay == "$42.50" && app.haptic?.intent == .selectionChange)
    app.payment?.paste("42.50$9")
    #expect(app.flow?.entry.text == "42.50" && app.flow?.amountError == .malformed && app.haptic?.intent == .failure)
    #expect(app.announcement?.text == "That doesn't look like an amount.")
    app.payment?.paste(" 18.75 ")
    app.payment?.continueToReview()
    #expect(app.flow?.amount?.formatted(locale: app.locale) == "$18.75", "the review shows what was shown")
  }

  @Test("Hostile pastes never change the amount: exponents, NaN, signs, hex, grouping, letters, floods, controls")
  func hostilePastes() {
    let app = atAmount()
    app.type("7")
    let hostile = [
      "1e5", "NaN", "inf", "-5", "+5", "0x10", "1,000.00", "12,34", "1.2.3", "4\u{0}2", "42\u{202E}",
      String(repeating: "9", count: 10_000), String(repeating: "1", count: 40) + ".5", "💸", "12.345", "", " ",
      "20000", "99999999999",
    ]
    for text in hostile {
      app.payment?.paste(text)
      #expect(app.flow?.entry.text == "7", "\(text.prefix(20))")
      #expect(app.flow?.amountError != nil, "refused with words: \(text.prefix(20))")
    }
    // Another script's digits are digits (a Devanagari paste), as the amount field took them.
    app.payment?.paste("७.५०")
    #expect(app.flow?.entry.amount == Decimal(string: "7.5"))
  }

  @Test("es_ES: keys and pastes both use the comma; a point-decimal paste is refused, not misread as 1250")
  func spanishPaste() {
    let app = atAmount(locale: Locale(identifier: "es_ES"))
    app.payment?.paste("12,50 €")
    #expect(app.flow?.entry.amount == Decimal(string: "12.5"))
    app.payment?.paste("12.50")
    #expect(app.flow?.entry.amount == Decimal(string: "12.5") && app.flow?.amountError == .malformed)
    app.payment?.press(.delete)
    app.payment?.press(.digit(9))
    #expect(app.flow?.entry.text == "12,59")
  }

  @Test("A sheet sliding away takes no key")
  func noKeysAfterCancel() async {
    let app = atAmount()
    let payment = app.payment
    app.type("5")
    app.payment?.close()
    payment?.press(.digit(1))
    payment?.paste("9")
    #expect(payment?.flow.entry.text == "5")
  }
}
