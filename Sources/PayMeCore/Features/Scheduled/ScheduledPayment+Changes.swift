import Foundation

/// What the Edit sheet saves: the amount, how often, the next payment's day, the note and the end.
public struct ScheduleChange: Equatable, Sendable {
  public var amount: Money
  public var cadence: PaymentCadence
  /// The next payment's day, the start of that day in the user's calendar.
  public var next: Date
  public var note: String
  public var end: ScheduleEnd
  /// The user moved the next day in the sheet: only then (or with a new frequency) does a new series start.
  public var movesNext = false
  /// The schedule as the sheet opened on it; a change made to an out-of-date sheet is refused, never applied
  /// over a payment sent meanwhile (nil: not made by a sheet).
  public var opened: Opened?

  /// How far the schedule had got when the sheet opened: its next day, and how many of its series were sent.
  public struct Opened: Equatable, Sendable {
    public var next: Date
    public var sent: Int
    public var series: Int
    /// The due days the sheet counted behind its next day (a paused one's include those resuming passes over),
    /// so an end after a number of payments means what the sheet said.
    public var passed: Int? = nil
  }
}

/// Why a change was not made, said in the message that follows the sheet.
public enum ScheduleChangeRefusal: Error, Equatable, Sendable {
  /// Cancelled (or the demo reset) while the change was being confirmed.
  case gone
  /// Its last payment went (or its end passed) while the change was being confirmed: nothing is left to change.
  case ended
  /// Its frequency or next day was changed `maximumOccurrences` times already.
  case changedTooOften
  /// Its next payment changed while the sheet was up (sent, skipped, resumed): the sheet no longer says it.
  case moved
  /// The new next day's payment was already sent: a schedule never pays twice on one day.
  case alreadyPaid
}

extension ScheduledPayment {
  /// Applies a change. The amount, the note and the end apply from the next payment; a new frequency or a new
  /// next day starts a new `series` from that day (part of each payment's id, so no due day of the old series is
  /// sent again), and the due days behind it are kept in `earlierDueDays`, so an end after a number of payments
  /// still counts them. Payments already sent keep what they were.
  /// A change made on a sheet that is out of date (its payment was sent, or the day skipped, meanwhile) is
  /// refused, and no series starts on a day whose payment `isPaid` finds in the ledger.
  mutating func apply(
    _ change: ScheduleChange, calendar: Calendar, isPaid: (Date) -> Bool = { _ in false }
  ) -> ScheduleChangeRefusal? {
    guard let next = nextDue(calendar: calendar) else { return .ended }
    if let opened = change.opened,
      opened.sent != sent || opened.series != series || !calendar.isDate(opened.next, inSameDayAs: next)
    {
      return .moved
    }
    let day = calendar.startOfDay(for: change.next)
    // Without a sheet's word, a day other than the next one is a move.
    let moves = change.opened == nil ? !calendar.isDate(day, inSameDayAs: next) : change.movesNext
    if change.cadence != cadence || moves {
      guard series < Self.maximumOccurrences else { return .changedTooOften }
      guard !isPaid(day) else { return .alreadyPaid }
      // A payment held back on the old next day is let go when the next day moves away from it.
      if let held = heldBack, !calendar.isDate(held, inSameDayAs: day) { heldBack = nil }
      earlierDueDays = min(max(change.opened?.passed ?? 0, passedDueDays), Self.maximumOccurrences)
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
    _ id: String, _ change: ScheduleChange, calendar: Calendar, isPaid: (Date) -> Bool = { _ in false }
  ) -> Result<ScheduledPayment, ScheduleChangeRefusal> {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return .failure(.gone) }
    var schedule = items[index]
    if let refusal = schedule.apply(change, calendar: calendar, isPaid: isPaid) { return .failure(refusal) }
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

extension Ledger {
  /// Whether a payment of the schedule with this id for `day` is in the history, from any of its series: a
  /// schedule never pays twice on one day, whatever the user changed.
  func hasScheduledPayment(of scheduleID: String, on day: Date, calendar: Calendar) -> Bool {
    let prefix = "scheduled-\(scheduleID)-"
    return transactions.contains { transaction in
      guard transaction.id.hasPrefix(prefix), let due = transaction.scheduledFor else { return false }
      return calendar.isDate(due, inSameDayAs: day)
    }
  }
}
