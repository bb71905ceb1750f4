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
    guard let host, host.isCurrentSheet(self), flow.step == .review, let amount = flow.amount,
      let recipient = flow.recipient
    else { return }
    host.play(.buttonPress)
    let now = host.now
    if flow.answering == nil,
      let earlier = DuplicatePayment.recent(of: amount, to: recipient, in: host.ledger, now: now)
    {
      host.askAboutSheet(PayMeAlerts.duplicatePayment(earlier, now: now, locale: host.locale))
      return
    }
    host.askAboutSheet(PayMeAlerts.confirmSend(amount, to: host.ledger.check(recipient), locale: host.locale))
  }

  /// The confirmation's Send (or Try Again, Enter Passcode): the device owner check (`PaymentCheck` says which,
  /// or which alert instead), then the payment, balance and history in one ledger value the host saves before
  /// the sheet says sent. Nothing is paid unless the check succeeds while the sheet is still up.
  func authenticateAndPay(_ attempt: PaymentCheck.Attempt) async {
    guard let host, host.isCurrentSheet(self) else { return }
    var flow = flow
    guard flow.beginAuthentication(), let amount = flow.amount, let recipient = flow.recipient else { return }
    let result: AuthenticationResult
    switch host.paymentCheck(attempt) {
    case .alert(let alert):
      host.askAboutSheet(alert)
      host.play(.failure)
      return
    case .evaluate(let policy):
      self.flow = flow
      host.withdrawDiscardPayment()
      let reason = PayMeCopy.paymentReason(amount, to: host.ledger.check(recipient), locale: host.locale)
      result = await host.confirmOwner(policy, reason: reason)
      if result == .success { host.play(.biometricSuccess) }
    }
    // The sheet may have been closed meanwhile (or the app gone): nothing is paid then.
    guard let app = self.host, app.isCurrentSheet(self), self.flow.step == .authenticating else { return }
    var current = self.flow
    var updated = app.ledger
    let alert = current.finishAuthentication(
      result, kind: app.biometryKind, denied: app.biometryDenied, ledger: &updated, now: app.now, id: app.makeID())
    if case .succeeded(let transaction) = current.step {
      app.withdrawDiscardPayment()
      // "Sent" only once it is on disk; not saved, nothing went and the sheet is back at its review, filled in.
      guard app.commit(updated, .payment) else { return self.flow.abandonAuthentication() }
      self.flow = current
      app.announce(PayMeCopy.sentAnnouncement(transaction, locale: app.locale))
      // A link that arrived during the check: the payment is made, so nothing is lost by following it now.
      app.deliverLinkWaitingForSheet()
      return
    }
    self.flow = current
    if let alert {
      // The check passed and the ledger refused the payment: a message, in its turn. The check's own alerts
      // (Try Again, Enter Passcode, Settings) are questions.
      if result == .success { app.tellAboutSheet(alert) } else { app.askAboutSheet(alert) }
      app.play(.failure)
    } else if app.linkWaitsForSheet {
      // Cancelled with a link waiting: the payment is still filled in, so ask now.
      app.askAboutSheet(PayMeAlerts.discardPayment(current.purpose))
    }
  }

  /// "Send Request": no money moves, so no check; the request joins the history as pending, its reminder
  /// planned by the host.
  public func sendRequest() {
    // Only from the review: a second tap once it is asked saves nothing again and buzzes nothing.
    guard let host, host.isCurrentSheet(self), flow.purpose == .request, flow.step == .review else { return }
    var flow = flow
    var updated = host.ledger
    if let alert = flow.sendRequest(ledger: &updated, now: host.now, id: host.makeID()) {
      host.tellAboutSheet(alert)
      host.play(.failure)
      return
    }
    // Asked only once it is on disk; not saved, the review stays as it was, filled in.
    guard host.commit(updated, .request) else { return }
    self.flow = flow
    host.play(.confirmation)
    if case .succeeded(let request) = flow.step {
      host.announce(PayMeCopy.requestSentAnnouncement(request, locale: host.locale))
      host.remindLater(of: request)
    }
  }
}
