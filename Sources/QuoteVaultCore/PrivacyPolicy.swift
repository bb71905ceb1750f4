import Foundation

/// Settings' "Privacy Policy" row (App Review 5.1.1(i): an app that collects data links its privacy policy in
/// the app as well as on its App Store page). The page comes from the build (`QUOTEVAULT_PRIVACY_POLICY_URL`,
/// Info.plist `QuoteVaultPrivacyPolicyURL`); without one, the row opens the app's own account of what it keeps.
public enum PrivacyPolicy {
  /// The configured page, when it is an https address with a host; anything else (empty, http, another scheme,
  /// garbage) is no page, and the row shows `summary` instead of opening it.
  public static func page(_ configured: String?) -> URL? {
    let text = (configured ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.count <= 2_048, let url = URL(string: text), url.scheme?.lowercased() == "https",
      let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }

  /// What QuoteVault keeps and where, in the order a reader asks: the in-app policy when no page is configured.
  public static let summary: [(title: String, body: String)] = [
    (
      "Your account",
      "Your email address and a hash of your password are kept by QuoteVault's server to sign you in. "
        + "Your name starts as the part of your email before the @, until you change it; a photo is kept only if "
        + "you add one. Your photo is stored at a link that is not listed "
        + "anywhere; anyone you give that link to can see it. A photo you replace is deleted."
    ),
    (
      "Your library",
      "Favorites, collections and your settings are kept with your account, so they are the same on every "
        + "device you sign in on. A copy is kept on this iPhone so you can read offline."
    ),
    (
      "Without an account",
      "Browsing, searching, sharing and the Quote of the Day need no account."
    ),
    (
      "No tracking",
      "QuoteVault shows no ads, uses no analytics and does not share your data with anyone."
    ),
    (
      "Deleting your data",
      "Delete Account in Settings removes your account, favorites, collections, profile and photo from the "
        + "server, and everything QuoteVault kept on this iPhone."
    ),
  ]
}
