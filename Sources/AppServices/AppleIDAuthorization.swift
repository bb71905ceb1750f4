import Foundation

/// What an `ASAuthorizationAppleIDRequest` asks: the scopes and the nonce Apple copies into the identity token.
public struct AppleIDRequest: Sendable, Equatable {
  /// `ASAuthorization.Scope`.
  public enum Scope: Sendable, Equatable { case fullName, email }

  public var scopes: [Scope]
  /// Put into the identity token's `nonce` claim as given (an app passes the SHA-256 of a raw nonce it keeps).
  public var nonce: String?

  public init(scopes: [Scope], nonce: String?) {
    self.scopes = scopes
    self.nonce = nonce
  }
}

/// `ASAuthorizationAppleIDCredential`, the parts an app reads.
public struct AppleIDCredential: Sendable, Equatable {
  /// Apple's stable identifier of the user for this team (the token's `sub`).
  public var user: String
  /// The identity token: a JWT in UTF-8 bytes (`Data?` in AuthenticationServices).
  public var identityToken: Data?
  /// Given on the user's first authorization of the app only, when asked for; nil on every later one.
  public var fullName: PersonNameComponents?
  /// Given on the user's first authorization of the app only, when asked for (the token carries it every time).
  public var email: String?
  /// A short-lived code (single use, valid five minutes) the app's server exchanges at Apple's `/auth/token` for
  /// a refresh token, which is what Apple's `/auth/revoke` takes when the account is deleted (TN3194). UTF-8
  /// bytes (`Data?` in AuthenticationServices).
  public var authorizationCode: Data?

  public init(
    user: String, identityToken: Data?, fullName: PersonNameComponents?, email: String?,
    authorizationCode: Data? = nil
  ) {
    self.user = user
    self.identityToken = identityToken
    self.fullName = fullName
    self.email = email
    self.authorizationCode = authorizationCode
  }
}

/// `ASAuthorizationError.Code`.
public enum AppleIDAuthorizationError: Error, Sendable, Equatable {
  /// The user closed the sheet.
  case canceled
  case failed, invalidResponse, notHandled, notInteractive, unknown
}

/// Sign in with Apple's system sheet (`ASAuthorizationController` with an Apple ID request). The live version is
/// in Sources/Apple/QuoteVaultUI (the one app that signs in with Apple); `SimulatedAppleIDAuthorization`
/// (AppServicesTestSupport) behaves as iOS does: the name and email on the first authorization only, the nonce
/// copied into the token.
public protocol AppleIDAuthorizationClient: Sendable {
  /// Shows the sheet and waits for the user: the credential, or why there is none.
  func authorize(_ request: AppleIDRequest) async throws(AppleIDAuthorizationError) -> AppleIDCredential
  /// Ends the sheet if one is up, as `ASAuthorizationController.cancel()` does (iOS 16): the delegate is told
  /// `.canceled`, so the waiting `authorize` throws it. The sheet is the system's, over the app's window and
  /// outside its presentation stack, so a link the app follows ends it first instead of landing under it. On the
  /// main actor, where links arrive and the controller lives, so the cancel is asked before the link is followed.
  @MainActor func cancel()
}

/// For previews and for tests that never sign in with Apple: the user always closes the sheet.
public struct InertAppleIDAuthorization: AppleIDAuthorizationClient {
  public init() {}
  public func authorize(_ request: AppleIDRequest) async throws(AppleIDAuthorizationError) -> AppleIDCredential {
    throw .canceled
  }
  public func cancel() {}
}

/// `ASAuthorizationAppleIDProvider.CredentialState`.
public enum AppleIDCredentialState: Sendable, Equatable {
  /// The user's authorization was revoked (Settings > Sign in with Apple > Stop Using, or the app's server
  /// revoked its tokens): sign them out.
  case revoked
  case authorized
  /// The user id has no relationship with the app on this device's Apple Account (another Apple Account is
  /// signed in, or the relationship was removed).
  case notFound
  /// The app was transferred to another developer team; the user must be migrated, not signed out.
  case transferred
}

/// `ASAuthorizationAppleIDProvider().getCredentialState(forUserID:completion:)`, and nothing else: Apple
/// recommends asking at launch and on each return to the foreground, and observing
/// `credentialRevokedNotification` (which the app's view layer forwards). The live version is in
/// Sources/Apple/QuoteVaultUI; `SimulatedAppleIDCredentialState` (AppServicesTestSupport) answers as scripted.
public protocol AppleIDCredentialStateClient: Sendable {
  /// The state of `userID`'s authorization; nil when the system could not tell (the completion's error): then
  /// nothing is known, and nothing should be undone.
  func credentialState(forUserID userID: String) async -> AppleIDCredentialState?
}

/// For previews, the command line and tests that never sign in with Apple: always authorized.
public struct InertAppleIDCredentialState: AppleIDCredentialStateClient {
  public init() {}
  public func credentialState(forUserID userID: String) async -> AppleIDCredentialState? { .authorized }
}
