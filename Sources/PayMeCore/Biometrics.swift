import AppServices

/// What the device offers for confirming a payment, named as the prompt and the settings name it.
public enum BiometryKind: String, Sendable, Equatable {
  case faceID, touchID, opticID, none

  public init(_ type: BiometryType) {
    switch type {
    case .faceID: self = .faceID
    case .touchID: self = .touchID
    case .opticID: self = .opticID
    case .none: self = .none
    }
  }

  /// The name the prompt and the settings use.
  public var displayName: String {
    switch self {
    case .faceID: "Face ID"
    case .touchID: "Touch ID"
    case .opticID: "Optic ID"
    case .none: "Passcode"
    }
  }

  public var systemImage: String {
    switch self {
    case .faceID: "faceid"
    case .touchID: "touchid"
    case .opticID: "opticid"
    case .none: "lock"
    }
  }
}

/// Which system check confirms a payment, chosen so that each setting and each alert can happen on a device
/// (../shared/reference/platform-behaviour.md, "LocalAuthentication"):
/// - "Face ID for Payments" on: the biometrics-only policy first, so a refusal, a lockout or a face not
///   recognised reaches PayMe (the device owner policy would hide them behind the passcode); its fallback
///   button ("Enter Passcode") and the alerts lead to the device owner policy, the passcode;
/// - off: the device owner policy, which iOS answers with its own choice of Face ID or the passcode;
/// - Face ID refused to PayMe is seen before asking (`biometryDenied`), and the alert shows the way to Settings.
public enum PaymentCheck {
  /// What the user asked for: the check the setting prefers, biometrics again, or the passcode.
  public enum Attempt: Sendable, Equatable { case preferred, biometrics, passcode }

  public enum Plan: Sendable, Equatable {
    case evaluate(AuthenticationPolicy)
    /// No prompt can be shown: this alert says why and what to do.
    case alert(PayMeAlert)
  }

  /// The fallback button of the biometric prompt.
  public static let fallbackTitle = "Enter Passcode"

  public static func plan(_ attempt: Attempt, faceIDForPayments: Bool, owner: any DeviceOwnerAuthentication)
    -> Plan
  {
    let passcode = owner.availability(of: .deviceOwnerAuthentication)
    let passcodePlan: Plan =
      passcode.canEvaluate ? .evaluate(.deviceOwnerAuthentication) : .alert(PayMeAlerts.setUpPasscode)
    guard attempt != .passcode, faceIDForPayments || attempt == .biometrics else { return passcodePlan }
    let biometrics = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    if biometrics.canEvaluate { return .evaluate(.deviceOwnerAuthenticationWithBiometrics) }
    if biometrics.biometryDenied { return .alert(PayMeAlerts.biometryDenied(BiometryKind(biometrics.biometryType))) }
    // No biometrics, none enrolled, or locked out: the passcode, which also ends a lockout.
    return passcodePlan
  }
}
