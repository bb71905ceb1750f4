import AppLock
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
  /// How long PayMe may be away before App Lock asks again (Settings' "Require"; Venmo and Cash App offer the
  /// same choice). A killed app asks at launch whatever the choice.
  public var appLockDelay = AppLockDelay.immediately
  /// The language and region (`Locale.identifier`) the pending request reminders were written in: a launch in
  /// another one writes them again (`PayMeModel.rewriteRemindersIfLocaleChanged`). Nil before any was scheduled.
  public var remindersLocale: String?

  public init() {}

  /// Require's choices: up to 15 minutes, as Venmo and Cash App offer (money, unlike notes, is not left open
  /// for an hour).
  public static let appLockDelays: [AppLockDelay] = [.immediately, .oneMinute, .fiveMinutes, .fifteenMinutes]

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
    appLockDelay = AppLockDelay.saved(
      try? values.decodeIfPresent(AppLockDelay.self, forKey: .appLockDelay), offered: Self.appLockDelays)
    remindersLocale = try? values.decodeIfPresent(String.self, forKey: .remindersLocale)
  }
}
