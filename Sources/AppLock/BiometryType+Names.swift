import AppServices

/// What the device checks its owner with, as both apps' lock switches, footers and prompts name it: PayMe and
/// VocaPin read the same `LAContext` facts (`DeviceOwnerAuthenticationClient`'s `biometryType`).
extension BiometryType {
  /// Apple's name for it, never translated; nil without biometrics (the passcode, which each app words).
  public var name: String? {
    switch self {
    case .faceID: "Face ID"
    case .touchID: "Touch ID"
    case .opticID: "Optic ID"
    case .none: nil
    }
  }

  /// The SF Symbol beside the lock's switch: the biometry's own, or a lock for the passcode.
  public var systemImage: String {
    switch self {
    case .faceID: "faceid"
    case .touchID: "touchid"
    case .opticID: "opticid"
    case .none: "lock"
    }
  }
}
