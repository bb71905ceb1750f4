#if os(iOS)
  import AppServices
  import Foundation

  extension PrivacyPolicy {
    /// The page the build configured for this app (`PrivacyPolicyURL` in its Info.plist, from the xcconfig's
    /// `<APP>_PRIVACY_POLICY_URL`): raw, for `PrivacyPolicy(configured:summary:)` to judge.
    public static var configuredInBundle: String? {
      Bundle.main.object(forInfoDictionaryKey: infoKey) as? String
    }
  }
#endif
