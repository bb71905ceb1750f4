#if os(iOS)
  import AppServices
  import AuthenticationServices
  import UIKit

  /// Sign in with Apple's sheet: an `ASAuthorizationController` with one Apple ID request, over the app's key
  /// window. One sheet at a time; the delegate's answer (on the main thread) ends the wait.
  @MainActor
  public final class LiveAppleIDAuthorization: NSObject, AppleIDAuthorizationClient {
    private var pending: CheckedContinuation<Result<AppleIDCredential, AppleIDAuthorizationError>, Never>?
    /// Held while the sheet is up: the controller keeps only a weak reference to its delegate and anchor.
    private var running: (controller: ASAuthorizationController, anchor: WindowAnchor)?

    override public init() {}

    public func authorize(_ request: AppleIDRequest) async throws(AppleIDAuthorizationError) -> AppleIDCredential {
      guard pending == nil else { throw .notHandled }
      // No window to show the sheet over (the app is not in the foreground): nothing is shown.
      guard let window = Self.keyWindow() else { throw .notInteractive }
      let appleRequest = ASAuthorizationAppleIDProvider().createRequest()
      // No scopes for a re-authentication (deleting the account): Apple only confirms the user and gives a code.
      appleRequest.requestedScopes = request.scopes.map { $0 == .fullName ? .fullName : .email }
      appleRequest.nonce = request.nonce
      let controller = ASAuthorizationController(authorizationRequests: [appleRequest])
      let anchor = WindowAnchor(window: window)
      controller.delegate = self
      controller.presentationContextProvider = anchor
      running = (controller, anchor)
      let result = await withCheckedContinuation { continuation in
        pending = continuation
        controller.performRequests()
      }
      switch result {
      case .success(let credential): return credential
      case .failure(let error): throw error
      }
    }

    /// A link arrived: the sheet goes, and the delegate answers `.canceled`, which ends the wait.
    public func cancel() { running?.controller.cancel() }

    private func finish(_ result: Result<AppleIDCredential, AppleIDAuthorizationError>) {
      pending?.resume(returning: result)
      pending = nil
      running = nil
    }

    private static func keyWindow() -> UIWindow? {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      return scenes.first { $0.activationState == .foregroundActive }?.keyWindow
    }

    /// `ASAuthorizationError.Code` as the core names it; a code newer than these is `.unknown`.
    nonisolated static func code(of error: any Error) -> AppleIDAuthorizationError {
      guard let error = error as? ASAuthorizationError else { return .unknown }
      switch error.code {
      case .canceled: return .canceled
      case .failed: return .failed
      case .invalidResponse: return .invalidResponse
      case .notHandled: return .notHandled
      case .notInteractive: return .notInteractive
      default: return .unknown
      }
    }
  }

  extension LiveAppleIDAuthorization: ASAuthorizationControllerDelegate {
    nonisolated public func authorizationController(
      controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) {
      // Read here, as values: the credential object stays on the thread Apple called on.
      let credential = (authorization.credential as? ASAuthorizationAppleIDCredential).map {
        // The authorization code too: account deletion sends it to the server, which revokes Apple's tokens.
        AppleIDCredential(
          user: $0.user, identityToken: $0.identityToken, fullName: $0.fullName, email: $0.email,
          authorizationCode: $0.authorizationCode)
      }
      MainActor.assumeIsolated { finish(credential.map { .success($0) } ?? .failure(.invalidResponse)) }
    }

    nonisolated public func authorizationController(
      controller: ASAuthorizationController, didCompleteWithError error: any Error
    ) {
      let code = Self.code(of: error)
      MainActor.assumeIsolated { finish(.failure(code)) }
    }
  }

  /// The window Apple's sheet is shown over.
  private final class WindowAnchor: NSObject, ASAuthorizationControllerPresentationContextProviding {
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor { window }
  }

  extension AppleIDAuthorizationClient where Self == LiveAppleIDAuthorization {
    /// The live service: `.live` wherever an `any AppleIDAuthorizationClient` is asked for.
    @MainActor public static var live: LiveAppleIDAuthorization { LiveAppleIDAuthorization() }
  }
#endif
