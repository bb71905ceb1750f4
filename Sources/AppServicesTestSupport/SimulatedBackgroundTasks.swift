import AppServices

/// `UIApplication`'s background tasks as iOS behaves (Apple's `beginBackgroundTask(withName:expirationHandler:)`
/// page): each begin gets a new identifier while iOS grants time (`grantsTime`), else `.invalid` (nil); the
/// expiration handler runs on the main thread when the time runs out (`expire()`), and a task still not ended
/// after it is one iOS would kill the app for (`unended`). Every begin and end is kept in order (`events`), and
/// `onEvent` lets a test look at the app at each.
@MainActor
public final class SimulatedBackgroundTasks: BackgroundTaskClient {
  public enum Event: Equatable, Sendable {
    case began(String, BackgroundTaskID)
    case ended(BackgroundTaskID)
  }

  /// Whether iOS grants time now (it refuses when the app has none left).
  public var grantsTime = true
  public private(set) var events: [Event] = []
  /// Called after each begin and end is recorded.
  public var onEvent: (@MainActor (Event) -> Void)?
  private var next = 1
  private var held: [BackgroundTaskID: @MainActor @Sendable () -> Void] = [:]

  public init() {}

  public func beginBackgroundTask(
    named name: String, expiration: @escaping @MainActor @Sendable () -> Void
  ) -> BackgroundTaskID? {
    guard grantsTime else { return nil }
    let id = BackgroundTaskID(rawValue: next)
    next += 1
    held[id] = expiration
    record(.began(name, id))
    return id
  }

  public func endBackgroundTask(_ id: BackgroundTaskID) {
    // Ending an identifier that is not held does nothing, as in UIKit.
    guard held.removeValue(forKey: id) != nil else { return }
    record(.ended(id))
  }

  /// The time runs out: each held task's expiration handler runs, as iOS calls them.
  public func expire() {
    for handler in held.values { handler() }
  }

  /// Tasks begun and not ended: after `expire()`, iOS would end the app.
  public var unended: [BackgroundTaskID] { Array(held.keys) }

  private func record(_ event: Event) {
    events.append(event)
    onEvent?(event)
  }
}
