import AppServices
import DesignSystem
import Foundation
import Localization
import Presentation

// MARK: - Requests waiting for an answer

extension PayMeModel {
  /// Amounts are dots while Hide Balance is on and the balance has not been revealed: on the dashboard, in the
  /// history and on a transaction's own screen alike.
  public var hidesAmounts: Bool { settings.hideBalance && !balanceRevealed }

  /// The receipt the Share button hands on: a completed payment only, and never while amounts are hidden.
  public func receipt(_ transaction: Transaction) -> String? {
    hidesAmounts ? nil : Receipt.text(transaction, holder: ledger.holderName, locale: locale)
  }

  /// Share Receipt: the receipt in the system share sheet, over whatever is on top (the transaction's screen,
  /// or the payment sheet's last step). Nothing for a payment that has no receipt.
  public func shareReceipt(_ transaction: Transaction) {
    guard let receipt = receipt(transaction) else { return }
    presentation.present(.share(ShareItem(text: receipt, title: PayMeCopy.receipt.text)))
  }

  /// A transaction's screen: its own model, reading this model's ledger and reporting its intents here. Nothing
  /// here keeps it (every closure holds this model weakly): whoever holds it, a route in `path`, decides how long
  /// it lives.
  public func transactionScreen(_ id: String) -> TransactionModel {
    let screen = TransactionModel(id: id, locale: locale, calendar: calendar, now: dependencies.now) {
      [weak self, ledger] in self?.ledger ?? ledger
    }
    screen.hidesAmounts = { [weak self] in self?.hidesAmounts ?? true }
    screen.archived = { [weak self] id in self?.activity.archivedTransaction(id) }
    screen.onAsk = { [weak self] alert in self?.presentation.showAlert(alert) }
    screen.onPay = { [weak self] id in self?.pay(request: id) }
    screen.onRemind = { [weak self] id in self?.remind(id) }
    screen.onSchedule = { [scheduledPayments] request in await scheduledPayments.scheduleRepeat(request) }
    screen.run = { [weak self] work in self?.track(work) }
    screen.repeatStartDays = { [scheduledPayments] in scheduledPayments.startRange }
    screen.repeatSendingWords = { [scheduledPayments] in scheduledPayments.howItWorks }
    screen.detailRowsOf = { [weak self] in self?.detailRows($0) ?? [] }
    screen.receiptText = { [weak self] in self?.receipt($0) }
    screen.onShareReceipt = { [weak self] in self?.shareReceipt($0) }
    return screen
  }

  /// A transaction's route, carrying a new screen for it: what a row's tap and a link push.
  func transactionRoute(_ id: String) -> PayMeRoute { .transaction(transactionScreen(id)) }

  /// A history row's tap (Activity, the dashboard's Recent Activity): the entry's screen pushed with its one
  /// model, made now. The rows carry only the entry's id, so drawing a list again makes no model; a second tap
  /// while the entry's screen is on top pushes nothing more.
  public func openTransaction(_ id: String) {
    guard ledger.transaction(id) ?? activity.archivedTransaction(id) != nil, shownTransaction?.id != id else { return }
    path.append(transactionRoute(id))
  }

  /// The transaction screen on top of the stack, if one is.
  public var shownTransaction: TransactionModel? { path.last?.transactionScreen }

  /// "Pay" on a contact's request: the payment sheet opens at the review, then the same confirmation and check.
  func pay(request id: String) {
    guard payment == nil, let request = ledger.transaction(id), request.awaitsAnswer else { return }
    play(.buttonPress)
    guard request.amount.amount <= ledger.balance.amount else {
      return presentation.showAlert(PayMeAlerts.cannotPay(request, balance: ledger.balance, locale: locale))
    }
    presentation.present(.payment(makePayment(PaymentFlow.answering(request, locale: locale))))
  }

  /// "Remind" on a request: marked reminded, saved, and said.
  func remind(_ id: String) {
    guard entryAnswers.remind(id), let transaction = ledger.transaction(id) else { return }
    play(.confirmation)
    showMessage(PayMeAlerts.reminded(transaction.counterparty))
  }

  /// A reminder's button (the notification router's action hook, which iOS waits for): Remind marks the request
  /// reminded and saved, without opening PayMe (iOS may have launched it in the background for this). True when
  /// handled; false lets the link open as a tap does (a request already answered or reminded is shown instead,
  /// so the button is never silently useless).
  public func notificationAction(_ identifier: String, link: URL) -> Bool {
    guard identifier == RequestReminder.remindAction, case .transaction(let id)? = PayMeLink(url: link) else {
      return false
    }
    return entryAnswers.remind(id)
  }
}
