#if os(iOS)
  import AppServices
  import AuthenticationServices

  /// `ASAuthorizationAppleIDProvider().getCredentialState(forUserID:completion:)`: asked at launch and on each
  /// return to the foreground (`AccountModel.checkAppleCredential`). An error in the completion is "cannot
  /// tell" (nil), which signs nobody out.
  public struct LiveAppleIDCredentialState: AppleIDCredentialStateClient {
    public init() {}

    public func credentialState(forUserID userID: String) async -> AppleIDCredentialState? {
      await withCheckedContinuation { continuation in
        ASAuthorizationAppleIDProvider().getCredentialState(forUserID: userID) { state, error in
          guard error == nil else { return continuation.resume(returning: nil) }
          continuation.resume(returning: Self.state(state))
        }
      }
    }

    /// A state newer than these is unknown: nothing is undone for it.
    static func state(_ state: ASAuthorizationAppleIDProvider.CredentialState) -> AppleIDCredentialState? {
      switch state {
      case .revoked: .revoked
      case .authorized: .authorized
      case .notFound: .notFound
      case .transferred: .transferred
      @unknown default: nil
      }
    }
  }

  extension AppleIDCredentialStateClient where Self == LiveAppleIDCredentialState {
    /// The live service: `.live` wherever an `any AppleIDCredentialStateClient` is asked for.
    public static var live: LiveAppleIDCredentialState { LiveAppleIDCredentialState() }
  }
#endif
