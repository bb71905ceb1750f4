import Dispatch
import Foundation
import SharedStore

/// A store's lock held on a thread of its own, as a widget's or the app's process would hold it.
public final class LockHold: Sendable {
  private let letGoSignal = DispatchSemaphore(value: 0)
  private let state = Locked(false)

  /// Whether the holder has let go: set while it still holds the lock, so whoever takes the lock next finds it set.
  public var isLetGo: Bool { state { $0 } }

  /// Lets go now, before the time it was held for is up.
  public func letGo() { letGoSignal.signal() }

  fileprivate func hold(for duration: TimeInterval) {
    _ = letGoSignal.wait(timeout: .now() + duration)
    state { $0 = true }
  }
}

extension SharedStore {
  /// Holds `key`'s lock for `duration` (or until `letGo()`) on a thread of its own, and returns once it is held.
  /// The wait for it is a continuation, not a semaphore: a test awaiting it never blocks one of the cooperative
  /// pool's few threads, which the code under test may need meanwhile.
  public static func holdLockElsewhere<Value>(
    of key: StoreKey<Value>, in directory: URL, for duration: TimeInterval
  ) async -> LockHold {
    let hold = LockHold()
    await withCheckedContinuation { (held: CheckedContinuation<Void, Never>) in
      let resumed = Locked(false)
      let resumeOnce: @Sendable () -> Void = {
        let first = resumed { wasResumed in
          defer { wasResumed = true }
          return !wasResumed
        }
        if first { held.resume() }
      }
      Thread {
        _ = try? SharedStore(directory: directory).withLock(of: key) {
          resumeOnce()
          hold.hold(for: duration)
        }
        // A lock that could not be taken at all: the test goes on and finds what it expected did not happen.
        resumeOnce()
      }.start()
    }
    return hold
  }
}
