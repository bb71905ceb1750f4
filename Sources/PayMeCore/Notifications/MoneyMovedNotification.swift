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
        case .bankTransfer: transaction.expectedArrival(calendar: calendar).flatMap { arrivalNotice($0, calendar) }
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
  static func arrivalNotice(_ arrival: Date, _ calendar: Calendar) -> Date? {
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

extension PayMeModel {
  /// A notification iOS shows while PayMe is in front (the notification delegate's `willPresent`): one of these
  /// says money just moved, so the ledger moves with it before the banner is read, rather than at the next return
  /// (the balance and the row would still say pending, and the transaction still offer Cancel Payment).
  public func notificationArrived(_ identifier: String) {
    guard MoneyMovedNotification.isPlanned(identifier) else { return }
    dayMayHaveChanged(tellingReturns: false)
    returnDelivered(identifier)
  }

  /// Plans what the calendar will move (`MoneyMovedNotification`), after every change of the ledger and of what
  /// the notifications say (Hide Balance, the language): the pending ones are withdrawn and the plan added again,
  /// so one no longer possible (cancelled, accepted, arrived) goes, and the rest are replaced, not duplicated.
  func planMoneyMoves() {
    // Off: nothing pending will say a return, so each is said in the app.
    guard notificationsOn else { return returnsPlanned([]) }
    let center = dependencies.notifications
    let wanted = MoneyMovedNotification.requests(
      for: ledger, now: dependencies.now(), calendar: calendar, locale: locale, hidingAmount: settings.hideBalance)
    // Plans run one after another, in the order they were made: two at once could read the same pending list,
    // and the older one add back a return the newer one had just withdrawn (a payment cancelled meanwhile).
    let previous = moneyMovesPlan
    let plan = Task { @MainActor in
      await previous?.value
      // Those not wanted any more are withdrawn; the rest are added again under their own identifiers (replaced).
      let keep = Set(wanted.map(\.id))
      let stale = await center.pendingIdentifiers().filter {
        MoneyMovedNotification.isPlanned($0) && !keep.contains($0)
      }
      await center.removePendingRequests(withIdentifiers: stale)
      var returns: Set<String> = []
      for request in wanted {
        guard (try? await center.add(request)) != nil else { continue }
        if let id = MoneyMovedNotification.returnedTransaction(request.id) { returns.insert(id) }
      }
      // What iOS will say of the returns; any other is said in the app when it comes back (`tellReturns`).
      self.returnsPlanned(returns)
    }
    moneyMovesPlan = plan
    track { await plan.value }
  }
}
