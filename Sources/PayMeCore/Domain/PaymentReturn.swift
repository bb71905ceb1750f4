import AppServices
import Foundation
import Localization

/// A payment to someone new that was not accepted within seven days comes back (`Ledger.returnUnaccepted`):
/// applied when PayMe becomes active (the first time at launch) and saved. Its notification is planned ahead, at
/// the moment it comes back (`MoneyMovedNotification`), as PayMe may be closed then. Its row then reads "Returned".
public enum PaymentReturn {
  public static func identifier(for transactionID: String) -> String {
    MoneyMovedNotification.returnIdentifier(for: transactionID)
  }

  /// "Payment Returned": who did not accept, and (unless Hide Balance is on) how much came back.
  public static func notification(
    for payment: Transaction, locale: Locale, hidingAmount: Bool, trigger: NotificationRequest.Trigger = .after(1)
  ) -> NotificationRequest {
    let name = payment.counterparty.name
    let body =
      hidingAmount
      ? LocalizedCopy(
        "payme.returned.bodyHidden", "%@ didn't accept your payment within 7 days, so it's back in your demo balance.",
        .text(name))
      : LocalizedCopy(
        "payme.returned.body", "%@ didn't accept %@ within 7 days, so it's back in your demo balance.", .text(name),
        .text(payment.amount.formatted(locale: locale)))
    return NotificationRequest(
      id: identifier(for: payment.id), title: PayMeCopy.paymentReturned.text, body: body.text, trigger: trigger,
      url: PayMeLink.transaction(payment.id).url)
  }
}

extension PayMeCopy {
  public static let returned = LocalizedCopy("payme.status.returned", "Returned")
  public static let paymentReturned = LocalizedCopy("payme.returned.title", "Payment Returned")
}
