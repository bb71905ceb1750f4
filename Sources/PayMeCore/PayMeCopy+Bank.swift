import Foundation

// MARK: - Add Money and Transfer to Bank

extension PayMeCopy {
  public static let addMoney = "Add Money"
  public static let transferToBank = "Transfer to Bank"
  public static let instantTransfer = "Instant Transfer"
  public static let standardTransfer = "1–3 Business Days"
  public static let noFee = "No fee"
  public static let moneyAdded = "Money Added"
  public static let transferred = "Transferred"
  /// A 1–3 business day transfer until its days have passed.
  public static let transferOnItsWay = "On Its Way"
  public static let expectedBy = "Expected By"
  public static let from = "From"
  public static let to = "To"
  public static let fee = "Fee"
  public static let bankReceives = "Bank Receives"
  public static let transferSpeed = "Speed"
  public static let addMoneyAction = "Add"
  public static let transferAction = "Transfer"
  /// Under the form, as the demo's other money screens say it: nothing real moves.
  public static let bankDemoFooter =
    "Demo Bank is made up for the demo: no real money moves, and no bank is contacted."
  /// The Instant Transfer schedule is Apple Cash's, charged by the demo's own rule.
  public static let demoFeeFooter = "Demo fees: the fee comes out of the amount you transfer."

  /// The detail row naming the other side: a contact, or the demo bank's account.
  public static func counterpartyTitle(_ transaction: Transaction) -> String {
    transaction.kind == .addedMoney || transaction.kind == .bankTransfer ? "Account" : "Contact"
  }

  public static func bankTitle(_ move: BankMove) -> String { move == .addMoney ? addMoney : transferToBank }

  /// What the device owner prompt says under its title (`localizedReason`).
  public static func bankReason(_ move: BankMove, _ amount: Money, locale: Locale) -> String {
    switch move {
    case .addMoney: "Add \(amount.formatted(locale: locale)) from \(DemoBank.displayName)"
    case .transferToBank: "Transfer \(amount.formatted(locale: locale)) to \(DemoBank.displayName)"
    }
  }

  /// The last step's line under a transfer that had a fee: "Fee $1.70 · Bank Receives $98.30".
  public static func feeAndReceived(_ fee: Money, _ receives: Money, locale: Locale) -> String {
    "\(Self.fee) \(fee.formatted(locale: locale)) · \(bankReceives) \(receives.formatted(locale: locale))"
  }

  public static func bankAnnouncement(_ transaction: Transaction, locale: Locale) -> String {
    let amount = transaction.amount.formatted(locale: locale)
    return transaction.kind == .addedMoney
      ? "Added \(amount) from \(DemoBank.displayName)" : "Transferred \(amount) to \(DemoBank.displayName)"
  }
}
