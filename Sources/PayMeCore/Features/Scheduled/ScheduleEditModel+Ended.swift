import Foundation
import Localization

extension ScheduleEditModel {
  /// The schedule ended while the sheet was up (its last payment went, or its end day passed), so the edit was
  /// refused (`ScheduleChangeRefusal.ended`): nothing is left to change, yet what the user typed is not thrown
  /// away. The sheet becomes a Restart of the ended schedule (what its row offers), with the user's amount,
  /// frequency, note and end kept, and a next day they chose kept unless it is past or paid now; `notice` says
  /// what happened. Nothing moves until the user taps Restart and passes the check, as for any restart.
  func restartAfterEnd(
    onto schedule: ScheduledPayment, next line: LocalizedCopy, today: Date, isPaid: (Date) -> Bool
  ) {
    // What the user changed, read before the baseline moves under it.
    let typedAmount = entry.amount.map { $0 != original.amount.amount } ?? true
    let newCadence = cadence != original.cadence
    let newNote = note != original.note
    let movedNext = movesNext
    let newEnd = changesEnd
    restarts = true
    original = schedule
    next = line
    passed = schedule.restartedDueDays
    error = nil
    refusal = nil
    if !typedAmount { entry = Self.entry(schedule.amount, locale: locale) }
    if !newCadence { chosenCadence = schedule.cadence }
    if !newNote { chosenNote = schedule.note }
    // A restart starts from today, or the day after when today's payment was the last one sent.
    let first = calendar.startOfDay(for: today)
    let day =
      isPaid(first)
      ? calendar.date(byAdding: .day, value: 1, to: first).map { calendar.startOfDay(for: $0) } ?? first
      : first
    originalNext = day
    let chosen = calendar.startOfDay(for: chosenNext)
    chosenNext = movedNext && chosen >= first && !isPaid(chosen) ? chosen : day
    let never = ScheduleEndChoice(.never, passed: 0, next: day, calendar: calendar)
    originalEnd = never
    let endStillFits =
      chosenEnd.kind != .onDate || calendar.startOfDay(for: chosenEnd.day) >= calendar.startOfDay(for: chosenNext)
    if !newEnd || !endStillFits { chosenEnd = never }
    notice = ScheduledCopy.endedWhileEditingNotice
  }
}

extension ScheduledCopy {
  /// Said at the top of the sheet (and to VoiceOver) once an edit met a schedule that ended meanwhile.
  static let endedWhileEditingNotice = LocalizedCopy(
    "payme.scheduled.endedWhileEditing",
    "While you were editing, this scheduled payment ended, so there's nothing left to change. Your changes are still here: tap Restart to start it again with them."
  )
}
