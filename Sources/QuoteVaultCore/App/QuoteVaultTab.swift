/// The app's tabs; which one is up is the model's, so a notification tap can bring Home forward.
public enum QuoteVaultTab: Hashable, Sendable { case home, favorites, collections, settings }

/// What the Settings tab pushes in its navigation stack, bound to `NavigationStack(path:)` through
/// `QuoteVaultModel.settingsPath`.
public enum QuoteVaultSettingsRoute: Hashable, Sendable {
  /// The app's own account of what it keeps, when the build configures no policy page (`PrivacyPolicyRow`).
  case privacyPolicy
}
