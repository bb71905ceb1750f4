import DesignSystem
import Foundation
import Localization

// MARK: - Editing, pausing and resuming a schedule

extension ScheduledPaymentsModel {
  /// The schedule with this id, as saved now.
  public func schedule(_ id: String) -> ScheduledPayment? { schedules.items.first { $0.id == id } }

  /// Pause: nothing is sent and nobody is reminded until it is resumed. It moves no money, so it asks nothing,
  /// as Apple Cash and the banks let a recurring payment be paused with a tap.
  public func pause(_ id: String) {
    guard let running = schedule(id), !hasEnded(running), schedules.pause(id), let paused = schedule(id) else { return }
    onHaptic(.confirmation)
    onAnnounce(ScheduledCopy.pausedAnnouncement(paused))
    changed()
  }

  /// Resume: money will move again, so the device owner confirms it first (as a Repeat asks). It starts from its
  /// first due day on or after today; the due days it was paused for are passed over, never sent. A due day of
  /// today is sent at once, as a Repeat that starts today is, and the prompt says so.
  public func resume(_ id: String) {
    guard let paused = schedule(id), paused.isPaused, !hasEnded(paused), !resuming.contains(id) else { return }
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
    guard await confirmOwner(reason, ScheduledCopy.notResumedAlert) else { return }
    // Checked again: it may have been cancelled (or the demo reset) while the prompt was up.
    guard let resumed = schedules.resume(id, today: now(), calendar: calendar) else { return }
    onHaptic(.confirmation)
    onAnnounce(ScheduledCopy.resumedAnnouncement(resumed, next: nextLine(resumed)))
    changed()
    // A due day of today goes now, said as every scheduled payment is.
    runDue()
  }

  /// Edit: the sheet with the schedule's amount on the keypad, its frequency, next day, note and end. An ended
  /// schedule has nothing left to change: a tap on it offers what it can do, Restart (the same sheet as a new
  /// series, behind the same check), rather than an alert that it cannot be changed.
  public func edit(_ id: String) {
    guard let schedule = schedule(id) else { return }
    guard !hasEnded(schedule) else { return restart(id) }
    let sheet = editSheet(for: schedule)
    onHaptic(.buttonPress)
    onPresent(sheet)
  }

  /// The Edit sheet's model for a schedule, in the user's calendar and locale (a preview makes one too).
  public func editSheet(for schedule: ScheduledPayment) -> ScheduleEditModel {
    let sheet = ScheduleEditModel(
      schedule, next: nextLine(schedule), today: now(), calendar: calendar, locale: locale)
    refreshHistory(sheet)
    wire(sheet)
    return sheet
  }

  /// What the edit (or restart) sheet's intents report and use (ScheduleEditModel+Intents.swift), passed on to
  /// the app through this model's closures. Each holds this model and the sheet weakly: the sheet keeps neither.
  func wire(_ sheet: ScheduleEditModel) {
    sheet.events = SheetEvents(
      isCurrent: { [weak self, weak sheet] in if let self, let sheet { isShown(sheet) } else { false } },
      // A light tick for each key taken; a refused key is felt as the error it is.
      onKey: { [weak self] taken in self?.onHaptic(taken ? .selectionChange : .failure) },
      onAnnounce: { [weak self] copy in self?.onAnnounce(copy) },
      onHaptic: { [weak self] intent in self?.onHaptic(intent) },
      onAsk: { [weak self] alert in self?.onAsk(alert) },
      onClose: { [weak self, weak sheet] in if let self, let sheet { onDismiss(sheet) } })
    sheet.onKeep = { [weak self, weak sheet] in if let self, let sheet { onKept(sheet) } }
    sheet.onCommit = { [weak self, weak sheet] change, sendsToday in
      if let self, let sheet { commitScheduleEdit(sheet, change, sendsToday: sendsToday) }
    }
    sheet.today = now
    sheet.historyWords = { [weak self] payment in
      guard let self else { return (PayMeCopy.status(payment), PayMeCopy.status(payment)) }
      return (historyLine(payment), historyAccessibilityLine(payment))
    }
    sheet.paid = { [weak self] id in self?.paid(id) ?? { _ in false } }
    sheet.confirmOwner = { [weak self] reason, notConfirmed in await self?.confirmOwner(reason, notConfirmed) ?? false }
    sheet.run = { [weak self] work in self?.run(work) }
  }

  /// The sheet's change, once the owner confirmed it (`ScheduleEditModel.save`): checked again against the
  /// schedule as it is now, then saved, or refused with the user's changes kept.
  func commitScheduleEdit(_ sheet: ScheduleEditModel, _ change: ScheduleChange, sendsToday: Bool) {
    if sheet.restarts { return finishRestart(sheet, change: change, sendsToday: sendsToday) }
    // Checked again: it may have gone (cancelled, the demo reset) or ended (its last payment went) meanwhile.
    // Checked again, against the schedule as it is now: a payment sent while the sheet (or the check) was up
    // makes the sheet out of date, and its change is refused rather than paying that day again.
    switch schedules.edit(sheet.original.id, change, calendar: calendar, isPaid: paid(sheet.original.id)) {
    case .failure(.moved):
      // A payment went (or the day was passed over) while the sheet was up: the sheet stays, on the schedule as
      // it is now, with the user's changes kept where they still make sense, and says what changed.
      guard let current = schedule(sheet.original.id) else { return }
      sheet.rebase(onto: current, next: nextLine(current), today: now(), isPaid: paid(current.id))
      onHaptic(.failure)
      if let notice = sheet.notice { onAnnounce(notice) }
      onKept(sheet)
    case .failure(let refusal):
      refused(sheet, refusal)
    case .success(let changedSchedule):
      onHaptic(.confirmation)
      onAnnounce(
        ScheduledCopy.changedAnnouncement(changedSchedule, hidingAmount: hidesAmounts(), locale: locale))
      changed()
      onDismiss(sheet)
      // A next day of today goes now, said as every scheduled payment is.
      if sendsToday { runDue() }
    }
  }

  /// A save (an edit or a restart) the schedules refused after the check. The user's changes are never thrown
  /// away while they still have a schedule to go to: a day paid meanwhile, or a schedule changed as often as it
  /// may be, is said in the keypad's bar, as before the check; a schedule that ended meanwhile turns the sheet into
  /// its Restart, with the changes kept, and says so. Only a schedule that is gone (cancelled, the demo reset),
  /// or a restart of one that runs again, closes the sheet (its dismissal takes an alert of its own with it) and
  /// is said over the list.
  func refused(_ sheet: ScheduleEditModel, _ refusal: ScheduleChangeRefusal) {
    switch refusal {
    case .alreadyPaid, .changedTooOften:
      sheet.refuse(
        refusal == .alreadyPaid
          ? ScheduleEditRefusal.nextAlreadyPaid : sheet.restarts ? .restartedTooOften : .changedTooOften)
    case .ended where !sheet.restarts && schedule(sheet.original.id) != nil:
      guard let ended = schedule(sheet.original.id) else { return }
      sheet.restartAfterEnd(onto: ended, next: nextLine(ended), today: now(), isPaid: paid(ended.id))
      refreshHistory(sheet)
      if let notice = sheet.notice { onAnnounce(notice) }
    case .gone, .ended, .moved:
      onDismiss(sheet)
      onMessage(ScheduledCopy.notChangedAlert(refusal))
      return
    }
    onHaptic(.failure)
    onKept(sheet)
  }

  /// Whether the schedule with this id has paid a day already, as the ledger says now.
  func paid(_ id: String) -> (Date) -> Bool {
    let ledger = runLedger?.ledger()
    let calendar = calendar
    return { day in ledger?.hasScheduledPayment(of: id, on: day, calendar: calendar) ?? false }
  }
}
