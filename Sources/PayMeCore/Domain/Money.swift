import Foundation

/// A currency and how many decimal places its amounts have (ISO 4217 minor units).
public struct Currency: Hashable, Sendable, Codable {
  public let code: String
  public let minorUnits: Int

  public init(code: String, minorUnits: Int) {
    self.code = code
    self.minorUnits = minorUnits
  }

  public static let usd = Currency(code: "USD", minorUnits: 2)
  public static let eur = Currency(code: "EUR", minorUnits: 2)
  public static let gbp = Currency(code: "GBP", minorUnits: 2)
  public static let jpy = Currency(code: "JPY", minorUnits: 0)
}

/// An exact amount of money: a `Decimal` in a currency, never a binary floating point number, so 0.10 + 0.20 is
/// 0.30 and a balance never drifts by a cent.
public struct Money: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  public let amount: Decimal
  public let currency: Currency

  public init(_ amount: Decimal, _ currency: Currency) {
    self.amount = amount
    self.currency = currency
  }

  /// Parses plain decimal text ("12.34"); nil for anything else.
  public init?(_ text: String, _ currency: Currency) {
    guard let amount = DecimalText.parse(text, decimalSeparator: ".") else { return nil }
    self.init(amount, currency)
  }

  public static func zero(_ currency: Currency) -> Money { Money(0, currency) }

  public var isZero: Bool { amount == 0 }
  public var isNegative: Bool { amount < 0 }

  public static func + (lhs: Money, rhs: Money) -> Money {
    precondition(lhs.currency == rhs.currency, "adding different currencies")
    return Money(lhs.amount + rhs.amount, lhs.currency)
  }

  public static func - (lhs: Money, rhs: Money) -> Money {
    precondition(lhs.currency == rhs.currency, "subtracting different currencies")
    return Money(lhs.amount - rhs.amount, lhs.currency)
  }

  public static func < (lhs: Money, rhs: Money) -> Bool { lhs.amount < rhs.amount }

  /// In the user's locale: "$1,234.50", "1.234,50 €", "¥1,234".
  public func formatted(locale: Locale = .current) -> String {
    amount.formatted(.currency(code: currency.code).locale(locale))
  }

  /// With its sign always shown, placed by the locale's own rules rather than glued in front.
  public func signedFormatted(locale: Locale = .current) -> String {
    amount.formatted(.currency(code: currency.code).sign(strategy: .always()).locale(locale))
  }

  public var description: String { "\(amount) \(currency.code)" }
}

/// Strict decimal text: optional sign, digits, at most one separator, digits. No exponent, no grouping, no
/// letters: what a decimal pad or a careful paste produces. Bounded in length, so no input can be large.
public enum DecimalText {
  public static let maximumLength = 32

  public static func parse(_ text: String, decimalSeparator: String) -> Decimal? {
    guard !text.isEmpty, text.count <= maximumLength else { return nil }
    var body = Substring(text)
    var negative = false
    if body.first == "-" {
      negative = true
      body = body.dropFirst()
    }
    let parts = body.components(separatedBy: decimalSeparator)
    guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      !(parts[0].isEmpty && (parts.count == 1 || parts[1].isEmpty))
    else { return nil }
    let canonical = (parts[0].isEmpty ? "0" : parts[0]) + (parts.count == 2 && !parts[1].isEmpty ? "." + parts[1] : "")
    guard let value = Decimal(string: canonical, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
    return negative ? -value : value
  }

  /// How many digits follow the separator.
  public static func fractionDigits(_ text: String, decimalSeparator: String) -> Int {
    guard let range = text.range(of: decimalSeparator) else { return 0 }
    return text[range.upperBound...].count
  }
}
