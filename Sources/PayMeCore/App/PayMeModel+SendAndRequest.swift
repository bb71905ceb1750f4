import AppServices
import DesignSystem
import Foundation
import Localization
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
}

/// The payment sheet's host: what `PaymentModel`'s intents ask of the app (PaymentModel+Intents.swift).
extension PayMeModel: PaymentHost {
  func isCurrentSheet(_ payment: PaymentModel) -> Bool { self.payment === payment }
  var biometryDenied: Bool {
    dependencies.deviceOwner.availability(of: .deviceOwnerAuthenticationWithBiometrics).biometryDenied
  }

  func paymentCheck(_ attempt: PaymentCheck.Attempt) -> PaymentCheck.Plan {
    let plan = PaymentCheck.plan(attempt, owner: dependencies.deviceOwner, toldDenied: toldBiometryDenied)
    // Said once this launch: later payments go straight to the passcode, as the alert says they will.
    if case .alert(let alert) = plan, alert.id == PayMeAlerts.biometryDenied(biometryKind).id {
      toldBiometryDenied = true
    }
    return plan
  }

  func confirmOwner(_ policy: AuthenticationPolicy, reason: LocalizedCopy) async -> AuthenticationResult {
    let owner = dependencies.deviceOwner
    // nil: iOS's own fallback title ("Enter Passcode"), shown after a face is not recognised.
    let result = await withOwnPrompt { await owner.evaluate(policy, reason: reason.text, fallbackTitle: nil) }
    readDeviceOwner()
    return result
  }

  func withdrawDiscardPayment() {
    if let shown = presentation.alert, shown.id == PayMeAlerts.discardPayment(.send).id {
      presentation.alertDismissed(id: shown.id)
    }
  }

  func remindLater(of request: Transaction) {
    guard notificationsOn else { return }
    let reminder = RequestReminder.request(for: request, locale: locale, hidingAmount: settings.hideBalance)
    let center = dependencies.notifications
    track {
      // The newest request's reminder fires last: at the cap it is the one left out, as iOS would drop it.
      let scheduled = await center.pendingIdentifiers().filter(RequestReminder.isReminder).count
      guard scheduled < RequestReminder.limit else { return }
      try? await center.add(reminder)
    }
    rememberReminderLocale()
  }

  func closeSheet(_ payment: PaymentModel) {
    // A question of the sheet's goes with it (it must not reappear below); a message waits its turn below.
    closeSheetQuestion()
    presentation.dismiss { $0.payment === payment }
  }
}
