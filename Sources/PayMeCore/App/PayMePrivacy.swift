import AppServices
import Localization

/// What PayMe keeps, and where: a demo, so all of it on this iPhone and no money at all.
public enum PayMePrivacy {
  /// In the user's language when the page is shown.
  public static var summary: [PrivacyPolicy.Section] {
    [
      section(
        LocalizedCopy("payme.privacy.demoTitle", "A demo, on this iPhone"),
        LocalizedCopy(
          "payme.privacy.demo",
          "PayMe is a demo: no real money moves and no bank is ever contacted. Your balance, activity, contacts and settings are kept on this iPhone only. PayMe has no account and no server."
        )),
      section(
        LocalizedCopy("payme.privacy.contactsTitle", "Contacts"),
        LocalizedCopy(
          "payme.privacy.contacts",
          "When you pick someone from Contacts, PayMe receives only the contact you picked. It cannot read your other contacts."
        )),
      section(
        LocalizedCopy("payme.privacy.cameraTitle", "Camera and Face ID"),
        LocalizedCopy(
          "payme.privacy.camera",
          "The camera is used only while you scan a PayMe code; no picture is kept. Face ID is checked by iOS: PayMe only learns whether it was you."
        )),
      section(
        LocalizedCopy("payme.privacy.notificationsTitle", "Notifications and Photos"),
        LocalizedCopy(
          "payme.privacy.notifications",
          "Reminders are scheduled on this iPhone; no server sends them. Receipts are shared as text; PayMe never reads your photo library."
        )),
      section(
        LocalizedCopy("payme.privacy.trackingTitle", "No tracking"),
        LocalizedCopy("payme.privacy.tracking", "PayMe shows no ads, uses no analytics and shares nothing with anyone.")
      ),
      section(
        LocalizedCopy("payme.privacy.deletingTitle", "Deleting your data"),
        LocalizedCopy(
          "payme.privacy.deleting",
          "Reset Demo Data in Settings puts everything back as it was at the first launch. Deleting PayMe removes everything it kept."
        )),
    ]
  }

  private static func section(_ title: LocalizedCopy, _ body: LocalizedCopy) -> PrivacyPolicy.Section {
    .init(title.text, body.text)
  }
}
