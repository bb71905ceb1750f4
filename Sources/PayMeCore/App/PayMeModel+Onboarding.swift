import AppServices
import DesignSystem
import Presentation

// MARK: - Onboarding (PM-9)

extension PayMeModel {
  /// What the onboarding reports and uses (PayMeOnboardingModel.swift). Each closure holds the app weakly.
  func wire(_ onboarding: PayMeOnboardingModel) {
    onboarding.biometryKind = { [weak self] in self?.biometryKind ?? .none }
    onboarding.onFinish = { [weak self] in self?.finishOnboarding() }
    onboarding.onHaptic = { [weak self] intent in self?.play(intent) }
    onboarding.onAsk = { [weak self] alert in self?.presentation.showAlert(alert) }
    onboarding.onMessage = { [weak self] alert in self?.showMessage(alert) }
    onboarding.onBiometryDenied = { [weak self] in self?.toldBiometryDenied = true }
    onboarding.ownPrompt = { [weak self] work in
      guard let self else { return .failure(.appCancel) }
      return await withOwnPrompt(work)
    }
  }

  /// "Learn more about this demo": PayMe's page about the demo, in a sheet. An article's link opens in Safari
  /// (the view's `Link`), so nothing is presented for it.
  public func learnMore() {
    guard onboarding.currentPage.learnMoreTarget == .aboutDemo else { return }
    play(.buttonPress)
    presentation.present(.aboutDemo)
  }

  /// Done on the page about the demo.
  public func closeAboutDemo() { presentation.dismiss { $0 == .aboutDemo } }

  /// The last page's "Not Now", or the end of "Turn On Face ID". Payments ask the device owner either way; Not Now
  /// leaves iOS's Face ID permission prompt to the first payment.
  public func finishOnboarding() {
    update { $0.hasCompletedOnboarding = true }
    readDeviceOwner()
    deliverPendingLink(.onboarding)
  }
}
