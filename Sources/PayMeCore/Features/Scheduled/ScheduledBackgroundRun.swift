import AppServices
import Foundation
import Localization

/// The local notifications a background run posts.
enum ScheduledBackgroundRun {
  static let identifierPrefix = "payme-background-ran-"
  /// The least wait asked of iOS before another run: 15 minutes, as Apple's own samples ask.
  static let soonestRetry: TimeInterval = 15 * 60

  static let summaryIdentifier = identifierPrefix + "summary"

  /// What the run tells, within iOS's 64 pending notifications: PayMe's plans leave `MoneyMovedNotification.spare`
  /// of them free for it (iOS keeps the soonest 64, so one more would silently push out the latest planned), so a
  /// run with more to say than that says it in one summary (`summary(of:)`), and the app's messages the details.
  /// `unseen`: the counts of the summary an earlier run posted that PayMe has not been opened since, merged into
  /// this run's, as the summary replaces it (one identifier: one summary in Notification Center, never two).
  static func notifications(
    for run: ScheduledPayments.Run, currency: Currency, locale: Locale, hidingAmount: Bool,
    unseen: BackgroundSummaryCounts = BackgroundSummaryCounts()
  ) -> [NotificationRequest] {
    let each = eachNotification(for: run, currency: currency, locale: locale, hidingAmount: hidingAmount)
    guard each.count > MoneyMovedNotification.spare else { return each }
    return [summary(of: unseen.adding(run))]
  }

  /// "Scheduled Payment Sent" with the in-app message's words, and "Scheduled Payment Not Sent" for each payment
  /// held back; under Hide Balance neither names an amount (the Lock Screen shows them). Each opens Scheduled
  /// Payments and is posted a second on (iOS needs a trigger; nothing earlier is possible).
  static func eachNotification(
    for run: ScheduledPayments.Run, currency: Currency, locale: Locale, hidingAmount: Bool
  ) -> [NotificationRequest] {
    let link = PayMeLink.scheduledPayments.url
    var requests: [NotificationRequest] = []
    if let ran = ScheduledCopy.ranAlert(run, currency: currency, locale: locale), !run.sent.isEmpty {
      let body = sentBody(run, currency: currency, locale: locale, hidingAmount: hidingAmount)
      // One payment opens its own screen; several, the list they came from.
      let opens = run.sent.count == 1 ? run.sent.first.map { PayMeLink.transaction($0.id).url } ?? link : link
      requests.append(
        NotificationRequest(
          id: identifierPrefix + (run.sent.first?.id ?? "sent"), title: ran.title, body: body, trigger: .after(1),
          url: opens))
    }
    for held in run.heldBack {
      // The in-app message's words, which follow Hide Balance as the notification must.
      let alert = ScheduledCopy.heldBackAlert(
        held.schedule, error: held.error, locale: locale, hidingAmount: hidingAmount)
      let body = alert.message ?? ""
      requests.append(
        NotificationRequest(
          id: identifierPrefix + "held-" + held.schedule.id, title: alert.title, body: body, trigger: .after(1),
          url: link))
    }
    for schedule in run.notSaved {
      let alert = ScheduledCopy.notSavedAlert(schedule, locale: locale, hidingAmount: hidingAmount)
      requests.append(
        NotificationRequest(
          id: identifierPrefix + "unsaved-" + schedule.id, title: alert.title, body: alert.message ?? "",
          trigger: .after(1), url: link))
    }
    return requests
  }

  /// "Scheduled Payments: 1 scheduled payment was sent from your demo balance. 2 scheduled demo payments couldn't
  /// be sent. Open PayMe for the details.": counts only, so nothing under Hide Balance names an amount. Its tap
  /// opens Scheduled Payments.
  static func summary(of counts: BackgroundSummaryCounts) -> NotificationRequest {
    var sentences: [LocalizedCopy] = []
    if counts.sent > 0 {
      sentences.append(
        .plural(
          "payme.background.sentMany", count: counts.sent,
          one: "1 scheduled payment was sent from your demo balance.",
          other: "%lld scheduled payments were sent from your demo balance."))
    }
    if counts.notSent > 0 {
      sentences.append(
        .plural(
          "payme.background.notSentMany", count: counts.notSent, one: "1 scheduled demo payment couldn't be sent.",
          other: "%lld scheduled demo payments couldn't be sent."))
    }
    if counts.skipped > 0 { sentences.append(ScheduledCopy.skippedSentence(counts.skipped)) }
    sentences.append(LocalizedCopy("payme.background.openForDetails", "Open PayMe for the details."))
    if counts.sent > 0 { sentences.append(noRealMoney) }
    return NotificationRequest(
      id: summaryIdentifier, title: LocalizedCopy("payme.background.summaryTitle", "Scheduled Payments").text,
      body: sentences.map(\.text).joined(separator: " "), trigger: .after(1), url: PayMeLink.scheduledPayments.url)
  }

  /// The in-app message a notification of `run` stands for (its identifier from `notifications(for:)`); none for
  /// the summary, which stands for them all without their details.
  static func alertID(of identifier: String, in run: ScheduledPayments.Run) -> ScheduledPaymentAlertID? {
    if identifier == summaryIdentifier { return nil }
    let held = identifierPrefix + "held-"
    let unsaved = identifierPrefix + "unsaved-"
    if identifier.hasPrefix(unsaved) { return .notSaved(String(identifier.dropFirst(unsaved.count))) }
    return identifier.hasPrefix(held)
      ? .heldBack(String(identifier.dropFirst(held.count))) : .ran(sent: run.sent.map(\.id), skipped: run.skipped)
  }

  /// What the Lock Screen says went: seen outside PayMe, where nothing else says it is a demo, so it names the
  /// demo balance and says no real money moved (App Review 2.2; the in-app alert needs neither, PayMe says so on
  /// every screen that moves money). The skipped days are the in-app words, said after.
  static func sentBody(
    _ run: ScheduledPayments.Run, currency: Currency, locale: Locale, hidingAmount: Bool
  ) -> String {
    var sentences: [LocalizedCopy] = []
    if hidingAmount {
      sentences.append(sentHidden(run.sent.count))
    } else if run.sent.count == 1, let payment = run.sent.first {
      let day = (payment.scheduledFor ?? payment.date).formatted(
        Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale))
      sentences.append(
        LocalizedCopy(
          "payme.background.sentOne", "Your %@ payment to %@, scheduled for %@, was sent from your demo balance.",
          .text(payment.amount.formatted(locale: locale)), .text(payment.counterparty.name), .text(day)))
    } else {
      let total = run.sent.reduce(Money.zero(currency)) { $0 + $1.amount }
      sentences.append(
        .plural(
          "payme.background.sentMany", count: run.sent.count,
          one: "1 scheduled payment was sent from your demo balance.",
          other: "%lld scheduled payments were sent from your demo balance."))
      sentences.append(
        LocalizedCopy("payme.alert.scheduledSent.total", "Total: %@.", .text(total.formatted(locale: locale))))
    }
    sentences.append(noRealMoney)
    if run.skipped > 0 { sentences.append(ScheduledCopy.skippedSentence(run.skipped)) }
    return sentences.map(\.text).joined(separator: " ")
  }

  /// Under Hide Balance: how many went, no amount.
  static func sentHidden(_ count: Int) -> LocalizedCopy {
    .plural(
      "payme.background.sentHiddenCount", count: count, one: "A scheduled payment was sent from your demo balance.",
      other: "%lld scheduled payments were sent from your demo balance.")
  }
  static let noRealMoney = LocalizedCopy("payme.background.noRealMoney", "No real money moved.")

  /// Without the amount, but with why: a short balance is the user's to fix (Add Money), so it is said.
  static func notSentHidden(_ name: String, short: Bool = false) -> LocalizedCopy {
    short
      ? LocalizedCopy(
        "payme.background.notSentShortHidden",
        "Your demo balance is too low for your scheduled payment to %@. PayMe will try again, at the latest the next time you open it.",
        .text(name))
      : LocalizedCopy(
        "payme.background.notSentHidden",
        "Your scheduled demo payment to %@ couldn't be sent. PayMe will try again, at the latest the next time you open it.",
        .text(name))
  }
}
