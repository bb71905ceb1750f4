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

extension PayMeModel {
  /// Payments not accepted within seven days come back, once each, in one saved change. Nothing is posted now:
  /// the notification was planned for that moment (`planMoneyMoves`) and iOS has shown it already; posting again
  /// under its identifier would alert the user a second time. One that was not planned, or that iOS may not have
  /// delivered, is noted to be said in the app (`tellReturns`), before the ledger is saved: a kill between the two
  /// returns it again at the next launch, where the note is not repeated, never the other way round.
  func returnUnacceptedPayments() {
    var updated = ledger
    let returned = updated.returnUnaccepted(now: dependencies.now())
    guard !returned.isEmpty else { return }
    returnNotices.returned(returned.map(\.id))
    saveReturnNotices()
    ledger = updated
    book.save()
  }
}
