import Localization

/// An app lock's "Require": how long the app may be in the background before coming back asks Face ID or the
/// passcode (Venmo's and Cash App's Security Lock, Simplenote's "Lock timeout"). PayMe's App Lock and Lock VocaPin
/// share it; each app offers its own choices of it. A new process asks at launch whatever the choice: the time
/// the app left is never saved (`AwayLock`).
///
/// The raw values are what both apps' settings files hold, so they never change.
public enum AppLockDelay: String, CaseIterable, Sendable, Codable, Identifiable {
  case immediately, oneMinute, fiveMinutes, fifteenMinutes, oneHour

  public var id: Self { self }

  /// The time away that locks, in seconds.
  public var seconds: Double {
    switch self {
    case .immediately: 0
    case .oneMinute: 60
    case .fiveMinutes: 5 * 60
    case .fifteenMinutes: 15 * 60
    case .oneHour: 60 * 60
    }
  }

  /// The picker's words, one set of keys in each app's catalog that shows them.
  public var title: LocalizedCopy {
    switch self {
    case .immediately: LocalizedCopy("applock.require.immediately", "Immediately")
    case .oneMinute: LocalizedCopy("applock.require.oneMinute", "After 1 Minute")
    case .fiveMinutes: LocalizedCopy("applock.require.fiveMinutes", "After 5 Minutes")
    case .fifteenMinutes: LocalizedCopy("applock.require.fifteenMinutes", "After 15 Minutes")
    case .oneHour: LocalizedCopy("applock.require.oneHour", "After 1 Hour")
    }
  }

  /// A saved choice as an app that offers `choices` reads it: one it does not offer (a newer version's, or
  /// another app's) reads as the strictest, never as damage.
  public static func saved(_ delay: AppLockDelay?, offered choices: [AppLockDelay]) -> AppLockDelay {
    guard let delay, choices.contains(delay) else { return .immediately }
    return delay
  }
}
