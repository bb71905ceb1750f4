import Foundation
import Localization

// MARK: - A schedule's history

extension ScheduledPaymentsModel {
  /// The most payments the Edit sheet lists.
  static let historyLimit = 12

  /// The payments a schedule made, newest first, from every one of its series (as Apple Cash and banks list a
  /// recurring payment's past payments beside it): each is in the ledger under the schedule's id, whatever became
  /// of it (waiting to be accepted, returned, cancelled), so each row says which.
  public func history(_ id: String) -> [Transaction] {
    guard let ledger = runLedger?.ledger() else { return [] }
    let prefix = "scheduled-\(id)-"
    return ledger.transactions.filter { $0.id.hasPrefix(prefix) }.sorted { $0.date > $1.date }
  }

  /// Lists on the sheet the payments its schedule made, as the ledger says now: once when it opens and again
  /// whenever the ledger changes while it is up (a payment goes, is accepted or comes back), never per redraw.
  func refreshHistory(_ sheet: ScheduleEditModel) {
    let made = Array(history(sheet.original.id).prefix(Self.historyLimit))
    if made != sheet.history { sheet.history = made }
  }

  /// A history row: its due day, amount and what became of it, in the status words Activity uses ("Dec 1, $18.75,
  /// Sent"), the amount hidden while Hide Balance hides it.
  public func historyLine(_ payment: Transaction) -> LocalizedCopy {
    historyLine(payment, amount: hidesAmounts() ? PayMeCopy.hiddenAmount : payment.amount.formatted(locale: locale))
  }

  /// What VoiceOver reads for a history row: "Amount hidden" rather than the dots, as the list's rows.
  public func historyAccessibilityLine(_ payment: Transaction) -> LocalizedCopy {
    historyLine(
      payment, amount: hidesAmounts() ? PayMeCopy.amountHidden.text : payment.amount.formatted(locale: locale))
  }

  private func historyLine(_ payment: Transaction, amount: String) -> LocalizedCopy {
    let day = (payment.scheduledFor ?? payment.date).formatted(
      Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))
    return LocalizedCopy(
      "payme.scheduled.historyEntry", "%@, %@, %@", .text(day), .text(amount), .text(PayMeCopy.status(payment).text))
  }
}

extension ScheduledCopy {
  /// The Edit sheet's section of the payments the schedule made (not all of them sent: each row says).
  public static let history = LocalizedCopy("payme.scheduled.historyTitle", "Payments")
}
