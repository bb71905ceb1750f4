import AppServices
import Foundation
import Localization
import Observation
import Presentation

/// A transaction's own screen (pushed as `PayMeRoute.transaction`): its large amount and status, and what the
/// entry offers: Pay or Decline a contact's request, Remind or Cancel the user's own, Cancel a payment not yet
/// accepted. The ledger stays the app model's: this model reads it through closures and reports each intent up
/// (`onAsk`, `onPay`, `onRemind`, `onSchedule`), never reaching into the app model.
/// `PayMeModel.transactionRoute(_:)` makes it for the screen's id; the route holds it while the screen is pushed,
/// and with it the screen's Repeat section (`repeating`), so the section's choices last exactly as long as the
/// screen: kept while it stays in the stack, gone once it is popped.
@MainActor
@Observable
public final class TransactionModel {
  /// The entry this screen shows (nonisolated: a constant, read to name the route).
  public nonisolated let id: String
  let locale: Locale
  /// The app's calendar and clock, for the Repeat section's days.
  let calendar: Calendar
  let now: @MainActor () -> Date
  /// The app model's ledger, read afresh at each access (so a view reading this screen follows it).
  @ObservationIgnored var ledger: @MainActor () -> Ledger
  /// An entry moved to the archive, listed again under Show Older Activity.
  @ObservationIgnored var archived: @MainActor (String) -> Transaction? = { _ in nil }
  /// Amounts are dots (Hide Balance on, not revealed), as on the dashboard.
  @ObservationIgnored var hidesAmounts: @MainActor () -> Bool = { false }
  /// A question to raise before anything changes (Decline, Cancel Request, Cancel Payment).
  @ObservationIgnored var onAsk: @MainActor (PayMeAlert) -> Void = unimplemented("TransactionModel.onAsk")
  /// "Pay" on a contact's request: the parent opens the payment sheet at its review.
  @ObservationIgnored var onPay: @MainActor (String) -> Void = unimplemented("TransactionModel.onPay")
  /// "Remind" on the user's request: the parent marks it reminded, saves it and says so.
  @ObservationIgnored var onRemind: @MainActor (String) -> Void = unimplemented("TransactionModel.onRemind")
  /// Repeat Payment in the Repeat section: the parent makes the schedule and says what the section shows then.
  @ObservationIgnored var onSchedule: @MainActor (RepeatRequest) async -> Result<LocalizedCopy, ScheduleError> = {
    _ in .failure(.notConfirmed)
  }
  /// Runs the Repeat section's work where the parent keeps its other work.
  @ObservationIgnored var run: FieldEcho.Run = FieldEcho.untracked
  /// The Repeat section's start days and its words on how scheduled payments are sent (the schedules').
  @ObservationIgnored var repeatStartDays: (@MainActor () -> ClosedRange<Date>)?
  @ObservationIgnored var repeatSendingWords: @MainActor () -> LocalizedCopy = { ScheduledCopy.howItWorks }
  /// The rows under the date (a bank transfer's, a scheduled payment's due day), as the app writes them.
  @ObservationIgnored var detailRowsOf: @MainActor (Transaction) -> [RowValue] = { _ in [] }
  /// A payment's receipt (none while amounts are hidden), and Share Receipt: the parent's share sheet.
  @ObservationIgnored var receiptText: @MainActor (Transaction) -> String? = { _ in nil }
  @ObservationIgnored var onShareReceipt: @MainActor (Transaction) -> Void = unimplemented(
    "TransactionModel.onShareReceipt")

  init(
    id: String, locale: Locale, calendar: Calendar, now: @escaping @MainActor () -> Date,
    ledger: @escaping @MainActor () -> Ledger
  ) {
    self.id = id
    self.locale = locale
    self.calendar = calendar
    self.now = now
    self.ledger = ledger
  }

  /// The Repeat section, made the first time it is read (today's date then starts its days) and kept with this
  /// screen; not observed, as it is made once and never replaced (the ledger, which is, says whether it shows).
  @ObservationIgnored private var repeatSection: RepeatPaymentModel?

  /// The Repeat section, for a payment the user sent that went (`Transaction.offersRepeat`); nil otherwise, and
  /// from the moment the payment is cancelled or returned.
  public var repeating: RepeatPaymentModel? {
    guard transaction?.offersRepeat == true else { return nil }
    if let repeatSection { return repeatSection }
    let made = RepeatPaymentModel(transactionID: id, today: now(), calendar: calendar)
    made.onSchedule = onSchedule
    made.run = run
    if let repeatStartDays { made.startDays = repeatStartDays }
    made.sendingWords = repeatSendingWords
    repeatSection = made
    return made
  }

  /// The entry, while the ledger or the archive has it (a reset may remove it).
  public var transaction: Transaction? { ledger().transaction(id) ?? archived(id) }

  /// The large amount: dots while Hide Balance holds, as on the dashboard and in the history.
  public var amount: String? {
    transaction.map { hidesAmounts() ? PayMeCopy.hiddenAmount : Dashboard.signedAmount($0, locale: locale) }
  }
  /// What VoiceOver says for that amount: "Amount hidden", never six "bullet"s.
  public var amountAccessibility: String? {
    transaction.map { hidesAmounts() ? PayMeCopy.amountHidden.text : Dashboard.signedAmount($0, locale: locale) }
  }
  /// The rows under the date: a bank transfer's speed and fee, a scheduled payment's due day.
  public var detailRows: [RowValue] { transaction.map(detailRowsOf) ?? [] }

  /// The entry's receipt, for Share Receipt; nil for one that has none, or while amounts are hidden.
  public var receipt: String? { transaction.flatMap(receiptText) }

  /// Share Receipt: the receipt in the system share sheet, over this screen.
  public func shareReceipt() {
    if let transaction, receipt != nil { onShareReceipt(transaction) }
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
    onAsk(PayMeAlerts.declineRequest(request, locale: locale))
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
    onAsk(PayMeAlerts.cancelRequest(request, locale: locale))
  }

  /// A payment its recipient has not accepted yet can be cancelled.
  public var canCancelPayment: Bool { transaction?.isUnacceptedPayment ?? false }
  public func askToCancelPayment() {
    guard let payment = transaction, payment.isUnacceptedPayment else { return }
    onAsk(PayMeAlerts.cancelPayment(payment, locale: locale))
  }
}

/// Compared and hashed by identity, as swift-navigation's `HashableObject` is: a screen pushed again for the same
/// entry is another screen (a fresh Repeat section), never equal to the one popped.
extension TransactionModel: Hashable {
  public nonisolated static func == (lhs: TransactionModel, rhs: TransactionModel) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
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
