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
    PayMeAlert.Button(PayMeAlerts.ok.title, role: .cancel, action: .scheduled(.runMessageSeen(id)))
  }
}

extension ScheduledPayments {
  /// Keeps `messages` until seen: one per message, the newest `maximumKept`.
  mutating func remember(_ messages: [UnseenScheduledMessage]) {
    let new = messages.filter { message in !unseen.contains { $0.id == message.id } }
    unseen = Array((unseen + new).suffix(UnseenScheduledMessage.maximumKept))
  }
}
