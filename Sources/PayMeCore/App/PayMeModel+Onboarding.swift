import AppServices
import DesignSystem
import Presentation

// MARK: - Onboarding (PM-9)

extension PayMeModel {
  /// The onboarding pages for this device's biometry, and the one on screen.
  public var onboardingPages: [OnboardingPage] { OnboardingPage.pages(for: biometryKind) }
  public var currentOnboardingPage: OnboardingPage {
    let pages = onboardingPages
    return pages[min(max(onboardingPage, 0), pages.count - 1)]
  }

  /// "Learn more about this demo": PayMe's page about the demo, in a sheet. An article's link opens in Safari
  /// (the view's `Link`), so nothing is presented for it.
  public func learnMore() {
    guard currentOnboardingPage.learnMoreTarget == .aboutDemo else { return }
    play(.buttonPress)
    presentation.present(.aboutDemo)
  }

  /// Done on the page about the demo.
  public func closeAboutDemo() { presentation.dismiss { $0 == .aboutDemo } }

  public func continueOnboarding() {
    play(.buttonPress)
    if onboardingPage + 1 < onboardingPages.count {
      onboardingPage += 1
    } else {
      finishOnboarding()
    }
  }

  /// The last page's "Not Now", or the end of "Turn On Face ID". Payments ask the device owner either way; Not Now
  /// leaves iOS's Face ID permission prompt to the first payment.
  public func finishOnboarding() {
    update { $0.hasCompletedOnboarding = true }
    readDeviceOwner()
    deliverPendingLink(.onboarding)
  }

  /// "Turn On Face ID": the first evaluation happens here, so iOS's permission prompt appears in onboarding and
  /// never in the middle of a payment. Recognised: done. Refused: done, with the way to Settings (payments ask
  /// the passcode). Not recognised or cancelled: the page stays, to try again or choose Not Now. No biometry, none
  /// enrolled or locked out: nothing to ask now.
  public func turnOnBiometrics() async {
    guard !isTurningOnBiometrics else { return }
    play(.buttonPress)
    let owner = dependencies.deviceOwner
    let availability = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    let kind = availability.biometryType
    if availability.biometryDenied {
      toldBiometryDenied = true
      finishOnboarding()
      presentation.showAlert(PayMeAlerts.biometryDeniedAtSetup(kind))
      return
    }
    guard availability.canEvaluate else {
      // No biometry: "Use Passcode" means iOS's passcode screen confirms payments (nothing to ask now). Not
      // enrolled or locked out: payments ask the passcode until Face ID can be used, and the user is told why
      // the button did not show Face ID.
      finishOnboarding()
      if kind != .none { showMessage(PayMeAlerts.biometryUnavailableAtSetup(kind, availability.error)) }
      return
    }
    isTurningOnBiometrics = true
    let result = await withOwnPrompt {
      await owner.evaluate(
        .deviceOwnerAuthenticationWithBiometrics, reason: PayMeCopy.turnOnReason(kind).text, fallbackTitle: "")
    }
    isTurningOnBiometrics = false
    switch result {
    case .success:
      play(.biometricSuccess)
      finishOnboarding()
    case .failure(.userCancel), .failure(.systemCancel), .failure(.appCancel):
      break
    case .failure(.biometryNotAvailable):
      // Refused at the prompt just now: the evaluation itself says so (canEvaluatePolicy may not yet, until the
      // app is launched again).
      toldBiometryDenied = true
      finishOnboarding()
      presentation.showAlert(PayMeAlerts.biometryDeniedAtSetup(kind))
    case .failure:
      play(.failure)
      showMessage(PayMeAlerts.biometryNotRecognizedAtSetup(kind))
    }
  }
}
