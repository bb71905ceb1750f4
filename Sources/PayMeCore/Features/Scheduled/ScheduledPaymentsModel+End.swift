import DesignSystem
import Foundation
import Localization

// MARK: - Ends and skips

extension ScheduledPaymentsModel {
  /// Today, for the sheet's date pickers' bounds.
  public var today: Date { now() }

  /// Ended: its last payment went, or its end passed. It stays on the list, said as ended, until removed.
  public func hasEnded(_ schedule: ScheduledPayment) -> Bool { schedule.hasEnded(by: now(), calendar: calendar) }

  /// Edit, Pause and Skip are for a schedule that still has payments to send; an ended one offers Remove only.
  public func canChange(_ schedule: ScheduledPayment) -> Bool { !hasEnded(schedule) }

  /// Skip Next Payment is offered for a running schedule with a payment left to skip.
  public func canSkip(_ schedule: ScheduledPayment) -> Bool {
    !schedule.isPaused && schedule.nextDue(calendar: calendar) != nil
  }

  /// The row's end: "Ends Mar 3", "3 payments left", or nil (never ends, or ended: `nextLine` says so).
  public func endLine(_ schedule: ScheduledPayment) -> LocalizedCopy? {
    guard !hasEnded(schedule) else { return nil }
    switch schedule.end {
    case .never: return nil
    case .on(let day): return ScheduledCopy.endsOn(day, locale: locale)
    case .after: return schedule.paymentsLeft.map(ScheduledCopy.paymentsLeft)
    }
  }

  /// Skip Next Payment asks first, as Apple's apps confirm what cannot be undone from the list: the day skipped,
  /// and the day after it (or that the schedule then ends).
  public func askToSkip(_ id: String) {
    guard let schedule = schedule(id), canSkip(schedule), let skipped = schedule.nextDue(calendar: calendar) else {
      return
    }
    var after = schedule
    _ = after.skipNext(calendar: calendar)
    onHaptic(.buttonPress)
    onAsk(
      ScheduledCopy.skipDialog(
        schedule, skipped: skipped, following: after.nextDue(calendar: calendar), hidingAmount: hidesAmounts(),
        locale: locale))
  }

  /// Skips the next payment (the dialog's Skip Payment): it is never sent, the schedule moves on one due day, and
  /// the reminder for the skipped day is withdrawn as the reminders are planned again. It moves no money, so it
  /// asks no Face ID, as Pause.
  /// `day` is the one the dialog named: when the next payment is no longer that one (it went while the dialog was
  /// up, as a return to PayMe sends what is due), nothing is skipped, and that is said.
  public func skipNext(_ id: String, day: Date) {
    guard let before = schedule(id) else { return }
    guard let skipped = before.nextDue(calendar: calendar), calendar.isDate(skipped, inSameDayAs: day) else {
      onHaptic(.failure)
      onMessage(ScheduledCopy.notSkippedAlert)
      return
    }
    guard let moved = schedules.skipNext(id, calendar: calendar) else { return }
    onHaptic(.confirmation)
    onAnnounce(ScheduledCopy.skippedAnnouncement(skipped, next: nextLine(moved), locale: locale))
    changed()
  }
}
