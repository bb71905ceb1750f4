import AppServices
import Foundation
import Presentation
import SharedStore

/// Every alert the app shows, as values: system alerts with Apple's button roles (PM-5, PM-12).
public enum PayMeAlerts {
  static let cancel = PayMeAlert.Button("Cancel", role: .cancel)
  static let ok = PayMeAlert.Button("OK", role: .cancel)

  /// "Send $10.00?": who, by name and handle, any warning about them, and when the money arrives.
  public static func confirmSend(_ amount: Money, to recipient: RecipientCheck, locale: Locale = .current)
    -> PayMeAlert
  {
    PayMeAlert(
      id: "confirm-send", title: "Send \(amount.formatted(locale: locale))?",
      message: recipient.confirmationMessage,
      buttons: [cancel, .init("Send", action: .confirmPayment)])
  }

  /// What a failed check says. A cancel (by the user or the system) says nothing: the review stays, to try again.
  /// The device owner policy handles a face not recognised and a lockout itself (with the passcode), so what is
  /// left is rare: said plainly, with Try Again.
  public static func authentication(_ error: AuthenticationError, kind: BiometryKind, denied: Bool) -> PayMeAlert? {
    switch error {
    case .userCancel, .appCancel, .systemCancel, .userFallback:
      return nil
    case .passcodeNotSet:
      return setUpPasscode(kind)
    case .biometryNotAvailable where denied:
      return biometryDenied(kind)
    case .authenticationFailed, .biometryLockout, .biometryNotAvailable, .biometryNotEnrolled:
      return PayMeAlert(
        id: "auth-failed", title: "Payment Not Confirmed",
        message: "PayMe couldn't confirm it's you. Try again to send this payment.",
        buttons: [cancel, .init("Try Again", action: .retryAuthentication)])
    }
  }

  /// Face ID refused to PayMe (Settings > PayMe > Face ID): the way to Settings, or the passcode now.
  public static func biometryDenied(_ kind: BiometryKind) -> PayMeAlert {
    PayMeAlert(
      id: "auth-denied", title: "\(kind.displayName) Is Off for PayMe",
      message: "Allow PayMe to use \(kind.displayName) in Settings, or enter your passcode to confirm this payment.",
      buttons: [
        .init("Open Settings", action: .openSettings), .init(PaymentCheck.passcodeButton, action: .usePasscode), cancel,
      ])
  }

  /// Said once, in onboarding, when the user refused Face ID at its permission prompt.
  public static func biometryDeniedAtSetup(_ kind: BiometryKind) -> PayMeAlert {
    PayMeAlert(
      id: "setup-denied", title: "\(kind.displayName) Is Off for PayMe",
      message:
        "Payments will ask for your passcode. To use \(kind.displayName), allow it for PayMe in Settings.",
      buttons: [ok, .init("Open Settings", action: .openSettings)])
  }

  /// "Turn On Face ID" where Face ID cannot be used now: not set up, or locked after too many tries.
  public static func biometryUnavailableAtSetup(_ kind: BiometryKind, _ error: AuthenticationError?) -> PayMeAlert {
    let name = kind.displayName
    let message =
      error == .biometryLockout
      ? "\(name) is locked after too many tries. Payments ask for your passcode, which also unlocks \(name)."
      : "Set up \(name) in Settings > \(name) & Passcode. Until then, payments ask for your passcode."
    return PayMeAlert(id: "setup-unavailable", title: "\(name) Isn't Available", message: message, buttons: [ok])
  }

  public static func biometryNotRecognizedAtSetup(_ kind: BiometryKind) -> PayMeAlert {
    PayMeAlert(
      id: "setup-failed", title: "\(kind.displayName) Not Recognized",
      message: "Try again, or choose Not Now. You can always confirm a payment with your passcode.", buttons: [ok])
  }

  /// No passcode on the device: nothing can confirm a payment until one is set. No Open Settings button: it would
  /// open PayMe's own page, where no passcode can be set; the route is named instead.
  /// The pane is named for what the iPhone has: Touch ID iPhones have no "Face ID & Passcode".
  public static func setUpPasscode(_ kind: BiometryKind) -> PayMeAlert {
    PayMeAlert(
      id: "auth-no-passcode", title: "Set Up a Passcode",
      message: "To confirm payments, set a passcode for this iPhone in \(kind.passcodeSettings).",
      buttons: [ok])
  }

  /// A contact's request for more than the balance: said before anything is confirmed.
  public static func cannotPay(_ request: Transaction, locale: Locale = .current) -> PayMeAlert {
    PayMeAlert(
      id: "cannot-pay", title: "Not Enough Money",
      message:
        "\(request.counterparty.name) asked for \(request.amount.formatted(locale: locale)), more than your balance.",
      buttons: [ok])
  }

  public static func paymentFailed(_ error: PaymentError) -> PayMeAlert {
    if error == .contactsFull { return contactsFull }
    let message =
      switch error {
      case .insufficientFunds: "Your balance is too low for this payment."
      case .unknownContact: "This contact is no longer available."
      case .contactsFull: contactsFull.message
      case .invalidAmount(let reason): reason.message
      }
    return PayMeAlert(id: "payment-failed", title: "Payment Not Sent", message: message, buttons: [ok])
  }

  public static func reminded(_ contact: Contact) -> PayMeAlert {
    PayMeAlert(
      id: "reminded", title: "Reminder Sent",
      message: "\(contact.name) will be reminded of your request. (In this demo, contacts are made up.)",
      buttons: [ok])
  }

  public static func cancelRequest(_ transaction: Transaction, locale: Locale = .current) -> PayMeAlert {
    PayMeAlert(
      id: "cancel-request", title: "Cancel Request?",
      message:
        "\(transaction.counterparty.name) will no longer be asked for \(transaction.amount.formatted(locale: locale)).",
      buttons: [
        .init("Keep", role: .cancel),
        .init("Cancel Request", role: .destructive, action: .cancelRequest(transaction.id)),
      ])
  }

  /// A payment its recipient has not accepted yet: the money comes back if it is cancelled.
  public static func cancelPayment(_ payment: Transaction, locale: Locale = .current) -> PayMeAlert {
    PayMeAlert(
      id: "cancel-payment", title: "Cancel Payment?",
      message:
        "\(payment.counterparty.name) hasn't accepted \(payment.amount.formatted(locale: locale)) yet. If you cancel, it comes back to your balance.",
      buttons: [
        .init("Keep", role: .cancel),
        .init(PayMeCopy.cancelPayment, role: .destructive, action: .cancelPayment(payment.id)),
      ])
  }

  public static func declineRequest(_ request: Transaction, locale: Locale = .current) -> PayMeAlert {
    PayMeAlert(
      id: "decline-request", title: "Decline Request?",
      message:
        "\(request.counterparty.name) asked you for \(request.amount.formatted(locale: locale)). They'll see it declined.",
      buttons: [
        .init("Cancel", role: .cancel), .init("Decline", role: .destructive, action: .declineRequest(request.id)),
      ])
  }

  /// Cancel (or a swipe) on a filled-in payment: an action sheet, as Mail asks before discarding a draft.
  public static func discardPayment(_ purpose: PaymentFlow.Purpose) -> PayMeAlert {
    PayMeAlert(
      id: "discard-payment", title: "",
      message: purpose == .send ? "This payment hasn't been sent." : "This request hasn't been sent.",
      buttons: [
        .init(purpose == .send ? "Discard Payment" : "Discard Request", role: .destructive, action: .discardPayment),
        .init("Keep Editing", role: .cancel),
      ],
      style: .confirmationDialog)
  }

  /// Cancel (or a swipe) on a Split a Bill that holds a bill or people: the same action sheet as a payment's.
  /// A statement's file could not be written (the device is full, say): nothing is shared.
  public static let statementNotSaved = PayMeAlert(
    id: "statement-not-saved", title: "Statement Not Created",
    message: "PayMe couldn't write the statement file. Free up some storage and try again.", buttons: [ok])

  public static let discardSplit = PayMeAlert(
    id: "discard-split", title: "", message: "This split hasn't been sent.",
    buttons: [.init("Discard Split", role: .destructive, action: .discardSplit), .init("Keep Editing", role: .cancel)],
    style: .confirmationDialog)

  /// Scan a Code on an iPhone whose camera cannot scan (DataScannerViewController.isSupported is false).
  public static let scannerUnsupported = PayMeAlert(
    id: "scanner-unsupported", title: "Can't Scan Codes",
    message: "This iPhone can't scan codes with its camera. Ask them to send you their PayMe link instead.",
    buttons: [ok])

  /// Scan a Code with camera access denied or restricted: said in words, with the way to Settings.
  public static let cameraOff = PayMeAlert(
    id: "camera-off", title: "Camera Access Is Off",
    message: "To scan a PayMe code, allow camera access for PayMe in Settings.",
    buttons: [cancel, .init("Open Settings", action: .openSettings)])

  /// The camera could not start or stopped while scanning (in use elsewhere, restricted meanwhile).
  public static let scannerStopped = PayMeAlert(
    id: "scanner-stopped", title: "Can't Scan Right Now",
    message: "The camera stopped, perhaps because another app is using it. Try again in a moment.", buttons: [ok])

  /// The scanner read a code that is not a PayMe code.
  public static let notAPayMeCode = PayMeAlert(
    id: "not-a-payme-code", title: "Not a PayMe Code",
    message: "This code isn't a PayMe code. Scan the code in someone's PayMe app under My Code.", buttons: [ok])

  /// The user's own code, scanned or opened.
  public static let ownCode = PayMeAlert(
    id: "own-code", title: "This Is Your Code",
    message: "Show it to someone so they can pay you. To pay someone, scan their code.", buttons: [ok])

  /// Someone new could not be added: the demo's list is full.
  public static let contactsFull = PayMeAlert(
    id: "contacts-full", title: "Can't Add Contact",
    message: "PayMe's list of people is full. Reset Demo Data in Settings to start again.", buttons: [ok])

  /// A picked contact with no phone number or email: there is no way to pay them.
  public static let contactUnreachable = PayMeAlert(
    id: "contact-unreachable", title: "No Phone Number or Email",
    message: "To pay someone from your contacts, they need a phone number or an email address.", buttons: [ok])

  /// The saved activity could not be read and was set aside: the demo starts again, and says so.
  public static let activityReset = PayMeAlert(
    id: "activity-reset", title: "Activity Started Over",
    message:
      "PayMe couldn't read its saved activity, so it started again from the beginning. The damaged copy is kept.",
    buttons: [ok])

  /// A change that could not be saved: it stays until PayMe closes, and the user is told why.
  public static func notSaved(_ error: any Error) -> PayMeAlert {
    let reason =
      switch error as? SharedStoreError {
      case .newerSchema?: "Your activity was saved by a newer version of PayMe. Update PayMe to keep changes."
      case .unreadable?: "Your saved activity can't be read right now. Restart PayMe after unlocking your iPhone."
      default: "PayMe couldn't save to this iPhone's storage."
      }
    return PayMeAlert(
      id: "not-saved", title: "Activity Not Saved", message: "\(reason) This change is kept until PayMe closes.",
      buttons: [ok])
  }

  /// A settings change that could not be written: it applies until PayMe closes.
  public static let settingsNotSaved = PayMeAlert(
    id: "settings-not-saved", title: "Setting Not Saved",
    message: "PayMe couldn't save this change to this iPhone's storage. It applies until PayMe closes.",
    buttons: [ok])

  public static let notificationsOff = PayMeAlert(
    id: "notifications-off", title: "Notifications Are Off",
    message: "Allow notifications for PayMe in Settings to be reminded of unanswered requests.",
    buttons: [cancel, .init("Open Settings", action: .openSettings)])

  public static let resetDemoData = PayMeAlert(
    id: "reset-demo", title: "Reset Demo Data?",
    message: "Your balance and history go back to how the demo started.",
    buttons: [cancel, .init("Reset", role: .destructive, action: .resetDemoData)])
}
