import Foundation
import Localization
import Observation
import Presentation

/// A transaction's own screen (pushed as `PayMeRoute.transaction`): its large amount and status, and what the
/// entry offers: Pay or Decline a contact's request, Remind or Cancel the user's own, Cancel a payment not yet
/// accepted. The ledger stays the app model's: this model reads it through closures and reports each intent up
/// (`onAlert`, `onPay`, `onRemind`), never reaching into the app model. `PayMeModel.transactionScreen(_:)`
/// makes it for the screen's id.
@MainActor
@Observable
public final class TransactionModel {
  /// The entry this screen shows.
  public let id: String
  let locale: Locale
  /// The app model's ledger, read afresh at each access (so a view reading this screen follows it).
  @ObservationIgnored var ledger: @MainActor () -> Ledger
  /// Amounts are dots (Hide Balance on, not revealed), as on the dashboard.
  @ObservationIgnored var hidesAmounts: @MainActor () -> Bool = { false }
  /// A question to raise before anything changes (Decline, Cancel Request, Cancel Payment).
  @ObservationIgnored var onAlert: @MainActor (PayMeAlert) -> Void = { _ in }
  /// "Pay" on a contact's request: the parent opens the payment sheet at its review.
  @ObservationIgnored var onPay: @MainActor (String) -> Void = { _ in }
  /// "Remind" on the user's request: the parent marks it reminded, saves it and says so.
  @ObservationIgnored var onRemind: @MainActor (String) -> Void = { _ in }

  init(id: String, locale: Locale, ledger: @escaping @MainActor () -> Ledger) {
    self.id = id
    self.locale = locale
    self.ledger = ledger
  }

  /// The entry, while the ledger has it (a reset may remove it).
  public var transaction: Transaction? { ledger().transaction(id) }

  /// The large amount: dots while Hide Balance holds, as on the dashboard and in the history.
  public var amount: String? {
    transaction.map { hidesAmounts() ? PayMeCopy.hiddenAmount : Dashboard.signedAmount($0, locale: locale) }
  }
  /// What VoiceOver says for that amount: "Amount hidden", never six "bullet"s.
  public var amountAccessibility: String? {
    transaction.map { hidesAmounts() ? PayMeCopy.amountHidden.text : Dashboard.signedAmount($0, locale: locale) }
  }
  /// The status, in PayMe's words.
  public var status: LocalizedCopy? { transaction.map(PayMeCopy.status) }

  /// A contact's request still waiting for the user's answer: Pay or Decline.
  public var canAnswer: Bool { transaction?.awaitsAnswer ?? false }
  /// "Pay": the payment sheet opens at the review, then the same confirmation and check.
  public func pay() {
    guard canAnswer else { return }
    onPay(id)
  }
  public func askToDecline() {
    guard let request = transaction, request.awaitsAnswer else { return }
    onAlert(PayMeAlerts.declineRequest(request, locale: locale))
  }

  /// The user's own request still waiting: it can be reminded (once) or withdrawn.
  public var canRemindOrCancel: Bool { transaction?.isWaitingRequest ?? false }
  /// Remind is offered once per request; after that its button reads "Reminded", disabled, across launches
  /// (`Transaction.remindedAt`, saved with the ledger).
  public var canRemind: Bool { transaction?.canBeReminded ?? false }
  public var remindTitle: LocalizedCopy { transaction?.remindedAt != nil ? PayMeCopy.reminded : PayMeCopy.remind }
  public func remind() {
    guard canRemind else { return }
    onRemind(id)
  }
  public func askToCancelRequest() {
    guard let request = transaction, request.isWaitingRequest else { return }
    onAlert(PayMeAlerts.cancelRequest(request, locale: locale))
  }

  /// A payment its recipient has not accepted yet can be cancelled.
  public var canCancelPayment: Bool { transaction?.isUnacceptedPayment ?? false }
  public func askToCancelPayment() {
    guard let payment = transaction, payment.isUnacceptedPayment else { return }
    onAlert(PayMeAlerts.cancelPayment(payment, locale: locale))
  }
}

extension Transaction {
  /// A contact's request still waiting for the user's answer.
  var awaitsAnswer: Bool { kind == .incoming && status == .pending }
  /// The user's own request still waiting for the contact.
  var isWaitingRequest: Bool { kind == .request && status == .pending }
  /// A waiting request not reminded yet.
  var canBeReminded: Bool { isWaitingRequest && remindedAt == nil }
  /// A payment its recipient has not accepted yet.
  var isUnacceptedPayment: Bool { kind == .sent && status == .pending }
}
