import Foundation
import Localization

/// Whether iOS may run PayMe's background app refresh (`UIApplication.backgroundRefreshStatus`): `.denied` when
/// the user turned Background App Refresh off (for PayMe or for every app), `.restricted` when a profile or
/// Screen Time forbids it.
public enum BackgroundRefreshStatus: Sendable, Equatable {
  case available, denied, restricted
}

/// What iOS allows of background runs now. Live: `LiveBackgroundRefresh` (PayMeUI); tests:
/// `SimulatedBackgroundRefresh`. Low Power Mode is read beside the status: while it is on iOS runs no background
/// app refresh, whatever the setting says.
public protocol BackgroundRefreshClient: Sendable {
  @MainActor func status() -> BackgroundRefreshStatus
  @MainActor func isLowPowerModeOn() -> Bool
}

extension PayMeModel {
  /// Read at each return to PayMe (the user may have changed Settings or Low Power Mode while away), so Scheduled
  /// Payments says when nothing will be sent in the background. Without a client (previews) nothing is said.
  func readBackgroundRefresh() {
    guard let client = dependencies.backgroundRefresh else { return }
    scheduledPayments.backgroundSendingOff = client.status() != .available || client.isLowPowerModeOn()
  }
}

extension ScheduledPaymentsModel {
  /// The list's footer: how scheduled payments are sent, or, while iOS runs PayMe in no background, that they are
  /// sent only when PayMe is opened (the usual words would promise a background run that cannot come).
  public var howItWorks: LocalizedCopy {
    backgroundSendingOff ? ScheduledCopy.sentOnlyWhenOpened : ScheduledCopy.howItWorks
  }
}

extension ScheduledCopy {
  public static let sentOnlyWhenOpened = LocalizedCopy(
    "payme.scheduled.sentOnlyWhenOpened",
    "Background App Refresh is off for PayMe, or Low Power Mode is on, so scheduled payments are sent only when you open PayMe. With notifications on, PayMe reminds you on each payment's day."
  )
}
