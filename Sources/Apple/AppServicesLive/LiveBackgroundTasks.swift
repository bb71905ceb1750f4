#if os(iOS)
  import AppServices
  import UIKit

  /// `UIApplication.shared`'s background tasks behind the cores' `BackgroundTaskClient`.
  public struct LiveBackgroundTasks: BackgroundTaskClient {
    public init() {}

    @MainActor public func beginBackgroundTask(
      named name: String, expiration: @escaping @MainActor @Sendable () -> Void
    ) -> BackgroundTaskID? {
      // UIKit calls the handler on the main thread.
      let id = UIApplication.shared.beginBackgroundTask(withName: name) { MainActor.assumeIsolated { expiration() } }
      return id == .invalid ? nil : BackgroundTaskID(rawValue: id.rawValue)
    }

    @MainActor public func endBackgroundTask(_ id: BackgroundTaskID) {
      UIApplication.shared.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: id.rawValue))
    }
  }

  extension BackgroundTaskClient where Self == LiveBackgroundTasks {
    /// The live service: `.live` wherever an `any BackgroundTaskClient` is asked for.
    public static var live: LiveBackgroundTasks { LiveBackgroundTasks() }
  }
#endif
