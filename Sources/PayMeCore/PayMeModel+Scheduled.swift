import AppServices
import Foundation
import Localization
import SharedStore

/// Why a payment cannot be repeated.
public enum ScheduleError: Error, Equatable, Sendable {
  /// Only a completed payment the user sent can be repeated.
  case notASentPayment
  /// The first payment must be today or later, and within a year.
  case startOutOfRange
  case listFull
  /// The device owner did not confirm it (cancelled, or the check failed): nothing was scheduled.
  case notConfirmed
  /// An end date before the first payment, or more than 10 years on; a number of payments off 1 to 520.
  case endDateOutOfRange
  case endCountOutOfRange

  public var message: LocalizedCopy {
    switch self {
    case .notASentPayment: LocalizedCopy("payme.repeat.notSent", "Only a payment you sent can be repeated.")
    case .startOutOfRange:
      LocalizedCopy("payme.repeat.startOutOfRange", "Choose a start date from today to a year from now.")
    case .listFull:
      LocalizedCopy("payme.repeat.listFull", "You have 50 scheduled payments. Cancel one to add another.")
    case .notConfirmed:
      LocalizedCopy("payme.repeat.notConfirmed", "Nothing was scheduled. Confirm it's you to repeat this payment.")
    case .endDateOutOfRange:
      LocalizedCopy("payme.repeat.endDateOutOfRange", "Choose an end date from the first payment to 10 years from now.")
    case .endCountOutOfRange: ScheduleEditRefusal.endCount.message
    }
  }
}

// MARK: - Scheduled payments (Repeat)

extension PayMeModel {
  /// The schedules, as the Scheduled Payments screen's model holds them.
  public var schedules: ScheduledPayments { scheduledPayments.schedules }

  /// The Scheduled Payments model, reporting here: its messages go through the queue, and a change the user made
  /// there re-plans the reminders.
  func connectScheduledPayments() {
    scheduledPayments.onMessage = { [weak self] message in self?.showMessage(message) }
    scheduledPayments.onChanged = { [weak self] in
      self?.planScheduleReminders()
      self?.scheduleListChanged()
    }
    scheduledPayments.hidesAmounts = { [weak self] in self?.hidesAmounts ?? false }
    scheduledPayments.confirm = { [weak self] reason, failure in
      await self?.confirmDeviceOwner(reason, notConfirmed: failure) ?? false
    }
    scheduledPayments.run = { [weak self] work in self?.track(work) }
    scheduledPayments.present = { [weak self] sheet in
      guard let self, self.scheduleEditor == nil else { return }
      self.presentation.present(.editSchedule(sheet))
    }
    scheduledPayments.dismiss = { [weak self] sheet in self?.dismissScheduleEdit(sheet) }
    scheduledPayments.isShown = { [weak self] sheet in self?.scheduleEditor === sheet }
    // A link that came during the check waited for its result; the sheet stays with the user's changes, so the
    // user is asked now, as Cancel asks (a payment's sheet asks the same after its check).
    scheduledPayments.kept = { [weak self] sheet in
      guard let self, linkWaitsForPresentation, scheduleEditor === sheet, sheet.holdsUserInput else { return }
      presentation.showAlert(ScheduledCopy.discardEditDialog)
    }
    scheduledPayments.ask = { [weak self] alert in self?.presentation.showAlert(alert) }
    scheduledPayments.onAnnounce = { [weak self] copy in self?.announce(copy) }
    scheduledPayments.onHaptic = { [weak self] intent in self?.play(intent) }
    scheduledPayments.onRunDue = { [weak self] in self?.runDuePayments() }
    scheduledPayments.ledger = { [weak self] in self?.ledger }
    observePowerState()
  }

  /// The edit sheet of a scheduled payment that is up, if any.
  public var scheduleEditor: ScheduleEditModel? {
    presentation.destinations.compactMap { if case .editSchedule(let sheet) = $0 { sheet } else { nil } }.last
  }

  /// The edit sheet goes (saved, or its changes discarded); a link that waited for it is followed now.
  func dismissScheduleEdit(_ sheet: ScheduleEditModel) {
    // A question of the sheet's goes with it (it must not reappear below); a message waits its turn below.
    closeSheetQuestion()
    presentation.dismiss { if case .editSchedule(let shown) = $0 { shown === sheet } else { false } }
    deliverPendingLink(.presentationClosing)
  }

  /// The device owner check a schedule asks before money moves on it (a Repeat, a change, a resume), as a Send
  /// asks it (PM-0.1, PM-0.2): Face ID, then iOS's passcode. With no passcode set there is no check to ask, and
  /// the way to set one up is said. Cancelled, nothing is said, as with Send; failed, `notConfirmed` is.
  func confirmDeviceOwner(_ reason: LocalizedCopy, notConfirmed: PayMeAlert) async -> Bool {
    let owner = dependencies.deviceOwner
    guard owner.availability(of: .deviceOwnerAuthentication).error != .passcodeNotSet else {
      showMessage(PayMeAlerts.setUpPasscode(biometryKind))
      play(.failure)
      return false
    }
    // nil: iOS's own fallback title ("Enter Passcode"), as for a payment.
    let result = await withOwnPrompt {
      await owner.evaluate(.deviceOwnerAuthentication, reason: reason.text, fallbackTitle: nil)
    }
    readDeviceOwner()
    guard result == .success else {
      switch result {
      case .failure(.userCancel), .failure(.appCancel), .failure(.systemCancel), .failure(.userFallback): break
      default:
        showMessage(notConfirmed)
        play(.failure)
      }
      return false
    }
    play(.biometricSuccess)
    return true
  }

  /// The first day a schedule may start (today) and the last (a year on), as the date picker offers them.
  public var scheduleStartRange: ClosedRange<Date> {
    let today = calendar.startOfDay(for: now)
    return today...(calendar.date(byAdding: .year, value: 1, to: today) ?? today)
  }

  /// Repeats a payment the user sent: the same person, amount and note, every `cadence` from `start` (its day).
  /// Money moves only on the device owner's word (PM-0.1, PM-0.2): the schedule is made only after the same check a
  /// Send asks (Face ID, then iOS's passcode) succeeds, so a start of today, sent at once, is never paid unasked.
  /// Cancelled or failed, nothing is made: a failure is said in an alert, a cancel is not, as with Send. Later
  /// runs of the schedule ask nothing: the owner authorised the schedule itself.
  @discardableResult
  public func repeatPayment(
    _ transactionID: String, cadence: PaymentCadence, start: Date, end: ScheduleEnd = .never
  ) async -> ScheduleError? {
    switch await makeSchedule(transactionID, cadence: cadence, start: start, end: end) {
    case .success: nil
    case .failure(let error): error
    }
  }

  /// `repeatPayment`, with the schedule it made (its next due day is after a payment a start of today sent).
  func makeSchedule(
    _ transactionID: String, cadence: PaymentCadence, start: Date, end: ScheduleEnd = .never
  ) async -> Result<ScheduledPayment, ScheduleError> {
    // Refused before asking: no Face ID for a schedule that could not be made.
    if let refusal = scheduleRefusal(transactionID, start: start) ?? endRefusal(end, start: start) {
      return .failure(refusal)
    }
    guard let sent = ledger.transaction(transactionID) else { return .failure(.notASentPayment) }
    // A start of today is paid the moment it is confirmed: the prompt says so, not only "Schedule".
    let startsToday = calendar.isDate(start, inSameDayAs: now)
    let reason = ScheduledCopy.reason(
      sent.amount, to: ledger.check(sent.counterparty), sendsNow: startsToday, locale: locale)
    guard await confirmDeviceOwner(reason, notConfirmed: PayMeAlerts.repeatNotConfirmed) else {
      return .failure(.notConfirmed)
    }
    // Checked again: the history, the list or the day may have changed while the prompt was up.
    if let refusal = scheduleRefusal(transactionID, start: start) { return .failure(refusal) }
    let schedule = ScheduledPayment(
      id: dependencies.makeID(), recipient: sent.counterparty, amount: sent.amount, note: sent.note,
      cadence: cadence, start: calendar.startOfDay(for: start), end: end)
    guard scheduledPayments.schedules.add(schedule) else { return .failure(.listFull) }
    scheduledPayments.save()
    announce(ScheduledCopy.scheduled(schedule, locale: locale).text)
    runDuePayments()
    return .success(schedules.items.first { $0.id == schedule.id } ?? schedule)
  }

  /// Why a repeat cannot be made now, or nil.
  private func scheduleRefusal(_ transactionID: String, start: Date) -> ScheduleError? {
    guard let sent = ledger.transaction(transactionID), sent.kind == .sent else { return .notASentPayment }
    guard scheduleStartRange.contains(calendar.startOfDay(for: start)) else { return .startOutOfRange }
    guard schedules.items.count < ScheduledPayments.maximumCount else { return .listFull }
    return nil
  }

  /// Why an end cannot be chosen for a schedule starting on `start`, or nil: an end date from the first payment to
  /// 10 years on, a number of payments from 1 to 520.
  private func endRefusal(_ end: ScheduleEnd, start: Date) -> ScheduleError? {
    switch end {
    case .never: return nil
    case .on(let day):
      let range = ScheduleEndChoice.dayRange(from: start, today: now, calendar: calendar)
      return range.contains(calendar.startOfDay(for: day)) ? nil : .endDateOutOfRange
    case .after(let count): return ScheduleEndChoice.paymentRange.contains(count) ? nil : .endCountOutOfRange
    }
  }

  /// Reset Demo Data: the schedules go with the history they came from (left, they would keep paying out of the
  /// fresh demo balance), and so do their reminders, pending and delivered, so none is left to say a payment is
  /// due that no longer is. Withdrawn whether notifications are on or not: one may be pending from before.
  func clearSchedules(history: Ledger) {
    // The background runs' notices too: "Sent" of a history that is gone, "Not Sent" of a schedule that is.
    let gone = Self.everyScheduleNotice(schedules: schedules, ledger: history)
    if !schedules.items.isEmpty {
      scheduledPayments.schedules = ScheduledPayments()
      scheduledPayments.save()
    }
    let center = dependencies.notifications
    track {
      let pending = await center.pendingIdentifiers().filter(ScheduledPaymentReminder.isReminder)
      await center.removePendingRequests(withIdentifiers: pending)
      await center.removeDeliveredNotifications(withIdentifiers: Array(Set(gone + pending)).sorted())
    }
  }

  /// Sends what is due (at launch, at each return, when the day changes while PayMe is open, after a new
  /// schedule): iOS gives PayMe no guaranteed time in the background, so this is when a due payment moves. The
  /// ledger is saved before the schedules, so a kill between the two sends nothing twice. What was sent (and
  /// skipped) is said in a message, as the held-back one is: money never moves with nothing on screen to say so.
  @discardableResult
  func runDuePayments() -> ScheduledPayments.Run? {
    guard ledgerProblem == nil, scheduledPayments.problem == nil, !schedules.items.isEmpty else { return nil }
    let before = (ledger: ledger, schedules: scheduledPayments.schedules)
    var ledger = ledger
    let run = scheduledPayments.schedules.runDue(ledger: &ledger, now: now, calendar: calendar)
    if !run.sent.isEmpty {
      self.ledger = ledger
      guard saveLedger(tellingFailure: false) else {
        // Not on disk, so not sent: the ledger and the schedules go back to what disk holds, the due day stays
        // due and is tried again at the next run (the background's next is asked 15 minutes on, as for one held
        // back), and nothing says "Sent". "Activity Not Saved" would say the change is kept until PayMe closes,
        // which is untrue here: each schedule's message says its payment was not sent, and the background run
        // posts it as "Not Sent".
        self.ledger = before.ledger
        scheduledPayments.schedules = before.schedules
        planMoneyMoves()
        let unsaved = ScheduledPayments.Run(
          notSaved: before.schedules.items.filter { schedule in
            run.sent.contains { $0.id.hasPrefix("scheduled-\(schedule.id)-") }
          })
        showRunMessages(
          unsaved.notSaved.map {
            (
              ScheduledCopy.notSavedAlert($0, locale: locale, hidingAmount: settings.hideBalance),
              UnseenScheduledMessage(id: .notSaved($0.id))
            )
          })
        return unsaved
      }
      for payment in run.sent {
        announce(ScheduledCopy.sent(payment, hidingAmount: settings.hideBalance, locale: locale))
      }
    }
    withdrawStaleScheduleNotices(
      sentFor: Set(schedules.items.map(\.id).filter { id in run.sent.contains { $0.id.hasPrefix("scheduled-\(id)-") } })
    )
    // Saved with the run's changes, in one write, so a kill before they are seen does not lose them.
    var messages: [(PayMeAlert, UnseenScheduledMessage)] = []
    if let ran = ScheduledCopy.ranAlert(
      run, currency: ledger.currency, locale: locale, hidingAmount: settings.hideBalance)
    {
      messages.append((ran, UnseenScheduledMessage(id: .ran(sent: run.sent.map(\.id), skipped: run.skipped))))
    }
    // One message per schedule held back (their ids differ, so each waits its turn), not the first alone.
    for held in run.heldBack {
      messages.append(
        (
          ScheduledCopy.heldBackAlert(
            held.schedule, error: held.error, locale: locale, hidingAmount: settings.hideBalance),
          UnseenScheduledMessage(id: .heldBack(held.schedule.id), short: held.error == .insufficientFunds)
        ))
    }
    scheduledPayments.schedules.remember(messages.map(\.1))
    scheduledPayments.save()
    for (alert, _) in messages { showMessage(alert) }
    planScheduleReminders()
    return run
  }

  /// A reminder on each schedule's next due day, at 9 in the morning: opening PayMe is what sends it.
  /// Plans run one after another, each on the schedules as they are when its turn comes: two at once would read
  /// the same pending list, and the older one withdraw a reminder the newer had just added (a schedule paused,
  /// then resumed, left with none). Each withdraws only the reminders no longer wanted, so running it again
  /// changes nothing.
  func planScheduleReminders() {
    let center = dependencies.notifications
    let previous = scheduleRemindersPlan
    let plan = Task { @MainActor in
      await previous?.value
      guard self.notificationsOn else { return }
      let wanted = ScheduledPaymentReminder.requests(
        for: self.schedules, now: self.now, calendar: self.calendar, locale: self.locale,
        hidingAmount: self.settings.hideBalance)
      let keep = Set(wanted.map(\.id))
      let stale = await center.pendingIdentifiers().filter {
        ScheduledPaymentReminder.isReminder($0) && !keep.contains($0)
      }
      await center.removePendingRequests(withIdentifiers: stale)
      // Added again under their own identifiers: iOS replaces a pending request with the same one.
      for request in wanted { try? await center.add(request) }
    }
    scheduleRemindersPlan = plan
    track { await plan.value }
  }
}
