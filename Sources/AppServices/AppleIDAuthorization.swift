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

  public init(user: String, identityToken: Data?, fullName: PersonNameComponents?, email: String?) {
    self.user = user
    self.identityToken = identityToken
    self.fullName = fullName
    self.email = email
  }
}

/// `ASAuthorizationError.Code`.
public enum AppleIDAuthorizationError: Error, Sendable, Equatable {
  /// The user closed the sheet.
  case canceled
  case failed, invalidResponse, notHandled, notInteractive, unknown
}

/// Sign in with Apple's system sheet (`ASAuthorizationController` with an Apple ID request). The live version is
/// in Sources/Apple/QuoteVaultUI (the one app that signs in with Apple); `SimulatedAppleID`
/// (AppServicesTestSupport) behaves as iOS does: the name and email on the first authorization only, the nonce
/// copied into the token.
public protocol AppleIDAuthorization: Sendable {
  /// Shows the sheet and waits for the user: the credential, or why there is none.
  func authorize(_ request: AppleIDRequest) async throws(AppleIDAuthorizationError) -> AppleIDCredential
}

/// For previews and for tests that never sign in with Apple: the user always closes the sheet.
public struct InertAppleIDAuthorization: AppleIDAuthorization {
  public init() {}
  public func authorize(_ request: AppleIDRequest) async throws(AppleIDAuthorizationError) -> AppleIDCredential {
    throw .canceled
  }
}
