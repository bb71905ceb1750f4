import Foundation
import Localization

/// What `ScheduleEditModel.rebase` did to the user's changes when the schedule had moved on under the sheet.
struct ScheduleRebase: Equatable, Sendable {
  /// The next payment's day the sheet opened on, and the one it shows now.
  var openedNext: Date
  var next: Date
  /// The payment of `openedNext` went while the sheet was up (rather than being skipped or passed over).
  var openedNextWasPaid: Bool
  /// The day the user had chosen for the next payment, given up: past now, or already paid.
  var droppedNext: Date?
  /// The end day the user had chosen, given up: before the next payment now.
  var droppedEnd: Date?
}

extension ScheduleEditModel {
  /// The schedule moved on while the sheet was up (its payment went on a return to PayMe, as Face ID's own
  /// inactive/active does), so saving was refused (`ScheduleChangeRefusal.moved`). The sheet stays, now on the
  /// schedule as it is, with what the user changed still applied where it still makes sense: a typed amount, a
  /// new frequency, a note and an end are kept; a next day the user chose is kept unless it is past or paid now;
  /// what the user left alone follows the schedule. `notice` says what changed, in words; nothing is saved until
  /// the user taps Save (and passes the check) again.
  @discardableResult
  func rebase(
    onto schedule: ScheduledPayment, next line: LocalizedCopy, today: Date, isPaid: (Date) -> Bool
  ) -> ScheduleRebase {
    let openedNext = original.nextDue(calendar: calendar) ?? originalNext
    // What the user changed, read before the baseline moves under it.
    let typedAmount = entry.amount.map { $0 != original.amount.amount } ?? true
    let newCadence = cadence != original.cadence
    let newNote = note != original.note
    let movedNext = movesNext
    let newEnd = changesEnd
    let baseline = Self.baseline(schedule, today: today, calendar: calendar)
    original = schedule
    next = line
    passed = baseline.passed
    originalNext = baseline.next
    originalEnd = baseline.end
    error = nil
    refusal = nil
    if !typedAmount { entry = Self.entry(schedule.amount, locale: locale) }
    if !newCadence { chosenCadence = schedule.cadence }
    if !newNote { chosenNote = schedule.note }
    var droppedNext: Date?
    let chosen = calendar.startOfDay(for: chosenNext)
    if movedNext, chosen >= calendar.startOfDay(for: today), !isPaid(chosen) {
      chosenNext = chosen
    } else {
      if movedNext { droppedNext = chosen }
      chosenNext = baseline.next
    }
    var droppedEnd: Date?
    if !newEnd {
      chosenEnd = baseline.end
    } else if chosenEnd.kind == .onDate, calendar.startOfDay(for: chosenEnd.day) < calendar.startOfDay(for: chosenNext)
    {
      droppedEnd = chosenEnd.day
      chosenEnd = baseline.end
    }
    let rebase = ScheduleRebase(
      openedNext: openedNext, next: chosenNext, openedNextWasPaid: isPaid(openedNext), droppedNext: droppedNext,
      droppedEnd: droppedEnd)
    notice = ScheduledCopy.movedNotice(rebase, keptChanges: hasChanges, locale: locale)
    return rebase
  }
}

extension ScheduledCopy {
  /// Said at the top of the sheet (and to VoiceOver) after a rebase: what happened to the schedule meanwhile,
  /// what became of the user's changes, and that Save is needed again.
  static func movedNotice(_ rebase: ScheduleRebase, keptChanges: Bool, locale: Locale) -> LocalizedCopy {
    let style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale)
    var parts: [String] = [
      rebase.openedNextWasPaid
        ? LocalizedCopy(
          "payme.scheduled.movedPaid", "While you were editing, the %@ payment was sent, so the next one is %@.",
          .text(rebase.openedNext.formatted(style)), .text(rebase.next.formatted(style))
        ).text
        : LocalizedCopy(
          "payme.scheduled.movedNext", "While you were editing, the next payment moved from %@ to %@.",
          .text(rebase.openedNext.formatted(style)), .text(rebase.next.formatted(style))
        ).text
    ]
    if let day = rebase.droppedNext {
      parts.append(
        LocalizedCopy(
          "payme.scheduled.movedDroppedNext", "The day you chose, %@, can't be used now.",
          .text(day.formatted(style))
        ).text)
    }
    if let day = rebase.droppedEnd {
      parts.append(
        LocalizedCopy(
          "payme.scheduled.movedDroppedEnd", "The end date you chose, %@, is before the next payment now.",
          .text(day.formatted(style))
        ).text)
    }
    let dropped = rebase.droppedNext != nil || rebase.droppedEnd != nil
    parts.append(
      !keptChanges
        ? LocalizedCopy("payme.scheduled.movedNothingLeft", "Nothing you changed is left to save.").text
        : dropped
          ? LocalizedCopy(
            "payme.scheduled.movedKeptOthers", "Your other changes are still here. Check them, then tap Save again."
          ).text
          : LocalizedCopy(
            "payme.scheduled.movedKept", "Your changes are still here. Check them, then tap Save again."
          ).text)
    return LocalizedCopy("payme.scheduled.movedNotice", "%@", .text(parts.joined(separator: " ")))
  }
}
