import AppServices
import Foundation
import Localization

/// What QuoteVault keeps and where: Settings' "Privacy Policy" row shows it when the build configures no page
/// (`PrivacyPolicy`, shared by the apps). In the app's language, looked up when it is shown.
public enum QuoteVaultPrivacy {
  public static let title = LocalizedCopy("quotevault.privacy.title", "Privacy Policy")

  static let sections: [(title: LocalizedCopy, body: LocalizedCopy)] = [
    (
      LocalizedCopy("quotevault.privacy.account.title", "Your account"),
      LocalizedCopy(
        "quotevault.privacy.account.body",
        "Your email address and a hash of your password are kept by QuoteVault's server to sign you in. Your name starts as the part of your email before the @, until you change it; a photo is kept only if you add one. Your photo is stored at a link that is not listed anywhere; anyone you give that link to can see it. A photo you replace is deleted."
      )
    ),
    (
      LocalizedCopy("quotevault.privacy.library.title", "Your library"),
      LocalizedCopy(
        "quotevault.privacy.library.body",
        "Favorites, collections, the quotes you write and your settings are kept with your account, so they are the same on every device you sign in on; the quotes you write are seen by you alone. A copy is kept on this iPhone so you can read offline."
      )
    ),
    (
      LocalizedCopy("quotevault.privacy.search.title", "Search and widgets"),
      LocalizedCopy(
        "quotevault.privacy.search.body",
        "Your favorites are added to your iPhone's own search (Spotlight) and to widgets you add, and removed when you sign out. The quotes you write never appear in Spotlight; one you mark as a favorite appears in a My Favorites widget. On a locked Lock Screen and in StandBy, a widget showing your favorites hides them until you unlock, and so do reminders when your iPhone hides notification previews."
      )
    ),
    (
      LocalizedCopy("quotevault.privacy.guest.title", "Without an account"),
      LocalizedCopy(
        "quotevault.privacy.guest.body", "Browsing, searching, sharing and the Quote of the Day need no account.")
    ),
    (
      LocalizedCopy("quotevault.privacy.tracking.title", "No tracking"),
      LocalizedCopy(
        "quotevault.privacy.tracking.body",
        "QuoteVault shows no ads, uses no analytics and does not share your data with anyone.")
    ),
    (
      LocalizedCopy("quotevault.privacy.deleting.title", "Deleting your data"),
      LocalizedCopy(
        "quotevault.privacy.deleting.body",
        "Delete Account in Settings removes your account, favorites, collections, the quotes you wrote, profile and photo from the server, and everything QuoteVault kept on this iPhone."
      )
    ),
  ]

  /// The account in the current language.
  public static var summary: [PrivacyPolicy.Section] {
    sections.map { PrivacyPolicy.Section($0.title.text, $0.body.text) }
  }
}
