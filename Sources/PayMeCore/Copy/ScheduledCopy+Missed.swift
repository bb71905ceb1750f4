import Foundation
import Localization

/// The words of missed payments (ScheduledPaymentsModel+Missed.swift).
enum MissedCopy {
  /// Their sum, exact (Decimal); nil for none.
  static func total(_ payments: [MissedPayment]) -> Money? {
    guard let first = payments.first else { return nil }
    return payments.dropFirst().reduce(first.amount) { $0 + $1.amount }
  }

  /// "Nov 3"; with its year ("Dec 29, 2026") only when that is not this year's.
  static func day(_ day: Date, now: Date, calendar: Calendar, locale: Locale) -> String {
    // Both branches in the schedule's calendar and time zone: the day must be the one the year test saw.
    var style =
      calendar.component(.year, from: day) == calendar.component(.year, from: now)
      ? Date.FormatStyle(date: .omitted, time: .omitted).month(.abbreviated).day().locale(locale)
      : Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale)
    style.calendar = calendar
    style.timeZone = calendar.timeZone
    return day.formatted(style)
  }

  /// What the Face ID / passcode prompt says: the whole amount that will move, and to whom.
  static func reason(_ total: Money, to recipient: RecipientCheck, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.missed.reason", "Send %@ in missed payments to %@", .text(total.formatted(locale: locale)),
      .text(recipient.nameAndHandle))
  }

  static var notConfirmed: PayMeAlert {
    PayMeAlerts.message(
      .missedNotConfirmed, title: LocalizedCopy("payme.alert.missedNotConfirmed.title", "Missed Payments Not Sent"),
      text: LocalizedCopy(
        "payme.alert.missedNotConfirmed.message",
        "Your iPhone couldn't confirm it's you, so no money moved. PayMe will ask about the missed payments again the next time you open it."
      ))
  }

  static var notSaved: PayMeAlert {
    PayMeAlerts.message(
      .missedNotSaved, title: LocalizedCopy("payme.alert.missedNotConfirmed.title", "Missed Payments Not Sent"),
      text: LocalizedCopy(
        "payme.alert.missedNotSaved.message",
        "PayMe couldn't save to this iPhone's storage, so no missed payment was sent. PayMe will ask again the next time you open it."
      ))
  }

  /// Send All on a schedule cancelled while its question was up: nothing to send, said in words.
  static var scheduleCancelled: PayMeAlert {
    PayMeAlerts.message(
      .missedScheduleCancelled,
      title: LocalizedCopy("payme.alert.missedNotConfirmed.title", "Missed Payments Not Sent"),
      text: LocalizedCopy(
        "payme.alert.missedCancelled.message",
        "This scheduled payment was canceled, so no missed payment was sent and no money moved."))
  }

  /// What Send All did: all sent, with their total; or how many went and where it stopped, and why; or, when the
  /// activity already held every one (sent before PayMe was stopped), that nothing was left to send.
  static func result(
    _ run: ScheduledPayments.MissedRun, schedule: ScheduledPayment, now: Date, calendar: Calendar, locale: Locale
  ) -> PayMeAlert {
    let name = schedule.recipient.name
    if run.sent.isEmpty, run.stoppedAt == nil {
      return .message(
        id: MissedPaymentsID(scheduleID: schedule.id, isResult: true),
        title: LocalizedCopy("payme.alert.missedNothingLeft.title", "Nothing Left to Send").text,
        text: LocalizedCopy(
          "payme.alert.missedNothingLeft.message",
          "The missed payments to %@ are already in your activity, so nothing more was sent.", .text(name)
        ).text, ok: PayMeAlerts.ok.title)
    }
    guard let stopped = run.stoppedAt else {
      let total = run.sent.dropFirst().reduce(run.sent.first?.amount ?? Money.zero(schedule.amount.currency)) {
        $0 + $1.amount
      }
      return .message(
        id: MissedPaymentsID(scheduleID: schedule.id, isResult: true),
        title: LocalizedCopy.plural(
          "payme.alert.missedSent.title", count: run.sent.count, one: "Missed Payment Sent",
          other: "%lld Missed Payments Sent"
        ).text,
        text: LocalizedCopy(
          "payme.alert.missedSent.message", "%@ in all was sent to %@ from your demo balance.",
          .text(total.formatted(locale: locale)), .text(name)
        ).text, ok: PayMeAlerts.ok.title)
    }
    var sentences: [LocalizedCopy] = []
    if !run.sent.isEmpty {
      sentences.append(
        .plural(
          "payme.alert.missedStopped.sent", count: run.sent.count, one: "1 missed payment was sent.",
          other: "%lld missed payments were sent."))
    }
    let amount = stopped.amount.formatted(locale: locale)
    let day = day(stopped.day, now: now, calendar: calendar, locale: locale)
    sentences.append(
      run.error == .insufficientFunds
        ? LocalizedCopy(
          "payme.alert.missedStopped.short",
          "Your demo balance can't cover the %@ payment to %@ due %@, so PayMe stopped there. Add money, and PayMe will ask about the rest the next time you open it.",
          .text(amount), .text(name), .text(day))
        : LocalizedCopy(
          "payme.alert.missedStopped.refused",
          "The %@ payment to %@ due %@ couldn't be sent, so PayMe stopped there. PayMe will ask about the rest the next time you open it.",
          .text(amount), .text(name), .text(day)))
    return PayMeAlert.message(
      id: MissedPaymentsID(scheduleID: schedule.id, isResult: true),
      title: (run.sent.isEmpty
        ? LocalizedCopy("payme.alert.missedNotConfirmed.title", "Missed Payments Not Sent")
        : LocalizedCopy("payme.alert.missedStopped.title", "Not All Missed Payments Sent")).text,
      text: sentences.map(\.text).joined(separator: " "), ok: PayMeAlerts.ok.title)
  }
}
