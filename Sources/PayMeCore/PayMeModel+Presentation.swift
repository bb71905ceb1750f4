import AppServices
import DesignSystem
import Foundation
import Presentation

// MARK: - Presentation

extension PayMeModel {
  /// What the sheet's bindings read: the payment under way, else the one whose sheet is sliding down, so the
  /// sheet keeps its step, amount and note until it has gone (nothing pops or blanks mid-dismissal).
  var shownFlow: PaymentFlow? { flow ?? closingFlow }

  /// What the payment sheet `surface` shows: the live payment while it is up, the closed one while it slides.
  public func flow(for surface: Surface<PayMeDestination>) -> PaymentFlow? {
    isUp(surface) ? flow : closingFlow
  }

  private func isUp(_ surface: Surface<PayMeDestination>) -> Bool {
    presentation.surfaces.contains { $0.id == surface.id }
  }

  // What a payment sheet's fields and navigation stack read and write, for that sheet: the live payment while
  // the sheet is up; the payment it closed with while it slides away (a link may already have started the next
  // one), which nothing writes to.
  public func path(on surface: Surface<PayMeDestination>) -> [PaymentStepRoute] {
    isUp(surface) ? flowPath : closingFlow?.path ?? []
  }
  public func setPath(_ path: [PaymentStepRoute], on surface: Surface<PayMeDestination>) {
    if isUp(surface) { flowPath = path }
  }
  public func amountText(on surface: Surface<PayMeDestination>) -> String {
    isUp(surface) ? amountText : closingFlow?.entry.text ?? ""
  }
  public func setAmountText(_ text: String, on surface: Surface<PayMeDestination>) {
    if isUp(surface) { amountText = text }
  }
  public func note(on surface: Surface<PayMeDestination>) -> String {
    isUp(surface) ? note : closingFlow?.note ?? ""
  }
  public func setNote(_ text: String, on surface: Surface<PayMeDestination>) {
    if isUp(surface) { note = text }
  }
  public func recipientQuery(on surface: Surface<PayMeDestination>) -> String {
    isUp(surface) ? recipientQuery : closingFlow?.recipientQuery ?? ""
  }
  public func setRecipientQuery(_ text: String, on surface: Surface<PayMeDestination>) {
    if isUp(surface) { recipientQuery = text }
  }

  /// A swipe down is held back while the payment holds what the user entered (`interactiveDismissDisabled`);
  /// the attempt asks, as Cancel does (`userAttemptedDismissal`).
  public func refusesSwipeDown(_ surface: Surface<PayMeDestination>) -> Bool {
    flow(for: surface)?.holdsUserInput ?? false
  }

  /// The user tried to swipe a filled-in payment down (iOS reports it while the swipe is held back): the same
  /// dialog as Cancel, Discard or Keep Editing, as Mail asks before discarding a draft.
  public func userAttemptedDismissal(_ surface: Surface<PayMeDestination>) {
    guard presentation.surfaces.contains(where: { $0.id == surface.id }) else { return }
    cancelFlow()
  }

  public func perform(_ action: PayMeAlertAction) {
    switch action {
    case .confirmPayment:
      play(.confirmation)
      track { await self.authenticateAndPay(.preferred) }
    case .retryAuthentication: track { await self.authenticateAndPay(.preferred) }
    case .usePasscode: track { await self.authenticateAndPay(.passcode) }
    case .openSettings: dependencies.openSettings()
    case .resetDemoData:
      let before = ledger
      ledger = DemoData.ledger(now: dependencies.now())
      saveLedger()
      // Reminders of requests the reset removed would open nothing: withdrawn with them.
      let gone = before.transactions.filter { ledger.transaction($0.id) == nil }.map {
        RequestReminder.identifier(for: $0.id)
      }
      let center = dependencies.notifications
      if !gone.isEmpty { track { await center.removePendingRequests(withIdentifiers: gone) } }
      // The user stays where they are (Settings); only screens of entries that no longer exist go.
      path.removeAll { route in
        if case .transaction(let id) = route { return ledger.transaction(id) == nil }
        return false
      }
      play(.confirmation)
    case .cancelRequest(let id):
      if ledger.cancelRequest(id) {
        saveLedger()
        play(.confirmation)
        let center = dependencies.notifications
        track { await center.removePendingRequests(withIdentifiers: [RequestReminder.identifier(for: id)]) }
      }
    case .discardPayment:
      dismissPayment()
      // A link that arrived over the filled-in payment is followed once the user chose to discard it.
      if let link = waitingLink {
        waitingLink = nil
        open(link)
      }
    case .declineRequest(let id):
      if ledger.decline(request: id) {
        saveLedger()
        play(.confirmation)
      }
    }
  }

  public func userDismissed(_ surface: Surface<PayMeDestination>) { releaseClosedFlow() }

  public func surfaceGone(_ surface: Surface<PayMeDestination>) {
    if !presentation.leaving.contains(where: { if case .payment = $0.surface.destination { true } else { false } }) {
      closingFlow = nil
    }
  }

  /// A link (a reminder's tap, `payme://`): whatever stands in the way is closed (a sheet, an alert), then the
  /// target is shown. A filled-in payment is never thrown away silently: the discard dialog asks first, and the
  /// link is followed if the user discards (Keep Editing keeps the payment and drops the link).
  public func open(_ url: URL) {
    guard let link = PayMeLink(url: url) else { return }
    // Nothing opens over onboarding, before the payment check is set up: the link is followed once it is done.
    guard !isShowingOnboarding else {
      linkAfterOnboarding = link
      return
    }
    let keepsSheet: Bool =
      switch link {
      case .send: flow?.purpose == .send && presentation.isPresenting(.payment(.send))
      case .request: flow?.purpose == .request && presentation.isPresenting(.payment(.request))
      case .transaction, .settings: false
      }
    if !keepsSheet, let flow, flow.holdsUserInput, presentation.isPresenting(.payment(flow.purpose)) {
      waitingLink = link
      // While the system check is up, the link waits for its result: a payment it confirms is not to be met by
      // a dialog saying it "hasn't been sent".
      if flow.step != .authenticating { presentation.showAlert(PayMeAlerts.discardPayment(flow.purpose)) }
      return
    }
    open(link)
  }

  func open(_ link: PayMeLink) {
    switch link {
    case .transaction(let id):
      presentation.dismissAll()
      path = ledger.transaction(id) != nil ? [.activity, .transaction(id)] : [.activity]
    case .settings:
      presentation.dismissAll()
      path = [.settings]
    case .send, .request:
      let purpose: PaymentFlow.Purpose = link == .send ? .send : .request
      if flow?.purpose == purpose, presentation.isPresenting(.payment(purpose)) {
        presentation.open([.init(.payment(purpose))])
        return
      }
      // Another payment's sheet slides down with what it showed; the new one starts empty.
      if let flow { closingFlow = flow }
      presentation.open([.init(.payment(purpose))])
      flow = PaymentFlow(purpose: purpose, currency: ledger.currency, locale: locale)
      return
    }
    releaseClosedFlow()
  }
}
