import AppServices
import Foundation
import Localization

// MARK: - Scheduled payments: the wiring

/// The scheduled payments are their own model's (`ScheduledPaymentsModel`: the schedules, Repeat, sending what is
/// due, missed payments, the reminders). The app keeps what must be the coordinator's: the ledger they commit to,
/// the device owner check, and the edit sheet's presentation.
extension PayMeModel {
  /// The schedules, as the Scheduled Payments screen's model holds them.
  public var schedules: ScheduledPayments { scheduledPayments.schedules }

  /// The Scheduled Payments model, reporting here: its messages go through the queue, and a change the user made
  /// there re-plans the reminders.
  func connectScheduledPayments() {
    scheduledPayments.host = self
    scheduledPayments.onMessage = { [weak self] message in self?.showMessage(message) }
    scheduledPayments.onChanged = { [weak self] in
      self?.scheduledPayments.planReminders()
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
    observePowerState()
  }

  /// The edit sheet of a scheduled payment that is up or waiting its turn, if any: a second tap opens no
  /// second one.
  public var scheduleEditor: ScheduleEditModel? { presentation.lastPresentedOrQueued(\.scheduleEditor) }

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
}

extension PayMeModel: ScheduledPaymentsHost {
  var alertsUpOrWaiting: [PayMeAlert] { [presentation.alert].compactMap { $0 } + presentation.waitingMessages }

  /// A scheduled run's ledger: put in place and saved, or, when it is not on disk, put back as it was (a payment
  /// that is not saved is not sent); what the calendar will move is planned again from the ledger kept.
  func commitScheduledLedger(_ ledger: Ledger) -> Bool {
    let before = self.ledger
    self.ledger = ledger
    guard saveLedger(tellingFailure: false) else {
      self.ledger = before
      planMoneyMoves()
      return false
    }
    return true
  }
}
