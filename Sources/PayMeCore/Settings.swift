import DesignSystem

/// The user's choices (the Settings screen).
public struct PayMeSettings: Equatable, Sendable, Codable {
  public enum Appearance: String, CaseIterable, Sendable, Codable { case system, light, dark }

  /// The user's wish; reminders go out only while iOS allows them too (PayMeModel.notificationsOn).
  public var notifications = false
  public var appearance = Appearance.system
  public var hideBalance = false
  public var hasCompletedOnboarding = false

  public init() {}
}
