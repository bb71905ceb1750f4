import DesignSystem

/// The user's choices (the Settings screen).
public struct PayMeSettings: Equatable, Sendable, Codable {
  public enum Appearance: String, CaseIterable, Sendable, Codable { case system, light, dark }

  public var faceIDForPayments = true
  public var notifications = true
  public var appearance = Appearance.system
  public var hideBalance = false
  public var hasCompletedOnboarding = false

  public init() {}
}

/// Hides amounts whenever the app is not in front: the app switcher's snapshot is taken when the scene turns
/// inactive, before it reaches the background, so the cover goes up then.
public enum PrivacyCover {
  public static func isCovering(_ phase: AppScenePhase) -> Bool { phase != .active }
}
