import Foundation
import Localization

/// Whether iOS may run PayMe's background app refresh (`UIApplication.backgroundRefreshStatus`): `.denied` when
/// the user turned Background App Refresh off (for PayMe or for every app), `.restricted` when a profile or
/// Screen Time forbids it.
public enum BackgroundRefreshStatus: Sendable, Equatable {
  case available, denied, restricted
}

/// What iOS allows of background runs now, and PayMe's request for the next one. Live: `LiveBackgroundRefresh`
/// (PayMeUI); tests: `SimulatedBackgroundRefresh`. Low Power Mode is read beside the status: while it is on iOS
/// runs no background app refresh, whatever the setting says.
public protocol BackgroundRefreshClient: Sendable {
  @MainActor func status() -> BackgroundRefreshStatus
  @MainActor func isLowPowerModeOn() -> Bool
  /// Calls `changed` on the main actor each time Low Power Mode turns on or off while PayMe runs (iOS posts
  /// `NSProcessInfoPowerStateDidChange`; an app that does not observe it is told nothing), for PayMe's lifetime.
  @MainActor func onPowerStateChange(_ changed: @escaping @MainActor @Sendable () -> Void)
  /// Asks iOS for a background run no earlier than `earliest` (`BGTaskScheduler.submit`; one request is pending
  /// at a time, a new one replaces it), or withdraws the request (nil). Throws when iOS refuses it.
  @MainActor func requestRun(earliest: Date?) throws
}

/// What iOS will do about a scheduled payment's due day with PayMe closed, as the model last knew it.
public enum BackgroundSending: Sendable, Equatable {
  /// A background run on the day when iOS grants one, else at the next open.
  case whenIOSAllows
  /// Background App Refresh off or restricted for PayMe: only when PayMe is opened.
  case refreshOff
  /// Low Power Mode on: no background run until it is off.
  case lowPowerMode
  /// iOS refused PayMe's request for a background run (asked again each time PayMe leaves the screen).
  case requestRefused
}

extension ScheduledPaymentsModel {
  /// Read at each return to PayMe (the user may have changed Settings while away), and whenever Low Power Mode
  /// changes while PayMe is open, so Scheduled Payments and Repeat say what will really happen. Without a client
  /// (previews) nothing is said.
  func readBackgroundRefresh() {
    guard let backgroundRefresh else { return }
    backgroundRefreshOff = backgroundRefresh.status() != .available
    lowPowerMode = backgroundRefresh.isLowPowerModeOn()
  }

  /// Follows Low Power Mode while PayMe runs (set up once, at launch).
  func observePowerState() {
    backgroundRefresh?.onPowerStateChange { [weak self] in self?.readBackgroundRefresh() }
  }

  /// Asks iOS for the next background run, no earlier than `earliest` (`PayMeModel.nextScheduledRun`). A refusal
  /// is kept and said where scheduled payments are (the footer, Repeat's words) instead of being dropped.
  func requestBackgroundRun(earliest: Date?) {
    guard let backgroundRefresh else { return }
    do {
      try backgroundRefresh.requestRun(earliest: earliest)
      runRequestRefused = false
    } catch {
      runRequestRefused = true
    }
  }

  /// What happens to a due payment with PayMe closed, as last read: what iOS disallows first.
  public var backgroundSending: BackgroundSending {
    if backgroundRefreshOff { return .refreshOff }
    if lowPowerMode { return .lowPowerMode }
    return runRequestRefused ? .requestRefused : .whenIOSAllows
  }

  /// iOS runs no background app refresh for PayMe now (Background App Refresh off, restricted, Low Power Mode),
  /// or refused PayMe's request for one.
  public var backgroundSendingOff: Bool { backgroundSending != .whenIOSAllows }

  /// The list's footer, and the Repeat dialog's words: how scheduled payments are sent, or, while iOS runs PayMe
  /// in no background, that they are sent only when PayMe is opened, and why (the usual words would promise a
  /// background run that cannot come).
  public var howItWorks: LocalizedCopy {
    switch backgroundSending {
    case .whenIOSAllows: ScheduledCopy.howItWorks
    case .refreshOff: ScheduledCopy.sentOnlyWhenOpened
    case .lowPowerMode: ScheduledCopy.sentOnlyInLowPower
    case .requestRefused: ScheduledCopy.runRequestRefused
    }
  }
}

extension ScheduledCopy {
  public static let sentOnlyWhenOpened = LocalizedCopy(
    "payme.scheduled.sentOnlyWhenOpened",
    "Background App Refresh is off for PayMe, so scheduled payments are sent only when you open PayMe. With notifications on, PayMe reminds you on each payment's day."
  )
  public static let sentOnlyInLowPower = LocalizedCopy(
    "payme.scheduled.sentOnlyInLowPower",
    "Low Power Mode is on, so iOS gives PayMe no background time: scheduled payments are sent only when you open PayMe until it's off. With notifications on, PayMe reminds you on each payment's day."
  )
  public static let runRequestRefused = LocalizedCopy(
    "payme.scheduled.runRequestRefused",
    "iOS didn't accept PayMe's request to run in the background, so scheduled payments are sent when you open PayMe. PayMe asks again each time you leave it. With notifications on, PayMe reminds you on each payment's day."
  )
}
