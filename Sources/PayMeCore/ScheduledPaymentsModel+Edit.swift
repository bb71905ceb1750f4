import DesignSystem
import Foundation
import Localization

// MARK: - Editing, pausing and resuming a schedule (issue 41)

extension ScheduledPaymentsModel {
  /// The schedule with this id, as saved now.
  public func schedule(_ id: String) -> ScheduledPayment? { schedules.items.first { $0.id == id } }

  /// Pause: nothing is sent and nobody is reminded until it is resumed. It moves no money, so it asks nothing,
  /// as Apple Cash and the banks let a recurring payment be paused with a tap.
  public func pause(_ id: String) {
    guard schedules.pause(id), let paused = schedule(id) else { return }
    onHaptic(.confirmation)
    onAnnounce(ScheduledCopy.pausedAnnouncement(paused))
    changed()
  }

  /// Resume: money will move again, so the device owner confirms it first (as a Repeat asks). It starts from its
  /// first due day on or after today; the due days it was paused for are passed over, never sent. A due day of
  /// today is sent at once, as a Repeat that starts today is, and the prompt says so.
  public func resume(_ id: String) {
    guard let paused = schedule(id), paused.isPaused, !resuming.contains(id) else { return }
    onHaptic(.buttonPress)
    resuming.insert(id)
    run { await self.confirmResume(id) }
  }

  func confirmResume(_ id: String) async {
    defer { resuming.remove(id) }
    guard var preview = schedule(id) else { return }
    preview.resume(from: now(), calendar: calendar)
    let sendsToday = preview.nextDue(calendar: calendar).map { calendar.isDate($0, inSameDayAs: now()) } ?? false
    let reason = ScheduledCopy.resumeReason(preview, sendsToday: sendsToday, calendar: calendar, locale: locale)
    guard await confirm(reason, ScheduledCopy.notResumedAlert) else { return }
    // Checked again: it may have been cancelled (or the demo reset) while the prompt was up.
    guard let resumed = schedules.resume(id, today: now(), calendar: calendar) else { return }
    onHaptic(.confirmation)
    onAnnounce(ScheduledCopy.resumedAnnouncement(resumed, next: nextLine(resumed)))
    changed()
    // A due day of today goes now, said as every scheduled payment is.
    onRunDue()
  }

  /// Edit: the sheet with the schedule's amount on the keypad and its frequency.
  public func edit(_ id: String) {
    guard let schedule = schedule(id) else { return }
    let sheet = ScheduleEditModel(schedule, next: nextLine(schedule), locale: locale)
    // A light tick for each key taken; a refused key is felt as the error it is.
    sheet.onKey = { [weak self] taken in self?.onHaptic(taken ? .selectionChange : .failure) }
    sheet.onMessage = { [weak self] copy in self?.onAnnounce(copy) }
    onHaptic(.buttonPress)
    present(sheet)
  }

  /// Save: the amount through the payment's rules (refused in words under it), then the device owner check, then
  /// the change is saved and its reminder planned again. Payments already sent keep what they were.
  public func save(_ sheet: ScheduleEditModel) {
    guard sheet.canSave else { return }
    switch sheet.validated() {
    case .failure(let reason):
      sheet.refuse(reason)
      onHaptic(.failure)
    case .success(let amount):
      onHaptic(.buttonPress)
      sheet.isConfirming = true
      run { await self.confirmEdit(sheet, amount: amount) }
    }
  }

  func confirmEdit(_ sheet: ScheduleEditModel, amount: Money) async {
    let reason = ScheduledCopy.editReason(
      amount, to: sheet.original.recipient, cadence: sheet.cadence, paused: sheet.original.isPaused, locale: locale)
    let confirmed = await confirm(reason, ScheduledCopy.notChangedAlert)
    sheet.isConfirming = false
    guard confirmed else { return }
    // Gone while the prompt was up (cancelled, the demo reset): there is nothing left to change.
    guard
      let changedSchedule = schedules.edit(
        sheet.original.id, amount: amount, cadence: sheet.cadence, calendar: calendar)
    else {
      // The sheet first: its dismissal takes an alert of its own with it, and this message is for the list.
      dismiss(sheet)
      onMessage(ScheduledCopy.goneAlert)
      return
    }
    onHaptic(.confirmation)
    onAnnounce(ScheduledCopy.changedAnnouncement(changedSchedule, locale: locale))
    changed()
    dismiss(sheet)
  }

  /// Cancel (or a held-back swipe down): asks first when something changed; nothing while the check is up.
  public func cancelEdit(_ sheet: ScheduleEditModel) {
    guard !sheet.isConfirming else { return }
    if sheet.hasChanges { ask(ScheduledCopy.discardEditDialog) } else { dismiss(sheet) }
  }
}
