#if os(iOS)
  import Foundation
  import PayMeCore
  import UIKit

  /// `UIApplication.backgroundRefreshStatus` and Low Power Mode, as iOS reports them now.
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
  }
#endif
