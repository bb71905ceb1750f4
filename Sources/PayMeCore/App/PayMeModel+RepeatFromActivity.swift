import Foundation
import Localization
import Observation

// MARK: - Repeat from an Activity row

extension PayMeModel {
  /// Whether an Activity row offers Repeat (its context menu and its leading swipe): exactly the payments whose
  /// detail screen shows the Repeat section (`TransactionModel.repeating`), a payment the user sent that went.
  public func offersRepeat(_ transactionID: String) -> Bool {
    ledger.transaction(transactionID)?.offersRepeat ?? false
  }

  /// The row's swipe: an action sheet, "Repeat $18.75 to Ben Carter", asking how often (or Cancel).
  public func askToRepeat(_ transactionID: String) {
    guard offersRepeat(transactionID), let sent = ledger.transaction(transactionID) else { return }
    play(.buttonPress)
    // Its words say what will happen on each day with PayMe closed, as iOS allows now (Low Power Mode, Background
    // App Refresh), not a promise of a background run that cannot come.
    presentation.showAlert(
      PayMeAlerts.repeatPayment(sent, howItWorks: scheduledPayments.howItWorks, locale: locale))
  }

  /// Repeat from the row (a cadence in its context menu, or in the swipe's action sheet): from one period after
  /// today, as the detail's Repeat section starts it, so a payment just made is not paid twice today; through
  /// the same call as the detail's Repeat Payment (`repeatPayment`), which asks the device owner first, then saves
  /// it and says it to VoiceOver. There is no footer under a row to say what happened in: made, it is said in a
  /// message ("Payment Scheduled", with the next day), refused in an alert.
  public func repeatFromActivity(_ transactionID: String, cadence: PaymentCadence) {
    track { await self.confirmRepeatFromActivity(transactionID, cadence: cadence) }
  }

  func confirmRepeatFromActivity(_ transactionID: String, cadence: PaymentCadence) async {
    let start = RepeatPaymentModel.defaultStart(cadence, today: now, calendar: calendar)
    switch await scheduledPayments.makeSchedule(transactionID, cadence: cadence, start: start) {
    case .success(let schedule):
      play(.confirmation)
      showMessage(
        PayMeAlerts.repeatScheduled(
          schedule, next: ScheduledCopy.next(schedule, calendar: calendar, locale: locale), locale: locale))
    // Cancelled says nothing, a failed check is said already (`makeSchedule`), as with Send.
    case .failure(.notConfirmed): break
    case .failure(let error):
      showMessage(PayMeAlerts.repeatRefused(error))
      play(.failure)
    }
  }
}

extension PayMeModel {
  /// A transaction screen's Repeat Payment: the schedule made (`makeSchedule`), and what the section says then.
  func scheduleRepeat(_ request: RepeatRequest) async -> Result<LocalizedCopy, ScheduleError> {
    await scheduledPayments.makeSchedule(
      request.transactionID, cadence: request.cadence, start: request.start, end: request.end
    )
    .map { confirmation(of: $0, start: request.start) }
  }

  /// What the Repeat section (or, from an Activity row, a message) says once a schedule is made: a start of
  /// today whose first payment went says it was sent; otherwise scheduled; with the next payment's day.
  func confirmation(of schedule: ScheduledPayment, start: Date) -> LocalizedCopy {
    let sentNow = calendar.isDate(start, inSameDayAs: now) && schedule.sent > 0
    return ScheduledCopy.confirmation(schedule, sentNow: sentNow, calendar: calendar, locale: locale)
  }

  /// The rows under a transaction's date: a bank transfer's (`transferDetails`), and a scheduled payment's due
  /// day ("Scheduled For"), which may be before the day the money moved (PayMe was closed on it).
  public func detailRows(_ transaction: Transaction) -> [RowValue] {
    var rows = transferDetails(transaction)
    if let due = transaction.scheduledFor {
      let title = ScheduledCopy.scheduledFor.text
      let day = due.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(locale))
      rows.append(
        RowValue(
          id: ScheduledCopy.scheduledFor.key, title: title, subtitle: nil, value: day, systemImage: nil,
          accessibilityLabel: "\(title), \(day)"))
    }
    return rows
  }
}
