import AppServices
import Localization

/// Settings' "Privacy Policy" row: the build's page, else what the Insolent Bard keeps, in the app.
extension BardModel {
  public var privacyPolicy: PrivacyPolicy {
    PrivacyPolicy(configured: dependencies.privacyPolicyURL, summary: BardPrivacy.summary)
  }
}

/// What the Insolent Bard keeps, and where: all of it on this iPhone.
public enum BardPrivacy {
  /// In the language of the moment it is read (`PrivacyPolicy.Section` holds words, not keys).
  public static var summary: [PrivacyPolicy.Section] {
    sections.map { PrivacyPolicy.Section($0.title.text, $0.body.text) }
  }

  static let sections: [(title: LocalizedCopy, body: LocalizedCopy)] = [
    (
      LocalizedCopy("bard.privacy.deviceTitle", "On this iPhone only"),
      LocalizedCopy(
        "bard.privacy.device",
        "Your settings, Favourites and History are kept on this iPhone, in a folder the app shares with its widgets so they can show insults. The Insolent Bard has no account and no server: nothing leaves your iPhone unless you share it."
      )
    ),
    (
      LocalizedCopy("bard.privacy.dayTitle", "Insult of the Day"),
      LocalizedCopy(
        "bard.privacy.day", "If you turn it on, the notifications are scheduled on this iPhone; no server sends them.")
    ),
    (
      LocalizedCopy("bard.privacy.hearTitle", "Hear It"),
      LocalizedCopy("bard.privacy.hear", "Insults are read aloud by your iPhone's own voice; nothing is recorded.")
    ),
    (
      LocalizedCopy("bard.privacy.photosTitle", "Photos"),
      LocalizedCopy(
        "bard.privacy.photos",
        "A picture of an insult is added to your photo library only when you share it and choose Save Image. The app cannot see your photos."
      )
    ),
    (
      LocalizedCopy("bard.privacy.trackingTitle", "No tracking"),
      LocalizedCopy(
        "bard.privacy.tracking", "The Insolent Bard shows no ads, uses no analytics and shares nothing with anyone.")
    ),
    (
      LocalizedCopy("bard.privacy.deletingTitle", "Deleting your data"),
      LocalizedCopy(
        "bard.privacy.deleting",
        "Clear History in the History screen. In Favourites, a heart tapped again, Remove Selected or Remove All Favourites lets favourites go. Deleting the app removes everything it kept."
      )
    ),
  ]
}
