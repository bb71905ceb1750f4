import AppServices
import Foundation
import Localization

// MARK: - Scheduled payments: the wiring

/// The scheduled payments are their own model's (`ScheduledPaymentsModel`: the schedules, Repeat, sending what is
/// due, missed payments, the reminders). The app keeps what must be the coordinator's: the ledger they commit to,
/// the device owner check, and the edit sheet's presentation, handed in here as values and closures.
extension PayMeModel {
  /// The schedules, as the Scheduled Payments screen's model holds them.
  public var schedules: ScheduledPayments { scheduledPayments.schedules }

  /// The Scheduled Payments model, reporting here: its messages go through the queue, its sheet and questions
  /// through the presentation stack.
  func connectScheduledPayments() {
    scheduledPayments.runLedger = ScheduledLedger(
      ledger: { [book] in book.ledger }, problem: { [book] in book.problem }, commit: { [book] in book.commitRun($0) },
      makeID: dependencies.makeID)
    scheduledPayments.notifications = dependencies.notifications
    scheduledPayments.dueClock = dependencies.dueClock
    scheduledPayments.backgroundRefresh = dependencies.backgroundRefresh
    scheduledPayments.notificationsOn = { [weak self] in self?.notificationsOn ?? false }
    scheduledPayments.hideBalance = { [weak self] in self?.settings.hideBalance ?? true }
    scheduledPayments.alertsOnScreen = { [weak self] in self?.alertsOnScreen ?? AlertsOnScreen() }
    scheduledPayments.onDayChanged = { [weak self] in self?.dayMayHaveChanged(tellingReturns: true) }
    scheduledPayments.ownerCheck = ownerCheck
    scheduledPayments.onMessage = { [weak self] message in self?.showMessage(message) }
    scheduledPayments.hidesAmounts = { [weak self] in self?.hidesAmounts ?? false }
    scheduledPayments.run = { [weak self] work in self?.track(work) }
    scheduledPayments.onPresent = { [weak self] sheet in
      guard let self, self.scheduleEditor == nil else { return }
      self.presentation.present(.editSchedule(sheet))
    }
    scheduledPayments.onDismiss = { [weak self] sheet in self?.close(sheet) }
    scheduledPayments.isShown = { [weak self] sheet in self?.scheduleEditor === sheet }
    // A link that came during the check waited for its result; the sheet stays with the user's changes, so the
    // user is asked now, as Cancel asks (a payment's sheet asks the same after its check).
    scheduledPayments.onKept = { [weak self] sheet in
      guard let self, linkWaitsForPresentation, scheduleEditor === sheet, sheet.holdsUserInput else { return }
      presentation.showAlert(ScheduledCopy.discardEditDialog)
    }
    scheduledPayments.onAsk = { [weak self] alert in self?.presentation.showAlert(alert) }
    scheduledPayments.onAnnounce = { [weak self] copy in self?.announce(copy) }
    scheduledPayments.onHaptic = { [weak self] intent in self?.play(intent) }
    scheduledPayments.observePowerState()
  }

  /// The edit sheet of a scheduled payment that is up or waiting its turn, if any: a second tap opens no
  /// second one.
  public var scheduleEditor: ScheduleEditModel? { presentation.lastPresentedOrQueued(\.scheduleEditor) }

  /// The edit sheet goes (saved, or its changes discarded); a link that waited for it is followed now.
  func close(_ sheet: ScheduleEditModel) {
    // A question of the sheet's goes with it (it must not reappear below); a message waits its turn below.
    closeSheetQuestion()
    presentation.dismiss { if case .editSchedule(let shown) = $0 { shown === sheet } else { false } }
    deliverPendingLink(.presentationClosing)
  }
}
