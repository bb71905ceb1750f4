import DesignSystem

/// The user's choices (the Settings screen).
public struct PayMeSettings: Equatable, Sendable, Codable {
  public enum Appearance: String, CaseIterable, Sendable, Codable { case system, light, dark }

  /// The user's wish; reminders go out only while iOS allows them too (PayMeModel.notificationsOn).
  public var notifications = false
  public var appearance = Appearance.system
  public var hideBalance = false
  public var hasCompletedOnboarding = false
  /// App Lock: Face ID or the passcode to open PayMe after it was away (off by default, as Venmo's Security Lock).
  public var appLock = false

  public init() {}

  /// Settings saved before a choice existed read it as its default, never as a damaged file.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = PayMeSettings()
    notifications = try values.decodeIfPresent(Bool.self, forKey: .notifications) ?? defaults.notifications
    appearance = try values.decodeIfPresent(Appearance.self, forKey: .appearance) ?? defaults.appearance
    hideBalance = try values.decodeIfPresent(Bool.self, forKey: .hideBalance) ?? defaults.hideBalance
    hasCompletedOnboarding =
      try values.decodeIfPresent(Bool.self, forKey: .hasCompletedOnboarding) ?? defaults.hasCompletedOnboarding
    appLock = try values.decodeIfPresent(Bool.self, forKey: .appLock) ?? defaults.appLock
  }
}
