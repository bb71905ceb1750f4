/// A device owner check for previews: the device has `biometry` and a passcode, and every prompt is cancelled,
/// so a preview never unlocks or turns anything on by itself.
public struct InertDeviceOwnerAuthentication: DeviceOwnerAuthenticationClient {
  private let biometry: BiometryType

  public init(biometry: BiometryType = .faceID) { self.biometry = biometry }

  public func availability(of policy: AuthenticationPolicy) -> PolicyAvailability {
    PolicyAvailability(biometryType: biometry, error: nil)
  }

  public func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async
    -> AuthenticationResult
  { .failure(.userCancel) }
}
