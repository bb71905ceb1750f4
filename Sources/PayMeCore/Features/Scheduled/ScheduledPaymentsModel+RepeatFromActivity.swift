import Foundation
import Localization

// MARK: - Repeat from an Activity row, and from a transaction's screen

extension ScheduledPaymentsModel {
  /// Whether an Activity row offers Repeat (its context menu and its leading swipe): exactly the payments whose
  /// detail screen shows the Repeat section (`TransactionModel.repeating`), a payment the user sent that went.
  public func offersRepeat(_ transactionID: String) -> Bool {
    runLedger?.ledger().transaction(transactionID)?.offersRepeat ?? false
  }

  /// The row's swipe: an action sheet, "Repeat $18.75 to Ben Carter", asking how often (or Cancel).
  public func askToRepeat(_ transactionID: String) {
    guard offersRepeat(transactionID), let sent = runLedger?.ledger().transaction(transactionID) else { return }
    onHaptic(.buttonPress)
    // Its words say what will happen on each day with PayMe closed, as iOS allows now (Low Power Mode, Background
    // App Refresh), not a promise of a background run that cannot come.
    onAsk(PayMeAlerts.repeatPayment(sent, howItWorks: howItWorks, locale: locale))
  }

  /// Repeat from the row (a cadence in its context menu, or in the swipe's action sheet): from one period after
  /// today, as the detail's Repeat section starts it, so a payment just made is not paid twice today; through
  /// the same call as the detail's Repeat Payment (`makeSchedule`), which asks the device owner first, then saves
  /// it. There is no footer under a row to say what happened in: made, it is said in a message ("Payment
  /// Scheduled", with the next day), refused in an alert.
  public func repeatFromActivity(_ transactionID: String, cadence: PaymentCadence) {
    run { [weak self] in await self?.confirmRepeatFromActivity(transactionID, cadence: cadence) }
  }

  func confirmRepeatFromActivity(_ transactionID: String, cadence: PaymentCadence) async {
    let start = RepeatPaymentModel.defaultStart(cadence, today: now(), calendar: calendar)
    switch await makeSchedule(transactionID, cadence: cadence, start: start) {
    case .success(let schedule):
      onHaptic(.confirmation)
      onMessage(
        PayMeAlerts.repeatScheduled(
          schedule, next: ScheduledCopy.next(schedule, calendar: calendar, locale: locale), locale: locale))
    // Cancelled says nothing, a failed check is said already (`makeSchedule`), as with Send.
    case .failure(.notConfirmed): break
    case .failure(let error):
      onMessage(PayMeAlerts.repeatRefused(error))
      onHaptic(.failure)
    }
  }

  /// A transaction screen's Repeat Payment: the schedule made (`makeSchedule`), and what the section says then.
  func scheduleRepeat(_ request: RepeatRequest) async -> Result<LocalizedCopy, ScheduleError> {
    await makeSchedule(request.transactionID, cadence: request.cadence, start: request.start, end: request.end)
      .map { confirmation(of: $0, start: request.start) }
  }

  /// What the Repeat section says once a schedule is made: a start of today whose first payment went says it was
  /// sent; otherwise scheduled; with the next payment's day.
  func confirmation(of schedule: ScheduledPayment, start: Date) -> LocalizedCopy {
    let sentNow = calendar.isDate(start, inSameDayAs: now()) && schedule.sent > 0
    return ScheduledCopy.confirmation(schedule, sentNow: sentNow, calendar: calendar, locale: locale)
  }
}
