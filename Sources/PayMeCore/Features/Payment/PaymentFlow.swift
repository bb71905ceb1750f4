import AppServices
import Foundation
import Localization

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
  /// What the user typed in the recipients' search field.
  public var recipientQuery = ""
  /// Shown in the keypad's bar after Continue, or after a refused key or paste (`AmountKeypad`).
  public internal(set) var amountError: AmountError?
  /// The amount as validated when leaving the amount step.
  public private(set) var amount: Money?

  /// The contact's request this payment answers, if any: paying it marks it answered.
  public private(set) var answering: String?

  public static let maximumNoteLength = 140
  /// The note is words: the default keyboard.
  public static let noteKeyboard = FieldKeyboard.default

  /// Who the other side is, as the amount and review steps label them: money goes To, a request is From.
  public var counterpartyLabel: LocalizedCopy { purpose == .send ? PayMeCopy.to : PayMeCopy.from }
  /// Under the review's details, a payment's or a request's: no real money moves.
  public var reviewFooter: LocalizedCopy { PayMeCopy.demoNoRealMoney }

  /// Paying a contact's request: recipient, amount and note come from it, and the flow opens at the review, so
  /// the same confirmation and device owner check follow.
  public static func answering(_ request: Transaction, locale: Locale = .current) -> PaymentFlow {
    var flow = PaymentFlow(purpose: .send, currency: request.amount.currency, locale: locale)
    flow.answering = request.id
    flow.recipient = request.counterparty
    flow.step = .amount
    flow.entry.edit("\(request.amount.amount)".replacingOccurrences(of: ".", with: flow.entry.decimalSeparator))
    flow.note = request.note
    flow.amount = request.amount
    flow.step = .review
    return flow
  }

  public init(purpose: Purpose, currency: Currency, locale: Locale = .current) {
    self.purpose = purpose
    entry = AmountEntry(currency: currency, locale: locale)
  }

  public mutating func choose(_ contact: Contact) {
    guard step == .recipient else { return }
    recipient = contact
    step = .amount
  }

  /// The amount field's new text, as the keyboard or a paste left it. A valid amount is taken and clears the
  /// error; otherwise the paste rules get a try (a pasted "$42.50" becomes "42.50"); refused, the field keeps
  /// the amount it had and says why, so what it shows is always what would be sent.
  public mutating func editAmount(_ text: String) {
    if entry.edit(text) {
      amountError = nil
    } else if let refusal = entry.paste(text) {
      amountError = refusal
    } else {
      amountError = nil
    }
  }

  /// Continue from the amount: moves to review only with a valid amount (within the balance, for a payment), and
  /// only while the history has room for the entry (`historyFull`), so a full history is said here, under the
  /// amount, not after the user has confirmed and looked at Face ID.
  public mutating func continueToReview(balance: Money, historyFull: Bool = false) {
    guard step == .amount else { return }
    guard !historyFull else {
      amount = nil
      amountError = .historyFull
      return
    }
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
    // A request's answer is paid as the request says: no step to go back to, so nothing reviewed can change.
    guard answering == nil else { return }
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

  /// The check's result. On success the payment is made; otherwise the flow is back at review, with the alert
  /// to show (nil when the user simply cancelled). `denied`: Face ID is refused to PayMe (seen afterwards with
  /// `canEvaluatePolicy`, as iOS allows no other way).
  public mutating func finishAuthentication(
    _ result: AuthenticationResult, kind: BiometryType, denied: Bool, ledger: inout Ledger, now: Date, id: String
  ) -> PayMeAlert? {
    guard step == .authenticating, let amount, let recipient else { return nil }
    guard result == .success else {
      step = .review
      if case .failure(let error) = result { return PayMeAlerts.authentication(error, kind: kind, denied: denied) }
      return nil
    }
    do {
      let transaction: Transaction
      if let answering {
        transaction = try ledger.pay(request: answering, at: now, id: id)
      } else {
        transaction = try ledger.adding(recipient) { (ledger: inout Ledger, to: Contact) throws(PaymentError) in
          try ledger.send(amount, to: to.id, note: note, at: now, id: id)
        }
      }
      step = .succeeded(transaction)
      return nil
    } catch {
      step = .review
      return PayMeAlerts.paymentFailed(error)
    }
  }

  /// The check could not start (its alert says why): back at review.
  public mutating func abandonAuthentication() {
    if step == .authenticating { step = .review }
  }

  /// "Request": no money moves, so no check; the request joins the history as pending.
  public mutating func sendRequest(ledger: inout Ledger, now: Date, id: String) -> PayMeAlert? {
    guard purpose == .request, step == .review, let amount, let recipient else { return nil }
    do {
      step = .succeeded(
        try ledger.adding(recipient) { (ledger: inout Ledger, from: Contact) throws(PaymentError) in
          try ledger.request(amount, from: from.id, note: note, at: now, id: id)
        })
      return nil
    } catch {
      return PayMeAlerts.paymentFailed(error)
    }
  }
}
