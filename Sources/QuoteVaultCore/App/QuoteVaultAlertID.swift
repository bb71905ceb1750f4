import Foundation
import Localization
import Presentation

/// Every alert and confirmation dialog QuoteVault shows, as a typed id with its payload: the stack holds it in
/// `AlertValue.id`, so a model or a test reads which alert is up, and about what, with `alertUp`.
public enum QuoteVaultAlertID: Hashable, Sendable {
  /// A message in words (an error, a confirmation) under a title, with OK: queued, never dropped.
  case message(title: String, text: String)
  /// Sign-out asked for while changes still wait (or were just refused): what would be lost.
  case signOut(warning: String)
  /// `onDeviceOnly`: a guest's collection, kept on this iPhone only (its words say so).
  case deleteCollection(QuoteCollection, onDeviceOnly: Bool = false)
  case deleteAccount
  /// Own quotes are an account's: a guest is asked to sign in (favourites and collections need no account).
  case askToSignIn
  case deleteOwnQuote(Quote)
  /// Cancel (or a swipe) on an own quote holding unsaved writing.
  case discardOwnQuote(OwnQuoteModel)
  /// A swipe down the collection-name sheet while it holds a typed name.
  case discardCollectionName(CollectionNameModel)
  /// Delete on a reminder set (its name as the user knows it).
  case deleteReminderSet(id: String, name: String)
  /// Cancel (or a held-back swipe) on a reminder set's editor whose draft differs from the saved set.
  case discardReminderSet(ReminderSetModel)

  /// The one place each alert's words and buttons are made.
  public var alert: QuoteVaultAlert {
    let cancel = QuoteVaultAlert.Button(LocalizedCopy("quotevault.cancel", "Cancel").text, role: .cancel)
    switch self {
    case .message(let title, let text):
      return .message(id: self, title: title, text: text, ok: LocalizedCopy("quotevault.ok", "OK").text)
    case .signOut(let warning):
      return QuoteVaultAlert(
        id: self, title: LocalizedCopy("quotevault.signOut.title", "Sign out?").text, message: warning,
        buttons: [
          .init(
            LocalizedCopy("quotevault.signOut.anyway", "Sign Out Anyway").text, role: .destructive,
            action: .confirmSignOut),
          .init(LocalizedCopy("quotevault.cancel", "Cancel").text, role: .cancel, action: .cancelSignOut),
        ], style: .confirmationDialog)
    case .deleteCollection(let collection, let onDeviceOnly):
      return QuoteVaultAlert(
        id: self,
        title: LocalizedCopy("quotevault.collection.deleteTitle", "Delete “%@”?", .text(collection.name)).text,
        message: onDeviceOnly
          ? LocalizedCopy(
            "quotevault.collection.deleteOnDeviceMessage",
            "The collection goes from this iPhone. Its quotes stay in QuoteVault."
          ).text
          : LocalizedCopy(
            "quotevault.collection.deleteMessage",
            "The collection goes from all your devices. Its quotes stay in QuoteVault."
          ).text,
        buttons: [
          .init(
            LocalizedCopy("quotevault.collection.delete", "Delete Collection").text, role: .destructive,
            action: .deleteCollection(collection)),
          cancel,
        ], style: .confirmationDialog)
    case .deleteAccount:
      return QuoteVaultAlert(
        id: self, title: LocalizedCopy("quotevault.account.deleteTitle", "Delete your account?").text,
        message:
          LocalizedCopy(
            "quotevault.account.deleteMessage",
            "Your account, favorites, collections, the quotes you wrote, your profile and photo are deleted from QuoteVault for good, on every device. This can't be undone."
          ).text,
        buttons: [
          .init(
            LocalizedCopy("quotevault.account.delete", "Delete Account").text, role: .destructive,
            action: .deleteAccount),
          cancel,
        ], style: .confirmationDialog)
    case .askToSignIn:
      return QuoteVaultAlert(
        id: self, title: LocalizedCopy("quotevault.signIn.accountOnlyTitle", "Your quotes need an account").text,
        message: LocalizedCopy(
          "quotevault.signIn.accountOnlyMessage",
          "Quotes you write are kept in your QuoteVault account, on all your devices. Favorites and collections work without one: they stay on this iPhone and join your account when you sign in."
        ).text,
        buttons: [
          .init(LocalizedCopy("quotevault.signIn.signIn", "Sign In").text, action: .signIn),
          .init(LocalizedCopy("quotevault.notNow", "Not Now").text, role: .cancel, action: .notNow),
        ])
    case .deleteOwnQuote(let quote):
      return QuoteVaultAlert(
        id: self, title: LocalizedCopy("quotevault.ownQuote.deleteTitle", "Delete This Quote?").text,
        message: LocalizedCopy(
          "quotevault.ownQuote.deleteMessage",
          "It will be deleted from all your devices, and from your favorites and collections."
        ).text,
        buttons: [
          .init(LocalizedCopy("quotevault.delete", "Delete").text, role: .destructive, action: .deleteOwnQuote(quote)),
          cancel,
        ], style: .confirmationDialog)
    case .discardOwnQuote(let sheet):
      return QuoteVaultAlert(
        id: self, title: LocalizedCopy("quotevault.ownQuote.discardTitle", "Discard this quote?").text,
        message: LocalizedCopy("quotevault.ownQuote.discardMessage", "What you wrote hasn't been saved.").text,
        buttons: [
          .init(
            LocalizedCopy("quotevault.ownQuote.discard", "Discard Changes").text, role: .destructive,
            action: .discardOwnQuote(sheet)),
          .init(LocalizedCopy("quotevault.ownQuote.keepEditing", "Keep Editing").text, role: .cancel),
        ], style: .confirmationDialog)
    case .discardCollectionName(let sheet):
      return QuoteVaultAlert(
        id: self, title: LocalizedCopy("quotevault.collection.discardTitle", "Discard this name?").text,
        message: LocalizedCopy("quotevault.collection.discardMessage", "The collection hasn't been saved.").text,
        buttons: [
          .init(
            LocalizedCopy("quotevault.collection.discard", "Discard").text, role: .destructive,
            action: .discardCollectionName(sheet)),
          .init(LocalizedCopy("quotevault.ownQuote.keepEditing", "Keep Editing").text, role: .cancel),
        ], style: .confirmationDialog)
    case .deleteReminderSet(let id, let name):
      return QuoteVaultAlert(
        id: self, title: LocalizedCopy("quotevault.reminderSets.deleteTitle", "Delete “%@”?", .text(name)).text,
        message: LocalizedCopy(
          "quotevault.reminderSets.deleteMessage",
          "Its reminders stop, including those already planned. Your other reminder sets stay as they are."
        ).text,
        buttons: [
          .init(ReminderSetModel.delete.text, role: .destructive, action: .deleteReminderSet(id: id)), cancel,
        ], style: .confirmationDialog)
    case .discardReminderSet(let sheet):
      return QuoteVaultAlert(
        id: self, title: ReminderSetModel.discardTitle.text,
        buttons: [
          .init(ReminderSetModel.discard.text, role: .destructive, action: .discardReminderSet(sheet)),
          .init(ReminderSetModel.keepEditing.text, role: .cancel),
        ], style: .confirmationDialog)
    }
  }
}

extension QuoteVaultModel {
  /// Shows `alert` on whatever is on top once nothing moves; a message is queued, so none is ever dropped.
  public func show(_ alert: QuoteVaultAlertID) {
    if case .message = alert {
      showMessage(alert.alert)
    } else {
      presentation.showAlert(alert.alert)
    }
  }

  /// A message as an alert with OK (the app's own, from its catalog), queued behind any message not yet seen.
  public func showMessage(_ text: String, title: String = QuoteVaultCopy.messageTitle.text) {
    show(.message(title: title, text: text))
  }

  /// The alert the stack holds (shown, or about to be once nothing moves).
  public var alertUp: QuoteVaultAlertID? { presentation.alert?.kind() }

  /// Closes `alert` if it is the one up (a sign-out question outlived by the sign-out itself).
  func closeAlert(where matches: (QuoteVaultAlertID) -> Bool) {
    if let up = presentation.alert, let kind: QuoteVaultAlertID = up.kind(), matches(kind) {
      presentation.alertDismissed(id: up.id)
    }
  }

  /// The sign-out question, once the sign-out it asked about happened another way.
  func closeSignOutQuestion() { closeAlert { if case .signOut = $0 { true } else { false } } }
}
