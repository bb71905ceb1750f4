import AppServices
import DesignSystem
import Foundation
import Localization

// MARK: - Send and Send Request

extension PaymentModel {
  /// "Send" on the review screen: the system confirmation alert first; or, when the same amount went to the same
  /// person minutes ago, whether to send it again (`DuplicatePayment`), which is then the confirmation. Paying
  /// a contact's request is what they asked for: it is never taken for a duplicate.
  public func confirmSend() {
    guard events.isCurrent(), let ledgerAccess, flow.step == .review, let amount = flow.amount,
      let recipient = flow.recipient
    else { return }
    events.onHaptic(.buttonPress)
    let (now, ledger, locale) = (ledgerAccess.now(), ledgerAccess.ledger(), currentLocale())
    if flow.answering == nil, let earlier = DuplicatePayment.recent(of: amount, to: recipient, in: ledger, now: now) {
      events.onAsk(PayMeAlerts.duplicatePayment(earlier, now: now, locale: locale))
      return
    }
    events.onAsk(PayMeAlerts.confirmSend(amount, to: ledger.check(recipient), locale: locale))
  }

  /// The confirmation's Send (or Try Again, Enter Passcode): the device owner check (`PaymentCheck` says which,
  /// or which alert instead), then the payment, balance and history in one ledger value the app saves before
  /// the sheet says sent. Nothing is paid unless the check succeeds while the sheet is still up.
  func authenticateAndPay(_ attempt: PaymentCheck.Attempt) async {
    guard events.isCurrent(), let ledgerAccess, let ownerCheck else { return }
    var flow = flow
    guard flow.beginAuthentication(), let amount = flow.amount, let recipient = flow.recipient else { return }
    let result: AuthenticationResult
    switch ownerCheck.plan(attempt) {
    case .alert(let alert):
      events.onAsk(alert)
      events.onHaptic(.failure)
      return
    case .evaluate(let policy):
      self.flow = flow
      withdrawDiscard()
      let reason = PayMeCopy.paymentReason(amount, to: ledgerAccess.ledger().check(recipient), locale: currentLocale())
      result = await ownerCheck.evaluate(policy, reason)
      if result == .success { events.onHaptic(.biometricSuccess) }
    }
    // The sheet may have been closed meanwhile (or the app gone): nothing is paid then.
    guard events.isCurrent(), self.flow.step == .authenticating else { return }
    var current = self.flow
    var updated = ledgerAccess.ledger()
    let biometry = ownerCheck.biometry()
    let alert = current.finishAuthentication(
      result, kind: biometry.kind, denied: biometry.denied, ledger: &updated, now: ledgerAccess.now(),
      id: ledgerAccess.makeID())
    if case .succeeded(let transaction) = current.step {
      withdrawDiscard()
      // "Sent" only once it is on disk; not saved, nothing went and the sheet is back at its review, filled in.
      guard ledgerAccess.commit(updated, .payment) else { return self.flow.abandonAuthentication() }
      self.flow = current
      events.onAnnounce(PayMeCopy.sentAnnouncement(transaction, locale: currentLocale()))
      // A link that arrived during the check: the payment is made, so nothing is lost by following it now.
      events.onLinkDelivered()
      return
    }
    self.flow = current
    if let alert {
      // The check passed and the ledger refused the payment: a message, in its turn. The check's own alerts
      // (Try Again, Enter Passcode, Settings) are questions.
      if result == .success { events.onMessage(alert) } else { events.onAsk(alert) }
      events.onHaptic(.failure)
    } else if events.linkWaits() {
      // Cancelled with a link waiting: the payment is still filled in, so ask now.
      events.onAsk(PayMeAlerts.discardPayment(current.purpose))
    }
  }

  /// "Send Request": no money moves, so no check; the request joins the history as pending, its reminder
  /// planned by the app.
  public func sendRequest() {
    // Only from the review: a second tap once it is asked saves nothing again and buzzes nothing.
    guard events.isCurrent(), let ledgerAccess, flow.purpose == .request, flow.step == .review else { return }
    var flow = flow
    var updated = ledgerAccess.ledger()
    if let alert = flow.sendRequest(ledger: &updated, now: ledgerAccess.now(), id: ledgerAccess.makeID()) {
      events.onMessage(alert)
      events.onHaptic(.failure)
      return
    }
    // Asked only once it is on disk; not saved, the review stays as it was, filled in.
    guard ledgerAccess.commit(updated, .request) else { return }
    self.flow = flow
    events.onHaptic(.confirmation)
    if case .succeeded(let request) = flow.step {
      events.onAnnounce(PayMeCopy.requestSentAnnouncement(request, locale: currentLocale()))
      onRequestMade(request)
    }
  }
}
