import AppServices
import Foundation
import Localization

/// "Payment to Ana due today": a local notification on a scheduled payment's due day. iOS gives PayMe no
/// guaranteed background time to move money, so the payment is sent when PayMe next opens; this reminds the user
/// to open it. At most `limit` are pending, the soonest: with the request reminders and the money-moved notifications, within iOS's 64.
public enum ScheduledPaymentReminder {
  static let prefix = "payme-scheduled-"
  public static let limit = 10
  /// The hour of the due day the reminder shows.
  public static let hour = 9

  public static func isReminder(_ id: String) -> Bool { id.hasPrefix(prefix) }
  /// The reminder of the schedule `scheduleID`: one per schedule, replaced as its next due day moves on.
  public static func identifier(for scheduleID: String) -> String { prefix + scheduleID }

  public static func requests(
    for schedules: ScheduledPayments, now: Date, calendar: Calendar, locale: Locale, hidingAmount: Bool
  ) -> [NotificationRequest] {
    let upcoming = schedules.items.compactMap { schedule -> (ScheduledPayment, Date)? in
      // A paused schedule sends nothing, so it reminds nobody.
      guard !schedule.isPaused, let due = schedule.nextDue(calendar: calendar),
        let at = calendar.date(bySettingHour: hour, minute: 0, second: 0, of: due), at > now
      else { return nil }
      return (schedule, at)
    }
    return upcoming.sorted { $0.1 < $1.1 }.prefix(min(limit, maximumPendingNotifications - RequestReminder.limit))
      .map { schedule, at in
        let name = schedule.recipient.name
        let body =
          hidingAmount
          ? LocalizedCopy(
            "payme.scheduledReminder.bodyHidden",
            "Your scheduled demo payment to %@ is due today. Open PayMe to send it.",
            .text(name))
          : LocalizedCopy(
            "payme.scheduledReminder.body", "Your scheduled %@ demo payment to %@ is due today. Open PayMe to send it.",
            .text(schedule.amount.formatted(locale: locale)), .text(name))
        return NotificationRequest(
          id: identifier(for: schedule.id),
          title: LocalizedCopy("payme.scheduledReminder.title", "Payment to %@ Due", .text(name)).text,
          body: body.text, trigger: .at(at), url: PayMeLink.scheduledPayments.url)
      }
  }
}

/// The words of scheduled payments.
public enum ScheduledCopy {
  public static let listTitle = LocalizedCopy("payme.scheduled.title", "Scheduled Payments")
  public static let repeatAction = LocalizedCopy("payme.repeat.action", "Repeat Payment")
  public static let startDate = LocalizedCopy("payme.repeat.start", "Starts")
  public static let frequency = LocalizedCopy("payme.repeat.frequency", "Frequency")
  /// What the Face ID / passcode prompt says when a repeat is confirmed: a start of today sends the first
  /// payment the moment it is confirmed, so the prompt says it is sent now, then repeats.
  public static func reason(
    _ amount: Money, to recipient: RecipientCheck, sendsNow: Bool, locale: Locale
  ) -> LocalizedCopy {
    sendsNow
      ? LocalizedCopy(
        "payme.repeat.reasonNow", "Send %@ to %@ now and repeat it", .text(amount.formatted(locale: locale)),
        .text(recipient.nameAndHandle))
      : LocalizedCopy(
        "payme.repeat.reason", "Schedule %@ to %@", .text(amount.formatted(locale: locale)),
        .text(recipient.nameAndHandle))
  }

  /// What the Repeat section says once it is done: sent now (a start of today) or scheduled, and the next day.
  public static func confirmation(
    _ schedule: ScheduledPayment, sentNow: Bool, calendar: Calendar, locale: Locale
  ) -> LocalizedCopy {
    // Held back at once (a start of today the balance could not cover): said as the list says it.
    guard schedule.heldBack == nil, let due = schedule.nextDue(calendar: calendar) else {
      return next(schedule, calendar: calendar, locale: locale)
    }
    let day = due.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))
    return sentNow
      ? LocalizedCopy("payme.repeat.sentNowNext", "Sent today. Next payment: %@", .text(day))
      : LocalizedCopy("payme.repeat.scheduledNext", "Scheduled. Next payment: %@", .text(day))
  }
  public static let cancelSchedule = LocalizedCopy("payme.scheduled.cancel", "Cancel Payment")
  /// A scheduled payment's detail row: the due day it paid for.
  public static let scheduledFor = LocalizedCopy("payme.detail.scheduledFor", "Scheduled For")
  public static let empty = LocalizedCopy("payme.scheduled.empty", "No Scheduled Payments")
  /// Said plainly where the list is: what iOS allows (a background run when it grants one, no promised time) and
  /// what PayMe does about it. One literal: the catalog
  /// script reads only a key's first literal, so a concatenation would reach iOS cut short.
  public static let howItWorks = LocalizedCopy(
    "payme.scheduled.howItWorks",
    "PayMe sends a scheduled payment in the background on its day when iOS allows, and at the latest the next time you open PayMe; if more than one came due, only the latest is sent. With notifications on, PayMe reminds you that day."
  )

  public static func next(_ schedule: ScheduledPayment, calendar: Calendar, locale: Locale) -> LocalizedCopy {
    if schedule.isPaused { return paused }
    guard let due = schedule.nextDue(calendar: calendar) else {
      return ended
    }
    let day = due.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))
    return schedule.heldBack != nil
      ? LocalizedCopy(
        "payme.scheduled.heldBack",
        "Not sent on %@: balance too low. PayMe will try again, at the latest when you open it.", .text(day))
      : LocalizedCopy("payme.scheduled.next", "Next: %@", .text(day))
  }

  static func scheduled(_ schedule: ScheduledPayment, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.a11y.scheduled", "Scheduled %@ to %@", .text(schedule.amount.formatted(locale: locale)),
      .text(schedule.recipient.name))
  }

  /// What VoiceOver says a run sent; under Hide Balance without the amount, as the notification of it.
  static func sent(_ payment: Transaction, hidingAmount: Bool, locale: Locale) -> LocalizedCopy {
    hidingAmount
      ? LocalizedCopy(
        "payme.a11y.scheduledSentHidden", "Sent your scheduled payment to %@", .text(payment.counterparty.name))
      : LocalizedCopy(
        "payme.a11y.scheduledSent", "Sent your scheduled %@ to %@", .text(payment.amount.formatted(locale: locale)),
        .text(payment.counterparty.name))
  }

  static var resetAlert: PayMeAlert {
    PayMeAlert.message(
      id: ScheduledPaymentAlertID.reset,
      title: LocalizedCopy("payme.alert.scheduledReset.title", "Scheduled Payments Cleared").text,
      text: LocalizedCopy(
        "payme.alert.scheduledReset.message",
        "PayMe couldn't read your scheduled payments, so none are scheduled now. The damaged copy is kept."
      ).text,
      ok: PayMeAlerts.ok.title)
  }

  /// What a run moved, said where the user looks (not only to VoiceOver): money never leaves unnoticed. One
  /// payment by name, amount and due day; several by count and total; and how many earlier due days were not sent (asked about next).
  /// Nil when the run sent and skipped nothing. Under Hide Balance (`hidingAmount`) no amount and no total, as the
  /// notification of the same run.
  static func ranAlert(
    _ run: ScheduledPayments.Run, currency: Currency, locale: Locale, hidingAmount: Bool = false
  ) -> PayMeAlert? {
    guard !run.sent.isEmpty || run.skipped > 0 else { return nil }
    var sentences: [LocalizedCopy] = []
    if run.sent.count == 1, let payment = run.sent.first {
      let day = (payment.scheduledFor ?? payment.date).formatted(
        Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))
      sentences.append(
        hidingAmount
          ? LocalizedCopy(
            "payme.alert.scheduledSent.oneHidden", "Your payment to %@, scheduled for %@, was sent.",
            .text(payment.counterparty.name), .text(day))
          : LocalizedCopy(
            "payme.alert.scheduledSent.one", "Your %@ payment to %@, scheduled for %@, was sent.",
            .text(payment.amount.formatted(locale: locale)), .text(payment.counterparty.name), .text(day)))
    } else if !run.sent.isEmpty {
      let total = run.sent.reduce(Money.zero(currency)) { $0 + $1.amount }
      // A plural holds only its count (the catalog check): the total is its own sentence.
      sentences.append(
        .plural(
          "payme.alert.scheduledSent.many", count: run.sent.count, one: "1 scheduled payment was sent.",
          other: "%lld scheduled payments were sent."))
      if !hidingAmount {
        sentences.append(
          LocalizedCopy("payme.alert.scheduledSent.total", "Total: %@.", .text(total.formatted(locale: locale))))
      }
    }
    if run.skipped > 0 { sentences.append(skippedSentence(run.skipped)) }
    let title =
      run.sent.isEmpty
      ? LocalizedCopy("payme.alert.scheduledSkipped.title", "Scheduled Payments Skipped")
      : run.sent.count == 1
        ? LocalizedCopy("payme.alert.scheduledSent.title", "Scheduled Payment Sent")
        : LocalizedCopy("payme.alert.scheduledSentMany.title", "Scheduled Payments Sent")
    return PayMeAlert(
      id: ScheduledPaymentAlertID.ran(sent: run.sent.map(\.id), skipped: run.skipped), title: title.text,
      message: sentences.map(\.text).joined(separator: " "),
      buttons: [seenButton(.ran(sent: run.sent.map(\.id), skipped: run.skipped))])
  }

  /// The due payment was made but could not be saved, so it was taken back: said as not sent (never "kept until
  /// PayMe closes", the ledger's general words, which would be untrue), and that it is tried again.
  static func notSavedAlert(_ schedule: ScheduledPayment, locale: Locale, hidingAmount: Bool = false) -> PayMeAlert {
    let message =
      hidingAmount
      ? LocalizedCopy(
        "payme.alert.scheduledNotSaved.messageHidden",
        "PayMe couldn't save to this iPhone's storage, so your scheduled demo payment to %@ wasn't sent. PayMe will try again, at the latest the next time you open it.",
        .text(schedule.recipient.name))
      : LocalizedCopy(
        "payme.alert.scheduledNotSaved.message",
        "PayMe couldn't save to this iPhone's storage, so your scheduled %@ demo payment to %@ wasn't sent. PayMe will try again, at the latest the next time you open it.",
        .text(schedule.amount.formatted(locale: locale)), .text(schedule.recipient.name))
    return PayMeAlert(
      id: ScheduledPaymentAlertID.notSaved(schedule.id),
      title: LocalizedCopy("payme.alert.scheduledShort.title", "Scheduled Payment Not Sent").text,
      message: message.text, buttons: [seenButton(.notSaved(schedule.id))])
  }

  static func skippedSentence(_ count: Int) -> LocalizedCopy {
    // Not sent in a pile unasked: kept with the schedule, and asked about when PayMe is opened (Send All or Skip).
    .plural(
      "payme.alert.scheduledMissed", count: count,
      one: "1 earlier payment, due while PayMe couldn't run, wasn't sent. PayMe asks you whether to send it.",
      other: "%lld earlier payments, due while PayMe couldn't run, weren't sent. PayMe asks you whether to send them.")
  }

  /// Under Hide Balance (`hidingAmount`) the notification's words, without the amount.
  static func heldBackAlert(
    _ schedule: ScheduledPayment, error: PaymentError, locale: Locale, hidingAmount: Bool = false
  ) -> PayMeAlert {
    let amount = schedule.amount.formatted(locale: locale)
    let message =
      hidingAmount
      ? ScheduledBackgroundRun.notSentHidden(schedule.recipient.name, short: error == .insufficientFunds)
      : error == .insufficientFunds
        ? LocalizedCopy(
          "payme.alert.scheduledShort.message",
          "Your demo balance is too low for your scheduled %@ payment to %@. PayMe will try again, at the latest the next time you open it.",
          .text(amount), .text(schedule.recipient.name))
        : LocalizedCopy(
          "payme.alert.scheduledRefused.message",
          "Your scheduled %@ demo payment to %@ couldn't be sent. PayMe will try again, at the latest the next time you open it.",
          .text(amount), .text(schedule.recipient.name))
    return PayMeAlert(
      id: ScheduledPaymentAlertID.heldBack(schedule.id),
      title: LocalizedCopy("payme.alert.scheduledShort.title", "Scheduled Payment Not Sent").text,
      message: message.text, buttons: [seenButton(.heldBack(schedule.id))])
  }
}

/// Which scheduled-payment alert is up: a reset file, one schedule's payment held back (one alert per schedule,
/// so two held payments are two alerts), or what one run sent and skipped (its payments' ids, so a later run's
/// message waits behind it instead of being taken for it).
public enum ScheduledPaymentAlertID: Hashable, Sendable, Codable {
  case reset
  case heldBack(String)
  /// The schedule's due payment could not be saved, so it was not sent.
  case notSaved(String)
  case ran(sent: [String], skipped: Int)
}
