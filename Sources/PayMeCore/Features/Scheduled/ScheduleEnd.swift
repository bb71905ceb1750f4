import Foundation
import Localization

/// When a schedule stops, as Venmo's and the banks' recurring payments offer it: never, on a day, or
/// after a number of payments. A schedule past its end has no next due day, so nothing more is sent, reminded or
/// planned, and the list says it ended.
public enum ScheduleEnd: Codable, Hashable, Sendable {
  case never
  /// The last day a payment may be due, itself included ("Ends Mar 3" pays a Mar 3 due day).
  case on(day: Date)
  /// How many due days in all, counted from the schedule's first. A due day skipped or paused over counts as
  /// one of them, as a skipped payment does at a bank: the end stays where the user put it.
  case after(payments: Int)

  /// The most payments an end may count, and the furthest an end date may be (in years from today): bounds the
  /// pickers offer, well inside `ScheduledPayment.maximumOccurrences`.
  public static let maximumPayments = 520
  public static let maximumYears = 10

  /// Believed when read back only if this app could have written it.
  var isPlausible: Bool {
    if case .after(let count) = self { return (1...ScheduledPayment.maximumOccurrences).contains(count) }
    return true
  }

  public var kind: ScheduleEndKind {
    switch self {
    case .never: .never
    case .on: .onDate
    case .after: .afterPayments
    }
  }
}

/// The three choices of the Ends picker.
public enum ScheduleEndKind: String, CaseIterable, Hashable, Sendable {
  case never, onDate, afterPayments

  public var title: LocalizedCopy {
    switch self {
    case .never: LocalizedCopy("payme.scheduleEnd.never", "Never")
    case .onDate: LocalizedCopy("payme.scheduleEnd.onDate", "On a Date")
    case .afterPayments: LocalizedCopy("payme.scheduleEnd.afterPayments", "After a Number of Payments")
    }
  }
}

/// An end being chosen on a sheet (Repeat, or Edit): the picker's kind, the date picker's day and the stepper's
/// count, each kept while another kind is chosen, so switching back finds what was there.
public struct ScheduleEndChoice: Hashable, Sendable {
  public var kind: ScheduleEndKind
  public var day: Date
  /// Payments from the next one on (the next one included): what the stepper shows.
  public var payments: Int

  /// The stepper's bounds.
  public static let paymentRange = 1...ScheduleEnd.maximumPayments

  /// The choice that shows `end`, for a schedule `passed` due days along whose next due day is `next`.
  public init(_ end: ScheduleEnd, passed: Int, next: Date, calendar: Calendar) {
    kind = end.kind
    day = calendar.date(byAdding: .year, value: 1, to: next) ?? next
    payments = 12
    switch end {
    case .never: break
    case .on(let last): day = last
    case .after(let count): payments = min(max(count - passed, 1), ScheduleEnd.maximumPayments)
    }
  }

  /// The end to save for a schedule `passed` due days along; nil for a count off the stepper's bounds.
  func end(passed: Int, calendar: Calendar) -> ScheduleEnd? {
    switch kind {
    case .never: return .never
    case .onDate: return .on(day: calendar.startOfDay(for: day))
    case .afterPayments:
      guard Self.paymentRange.contains(payments), passed >= 0, passed <= ScheduledPayment.maximumOccurrences else {
        return nil
      }
      // Held to the most due days a schedule has (it never runs past them anyway): a larger count would make the
      // saved file implausible, and it would be set aside at the next launch.
      return .after(payments: min(passed + payments, ScheduledPayment.maximumOccurrences))
    }
  }

  /// The days an end may be on: from the first payment to `maximumYears` after today.
  public static func dayRange(from first: Date, today: Date, calendar: Calendar) -> ClosedRange<Date> {
    let low = calendar.startOfDay(for: first)
    let high = calendar.date(byAdding: .year, value: ScheduleEnd.maximumYears, to: calendar.startOfDay(for: today))
    return low...max(low, high ?? low)
  }
}

extension ScheduledPayment {
  /// Due days behind it: those of earlier series and those of this one sent or passed over.
  var passedDueDays: Int { earlierDueDays + sent }

  /// The current series' `index`th due day, or nil past the schedule's end (or past `maximumOccurrences` in all).
  public func dueDay(_ index: Int, calendar: Calendar) -> Date? {
    guard index >= 0, index <= Self.maximumOccurrences, earlierDueDays + index <= Self.maximumOccurrences,
      let day = cadence.dueDay(index, from: start, calendar: calendar)
    else { return nil }
    switch end {
    case .never: return day
    case .on(let last): return calendar.startOfDay(for: day) <= calendar.startOfDay(for: last) ? day : nil
    case .after(let count): return earlierDueDays + index < count ? day : nil
    }
  }

  /// Ended: no due day is left, or (paused) none is left from `now` on, since resuming passes over the rest.
  /// An ended schedule sends nothing more and cannot be edited, paused, resumed or skipped; it can be removed.
  public func hasEnded(by now: Date, calendar: Calendar) -> Bool {
    guard nextDue(calendar: calendar) != nil else { return true }
    guard isPaused else { return false }
    var resumed = self
    resumed.resume(from: now, calendar: calendar)
    return resumed.nextDue(calendar: calendar) == nil
  }

  /// How many payments are left, counting the next one, for an end after a number of payments; nil otherwise.
  public var paymentsLeft: Int? {
    guard case .after(let count) = end else { return nil }
    return max(count - passedDueDays, 0)
  }

  /// Skip Next Payment: the next due day is passed over, never sent (one held back is let go with it), and the
  /// schedule moves on one due day. False when it cannot be skipped (paused, or nothing is left to skip).
  mutating func skipNext(calendar: Calendar) -> Bool {
    guard !isPaused, sent < Self.maximumOccurrences, let day = nextDue(calendar: calendar) else { return false }
    sent += 1
    heldBack = nil
    skipped = SkippedPayment(day: day, series: series)
    return true
  }
}
