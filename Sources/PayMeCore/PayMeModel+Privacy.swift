import AppServices

/// Settings' "Privacy Policy" row: the build's page, else what PayMe keeps, in the app.
extension PayMeModel {
  public var privacyPolicy: PrivacyPolicy {
    PrivacyPolicy(configured: dependencies.privacyPolicyURL, summary: PayMePrivacy.summary)
  }
}

/// What PayMe keeps, and where: a demo, so all of it on this iPhone and no money at all.
public enum PayMePrivacy {
  public static let summary: [PrivacyPolicy.Section] = [
    .init(
      "A demo, on this iPhone",
      "PayMe is a demo: no real money moves and no bank is ever contacted. Your balance, activity, contacts "
        + "and settings are kept on this iPhone only. PayMe has no account and no server."
    ),
    .init(
      "Contacts",
      "When you pick someone from Contacts, PayMe receives only the contact you picked. It cannot read your "
        + "other contacts."
    ),
    .init(
      "Camera and Face ID",
      "The camera is used only while you scan a PayMe code; no picture is kept. Face ID is checked by iOS: "
        + "PayMe only learns whether it was you."
    ),
    .init(
      "Notifications and Photos",
      "Reminders are scheduled on this iPhone; no server sends them. Receipts are shared as text; PayMe never "
        + "reads your photo library."
    ),
    .init("No tracking", "PayMe shows no ads, uses no analytics and shares nothing with anyone."),
    .init(
      "Deleting your data",
      "Reset Demo Data in Settings puts everything back as it was at the first launch. Deleting PayMe removes "
        + "everything it kept."
    ),
  ]
}
