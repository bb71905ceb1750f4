import Foundation
import Testing

@testable import PayMeCore

/// Background App Refresh and Low Power Mode as iOS reports them: what Settings (or Control Center) says at the
/// moment of asking. iOS tells a running app of a Low Power Mode change only through
/// `NSProcessInfoPowerStateDidChange`, posted to those observing it: so does this double, when a test turns it on
/// or off. `BGTaskScheduler.submit` throws when iOS refuses the request (`.unavailable` while Background App
/// Refresh is off, `.tooManyPendingTaskRequests`); a test scripts a refusal with `refuses`. A status no test set
/// is a failure, not a guess.
@MainActor
final class SimulatedBackgroundRefresh: BackgroundRefreshClient {
  var setting: BackgroundRefreshStatus?
  var lowPowerMode = false {
    didSet { if lowPowerMode != oldValue { for observer in powerObservers { observer() } } }
  }
  private(set) var reads = 0
  private var powerObservers: [@MainActor @Sendable () -> Void] = []
  /// The error the next requests are refused with (nil: accepted), and what was asked: the latest is pending.
  var refuses: (any Error)?
  private(set) var requested: [Date?] = []

  struct Unavailable: Error {}

  init(_ setting: BackgroundRefreshStatus? = nil) { self.setting = setting }

  func status() -> BackgroundRefreshStatus {
    reads += 1
    guard let setting else {
      Issue.record("backgroundRefreshStatus read, but no test set it")
      return .denied
    }
    return setting
  }

  func isLowPowerModeOn() -> Bool { lowPowerMode }

  func onPowerStateChange(_ changed: @escaping @MainActor @Sendable () -> Void) { powerObservers.append(changed) }

  func requestRun(earliest: Date?) throws {
    if let refuses { throw refuses }
    // Apple's `BGTaskScheduler.Error.Code.unavailable`: "A person disabled background refresh in settings."
    if setting == .denied || setting == .restricted { throw Unavailable() }
    requested.append(earliest)
  }
}
