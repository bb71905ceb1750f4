import Observation
import Presentation

/// Profile Settings' own model: what the sheet pushes in its navigation stack (the privacy policy). Held by its
/// destination (`VocaPinDestination.profileSettings`), made by `VocaPinModel.showProfileSettings()`, so what was
/// pushed goes with the sheet and a new Settings opens at its root. The settings themselves are the app's model's.
@MainActor
@Observable
public final class ProfileSettingsModel: HashableObject {
  /// What Profile Settings pushes, bound to `NavigationStack(path:)`.
  public enum Route: Hashable, Sendable {
    /// The app's own account of what it keeps, when the build configures no policy page (`PrivacyPolicyRow`).
    case privacyPolicy
  }

  /// The screens pushed over Profile Settings' root; SwiftUI shortens it on Back or a swipe.
  public var path: [Route] = []

  public init() {}
}
