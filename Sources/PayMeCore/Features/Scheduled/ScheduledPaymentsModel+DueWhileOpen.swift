import Foundation

/// Scheduled payments that fall due while PayMe is in front (the day turns over, or the clock passes a schedule's
/// time, with the user on the dashboard): handled as at a return to the app, not left for the next one. While the
/// scene is active the model waits, on the app's clock, until the soonest due day to come; then, or when iOS says
/// the day or the clock changed (`PayMeModel.dayMayHaveChanged`), the latest due payment is sent as usual
/// (`runDue`) and days missed meanwhile are asked about at once, queued behind whatever is up. Nothing missed is
/// sent without the user's answer. The wait ends when PayMe goes to the background: iOS would suspend it anyway,
/// and the return to the app runs everything due.
extension ScheduledPaymentsModel {
  /// The scene became active: the wait for the next due day starts. Called after what was due now was run.
  func startDueCheck() {
    isWatchingDue = true
    scheduleDueCheck()
  }

  /// The scene went to the background: no check is pending while PayMe is away, and the next return asks about
  /// missed payments again.
  func wentToBackground() {
    askedAboutMissed = false
    isWatchingDue = false
    dueCheck?.cancel()
    dueCheck = nil
  }

  /// Waits until the soonest due day after now (of the schedules not paused), then checks. The wait is made again
  /// after each check, so a schedule added or changed meanwhile is watched from the next check at the latest.
  func scheduleDueCheck() {
    dueCheck?.cancel()
    dueCheck = nil
    guard isWatchingDue, let clock = dueClock,
      let due = schedules.nextDue(after: now(), calendar: calendar)
    else { return }
    // A whole second later, so the check finds the day due whatever the rounding of the two clocks.
    let seconds = max(due.timeIntervalSince(now()), 0) + 1
    dueCheck = Task { @MainActor [weak self] in
      do {
        try await clock.sleep(for: .milliseconds(Int64(seconds * 1000)))
      } catch {
        return
      }
      guard let self, !Task.isCancelled, self.isWatchingDue else { return }
      // This wait is over: the check below makes the next one.
      self.dueCheck = nil
      self.onDayChanged()
    }
  }

  /// While PayMe is in front: days a run found missed since the last look are asked about now, once each (a question
  /// already up or waiting for the schedule is not asked again: `askAboutMissed`).
  func askAboutMissedWhileOpen(before: Set<String>) {
    guard !unansweredMissedIDs.subtracting(before).isEmpty else { return }
    askedAboutMissed = false
    askAboutMissed()
  }

  /// Every unanswered missed day's id, for `askAboutMissedWhileOpen`.
  var unansweredMissedIDs: Set<String> { Set(schedules.items.flatMap { $0.unanswered.map(\.transactionID) }) }
}

extension ScheduledPayments {
  /// The soonest due day after `now` of the schedules not paused; nil when none has one to come.
  func nextDue(after now: Date, calendar: Calendar) -> Date? {
    items.filter { !$0.isPaused }.compactMap { schedule in
      let next = schedule.latestDueIndex(by: now, calendar: calendar).map { $0 + 1 } ?? schedule.sent
      return schedule.dueDay(next, calendar: calendar).flatMap { $0 > now ? $0 : nil }
    }.min()
  }
}
