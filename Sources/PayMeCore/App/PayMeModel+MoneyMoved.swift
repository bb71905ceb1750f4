import AppServices
import Foundation
import Localization

extension PayMeModel {
  /// The money-moved notifier follows the app's wording (locale, Hide Balance, the permission), its plans are
  /// work a test may wait for, and its notice goes through the app's queue of messages.
  func wire(_ notifier: MoneyMovedNotifier) {
    notifier.wording = { [weak self] in
      guard let self else { return MoneyMovedNotifier.Wording(locale: .current, calendar: .current) }
      return MoneyMovedNotifier.Wording(
        locale: locale, calendar: calendar, hidingAmount: settings.hideBalance, notificationsOn: notificationsOn)
    }
    notifier.run = { [weak self] work in self?.track(work) }
    notifier.alertsOnScreen = { [weak self] in self?.alertsOnScreen ?? AlertsOnScreen() }
    notifier.onMessage = { [weak self] notice in self?.showMessage(notice) }
    notifier.onWithdraw = { [weak self] matches in self?.presentation.withdrawMessages(where: matches) }
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
