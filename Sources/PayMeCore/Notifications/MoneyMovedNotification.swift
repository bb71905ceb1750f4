import AppServices
import Foundation
import Localization

/// "$25.00 reached your bank", "Emi didn't accept $12.34 within 7 days": money PayMe moves on a day known in
/// advance, while the app may well be closed (a standard transfer's arrival, a payment to someone new coming back
/// after `Ledger.acceptanceWindow`). The ledger changes only when PayMe next opens, so each is planned as a local
/// notification at its moment, as Venmo, Cash App and Apple Cash tell their users. One per transaction, under an
/// identifier of its id: planning again replaces, never adds. Its tap opens the transaction (`PayMeLink`).
public enum MoneyMovedNotification {
  static let arrivalPrefix = "payme-arrived-"
  static let returnPrefix = "payme-returned-"

  /// The soonest this many are pending: with the request reminders and the scheduled payments' reminders, within
  /// iOS's 64 (which drops the latest beyond it), less `spare`. PayMe plans again at every open, so later follow.
  public static let limit =
    maximumPendingNotifications - RequestReminder.limit - ScheduledPaymentReminder.limit - spare
  /// A slot kept free for a notification posted now (`.after` seconds): iOS keeps the soonest 64, so with every
  /// slot taken such a notification would silently push out the latest one planned.
  public static let spare = 1

  public static func arrivalIdentifier(for transactionID: String) -> String { arrivalPrefix + transactionID }
  /// The same identifier the return said after the fact had (`PaymentReturn`).
  public static func returnIdentifier(for transactionID: String) -> String { returnPrefix + transactionID }
  /// Whether `id` is one of these: what turning notifications off withdraws.
  public static func isPlanned(_ id: String) -> Bool { id.hasPrefix(arrivalPrefix) || id.hasPrefix(returnPrefix) }
  /// The payment whose return `id` says, if it says one.
  static func returnedTransaction(_ id: String) -> String? {
    id.hasPrefix(returnPrefix) ? String(id.dropFirst(returnPrefix.count)) : nil
  }

  /// What can still happen after `now`, soonest first, at most `limit`: each pending standard transfer's arrival
  /// and each payment still waiting to be accepted's return. A cancelled, accepted, arrived or returned one has
  /// nothing left to say, so it is not among them (and planning withdraws it).
  public static func requests(
    for ledger: Ledger, now: Date, calendar: Calendar, locale: Locale, hidingAmount: Bool
  ) -> [NotificationRequest] {
    let upcoming = ledger.transactions.compactMap { transaction -> (Transaction, Date)? in
      guard transaction.status == .pending else { return nil }
      let at: Date? =
        switch transaction.kind {
        case .bankTransfer:
          transaction.expectedArrival(calendar: calendar).flatMap { arrivalNotificationDate($0, calendar) }
        case .sent: transaction.date.addingTimeInterval(Ledger.acceptanceWindow)
        default: nil
        }
      guard let at, at > now else { return nil }
      return (transaction, at)
    }
    return upcoming.sorted { $0.1 < $1.1 }.prefix(limit).map { transaction, at in
      transaction.kind == .bankTransfer
        ? arrival(of: transaction, at: at, locale: locale, hidingAmount: hidingAmount)
        // The return happens at an instant (7 days to the second after the payment), wherever the user is: a
        // time-interval trigger stays at it. A calendar trigger's components are matched in the device's
        // current time zone, so after a flight east it would say "back in your balance" hours before it is.
        : PaymentReturn.notification(
          for: transaction, locale: locale, hidingAmount: hidingAmount, trigger: .after(at.timeIntervalSince(now)))
    }
  }

  /// A transfer reaches the bank at the start of its business day (midnight): it is told that morning, at the hour
  /// the scheduled payments' reminders use, never with a sound in the night.
  static func arrivalNotificationDate(_ arrival: Date, _ calendar: Calendar) -> Date? {
    calendar.date(bySettingHour: ScheduledPaymentReminder.hour, minute: 0, second: 0, of: arrival)
  }

  /// "Transfer Arrived: $24.58 reached Demo Bank ••••1234.": what the bank received (the fee already taken).
  /// It stays a calendar trigger: "9:00 on its day" is a time on the user's clock, not an instant. After a time
  /// zone change it is still said at 9:00 where the user is (never in their night); the demo's bank day is the
  /// user's calendar day (`expectedArrival(calendar:)`, read in the current zone), so that is still after it.
  static func arrival(of transfer: Transaction, at: Date, locale: Locale, hidingAmount: Bool) -> NotificationRequest {
    let received = transfer.amountToBank ?? transfer.amount
    let body =
      hidingAmount
      ? LocalizedCopy("payme.arrived.bodyHidden", "Your transfer reached %@.", .text(DemoBank.displayName))
      : LocalizedCopy(
        "payme.arrived.body", "%@ reached %@.", .text(received.formatted(locale: locale)),
        .text(DemoBank.displayName))
    return NotificationRequest(
      id: arrivalIdentifier(for: transfer.id), title: LocalizedCopy("payme.arrived.title", "Transfer Arrived").text,
      body: body.text, trigger: .at(at), url: PayMeLink.transaction(transfer.id).url)
  }
}
