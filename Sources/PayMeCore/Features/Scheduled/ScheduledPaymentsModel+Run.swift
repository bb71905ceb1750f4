import AppServices
import Foundation
import Localization
import SharedStore

/// The app's ledger as a scheduled run uses it: the app is the one owner of the history and its file, so a run
/// hands it the changed ledger to commit.
struct ScheduledLedger {
  var ledger: @MainActor () -> Ledger
  /// Why the ledger must not be written over now (nothing is sent on a schedule meanwhile), or nil.
  var problem: @MainActor () -> SharedStoreError?
  /// Puts the ledger in place and saves it, saying nothing (the run says it); false, and the ledger as it was,
  /// when it is not on disk.
  var commit: @MainActor (Ledger) -> Bool
  /// A new schedule's id.
  var makeID: @MainActor () -> String
}

extension ScheduledPaymentsModel {
  /// The device owner check before money moves on a schedule (a Repeat, a change, a resume, Undo, Send All), as a
  /// Send asks it: cancelled, nothing is said, as with Send; failed, `notConfirmed` is. With no passcode the app
  /// has said how to set one up. True when confirmed.
  func confirmOwner(_ reason: LocalizedCopy, _ notConfirmed: PayMeAlert) async -> Bool {
    guard let ownerCheck, let result = await ownerCheck.confirm(reason) else { return false }
    guard result == .success else {
      if !OwnerCheck.endedByUser(result) {
        onMessage(notConfirmed)
        onHaptic(.failure)
      }
      return false
    }
    onHaptic(.biometricSuccess)
    return true
  }
}

// MARK: - Sending what is due, the reminders, Reset Demo Data

extension ScheduledPaymentsModel {
  /// Sends what is due (at launch, at each return, when the day changes while PayMe is open, after a new
  /// schedule): iOS gives PayMe no guaranteed time in the background, so this is when a due payment moves. The
  /// ledger is saved before the schedules, so a kill between the two sends nothing twice. What was sent (and
  /// skipped) is said in a message, as the held-back one is: money never moves with nothing on screen to say so.
  @discardableResult
  func runDue() -> ScheduledPayments.Run? {
    guard let runLedger, runLedger.problem() == nil, problem == nil, !schedules.items.isEmpty else { return nil }
    let before = schedules
    let hiding = hideBalance()
    var ledger = runLedger.ledger()
    let outcome = schedules.runDue(ledger: &ledger, now: now(), calendar: calendar)
    if !outcome.sent.isEmpty {
      guard runLedger.commit(ledger) else {
        // Not on disk, so not sent: the ledger (the app's commit put it back) and the schedules go back to what
        // disk holds, the due day stays due and is tried again at the next run (the background's next is asked
        // 15 minutes on, as for one held back), and nothing says "Sent". "Activity Not Saved" would say the
        // change is kept until PayMe closes, which is untrue here: each schedule's message says its payment was
        // not sent, and the background run posts it as "Not Sent".
        schedules = before
        let unsaved = ScheduledPayments.Run(
          notSaved: before.items.filter { schedule in
            outcome.sent.contains { $0.id.hasPrefix("scheduled-\(schedule.id)-") }
          })
        showRunMessages(
          unsaved.notSaved.map {
            (
              ScheduledCopy.notSavedAlert($0, locale: locale, hidingAmount: hiding),
              UnseenScheduledMessage(id: .notSaved($0.id))
            )
          })
        return unsaved
      }
      for payment in outcome.sent {
        onAnnounce(ScheduledCopy.sent(payment, hidingAmount: hiding, locale: locale))
      }
    }
    withdrawStaleNotifications(
      sentFor: Set(
        schedules.items.map(\.id).filter { id in outcome.sent.contains { $0.id.hasPrefix("scheduled-\(id)-") } })
    )
    // Saved with the run's changes, in one write, so a kill before they are seen does not lose them.
    var messages: [(PayMeAlert, UnseenScheduledMessage)] = []
    if let ran = ScheduledCopy.ranAlert(outcome, currency: ledger.currency, locale: locale, hidingAmount: hiding) {
      messages.append((ran, UnseenScheduledMessage(id: .ran(sent: outcome.sent.map(\.id), skipped: outcome.skipped))))
    }
    // One message per schedule held back (their ids differ, so each waits its turn), not the first alone.
    for held in outcome.heldBack {
      messages.append(
        (
          ScheduledCopy.heldBackAlert(held.schedule, error: held.error, locale: locale, hidingAmount: hiding),
          UnseenScheduledMessage(id: .heldBack(held.schedule.id), short: held.error == .insufficientFunds)
        ))
    }
    schedules.remember(messages.map(\.1))
    save()
    for (alert, _) in messages { onMessage(alert) }
    planReminders()
    return outcome
  }

  /// A reminder on each schedule's next due day, at 9 in the morning: opening PayMe is what sends it.
  /// Plans run one after another, each on the schedules as they are when its turn comes: two at once would read
  /// the same pending list, and the older one withdraw a reminder the newer had just added (a schedule paused,
  /// then resumed, left with none). Each withdraws only the reminders no longer wanted, so running it again
  /// changes nothing.
  func planReminders() {
    guard let center = notifications else { return }
    let previous = remindersPlan
    let plan = Task { @MainActor in
      await previous?.value
      guard self.notificationsOn() else { return }
      let wanted = ScheduledPaymentReminder.requests(
        for: self.schedules, now: self.now(), calendar: self.calendar, locale: self.locale,
        hidingAmount: self.hideBalance())
      let keep = Set(wanted.map(\.id))
      let stale = await center.pendingIdentifiers().filter {
        ScheduledPaymentReminder.isReminder($0) && !keep.contains($0)
      }
      await center.removePendingRequests(withIdentifiers: stale)
      // Added again under their own identifiers: iOS replaces a pending request with the same one.
      for request in wanted { try? await center.add(request) }
    }
    remindersPlan = plan
    run { await plan.value }
  }

  /// Reset Demo Data: the schedules go with the history they came from (left, they would keep paying out of the
  /// fresh demo balance), and so do their reminders, pending and delivered, so none is left to say a payment is
  /// due that no longer is. Withdrawn whether notifications are on or not: one may be pending from before.
  func clear(history: Ledger) {
    guard let center = notifications else { return }
    // The background runs' notifications too: "Sent" of a history that is gone, "Not Sent" of a schedule that is.
    let gone = Self.everyScheduleNotificationID(schedules: schedules, ledger: history)
    if !schedules.items.isEmpty {
      schedules = ScheduledPayments()
      save()
    }
    run {
      let pending = await center.pendingIdentifiers().filter(ScheduledPaymentReminder.isReminder)
      await center.removePendingRequests(withIdentifiers: pending)
      await center.removeDeliveredNotifications(withIdentifiers: Array(Set(gone + pending)).sorted())
    }
  }

  /// The run's messages, kept until seen, then shown (each waits its turn in the queue).
  func showRunMessages(_ messages: [(PayMeAlert, UnseenScheduledMessage)]) {
    guard !messages.isEmpty else { return }
    schedules.remember(messages.map(\.1))
    save()
    for (alert, _) in messages { onMessage(alert) }
  }
}
