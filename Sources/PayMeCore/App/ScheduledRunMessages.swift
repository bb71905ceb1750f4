import Foundation
import Localization

/// A run's message (what it sent and did not, a payment held back or not saved) the user has not seen yet. A run
/// may come in the background, and iOS may end PayMe before it is next opened: the message, in memory only, would
/// be gone, and with it the only word of the earlier due days it told (a notification may be swiped away unread).
/// So each is saved with the schedules (`ScheduledPayments.unseen`) and said again at each launch until its OK.
public struct UnseenScheduledMessage: Codable, Hashable, Sendable {
  public let id: ScheduledPaymentAlertID
  /// A held-back payment's reason: the balance was short (else the ledger refused it for another reason).
  public var short = false

  /// A bound on what a file may hold: far more than runs could leave unseen (one or two a day), so none is dropped
  /// in use; only the oldest would go past it.
  static let maximumKept = 200
}

extension ScheduledCopy {
  /// OK under a run's message: seen, and never said again.
  static func seenButton(_ id: ScheduledPaymentAlertID) -> PayMeAlert.Button {
    PayMeAlert.Button(PayMeAlerts.ok.title, role: .cancel, action: .scheduledMessageSeen(id))
  }
}

extension ScheduledPayments {
  /// Keeps `messages` until seen: one per message, the newest `maximumKept`.
  mutating func remember(_ messages: [UnseenScheduledMessage]) {
    let new = messages.filter { message in !unseen.contains { $0.id == message.id } }
    unseen = Array((unseen + new).suffix(UnseenScheduledMessage.maximumKept))
  }
}

extension PayMeModel {
  /// OK under a run's message: seen, so not said at the next launch.
  func scheduledMessageSeen(_ id: ScheduledPaymentAlertID) {
    forgetRunMessages { $0 == id }
  }

  /// Forgets the run messages `matches` finds (seen, or told by a notification), and saves.
  func forgetRunMessages(_ matches: (ScheduledPaymentAlertID) -> Bool) {
    let before = scheduledPayments.schedules.unseen
    scheduledPayments.schedules.unseen.removeAll { matches($0.id) }
    if scheduledPayments.schedules.unseen != before { scheduledPayments.save() }
  }

  /// At launch (and once the schedules could be read after the first unlock): the run messages saved unseen are
  /// said again, as they were, from the ledger and the schedules; one whose subject is gone (the demo reset, the
  /// schedule cancelled, a payment no longer held back) has nothing left to say and is forgotten.
  func tellUnseenRunMessages() {
    guard scheduledPayments.problem == nil else { return }
    var gone: [ScheduledPaymentAlertID] = []
    for message in schedules.unseen {
      if let alert = runMessage(message) { showMessage(alert) } else { gone.append(message.id) }
    }
    if !gone.isEmpty { forgetRunMessages(gone.contains) }
  }

  private func runMessage(_ message: UnseenScheduledMessage) -> PayMeAlert? {
    switch message.id {
    case .ran(let sent, let skipped):
      let payments = sent.compactMap { ledger.transaction($0) }
      guard payments.count == sent.count else { return nil }
      // The same words (and id) as when the run said it; the amount as Hide Balance is now.
      return ScheduledCopy.ranAlert(
        ScheduledPayments.Run(sent: payments, skipped: skipped), currency: ledger.currency, locale: locale,
        hidingAmount: settings.hideBalance)
    case .heldBack(let id):
      guard let schedule = schedules.items.first(where: { $0.id == id }), schedule.heldBack != nil else { return nil }
      return ScheduledCopy.heldBackAlert(
        schedule, error: message.short ? .insufficientFunds : .unknownContact, locale: locale,
        hidingAmount: settings.hideBalance)
    case .notSaved(let id):
      guard let schedule = schedules.items.first(where: { $0.id == id }) else { return nil }
      return ScheduledCopy.notSavedAlert(schedule, locale: locale, hidingAmount: settings.hideBalance)
    case .reset: return nil
    }
  }
}
