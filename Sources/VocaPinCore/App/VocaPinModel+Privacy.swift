import AppServices

extension VocaPinModel {
  /// Profile Settings' "Privacy Policy" row: the build's page, else what VocaPin keeps, in the app.
  public var privacyPolicy: PrivacyPolicy {
    PrivacyPolicy(configured: dependencies.privacyPolicyURL, summary: VocaPinCopy.privacySummary)
  }
}
