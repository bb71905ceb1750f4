import DesignSystem
import Localization

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
  /// How long PayMe may be away before App Lock asks again (Settings' "Require").
  public var appLockDelay = AppLockDelay.immediately
  /// The language and region (`Locale.identifier`) the pending request reminders were written in: a launch in
  /// another one writes them again (`PayMeModel.rewriteRemindersIfLocaleChanged`). Nil before any was scheduled.
  public var remindersLocale: String?

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
    // A delay this version does not know (written by a newer one) reads as the strictest, never as damage.
    appLockDelay = (try? values.decodeIfPresent(AppLockDelay.self, forKey: .appLockDelay)) ?? defaults.appLockDelay
    remindersLocale = try? values.decodeIfPresent(String.self, forKey: .remindersLocale)
  }
}

/// App Lock's "Require": how long PayMe may be in the background before coming back asks Face ID or the passcode
/// (Venmo and Cash App offer the same choice). A killed app asks at launch whatever the choice.
public enum AppLockDelay: String, CaseIterable, Sendable, Codable {
  case immediately, oneMinute, fiveMinutes, fifteenMinutes

  /// The time away that locks, in seconds.
  public var seconds: Double {
    switch self {
    case .immediately: 0
    case .oneMinute: 60
    case .fiveMinutes: 5 * 60
    case .fifteenMinutes: 15 * 60
    }
  }

  public var title: LocalizedCopy {
    switch self {
    case .immediately: LocalizedCopy("payme.settings.requireImmediately", "Immediately")
    case .oneMinute: LocalizedCopy("payme.settings.requireOneMinute", "After 1 Minute")
    case .fiveMinutes: LocalizedCopy("payme.settings.requireFiveMinutes", "After 5 Minutes")
    case .fifteenMinutes: LocalizedCopy("payme.settings.requireFifteenMinutes", "After 15 Minutes")
    }
  }
}
