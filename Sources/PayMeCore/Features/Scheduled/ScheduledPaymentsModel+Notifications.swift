import AppServices
import Foundation
import SharedStore

/// Delivered notifications about scheduled payments stay in Notification Center until the app removes them
/// (`removeDeliveredNotifications(withIdentifiers:)`; iOS has no expiry). Each is taken out once it stops being
/// true: the 9:00 "is due today. Open PayMe to send it." once that day's payment went (in the background or at an
/// open), a "Not Sent" once its payment went or its schedule is gone, and every one of them at Reset Demo Data and
/// when notifications are turned off. A "Sent" stays true (the payment went) until the reset wipes the history.
extension ScheduledPaymentsModel {
  /// The notifications that may be delivered about `scheduleID`: its reminder, its "Not Sent" for a short balance and
  /// for a payment that could not be saved.
  static func notificationIDs(ofSchedule scheduleID: String) -> [String] {
    [
      ScheduledPaymentReminder.identifier(for: scheduleID),
      ScheduledBackgroundRun.identifierPrefix + "held-" + scheduleID,
      ScheduledBackgroundRun.identifierPrefix + "unsaved-" + scheduleID,
    ]
  }

  /// Every background run's notification that can be delivered for these schedules and this history: each schedule's,
  /// and a "Sent" under each scheduled payment's id (a run's notification is named after its first payment).
  static func everyScheduleNotificationID(schedules: ScheduledPayments, ledger: Ledger) -> [String] {
    [ScheduledBackgroundRun.summaryIdentifier] + schedules.items.flatMap { notificationIDs(ofSchedule: $0.id) }
      + ledger.transactions.filter { $0.scheduledFor != nil }.map { ScheduledBackgroundRun.identifierPrefix + $0.id }
  }

  /// After a run: a schedule whose payment went has nothing left due today to remind of, nor a "Not Sent"; one
  /// no longer held back has no short balance to tell of.
  func withdrawStaleNotifications(sentFor sent: Set<String>) {
    // Every run follows a new schedule's first save (`makeSchedule`): from here a later change can tell it went.
    knownScheduleIDs.formUnion(schedules.items.map(\.id))
    var stale = sent.sorted().flatMap { Self.notificationIDs(ofSchedule: $0) }
    stale += schedules.items.filter { $0.heldBack == nil && !sent.contains($0.id) }.map {
      ScheduledBackgroundRun.identifierPrefix + "held-" + $0.id
    }
    withdrawDelivered(stale)
  }

  /// The user changed the schedules (cancel, skip, resume, edit): a schedule gone takes its notifications with it.
  func withdrawNotificationsOfChangedList() {
    let now = Set(schedules.items.map(\.id))
    let gone = knownScheduleIDs.subtracting(now)
    knownScheduleIDs = now
    // A background run's summary counts the schedules as they were: after a change its counts may not hold.
    var stale =
      [ScheduledBackgroundRun.summaryIdentifier] + gone.sorted().flatMap { Self.notificationIDs(ofSchedule: $0) }
    summarySeen()
    stale += schedules.items.filter { $0.heldBack == nil }.map {
      ScheduledBackgroundRun.identifierPrefix + "held-" + $0.id
    }
    withdrawDelivered(stale)
  }

  func withdrawDelivered(_ ids: [String]) {
    guard !ids.isEmpty, let center = notifications else { return }
    run { await center.removeDeliveredNotifications(withIdentifiers: ids) }
  }

  /// A background run's notifications, one for each scheduled payment sent or held back (or a summary), since
  /// nothing is on screen; only while notifications are on. Returns the run messages a notification told, which
  /// are forgotten here, so the app withdraws them from its queue: they are not said again at the next open.
  func notify(_ run: ScheduledPayments.Run) async -> Set<ScheduledPaymentAlertID> {
    guard let center = notifications, notificationsOn(), let ledger = runLedger?.ledger() else { return [] }
    var told: Set<ScheduledPaymentAlertID> = []
    let unseen = store.read(PayMeShared.backgroundSummary)
    for request in ScheduledBackgroundRun.notifications(
      for: run, currency: ledger.currency, locale: locale, hidingAmount: hideBalance(), unseen: unseen)
    {
      guard (try? await center.add(request)) != nil else { continue }
      if request.id == ScheduledBackgroundRun.summaryIdentifier { summaryPosted(unseen.adding(run)) }
      guard
        // A summary tells no message's details: each is still said in the app at the next open.
        let id = ScheduledBackgroundRun.alertID(of: request.id, in: run)
      else { continue }
      // Skipped due days are kept in the app's message until its OK: a notification may be swiped away unread,
      // and nothing else records them.
      if case .ran = id, run.skipped > 0 { continue }
      told.insert(id)
    }
    forgetRunMessages(told.contains)
    return told
  }

  /// A summary with `counts` was posted: the next run's merges into them. A failed write loses only the merge
  /// (the next summary counts its own run), never a payment or a message: the app's messages keep the details.
  func summaryPosted(_ counts: BackgroundSummaryCounts) {
    try? store.write(counts, for: PayMeShared.backgroundSummary)
  }

  /// PayMe was opened, or the summary withdrawn: a later run's summary starts from its own counts.
  func summarySeen() {
    guard store.read(PayMeShared.backgroundSummary) != BackgroundSummaryCounts() else { return }
    try? store.write(BackgroundSummaryCounts(), for: PayMeShared.backgroundSummary)
  }
}
