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

/// The link a return notice's View Payment or View Activity follows, and the returns it tells of: seen only once
/// the link is opened (`MoneyMovedNotifier.shown(by:)`).
struct ReturnsOpening: Equatable, Sendable {
  let link: PayMeLink
  let ids: [String]
}

/// The in-app notice of returns: which payments it tells of (one, or several together), so a second notice of the
/// same ones is never queued.
public struct ReturnNoticeID: Hashable, Sendable {
  public let transactionIDs: [String]

  public init(transactionID: String) { transactionIDs = [transactionID] }
  public init(transactionIDs: [String]) { self.transactionIDs = transactionIDs }
}

extension PayMeAlerts {
  /// "Payment Returned": the notification's own words (the amount left out under Hide Balance), with View
  /// Payment to open it; either button means the user has seen it.
  static func returned(_ payment: Transaction, locale: Locale, hidingAmount: Bool) -> PayMeAlert {
    let words = PaymentReturn.notification(for: payment, locale: locale, hidingAmount: hidingAmount)
    return PayMeAlert(
      id: ReturnNoticeID(transactionID: payment.id), title: words.title, message: words.body,
      buttons: [
        .init(ok.title, role: .cancel, action: .returnsSeen([payment.id])),
        .init(PayMeCopy.viewPayment.text, action: .openReturnedPayment(payment.id)),
      ])
  }
}

extension PayMeCopy {
  public static let viewPayment = LocalizedCopy("payme.returned.view", "View Payment")
}
