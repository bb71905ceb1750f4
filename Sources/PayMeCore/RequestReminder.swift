import AppServices
import Foundation

/// "Ana hasn't answered your $25.00 request": a local notification a day after a request, unless it was
/// answered or withdrawn, or notifications were turned off, first. Its tap opens the request (`PayMeLink`).
public enum RequestReminder {
  public static let delay: TimeInterval = 24 * 60 * 60

  public static func identifier(for transactionID: String) -> String { "payme-request-\(transactionID)" }

  public static func request(for transaction: Transaction, locale: Locale) -> NotificationRequest {
    let name = transaction.counterparty.name
    let amount = transaction.amount.formatted(locale: locale)
    let body =
      transaction.note.isEmpty
      ? "\(name) hasn't answered your \(amount) request. Remind them from PayMe."
      : "\(name) hasn't answered your \(amount) request for \(transaction.note). Remind them from PayMe."
    return NotificationRequest(
      id: identifier(for: transaction.id), title: "Request to \(name)", body: body, trigger: .after(delay),
      url: PayMeLink.transaction(transaction.id).url)
  }
}
