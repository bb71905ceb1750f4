import Foundation
import Localization

/// Why an amount cannot be sent.
public enum AmountError: Error, Equatable, Sendable {
  case empty
  case malformed
  case zero
  case negative
  case tooManyDecimals(allowed: Int)
  case aboveBalance
  case aboveLimit(Money)
  /// Add Money would take the demo balance past what it holds.
  case balanceFull(Money)
  /// An Instant Transfer no larger than its fee would reach the bank as nothing.
  case notAboveFee(Money)
  /// The history holds as many entries as a launch accepts (`Ledger.maximumTransactions`): Add Money and
  /// Transfer to Bank say so under the amount, as the payment sheet's alert does.
  case historyFull

  /// What the amount field says under itself (and VoiceOver announces).
  public var message: LocalizedCopy { message(locale: .current) }

  public func message(locale: Locale) -> LocalizedCopy {
    switch self {
    case .empty: PayMeCopy.amountEmpty
    case .historyFull: PayMeCopy.activityFull
    case .malformed: PayMeCopy.amountMalformed
    case .zero: PayMeCopy.amountZero
    case .negative: PayMeCopy.amountNegative
    case .tooManyDecimals(let allowed):
      allowed == 0
        ? LocalizedCopy("payme.amount.noCents", "This currency has no cents.")
        : .plural(
          "payme.amount.tooManyDecimals", count: allowed, one: "Use at most 1 decimal place.",
          other: "Use at most %lld decimal places.")
    case .aboveBalance: PayMeCopy.amountAboveBalance
    case .aboveLimit(let limit):
      LocalizedCopy(
        "payme.amount.aboveLimit", "The demo moves at most %@ at a time.", .text(limit.formatted(locale: locale)))
    case .balanceFull(let most):
      LocalizedCopy(
        "payme.amount.balanceFull", "Your demo balance can hold at most %@.", .text(most.formatted(locale: locale)))
    case .notAboveFee(let fee):
      LocalizedCopy(
        "payme.amount.notAboveFee", "An Instant Transfer must be more than its %@ fee. 1–3 Business Days is free.",
        .text(fee.formatted(locale: locale)))
    }
  }
}

/// The rules every amount obeys, whatever typed it.
public enum AmountRules {
  public static func violation(_ amount: Decimal, currency: Currency, balance: Money?) -> AmountError? {
    if amount < 0 { return .negative }
    if amount == 0 { return .zero }
    if decimalPlaces(amount) > currency.minorUnits { return .tooManyDecimals(allowed: currency.minorUnits) }
    if amount > Ledger.paymentLimit { return .aboveLimit(Money(Ledger.paymentLimit, currency)) }
    if let balance, amount > balance.amount { return .aboveBalance }
    return nil
  }

  /// Significant digits after the point ("12.50" has one: 12.5).
  static func decimalPlaces(_ amount: Decimal) -> Int { max(0, -amount.exponent) }
}

/// The amount field's text: every edit the TextField makes (a key, a deletion, a paste) goes through `edit`
/// and `paste`, so the text is always a valid prefix of an amount in the user's locale, and validation reads
/// one value.
/// The system keyboard a field asks for (`UIKeyboardType`).
public enum FieldKeyboard: Hashable, Sendable {
  case decimalPad, numberPad, `default`
}

public struct AmountEntry: Equatable, Sendable {

  public let currency: Currency
  public let decimalSeparator: String
  public private(set) var text = ""
  /// How many edits were refused (the model echoes each refused text for a frame, then shows `text`).
  public private(set) var refusals = 0

  /// Amounts never need more digits than this before the separator (the demo's limit has five).
  public static let maximumIntegerDigits = 9

  public init(currency: Currency, locale: Locale = .current) {
    self.currency = currency
    decimalSeparator = locale.decimalSeparator ?? "."
  }

  /// Pasted text: accepted only if it is a plain amount (spaces and a leading currency symbol trimmed), else
  /// refused whole with the reason, and the field keeps what it had.
  @discardableResult
  public mutating func paste(_ raw: String) -> AmountError? {
    let trimmed = Self.westernDigits(raw).trimmingCharacters(in: .whitespacesAndNewlines)
      .trimmingCharacters(in: CharacterSet(charactersIn: "$€£¥"))
      .trimmingCharacters(in: .whitespaces)
    guard let value = DecimalText.parse(trimmed, decimalSeparator: decimalSeparator) else { return .malformed }
    if value < 0 { return .negative }
    let integerDigits = trimmed.components(separatedBy: decimalSeparator).first?.count ?? 0
    guard integerDigits <= Self.maximumIntegerDigits else {
      return .aboveLimit(Money(Ledger.paymentLimit, currency))
    }
    // A currency without decimals (yen) takes no separator at all, not even a trailing one ("5.").
    guard DecimalText.fractionDigits(trimmed, decimalSeparator: decimalSeparator) <= currency.minorUnits,
      currency.minorUnits > 0 || !trimmed.contains(decimalSeparator)
    else {
      return .tooManyDecimals(allowed: currency.minorUnits)
    }
    text = trimmed
    return nil
  }

  /// The field's text as the keyboard left it: accepted when it is empty or a valid amount so far (a trailing
  /// separator included), within the currency's decimals and the length limit; otherwise the text stays.
  @discardableResult
  public mutating func edit(_ typed: String) -> Bool {
    let new = Self.westernDigits(typed)
    guard !new.isEmpty else {
      text = ""
      return true
    }
    let complete = new.hasSuffix(decimalSeparator) && currency.minorUnits > 0 ? new + "0" : new
    guard !new.hasPrefix("-"), currency.minorUnits > 0 || !new.contains(decimalSeparator),
      DecimalText.parse(complete, decimalSeparator: decimalSeparator) != nil,
      DecimalText.fractionDigits(new, decimalSeparator: decimalSeparator) <= currency.minorUnits,
      new.count <= Self.maximumIntegerDigits + 1 + currency.minorUnits,
      (new.components(separatedBy: decimalSeparator).first?.count ?? 0) <= Self.maximumIntegerDigits
    else {
      refusals += 1
      return false
    }
    text = new
    return true
  }

  public var amount: Decimal? { DecimalText.parse(text, decimalSeparator: decimalSeparator) }

  /// The decimal pad types the digits of the user's numbering system (Arabic-Indic ٠١٢, Persian ۰۱۲, Devanagari
  /// ०१२ ...): each becomes its ASCII digit, so every language can enter an amount. Anything else is unchanged.
  static func westernDigits(_ text: String) -> String {
    guard !text.allSatisfy(\.isASCII) else { return text }
    return String(
      text.map { character -> Character in
        guard !character.isASCII, character.unicodeScalars.count == 1,
          let scalar = character.unicodeScalars.first, scalar.properties.numericType == .decimal,
          let digit = character.wholeNumberValue, (0...9).contains(digit)
        else { return character }
        return Character(String(digit))
      })
  }

  /// The amount to send, or why it cannot be sent.
  public func validated(balance: Money) -> Result<Money, AmountError> {
    guard !text.isEmpty else { return .failure(.empty) }
    guard let amount else { return .failure(.malformed) }
    if let error = AmountRules.violation(amount, currency: currency, balance: balance) { return .failure(error) }
    return .success(Money(amount, currency))
  }
}
