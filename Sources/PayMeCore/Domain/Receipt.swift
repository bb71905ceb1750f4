import Foundation
import Localization

/// A completed payment's receipt, as text the share sheet hands on (Messages, Mail, Notes, Files).
public enum Receipt {
  /// The receipt of a money movement that happened; nil for a request or anything not completed, which is not
  /// a payment yet.
  public static func text(
    _ transaction: Transaction, holder: String, locale: Locale, timeZone: TimeZone = .current
  ) -> String? {
    guard transaction.status == .completed else { return nil }
    let amount = transaction.amount.formatted(locale: locale)
    let who = "\(transaction.counterparty.name) (\(transaction.counterparty.handle))"
    let bank = DemoBank.displayName
    let line: LocalizedCopy
    switch transaction.kind {
    case .sent: line = LocalizedCopy("payme.receipt.sent", "%@ sent %@ to %@", .text(holder), .text(amount), .text(who))
    case .incoming:
      line = LocalizedCopy(
        "payme.receipt.paidRequest", "%@ paid %@'s request for %@", .text(holder), .text(who), .text(amount))
    case .received:
      line = LocalizedCopy("payme.receipt.received", "%@ received %@ from %@", .text(holder), .text(amount), .text(who))
    case .addedMoney:
      line = LocalizedCopy("payme.receipt.added", "%@ added %@ from %@", .text(holder), .text(amount), .text(bank))
    case .bankTransfer:
      line =
        if let fee = transaction.fee {
          LocalizedCopy(
            "payme.receipt.transferredWithFee", "%@ transferred %@ to %@, fee %@", .text(holder), .text(amount),
            .text(bank), .text(fee.formatted(locale: locale)))
        } else {
          LocalizedCopy(
            "payme.receipt.transferred", "%@ transferred %@ to %@", .text(holder), .text(amount), .text(bank))
        }
    case .request: return nil
    }
    var style = Date.FormatStyle(date: .long, time: .shortened, locale: locale)
    style.timeZone = timeZone
    // Marked as the demo's: a receipt for money that never moved must not pass for a real one.
    let lines = [
      LocalizedCopy("payme.receipt.heading", "PayMe Receipt (Demo)").text, line.text, transaction.note,
      transaction.date.formatted(style),
      LocalizedCopy("payme.receipt.reference", "Reference %@", .text(transaction.id)).text,
      PayMeCopy.receiptDisclaimer.text,
    ]
    return lines.filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
