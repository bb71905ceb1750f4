import Foundation
import Localization
import Presentation

/// What PayMe presents over its root (the shared `PresentationStack`): the send or request sheet, and the
/// system share sheet for a receipt. The payment's own model is the sheet's payload, so its title, steps and
/// fields stay what they were while it slides down, and go with it.
public enum PayMeDestination: Hashable, Sendable {
  case payment(PaymentModel)
  /// A completed payment's receipt in the system share sheet, over the transaction or the payment's last step;
  /// a reminder's tap dismisses it like any sheet.
  case share(ShareItem)
  /// "Learn more about this demo": PayMe's own page, over onboarding.
  case aboutDemo
  /// Split a Bill: its own model, so the sheet keeps what was entered while it slides down.
  case split(SplitModel)
  /// My Code: the user's pay link as a QR code; its own model, so an amount added stays while it slides down.
  case myCode(MyCodeModel)
  /// The camera, scanning for someone's PayMe code (VisionKit's data scanner), reporting through its model.
  case scanner(ScannerModel)
  /// Add Money or Transfer to Bank: its own model, so the sheet keeps what was entered while it slides down.
  case bank(BankTransferModel)
  /// The system contact picker (`CNContactPickerViewController`): no Contacts permission is needed. Its model
  /// holds what the picker reported until the picker has closed itself.
  case contactPicker(ContactPickerModel)
  /// Edit a scheduled payment: its own model, so what was typed stays while the sheet slides down.
  case editSchedule(ScheduleEditModel)

  /// The payment this destination holds, if it is the payment sheet.
  public var payment: PaymentModel? {
    if case .payment(let payment) = self { payment } else { nil }
  }
  /// The Split a Bill sheet's model, if this is it.
  public var split: SplitModel? { if case .split(let split) = self { split } else { nil } }
  /// The Add Money or Transfer to Bank sheet's model, if this is it.
  public var bank: BankTransferModel? { if case .bank(let sheet) = self { sheet } else { nil } }
  /// The scanner's model, if this is Scan a Code.
  public var scanner: ScannerModel? { if case .scanner(let scanner) = self { scanner } else { nil } }
  /// The Edit Scheduled Payment sheet's model, if this is it.
  public var scheduleEditor: ScheduleEditModel? { if case .editSchedule(let sheet) = self { sheet } else { nil } }
}

/// What an alert or confirmation dialog button asks the model to do; a button with no action only dismisses.
public enum PayMeAlertAction: Hashable, Sendable {
  /// A question the payment sheet raised, answered by the payment sheet's model (SheetAnswers.swift).
  case payment(PaymentModel.Answer)
  /// "This split hasn't been sent.", answered by Split a Bill's model.
  case split(SplitModel.Answer)
  /// Add Money's or Transfer to Bank's confirmation or Discard, answered by the bank sheet's model.
  case bank(BankTransferModel.Answer)
  /// "Your changes haven't been saved.", answered by Edit Scheduled Payment's model.
  case scheduleEdit(ScheduleEditModel.Answer)
  /// PayMe's page in the Settings app.
  case openSettings
  /// PayMe's notification settings in the Settings app, one tap from the switch, not its general page.
  case openNotificationSettings
  case resetDemoData
  /// A request's or a payment's question answered (cancel or decline a request, cancel a payment).
  case entry(EntryAnswers.Answer)
  /// "Keep Editing" under a discard dialog (also what iOS runs when the dialog is tapped away): the sheet stays,
  /// and a link that waited for it to close is dropped, so a later Send or Discard never follows it.
  case keepEditing
  /// Repeats a sent payment this often (a cadence in the Activity row's action sheet).
  case repeatPayment(String, PaymentCadence)
  /// Add Money, filled in with what the balance lacks (after "Not Enough Money").
  case addMoney(Money)
  /// A question about the scheduled payments, answered by their model (`ScheduledPaymentsModel.answer(_:)`).
  case scheduled(ScheduledPaymentsModel.Answer)
  /// OK under "Payment Returned" (or "2 Payments Returned") said in the app: seen, never said again.
  case returnsSeen([String])
  /// View Payment under "Payment Returned" said in the app: seen, and the payment opens.
  case openReturnedPayment(String)
  /// View Activity under "2 Payments Returned": seen, and Activity opens, where each reads "Returned".
  case openReturnedPayments([String])
}

/// A system alert or dialog of PayMe's (PM-5): SwiftUI's `.alert` or `.confirmationDialog` draws it.
public typealias PayMeAlert = AlertValue<PayMeAlertAction>

/// Which alert is up: the typed id every `PayMeAlerts` factory gives its alert (`AlertValue.id`), so the model
/// and tests compare cases, never strings. The raw values are the ids as they were strings.
public enum PayMeAlertID: String, Hashable, Sendable {
  case confirmSend = "confirm-send"
  /// The same amount to the same person within minutes (`DuplicatePayment`): Send Again or Cancel.
  case duplicatePayment = "duplicate-payment"
  case authFailed = "auth-failed"
  case authDenied = "auth-denied"
  case setupDenied = "setup-denied"
  case setupUnavailable = "setup-unavailable"
  case setupFailed = "setup-failed"
  case authNoPasscode = "auth-no-passcode"
  case cannotPay = "cannot-pay"
  case paymentFailed = "payment-failed"
  case reminded = "reminded"
  case cancelRequest = "cancel-request"
  case cancelPayment = "cancel-payment"
  case declineRequest = "decline-request"
  case discardPayment = "discard-payment"
  case statementNotSaved = "statement-not-saved"
  case discardSplit = "discard-split"
  case scannerUnsupported = "scanner-unsupported"
  case cameraOff = "camera-off"
  case scannerStopped = "scanner-stopped"
  case notAPaymeCode = "not-a-payme-code"
  case ownCode = "own-code"
  case contactsFull = "contacts-full"
  case contactUnreachable = "contact-unreachable"
  /// The number or email picked in Contacts is not one PayMe can send to (too short, or not an address).
  case contactHandleUnusable = "contact-handle-unusable"
  case deleteContact = "delete-contact"
  case activityReset = "activity-reset"
  /// The archive of older activity was damaged: set aside (its bytes kept) and a new one begun.
  case olderActivitySetAside = "older-activity-set-aside"
  case notSaved = "not-saved"
  /// A payment, request, split or bank move whose ledger could not be saved: not made, its sheet kept.
  case moveNotSaved = "move-not-saved"
  /// A cancel, decline, Reset Demo Data or contact deletion whose ledger could not be saved: not made.
  case changeNotSaved = "change-not-saved"
  case settingsNotSaved = "settings-not-saved"
  case notificationsOff = "notifications-off"
  case resetDemo = "reset-demo"
  case confirmAddMoney = "confirm-add-money"
  case confirmTransfer = "confirm-transfer"
  case discardBankMove = "discard-bank-move"
  case bankNotConfirmed = "bank-not-confirmed"
  case bankMoveFailed = "bank-move-failed"
  case appLockOff = "app-lock-off"
  /// How often to repeat a payment, from its Activity row's swipe.
  case repeatPayment = "repeat-payment"
  /// A repeat from an Activity row the schedules refused.
  case repeatRefused = "repeat-refused"
  /// A repeat from an Activity row was made: to whom, how often, and the next day.
  case repeatScheduled = "repeat-scheduled"
  /// A repeat the device owner check failed for: nothing was scheduled.
  case repeatNotConfirmed = "repeat-not-confirmed"
  case missedNotConfirmed = "missed-not-confirmed"
  case missedNotSaved = "missed-not-saved"
  /// Send All on a schedule cancelled while its question was up.
  case missedScheduleCancelled = "missed-schedule-cancelled"
  /// Cancel over a scheduled payment's changes: Discard Changes or Keep Editing.
  case discardScheduleEdit = "discard-schedule-edit"
  /// The device owner check for a change, or a resume, failed; or the schedule went while it was up.
  case scheduleNotChanged = "schedule-not-changed"
  case scheduleNotResumed = "schedule-not-resumed"
  /// The check for an undo that would send a payment now failed.
  case scheduleNotSent = "schedule-not-sent"
  case scheduleGone = "schedule-gone"
  case cancelSchedule = "cancel-schedule"
  /// "Skip Next Payment?": Skip Payment or Don't Skip.
  case skipSchedule = "skip-schedule"
  /// The next payment changed while "Skip Next Payment?" was up: nothing was skipped.
  case scheduleNotSkipped = "schedule-not-skipped"
  /// An ended schedule cannot be edited; or it ended while its change was being confirmed.
  case scheduleEnded = "schedule-ended"
}

/// A side of the navigation bar, for a button the view places.
public enum BarPlacement: Hashable, Sendable { case leading, trailing }

/// The steps pushed inside the payment sheet's navigation stack; choosing the recipient is its root, so the
/// system back button goes from the amount to the recipients and from the review to the amount.
public enum PaymentStepRoute: Hashable, Sendable {
  case amount
  case review
  case done
}

extension PaymentFlow {
  /// The sheet's navigation path for the current step.
  public var path: [PaymentStepRoute] {
    switch step {
    case .recipient: []
    case .amount: [.amount]
    case .review, .authenticating: [.amount, .review]
    case .succeeded: [.amount, .review, .done]
    }
  }

  /// While the check is up or once the money has moved, there is no going back a step. Paying a contact's
  /// request goes back to nothing: its recipient and amount are the request's, and what is reviewed is paid.
  public var allowsBack: Bool {
    if answering != nil { return false }
    switch step {
    case .amount, .review: return true
    case .recipient, .authenticating, .succeeded: return false
    }
  }

  /// Cancel belongs to the steps before anything is done: not while the check is up (it may be sending the
  /// money that very moment), and not once it went (the success step offers Done).
  public var showsCancel: Bool {
    switch step {
    case .recipient, .amount, .review: true
    case .authenticating, .succeeded: false
    }
  }

  /// Where a step's Cancel sits: leading on the sheet's first screen, trailing on the steps pushed over it, so
  /// it never stands beside the back button (as Apple's own multi-step sheets place it).
  public static func cancelPlacement(on route: PaymentStepRoute?) -> BarPlacement {
    route == nil ? .leading : .trailing
  }

  /// Each step's own title, so the back button never reads the title of the screen it is on: the purpose on
  /// the recipients, then Amount, Review, and what happened.
  public static func title(of route: PaymentStepRoute?, purpose: Purpose) -> LocalizedCopy {
    switch route {
    case nil: purpose == .send ? PayMeCopy.sendMoney : PayMeCopy.requestMoney
    case .amount: PayMeCopy.amount
    case .review: PayMeCopy.review
    case .done: purpose == .send ? PayMeCopy.sent : PayMeCopy.requested
    }
  }

  /// A step's title as the sheet shows it: the last step of a payment its recipient accepts first says so.
  public func title(of route: PaymentStepRoute?) -> LocalizedCopy {
    if route == .done, case .succeeded(let transaction) = step { return PayMeCopy.doneHeadline(transaction) }
    return Self.title(of: route, purpose: purpose)
  }

  /// Something the user typed or chose would be lost by closing the sheet: a swipe down is refused then
  /// (`interactiveDismissDisabled`) and Cancel asks first. While the check is up nothing closes it.
  public var holdsUserInput: Bool {
    switch step {
    case .succeeded: false
    case .authenticating: true
    case .recipient, .amount, .review: recipient != nil || !entry.text.isEmpty || !note.isEmpty
    }
  }
}
