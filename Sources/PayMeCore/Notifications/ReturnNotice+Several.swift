import Foundation
import Localization

/// Several returns told in the app at once: one notice, not one alert after another (as Wallet and Venmo gather
/// what happened while one was away into one summary), naming each payment, with View Activity.
extension PayMeAlerts {
  /// At most this many payments are named; the rest are counted ("and 3 more").
  static let returnsNamed = 4

  /// "2 Payments Returned": who did not accept, each with the amount that came back (names only under Hide
  /// Balance), OK or View Activity; either button means the user has seen them all.
  static func returned(several payments: [Transaction], locale: Locale, hidingAmount: Bool) -> PayMeAlert {
    let ids = payments.map(\.id)
    let named = payments.prefix(returnsNamed).map { payment in
      hidingAmount
        ? payment.counterparty.name
        : LocalizedCopy(
          "payme.returned.severalLine", "%@, %@", .text(payment.counterparty.name),
          .text(payment.amount.formatted(locale: locale))
        ).text
    }
    var lines = [
      (hidingAmount
        ? LocalizedCopy(
          "payme.returned.severalBodyHidden",
          "These payments weren't accepted within 7 days, so they're back in your balance:")
        : LocalizedCopy(
          "payme.returned.severalBody",
          "These payments weren't accepted within 7 days, so the money is back in your balance:")).text
    ]
    lines += named
    let more = payments.count - named.count
    if more > 0 {
      lines.append(
        LocalizedCopy.plural("payme.returned.severalMore", count: more, one: "and 1 more", other: "and %lld more").text)
    }
    return PayMeAlert(
      id: ReturnNoticeID(transactionIDs: ids),
      title: PayMeCopy.paymentsReturned(payments.count).text, message: lines.joined(separator: "\n"),
      buttons: [
        .init(ok.title, role: .cancel, action: .returnsSeen(ids)),
        .init(PayMeCopy.viewActivity.text, action: .openReturnedPayments(ids)),
      ])
  }
}

extension PayMeCopy {
  public static let viewActivity = LocalizedCopy("payme.returned.viewActivity", "View Activity")

  /// "2 Payments Returned".
  static func paymentsReturned(_ count: Int) -> LocalizedCopy {
    .plural("payme.returned.severalTitle", count: count, one: "1 Payment Returned", other: "%lld Payments Returned")
  }
}
