/// What the device offers for confirming a payment (LocalAuthentication's `biometryType` and
/// `canEvaluatePolicy`, as values).
public enum BiometryKind: String, Sendable, Equatable {
  case faceID, touchID, opticID, none

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

/// How a check ended (LAError's cases that matter to the flow).
public enum BiometricOutcome: Sendable, Equatable {
  /// Face ID, Touch ID, or the device passcode the system offered as a fallback.
  case success
  /// The user cancelled, or the system did (an app switch).
  case cancelled
  /// Not recognised, and the user gave up.
  case failed
  /// Too many failures: biometrics are locked until the passcode is entered.
  case lockedOut
  /// No face or finger enrolled, and no passcode set.
  case notEnrolled
  /// The user refused PayMe the use of Face ID (Settings > PayMe > Face ID).
  case denied
}

/// The device's owner check. The Apple layer implements it with `LAContext`: biometrics with the passcode as
/// fallback (`.deviceOwnerAuthentication`) when `allowBiometrics`, else the passcode alone; tests pass a fake.
public protocol BiometricAuthenticator: Sendable {
  func kind() -> BiometryKind
  func authenticate(reason: String, allowBiometrics: Bool) async -> BiometricOutcome
}
