#if os(iOS)
  import BackgroundTasks
  import Foundation
  import PayMeCore
  import UIKit

  /// `UIApplication.backgroundRefreshStatus` and Low Power Mode, as iOS reports them now, and PayMe's request for
  /// a background run (`BGTaskScheduler`).
  public struct LiveBackgroundRefresh: BackgroundRefreshClient {
    public init() {}

    @MainActor public func status() -> BackgroundRefreshStatus {
      switch UIApplication.shared.backgroundRefreshStatus {
      case .available: .available
      case .restricted: .restricted
      // `.denied` and any status a later iOS adds: no run is promised, so none is counted on.
      default: .denied
      }
    }

    @MainActor public func isLowPowerModeOn() -> Bool { ProcessInfo.processInfo.isLowPowerModeEnabled }

    /// iOS posts the change on a queue of its choosing; the observer runs on the main queue. The model lives as
    /// long as the app, so the observation is never removed.
    @MainActor public func onPowerStateChange(_ changed: @escaping @MainActor @Sendable () -> Void) {
      _ = NotificationCenter.default.addObserver(
        forName: .NSProcessInfoPowerStateDidChange, object: nil, queue: .main
      ) { _ in MainActor.assumeIsolated { changed() } }
    }

    /// A new request replaces the pending one; nil withdraws it. `submit` throws `BGTaskScheduler.Error`
    /// (`.unavailable`, `.tooManyPendingTaskRequests`, `.notPermitted`): passed on, so the model says it.
    @MainActor public func requestRun(earliest: Date?) throws {
      guard let earliest else {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: PayMeBackgroundRefresh.identifier)
        return
      }
      let request = BGAppRefreshTaskRequest(identifier: PayMeBackgroundRefresh.identifier)
      request.earliestBeginDate = earliest
      try BGTaskScheduler.shared.submit(request)
    }
  }
#endif
