import AppServices
import DesignSystem
import Observation

/// The onboarding's pages (PM-9): the page on screen, Continue, and "Turn On Face ID", whose first evaluation
/// happens here so iOS's permission prompt appears in onboarding and never in the middle of a payment. The app
/// owns it (`PayMeModel.onboarding`), hands it the device owner and its own-prompt wrapper, and hears back through
/// closures: finished, a question or message to show, Face ID refused to PayMe (said here, not before every
/// payment again).
@MainActor
@Observable
public final class PayMeOnboardingModel {
  /// The index of the page on screen.
  public internal(set) var page = 0
  /// The first Face ID evaluation is running: the button is off, and a second tap asks nothing.
  public internal(set) var isTurningOnBiometrics = false

  /// The kind of biometrics on this device, as the app last read it.
  @ObservationIgnored var biometryKind: @MainActor () -> BiometryType = { .none }
  /// Onboarding is over (the last page's Not Now, or the end of Turn On Face ID).
  @ObservationIgnored var onFinish: @MainActor () -> Void = unimplemented("PayMeOnboardingModel.onFinish")
  @ObservationIgnored var onHaptic: @MainActor (HapticIntent) -> Void = unimplemented("PayMeOnboardingModel.onHaptic")
  /// A question (Face ID refused, with the way to Settings): shown at once.
  @ObservationIgnored var onAsk: @MainActor (PayMeAlert) -> Void = unimplemented("PayMeOnboardingModel.onAsk")
  /// A message (Face ID not recognised, or not available): shown in its turn.
  @ObservationIgnored var onMessage: @MainActor (PayMeAlert) -> Void = unimplemented("PayMeOnboardingModel.onMessage")
  /// Face ID is refused to PayMe, and that was said: payments go straight to the passcode.
  @ObservationIgnored var onBiometryDenied: @MainActor () -> Void = unimplemented(
    "PayMeOnboardingModel.onBiometryDenied")
  /// Runs the evaluation as one of PayMe's own prompts (the privacy cover stays down for it).
  @ObservationIgnored var ownPrompt: OwnPrompt = { await $0() }
  typealias OwnPrompt = @MainActor (@MainActor () async -> AuthenticationResult) async -> AuthenticationResult
  let owner: any DeviceOwnerAuthenticationClient

  init(owner: any DeviceOwnerAuthenticationClient) { self.owner = owner }

  /// The onboarding pages for this device's biometry, and the one on screen.
  public var pages: [OnboardingPage] { OnboardingPage.pages(for: biometryKind()) }
  public var currentPage: OnboardingPage {
    let pages = pages
    return pages[min(max(page, 0), pages.count - 1)]
  }

  public func continueOnboarding() {
    onHaptic(.buttonPress)
    if page + 1 < pages.count {
      page += 1
    } else {
      onFinish()
    }
  }

  /// "Turn On Face ID". Recognised: done. Refused: done, with the way to Settings (payments ask the passcode). Not
  /// recognised or cancelled: the page stays, to try again or choose Not Now. No biometry, none enrolled or locked
  /// out: nothing to ask now.
  public func turnOnBiometrics() async {
    guard !isTurningOnBiometrics else { return }
    onHaptic(.buttonPress)
    let availability = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    let kind = availability.biometryType
    if availability.biometryDenied {
      onBiometryDenied()
      onFinish()
      onAsk(PayMeAlerts.biometryDeniedAtSetup(kind))
      return
    }
    guard availability.canEvaluate else {
      // No biometry: "Use Passcode" means iOS's passcode screen confirms payments (nothing to ask now). Not
      // enrolled or locked out: payments ask the passcode until Face ID can be used, and the user is told why
      // the button did not show Face ID.
      onFinish()
      if kind != .none { onMessage(PayMeAlerts.biometryUnavailableAtSetup(kind, availability.error)) }
      return
    }
    isTurningOnBiometrics = true
    let owner = owner
    let result = await ownPrompt {
      await owner.evaluate(
        .deviceOwnerAuthenticationWithBiometrics, reason: PayMeCopy.turnOnReason(kind).text, fallbackTitle: "")
    }
    isTurningOnBiometrics = false
    switch result {
    case .success:
      onHaptic(.biometricSuccess)
      onFinish()
    case .failure(.userCancel), .failure(.systemCancel), .failure(.appCancel):
      break
    case .failure(.biometryNotAvailable):
      // Refused at the prompt just now: the evaluation itself says so (canEvaluatePolicy may not yet, until the
      // app is launched again).
      onBiometryDenied()
      onFinish()
      onAsk(PayMeAlerts.biometryDeniedAtSetup(kind))
    case .failure:
      onHaptic(.failure)
      onMessage(PayMeAlerts.biometryNotRecognizedAtSetup(kind))
    }
  }
}
