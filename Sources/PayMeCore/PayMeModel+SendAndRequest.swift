import AppServices
import DesignSystem
import Presentation

// MARK: - Send and request (PM-0.1, PM-0.2)

extension PayMeModel {
  public func startSend() { start(.send) }
  public func startRequest() { start(.request) }

  private func start(_ purpose: PaymentFlow.Purpose) {
    guard flow == nil else { return }
    play(.buttonPress)
    flow = PaymentFlow(purpose: purpose, currency: ledger.currency, locale: locale)
    presentation.present(.payment(purpose))
  }

  public func choose(_ contact: Contact) { flow?.choose(contact) }

  /// The recipients' search field (`.searchable`), kept with the payment.
  public var recipientQuery: String {
    get { shownFlow?.recipientQuery ?? "" }
    set { flow?.recipientQuery = String(newValue.prefix(PaymentFlow.maximumNoteLength)) }
  }

  /// Recents (while not searching) and the contacts matching the search, as the recipients list shows them.
  public func recipients(for flow: PaymentFlow?) -> (recents: [Contact], contacts: [Contact]) {
    let query = flow?.recipientQuery ?? ""
    let recents = query.isEmpty ? ledger.recentContacts() : []
    return (recents, ledger.contacts(matching: query))
  }

  /// The amount field's text (a decimal-pad TextField binds here): an edit or paste the rules refuse leaves the
  /// stored amount, which the field shows again, and says why. SwiftUI's TextField keeps what the user typed
  /// when its binding reads back the value it read before, so a refused text is echoed for one frame, then
  /// replaced by the stored amount: a change the field applies.
  public var amountText: String {
    get { refusedText ?? shownFlow?.entry.text ?? "" }
    set {
      edit(newValue)
      echo(newValue, kept: flow?.entry.text ?? "", in: \.refusedText)
    }
  }

  public func edit(_ text: String) {
    guard var flow else { return }
    flow.editAmount(text)
    if let error = flow.amountError, error != self.flow?.amountError { announce(error.message(locale: locale)) }
    self.flow = flow
  }

  /// The note field: at most 140 characters. Text past the limit is echoed for a frame and then cut, as a refused
  /// amount is (see `amountText`), so the field never shows what will not be sent.
  public var note: String {
    get { refusedNote ?? shownFlow?.note ?? "" }
    set {
      let kept = String(newValue.prefix(PaymentFlow.maximumNoteLength))
      flow?.note = kept
      echo(newValue, kept: kept, in: \.refusedNote)
    }
  }

  /// A field whose text was refused or cut (`kept` is what the model holds): the typed text is read back for one
  /// frame, so SwiftUI draws it before the correction, then the kept text (a change the TextField applies).
  private func echo(_ typed: String, kept: String, in field: ReferenceWritableKeyPath<PayMeModel, String?>) {
    guard typed != kept else {
      self[keyPath: field] = nil
      return
    }
    self[keyPath: field] = typed
    refusals += 1
    let refusal = refusals
    track {
      try? await Task.sleep(for: .milliseconds(50))
      if self.refusals == refusal { self[keyPath: field] = nil }
    }
  }

  /// The payment sheet's navigation path. SwiftUI shortens it when the user taps the back button or swipes
  /// back; each step popped is one `back()`, and nothing pops while the check is up or after success.
  public var flowPath: [PaymentStepRoute] {
    get { shownFlow?.path ?? [] }
    set {
      guard var flow, newValue.count < flow.path.count, flow.allowsBack else { return }
      for _ in newValue.count..<flow.path.count where flow.allowsBack { flow.back() }
      self.flow = flow
    }
  }

  public func continueToReview() {
    play(.buttonPress)
    flow?.continueToReview(balance: ledger.balance)
    if let error = flow?.amountError {
      play(.failure)
      announce(error.message(locale: locale))
    }
  }

  /// "Send" on the review screen: the system confirmation alert first.
  public func confirmSend() {
    guard let flow, flow.step == .review, let amount = flow.amount, let recipient = flow.recipient else { return }
    play(.buttonPress)
    presentation.showAlert(PayMeAlerts.confirmSend(amount, to: recipient, locale: locale))
  }

  /// "Send Request": no money moves, so no check.
  public func sendRequest() {
    guard var flow else { return }
    let alert = flow.sendRequest(ledger: &ledger, now: dependencies.now(), id: dependencies.makeID())
    self.flow = flow
    if let alert {
      presentation.showAlert(alert)
      play(.failure)
      return
    }
    saveLedger()
    play(.confirmation)
    if case .succeeded(let request) = flow.step {
      announce(PayMeCopy.requestSentAnnouncement(request, locale: locale))
      if notificationsOn {
        let reminder = RequestReminder.request(for: request, locale: locale)
        let center = dependencies.notifications
        track { try? await center.add(reminder) }
      }
    }
  }

  /// Cancel in the sheet: asks first when the payment holds what the user entered.
  public func cancelFlow() {
    guard let flow else { return }
    waitingLink = nil
    if flow.holdsUserInput {
      presentation.showAlert(PayMeAlerts.discardPayment(flow.purpose))
    } else {
      dismissPayment()
    }
  }

  /// Done, after the payment or request went.
  public func closeFlow() { dismissPayment() }

  func dismissPayment() {
    // An alert of the sheet's goes with it; it must not reappear on the dashboard.
    if let alert = presentation.alert { presentation.alertDismissed(id: alert.id) }
    presentation.dismiss { if case .payment = $0 { true } else { false } }
    releaseClosedFlow()
  }

  /// Once no payment sheet is up or on its way, the payment moves to the sheet that is sliding down.
  func releaseClosedFlow() {
    let presenting =
      presentation.surfaces.contains { if case .payment = $0.destination { true } else { false } }
      || presentation.queued.contains { if case .payment = $0.destination { true } else { false } }
    guard !presenting, let flow else { return }
    closingFlow = flow
    self.flow = nil
  }
}
