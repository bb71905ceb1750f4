import Foundation
import Localization
import Observation

extension PayMeAlerts {
  /// How often to repeat a payment, asked from its row's swipe: each cadence, then Cancel.
  public static func repeatPayment(
    _ sent: Transaction, howItWorks: LocalizedCopy = ScheduledCopy.howItWorks, locale: Locale = .current
  ) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.repeatPayment,
      title: LocalizedCopy(
        "payme.alert.repeat.title", "Repeat %@ to %@", .text(sent.amount.formatted(locale: locale)),
        .text(sent.counterparty.name)
      ).text,
      message: howItWorks.text,
      buttons: PaymentCadence.allCases.map { .init($0.title.text, action: .repeatPayment(sent.id, $0)) } + [cancel],
      style: .confirmationDialog)
  }

  /// A repeat made from an Activity row, said where the row cannot say it: to whom, how often, the next day.
  static func repeatScheduled(_ schedule: ScheduledPayment, next: LocalizedCopy, locale: Locale) -> PayMeAlert {
    message(
      .repeatScheduled, title: LocalizedCopy("payme.alert.repeatScheduled.title", "Payment Scheduled"),
      text: LocalizedCopy(
        "payme.alert.repeatScheduled.message", "Your %@ payment to %@ repeats %@. %@",
        .text(schedule.amount.formatted(locale: locale)), .text(schedule.recipient.name),
        .text(schedule.cadence.inSentence.text), .text(next.text)
      ))
  }

  /// A repeat the schedules refused (the list is full), said where the row cannot say it.
  public static func repeatRefused(_ error: ScheduleError) -> PayMeAlert {
    PayMeAlert.message(
      id: PayMeAlertID.repeatRefused,
      title: LocalizedCopy("payme.alert.repeatRefused.title", "Can't Repeat Payment").text,
      text: error.message.text, ok: ok.title)
  }

  /// The device owner check for a repeat failed: nothing was scheduled, and no money moved.
  public static var repeatNotConfirmed: PayMeAlert {
    message(
      .repeatNotConfirmed, title: LocalizedCopy("payme.alert.repeatNotConfirmed.title", "Payment Not Scheduled"),
      text: LocalizedCopy(
        "payme.alert.repeatNotConfirmed.message",
        "Your iPhone couldn't confirm it's you, so nothing was scheduled and no money moved. Try again."
      ))
  }
}
