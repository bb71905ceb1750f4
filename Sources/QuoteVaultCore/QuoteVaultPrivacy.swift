import AppServices
import Foundation

/// What QuoteVault keeps and where: Settings' "Privacy Policy" row shows it when the build configures no page
/// (`PrivacyPolicy`, shared by the apps).
public enum QuoteVaultPrivacy {
  public static let summary: [PrivacyPolicy.Section] = [
    .init(
      "Your account",
      "Your email address and a hash of your password are kept by QuoteVault's server to sign you in. "
        + "Your name starts as the part of your email before the @, until you change it; a photo is kept only if "
        + "you add one. Your photo is stored at a link that is not listed "
        + "anywhere; anyone you give that link to can see it. A photo you replace is deleted."
    ),
    .init(
      "Your library",
      "Favorites, collections, the quotes you write and your settings are kept with your account, so they are "
        + "the same on every device you sign in on; the quotes you write are seen by you alone. A copy is kept on "
        + "this iPhone so you can read offline."
    ),
    .init(
      "Search and widgets",
      "Your favorites are added to your iPhone's own search (Spotlight) and to widgets you add, and removed when "
        + "you sign out. On a locked Lock Screen and in StandBy, a widget showing your favorites hides them until "
        + "you unlock; your own quotes never appear in a widget."
    ),
    .init(
      "Without an account",
      "Browsing, searching, sharing and the Quote of the Day need no account."
    ),
    .init(
      "No tracking",
      "QuoteVault shows no ads, uses no analytics and does not share your data with anyone."
    ),
    .init(
      "Deleting your data",
      "Delete Account in Settings removes your account, favorites, collections, the quotes you wrote, profile and "
        + "photo from the server, and everything QuoteVault kept on this iPhone."
    ),
  ]
}
