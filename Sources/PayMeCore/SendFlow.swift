import Foundation

/// Sending or requesting money, step by step (PM-0.1, PM-0.2). Every step and error is a value the view shows;
/// money moves only in `finishAuthentication(_:)` after `.success`, so no payment is ever confirmed without a
/// successful check or with an invalid amount.
public struct PaymentFlow: Equatable, Sendable {
  public enum Purpose: String, Sendable, Equatable { case send, request }

  public enum Step: Equatable, Sendable {
    case recipient
    case amount
    case review
    /// The system's Face ID (or passcode) prompt is up.
    case authenticating
    case succeeded(Transaction)
  }

  public let purpose: Purpose
  public private(set) var step: Step = .recipient
  public private(set) var recipient: Contact?
  public var entry: AmountEntry
  public var note = ""
  /// Shown under the amount field after Continue.
  public private(set) var amountError: AmountError?
  /// The amount as validated when leaving the amount step.
  public private(set) var amount: Money?

  public static let maximumNoteLength = 140

  public init(purpose: Purpose, currency: Currency, locale: Locale = .current) {
    self.purpose = purpose
    entry = AmountEntry(currency: currency, locale: locale)
  }

  public mutating func choose(_ contact: Contact) {
    guard step == .recipient else { return }
    recipient = contact
    step = .amount
  }

  /// Continue from the amount: moves to review only with a valid amount (within the balance, for a payment).
  public mutating func continueToReview(balance: Money) {
    guard step == .amount else { return }
    let limit = purpose == .send ? balance : Money(Ledger.paymentLimit, balance.currency)
    switch entry.validated(balance: limit) {
    case .success(let money):
      amount = money
      amountError = nil
      note = String(note.prefix(Self.maximumNoteLength))
      step = .review
    case .failure(let error):
      amount = nil
      amountError = error
    }
  }

  public mutating func back() {
    switch step {
    case .amount: step = .recipient
    case .review: step = .amount
    case .recipient, .authenticating, .succeeded: break
    }
  }

  /// "Send": the system check comes up. Only from review, with a validated amount.
  public mutating func beginAuthentication() -> Bool {
    guard purpose == .send, step == .review, amount != nil, recipient != nil else { return false }
    step = .authenticating
    return true
  }

  /// The check's outcome. On success the payment is made; otherwise the flow is back at review, with the alert
  /// to show (nil when the user simply cancelled).
  public mutating func finishAuthentication(
    _ outcome: BiometricOutcome, kind: BiometryKind, ledger: inout Ledger, now: Date, id: String
  ) -> AlertValue? {
    guard step == .authenticating, let amount, let recipient else { return nil }
    guard outcome == .success else {
      step = .review
      return PayMeAlerts.authentication(outcome, kind: kind)
    }
    do {
      let transaction = try ledger.send(amount, to: recipient.id, note: note, at: now, id: id)
      step = .succeeded(transaction)
      return nil
    } catch {
      step = .review
      return PayMeAlerts.paymentFailed(error)
    }
  }

  /// "Request": no money moves, so no check; the request joins the history as pending.
  public mutating func sendRequest(ledger: inout Ledger, now: Date, id: String) -> AlertValue? {
    guard purpose == .request, step == .review, let amount, let recipient else { return nil }
    do {
      step = .succeeded(try ledger.request(amount, from: recipient.id, note: note, at: now, id: id))
      return nil
    } catch {
      return PayMeAlerts.paymentFailed(error)
    }
  }
}

/// Every alert the app shows, as values: system alerts with Apple's button roles (PM-5, PM-12).
public enum PayMeAlerts {
  public static func confirmSend(_ amount: Money, to contact: Contact, locale: Locale = .current) -> AlertValue {
    AlertValue(
      id: "confirm-send", title: "Send \(amount.formatted(locale: locale))?",
      message: "\(contact.name) will receive it right away. You can't undo a payment.",
      buttons: [
        .init(title: "Cancel", role: .cancel, action: .dismiss),
        .init(title: "Send", role: .default, action: .confirmPayment),
      ])
  }

  public static func authentication(_ outcome: BiometricOutcome, kind: BiometryKind) -> AlertValue? {
    let name = kind.displayName
    switch outcome {
    case .success, .cancelled:
      return nil
    case .failed:
      return AlertValue(
        id: "auth-failed", title: "\(name) Not Recognized", message: "Try again to confirm this payment.",
        buttons: [
          .init(title: "Cancel", role: .cancel, action: .dismiss),
          .init(title: "Try Again", role: .default, action: .retryAuthentication),
        ])
    case .lockedOut:
      return AlertValue(
        id: "auth-locked", title: "\(name) Is Locked",
        message: "Too many attempts. Enter your passcode to confirm this payment.",
        buttons: [
          .init(title: "Cancel", role: .cancel, action: .dismiss),
          .init(title: "Use Passcode", role: .default, action: .retryAuthentication),
        ])
    case .notEnrolled:
      return AlertValue(
        id: "auth-not-enrolled", title: "Set Up \(name)",
        message: "To confirm payments, set up \(name) or a passcode in Settings.",
        buttons: [
          .init(title: "Cancel", role: .cancel, action: .dismiss),
          .init(title: "Open Settings", role: .default, action: .openSettings),
        ])
    case .denied:
      return AlertValue(
        id: "auth-denied", title: "\(name) Is Off for PayMe",
        message: "Allow PayMe to use \(name) in Settings to confirm payments.",
        buttons: [
          .init(title: "Cancel", role: .cancel, action: .dismiss),
          .init(title: "Open Settings", role: .default, action: .openSettings),
        ])
    }
  }

  public static func paymentFailed(_ error: PaymentError) -> AlertValue {
    let message =
      switch error {
      case .insufficientFunds: "Your balance is too low for this payment."
      case .unknownContact: "This contact is no longer available."
      case .invalidAmount(let reason): reason.message
      }
    return AlertValue(
      id: "payment-failed", title: "Payment Not Sent", message: message,
      buttons: [.init(title: "OK", role: .cancel, action: .dismiss)])
  }

  public static func reminded(_ contact: Contact) -> AlertValue {
    AlertValue(
      id: "reminded", title: "Reminder Sent", message: "\(contact.name) will be reminded of your request.",
      buttons: [.init(title: "OK", role: .cancel, action: .dismiss)])
  }

  public static func cancelRequest(_ transaction: Transaction, locale: Locale = .current) -> AlertValue {
    AlertValue(
      id: "cancel-request", title: "Cancel Request?",
      message:
        "\(transaction.counterparty.name) will no longer be asked for \(transaction.amount.formatted(locale: locale)).",
      buttons: [
        .init(title: "Keep", role: .cancel, action: .dismiss),
        .init(title: "Cancel Request", role: .destructive, action: .cancelRequest(transaction.id)),
      ])
  }

  public static let notificationsOff = AlertValue(
    id: "notifications-off", title: "Notifications Are Off",
    message: "Allow notifications for PayMe in Settings to be reminded of unanswered requests.",
    buttons: [
      .init(title: "Cancel", role: .cancel, action: .dismiss),
      .init(title: "Open Settings", role: .default, action: .openSettings),
    ])

  public static let resetDemoData = AlertValue(
    id: "reset-demo", title: "Reset Demo Data?",
    message: "Your balance and history go back to how the demo started.",
    buttons: [
      .init(title: "Cancel", role: .cancel, action: .dismiss),
      .init(title: "Reset", role: .destructive, action: .resetDemoData),
    ])
}
