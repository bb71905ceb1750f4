import AppServices
import Foundation
import SharedStore

/// Delivered notifications about scheduled payments stay in Notification Center until the app removes them
/// (`removeDeliveredNotifications(withIdentifiers:)`; iOS has no expiry). Each is taken out once it stops being
/// true: the 9:00 "is due today. Open PayMe to send it." once that day's payment went (in the background or at an
/// open), a "Not Sent" once its payment went or its schedule is gone, and every one of them at Reset Demo Data and
/// when notifications are turned off. A "Sent" stays true (the payment went) until the reset wipes the history.
extension ScheduledPaymentsModel {
  /// The notices that may be delivered about `scheduleID`: its reminder, its "Not Sent" for a short balance and
  /// for a payment that could not be saved.
  static func scheduleNotices(_ scheduleID: String) -> [String] {
    [
      ScheduledPaymentReminder.identifier(for: scheduleID),
      ScheduledBackgroundRun.identifierPrefix + "held-" + scheduleID,
      ScheduledBackgroundRun.identifierPrefix + "unsaved-" + scheduleID,
    ]
  }

  /// Every background run's notice that can be delivered for these schedules and this history: each schedule's,
  /// and a "Sent" under each scheduled payment's id (a run's notice is named after its first payment).
  static func everyScheduleNotice(schedules: ScheduledPayments, ledger: Ledger) -> [String] {
    [ScheduledBackgroundRun.summaryIdentifier] + schedules.items.flatMap { scheduleNotices($0.id) }
      + ledger.transactions.filter { $0.scheduledFor != nil }.map { ScheduledBackgroundRun.identifierPrefix + $0.id }
  }

  /// After a run: a schedule whose payment went has nothing left due today to remind of, nor a "Not Sent"; one
  /// no longer held back has no short balance to tell of.
  func withdrawStaleNotices(sentFor sent: Set<String>) {
    // Every run follows a new schedule's first save (`makeSchedule`): from here a later change can tell it went.
    noticedScheduleIDs.formUnion(schedules.items.map(\.id))
    var stale = sent.sorted().flatMap(Self.scheduleNotices)
    stale += schedules.items.filter { $0.heldBack == nil && !sent.contains($0.id) }.map {
      ScheduledBackgroundRun.identifierPrefix + "held-" + $0.id
    }
    withdrawDelivered(stale)
  }

  /// The user changed the schedules (cancel, skip, resume, edit): a schedule gone takes its notices with it.
  func withdrawNoticesOfChangedList() {
    let now = Set(schedules.items.map(\.id))
    let gone = noticedScheduleIDs.subtracting(now)
    noticedScheduleIDs = now
    // A background run's summary counts the schedules as they were: after a change its counts may not hold.
    var stale = [ScheduledBackgroundRun.summaryIdentifier] + gone.sorted().flatMap(Self.scheduleNotices)
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
