import AppServices
import Foundation
import Localization
import SupabaseClient

/// Sign in with Apple beyond the sign-in (App Review guideline 5.1.1(v), Apple's TN3194):
/// - deleting an account that signs in with Apple first revokes the app's Apple tokens. The app keeps no Apple
///   token, and an authorization code is valid five minutes, so Apple's sheet is asked again and its fresh code
///   goes to the server's `revoke-apple-token`, which exchanges and revokes it; only then is the account deleted;
/// - the Apple authorization is checked at launch and on each return to the foreground
///   (`getCredentialState(forUserID:)`), and iOS's `credentialRevokedNotification` is followed: revoked (or not
///   found) signs the user out, as a sign-out does, and says why.
extension AccountModel {
  /// The step of `deleteAccount` for an Apple account: true when Apple's tokens are revoked (or, on a server
  /// that cannot revoke them, when the user can only be told how to stop using Apple's sign-in themselves:
  /// `keepAppleTokensNote` is set then); false, with the reason said, when nothing may be deleted yet.
  func revokeAppleSignIn(appleUserID: String) async -> Bool {
    let title = Self.deleteTitle
    let credential: AppleIDCredential
    do {
      // No name or email asked: only the user's confirmation, and the code it brings.
      credential = try await dependencies.appleID.authorize(AppleIDRequest(scopes: [], nonce: nil))
    } catch {
      onMessage(error == .canceled ? Self.appleDeleteCancelled : Self.appleDeleteFailed, title)
      return false
    }
    guard credential.user == appleUserID else {
      onMessage(Self.appleDeleteOtherAccount, title)
      return false
    }
    guard let data = credential.authorizationCode, let code = String(data: data, encoding: .utf8), !code.isEmpty
    else {
      onMessage(Self.appleDeleteFailed, title)
      return false
    }
    do {
      try await dependencies.service.api.revokeAppleSignIn(authorizationCode: code)
      return true
    } catch {
      switch error {
      case .unavailable(501, _):
        // A server without Apple's key cannot revoke: the deletion still goes ahead (TN3194: a deletion is never
        // refused for it), and the user is told how to stop Sign in with Apple for QuoteVault themselves.
        keepAppleTokensNote = true
        return true
      case .auth(_, "not_apple_user", _):
        return true
      case .auth(_, "apple_code_rejected", _), .auth(_, "apple_identity_mismatch", _):
        onMessage(Self.appleDeleteFailed, title)
      default:
        onMessage(
          LocalizedCopy(
            "quotevault.account.deleteFailed", "Your account could not be deleted. %@", .text(error.userMessage)
          )
          .text, title)
      }
      return false
    }
  }

  /// At launch and on each return to the foreground: is the signed-in Apple user still authorized?
  public func checkAppleCredential() async {
    guard !isDeletingAccount, let user = auth.user, let appleUserID = user.appleUserID else { return }
    let state = await dependencies.appleIDState.credentialState(forUserID: appleUserID)
    // Someone else may have signed in (or out) while iOS answered.
    guard auth.user?.id == user.id, !isDeletingAccount else { return }
    switch state {
    case .revoked?: await signOutForApple(Self.appleRevokedMessage)
    case .notFound?: await signOutForApple(Self.appleNotFoundMessage)
    // Transferred: the app moved to another team, and the user stays (Apple's migration is the server's part).
    // Unknown (the check failed): nothing is undone on no evidence.
    case .authorized?, .transferred?, nil: break
    }
  }

  /// `ASAuthorizationAppleIDProvider.credentialRevokedNotification`: the user stopped using Sign in with Apple
  /// for QuoteVault (the notification names no user; it concerns the app's Apple sign-in on this device).
  public func appleCredentialRevoked() async {
    guard !isDeletingAccount, auth.user?.appleUserID != nil else { return }
    await signOutForApple(Self.appleRevokedMessage)
  }

  /// Signs out as Settings' Sign Out does, after sending what waits while the session still works (the Apple
  /// revocation does not end the QuoteVault session), then says why. Settings' Sign Out asks before changes not
  /// yet sent are lost; this sign-out cannot ask (the user did not choose it, and may be offline), so what could
  /// not be sent is kept on the device for the same user's next sign-in, which sends it, and the message says so.
  private func signOutForApple(_ reason: String) async {
    outbox.recount()
    if outbox.pendingCount > 0 || outbox.isSending { await outbox.send() }
    outbox.recount()
    let kept = outbox.pendingCount
    await signOut(keepingPending: kept > 0)
    onMessage(
      kept > 0 ? reason + " " + Self.appleKeptChanges(kept) : reason,
      LocalizedCopy("quotevault.apple.signedOutTitle", "Signed Out").text)
  }

  static func appleKeptChanges(_ count: Int) -> String {
    LocalizedCopy.plural(
      "quotevault.apple.keptChanges", count: count,
      one:
        "1 change hadn't reached QuoteVault yet. It's kept on this device and will be sent when you sign in to this account again.",
      other:
        "%lld changes hadn't reached QuoteVault yet. They're kept on this device and will be sent when you sign in to this account again."
    ).text
  }

  static var appleRevokedMessage: String {
    LocalizedCopy(
      "quotevault.apple.revoked",
      "You've been signed out because Sign in with Apple was turned off for QuoteVault. Sign in again to use your account."
    ).text
  }

  static var appleNotFoundMessage: String {
    LocalizedCopy(
      "quotevault.apple.notFound",
      "You've been signed out because the Apple Account on this device no longer signs in to this QuoteVault account. Sign in again to use it."
    ).text
  }

  static var appleDeleteCancelled: String {
    LocalizedCopy(
      "quotevault.account.deleteAppleCancelled",
      "Your account wasn't deleted. An account that signs in with Apple is deleted only after you confirm with Apple, so QuoteVault can stop using your Apple Account."
    ).text
  }

  static var appleDeleteFailed: String {
    LocalizedCopy(
      "quotevault.account.deleteAppleFailed",
      "Your account wasn't deleted: Apple didn't confirm it. Try again."
    ).text
  }

  static var appleDeleteOtherAccount: String {
    LocalizedCopy(
      "quotevault.account.deleteAppleOther",
      "Your account wasn't deleted: that Apple Account isn't the one this QuoteVault account signs in with."
    ).text
  }

  static var appleStopUsingNote: String {
    LocalizedCopy(
      "quotevault.account.deletedStopApple",
      "Your account has been deleted. To stop using Sign in with Apple with QuoteVault too, open Settings, tap your name, then Sign-In & Security > Sign in with Apple > QuoteVault > Stop Using."
    ).text
  }
}
