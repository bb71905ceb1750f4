import AppServices
import Foundation
import Localization

/// Scheduled payments while PayMe is not open. Apple Cash and Venmo send them from their servers; PayMe has none,
/// so the most it can do is ask iOS for background app refresh (`BGAppRefreshTask`, PayMeUI's
/// `PayMeBackgroundRefresh`) and, when iOS grants a run, send what is due through the same `runDuePayments` a
/// return to the app uses, then say so in a local notification. iOS promises no moment: the run may come hours
/// late or never (Low Power Mode, Background App Refresh off, an app the user rarely opens), so a due payment
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
    await refreshNotificationAuthorization()
    completeArrivedTransfers()
    returnUnacceptedPayments()
    let run = runDuePayments()
    if let run, notificationsOn {
      let center = dependencies.notifications
      var told: Set<ScheduledPaymentAlertID> = []
      for request in ScheduledBackgroundRun.notifications(
        for: run, currency: ledger.currency, locale: locale, hidingAmount: settings.hideBalance)
      {
        guard (try? await center.add(request)) != nil else { continue }
        told.insert(ScheduledBackgroundRun.alertID(of: request.id, in: run))
      }
      // Said once: what a notification told is not said again in an alert at the next open.
      presentation.withdrawMessages { $0.kind(as: ScheduledPaymentAlertID.self).map(told.contains) ?? false }
    }
    planMoneyMoves()
    await finishWork()
  }

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

/// The local notifications a background run posts.
enum ScheduledBackgroundRun {
  static let identifierPrefix = "payme-background-ran-"
  /// The least wait asked of iOS before another run: 15 minutes, as Apple's own samples ask.
  static let soonestRetry: TimeInterval = 15 * 60

  /// "Scheduled Payment Sent" with the in-app message's words, and "Scheduled Payment Not Sent" for each payment
  /// held back; under Hide Balance neither names an amount (the Lock Screen shows them). Each opens Scheduled
  /// Payments and is posted a second on (iOS needs a trigger; nothing earlier is possible).
  static func notifications(
    for run: ScheduledPayments.Run, currency: Currency, locale: Locale, hidingAmount: Bool
  ) -> [NotificationRequest] {
    let link = PayMeLink.scheduledPayments.url
    var requests: [NotificationRequest] = []
    if let ran = ScheduledCopy.ranAlert(run, currency: currency, locale: locale), !run.sent.isEmpty {
      let body = hidingAmount ? sentHidden.text : ran.message ?? ""
      requests.append(
        NotificationRequest(
          id: identifierPrefix + (run.sent.first?.id ?? "sent"), title: ran.title, body: body, trigger: .after(1),
          url: link))
    }
    for held in run.heldBack {
      let alert = ScheduledCopy.heldBackAlert(held.schedule, error: held.error, locale: locale)
      let body = hidingAmount ? notSentHidden(held.schedule.recipient.name).text : alert.message ?? ""
      requests.append(
        NotificationRequest(
          id: identifierPrefix + "held-" + held.schedule.id, title: alert.title, body: body, trigger: .after(1),
          url: link))
    }
    return requests
  }

  /// The in-app message a notification of `run` stands for (its identifier from `notifications(for:)`).
  static func alertID(of identifier: String, in run: ScheduledPayments.Run) -> ScheduledPaymentAlertID {
    let held = identifierPrefix + "held-"
    return identifier.hasPrefix(held)
      ? .heldBack(String(identifier.dropFirst(held.count))) : .ran(sent: run.sent.map(\.id), skipped: run.skipped)
  }

  static let sentHidden = LocalizedCopy(
    "payme.background.sentHidden", "A scheduled payment was sent. Open PayMe to see it.")

  static func notSentHidden(_ name: String) -> LocalizedCopy {
    LocalizedCopy(
      "payme.background.notSentHidden",
      "Your scheduled payment to %@ couldn't be sent. PayMe will try again, at the latest the next time you open it.",
      .text(name))
  }
}
