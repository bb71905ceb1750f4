import AppServices
import Foundation
import Localization

extension PayMeModel {
  /// The money-moved notices follow the app's wording (locale, Hide Balance, the permission), and their plans are
  /// work a test may wait for.
  func wire(_ notices: MoneyMovedNotices) {
    notices.wording = { [unowned self] in
      MoneyMovedNotices.Wording(
        locale: locale, calendar: calendar, hidingAmount: settings.hideBalance, notificationsOn: notificationsOn)
    }
    notices.run = { [unowned self] work in track(work) }
  }

  /// A notification iOS shows while PayMe is in front (the notification delegate's `willPresent`): one of these
  /// says money just moved, so the ledger moves with it before the banner is read, rather than at the next return
  /// (the balance and the row would still say pending, and the transaction still offer Cancel Payment).
  public func notificationArrived(_ identifier: String) {
    guard MoneyMovedNotification.isPlanned(identifier) else { return }
    dayMayHaveChanged(tellingReturns: false)
    moneyMoved.delivered(identifier)
  }

  /// View Payment (or View Activity) under a return notice: the returns are seen once `link` is opened.
  func openReturned(_ link: PayMeLink, telling ids: [String]) {
    moneyMoved.opening(link, telling: ids)
    follow(link)
  }
}
