import Foundation
import Localization

/// Why a payment cannot be repeated.
public enum ScheduleError: Error, Equatable, Sendable {
  /// Only a completed payment the user sent can be repeated.
  case notASentPayment
  /// The first payment must be today or later, and within a year.
  case startOutOfRange
  case listFull
  /// The device owner did not confirm it (cancelled, or the check failed): nothing was scheduled.
  case notConfirmed
  /// An end date before the first payment, or more than 10 years on; a number of payments off 1 to 520.
  case endDateOutOfRange
  case endCountOutOfRange

  public var message: LocalizedCopy {
    switch self {
    case .notASentPayment: LocalizedCopy("payme.repeat.notSent", "Only a payment you sent can be repeated.")
    case .startOutOfRange:
      LocalizedCopy("payme.repeat.startOutOfRange", "Choose a start date from today to a year from now.")
    case .listFull:
      LocalizedCopy("payme.repeat.listFull", "You have 50 scheduled payments. Cancel one to add another.")
    case .notConfirmed:
      LocalizedCopy("payme.repeat.notConfirmed", "Nothing was scheduled. Confirm it's you to repeat this payment.")
    case .endDateOutOfRange:
      LocalizedCopy("payme.repeat.endDateOutOfRange", "Choose an end date from the first payment to 10 years from now.")
    case .endCountOutOfRange: ScheduleEditRefusal.endCount.message
    }
  }
}

// MARK: - Repeat: a schedule made from a sent payment

extension ScheduledPaymentsModel {
  /// The first day a schedule may start (today) and the last (a year on), as the date picker offers them.
  public var startRange: ClosedRange<Date> { Self.startDays(today: now(), calendar: calendar) }

  /// The days a payment may be scheduled for, seen from `today`: from its start to a year on. One rule for
  /// Repeat's start, an edit's next payment and its check.
  nonisolated static func startDays(today: Date, calendar: Calendar) -> ClosedRange<Date> {
    let first = calendar.startOfDay(for: today)
    return first...(calendar.date(byAdding: .year, value: 1, to: first) ?? first)
  }

  /// Repeats a payment the user sent: the same person, amount and note, every `cadence` from `start` (its day).
  /// Money moves only on the device owner's word (PM-0.1, PM-0.2): the schedule is made only after the same check a
  /// Send asks (Face ID, then iOS's passcode) succeeds, so a start of today, sent at once, is never paid unasked.
  /// Cancelled or failed, nothing is made: a failure is said in an alert, a cancel is not, as with Send. Later
  /// runs of the schedule ask nothing: the owner authorised the schedule itself.
  @discardableResult
  public func repeatPayment(
    _ transactionID: String, cadence: PaymentCadence, start: Date, end: ScheduleEnd = .never
  ) async -> ScheduleError? {
    switch await makeSchedule(transactionID, cadence: cadence, start: start, end: end) {
    case .success: nil
    case .failure(let error): error
    }
  }

  /// `repeatPayment`, with the schedule it made (its next due day is after a payment a start of today sent).
  func makeSchedule(
    _ transactionID: String, cadence: PaymentCadence, start: Date, end: ScheduleEnd = .never
  ) async -> Result<ScheduledPayment, ScheduleError> {
    // Refused before asking: no Face ID for a schedule that could not be made.
    if let refusal = refusal(transactionID, start: start) ?? endRefusal(end, start: start) {
      return .failure(refusal)
    }
    guard let runLedger, let sent = runLedger.ledger().transaction(transactionID) else {
      return .failure(.notASentPayment)
    }
    // A start of today is paid the moment it is confirmed: the prompt says so, not only "Schedule".
    let startsToday = calendar.isDate(start, inSameDayAs: now())
    let reason = ScheduledCopy.reason(
      sent.amount, to: runLedger.ledger().check(sent.counterparty), sendsNow: startsToday, locale: locale)
    guard await confirmOwner(reason, PayMeAlerts.repeatNotConfirmed) else { return .failure(.notConfirmed) }
    // Checked again: the history, the list or the day may have changed while the prompt was up.
    if let refusal = refusal(transactionID, start: start) { return .failure(refusal) }
    let schedule = ScheduledPayment(
      id: runLedger.makeID(), recipient: sent.counterparty, amount: sent.amount, note: sent.note,
      cadence: cadence, start: calendar.startOfDay(for: start), end: end)
    guard schedules.add(schedule) else { return .failure(.listFull) }
    save()
    onAnnounce(ScheduledCopy.scheduled(schedule, locale: locale))
    runDue()
    return .success(schedules.items.first { $0.id == schedule.id } ?? schedule)
  }

  /// Why a repeat cannot be made now, or nil.
  private func refusal(_ transactionID: String, start: Date) -> ScheduleError? {
    guard let sent = runLedger?.ledger().transaction(transactionID), sent.kind == .sent else { return .notASentPayment }
    guard startRange.contains(calendar.startOfDay(for: start)) else { return .startOutOfRange }
    guard schedules.items.count < ScheduledPayments.maximumCount else { return .listFull }
    return nil
  }

  /// Why an end cannot be chosen for a schedule starting on `start`, or nil: an end date from the first payment to
  /// 10 years on, a number of payments from 1 to 520.
  private func endRefusal(_ end: ScheduleEnd, start: Date) -> ScheduleError? {
    switch end {
    case .never: return nil
    case .on(let day):
      let range = ScheduleEndChoice.dayRange(from: start, today: now(), calendar: calendar)
      return range.contains(calendar.startOfDay(for: day)) ? nil : .endDateOutOfRange
    case .after(let count): return ScheduleEndChoice.paymentRange.contains(count) ? nil : .endCountOutOfRange
    }
  }
}
