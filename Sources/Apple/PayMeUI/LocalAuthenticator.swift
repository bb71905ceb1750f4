#if os(iOS)
  import Foundation
  import LocalAuthentication
  import PayMeCore

  /// The device owner check with LocalAuthentication: the system's own Face ID / Touch ID prompt with the
  /// passcode as fallback (PM-12: nothing custom). A fresh context per check, as Apple recommends.
  public struct LocalAuthenticator: BiometricAuthenticator {
    public init() {}

    public func kind() -> BiometryKind {
      let context = LAContext()
      _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
      switch context.biometryType {
      case .faceID: return .faceID
      case .touchID: return .touchID
      case .opticID: return .opticID
      default: return .none
      }
    }

    // Criterion: PM-12.1, PM-12.2, PM-12.3, PM-12.4
    public func authenticate(reason: String, allowBiometrics: Bool) async -> BiometricOutcome {
      let context = LAContext()
      context.localizedCancelTitle = "Cancel"
      var error: NSError?
      // With biometrics allowed, Face ID first and the passcode as fallback. Without, the same policy: iOS has no
      // passcode-only policy, so the fallback title invites the passcode and the user may choose it.
      if !allowBiometrics { context.localizedFallbackTitle = "Enter Passcode" }
      guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) else {
        return Self.outcome(error, biometry: context.biometryType)
      }
      return await withCheckedContinuation { continuation in
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { success, error in
          continuation.resume(returning: success ? .success : Self.outcome(error, biometry: .none))
        }
      }
    }

    static func outcome(_ error: (any Error)?, biometry: LABiometryType) -> BiometricOutcome {
      guard let error = error as? LAError else { return .failed }
      switch error.code {
      case .userCancel, .systemCancel, .appCancel: return .cancelled
      case .biometryLockout: return .lockedOut
      case .biometryNotEnrolled, .passcodeNotSet: return .notEnrolled
      // Biometry present but not available to this app: the user turned Face ID off for PayMe.
      case .biometryNotAvailable: return biometry == .none ? .notEnrolled : .denied
      default: return .failed
      }
    }
  }
#endif
