import Foundation

/// One bill divided between people: equal shares in whole cents (the currency's minor unit) that add up to the
/// bill exactly. The cents left over after equal shares go one each to the first shares, so no share differs
/// from another by more than a cent, and none is lost or made up.
public enum BillSplit {
  /// At most this many people share one bill (the user among them): one request each.
  public static let maximumPeople = 20

  /// The smallest share: one of the currency's minor units (a cent; a yen).
  public static func smallestShare(_ currency: Currency) -> Decimal {
    Decimal(sign: .plus, exponent: -currency.minorUnits, significand: 1)
  }

  /// `total` in `count` shares, largest first; nil when it cannot be split into shares of at least one cent
  /// each, or the count is out of range.
  public static func shares(of total: Money, among count: Int) -> [Money]? {
    guard count >= 2, count <= maximumPeople, total.amount > 0 else { return nil }
    let scale = Decimal(sign: .plus, exponent: total.currency.minorUnits, significand: 1)
    // The bill in minor units (cents), a whole number for any amount the amount rules let through.
    var units = total.amount * scale
    var rounded = Decimal()
    NSDecimalRound(&rounded, &units, 0, .plain)
    guard rounded == units, rounded >= Decimal(count) else { return nil }
    var quotient = rounded / Decimal(count)
    var each = Decimal()
    NSDecimalRound(&each, &quotient, 0, .down)
    let leftover = rounded - each * Decimal(count)
    // Fewer than `count` cents are left over: the first `leftover` shares take one each.
    let extra = NSDecimalNumber(decimal: leftover).intValue
    return (0..<count).map { index in
      Money((each + (index < extra ? 1 : 0)) / scale, total.currency)
    }
  }

  /// The shares of a bill split between `contacts` and, when `includingMe`, the user: the user's share first (it
  /// takes the odd cent, so friends are asked alike where they can be), then each contact's request.
  public static func requests(
    of total: Money, between contacts: [Contact], includingMe: Bool
  ) -> (mine: Money?, requests: [(contact: Contact, amount: Money)])? {
    let count = contacts.count + (includingMe ? 1 : 0)
    guard !contacts.isEmpty, var shares = shares(of: total, among: count) else { return nil }
    let mine = includingMe ? shares.removeFirst() : nil
    return (mine, Array(zip(contacts, shares)).map { (contact: $0.0, amount: $0.1) })
  }
}
