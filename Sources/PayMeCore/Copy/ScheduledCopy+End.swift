import Foundation
import Localization

/// The words of a schedule's end and of skipping a payment.
extension ScheduledCopy {
  /// An ended schedule's row, in place of its next day: its last payment went, or its end passed.
  public static let ended = LocalizedCopy("payme.scheduled.ended", "Ended")
  public static let ends = LocalizedCopy("payme.scheduled.ends", "Ends")
  public static let endDate = LocalizedCopy("payme.scheduled.endDate", "End Date")
  public static let nextDate = LocalizedCopy("payme.scheduled.nextDate", "Next Payment")
  public static let skipAction = LocalizedCopy("payme.scheduled.skip", "Skip Next Payment")
  /// An ended schedule's swipe: it sends nothing more, so it is removed without a question.
  public static let removeAction = LocalizedCopy("payme.scheduled.remove", "Remove")

  /// The stepper's words: how many payments from the next one on.
  public static func payments(_ count: Int) -> LocalizedCopy {
    .plural("payme.scheduled.endPayments", count: count, one: "1 payment", other: "%lld payments")
  }

  /// The row's end: "Ends Mar 3".
  static func endsOn(_ day: Date, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.scheduled.endsOn", "Ends %@",
      .text(day.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))))
  }

  /// The row's end: "3 payments left" (the next one among them).
  static func paymentsLeft(_ count: Int) -> LocalizedCopy {
    .plural("payme.scheduled.paymentsLeft", count: count, one: "1 payment left", other: "%lld payments left")
  }

  /// "Skip Next Payment?": the day skipped and the one after it, or that it was the last one. With Hide Balance
  /// on, the amount is left out, as the rows hide it.
  static func skipDialog(
    _ schedule: ScheduledPayment, skipped: Date, following: Date?, hidingAmount: Bool, locale: Locale
  ) -> PayMeAlert {
    let style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale)
    let amount = schedule.amount.formatted(locale: locale)
    let message =
      hidingAmount
      ? following.map {
        LocalizedCopy(
          "payme.alert.skipSchedule.messageHidden", "Your payment to %@ on %@ won't be sent. The next one is on %@.",
          .text(schedule.recipient.name), .text(skipped.formatted(style)), .text($0.formatted(style)))
      }
        ?? LocalizedCopy(
          "payme.alert.skipSchedule.lastMessageHidden",
          "Your payment to %@ on %@ won't be sent. It's the last one, so this scheduled payment will end.",
          .text(schedule.recipient.name), .text(skipped.formatted(style)))
      : following.map {
        LocalizedCopy(
          "payme.alert.skipSchedule.message", "Your %@ payment to %@ on %@ won't be sent. The next one is on %@.",
          .text(amount), .text(schedule.recipient.name), .text(skipped.formatted(style)), .text($0.formatted(style)))
      }
        ?? LocalizedCopy(
          "payme.alert.skipSchedule.lastMessage",
          "Your %@ payment to %@ on %@ won't be sent. It's the last one, so this scheduled payment will end.",
          .text(amount), .text(schedule.recipient.name), .text(skipped.formatted(style)))
    return PayMeAlert(
      id: PayMeAlertID.skipSchedule,
      title: LocalizedCopy("payme.alert.skipSchedule.title", "Skip Next Payment?").text, message: message.text,
      buttons: [
        .init(
          LocalizedCopy("payme.alert.skipPayment", "Skip Payment").text,
          action: .scheduled(.skipNext(schedule.id, skipped))),
        .init(LocalizedCopy("payme.alert.dontSkip", "Don't Skip").text, role: .cancel),
      ], style: .confirmationDialog)
  }

  /// The next payment changed while "Skip Next Payment?" was up (it went, or was skipped already): the dialog
  /// named a payment that is no longer next, so nothing was skipped.
  static var notSkippedAlert: PayMeAlert {
    PayMeAlert.message(
      id: PayMeAlertID.scheduleNotSkipped,
      title: LocalizedCopy("payme.alert.scheduleNotSkipped.title", "Payment Not Skipped").text,
      text: LocalizedCopy(
        "payme.alert.scheduleNotSkipped.message",
        "The next payment changed before you skipped it, so nothing was skipped. Check your scheduled payment and try again."
      ).text, ok: PayMeAlerts.ok.title)
  }

  static func skippedAnnouncement(_ skipped: Date, next: LocalizedCopy, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.a11y.scheduleSkipped", "Skipped the payment on %@. %@",
      .text(skipped.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))),
      .text(next.text))
  }
}
