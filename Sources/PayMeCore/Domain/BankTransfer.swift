import Foundation
import Localization

/// The demo's linked bank account: made up, shown as a bank app shows an account ("Demo Bank ••••1234"). Add
/// Money takes from it and Transfer to Bank pays into it; no real bank is behind it (PM-14.4).
public enum DemoBank {
  /// A made-up bank's name: the same in every language, as a real bank's would be.
  public static let name = "Demo Bank"
  public static let lastDigits = "1234"
  /// "Demo Bank ••••1234": how the account is named wherever it is chosen or confirmed.
  public static var displayName: String { "\(name) ••••\(lastDigits)" }
  /// The history's counterparty for a transfer, never one of the contacts (it is not on the list to pay).
  public static let account = Contact(id: "demo-bank", name: name, handle: "••••\(lastDigits)")
}

/// How fast a transfer to the bank arrives, as Apple Cash offers it: Instant Transfer for a fee, or the free
/// ACH transfer in 1–3 business days (docs/architecture.md cites where these were checked).
public enum TransferSpeed: String, CaseIterable, Hashable, Sendable, Codable {
  case instant, standard

  public var title: LocalizedCopy {
    switch self {
    case .instant: PayMeCopy.instantTransfer
    case .standard: PayMeCopy.standardTransfer
    }
  }

  /// The fee line under the choice: the schedule for Instant, "No fee" for 1–3 business days.
  public func feeDescription(locale: Locale, currency: Currency) -> LocalizedCopy {
    switch self {
    case .instant: TransferFee.instant.description(locale: locale, currency: currency)
    case .standard: PayMeCopy.noFee
    }
  }

  /// When the money reaches the bank: Instant at once; "1–3 Business Days" by the end of the third business day
  /// after the day it was sent (Saturdays and Sundays do not count; the demo keeps no bank holidays).
  public func arrival(after date: Date, calendar: Calendar) -> Date {
    guard self == .standard else { return date }
    var day = calendar.startOfDay(for: date)
    var businessDays = 0
    // At most 3 business days ahead: 9 calendar days bound the walk whatever the calendar says is a weekend.
    for _ in 0..<9 where businessDays < 3 {
      guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
      day = next
      if !calendar.isDateInWeekend(day) { businessDays += 1 }
    }
    return calendar.date(byAdding: .day, value: 1, to: day) ?? date.addingTimeInterval(5 * 86_400)
  }

  /// What moving `amount` this way costs, taken out of the amount (the bank receives the rest).
  public func fee(for amount: Money) -> Money {
    switch self {
    case .instant: TransferFee.instant.fee(for: amount)
    case .standard: .zero(amount.currency)
    }
  }
}

/// A percentage fee with a floor and a ceiling, in the account's currency. Apple Cash's Instant Transfer has
/// been 1.7% (at least $0.25, at most $25) since February 18, 2026 (1.5%, $0.25 to $15 before); Venmo's is
/// 1.75% ($0.25 to $25). The demo charges Apple Cash's current schedule, and says it is the demo's.
public struct TransferFee: Equatable, Sendable {
  /// Per hundred: 1.7 is 1.7%.
  public let percent: Decimal
  public let minimum: Decimal
  public let maximum: Decimal

  public static let instant = TransferFee(
    percent: Decimal(sign: .plus, exponent: -1, significand: 17),
    minimum: Decimal(sign: .plus, exponent: -2, significand: 25), maximum: 25)

  /// The percentage of `amount`, rounded to the currency's smallest unit with a half unit rounded up (half a
  /// cent is a cent), then held between the minimum and the maximum. Exact: Decimal throughout.
  public func fee(for amount: Money) -> Money {
    var raw = amount.amount * percent / 100
    var rounded = Decimal()
    NSDecimalRound(&rounded, &raw, amount.currency.minorUnits, .plain)
    return Money(Swift.min(Swift.max(rounded, minimum), maximum), amount.currency)
  }

  /// "1.7% fee (min $0.25, max $25.00)".
  public func description(locale: Locale, currency: Currency) -> LocalizedCopy {
    let rate = percent.formatted(.number.locale(locale))
    let low = Money(minimum, currency).formatted(locale: locale)
    let high = Money(maximum, currency).formatted(locale: locale)
    return LocalizedCopy("payme.bank.feeSchedule", "%@%% fee (min %@, max %@)", .text(rate), .text(low), .text(high))
  }
}

/// Which way money moves between the balance and the demo bank.
public enum BankMove: Hashable, Sendable {
  /// Add Money: from the bank into the balance.
  case addMoney
  /// Transfer to Bank: from the balance to the bank, at a chosen speed.
  case transferToBank
}
