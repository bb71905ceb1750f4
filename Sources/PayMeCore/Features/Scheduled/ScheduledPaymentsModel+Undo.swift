import DesignSystem
import Foundation
import Localization

/// A schedule the row's swipe cancelled, and where it stood on the list, so Undo puts it back as it was.
public struct CancelledSchedule: Equatable, Sendable {
  public let schedule: ScheduledPayment
  let index: Int
  /// It had ended (nothing more to send): it was removed from the list, not cancelled.
  let hadEnded: Bool

  /// What VoiceOver says as the bar comes up: what happened, and that it can be undone (the bar is not focused).
  public var announcement: LocalizedCopy {
    LocalizedCopy("payme.a11y.undoAvailable", "%@. Undo is available.", .text(message.text))
  }

  /// What the Undo bar says.
  public var message: LocalizedCopy {
    hadEnded
      ? LocalizedCopy("payme.scheduled.removedBar", "Removed your ended payment to %@", .text(schedule.recipient.name))
      : LocalizedCopy("payme.scheduled.cancelledBar", "Canceled your payment to %@", .text(schedule.recipient.name))
  }
}

// MARK: - A swipe cancels at once, with Undo

extension ScheduledPaymentsModel {
  /// How long Undo stays up, as Mail's and QuoteVault's do: long enough to read and reach, then out of the way.
  public static let undoDuration = Duration.seconds(8)

  /// The row's trailing swipe (a full swipe runs it): Apple's pattern for a destructive full swipe is to act at
  /// once and let the user undo (Mail's swipe to trash), never a question after the row has slid away. The
  /// schedule is cancelled now (nothing more is sent, its reminder is withdrawn) and offered back with Undo. An
  /// ended one is removed the same way.
  public func cancelFromSwipe(_ id: String) {
    guard let index = schedules.items.firstIndex(where: { $0.id == id }) else { return }
    let schedule = schedules.items[index]
    let hadEnded = hasEnded(schedule)
    guard schedules.cancel(id) else { return }
    changed()
    onHaptic(.confirmation)
    let cancelled = CancelledSchedule(schedule: schedule, index: index, hadEnded: hadEnded)
    recentlyCancelled = cancelled
    onAnnounce(cancelled.announcement)
    startUndoExpiry()
  }

  /// VoiceOver or Switch Control started or stopped (the view reports it): while either runs, Undo stays until
  /// the user acts or leaves, as QuoteVault's Undo and the Bard's banner do (`AssistiveTimeLimit`); when they
  /// stop, a bar still up gets its full time again.
  public func assistiveTechnologyChanged(_ running: Bool) {
    guard running != assistiveTechnology else { return }
    assistiveTechnology = running
    if recentlyCancelled != nil, !isConfirmingUndo { startUndoExpiry() }
  }

  /// Undo goes after `undoDuration` (never while assistive technology runs), unless something newer owns the bar
  /// by then.
  func startUndoExpiry() {
    undoExpiry?.cancel()
    undoExpiry = nil
    guard let wait = AssistiveTimeLimit.duration(Self.undoDuration, assistiveTechnology: assistiveTechnology)
    else { return }
    let clock = undoClock
    undoExpiry = Task { [weak self] in
      try? await clock.sleep(for: wait)
      // Cancelled: a newer cancel, Undo or leaving owns the bar now.
      guard !Task.isCancelled else { return }
      self?.recentlyCancelled = nil
    }
  }

  /// Undo: the schedule is back where it was, exactly as it was (its series, what it sent, its end), saved, and
  /// its reminder planned again. A payment due by now (one held back, or a day that came while it was cancelled)
  /// would go at once, so the device owner confirms it first, with the words a Resume that sends today uses; a
  /// cancelled or failed check puts nothing back and sends nothing, and the Undo bar stays for another try.
  public func undoCancel() {
    guard let cancelled = recentlyCancelled, !isConfirmingUndo else { return }
    guard sendsOnRestore(cancelled.schedule) else { return restore(cancelled) }
    // The bar stays up (and its time stands still) while the check is up.
    undoExpiry?.cancel()
    isConfirmingUndo = true
    onHaptic(.buttonPress)
    run {
      let reason = ScheduledCopy.sendNowReason(cancelled.schedule, locale: self.locale)
      let confirmed = await self.confirmOwner(reason, ScheduledCopy.notSentAlert)
      self.isConfirmingUndo = false
      // Another cancel (or leaving the screen) meanwhile owns the bar now.
      guard self.recentlyCancelled == cancelled else { return }
      if confirmed { self.restore(cancelled) } else { self.startUndoExpiry() }
    }
  }

  /// Whether putting the schedule back would send a payment at once.
  func sendsOnRestore(_ schedule: ScheduledPayment) -> Bool {
    !schedule.isPaused && schedule.latestDueIndex(by: now(), calendar: calendar) != nil
  }

  func restore(_ cancelled: CancelledSchedule) {
    undoExpiry?.cancel()
    recentlyCancelled = nil
    guard schedules.restore(cancelled.schedule, at: cancelled.index) else { return }
    changed()
    onHaptic(.confirmation)
    onAnnounce(
      LocalizedCopy(
        "payme.a11y.scheduleRestored", "Your payment to %@ is back", .text(cancelled.schedule.recipient.name)))
    // A payment due by now goes, said as every scheduled payment is (the owner confirmed it above).
    if sendsOnRestore(cancelled.schedule) { runDue() }
  }

  /// The screen was left: its Undo goes with it, as Mail's does.
  public func screenLeft() {
    undoExpiry?.cancel()
    recentlyCancelled = nil
  }
}

extension ScheduledPayments {
  /// Puts a cancelled schedule back at `index` (or last); false when one with its id is there or the list is full.
  mutating func restore(_ schedule: ScheduledPayment, at index: Int) -> Bool {
    guard items.count < Self.maximumCount, !items.contains(where: { $0.id == schedule.id }) else { return false }
    items.insert(schedule, at: min(max(index, 0), items.count))
    return true
  }
}

extension ScheduledCopy {
  public static let undo = LocalizedCopy("payme.scheduled.undo", "Undo")
}
