import Foundation
import Localization

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
        id: PayMeAlertID.confirmAddMoney,
        title: LocalizedCopy("payme.alert.confirmAddMoney.title", "Add %@?", .text(formatted)).text,
        message: LocalizedCopy(
          "payme.alert.confirmAddMoney.message", "From %@. This is a demo: no real money moves.",
          .text(DemoBank.displayName)
        ).text,
        buttons: [cancel, .init(PayMeCopy.addMoneyAction.text, action: .bank(.confirm))])
    case .transferToBank:
      let fee = fee ?? .zero(amount.currency)
      let receives = (amount - fee).formatted(locale: locale)
      let message =
        fee.isZero
        ? LocalizedCopy(
          "payme.alert.confirmTransfer.noFee", "%@ receives %@. No fee. This is a demo: no real money moves.",
          .text(DemoBank.displayName), .text(receives))
        : LocalizedCopy(
          "payme.alert.confirmTransfer.fee", "%@ receives %@. Fee %@ (demo). This is a demo: no real money moves.",
          .text(DemoBank.displayName), .text(receives), .text(fee.formatted(locale: locale)))
      return PayMeAlert(
        id: PayMeAlertID.confirmTransfer,
        title: LocalizedCopy("payme.alert.confirmTransfer.title", "Transfer %@?", .text(formatted)).text,
        message: message.text, buttons: [cancel, .init(PayMeCopy.transferAction.text, action: .bank(.confirm))])
    }
  }

  /// Cancel (or a held-back swipe down) on a filled-in Add Money or Transfer to Bank.
  public static var discardBankMove: PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.discardBankMove, title: "",
      message: LocalizedCopy("payme.alert.discardBankMove.message", "This transfer hasn't been made.").text,
      buttons: [
        .init(
          LocalizedCopy("payme.alert.discardTransfer", "Discard Transfer").text, role: .destructive,
          action: .bank(.discard)),
        .init(LocalizedCopy("payme.alert.keepEditing", "Keep Editing").text, role: .cancel, action: .keepEditing),
      ], style: .confirmationDialog)
  }

  /// The device owner could not be confirmed (not a cancel): nothing moved.
  public static var bankMoveNotConfirmed: PayMeAlert {
    message(
      .bankNotConfirmed, title: LocalizedCopy("payme.alert.transferNotMade.title", "Transfer Not Made"),
      text: LocalizedCopy(
        "payme.alert.bankNotConfirmed.message", "Your iPhone couldn't confirm it's you, so no money moved. Try again."
      ))
  }

  /// The ledger refused the change when it was made: nothing moved, and why.
  public static func bankMoveFailed(_ error: PaymentError, locale: Locale = .current) -> PayMeAlert {
    let message =
      if case .invalidAmount(let reason) = error { reason.message(locale: locale).text } else {
        paymentFailed(error).message
      }
    return PayMeAlert.message(
      id: PayMeAlertID.bankMoveFailed,
      title: LocalizedCopy("payme.alert.transferNotMade.title", "Transfer Not Made").text,
      text: message ?? "", ok: ok.title)
  }
}
