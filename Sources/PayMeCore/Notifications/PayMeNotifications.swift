import AppServices
import Foundation
import Observation

/// PayMe's notifications as one switch: whether they go out (the user's Notifications setting and iOS's
/// permission), and what turning them on or off, or Hide Balance, does to those already planned: the request
/// reminders (`RequestReminders`), each schedule's (`ScheduledPaymentsModel`) and the money the calendar moves
/// (`MoneyMovedNotifier`). It reads the ledger and the setting as the app has them now; its work is the app's
/// (`run`), so a test can wait for it.
@MainActor
@Observable
final class PayMeNotifications {
  /// The system's permission, as last read (at launch, each return to the foreground, a background run, and as
  /// Settings asks for it).
  var authorization: NotificationAuthorization = .notDetermined
  @ObservationIgnored private let center: any NotificationCenterClient
  @ObservationIgnored private let requests: RequestReminders
  @ObservationIgnored private let scheduled: ScheduledPaymentsModel
  @ObservationIgnored private let moneyMoved: MoneyMovedNotifier
  /// The user's Notifications setting, as saved now.
  @ObservationIgnored var wanted: @MainActor () -> Bool = { false }
  /// The ledger as it is now: the requests still waiting, and the scheduled payments' runs.
  @ObservationIgnored var ledger: @MainActor () -> Ledger
  @ObservationIgnored var run: FieldEcho.Run = { work in Task { await work() } }

  init(
    center: any NotificationCenterClient, requests: RequestReminders, scheduled: ScheduledPaymentsModel,
    moneyMoved: MoneyMovedNotifier, ledger: @escaping @MainActor () -> Ledger
  ) {
    self.center = center
    self.requests = requests
    self.scheduled = scheduled
    self.moneyMoved = moneyMoved
    self.ledger = ledger
  }

  /// Notifications go out only while the user wants them and iOS allows them.
  var isOn: Bool { wanted() && authorization.allowsDelivery }

  /// Reads the system's permission again (the user may have changed it in Settings).
  func refreshAuthorization() async {
    authorization = await center.authorizationStatus()
  }

  /// Turned on: the requests waiting, each schedule's next due day and the money still to move.
  func turnedOn() async {
    await requests.remindAllWaiting()
    // And each schedule's next due day, withdrawn when they were turned off.
    scheduled.planReminders()
    // And the transfers' arrivals and the returns still to come.
    moneyMoved.plan()
  }

  /// Turned off: every one already scheduled is withdrawn.
  func turnedOff() async {
    let ledger = ledger()
    let pending = ledger.transactions.filter { $0.kind == .request && $0.status == .pending }
    // The scheduled payments' reminders too: each schedule's, and any pending one left from an older list.
    let scheduledIDs = Set(
      scheduled.schedules.items.map { ScheduledPaymentReminder.identifier(for: $0.id) }
        + (await center.pendingIdentifiers()).filter(ScheduledPaymentReminder.isReminder))
    let moves = (await center.pendingIdentifiers()).filter(MoneyMovedNotification.isPlanned)
    let ids = pending.map { RequestReminder.identifier(for: $0.id) } + scheduledIDs.sorted() + moves
    await center.removePendingRequests(withIdentifiers: ids)
    // Off means none left in Notification Center either, the background runs' "Sent" and "Not Sent" among them.
    let background = ScheduledPaymentsModel.everyScheduleNotificationID(schedules: scheduled.schedules, ledger: ledger)
    await center.removeDeliveredNotifications(withIdentifiers: Array(Set(ids + background)).sorted())
  }

  /// Every notification still pending, written again as it would be written now (Hide Balance, the language and
  /// region), under the same identifier, so iOS replaces it.
  func rewritePending() async {
    await requests.rewritePending()
    moneyMoved.plan()
  }

  /// Hide Balance was turned on or off: reminders still waiting are written again, with or without their amounts
  /// (same identifier: replaced), the scheduled payments' too.
  func amountsShownChanged() {
    guard isOn else { return }
    run { await self.rewritePending() }
    scheduled.planReminders()
    moneyMoved.plan()
  }
}
