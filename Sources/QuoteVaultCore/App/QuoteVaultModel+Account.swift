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
    library.mergeGuestCollections()
    takeWidgetHearts()
    await library.sync()
    await profile.load()
    await takeAppleName()
    guard let profile = profile.profile else { return }
    // For You's topics: the account's, or a guest's offered to it (QuoteVaultModel+AccountTopics).
    await accountTopics.reconcile(with: profile)
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

  /// Settings offers Change Password and Change Email only to an account with an email identity: one made by
  /// Sign in with Apple alone has no password to change, and its address is Apple's.
  public var offersCredentialChanges: Bool { auth.isSignedIn && auth.user?.hasEmailIdentity == true }

  /// Settings → Change Password or Change Email: the sheet with its own model; once the server has the change,
  /// the sheet goes and what happened is said on top.
  public func changeAccount(_ kind: AccountChangeModel.Kind) {
    guard offersCredentialChanges else { return }
    // One a link closed with something typed opens again as it was left.
    let sheet = AccountChangeModel(kind, service: dependencies.service)
    if let typed = keptTyping.takeAccountChange(kind, user: auth.user?.id) { sheet.value = typed }
    sheet.onDone = { [weak self, weak sheet] text in
      guard let self, let sheet else { return }
      close(.accountChange(sheet))
      showMessage(text, title: sheet.title)
    }
    sheet.onCancel = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      close(.accountChange(sheet))
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

  /// The server deleted the account and `AccountModel` signed this device out: nothing of it stays here (its
  /// drafts, its settings, the days' quotes the widget shows, the pending notifications), nor any sheet.
  func accountDeleted(_ id: String) async {
    // A deleted account's reading streak goes from the device too; the guest's and other accounts' stay.
    streak.forget(account: id)
    myQuotes.forgetDrafts(user: id)
    await myQuotes.flushDrafts()
    settings.resetOnDevice()
    try? dependencies.store.write([], for: QuoteVaultShared.dailyQuotes)
    let pending = await dependencies.notifications.pendingIdentifiers()
    await dependencies.notifications.removePendingRequests(
      withIdentifiers: pending.filter { $0.hasPrefix(NotificationPlan.identifierPrefix) })
    presentation.dismissAll()
  }
}
