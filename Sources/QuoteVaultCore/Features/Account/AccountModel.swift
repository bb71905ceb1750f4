import AppServices
import Foundation
import Localization
import Observation
import SupabaseClient

/// Settings' account buttons: Sign Out (what waits is sent first, and the user is asked before it is lost) and
/// Delete Account (App Review 5.1.1(v)), with Sign in with Apple beyond the sign-in (AccountModel+Apple). Owned
/// by the app model, which shows what this says (`onMessage`, `onAskSignOut`) and clears the device after a
/// deletion (`onDeleted`).
@MainActor
@Observable
public final class AccountModel {
  /// A sign-out under way (it may first wait for changes still being sent): Settings' Sign Out button is off
  /// meanwhile, so a second tap starts no second sign-out.
  public private(set) var isSigningOut = false
  /// While the account is being deleted (the button waits).
  public private(set) var isDeletingAccount = false
  /// This deletion's server could not revoke the Apple tokens: the user is told how to do it in Settings.
  var keepAppleTokensNote = false
  /// The words of the sign-out question last asked: its answer is checked against what waits then.
  @ObservationIgnored private var askedSignOut: String?

  let auth: AuthModel
  let outbox: OutboxSync
  let library: LibraryModel
  let dependencies: QuoteVaultDependencies

  /// A message for the user (text, title): the parent shows it as an alert.
  @ObservationIgnored var onMessage: @MainActor (String, String) -> Void = unimplemented("AccountModel.onMessage")
  /// Sign-out would lose what this says: the parent asks (`.signOut(warning:)`), whose answer comes back as
  /// `confirmSignOut` or `cancelSignOut`.
  @ObservationIgnored var onAskSignOut: @MainActor (String) -> Void = unimplemented("AccountModel.onAskSignOut")
  /// A message already said by the sign-out question: the parent drops it from those not yet seen.
  @ObservationIgnored var onWithdrawMessage: @MainActor (String) -> Void = unimplemented(
    "AccountModel.onWithdrawMessage")
  /// The sign-out question, if it is up, has had its answer: the parent closes it.
  @ObservationIgnored var onSignOutQuestionGone: @MainActor () -> Void = unimplemented(
    "AccountModel.onSignOutQuestionGone")
  /// The server deleted the account (id) and this device signed out: the parent clears what the device still
  /// holds of it (drafts, settings, the days' quotes, pending notifications) and every sheet.
  @ObservationIgnored var onDeleted: @MainActor (String) async -> Void = unimplemented("AccountModel.onDeleted")

  init(auth: AuthModel, outbox: OutboxSync, library: LibraryModel, dependencies: QuoteVaultDependencies) {
    self.auth = auth
    self.outbox = outbox
    self.library = library
    self.dependencies = dependencies
  }

  /// Sign-out as the Settings tab asks for it: what waits is sent first; if some of it still cannot be, the user
  /// is told and asked (`onAskSignOut`, then `confirmSignOut` or `cancelSignOut`) before it is thrown away.
  public func requestSignOut() async {
    isSigningOut = true
    defer { isSigningOut = false }
    // Counted afresh: a change whose first send is still on its way is waiting too, until that send ends.
    outbox.recount()
    let messagesBefore = library.messagesSaid
    if outbox.pendingCount > 0 || outbox.isSending { await outbox.send() }
    if let warning = currentSignOutWarning() {
      ask(warning)
      return
    }
    // That last send was refused something: the user reads what was not saved before the account goes.
    if library.messagesSaid != messagesBefore, let refused = library.lastSaid {
      ask(refused)
      // The question says it: the refusal's own message is not said again after it, to whoever comes next.
      onWithdrawMessage(refused)
      return
    }
    await signOut()
  }

  /// What Sign Out would lose now, in the question's words; nil when nothing waits. The guest's own collections
  /// the server never had go back to the guest, with the guest's changes: those are kept, not lost; the
  /// account's own changes are lost.
  private func currentSignOutWarning() -> String? {
    let waiting = outbox.pendingCount
    guard waiting > 0 else { return nil }
    let kept =
      auth.user.flatMap { try? dependencies.service.cache.guestGiveBack(of: $0.id) } ?? (collections: 0, changes: 0)
    return Self.signOutWarning(max(0, waiting - kept.changes), keptCollections: kept.collections)
  }

  private func ask(_ warning: String) {
    askedSignOut = warning
    onAskSignOut(warning)
  }

  /// `count` of the account's changes are lost; `keptCollections` collections the guest made before signing in
  /// (which the server never had) stay on this iPhone as the guest left them.
  public static func signOutWarning(_ count: Int, keptCollections: Int = 0) -> String {
    let lost = LocalizedCopy.plural(
      "quotevault.signOut.unsent", count: count,
      one: "1 change hasn't reached QuoteVault yet. If you sign out now, it will be lost.",
      other: "%lld changes haven't reached QuoteVault yet. If you sign out now, they will be lost."
    ).text
    guard keptCollections > 0 else { return lost }
    let kept = LocalizedCopy.plural(
      "quotevault.signOut.keptGuestCollections", count: keptCollections,
      one: "The collection you made before signing in stays on this iPhone, as you left it.",
      other: "The %lld collections you made before signing in stay on this iPhone, as you left them."
    ).text
    return count > 0 ? lost + " " + kept : kept
  }

  /// The sign-out question's "Sign Out Anyway". What waits is counted again first: while the question was up a
  /// retry may have sent some, or a widget's or notification's heart added one. Nothing waiting: out, nothing
  /// lost. Anything else the question did not say: asked again in words that say it.
  public func confirmSignOut() async {
    isSigningOut = true
    defer { isSigningOut = false }
    let asked = askedSignOut
    askedSignOut = nil
    await outbox.finishSending()
    outbox.recount()
    if let warning = currentSignOutWarning(), warning != asked {
      onSignOutQuestionGone()
      ask(warning)
      return
    }
    await signOut()
  }

  /// The sign-out question's Cancel: nothing goes, and the question closes (already gone when its button was
  /// tapped).
  public func cancelSignOut() {
    askedSignOut = nil
    onSignOutQuestionGone()
  }

  /// Signs out at once, forgetting this user's data and changes on the device (see `requestSignOut`);
  /// `keepingPending` keeps the changes not yet sent for the same user's next sign-in (`signOutForApple`).
  public func signOut(keepingPending: Bool = false) async {
    onSignOutQuestionGone()
    // A flush already under way ends first: what it gets to the server is the account's for good, and only
    // what it did not send is given back to the guest or let go (so a create the server takes meanwhile never
    // also waits as the guest's).
    await outbox.finishSending()
    await auth.signOut(keepingPending: keepingPending)
    library.reload()
  }

  /// Deletes the account on the server, then everything of it on this device: the cache's library and outbox,
  /// the Keychain session, the notifications and the widget's data. A failure deletes nothing here and says so.
  /// An account that signs in with Apple has its Apple tokens revoked first (`revokeAppleSignIn`): if the user
  /// closes Apple's sheet or the revocation fails, nothing is deleted, and a retry starts over.
  public func deleteAccount() async {
    guard let user = auth.user else { return }
    let id = user.id
    isDeletingAccount = true
    defer { isDeletingAccount = false }
    keepAppleTokensNote = false
    if let appleUserID = user.appleUserID {
      guard await revokeAppleSignIn(appleUserID: appleUserID) else { return }
    }
    // A flush already under way ends first, as at sign-out: its answers belong to the account while it exists,
    // and none comes back after the deletion to be said to whoever uses the phone next.
    await outbox.finishSending()
    guard auth.user?.id == id else { return }
    do {
      try await dependencies.service.api.deleteAccount(userID: id)
    } catch {
      return onMessage(
        LocalizedCopy(
          "quotevault.account.deleteFailed", "Your account could not be deleted. %@", .text(error.userMessage)
        ).text, Self.deleteTitle)
    }
    // Signing out clears the session in the Keychain and the user's data in the cache (outbox included).
    // Nothing of a deleted account is given back to the guest, not even collections it took from them.
    await auth.signOut(accountDeleted: true)
    try? dependencies.service.cache.clearUserData(user: id, accountDeleted: true)
    await onDeleted(id)
    onMessage(
      keepAppleTokensNote
        ? Self.appleStopUsingNote : LocalizedCopy("quotevault.account.deleted", "Your account has been deleted.").text,
      Self.deleteTitle)
    keepAppleTokensNote = false
  }

  static var deleteTitle: String { LocalizedCopy("quotevault.account.delete", "Delete Account").text }
}
