import AppServices
import Foundation
import Localization
import Presentation
import SharedStore

/// Every alert the app shows, as values: system alerts with Apple's button roles (PM-5, PM-12).
public enum PayMeAlerts {
  /// "Face ID Is Off for PayMe": said at a payment and at setup alike.
  static func offForPayMe(_ kind: BiometryType) -> String {
    LocalizedCopy("payme.alert.biometryOff.title", "%@ Is Off for PayMe", .text(kind.displayName)).text
  }

  static var cancel: PayMeAlert.Button { PayMeAlert.Button(PayMeCopy.cancel.text, role: .cancel) }
  static var ok: PayMeAlert.Button { PayMeAlert.Button(LocalizedCopy("payme.common.ok", "OK").text, role: .cancel) }

  /// A message: a title, its words and OK, nothing to choose. Every such alert is built here, one way.
  static func message(_ id: PayMeAlertID, title: LocalizedCopy, text: LocalizedCopy) -> PayMeAlert {
    .message(id: id, title: title.text, text: text.text, ok: ok.title)
  }

  /// "Send $10.00?": who, by name and handle, any warning about them, when the money arrives, and, last, that no
  /// real money moves.
  public static func confirmSend(_ amount: Money, to recipient: RecipientCheck, locale: Locale = .current)
    -> PayMeAlert
  {
    PayMeAlert(
      id: PayMeAlertID.confirmSend,
      title: LocalizedCopy("payme.alert.confirmSend.title", "Send %@?", .text(amount.formatted(locale: locale))).text,
      message: recipient.confirmationMessage + "\n" + PayMeCopy.demoNoRealMoney.text,
      buttons: [cancel, .init(LocalizedCopy("payme.send.send", "Send").text, action: .payment(.confirm))])
  }

  /// What a failed check says. A cancel (by the user or the system) says nothing: the review stays, to try again.
  /// The device owner policy handles a face not recognised and a lockout itself (with the passcode), so what is
  /// left is rare: said plainly, with Try Again.
  public static func authentication(_ error: AuthenticationError, kind: BiometryType, denied: Bool) -> PayMeAlert? {
    switch error {
    case .userCancel, .appCancel, .systemCancel, .userFallback:
      return nil
    case .passcodeNotSet:
      return setUpPasscode(kind)
    case .biometryNotAvailable where denied:
      return biometryDenied(kind)
    case .authenticationFailed, .biometryLockout, .biometryNotAvailable, .biometryNotEnrolled:
      return PayMeAlert(
        id: PayMeAlertID.authFailed, title: LocalizedCopy("payme.alert.authFailed.title", "Payment Not Confirmed").text,
        message: LocalizedCopy(
          "payme.alert.authFailed.message", "PayMe couldn't confirm it's you. Try again to send this payment."
        ).text,
        buttons: [
          cancel,
          .init(LocalizedCopy("payme.alert.tryAgain", "Try Again").text, action: .payment(.retryAuthentication)),
        ])
    }
  }

  /// Face ID refused to PayMe (Settings > PayMe > Face ID): the way to Settings, or the passcode now.
  public static func biometryDenied(_ kind: BiometryType) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.authDenied, title: offForPayMe(kind),
      message: LocalizedCopy(
        "payme.alert.authDenied.message",
        "Allow PayMe to use %@ in Settings, or enter your passcode to confirm this payment.", .text(kind.displayName)
      ).text,
      buttons: [
        .init(LocalizedCopy("payme.common.openSettings", "Open Settings").text, action: .openSettings),
        .init(PaymentCheck.passcodeButton.text, action: .payment(.usePasscode)), cancel,
      ])
  }

  /// Said once, in onboarding, when the user refused Face ID at its permission prompt.
  public static func biometryDeniedAtSetup(_ kind: BiometryType) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.setupDenied, title: offForPayMe(kind),
      message: LocalizedCopy(
        "payme.alert.setupDenied.message",
        "Payments will ask for your passcode. To use %@, allow it for PayMe in Settings.", .text(kind.displayName)
      ).text,
      buttons: [ok, .init(LocalizedCopy("payme.common.openSettings", "Open Settings").text, action: .openSettings)])
  }

  /// "Turn On Face ID" where Face ID cannot be used now: not set up, or locked after too many tries.
  public static func biometryUnavailableAtSetup(_ kind: BiometryType, _ error: AuthenticationError?) -> PayMeAlert {
    let name = kind.displayName
    let message =
      error == .biometryLockout
      ? LocalizedCopy(
        "payme.alert.setupUnavailable.lockedOut",
        "%@ is locked after too many tries. Payments ask for your passcode, which also unlocks %@.", .text(name),
        .text(name))
      : LocalizedCopy(
        "payme.alert.setupUnavailable.notSetUp",
        "Set up %@ in %@. Until then, payments ask for your passcode.", .text(name), .text(kind.passcodeSettings))
    return PayMeAlert.message(
      id: PayMeAlertID.setupUnavailable,
      title: LocalizedCopy("payme.alert.setupUnavailable.title", "%@ Isn't Available", .text(name)).text,
      text: message.text, ok: ok.title)
  }

  public static func biometryNotRecognizedAtSetup(_ kind: BiometryType) -> PayMeAlert {
    message(
      .setupFailed, title: LocalizedCopy("payme.alert.setupFailed.title", "%@ Not Recognized", .text(kind.displayName)),
      text: LocalizedCopy(
        "payme.alert.setupFailed.message",
        "Try again, or choose Not Now. You can always confirm a payment with your passcode."
      ))
  }

  /// No passcode on the device: nothing can confirm a payment until one is set. No Open Settings button: it would
  /// open PayMe's own page, where no passcode can be set; the route is named instead.
  /// The pane is named for what the iPhone has: Touch ID iPhones have no "Face ID & Passcode".
  public static func setUpPasscode(_ kind: BiometryType) -> PayMeAlert {
    message(
      .authNoPasscode, title: LocalizedCopy("payme.alert.authNoPasscode.title", "Set Up a Passcode"),
      text: LocalizedCopy(
        "payme.alert.authNoPasscode.message", "To confirm payments, set a passcode for this iPhone in %@.",
        .text(kind.passcodeSettings)
      ))
  }

  /// A contact's request for more than the balance: said before anything is confirmed, with Add Money for the
  /// difference.
  public static func cannotPay(_ request: Transaction, balance: Money, locale: Locale = .current) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.cannotPay, title: LocalizedCopy("payme.alert.cannotPay.title", "Not Enough Money").text,
      message: LocalizedCopy(
        "payme.alert.cannotPay.message", "%@ asked for %@, more than your balance.", .text(request.counterparty.name),
        .text(request.amount.formatted(locale: locale))
      ).text,
      buttons: [
        PayMeAlert.Button(PayMeCopy.addMoney.text, action: .addMoney(request.amount - balance)),
        PayMeAlert.Button(PayMeCopy.cancel.text, role: .cancel),
      ])
  }

  public static func paymentFailed(_ error: PaymentError) -> PayMeAlert {
    if error == .contactsFull { return contactsFull }
    let message =
      switch error {
      case .insufficientFunds:
        LocalizedCopy("payme.alert.paymentFailed.insufficientFunds", "Your balance is too low for this payment.").text
      case .unknownContact:
        LocalizedCopy("payme.alert.paymentFailed.unknownContact", "This contact is no longer available.").text
      case .requestAnswered:
        LocalizedCopy("payme.alert.paymentFailed.requestAnswered", "This request has already been answered.").text
      case .contactsFull: contactsFull.message
      case .historyFull: PayMeCopy.activityFull.text
      case .invalidAmount(let reason): reason.message.text
      }
    return PayMeAlert.message(
      id: PayMeAlertID.paymentFailed, title: LocalizedCopy("payme.alert.paymentFailed.title", "Payment Not Sent").text,
      text: message ?? "", ok: ok.title)
  }

  public static func reminded(_ contact: Contact) -> PayMeAlert {
    message(
      .reminded, title: LocalizedCopy("payme.alert.reminded.title", "Reminder Sent"),
      text: LocalizedCopy(
        "payme.alert.reminded.message", "%@ will be reminded of your request. (In this demo, contacts are made up.)",
        .text(contact.name)
      ))
  }

  public static func cancelRequest(_ transaction: Transaction, locale: Locale = .current) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.cancelRequest, title: LocalizedCopy("payme.alert.cancelRequest.title", "Cancel Request?").text,
      message: LocalizedCopy(
        "payme.alert.cancelRequest.message", "%@ will no longer be asked for %@.", .text(transaction.counterparty.name),
        .text(transaction.amount.formatted(locale: locale))
      ).text,
      buttons: [
        .init(LocalizedCopy("payme.alert.keep", "Keep").text, role: .cancel),
        .init(
          LocalizedCopy("payme.request.cancelRequest", "Cancel Request").text, role: .destructive,
          action: .entry(.cancelRequest(transaction.id))),
      ])
  }

  /// A payment its recipient has not accepted yet: the money comes back if it is cancelled.
  public static func cancelPayment(_ payment: Transaction, locale: Locale = .current) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.cancelPayment, title: LocalizedCopy("payme.alert.cancelPayment.title", "Cancel Payment?").text,
      message: LocalizedCopy(
        "payme.alert.cancelPayment.message",
        "%@ hasn't accepted %@ yet. If you cancel, it comes back to your balance.", .text(payment.counterparty.name),
        .text(payment.amount.formatted(locale: locale))
      ).text,
      buttons: [
        .init(LocalizedCopy("payme.alert.keep", "Keep").text, role: .cancel),
        .init(PayMeCopy.cancelPayment.text, role: .destructive, action: .entry(.cancelPayment(payment.id))),
      ])
  }

  public static func declineRequest(_ request: Transaction, locale: Locale = .current) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.declineRequest,
      title: LocalizedCopy("payme.alert.declineRequest.title", "Decline Request?").text,
      message: LocalizedCopy(
        "payme.alert.declineRequest.message", "%@ asked you for %@. They'll see it declined.",
        .text(request.counterparty.name), .text(request.amount.formatted(locale: locale))
      ).text,
      buttons: [
        .init(LocalizedCopy("payme.common.cancel", "Cancel").text, role: .cancel),
        .init(
          LocalizedCopy("payme.request.decline", "Decline").text, role: .destructive,
          action: .entry(.declineRequest(request.id))),
      ])
  }

  /// Cancel (or a swipe) on a filled-in payment: an action sheet, as Mail asks before discarding a draft.
  public static func discardPayment(_ purpose: PaymentFlow.Purpose) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.discardPayment, title: "",
      message: purpose == .send
        ? LocalizedCopy("payme.alert.discardPayment.payment", "This payment hasn't been sent.").text
        : LocalizedCopy("payme.alert.discardPayment.request", "This request hasn't been sent.").text,
      buttons: [
        .init(
          purpose == .send
            ? LocalizedCopy("payme.alert.discardPayment", "Discard Payment").text
            : LocalizedCopy("payme.alert.discardRequest", "Discard Request").text,
          role: .destructive, action: .payment(.discard)),
        .init(LocalizedCopy("payme.alert.keepEditing", "Keep Editing").text, role: .cancel, action: .keepEditing),
      ],
      style: .confirmationDialog)
  }

  /// A statement's file could not be written (the device is full, say): nothing is shared.
  public static var statementNotSaved: PayMeAlert {
    message(
      .statementNotSaved, title: LocalizedCopy("payme.alert.statementNotSaved.title", "Statement Not Created"),
      text: LocalizedCopy(
        "payme.alert.statementNotSaved.message",
        "PayMe couldn't write the statement file. Free up some storage and try again."
      ))
  }

  /// Cancel (or a swipe) on a Split a Bill that holds a bill or people: the same action sheet as a payment's.
  public static var discardSplit: PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.discardSplit, title: "",
      message: LocalizedCopy("payme.alert.discardSplit.message", "This split hasn't been sent.").text,
      buttons: [
        .init(
          LocalizedCopy("payme.alert.discardSplit", "Discard Split").text, role: .destructive, action: .split(.discard)),
        .init(LocalizedCopy("payme.alert.keepEditing", "Keep Editing").text, role: .cancel, action: .keepEditing),
      ],
      style: .confirmationDialog)
  }

  /// Scan a Code on an iPhone whose camera cannot scan (DataScannerViewController.isSupported is false).
  public static var scannerUnsupported: PayMeAlert {
    message(
      .scannerUnsupported, title: LocalizedCopy("payme.alert.scannerUnsupported.title", "Can't Scan Codes"),
      text: LocalizedCopy(
        "payme.alert.scannerUnsupported.message",
        "This iPhone can't scan codes with its camera. Ask them to send you their PayMe link instead."
      ))
  }

  /// Scan a Code with camera access denied or restricted: said in words, with the way to Settings.
  public static var cameraOff: PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.cameraOff, title: LocalizedCopy("payme.alert.cameraOff.title", "Camera Access Is Off").text,
      message: LocalizedCopy(
        "payme.alert.cameraOff.message", "To scan a PayMe code, allow camera access for PayMe in Settings."
      ).text,
      buttons: [cancel, .init(LocalizedCopy("payme.common.openSettings", "Open Settings").text, action: .openSettings)])
  }

  /// The camera could not start or stopped while scanning (in use elsewhere, restricted meanwhile).
  public static var scannerStopped: PayMeAlert {
    message(
      .scannerStopped, title: LocalizedCopy("payme.alert.scannerStopped.title", "Can't Scan Right Now"),
      text: LocalizedCopy(
        "payme.alert.scannerStopped.message",
        "The camera stopped, perhaps because another app is using it. Try again in a moment."
      ))
  }

  /// The scanner read a code that is not a PayMe code.
  public static var notAPayMeCode: PayMeAlert {
    message(
      .notAPaymeCode, title: LocalizedCopy("payme.alert.notAPaymeCode.title", "Not a PayMe Code"),
      text: LocalizedCopy(
        "payme.alert.notAPaymeCode.message",
        "This code isn't a PayMe code. Scan the code in someone's PayMe app under My Code."
      ))
  }

  /// The user's own code, scanned or opened.
  public static var ownCode: PayMeAlert {
    message(
      .ownCode, title: LocalizedCopy("payme.alert.ownCode.title", "This Is Your Code"),
      text: LocalizedCopy(
        "payme.alert.ownCode.message", "Show it to someone so they can pay you. To pay someone, scan their code."
      ))
  }

  /// Someone new could not be added: the demo's list is full.
  public static var contactsFull: PayMeAlert {
    message(
      .contactsFull, title: LocalizedCopy("payme.alert.contactsFull.title", "Can't Add Contact"),
      text: LocalizedCopy(
        "payme.alert.contactsFull.message",
        "PayMe's list of people is full. Reset Demo Data in Settings to start again."
      ))
  }

  /// The saved activity could not be read and was set aside: the demo starts again, and says so.
  public static var activityReset: PayMeAlert {
    message(
      .activityReset, title: LocalizedCopy("payme.alert.activityReset.title", "Activity Started Over"),
      text: LocalizedCopy(
        "payme.alert.activityReset.message",
        "PayMe couldn't read its saved activity, so it started again from the beginning. The damaged copy is kept."
      ))
  }

  /// A change that could not be saved: it stays until PayMe closes, and the user is told why.
  public static func notSaved(_ error: any Error) -> PayMeAlert {
    message(
      .notSaved, title: LocalizedCopy("payme.alert.notSaved.title", "Activity Not Saved"),
      text: LocalizedCopy(
        "payme.alert.notSaved.message", "%@ This change is kept until PayMe closes.", .text(saveFailure(error).text)
      ))
  }

  /// Why the ledger could not be written, in words: a newer version's file, one iOS will not let PayMe read yet,
  /// or the storage itself.
  static func saveFailure(_ error: any Error) -> LocalizedCopy {
    if error as? PaymentError == .historyFull { return PayMeCopy.activityFull }
    return switch error as? SharedStoreError {
    case .newerSchema?:
      LocalizedCopy(
        "payme.alert.notSaved.newerSchema",
        "Your activity was saved by a newer version of PayMe. Update PayMe to keep changes.")
    case .unreadable?:
      LocalizedCopy(
        "payme.alert.notSaved.unreadable",
        "Your saved activity can't be read right now. Restart PayMe after unlocking your iPhone.")
    default: LocalizedCopy("payme.alert.notSaved.storage", "PayMe couldn't save to this iPhone's storage.")
    }
  }

  /// A settings change that could not be written: it applies until PayMe closes.
  public static var settingsNotSaved: PayMeAlert {
    message(
      .settingsNotSaved, title: LocalizedCopy("payme.alert.settingsNotSaved.title", "Setting Not Saved"),
      text: LocalizedCopy(
        "payme.alert.settingsNotSaved.message",
        "PayMe couldn't save this change to this iPhone's storage. It applies until PayMe closes."
      ))
  }

  public static var notificationsOff: PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.notificationsOff,
      title: LocalizedCopy("payme.alert.notificationsOff.title", "Notifications Are Off").text,
      message: LocalizedCopy(
        "payme.alert.notificationsOff.message",
        "Allow notifications for PayMe in Settings to be reminded of unanswered requests."
      ).text,
      buttons: [
        cancel,
        .init(LocalizedCopy("payme.common.openSettings", "Open Settings").text, action: .openNotificationSettings),
      ])
  }

  public static var resetDemoData: PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.resetDemo, title: LocalizedCopy("payme.alert.resetDemo.title", "Reset Demo Data?").text,
      message: LocalizedCopy(
        "payme.alert.resetDemo.message",
        "Your balance and history go back to how the demo started, and your scheduled payments are canceled."
      ).text,
      buttons: [
        cancel, .init(LocalizedCopy("payme.alert.reset", "Reset").text, role: .destructive, action: .resetDemoData),
      ])
  }
}
