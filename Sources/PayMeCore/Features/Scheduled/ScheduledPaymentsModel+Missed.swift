import Foundation
import Localization

/// Missed payments: due days PayMe could not run on (no background time, Low Power Mode, the phone not
/// yet unlocked) are not sent in a pile unasked; the latest goes as usual (`runDue`), and those before it wait
/// with their schedule (`ScheduledPayment.unanswered`, saved) until the user answers one question when PayMe is
/// next opened: "3 Missed Payments", which days, how much each and in all, Send All or Skip. Send All asks the
/// device owner first, as every payment does, then sends them oldest first, each under its own due day's id, and
/// stops where the balance cannot cover the next, saying so. The question is made from the saved schedules, so it
/// is asked again after a relaunch until answered; nothing the ledger already holds is sent or asked about twice.
extension ScheduledPaymentsModel {
  /// Asks about each schedule's unanswered payments, one question per schedule, once: a question already up or
  /// waiting is not asked again. Run when PayMe becomes active, after what is due was sent.
  func askAboutMissed() {
    // Once a visit: iOS reports PayMe's own Face ID prompt (a payment's, Send All's) as leaving and becoming
    // active again, which is no new open; a cancelled Send All is asked about at the next one.
    guard let runLedger, !askedAboutMissed, runLedger.problem() == nil, problem == nil else { return }
    askedAboutMissed = true
    if schedules.dropPaidMissed(ledger: runLedger.ledger(), calendar: calendar) { save() }
    let asked = Set(alertsOnScreen().all.compactMap { $0.kind(as: MissedPaymentsID.self) })
    for schedule in schedules.items where !schedule.unanswered.isEmpty {
      // Face ID's own inactive/active during Send All is no new open: its question is being answered.
      guard !asked.contains(MissedPaymentsID(scheduleID: schedule.id)), !sendingMissed.contains(schedule.id)
      else { continue }
      onMessage(PayMeAlerts.missedPayments(schedule, now: now(), calendar: calendar, locale: locale))
    }
  }

  /// Send All: the device owner confirms (a cancel leaves them to be asked at the next open), then each is sent in
  /// due order. The ledger is saved before the schedules, so a kill between the two sends nothing twice: the next
  /// question finds them in the ledger and leaves them out. Only the days the question listed (`listed`, their
  /// transaction ids) are sent, as much as it said: a day a run missed while it was up is asked about next time.
  func sendMissed(_ scheduleID: String, listed: [String]) async {
    guard let schedule = schedule(scheduleID) else {
      // Cancelled (in the widget, the Shortcuts action) while the question was up: nothing to send, said so.
      onMessage(MissedCopy.scheduleCancelled)
      return
    }
    let asked = Set(listed)
    let payments = schedule.unanswered.filter { asked.contains($0.transactionID) }
    guard let runLedger, let total = MissedCopy.total(payments), !sendingMissed.contains(scheduleID) else { return }
    sendingMissed.insert(scheduleID)
    defer { sendingMissed.remove(scheduleID) }
    let reason = MissedCopy.reason(total, to: runLedger.ledger().check(schedule.recipient), locale: locale)
    guard await confirmOwner(reason, MissedCopy.notConfirmed) else { return }
    guard runLedger.problem() == nil, problem == nil else { return }
    let before = schedules
    var ledger = runLedger.ledger()
    guard let run = schedules.sendMissed(scheduleID, only: asked, ledger: &ledger, now: now(), calendar: calendar)
    else {
      // Cancelled while Face ID was up.
      onMessage(MissedCopy.scheduleCancelled)
      return
    }
    if !run.sent.isEmpty {
      guard runLedger.commit(ledger) else {
        // Not on disk, so not sent: asked again at the next open.
        schedules = before
        onMessage(MissedCopy.notSaved)
        onHaptic(.failure)
        return
      }
      for payment in run.sent {
        onAnnounce(ScheduledCopy.sent(payment, hidingAmount: hideBalance(), locale: locale))
      }
    }
    save()
    onHaptic(run.stoppedAt == nil ? .confirmation : .failure)
    onMessage(MissedCopy.result(run, schedule: schedule, now: now(), calendar: calendar, locale: locale))
  }

  /// Skip: nothing is sent; the days stay on the schedule's record ("2 earlier payments weren't sent").
  func skipMissed(_ scheduleID: String, listed: [String]) {
    guard !schedules.skipMissed(scheduleID, only: Set(listed)).isEmpty else { return }
    save()
  }
}

/// The question about one schedule's missed payments (never two of the same schedule at once), or what its Send
/// All did (each schedule's its own, so two schedules' results both wait their turn).
public struct MissedPaymentsID: Hashable, Sendable {
  public let scheduleID: String
  public var isResult = false
}

extension PayMeAlerts {
  /// "3 Missed Payments": to whom, which days, how much each and in all; Send All (Send for one) or Skip.
  static func missedPayments(
    _ schedule: ScheduledPayment, now: Date, calendar: Calendar, locale: Locale
  ) -> PayMeAlert {
    let missed = schedule.unanswered.sorted { $0.day < $1.day }
    let days = missed.map { MissedCopy.day($0.day, now: now, calendar: calendar, locale: locale) }
      .joined(separator: ", ")
    let name = schedule.recipient.name
    let message: LocalizedCopy
    if missed.count == 1, let one = missed.first {
      message = LocalizedCopy(
        "payme.alert.missed.one",
        "A %@ payment to %@ was missed on %@: PayMe couldn't run that day. Send it now from your demo balance?",
        .text(one.amount.formatted(locale: locale)), .text(name), .text(days))
    } else if let each = missed.first?.amount, missed.allSatisfy({ $0.amount == each }),
      let total = MissedCopy.total(missed)
    {
      message = LocalizedCopy(
        "payme.alert.missed.each",
        "Payments to %@ were missed: %@ — %@ each, %@ in all. PayMe couldn't run on those days. Send them now from your demo balance?",
        .text(name), .text(days), .text(each.formatted(locale: locale)), .text(total.formatted(locale: locale)))
    } else {
      message = LocalizedCopy(
        "payme.alert.missed.inAll",
        "Payments to %@ were missed: %@ — %@ in all. PayMe couldn't run on those days. Send them now from your demo balance?",
        .text(name), .text(days), .text((MissedCopy.total(missed) ?? schedule.amount).formatted(locale: locale)))
    }
    let listed = missed.map(\.transactionID)
    let send =
      missed.count == 1
      ? LocalizedCopy("payme.alert.missed.send", "Send") : LocalizedCopy("payme.alert.missed.sendAll", "Send All")
    return PayMeAlert(
      id: MissedPaymentsID(scheduleID: schedule.id),
      title: LocalizedCopy.plural(
        "payme.alert.missed.title", count: missed.count, one: "Missed Payment", other: "%lld Missed Payments"
      ).text,
      message: message.text,
      buttons: [
        .init(
          LocalizedCopy("payme.alert.missed.skip", "Skip").text, action: .scheduled(.skipMissed(schedule.id, listed))),
        .init(send.text, action: .scheduled(.sendMissed(schedule.id, listed))),
      ])
  }
}
