import Foundation

/// What the Edit sheet saves (issue 41): the amount, how often, the next payment's day, the note and the end.
public struct ScheduleChange: Equatable, Sendable {
  public var amount: Money
  public var cadence: PaymentCadence
  /// The next payment's day, the start of that day in the user's calendar.
  public var next: Date
  public var note: String
  public var end: ScheduleEnd
}

/// Why a change was not made, said in the message that follows the sheet.
public enum ScheduleChangeRefusal: Error, Equatable, Sendable {
  /// Cancelled (or the demo reset) while the change was being confirmed.
  case gone
  /// Its last payment went (or its end passed) while the change was being confirmed: nothing is left to change.
  case ended
  /// Its frequency or next day was changed `maximumOccurrences` times already.
  case changedTooOften
}

extension ScheduledPayment {
  /// Applies a change. The amount, the note and the end apply from the next payment; a new frequency or a new
  /// next day starts a new `series` from that day (part of each payment's id, so no due day of the old series is
  /// sent again), and the due days behind it are kept in `earlierDueDays`, so an end after a number of payments
  /// still counts them. Payments already sent keep what they were.
  mutating func apply(_ change: ScheduleChange, calendar: Calendar) -> ScheduleChangeRefusal? {
    guard let next = nextDue(calendar: calendar) else { return .ended }
    let day = calendar.startOfDay(for: change.next)
    if change.cadence != cadence || !calendar.isDate(day, inSameDayAs: next) {
      guard series < Self.maximumOccurrences else { return .changedTooOften }
      // A payment held back on the old next day is let go when the next day moves away from it.
      if let held = heldBack, !calendar.isDate(held, inSameDayAs: day) { heldBack = nil }
      earlierDueDays = min(passedDueDays, Self.maximumOccurrences)
      cadence = change.cadence
      start = day
      sent = 0
      series += 1
    }
    amount = change.amount
    note = change.note
    end = change.end
    return nil
  }
}

extension ScheduledPayments {
  /// Changes a schedule, or says why not (none with that id, ended, changed too often).
  mutating func edit(
    _ id: String, _ change: ScheduleChange, calendar: Calendar
  ) -> Result<ScheduledPayment, ScheduleChangeRefusal> {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return .failure(.gone) }
    var schedule = items[index]
    if let refusal = schedule.apply(change, calendar: calendar) { return .failure(refusal) }
    items[index] = schedule
    return .success(schedule)
  }

  /// Skips a schedule's next payment; nil when there is none, or it cannot be skipped (paused, ended).
  mutating func skipNext(_ id: String, calendar: Calendar) -> ScheduledPayment? {
    guard let index = items.firstIndex(where: { $0.id == id }), items[index].skipNext(calendar: calendar) else {
      return nil
    }
    return items[index]
  }
}
