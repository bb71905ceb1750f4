import AppServices
import Foundation
import Localization

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
