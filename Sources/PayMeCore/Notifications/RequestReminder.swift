import AppServices
import Foundation
import Localization

/// "Ana hasn't answered your $25.00 request": a local notification a day after a request, unless it was
/// answered or withdrawn, or notifications were turned off, first. Its tap opens the request (`PayMeLink`).
public enum RequestReminder {
  public static let delay: TimeInterval = 24 * 60 * 60

  public static func identifier(for transactionID: String) -> String { "\(prefix)\(transactionID)" }
  static let prefix = "payme-request-"

  /// At most this many reminders are pending at once: under iOS's 64, which drops the latest beyond it, with room
  /// for the scheduled payments' reminders and the money-moved notifications (`MoneyMovedNotification.limit`).
  public static let limit = 44

  /// The reminders' category (`UNNotificationCategory`), registered at launch with its one button.
  public static let category = "payme-request-reminder"
  /// "Remind": marks the request reminded without opening PayMe, as the request's own Remind does.
  public static let remindAction = "payme-remind"
  /// The button's title.
  public static let remindTitle = PayMeCopy.remind

  /// Whether `id` is one of PayMe's request reminders.
  public static func isReminder(_ id: String) -> Bool { id.hasPrefix(prefix) }

  /// The user's requests still waiting, soonest first, at most `limit` of them (iOS keeps 64 pending; PayMe stays
  /// well under), each due a day after it was made, or in an hour if that day has passed: what turning reminders
  /// on schedules, so requests made while they were off are reminded too.
  public static func requests(
    for ledger: Ledger, now: Date, locale: Locale, limit: Int = RequestReminder.limit, hidingAmount: Bool = false
  ) -> [NotificationRequest] {
    ledger.transactions.filter { $0.kind == .request && $0.status == .pending }
      .sorted { $0.date < $1.date }.prefix(limit)
      .map {
        request(
          for: $0, locale: locale, after: max($0.date.addingTimeInterval(delay).timeIntervalSince(now), 3600),
          hidingAmount: hidingAmount)
      }
  }

  public static func request(
    for transaction: Transaction, locale: Locale, after seconds: TimeInterval = delay, hidingAmount: Bool = false
  ) -> NotificationRequest {
    let name = transaction.counterparty.name
    // With Hide Balance on, the Lock Screen shows no amount (and no note, which often says what it was for).
    let amount = transaction.amount.formatted(locale: locale)
    let body =
      hidingAmount
      ? LocalizedCopy(
        "payme.reminder.bodyHidden", "%@ hasn't answered your demo request. Remind them from PayMe.", .text(name))
      : transaction.note.isEmpty
        ? LocalizedCopy(
          "payme.reminder.body", "%@ hasn't answered your %@ demo request. Remind them from PayMe.", .text(name),
          .text(amount))
        : LocalizedCopy(
          "payme.reminder.bodyWithNote", "%@ hasn't answered your %@ demo request for %@. Remind them from PayMe.",
          .text(name), .text(amount), .text(transaction.note))
    var request = NotificationRequest(
      id: identifier(for: transaction.id),
      title: LocalizedCopy("payme.reminder.title", "Request to %@", .text(name)).text,
      body: body.text, trigger: .after(seconds),
      url: PayMeLink.transaction(transaction.id).url)
    request.categoryIdentifier = category
    return request
  }
}
