import AppServices
import Foundation
import Localization

/// Scheduled payments while PayMe is not open. Apple Cash and Venmo send them from their servers; PayMe has none,
/// so the most it can do is ask iOS for background app refresh (`BGAppRefreshTask`, PayMeUI's
/// `PayMeBackgroundRefresh`) and, when iOS grants a run, send what is due through the same
/// `ScheduledPaymentsModel.runDue` a return to the app uses, then say so in a local notification. iOS promises no
/// moment: the run may come hours late or never (Low Power Mode, Background App Refresh off, an app the user
/// rarely opens), so a due payment
/// still goes at the latest when PayMe is next opened (Apple's `BGTaskRequest.earliestBeginDate`: "the system
/// doesn't guarantee launching the task at the specified date, but only that it won't begin sooner").
extension PayMeModel {
  /// A background app refresh: what the calendar moved (`dayMayHaveChanged`, due scheduled payments among it),
  /// exactly as at a return to PayMe, then a notification of each scheduled payment sent or held back, since
  /// nothing is on screen. The in-app messages stay queued for the next open, as after any run. Returns once
  /// the saves and the notifications' adding are done, so iOS may suspend the app.
  public func backgroundRefresh() async {
    // Launched before the first unlock after a restart, PayMe's files (`completeUntilFirstUserAuthentication`)
    // cannot be read: nothing runs on the seed in their place, and nothing is written over them.
    readProtectedFiles()
    guard !filesUnreadable else { return }
    // Launched in the background, PayMe never became active: the permission is read here.
    await notifications.refreshAuthorization()
    completeArrivedTransfers()
    returnUnacceptedPayments()
    if let run = scheduledPayments.runDue() {
      let told = await scheduledPayments.notify(run)
      // Said once: what a notification told is not said again in an alert at the next open.
      presentation.withdrawMessages { $0.kind(as: ScheduledPaymentAlertID.self).map(told.contains) ?? false }
    }
    moneyMoved.plan()
    await finishWork()
  }

  /// Asks iOS for the next background run (`nextScheduledRun`): when PayMe goes to the background and after each
  /// run. A refusal is said where scheduled payments are, and the request is made again at the next of those.
  public func requestBackgroundRun() { scheduledPayments.requestBackgroundRun(earliest: nextScheduledRun) }

  /// When a background refresh is next worth asking for: the soonest due day of a running schedule, nil when
  /// none is left to send. Never sooner than `soonestRetry` from now: a schedule held back (or a due day not yet
  /// saved) is due in the past, and asking for a past date asks iOS to run again at once, over and over. While
  /// the files cannot be read (before the first unlock), the schedules are unknown: asked again after that wait.
  public var nextScheduledRun: Date? {
    let soonest = now.addingTimeInterval(ScheduledBackgroundRun.soonestRetry)
    if filesUnreadable { return soonest }
    let next = schedules.items.filter { !$0.isPaused }.compactMap { $0.nextDue(calendar: calendar) }.min()
    return next.map { max($0, soonest) }
  }
}
