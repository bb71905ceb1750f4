import AppServices
import Foundation
import Localization
import SupabaseClient

#if canImport(CryptoKit)
  import CryptoKit
#else
  import Crypto
#endif

/// Sign in with Apple: Apple's sheet gives an identity token carrying the SHA-256 of a nonce made for this one
/// attempt; the server (GoTrue's id_token grant) checks the token and that the raw nonce hashes to it, then signs
/// in the account of that Apple identity, creating it the first time. A token caught on its way cannot be replayed
/// without the raw nonce, which never leaves the app but in that one request.
extension AuthModel {
  /// The provider GoTrue knows Apple by.
  static let appleProvider = "apple"

  /// Apple's sheet, then the server's sign-in with its token. Canceled when the user closed the sheet; any other
  /// failure in words.
  func signInWithAppleID() async -> AuthOutcome {
    let nonce = AppleSignInNonce()
    let credential: AppleIDCredential
    do {
      credential = try await appleID.authorize(AppleIDRequest(scopes: [.fullName, .email], nonce: nonce.hashed))
    } catch {
      return error == .canceled ? .canceled : .refused(Self.appleFailedMessage)
    }
    // Apple gives the name once: kept until a sign-in with it succeeds, so a failed one loses nothing.
    if let name = credential.fullName.flatMap(Self.displayName) { appleName = (credential.user, name) }
    guard let data = credential.identityToken, let token = String(data: data, encoding: .utf8), !token.isEmpty else {
      return .refused(Self.appleFailedMessage)
    }
    do {
      let session = try await service.client.auth.signInWithIdToken(
        provider: Self.appleProvider, idToken: token, nonce: nonce.raw)
      if let kept = appleName, kept.user == credential.user { appleNameForProfile = kept.name }
      appleName = nil
      resendAddress = nil
      setUser(session.user)
      return .signedIn
    } catch {
      return .refused(Self.appleMessage(for: error))
    }
  }

  /// The name Apple gave at the sign-in that just happened, once: the profile takes it if it has no name of the
  /// user's yet (`QuoteVaultModel.afterSignIn`).
  public func takeAppleName() -> String? {
    defer { appleNameForProfile = nil }
    return appleNameForProfile
  }

  /// "Given Family" (the parts Apple's sheet asks for); nil when Apple gave no part of it.
  static func displayName(_ name: PersonNameComponents) -> String? {
    let parts = [name.givenName, name.middleName, name.familyName].compactMap {
      $0?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let formatted = parts.filter { !$0.isEmpty }.joined(separator: " ")
    guard !formatted.isEmpty else { return nil }
    // A profile name has at most 80 characters (the server's check).
    return String(formatted.prefix(80))
  }

  static var appleFailedMessage: String {
    LocalizedCopy(
      "quotevault.auth.apple.failed", "Sign in with Apple didn't finish. Try again, or sign in with your email."
    ).text
  }

  /// The server's refusals of an Apple sign-in in the app's words.
  static func appleMessage(for error: SupabaseError) -> String {
    switch error {
    case .auth(_, "email_exists", _):
      LocalizedCopy(
        "quotevault.auth.apple.emailExists",
        "An account already uses the email of your Apple Account. Sign in with that email and password instead."
      ).text
    case .auth(_, "provider_disabled", _):
      LocalizedCopy(
        "quotevault.auth.apple.disabled", "Sign in with Apple isn't available right now. Sign in with your email."
      )
      .text
    case .auth(_, "provider_email_needs_verification", _), .auth(_, "validation_failed", _):
      LocalizedCopy(
        "quotevault.auth.apple.noEmail",
        "QuoteVault needs a verified email from your Apple Account. Sign in with your email instead."
      ).text
    case .auth(let status, let code, _) where status == 400 && code != "over_request_rate_limit":
      // The token or its nonce was refused (GoTrue's OAuth errors): another try makes a new one.
      appleFailedMessage
    default: message(for: error)
    }
  }
}

/// A nonce for one Sign in with Apple attempt: 32 random bytes from the system's generator, URL-safe Base64
/// (`raw`, sent to the server), and the lowercase hex SHA-256 of it (`hashed`, put into Apple's request, which
/// copies it into the identity token), as GoTrue compares them.
struct AppleSignInNonce: Sendable {
  let raw: String
  let hashed: String

  init() {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    self.init(raw: Self.urlSafe(Data(bytes).base64EncodedString()))
  }

  init(raw: String) {
    self.raw = raw
    hashed = SHA256.hash(data: Data(raw.utf8)).map { byte in
      let hex = String(byte, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }.joined()
  }

  private static func urlSafe(_ base64: String) -> String {
    base64.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }
}
