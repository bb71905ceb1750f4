import AppServices

/// Settings' "Privacy Policy" row: the build's page, else what the Insolent Bard keeps, in the app.
extension BardModel {
  public var privacyPolicy: PrivacyPolicy {
    PrivacyPolicy(configured: dependencies.privacyPolicyURL, summary: BardPrivacy.summary)
  }
}

/// What the Insolent Bard keeps, and where: all of it on this iPhone.
public enum BardPrivacy {
  public static let summary: [PrivacyPolicy.Section] = [
    .init(
      "On this iPhone only",
      "Your settings, Favourites and History are kept on this iPhone, in a folder the app shares with its "
        + "widgets so they can show insults. The Insolent Bard has no account and no server: nothing leaves your "
        + "iPhone unless you share it."
    ),
    .init(
      "Insult of the Day",
      "If you turn it on, the notifications are scheduled on this iPhone; no server sends them."
    ),
    .init(
      "Hear It",
      "Insults are read aloud by your iPhone's own voice; nothing is recorded."
    ),
    .init(
      "Photos",
      "A picture of an insult is added to your photo library only when you share it and choose Save Image. The "
        + "app cannot see your photos."
    ),
    .init("No tracking", "The Insolent Bard shows no ads, uses no analytics and shares nothing with anyone."),
    .init(
      "Deleting your data",
      "Clear History in the History screen; a heart tapped again lets a favourite go. Deleting the app removes "
        + "everything it kept."
    ),
  ]
}
