import Testing

@testable import PayMeCore

/// Background App Refresh and Low Power Mode as iOS reports them: what Settings (or Control Center) says at the
/// moment of asking. iOS tells a running app nothing unless it observes the change, so PayMe reads them again at
/// each return. A status no test set is a failure, not a guess.
@MainActor
final class SimulatedBackgroundRefresh: BackgroundRefreshClient {
  var setting: BackgroundRefreshStatus?
  var lowPowerMode = false
  private(set) var reads = 0

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
}
