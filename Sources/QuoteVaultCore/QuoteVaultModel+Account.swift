import AppServices
import Foundation
import Localization
import Presentation
import SharedStore
import SupabaseClient

extension QuoteVaultModel {
  /// After signing in (here or restored): the library and preferences from the server (QV-4.5, QV-9.7).
  public func afterSignIn() async {
    let newAccount = auth.takeCreatedAccount()
    // A first run signed in: the first-run flow, once the tabs are up.
    presentOnboardingIfDue()
    // What the user changes while the profile loads is newer than what it says.
    settings.beginAdoption()
    // A guest's favourites join the account, and the widget's hearts of this account that waited for its
    // sign-in; both go with the sync.
    library.mergeGuestFavorites()
    takeWidgetHearts()
    await library.sync()
    await profile.load()
    await takeAppleName()
    guard let profile = profile.profile else { return }
    // For You's topics: the account's, or a guest's offered to it (QuoteVaultModel+AccountTopics).
    await reconcileTopics(with: profile)
    if newAccount {
      // A guest (or anyone) who just created the account keeps what they set on this device, and the new profile
      // takes it: its defaults must not undo a chosen theme or turn off the daily notification.
      settings.giveToNewAccount()
      return
    }
    let before = settings.settings
    if settings.adopt(profile) {
      // On this device they were off: on only with the system's permission, and then scheduled.
      await reminders.adoptFromProfile()
    } else if settings.settings.notificationsEnabled != before.notificationsEnabled
      || settings.settings.notificationTime != before.notificationTime
    {
      await reminders.reschedule()
    }
  }

  /// The name Apple gave with a first Sign in with Apple becomes the profile's when it has none of the user's:
  /// none at all, or only the part of the address before "@", which the server fills in for a new account.
  private func takeAppleName() async {
    guard let name = auth.takeAppleName(), let current = profile.profile else { return }
    let kept = (current.displayName ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    let placeholder = auth.user?.email?.split(separator: "@").first.map(String.init)
    guard kept.isEmpty || kept == placeholder else { return }
    await profile.rename(name)
  }

  /// Sign-out as the Settings tab asks for it: what waits is sent first; if some of it still cannot be, the user
  /// is told and asked (`.signOut(warning:)`, then `confirmSignOut` or `cancelSignOut`) before it is thrown away.
  public func requestSignOut() async {
    isSigningOut = true
    defer { isSigningOut = false }
    // Counted afresh: a change whose first send is still on its way is waiting too, until that send ends.
    outbox.recount()
    let messagesBefore = library.messagesSaid
    if outbox.pendingCount > 0 || outbox.isSending { await outbox.send() }
    let waiting = outbox.pendingCount
    guard waiting == 0 else {
      show(.signOut(warning: Self.signOutWarning(waiting)))
      return
    }
    // That last send was refused something: the user reads what was not saved before the account goes.
    if library.messagesSaid != messagesBefore, let refused = library.lastSaid {
      show(.signOut(warning: refused))
      // The question says it: the refusal's own message is not said again after it, to whoever comes next.
      presentation.withdrawMessages { $0.message == refused }
      return
    }
    await signOut()
  }

  public static func signOutWarning(_ count: Int) -> String {
    LocalizedCopy.plural(
      "quotevault.signOut.unsent", count: count,
      one: "1 change hasn't reached QuoteVault yet. If you sign out now, it will be lost.",
      other: "%lld changes haven't reached QuoteVault yet. If you sign out now, they will be lost."
    ).text
  }

  public func confirmSignOut() async {
    isSigningOut = true
    defer { isSigningOut = false }
    await signOut()
  }

  /// The sign-out question's Cancel: nothing goes, and the question closes (already gone when its button was
  /// tapped).
  public func cancelSignOut() { close { if case .signOut = $0 { true } else { false } } }

  /// Signs out at once, forgetting this user's data and changes on the device (see `requestSignOut`);
  /// `keepingPending` keeps the changes not yet sent for the same user's next sign-in (`signOutForApple`).
  public func signOut(keepingPending: Bool = false) async {
    close { if case .signOut = $0 { true } else { false } }
    await auth.signOut(keepingPending: keepingPending)
    library.reload()
  }

  /// Settings → Change Password or Change Email: the sheet with its own model; once the server has the change,
  /// the sheet goes and what happened is said on top.
  /// Settings offers Change Password and Change Email only to an account with an email identity: one made by
  /// Sign in with Apple alone has no password to change, and its address is Apple's.
  public var offersCredentialChanges: Bool { auth.isSignedIn && auth.user?.hasEmailIdentity == true }

  public func changeAccount(_ kind: AccountChangeModel.Kind) {
    guard offersCredentialChanges else { return }
    // One a link closed with something typed opens again as it was left.
    let sheet = takeKeptAccountChange(kind) ?? AccountChangeModel(kind, service: dependencies.service)
    sheet.onDone = { [weak self, weak sheet] text in
      guard let self, let sheet else { return }
      presentation.dismiss { $0 == .accountChange(sheet) }
      showMessage(text, title: sheet.title)
    }
    sheet.onCancel = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      presentation.dismiss { $0 == .accountChange(sheet) }
    }
    presentation.present(.accountChange(sheet))
  }

  /// A link of an email change came back (GoTrue redirects to the site URL): the first of two says to open the
  /// other; the last carries a session, and the signed-in user's own session is refreshed to read the new address
  /// (the link's tokens are not taken: any app can open a `quotevault://` URL).
  public func handleEmailChangeLink(_ url: URL) async {
    showMessage(
      await auth.emailChangeLinkOpened(url), title: LocalizedCopy("quotevault.account.changeEmail", "Change Email").text
    )
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
    do {
      try await dependencies.service.api.deleteAccount(userID: id)
    } catch {
      return showMessage(
        LocalizedCopy(
          "quotevault.account.deleteFailed", "Your account could not be deleted. %@", .text(error.userMessage)
        ).text, title: LocalizedCopy("quotevault.account.delete", "Delete Account").text)
    }
    // Signing out clears the session in the Keychain and the user's data in the cache (outbox included).
    await auth.signOut()
    try? dependencies.service.cache.clearUserData(user: id)
    forgetDrafts(user: id)
    await flushDrafts()
    settings.resetOnDevice()
    try? dependencies.store.write([], for: QuoteVaultShared.dailyQuotes)
    let pending = await dependencies.notifications.pendingIdentifiers()
    await dependencies.notifications.removePendingRequests(
      withIdentifiers: pending.filter { $0.hasPrefix(NotificationPlan.identifierPrefix) })
    presentation.dismissAll()
    showMessage(
      keepAppleTokensNote
        ? Self.appleStopUsingNote : LocalizedCopy("quotevault.account.deleted", "Your account has been deleted.").text,
      title: LocalizedCopy("quotevault.account.delete", "Delete Account").text)
    keepAppleTokensNote = false
  }
}
