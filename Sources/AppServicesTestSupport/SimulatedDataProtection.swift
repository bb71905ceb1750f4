import Foundation
import SharedStore

/// The App Group's files under iOS's default data protection, `completeUntilFirstUserAuthentication`
/// (../shared/reference/platform-behaviour.md, "WidgetKit"): after a restart they exist but cannot be read
/// until the user unlocks the phone once, so a widget asked for its timeline then must fall back and retry.
///
/// A file keeps the protection class it was written with (`StoreKey.protected(_:)`): one written `.none` through
/// a store of this phone can be read before the first unlock; any other file (the default class, or one this
/// phone never saw written, such as a file from an older build) cannot.
public final class SimulatedDataProtection: Sendable {
  private let unlocked: Locked<Bool>
  private let classes = Locked([String: FileProtection]())

  public init(unlockedSinceRestart: Bool = true) { unlocked = Locked(unlockedSinceRestart) }

  /// The class a file was last given.
  public func protection(of file: URL) -> FileProtection? { classes { $0[file.standardizedFileURL.path] } }

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
      readGate: { [unlocked, classes] url in
        if unlocked({ $0 }) || classes({ $0[url.standardizedFileURL.path] }) == FileProtection.none { return nil }
        return CocoaError(.fileReadNoPermission, userInfo: [NSURLErrorKey: url])
      },
      protector: { [classes] file, protection in classes { $0[file.standardizedFileURL.path] = protection } })
  }
}
