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

/// Which system check confirms a payment, chosen so that each setting, each alert and each button does on a device
/// what it says (../shared/reference/platform-behaviour.md, "LocalAuthentication"). iOS has no passcode-only
/// policy: `.deviceOwnerAuthentication` tries Face ID first whenever Face ID can be used. So:
/// - "Face ID for Payments" on: the biometrics-only policy, with no fallback button (its fallback could only lead
///   to Face ID again), so a refusal, a lockout or a face not recognised reaches PayMe and its alert;
/// - "Enter Passcode" is offered only where Face ID cannot be used (locked out, refused to PayMe, not enrolled,
///   none), where the device owner policy shows iOS's own passcode screen at once;
/// - off: no system prompt; the "Send" of PayMe's confirmation alert confirms the payment;
/// - Face ID refused to PayMe is seen before asking (`biometryDenied`), and the alert shows the way to Settings.
public enum PaymentCheck {
  /// What the user asked for: the check the setting prefers, Face ID again, or the passcode.
  public enum Attempt: Sendable, Equatable { case preferred, biometrics, passcode }

  public enum Plan: Sendable, Equatable {
    case evaluate(AuthenticationPolicy)
    /// No prompt can be shown: this alert says why and what to do.
    case alert(PayMeAlert)
    /// "Face ID for Payments" is off: the confirmation alert the user answered is the check.
    case confirmationAlone
  }

  /// The title of the alert button that leads to the passcode, offered only where iOS shows it at once.
  public static let passcodeButton = "Enter Passcode"
  /// The biometric prompt's fallback button: hidden, as it could only lead to Face ID again.
  public static let biometricFallbackTitle = ""

  public static func plan(_ attempt: Attempt, faceIDForPayments: Bool, owner: any DeviceOwnerAuthentication)
    -> Plan
  {
    if attempt == .preferred, !faceIDForPayments { return .confirmationAlone }
    let passcode = owner.availability(of: .deviceOwnerAuthentication)
    let passcodePlan: Plan =
      passcode.canEvaluate ? .evaluate(.deviceOwnerAuthentication) : .alert(PayMeAlerts.setUpPasscode)
    let biometrics = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    if biometrics.canEvaluate {
      // Face ID usable again (allowed in Settings meanwhile): the device owner policy would show Face ID too.
      return .evaluate(.deviceOwnerAuthenticationWithBiometrics)
    }
    if attempt != .passcode, biometrics.biometryDenied {
      return .alert(PayMeAlerts.biometryDenied(BiometryKind(biometrics.biometryType)))
    }
    // No biometrics, none enrolled, locked out or refused: iOS's passcode screen, which also ends a lockout.
    return passcodePlan
  }
}
