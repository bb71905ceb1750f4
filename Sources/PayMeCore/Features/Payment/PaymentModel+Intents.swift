import AppServices
import DesignSystem
import Foundation
import Localization

/// What the payment sheet asks of the app that presents it: the ledger is the app's (the sheet tries the payment
/// on it and hands back the changed ledger to save), as are the device owner check, the alerts, haptics and
/// VoiceOver, Add Money, the request's reminder, the links waiting for the sheet, and the stack it is in. `PayMeModel` is it
/// (PayMeModel+SendAndRequest.swift); the sheet holds it weakly, so it never keeps the app alive.
@MainActor
protocol PaymentHost: MoneySheetHost {
  /// The user's locale now: what the sheet says follows a change made while it is up, as the app's screens do.
  var locale: Locale { get }
  /// `payment` is still the payment sheet up (or waiting its turn to rise): a sheet sliding away takes no intent.
  func isCurrentSheet(_ payment: PaymentModel) -> Bool
  /// The amount step's "Add Money": Add Money over the payment, filled in with what the balance lacks.
  func startAddMoney(filledWith shortfall: Money)
  /// Takes `payment` down, with any question of its.
  func closeSheet(_ payment: PaymentModel)
  /// The contact photos picked this run (the app's, shared with Split a Bill).
  var contactPhotos: ContactPhotos { get }
  /// The system contact picker over the sheet; the pick comes back through `picker.onPicked`.
  func presentContactPicker(_ picker: ContactPickerModel)
  /// A change the user confirmed that is no payment (a contact deleted), saved and made the app's; false (and said)
  /// when it could not be saved.
  func commit(_ updated: Ledger, _ change: LedgerChange) -> Bool

  // What Send and Send Request need (PaymentModel+Send.swift).
  /// Which check a payment gets now, or which alert instead; the refusal of Face ID to PayMe is then said.
  func paymentCheck(_ attempt: PaymentCheck.Attempt) -> PaymentCheck.Plan
  /// The device owner check, as PayMe's own prompt (the privacy cover stays down for it).
  func confirmOwner(_ policy: AuthenticationPolicy, reason: LocalizedCopy) async -> AuthenticationResult
  /// The kind of biometrics on this device, and whether it is refused to PayMe, for the check's alerts.
  var biometryKind: BiometryType { get }
  var biometryDenied: Bool { get }
  /// "This payment hasn't been sent." goes (a Cancel tapped just before the check began, or the payment went).
  func withdrawDiscardPayment()
  /// A request went: its reminder is planned, when notifications are on.
  func remindLater(of request: Transaction)
}

// MARK: - Choosing who, and how much

extension PaymentModel {
  /// A contact's row (or one picked from the device's Contacts): the amount step follows.
  public func choose(_ contact: Contact) {
    guard let host, host.isCurrentSheet(self) else { return }
    flow.choose(contact)
  }

  /// "Pay <text>": what was typed becomes the recipient, someone new to PayMe (named by the handle, accepting
  /// each payment first), added to the list only once paid or asked, as a picked contact is.
  public func chooseTypedRecipient() {
    guard let host, host.isCurrentSheet(self), let handle = typedRecipient else { return }
    host.play(.buttonPress)
    choose(Contact(id: host.makeID(), name: handle, handle: handle, acceptsAtOnce: false))
  }

  /// Continue from the amount: the review follows a valid amount (within the balance, for a payment); else the
  /// reason shows in the keypad's bar, felt and said.
  public func continueToReview() {
    guard let host, host.isCurrentSheet(self) else { return }
    host.play(.buttonPress)
    flow.continueToReview(balance: host.ledger.balance, historyFull: host.ledger.isHistoryFull)
    if let error = flow.amountError {
      host.play(.failure)
      host.announce(error.message(locale: host.locale))
    }
  }

  /// What the balance lacks for the amount on the amount step, once it was refused as more than the balance:
  /// the Add Money button under the error offers it. Nil otherwise.
  public var shortfall: Money? { host.flatMap { flow.shortfall(in: $0.ledger) } }

  /// The amount step's "Add Money": Add Money over the payment, filled in with the shortfall.
  public func addShortfall() {
    guard let host, host.isCurrentSheet(self), let shortfall else { return }
    host.startAddMoney(filledWith: shortfall)
  }

  // MARK: Leaving

  /// Cancel (or a held-back swipe down): asks first when the payment holds what the user entered. Nothing while
  /// the check is up: it may be sending the money, and "This payment hasn't been sent." could then be false.
  public func cancel() {
    guard let host, host.isCurrentSheet(self), flow.step != .authenticating else { return }
    host.dropLinkWaitingForSheet()
    if flow.holdsUserInput {
      host.askAboutSheet(PayMeAlerts.discardPayment(flow.purpose))
    } else {
      close()
    }
  }

  /// Done, after the payment or request went; and Cancel or Discard once nothing is left to keep.
  public func close() { host?.closeSheet(self) }
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
