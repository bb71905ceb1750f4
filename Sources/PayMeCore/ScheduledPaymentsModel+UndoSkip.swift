import Foundation
import Localization

/// The payment Skip Next Payment passed over, kept so the skip can be undone until its day has passed (issue 41):
/// its due day, and the series it belonged to (a change of frequency or day starts a new one, and ends the undo).
public struct SkippedPayment: Codable, Hashable, Sendable {
  public let day: Date
  let series: Int
}

extension ScheduledPayment {
  /// The skipped payment that can still be brought back on `today`: it is the one just before the next, of this
  /// series, its day not past yet, and the schedule is running.
  func undoableSkip(today: Date, calendar: Calendar) -> SkippedPayment? {
    guard let skipped, !isPaused, skipped.series == series, sent > 0,
      let before = dueDay(sent - 1, calendar: calendar), calendar.isDate(before, inSameDayAs: skipped.day),
      calendar.startOfDay(for: skipped.day) >= calendar.startOfDay(for: today)
    else { return nil }
    return skipped
  }

  /// Undo Skip: the skipped payment is the next one again.
  mutating func undoSkip(today: Date, calendar: Calendar) -> Bool {
    guard undoableSkip(today: today, calendar: calendar) != nil else { return false }
    sent -= 1
    skipped = nil
    return true
  }
}

// MARK: - Undo Skip (issue 41)

extension ScheduledPaymentsModel {
  /// The skipped payment the row offers back (Undo Skip), until its day has passed.
  public func undoableSkip(_ schedule: ScheduledPayment) -> SkippedPayment? {
    schedule.undoableSkip(today: now(), calendar: calendar)
  }

  /// The row's line for it: "Skipped Dec 1".
  public func skippedLine(_ schedule: ScheduledPayment) -> LocalizedCopy? {
    undoableSkip(schedule).map { ScheduledCopy.skippedOn($0.day, locale: locale) }
  }

  /// Undo Skip: the skipped payment is the next one again, as the owner set the schedule up (skipping asked
  /// nothing, so undoing it asks nothing either); its reminder is planned again, and on its own day it goes at
  /// once, as every due payment does. Nothing once its day has passed.
  public func undoSkip(_ id: String) {
    guard let index = schedules.items.firstIndex(where: { $0.id == id }),
      let skipped = undoableSkip(schedules.items[index]),
      schedules.items[index].undoSkip(today: now(), calendar: calendar)
    else {
      onHaptic(.failure)
      return
    }
    onHaptic(.confirmation)
    onAnnounce(ScheduledCopy.unskippedAnnouncement(skipped.day, locale: locale))
    changed()
    if calendar.isDate(skipped.day, inSameDayAs: now()) { onRunDue() }
  }
}

extension ScheduledCopy {
  public static let undoSkipAction = LocalizedCopy("payme.scheduled.undoSkip", "Undo Skip")

  static func skippedOn(_ day: Date, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.scheduled.skippedOn", "Skipped %@",
      .text(day.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))))
  }

  static func unskippedAnnouncement(_ day: Date, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.a11y.scheduleUnskipped", "The payment on %@ will be sent after all",
      .text(day.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))))
  }
}
