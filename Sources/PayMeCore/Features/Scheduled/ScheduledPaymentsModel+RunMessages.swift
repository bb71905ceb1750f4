import Foundation
import Localization

/// What a run said that the user has not seen (`ScheduledPayments.unseen`): said again at the next launch until
/// its OK, and forgotten once seen or told by a notification.
extension ScheduledPaymentsModel {
  /// OK under a run's message: seen, so not said at the next launch.
  func runMessageSeen(_ id: ScheduledPaymentAlertID) {
    forgetRunMessages { $0 == id }
  }

  /// Forgets the run messages `matches` finds (seen, or told by a notification), and saves.
  func forgetRunMessages(_ matches: (ScheduledPaymentAlertID) -> Bool) {
    let before = schedules.unseen
    schedules.unseen.removeAll { matches($0.id) }
    if schedules.unseen != before { save() }
  }

  /// At launch (and once the schedules could be read after the first unlock): the run messages saved unseen are
  /// said again, as they were, from the ledger and the schedules; one whose subject is gone (the demo reset, the
  /// schedule cancelled, a payment no longer held back) has nothing left to say and is forgotten.
  func tellUnseenRunMessages() {
    guard problem == nil, let ledger = runLedger?.ledger() else { return }
    var gone: [ScheduledPaymentAlertID] = []
    for message in schedules.unseen {
      if let alert = runMessage(message, ledger: ledger) { onMessage(alert) } else { gone.append(message.id) }
    }
    if !gone.isEmpty { forgetRunMessages(gone.contains) }
  }

  private func runMessage(_ message: UnseenScheduledMessage, ledger: Ledger) -> PayMeAlert? {
    let hiding = hideBalance()
    switch message.id {
    case .ran(let sent, let skipped):
      let payments = sent.compactMap { ledger.transaction($0) }
      guard payments.count == sent.count else { return nil }
      // The same words (and id) as when the run said it; the amount as Hide Balance is now.
      return ScheduledCopy.ranAlert(
        ScheduledPayments.Run(sent: payments, skipped: skipped), currency: ledger.currency, locale: locale,
        hidingAmount: hiding)
    case .heldBack(let id):
      guard let schedule = schedules.items.first(where: { $0.id == id }), schedule.heldBack != nil else { return nil }
      return ScheduledCopy.heldBackAlert(
        schedule, error: message.short ? .insufficientFunds : .unknownContact, locale: locale, hidingAmount: hiding)
    case .notSaved(let id):
      guard let schedule = schedules.items.first(where: { $0.id == id }) else { return nil }
      return ScheduledCopy.notSavedAlert(schedule, locale: locale, hidingAmount: hiding)
    case .reset: return nil
    }
  }
}
