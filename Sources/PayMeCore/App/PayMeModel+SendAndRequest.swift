import AppServices
import DesignSystem
import Foundation
import Presentation

// MARK: - Send and request (PM-0.1, PM-0.2)

extension PayMeModel {
  public func startSend() { start(.send) }
  public func startRequest() { start(.request) }

  private func start(_ purpose: PaymentFlow.Purpose) {
    guard payment == nil else { return }
    play(.buttonPress)
    presentation.present(
      .payment(makePayment(PaymentFlow(purpose: purpose, currency: ledger.currency, locale: locale))))
  }

  /// A new payment sheet's model, wired to the app (`wire(_:)`).
  func makePayment(_ flow: PaymentFlow) -> PaymentModel {
    let payment = PaymentModel(flow, locale: locale)
    wire(payment)
    return payment
  }

  /// What the payment sheet's intents report and use (PaymentModel+Intents.swift, +Recipients.swift, +Send.swift).
  /// Each closure holds the app and the sheet weakly: the sheet never keeps the app alive, nor itself through it.
  private func wire(_ sheet: PaymentModel) {
    sheet.events = sheetEvents(
      isCurrent: { [weak self, weak sheet] in sheet != nil && self?.payment === sheet },
      isSheet: { [weak sheet] in sheet != nil && $0.payment === sheet })
    sheet.currentLocale = { [weak self, locale] in self?.locale ?? locale }
    sheet.run = { [weak self] work in self?.track(work) }
    sheet.frame = dependencies.echoFrame
    sheet.withdrawDiscard = { [weak self] in self?.withdrawDiscardPayment() }
    sheet.onAddMoney = { [weak self] shortfall in self?.startAddMoney(filledWith: shortfall) }
    sheet.onPickContact = { [weak self] picker in self?.presentContactPicker(picker) }
    sheet.onRequestMade = { [weak self] request in self?.requestReminders.remind(of: [request]) }
    sheet.contactPhotos = { [weak self] in self?.contactPhotos ?? ContactPhotos() }
    sheet.ledgerAccess = ledgerAccess
    sheet.ownerCheck = ownerCheck
    sheet.sendHintCopy = { [weak self] in self?.sendHint ?? SecurityCopy(.passcode).sendHint }
    sheet.receiptText = { [weak self] in self?.receipt($0) }
    sheet.onShareReceipt = { [weak self] in self?.shareReceipt($0) }
  }

  /// "This payment hasn't been sent." goes (a Cancel tapped just before the check began, or the payment went).
  private func withdrawDiscardPayment() {
    if let shown = presentation.alert, shown.id == PayMeAlerts.discardPayment(.send).id {
      presentation.alertDismissed(id: shown.id)
    }
  }
}
