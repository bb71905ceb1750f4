/// `LAPolicy`: what the system checks.
public enum AuthenticationPolicy: Sendable, Equatable {
  /// Face ID, Touch ID or Optic ID, then the device passcode, chosen by the system: never reports a biometric
  /// denial or failure to the app (it falls back to the passcode by itself) and never returns `.userFallback`.
  case deviceOwnerAuthentication
  /// Biometrics only: fails when they are unavailable, not enrolled or denied to the app; the fallback button
  /// returns `.userFallback` and the app supplies the fallback; repeated failures lock biometrics out.
  case deviceOwnerAuthenticationWithBiometrics
}

/// `LABiometryType`.
public enum BiometryType: Sendable, Equatable {
  case none, touchID, faceID, opticID
}

/// `LAError.Code`, the cases an app meets.
public enum AuthenticationError: Error, Sendable, Equatable {
  case userCancel, appCancel, systemCancel, userFallback, authenticationFailed
  case biometryNotAvailable, biometryNotEnrolled, biometryLockout, passcodeNotSet
}

/// How an evaluation ended.
public enum AuthenticationResult: Sendable, Equatable {
  case success
  case failure(AuthenticationError)
}

/// What `canEvaluatePolicy` says: `biometryType` is set by that call, and stays `.faceID` after the user denied
/// Face ID to the app, while the call fails with `.biometryNotAvailable`: the one way to detect a denial.
public struct PolicyAvailability: Sendable, Equatable {
  public let biometryType: BiometryType
  public let error: AuthenticationError?

  public init(biometryType: BiometryType, error: AuthenticationError?) {
    self.biometryType = biometryType
    self.error = error
  }

  public var canEvaluate: Bool { error == nil }
  /// The user refused this app the use of Face ID (Settings > App > Face ID).
  public var biometryDenied: Bool { error == .biometryNotAvailable && biometryType != .none }
}

/// The device owner check (`LAContext`, a fresh one per check, as Apple advises). The live version is in
/// AppServicesLive; `SimulatedDeviceOwnerAuthentication` (AppServicesTestSupport) behaves as iOS does
/// (../shared/reference/platform-behaviour.md, "LocalAuthentication").
public protocol DeviceOwnerAuthenticationClient: Sendable {
  func availability(of policy: AuthenticationPolicy) -> PolicyAvailability
  /// Shows the system's prompt. `fallbackTitle`: nil for the system's, "" to hide the fallback button
  /// (biometrics-only policy). The Face ID permission prompt appears at the first evaluation. Cancelling the
  /// calling task invalidates the context: a prompt still up goes away and the answer is `.appCancel`.
  func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async -> AuthenticationResult
}
