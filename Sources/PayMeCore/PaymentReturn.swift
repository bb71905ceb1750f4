import AppServices
import Foundation
import Localization

/// A payment to someone new that was not accepted within seven days comes back (`Ledger.returnUnaccepted`):
/// applied when PayMe becomes active (the first time at launch), saved, and said in a notification if the user
/// allows them. Its row then reads "Returned".
public enum PaymentReturn {
  public static func identifier(for transactionID: String) -> String { "payme-returned-\(transactionID)" }

  /// "Payment Returned": who did not accept, and (unless Hide Balance is on) how much came back.
  public static func notification(for payment: Transaction, locale: Locale, hidingAmount: Bool) -> NotificationRequest {
    let name = payment.counterparty.name
    let body =
      hidingAmount
      ? LocalizedCopy(
        "payme.returned.bodyHidden", "%@ didn't accept your payment within 7 days, so it's back in your balance.",
        .text(name))
      : LocalizedCopy(
        "payme.returned.body", "%@ didn't accept %@ within 7 days, so it's back in your balance.", .text(name),
        .text(payment.amount.formatted(locale: locale)))
    return NotificationRequest(
      id: identifier(for: payment.id), title: PayMeCopy.paymentReturned.text, body: body.text, trigger: .after(1),
      url: PayMeLink.transaction(payment.id).url)
  }
}

extension PayMeCopy {
  public static let returned = LocalizedCopy("payme.status.returned", "Returned")
  public static let paymentReturned = LocalizedCopy("payme.returned.title", "Payment Returned")
}

extension PayMeModel {
  /// Payments not accepted within seven days come back, once each, in one saved change; each is notified if
  /// notifications are on.
  func returnUnacceptedPayments() {
    var updated = ledger
    let returned = updated.returnUnaccepted(now: dependencies.now())
    guard !returned.isEmpty else { return }
    ledger = updated
    saveLedger()
    guard notificationsOn else { return }
    let notes = returned.map {
      PaymentReturn.notification(for: $0, locale: locale, hidingAmount: settings.hideBalance)
    }
    let center = dependencies.notifications
    track { for note in notes { try? await center.add(note) } }
  }
}
