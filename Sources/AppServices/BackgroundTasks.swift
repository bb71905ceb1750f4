/// Extra time to finish work after the app leaves the foreground: `UIApplication.beginBackgroundTask(withName:
/// expirationHandler:)` and `endBackgroundTask(_:)`. Without one, iOS suspends the app soon after its scene
/// enters the background, and a write still on its way waits, frozen, until the app is next woken (or is lost
/// when iOS ends the app). Each begin must be ended once: when the work is done, or in the expiration handler,
/// which iOS calls on the main thread shortly before the time runs out (an app that has not ended its tasks
/// then is killed). iOS refuses a task (`.invalid`) when it grants no more time. Live in AppServicesLive
/// (`LiveBackgroundTasks`); `SimulatedBackgroundTasks` behaves as iOS does.
public protocol BackgroundTaskClient: Sendable {
  /// Begins a task named `name` (shown in the debugger and logs); nil when iOS grants none.
  @MainActor func beginBackgroundTask(
    named name: String, expiration: @escaping @MainActor @Sendable () -> Void
  ) -> BackgroundTaskID?
  @MainActor func endBackgroundTask(_ id: BackgroundTaskID)
}

/// `UIBackgroundTaskIdentifier`'s value, for cores that cannot import UIKit.
public struct BackgroundTaskID: Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
}

/// One background task held while some work runs: ended once, by `end()` or at expiry, whichever comes first.
@MainActor
public final class BackgroundTaskAssertion {
  private let client: any BackgroundTaskClient
  private var id: BackgroundTaskID?

  /// Begins the task at once (before any suspension point of the caller, so iOS grants the time while the app
  /// is still leaving the foreground).
  public init(_ client: any BackgroundTaskClient, named name: String) {
    self.client = client
    // The handler may come before `id` is set only if iOS expires a task inside `begin`, which it does not; it
    // ends whatever this holds then.
    id = client.beginBackgroundTask(named: name) { [weak self] in self?.end() }
  }

  /// Ends the task, once; later calls do nothing.
  public func end() {
    guard let id else { return }
    self.id = nil
    client.endBackgroundTask(id)
  }

  /// Whether the task is still held.
  public var isHeld: Bool { id != nil }
}

/// Grants nothing: for previews, the command line and a model given no client (the work then runs as the
/// process allows).
public struct InertBackgroundTasks: BackgroundTaskClient {
  public init() {}
  @MainActor public func beginBackgroundTask(
    named name: String, expiration: @escaping @MainActor @Sendable () -> Void
  ) -> BackgroundTaskID? { nil }
  @MainActor public func endBackgroundTask(_ id: BackgroundTaskID) {}
}
