import AppServices
import Foundation
import Localization

// MARK: - The device owner check before money moves

extension PayMeModel {
  /// The one owner check every sheet and schedule that moves money is handed. Each closure holds the app weakly:
  /// whoever keeps the value never keeps the app alive.
  var ownerCheck: OwnerCheck {
    OwnerCheck(
      confirm: { [weak self] reason in await self?.confirmOwner(reason) },
      plan: { [weak self] attempt in self?.paymentCheck(attempt) ?? .evaluate(.deviceOwnerAuthentication) },
      evaluate: { [weak self] policy, reason in
        await self?.evaluateOwner(policy, reason: reason) ?? .failure(.appCancel)
      },
      biometry: { [weak self] in (self?.biometryKind ?? .none, self?.biometryDenied ?? false) })
  }

  /// Face ID, then iOS's passcode, as App Lock asks it. With no passcode nothing can ask: said, and nil.
  func confirmOwner(_ reason: LocalizedCopy) async -> AuthenticationResult? {
    guard dependencies.deviceOwner.availability(of: .deviceOwnerAuthentication).error != .passcodeNotSet else {
      showMessage(PayMeAlerts.setUpPasscode(biometryKind))
      play(.failure)
      return nil
    }
    let result = await lock.askOwner(reason: reason)
    readDeviceOwner()
    return result
  }

  /// Which check a payment gets now, or which alert instead.
  func paymentCheck(_ attempt: PaymentCheck.Attempt) -> PaymentCheck.Plan {
    let plan = PaymentCheck.plan(attempt, owner: dependencies.deviceOwner, toldDenied: toldBiometryDenied)
    // Said once this launch: later payments go straight to the passcode, as the alert says they will.
    if case .alert(let alert) = plan, alert.id == PayMeAlerts.biometryDenied(biometryKind).id {
      toldBiometryDenied = true
    }
    return plan
  }

  /// The check a payment's plan chose, as PayMe's own prompt (the privacy cover stays down for it).
  func evaluateOwner(_ policy: AuthenticationPolicy, reason: LocalizedCopy) async -> AuthenticationResult {
    let owner = dependencies.deviceOwner
    // nil: iOS's own fallback title ("Enter Passcode"), shown after a face is not recognised.
    let result = await withOwnPrompt { await owner.evaluate(policy, reason: reason.text, fallbackTitle: nil) }
    readDeviceOwner()
    return result
  }

  var biometryDenied: Bool {
    dependencies.deviceOwner.availability(of: .deviceOwnerAuthenticationWithBiometrics).biometryDenied
  }
}
