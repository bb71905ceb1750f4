import DesignSystem
import Foundation
import Localization

/// What the Edit (or Restart) Scheduled Payment sheet asks of the model that opened it: the schedules, the ledger
/// that says which days are paid, and the app behind them (the device owner check, haptics, the dialog, the stack)
/// are the Scheduled Payments model's, which is it (ScheduledPaymentsModel+Edit.swift). The sheet holds it weakly,
/// so it never keeps the screen or the app alive.
@MainActor
protocol ScheduleEditHost: SheetHost {
  var today: Date { get }
  /// Whether `sheet` is the edit sheet on screen: one that went (closed, taken down by a link or a reset) while
  /// its check was up takes no intent, as `SplitHost.isCurrentSheet`.
  func isCurrentSheet(_ sheet: ScheduleEditModel) -> Bool
  /// Whether the schedule with this id has paid a day already, as the ledger says now.
  func paid(_ id: String) -> (Date) -> Bool
  /// The device owner check with the prompt's words; `notConfirmed` is said if it fails (a cancel says nothing).
  func confirmOwner(_ reason: LocalizedCopy, notConfirmed: PayMeAlert) async -> Bool
  /// Work an intent starts (the check): the app runs it, so a test can wait for it.
  func start(_ work: @escaping @MainActor () async -> Void)
  /// The sheet stays up after its check (cancelled or failed): a link that waited for it is asked about now.
  func keepScheduleEdit(_ sheet: ScheduleEditModel)
  /// The owner confirmed `change`: the schedules take it (or refuse it, the sheet told why) and the sheet goes.
  func commitScheduleEdit(_ sheet: ScheduleEditModel, _ change: ScheduleChange, sendsToday: Bool)
  /// Takes `sheet` down, with any question of its, and follows a link that waited for it.
  func closeSheet(_ sheet: ScheduleEditModel)
}

// MARK: - The sheet's intents

extension ScheduleEditModel {
  /// Save (or Restart): the amount through the payment's rules, then the next day, the end and the note (each
  /// refused in words under it), then the device owner check, then the change is saved and its reminder planned
  /// again. Payments already sent keep what they were. A next day of today sends today's payment at once, and the
  /// prompt says so.
  public func save() {
    guard let host, host.isCurrentSheet(self), canSave else { return }
    let result = validated().mapError(ScheduleSaveRefusal.amount).flatMap {
      change(amount: $0, today: host.today, isPaid: host.paid(original.id)).mapError(ScheduleSaveRefusal.schedule)
    }
    switch result {
    case .failure(.amount(let reason)):
      refuse(reason)
      host.play(.failure)
    case .failure(.schedule(let reason)):
      refuse(reason)
      host.play(.failure)
    case .success(let change):
      error = nil
      refusal = nil
      notice = nil
      host.play(.buttonPress)
      isConfirming = true
      host.start { await self.confirm(change) }
    }
  }

  /// The device owner check for `change`; confirmed, the host saves it. Nothing chosen changes while it is up.
  func confirm(_ change: ScheduleChange) async {
    guard let host else {
      isConfirming = false
      return
    }
    // A restart un-pauses: its prompt says what it will send (today's payment now), and that is what happens.
    let paused = original.isPaused && !restarts
    let sendsToday = !paused && calendar.isDate(change.next, inSameDayAs: host.today)
    let reason = ScheduledCopy.editReason(
      change, to: original.recipient, paused: paused, sendsToday: sendsToday, movedNext: movesNext || restarts,
      locale: locale)
    let confirmed = await host.confirmOwner(reason, notConfirmed: ScheduledCopy.notChangedAlert)
    isConfirming = false
    // The screen (or the app) may have gone meanwhile, or this sheet: nothing is saved then.
    guard let app = self.host, app.isCurrentSheet(self) else { return }
    guard confirmed else { return app.keepScheduleEdit(self) }
    app.commitScheduleEdit(self, change, sendsToday: sendsToday)
  }

  /// Cancel (or a held-back swipe down): asks first when something changed; nothing while the check is up.
  public func cancel() {
    guard let host, host.isCurrentSheet(self), !isConfirming else { return }
    if hasChanges { host.askAboutSheet(ScheduledCopy.discardEditDialog) } else { close() }
  }

  /// Discard Changes in Cancel's dialog, an unchanged Cancel, and a save that went: the sheet goes.
  public func close() { host?.closeSheet(self) }
}

/// Why Save did not go on to the device owner check: the amount, or the schedule's other fields.
enum ScheduleSaveRefusal: Error {
  case amount(AmountError)
  case schedule(ScheduleEditRefusal)
}
