import Foundation
import Localization

// MARK: - A schedule's history (issue 41)

extension ScheduledPaymentsModel {
  /// The payments a schedule made, newest first, from every one of its series (as Apple Cash and banks list a
  /// recurring payment's past payments beside it): each is in the ledger under the schedule's id.
  public func history(_ id: String) -> [Transaction] {
    guard let ledger = ledger() else { return [] }
    let prefix = "scheduled-\(id)-"
    return ledger.transactions.filter { $0.id.hasPrefix(prefix) }.sorted { $0.date > $1.date }
  }

  /// A history row: its due day and amount ("Dec 1, $18.75"), the amount hidden while Hide Balance hides it.
  public func historyLine(_ payment: Transaction) -> LocalizedCopy {
    let day = (payment.scheduledFor ?? payment.date).formatted(
      Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))
    return LocalizedCopy(
      "payme.scheduled.historyRow", "%@, %@", .text(day),
      .text(hidesAmounts() ? PayMeCopy.hiddenAmount : payment.amount.formatted(locale: locale)))
  }
}

extension ScheduledCopy {
  /// The Edit sheet's section of the payments the schedule made.
  public static let history = LocalizedCopy("payme.scheduled.history", "Payments Sent")
}
