import DesignSystem
import Foundation
import Localization

// MARK: - The sheet's intents

extension ScheduleEditModel {
  /// Save (or Restart): the amount through the payment's rules, then the next day, the end and the note (each
  /// refused in words under it), then the device owner check, then the change is saved and its reminder planned
  /// again. Payments already sent keep what they were. A next day of today sends today's payment at once, and the
  /// prompt says so.
  public func save() {
    guard events.isCurrent(), canSave else { return }
    let result = validated().mapError(ScheduleSaveRefusal.amount).flatMap {
      change(amount: $0, today: today(), isPaid: paid(original.id)).mapError(ScheduleSaveRefusal.schedule)
    }
    switch result {
    case .failure(.amount(let reason)):
      refuse(reason)
      events.onHaptic(.failure)
    case .failure(.schedule(let reason)):
      refuse(reason)
      events.onHaptic(.failure)
    case .success(let change):
      error = nil
      refusal = nil
      notice = nil
      events.onHaptic(.buttonPress)
      isConfirming = true
      run { await self.confirm(change) }
    }
  }

  /// The device owner check for `change`; confirmed, the parent saves it. Nothing chosen changes while it is up.
  func confirm(_ change: ScheduleChange) async {
    // A restart un-pauses: its prompt says what it will send (today's payment now), and that is what happens.
    let paused = original.isPaused && !restarts
    let sendsToday = !paused && calendar.isDate(change.next, inSameDayAs: today())
    let reason = ScheduledCopy.editReason(
      change, to: original.recipient, paused: paused, sendsToday: sendsToday, movedNext: movesNext || restarts,
      locale: locale)
    let confirmed = await confirmOwner(reason, ScheduledCopy.notChangedAlert)
    isConfirming = false
    // The screen (or the app) may have gone meanwhile, or this sheet: nothing is saved then.
    guard events.isCurrent() else { return }
    guard confirmed else { return onKeep() }
    onCommit(change, sendsToday)
  }

  /// Cancel (or a held-back swipe down): asks first when something changed; nothing while the check is up.
  public func cancel() {
    guard events.isCurrent(), !isConfirming else { return }
    if hasChanges { events.onAsk(ScheduledCopy.discardEditDialog) } else { close() }
  }

  /// Discard Changes in Cancel's dialog, an unchanged Cancel, and a save that went: the sheet goes.
  public func close() { events.onClose() }
}

/// Why Save did not go on to the device owner check: the amount, or the schedule's other fields.
enum ScheduleSaveRefusal: Error {
  case amount(AmountError)
  case schedule(ScheduleEditRefusal)
}
