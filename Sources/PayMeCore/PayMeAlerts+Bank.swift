import Foundation

// MARK: - Add Money and Transfer to Bank

extension PayMeAlerts {
  /// "Transfer $100.00?": where it goes, the fee and what arrives, and that it is the demo's money.
  public static func confirmBankMove(_ move: BankMove, _ amount: Money, fee: Money?, locale: Locale = .current)
    -> PayMeAlert
  {
    let formatted = amount.formatted(locale: locale)
    switch move {
    case .addMoney:
      return PayMeAlert(
        id: "confirm-add-money", title: "Add \(formatted)?",
        message: "From \(DemoBank.displayName). This is a demo: no real money moves.",
        buttons: [cancel, .init(PayMeCopy.addMoneyAction, action: .confirmBankMove)])
    case .transferToBank:
      let fee = fee ?? .zero(amount.currency)
      let feeLine = fee.isZero ? "No fee." : "Fee \(fee.formatted(locale: locale)) (demo)."
      return PayMeAlert(
        id: "confirm-transfer", title: "Transfer \(formatted)?",
        message:
          "\(DemoBank.displayName) receives \((amount - fee).formatted(locale: locale)). \(feeLine) This is a demo: no real money moves.",
        buttons: [cancel, .init(PayMeCopy.transferAction, action: .confirmBankMove)])
    }
  }

  /// Cancel (or a held-back swipe down) on a filled-in Add Money or Transfer to Bank.
  public static let discardBankMove = PayMeAlert(
    id: "discard-bank-move", title: "", message: "This transfer hasn't been made.",
    buttons: [
      .init("Discard Transfer", role: .destructive, action: .discardBankMove), .init("Keep Editing", role: .cancel),
    ], style: .confirmationDialog)

  /// The device owner could not be confirmed (not a cancel): nothing moved.
  public static let bankMoveNotConfirmed = PayMeAlert(
    id: "bank-not-confirmed", title: "Transfer Not Made",
    message: "Your iPhone couldn't confirm it's you, so no money moved. Try again.", buttons: [ok])

  /// The ledger refused the change when it was made: nothing moved, and why.
  public static func bankMoveFailed(_ error: PaymentError, locale: Locale = .current) -> PayMeAlert {
    let message =
      if case .invalidAmount(let reason) = error { reason.message(locale: locale) } else {
        paymentFailed(error).message
      }
    return PayMeAlert(
      id: "bank-move-failed", title: "Transfer Not Made", message: message ?? "", buttons: [ok])
  }
}
