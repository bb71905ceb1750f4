import Foundation

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
    let line: String
    switch transaction.kind {
    case .sent: line = "\(holder) sent \(amount) to \(who)"
    case .incoming: line = "\(holder) paid \(who)'s request for \(amount)"
    case .received: line = "\(holder) received \(amount) from \(who)"
    case .addedMoney: line = "\(holder) added \(amount) from \(DemoBank.displayName)"
    case .bankTransfer:
      let fee = transaction.fee.map { ", fee \($0.formatted(locale: locale))" } ?? ""
      line = "\(holder) transferred \(amount) to \(DemoBank.displayName)\(fee)"
    case .request: return nil
    }
    var style = Date.FormatStyle(date: .long, time: .shortened, locale: locale)
    style.timeZone = timeZone
    // Marked as the demo's: a receipt for money that never moved must not pass for a real one.
    let lines = [
      "\(PayMeCopy.appName) Receipt (Demo)", line, transaction.note, transaction.date.formatted(style),
      "Reference \(transaction.id)", PayMeCopy.receiptDisclaimer,
    ]
    return lines.filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
