import Foundation
import Localization

/// The payment Skip Next Payment passed over, kept so the skip can be undone until its day has passed:
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

// MARK: - Undo Skip

extension ScheduledPaymentsModel {
  /// The skipped payment the row offers back (Undo Skip), until its day has passed.
  public func undoableSkip(_ schedule: ScheduledPayment) -> SkippedPayment? {
    schedule.undoableSkip(today: now(), calendar: calendar)
  }

  /// The row's line for it: "Skipped Dec 1"; else, on record for good, the due days a run passed over unsent
  /// while PayMe was closed: "2 earlier payments weren't sent".
  public func skippedLine(_ schedule: ScheduledPayment) -> LocalizedCopy? {
    if let skip = undoableSkip(schedule) { return ScheduledCopy.skippedOn(skip.day, locale: locale) }
    guard !schedule.missedDueDays.isEmpty else { return nil }
    return .plural(
      "payme.scheduled.missed", count: schedule.missedDueDays.count, one: "1 earlier payment wasn't sent",
      other: "%lld earlier payments weren't sent")
  }

  /// Undo Skip: the skipped payment is the next one again, as the owner set the schedule up; its reminder is
  /// planned again. Skipping moved no money, so undoing a later day's skip asks nothing. On the skipped day itself
  /// undoing sends the payment at once, so the device owner confirms it first, with the same check and words as a
  /// Resume that sends today; a cancelled or failed check sends nothing and the skip stays. Nothing once its day
  /// has passed.
  public func undoSkip(_ id: String) {
    guard let current = schedule(id), let skipped = undoableSkip(current), !resuming.contains(id) else {
      onHaptic(.failure)
      return
    }
    guard calendar.isDate(skipped.day, inSameDayAs: now()) else { return finishUndoSkip(id, sendsToday: false) }
    onHaptic(.buttonPress)
    resuming.insert(id)
    run {
      defer { self.resuming.remove(id) }
      let reason = ScheduledCopy.sendNowReason(current, locale: self.locale)
      guard await self.confirmOwner(reason, ScheduledCopy.notSentAlert) else { return }
      self.finishUndoSkip(id, sendsToday: true)
    }
  }

  /// The skip undone (checked again: the check may have been up past midnight, or the schedule changed), and a
  /// payment due today sent, said as every scheduled payment is.
  func finishUndoSkip(_ id: String, sendsToday: Bool) {
    guard let index = schedules.items.firstIndex(where: { $0.id == id }),
      let skipped = undoableSkip(schedules.items[index]),
      calendar.isDate(skipped.day, inSameDayAs: now()) == sendsToday,
      schedules.items[index].undoSkip(today: now(), calendar: calendar)
    else {
      onHaptic(.failure)
      return
    }
    onHaptic(.confirmation)
    onAnnounce(ScheduledCopy.unskippedAnnouncement(skipped.day, locale: locale))
    changed()
    if sendsToday { runDue() }
  }
}

extension ScheduledCopy {
  /// What the device owner check says when an undo sends a payment at once (Undo Skip on its day, Undo of a
  /// swipe-cancel with a payment due): the Resume prompt's "Send ... now".
  static func sendNowReason(_ schedule: ScheduledPayment, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.scheduled.reasonSendNow", "Send %@ to %@ now", .text(schedule.amount.formatted(locale: locale)),
      .text(schedule.recipient.name))
  }

  /// The check for an undo that would send a payment failed (not a cancel): nothing was sent, nothing changed.
  static var notSentAlert: PayMeAlert {
    PayMeAlert.message(
      id: PayMeAlertID.scheduleNotSent,
      title: LocalizedCopy("payme.alert.scheduleNotSent.title", "Payment Not Sent").text,
      text: LocalizedCopy(
        "payme.alert.scheduleNotSent.message",
        "Your iPhone couldn't confirm it's you, so nothing was sent and your scheduled payment wasn't changed. Try again."
      ).text, ok: PayMeAlerts.ok.title)
  }

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
