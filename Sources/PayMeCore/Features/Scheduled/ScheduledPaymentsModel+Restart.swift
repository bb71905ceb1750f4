import Foundation
import Localization

// MARK: - Restarting an ended schedule

extension ScheduledPaymentsModel {
  /// Restart, on an ended schedule's row: the Edit sheet, with the same person, amount, frequency and note, a
  /// next payment from today and no end, to start a new series from the day chosen. It moves money again, so Save
  /// asks the device owner as an edit does.
  public func restart(_ id: String) {
    guard let schedule = schedule(id), hasEnded(schedule) else { return }
    let sheet = ScheduleEditModel(
      schedule, next: nextLine(schedule), today: now(), calendar: calendar, locale: locale, restarting: true)
    refreshHistory(sheet)
    wire(sheet)
    onHaptic(.buttonPress)
    onPresent(sheet)
  }

  /// After the check: the new series is saved (or why not is said), its reminder planned, and a first day of
  /// today sent at once.
  func finishRestart(_ sheet: ScheduleEditModel, change: ScheduleChange, sendsToday: Bool) {
    let id = sheet.original.id
    switch schedules.restart(id, change, today: now(), calendar: calendar, isPaid: paid(id)) {
    case .failure(let refusal):
      refused(sheet, refusal)
    case .success(let restarted):
      onHaptic(.confirmation)
      onAnnounce(ScheduledCopy.restartedAnnouncement(restarted, next: nextLine(restarted)))
      changed()
      onDismiss(sheet)
      if sendsToday { runDue() }
    }
  }
}

extension ScheduledPayments {
  /// Starts an ended schedule again: a new series from `change.next` with the change's amount, frequency, note
  /// and end; the due days it passed are kept in `earlierDueDays`. Refused when it is gone, no longer ended,
  /// changed too often, or that day was paid already.
  mutating func restart(
    _ id: String, _ change: ScheduleChange, today: Date, calendar: Calendar, isPaid: (Date) -> Bool
  ) -> Result<ScheduledPayment, ScheduleChangeRefusal> {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return .failure(.gone) }
    var schedule = items[index]
    guard schedule.hasEnded(by: today, calendar: calendar) else { return .failure(.moved) }
    guard schedule.series < ScheduledPayment.maximumOccurrences else { return .failure(.changedTooOften) }
    let day = calendar.startOfDay(for: change.next)
    guard !isPaid(day) else { return .failure(.alreadyPaid) }
    // The sheet counted its end from these due days: a different count would pay more (or fewer) than chosen.
    if let passed = change.opened?.passed, passed != schedule.restartedDueDays { return .failure(.moved) }
    schedule.earlierDueDays = schedule.restartedDueDays
    schedule.start = day
    schedule.sent = 0
    schedule.series += 1
    schedule.cadence = change.cadence
    schedule.amount = change.amount
    schedule.note = change.note
    schedule.end = change.end
    schedule.isPaused = false
    schedule.heldBack = nil
    schedule.skipped = nil
    items[index] = schedule
    return .success(schedule)
  }
}

extension ScheduledPayment {
  /// The due days a restart keeps behind its new series: those saved as passed (days a paused schedule would have
  /// passed over were never its due days), so "After N payments" is N from the restart.
  var restartedDueDays: Int { min(passedDueDays, Self.maximumOccurrences) }
}

extension ScheduleEditModel {
  /// "Restart Payment" or "Edit Payment".
  public var title: LocalizedCopy { restarts ? ScheduledCopy.restartTitle : ScheduledCopy.editTitle }
  /// "Restart" or "Save".
  public var saveTitle: LocalizedCopy { restarts ? ScheduledCopy.restartAction : ScheduledCopy.save }
}

extension ScheduledCopy {
  public static let restartAction = LocalizedCopy("payme.scheduled.restart", "Restart")
  public static let restartTitle = LocalizedCopy("payme.scheduled.restartTitle", "Restart Payment")

  static func restartedAnnouncement(_ schedule: ScheduledPayment, next: LocalizedCopy) -> LocalizedCopy {
    LocalizedCopy(
      "payme.a11y.scheduleRestarted", "Restarted your payment to %@. %@", .text(schedule.recipient.name),
      .text(next.text))
  }
}
