import AppServices
import DesignSystem
import Foundation
import Localization

// MARK: - Choosing who, and how much

extension PaymentModel {
  /// A contact's row (or one picked from the device's Contacts): the amount step follows.
  public func choose(_ contact: Contact) {
    guard events.isCurrent() else { return }
    flow.choose(contact)
  }

  /// "Pay <text>": what was typed becomes the recipient, someone new to PayMe (named by the handle, accepting
  /// each payment first), added to the list only once paid or asked, as a picked contact is.
  public func chooseTypedRecipient() {
    guard events.isCurrent(), let ledgerAccess, let handle = typedRecipient else { return }
    events.onHaptic(.buttonPress)
    choose(Contact(id: ledgerAccess.makeID(), name: handle, handle: handle, acceptsAtOnce: false))
  }

  /// Continue from the amount: the review follows a valid amount (within the balance, for a payment); else the
  /// reason shows in the keypad's bar, felt and said.
  public func continueToReview() {
    guard events.isCurrent(), let ledgerAccess else { return }
    events.onHaptic(.buttonPress)
    let ledger = ledgerAccess.ledger()
    flow.continueToReview(balance: ledger.balance, historyFull: ledger.isHistoryFull)
    if let error = flow.amountError {
      events.onHaptic(.failure)
      events.onAnnounce(error.message(locale: currentLocale()))
    }
  }

  /// What the balance lacks for the amount on the amount step, once it was refused as more than the balance:
  /// the Add Money button under the error offers it. Nil otherwise.
  public var shortfall: Money? { ledgerAccess.flatMap { flow.shortfall(in: $0.ledger()) } }

  /// The amount step's "Add Money": Add Money over the payment, filled in with the shortfall.
  public func addShortfall() {
    guard events.isCurrent(), let shortfall else { return }
    onAddMoney(shortfall)
  }

  // MARK: Leaving

  /// Cancel (or a held-back swipe down): asks first when the payment holds what the user entered. Nothing while
  /// the check is up: it may be sending the money, and "This payment hasn't been sent." could then be false.
  public func cancel() {
    guard events.isCurrent(), flow.step != .authenticating else { return }
    events.onLinkDropped()
    if flow.holdsUserInput {
      events.onAsk(PayMeAlerts.discardPayment(flow.purpose))
    } else {
      close()
    }
  }

  /// Done, after the payment or request went: the sheet goes.
  public func done() { close() }

  /// The sheet goes: Done, and Cancel or Discard once nothing is left to keep.
  func close() { events.onClose() }
}

extension PaymentFlow {
  /// The search text as someone new to pay or ask: a valid handle no contact in `ledger` has, while choosing.
  func typedRecipient(in ledger: Ledger) -> String? {
    guard step == .recipient, let handle = TypedRecipient.handle(in: recipientQuery),
      ledger.contact(handle: handle) == nil
    else { return nil }
    return handle
  }

  /// What `ledger`'s balance lacks for this payment's amount, once the amount step refused it as too much.
  func shortfall(in ledger: Ledger) -> Money? {
    guard purpose == .send, step == .amount, amountError == .aboveBalance, let amount = entry.amount,
      amount > ledger.balance.amount
    else { return nil }
    return Money(amount, ledger.currency) - ledger.balance
  }
}
