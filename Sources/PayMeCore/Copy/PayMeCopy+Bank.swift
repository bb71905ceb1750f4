import Foundation
import Localization

// MARK: - Add Money and Transfer to Bank

extension PayMeCopy {
  public static let addMoney = LocalizedCopy("payme.bank.addMoney", "Add Money")
  /// What VoiceOver says the big amount is for, as the payment's amount says it.
  public static func bankAmountHint(_ move: BankMove) -> LocalizedCopy {
    move == .addMoney
      ? LocalizedCopy("payme.bank.addAmountHint", "Enter the amount to add")
      : LocalizedCopy("payme.bank.transferAmountHint", "Enter the amount to transfer")
  }
  public static let transferToBank = LocalizedCopy("payme.bank.transferToBank", "Transfer to Bank")
  public static let instantTransfer = LocalizedCopy("payme.bank.instantTransfer", "Instant Transfer")
  /// A range of days, not a count: one phrase in every language.
  public static let standardTransfer = LocalizedCopy("payme.bank.standardTransfer", "1–3 Business Days")
  public static let noFee = LocalizedCopy("payme.bank.noFee", "No fee")
  public static let moneyAdded = LocalizedCopy("payme.bank.moneyAdded", "Money Added")
  public static let transferred = LocalizedCopy("payme.bank.transferred", "Transferred")
  /// A 1–3 business day transfer until its days have passed.
  public static let transferOnItsWay = LocalizedCopy("payme.bank.onItsWay", "On Its Way")
  public static let expectedBy = LocalizedCopy("payme.bank.expectedBy", "Expected By")
  public static let from = LocalizedCopy("payme.bank.from", "From")
  public static let to = LocalizedCopy("payme.bank.to", "To")
  public static let fee = LocalizedCopy("payme.bank.fee", "Fee")
  public static let bankReceives = LocalizedCopy("payme.bank.bankReceives", "Bank Receives")
  public static let transferSpeed = LocalizedCopy("payme.bank.speed", "Speed")
  public static let addMoneyAction = LocalizedCopy("payme.bank.add", "Add")
  public static let transferAction = LocalizedCopy("payme.bank.transfer", "Transfer")
  /// Under the form, as the demo's other money screens say it: nothing real moves.
  public static let bankDemoFooter = LocalizedCopy(
    "payme.bank.demoFooter", "Demo Bank is made up for the demo: no real money moves, and no bank is contacted.")
  /// The Instant Transfer schedule is Apple Cash's, charged by the demo's own rule.
  public static let demoFeeFooter = LocalizedCopy(
    "payme.bank.demoFeeFooter", "Demo fees: the fee comes out of the amount you transfer.")

  /// The detail row naming the other side: a contact, or the demo bank's account.
  public static func counterpartyTitle(_ transaction: Transaction) -> LocalizedCopy {
    transaction.kind == .addedMoney || transaction.kind == .bankTransfer
      ? LocalizedCopy("payme.detail.account", "Account") : LocalizedCopy("payme.detail.contact", "Contact")
  }

  public static func bankTitle(_ move: BankMove) -> LocalizedCopy { move == .addMoney ? addMoney : transferToBank }

  /// What the device owner prompt says under its title (`localizedReason`).
  public static func bankReason(_ move: BankMove, _ amount: Money, locale: Locale) -> LocalizedCopy {
    switch move {
    case .addMoney:
      LocalizedCopy(
        "payme.bank.addReason", "Add %@ from %@", .text(amount.formatted(locale: locale)), .text(DemoBank.displayName))
    case .transferToBank:
      LocalizedCopy(
        "payme.bank.transferReason", "Transfer %@ to %@", .text(amount.formatted(locale: locale)),
        .text(DemoBank.displayName))
    }
  }

  /// The last step's line under a transfer that had a fee: "Fee $1.70 · Bank Receives $98.30".
  public static func feeAndReceived(_ fee: Money, _ receives: Money, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.bank.feeAndReceived", "Fee %@ · Bank Receives %@", .text(fee.formatted(locale: locale)),
      .text(receives.formatted(locale: locale)))
  }

  public static func bankAnnouncement(_ transaction: Transaction, locale: Locale) -> LocalizedCopy {
    let amount = transaction.amount.formatted(locale: locale)
    return transaction.kind == .addedMoney
      ? LocalizedCopy("payme.a11y.added", "Added %@ from %@", .text(amount), .text(DemoBank.displayName))
      : LocalizedCopy("payme.a11y.transferred", "Transferred %@ to %@", .text(amount), .text(DemoBank.displayName))
  }
}

extension PayMeCopy {
  /// Under the amount: "Balance: $2,480.35", the amount already formatted for the locale.
  public static func balanceLine(_ balance: String) -> LocalizedCopy {
    LocalizedCopy("payme.bank.balanceLine", "Balance: %@", .text(balance))
  }
}
