import Foundation
import Localization

/// The words of editing, pausing and resuming a scheduled payment.
extension ScheduledCopy {
  public static let editAction = LocalizedCopy("payme.scheduled.edit", "Edit")
  public static let pauseAction = LocalizedCopy("payme.scheduled.pause", "Pause")
  public static let resumeAction = LocalizedCopy("payme.scheduled.resume", "Resume")
  public static let editTitle = LocalizedCopy("payme.scheduled.editTitle", "Edit Payment")
  public static let save = LocalizedCopy("payme.scheduled.save", "Save")
  public static let editAmountHint = LocalizedCopy(
    "payme.scheduled.amountHint", "The amount sent on each due day. Type it on the keypad below.")
  /// Under the sheet's frequency: what a change touches, and what it leaves alone.
  public static let editFooter = LocalizedCopy(
    "payme.scheduled.editFooter",
    "Changes apply from the next payment. A new frequency counts from that day. Payments already sent don't change.")
  /// A paused schedule's row, in place of its next day.
  public static let paused = LocalizedCopy("payme.scheduled.paused", "Paused. Nothing is sent until you resume it.")

  /// What the Face ID / passcode prompt says for a change: the amount and frequency from now on, from the new
  /// next day when it moved, and "now" when that day is today (its payment goes at once).
  static func editReason(
    _ change: ScheduleChange, to recipient: Contact, paused: Bool, sendsToday: Bool, movedNext: Bool,
    locale: Locale
  ) -> LocalizedCopy {
    let amount = change.amount.formatted(locale: locale)
    let often = change.cadence.inSentence.text
    // A paused schedule sends nothing until it is resumed: the prompt must not promise a payment.
    if paused {
      return LocalizedCopy(
        "payme.scheduled.reasonEditPaused", "Change the paused payment to %@ to %@ %@", .text(amount),
        .text(recipient.name), .text(often))
    }
    if sendsToday {
      return LocalizedCopy(
        "payme.scheduled.reasonEditNow", "Send %@ to %@ now, then %@", .text(amount), .text(recipient.name),
        .text(often))
    }
    if movedNext {
      let day = change.next.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))
      return LocalizedCopy(
        "payme.scheduled.reasonEditFrom", "Send %@ to %@ %@ from %@", .text(amount), .text(recipient.name),
        .text(often), .text(day))
    }
    return LocalizedCopy(
      "payme.scheduled.reasonEdit", "Send %@ to %@ %@ from now on", .text(amount), .text(recipient.name),
      .text(often))
  }

  /// What the prompt says for a resume: sent today when today is a due day, else the next payment's day.
  static func resumeReason(
    _ resumed: ScheduledPayment, sendsToday: Bool, calendar: Calendar, locale: Locale
  ) -> LocalizedCopy {
    let amount = resumed.amount.formatted(locale: locale)
    guard !sendsToday, let due = resumed.nextDue(calendar: calendar) else {
      return LocalizedCopy(
        "payme.scheduled.reasonResumeNow", "Send %@ to %@ now and resume it", .text(amount),
        .text(resumed.recipient.name))
    }
    let day = due.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))
    return LocalizedCopy(
      "payme.scheduled.reasonResume", "Resume %@ to %@ from %@", .text(amount), .text(resumed.recipient.name),
      .text(day))
  }

  static func pausedAnnouncement(_ schedule: ScheduledPayment) -> LocalizedCopy {
    LocalizedCopy("payme.a11y.schedulePaused", "Paused your payment to %@", .text(schedule.recipient.name))
  }

  static func resumedAnnouncement(_ schedule: ScheduledPayment, next: LocalizedCopy) -> LocalizedCopy {
    LocalizedCopy(
      "payme.a11y.scheduleResumed", "Resumed your payment to %@. %@", .text(schedule.recipient.name),
      .text(next.text))
  }

  /// Said to VoiceOver after a change; with Hide Balance on, without the amount, as the rows hide it.
  static func changedAnnouncement(_ schedule: ScheduledPayment, hidingAmount: Bool, locale: Locale) -> LocalizedCopy {
    if hidingAmount {
      return LocalizedCopy(
        "payme.a11y.scheduleChangedHidden", "Your payment to %@ now repeats %@", .text(schedule.recipient.name),
        .text(schedule.cadence.inSentence.text))
    }
    return LocalizedCopy(
      "payme.a11y.scheduleChanged", "Your payment to %@ is now %@ %@", .text(schedule.recipient.name),
      .text(schedule.amount.formatted(locale: locale)), .text(schedule.cadence.inSentence.text))
  }

  /// Cancel, or a swipe down, over changes not saved: Discard Changes or Keep Editing.
  /// "Cancel This Scheduled Payment?": nothing more is sent; what was sent stays sent.
  static func cancelDialog(_ schedule: ScheduledPayment) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.cancelSchedule,
      title: LocalizedCopy("payme.alert.cancelSchedule.title", "Cancel This Scheduled Payment?").text,
      message: LocalizedCopy(
        "payme.alert.cancelSchedule.message", "Nothing more will be sent to %@. Payments already sent stay sent.",
        .text(schedule.recipient.name)
      ).text,
      buttons: [
        .init(ScheduledCopy.cancelSchedule.text, role: .destructive, action: .scheduled(.cancel(schedule.id))),
        .init(LocalizedCopy("payme.alert.keepSchedule", "Keep Payment").text, role: .cancel),
      ], style: .confirmationDialog)
  }

  static var discardEditDialog: PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.discardScheduleEdit, title: "",
      message: LocalizedCopy("payme.alert.discardScheduleEdit.message", "Your changes haven't been saved.").text,
      buttons: [
        .init(
          LocalizedCopy("payme.alert.discardChanges", "Discard Changes").text, role: .destructive,
          action: .scheduleEdit(.discard)),
        .init(LocalizedCopy("payme.alert.keepEditing", "Keep Editing").text, role: .cancel, action: .keepEditing),
      ], style: .confirmationDialog)
  }

  /// The device owner check for a change failed (not a cancel): the schedule is as it was.
  static var notChangedAlert: PayMeAlert {
    PayMeAlert.message(
      id: PayMeAlertID.scheduleNotChanged,
      title: LocalizedCopy("payme.alert.scheduleNotChanged.title", "Payment Not Changed").text,
      text: LocalizedCopy(
        "payme.alert.scheduleNotChanged.message",
        "Your iPhone couldn't confirm it's you, so your scheduled payment wasn't changed. Try again."
      ).text, ok: PayMeAlerts.ok.title)
  }

  /// The device owner check for a resume failed (not a cancel): it stays paused.
  static var notResumedAlert: PayMeAlert {
    PayMeAlert.message(
      id: PayMeAlertID.scheduleNotResumed,
      title: LocalizedCopy("payme.alert.scheduleNotResumed.title", "Payment Still Paused").text,
      text: LocalizedCopy(
        "payme.alert.scheduleNotResumed.message",
        "Your iPhone couldn't confirm it's you, so your scheduled payment is still paused. Try again."
      ).text, ok: PayMeAlerts.ok.title)
  }

  /// The change was not made after the check: the schedule went (cancelled, the demo reset), ended (its last
  /// payment went meanwhile), or was changed too often. Each says what really happened.
  static func notChangedAlert(_ refusal: ScheduleChangeRefusal) -> PayMeAlert {
    let message =
      switch refusal {
      case .gone:
        LocalizedCopy(
          "payme.alert.scheduleGone.message", "This scheduled payment was canceled, so there was nothing to change.")
      case .ended:
        LocalizedCopy(
          "payme.alert.scheduleEndedChange.message", "This scheduled payment has ended, so there was nothing to change."
        )
      case .changedTooOften:
        LocalizedCopy(
          "payme.alert.scheduleChangedTooOften.message",
          "This scheduled payment can't be changed again. Cancel it and repeat the payment instead.")
      case .moved:
        LocalizedCopy(
          "payme.alert.scheduleMoved.message",
          "Your scheduled payment's next payment changed while you were editing it, so nothing was changed. Check it and edit it again."
        )
      case .alreadyPaid:
        LocalizedCopy(
          "payme.alert.scheduleAlreadyPaid.message",
          "That day's payment was already sent, so nothing was changed. Choose a later day.")
      }
    return PayMeAlert.message(
      id: refusal == .gone ? PayMeAlertID.scheduleGone : PayMeAlertID.scheduleEnded,
      title: LocalizedCopy("payme.alert.scheduleNotChanged.title", "Payment Not Changed").text,
      text: message.text, ok: PayMeAlerts.ok.title)
  }
}
