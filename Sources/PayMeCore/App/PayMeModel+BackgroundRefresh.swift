import Foundation
import Localization

extension PayMeModel {
  /// Read at each return to PayMe (the user may have changed Settings while away), and whenever Low Power Mode
  /// changes while PayMe is open, so Scheduled Payments and Repeat say what will really happen. Without a client
  /// (previews) nothing is said.
  func readBackgroundRefresh() {
    guard let client = dependencies.backgroundRefresh else { return }
    scheduledPayments.backgroundRefreshOff = client.status() != .available
    scheduledPayments.lowPowerMode = client.isLowPowerModeOn()
  }

  /// Follows Low Power Mode while PayMe runs (set up once, at launch).
  func observePowerState() {
    dependencies.backgroundRefresh?.onPowerStateChange { [weak self] in self?.readBackgroundRefresh() }
  }

  /// Asks iOS for the next background run (`nextScheduledRun`): when PayMe goes to the background and after each
  /// run. A refusal is kept and said where scheduled payments are (the footer, Repeat's words) instead of being
  /// dropped, and the request is made again at the next of those moments.
  public func requestBackgroundRun() {
    guard let client = dependencies.backgroundRefresh else { return }
    do {
      try client.requestRun(earliest: nextScheduledRun)
      scheduledPayments.runRequestRefused = false
    } catch {
      scheduledPayments.runRequestRefused = true
    }
  }
}
