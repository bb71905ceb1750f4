import AppServices
import Foundation
import Localization
import Presentation
import SharedStore

/// Which returned payments the user has been told of. A return is said by the notification planned for its
/// moment (`MoneyMovedNotification`), but only the soonest few are planned, and iOS delivers nothing while
/// notifications are off or denied: such a return would otherwise change the balance with no word. PayMe then
/// says it in the app when it is next active, as Venmo and Cash App show what happened while one was away.
/// Saved (`PayMeShared.returnNotices`), so a relaunch does not say it again and a kill before it was seen does not
/// lose it.
public struct ReturnNotices: Codable, Equatable, Sendable {
  /// Payments whose return notification the last plan left pending in iOS (notifications allowed then).
  public var planned: Set<String> = []
  /// Payments returned whose planned notification iOS may have delivered: it did only if notifications are still
  /// allowed when PayMe is next active, which is read then (`resolve`).
  public var unconfirmed: [String] = []
  /// Payments returned that nothing told the user of: said in the app, in this order, until the user has seen it.
  public var owed: [String] = []

  public init() {}

  /// Payments that have just come back: a planned one was probably told by iOS, any other is owed a notice.
  mutating func returned(_ ids: [String]) {
    for id in ids {
      if planned.remove(id) != nil {
        if !unconfirmed.contains(id) { unconfirmed.append(id) }
      } else if !owed.contains(id) {
        owed.append(id)
      }
    }
  }

  /// Notifications were allowed (`delivered`) or not when PayMe came back: the returns iOS may have told are now
  /// known told, or owed a notice.
  mutating func resolve(delivered: Bool) {
    if !delivered { owed += unconfirmed.filter { !owed.contains($0) } }
    unconfirmed = []
  }
}

/// The in-app notice of a return: which payment, so a second notice of the same one is never queued.
public struct ReturnNoticeID: Hashable, Sendable {
  public let transactionID: String
}

extension PayMeAlerts {
  /// "Payment Returned": the notification's own words (the amount left out under Hide Balance), with View
  /// Payment to open it; either button means the user has seen it.
  static func returned(_ payment: Transaction, locale: Locale, hidingAmount: Bool) -> PayMeAlert {
    let words = PaymentReturn.notification(for: payment, locale: locale, hidingAmount: hidingAmount)
    return PayMeAlert(
      id: ReturnNoticeID(transactionID: payment.id), title: words.title, message: words.body,
      buttons: [
        .init(ok.title, role: .cancel, action: .returnSeen(payment.id)),
        .init(PayMeCopy.viewPayment.text, action: .openReturnedPayment(payment.id)),
      ])
  }
}

extension PayMeCopy {
  public static let viewPayment = LocalizedCopy("payme.returned.view", "View Payment")
}

extension PayMeModel {
  /// On becoming active, once the notification permission has been read again: returns whose notification iOS
  /// could not deliver (not planned, or notifications not allowed) are said in the app, one message each, in
  /// the presentation stack's queue, so one waits behind whatever is up and none is dropped before it is seen.
  func tellReturns() {
    let before = returnNotices
    returnNotices.resolve(delivered: notificationsOn)
    // A payment no longer in the ledger (the demo reset) has nothing left to say.
    returnNotices.owed.removeAll { ledger.transaction($0) == nil }
    if returnNotices != before { saveReturnNotices() }
    for id in returnNotices.owed {
      guard let payment = ledger.transaction(id) else { continue }
      showMessage(PayMeAlerts.returned(payment, locale: locale, hidingAmount: settings.hideBalance))
    }
  }

  /// The user saw the notice of `id` (OK or View Payment): never said again, at this launch or the next.
  func returnNoticeSeen(_ id: String) {
    returnNotices.owed.removeAll { $0 == id }
    saveReturnNotices()
  }

  /// A return's notification reached PayMe in front (`notificationArrived`): iOS showed it, nothing more to say.
  func returnDelivered(_ identifier: String) {
    guard let id = MoneyMovedNotification.returnedTransaction(identifier),
      returnNotices.unconfirmed.contains(id)
    else { return }
    returnNotices.unconfirmed.removeAll { $0 == id }
    saveReturnNotices()
  }

  /// What the last plan left pending for the returns (`planMoneyMoves`).
  func returnsPlanned(_ ids: Set<String>) {
    guard returnNotices.planned != ids else { return }
    returnNotices.planned = ids
    saveReturnNotices()
  }

  /// Kept in memory whatever happens, so this run still says every notice; a write that fails is retried at
  /// the next change (the ledger's own failed save is what the user is told of).
  func saveReturnNotices() {
    try? dependencies.store.write(returnNotices, for: PayMeShared.returnNotices)
  }
}
