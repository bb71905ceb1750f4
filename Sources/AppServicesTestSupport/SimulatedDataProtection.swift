import Foundation
import SharedStore

/// The App Group's files under iOS's default data protection, `completeUntilFirstUserAuthentication`
/// (../shared/reference/platform-behaviour.md, "WidgetKit"): after a restart they exist but cannot be read
/// until the user unlocks the phone once, so a widget asked for its timeline then must fall back and retry.
public final class SimulatedDataProtection: Sendable {
  private let unlocked: Locked<Bool>

  public init(unlockedSinceRestart: Bool = true) { unlocked = Locked(unlockedSinceRestart) }

  /// The phone restarts: locked, and not yet unlocked.
  public func restart() { unlocked { $0 = false } }
  public func firstUnlock() { unlocked { $0 = true } }

  /// The App Group store as the app or its widget sees it on this phone.
  public func store(
    directory: URL, onError: @escaping @Sendable (SharedStoreError) -> Void = { _ in },
    onWrite: @escaping @Sendable (String) -> Void = { _ in }
  ) -> SharedStore {
    SharedStore(
      directory: directory, onError: onError, onWrite: onWrite,
      readGate: { [unlocked] url in
        unlocked({ $0 }) ? nil : CocoaError(.fileReadNoPermission, userInfo: [NSURLErrorKey: url])
      })
  }
}
