import Foundation
import Localization

/// One key of the amount keypad.
public enum AmountKey: Hashable, Sendable {
  case digit(Int)
  /// The locale's decimal separator ("." in the US, "," in Spain); absent where the currency has no cents.
  case separator
  case delete
}

/// What a key did to the amount.
public enum AmountKeyResult: Equatable, Sendable {
  /// The key was taken: the amount changed.
  case taken
  /// The key was refused, with the reason the amount field says (nil when nothing is wrong with the amount, as
  /// a second leading zero or Delete on nothing: the key is simply felt as refused).
  case refused(AmountError?)
}

/// PayMe's own amount keypad, as Apple Cash's: the digits, the locale's decimal separator and Delete, laid out as
/// the phone keypad is, with the amount shown large above it. Each key builds the text the amount entry would
/// take and goes through the same rules (`AmountEntry.edit`, `AmountRules`), so a key never makes an amount the
/// field would refuse: a third decimal, a separator for yen, a second leading zero, a digit past the demo's limit.
/// Money stays `Decimal` text: no key ever goes through a binary floating point value.
public struct AmountKeypad: Equatable, Sendable {
  public let currency: Currency
  public let decimalSeparator: String
  /// The most the amount can be: the demo's limit for one payment or transfer; a bill split between people may
  /// be larger (each share is held to the limit when it is requested).
  public let limit: Decimal

  public init(entry: AmountEntry, limit: Decimal = Ledger.paymentLimit) {
    currency = entry.currency
    decimalSeparator = entry.decimalSeparator
    self.limit = limit
  }

  /// The keys in rows of three, as the phone keypad: 1 2 3 / 4 5 6 / 7 8 9 / separator 0 Delete. A currency
  /// without cents (yen) has no separator key: its place is empty (nil), so 0 stays in the middle.
  public var rows: [[AmountKey?]] {
    [
      [.digit(1), .digit(2), .digit(3)],
      [.digit(4), .digit(5), .digit(6)],
      [.digit(7), .digit(8), .digit(9)],
      [currency.minorUnits > 0 ? .separator : nil, .digit(0), .delete],
    ]
  }

  /// Every key offered.
  public var keys: [AmountKey] { rows.flatMap { $0 }.compactMap { $0 } }

  /// What the key shows: the digit, or the locale's separator. Delete shows the system's glyph (`deleteSymbol`).
  public func face(of key: AmountKey) -> String {
    switch key {
    case .digit(let digit): String(digit)
    case .separator: decimalSeparator
    case .delete: ""
    }
  }

  /// The SF Symbol Delete shows, as the system keypad's.
  public static let deleteSymbol = "delete.left"

  /// What VoiceOver says for the key: the digit, "Decimal Point" (or "Decimal Comma" where the separator is a
  /// comma, as Spanish readers say "coma"), "Delete".
  public func label(of key: AmountKey) -> LocalizedCopy {
    switch key {
    case .digit(let digit): LocalizedCopy("payme.keypad.digit", "%@", .text(String(digit)))
    case .separator:
      decimalSeparator == ","
        ? LocalizedCopy("payme.keypad.decimalComma", "Decimal Comma")
        : LocalizedCopy("payme.keypad.decimalPoint", "Decimal Point")
    case .delete: LocalizedCopy("payme.keypad.delete", "Delete")
    }
  }

  /// The entry after `key`, or why the key is refused; a refused key leaves `entry` as it was.
  public func press(_ key: AmountKey, on entry: inout AmountEntry) -> AmountKeyResult {
    let text = entry.text
    let candidate: String
    switch key {
    case .delete:
      guard !text.isEmpty else { return .refused(nil) }
      candidate = String(text.dropLast())
    case .separator:
      guard currency.minorUnits > 0 else { return .refused(.tooManyDecimals(allowed: 0)) }
      guard !text.contains(decimalSeparator) else { return .refused(.malformed) }
      // Apple Cash shows "0." when the separator comes first.
      candidate = (text.isEmpty ? "0" : text) + decimalSeparator
    case .digit(let digit):
      guard (0...9).contains(digit) else { return .refused(.malformed) }
      if text == "0" {
        // No leading zeros: a second 0 is refused, another digit takes the 0's place.
        guard digit != 0 else { return .refused(nil) }
        candidate = String(digit)
      } else {
        candidate = text + String(digit)
      }
    }
    if let refusal = refusal(of: candidate) { return .refused(refusal) }
    guard entry.edit(candidate) else { return .refused(.malformed) }
    return .taken
  }

  /// Why the entry would refuse `candidate`, worded as the amount field words it; nil when it is taken. Past the
  /// demo's limit is refused at the key, so the big amount never shows what cannot be moved.
  func refusal(of candidate: String) -> AmountError? {
    guard !candidate.isEmpty else { return nil }
    if DecimalText.fractionDigits(candidate, decimalSeparator: decimalSeparator) > currency.minorUnits {
      return .tooManyDecimals(allowed: currency.minorUnits)
    }
    let integerDigits = candidate.components(separatedBy: decimalSeparator).first?.count ?? 0
    let aboveLimit = AmountError.aboveLimit(Money(limit, currency))
    guard integerDigits <= AmountEntry.maximumIntegerDigits else { return aboveLimit }
    let complete = candidate.hasSuffix(decimalSeparator) ? candidate + "0" : candidate
    guard let value = DecimalText.parse(complete, decimalSeparator: decimalSeparator) else { return .malformed }
    return value > limit ? aboveLimit : nil
  }

  /// Pasted text, through the paste rules (a leading symbol and spaces trimmed, the locale's separator only, any
  /// script's digits) and this keypad's limit: `entry` changes only when both take it; else why not.
  public func paste(_ raw: String, on entry: inout AmountEntry) -> AmountError? {
    var candidate = entry
    if let refusal = candidate.paste(raw) ?? refusal(of: candidate.text) { return refusal }
    entry = candidate
    return nil
  }

  /// The big amount as typed, with the currency's symbol placed as the locale places it ("$12.5", "12,5 €",
  /// "¥500"); "$0" before the first key. The digits are the ones typed, so a trailing separator shows.
  public func display(_ entry: AmountEntry, locale: Locale) -> String {
    let typed = entry.text.isEmpty ? "0" : entry.text
    let zero = Decimal(0).formatted(
      .currency(code: currency.code).precision(.fractionLength(0)).locale(locale))
    // The locale's pattern around its one "0" (its digits may be another script's: then the typed text follows
    // the symbol, as the code's own order would put it).
    guard let range = zero.range(of: "0") else { return zero + typed }
    return zero.replacingCharacters(in: range, with: typed)
  }

  /// What VoiceOver reads for the big amount: money, as the locale says it ("$12.50"), never the typed
  /// characters one by one.
  public func spoken(_ entry: AmountEntry, locale: Locale) -> String {
    Money(entry.amount ?? 0, currency).formatted(locale: locale)
  }
}
