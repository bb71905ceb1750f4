import Foundation
import HummingbirdBcrypt
import NIOPosix

#if canImport(Glibc)
  import Glibc
#endif

/// bcrypt, off the threads that serve requests: its ~50-100 ms a hash ran on Swift's cooperative threads (two on
/// two cores), so a burst of correct sign-ins delayed every read. Hashes run on a small pool of their own threads
/// (at a lower scheduling priority, so reads win the cores), and at most `maximumPending` of one server wait at
/// once: past that, a request is refused at once (`Busy`) rather than queued without end. The threads are one
/// pool for the process; each server (`AuthService`) has its own queue bound.
final class PasswordHashing: @unchecked Sendable {
  struct Busy: Error {}

  /// Half the cores, at least one: bcrypt may use what serving leaves.
  static let threads = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)
  static let shared: NIOThreadPool = {
    let pool = NIOThreadPool(numberOfThreads: threads)
    pool.start()
    return pool
  }()

  /// Hashes running or queued at most.
  let maximumPending: Int
  private let lock = NSLock()
  private var pendingCount = 0
  private let pool: NIOThreadPool

  /// `pool` is the process's unless a test holds threads of its own: one that blocks them must not block others.
  init(maximumPending: Int, pool: NIOThreadPool = PasswordHashing.shared) {
    self.maximumPending = maximumPending
    self.pool = pool
  }

  /// Hashes running or queued now.
  var pending: Int { lock.withLock { pendingCount } }

  func hash(_ password: String, cost: UInt8) async throws(Busy) -> String {
    try await run { Bcrypt.hash(password, cost: cost) }
  }

  func verify(_ password: String, hash: String) async throws(Busy) -> Bool {
    try await run { Bcrypt.verify(password, hash: hash) }
  }

  func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws(Busy) -> T {
    let admitted = lock.withLock {
      guard pendingCount < maximumPending else { return false }
      pendingCount += 1
      return true
    }
    guard admitted else { throw Busy() }
    defer { lock.withLock { pendingCount -= 1 } }
    do {
      return try await pool.runIfActive {
        Self.lowerPriority()
        return work()
      }
    } catch {
      // Cancelled while queued (the client went away); the answer no longer matters.
      throw Busy()
    }
  }

  /// A nice value of 10 for the calling pool thread (Linux schedules threads one by one), once per thread.
  private static func lowerPriority() {
    #if os(Linux)
      if !lowered {
        lowered = true
        // On Linux, who 0 is the calling thread: its nice value is its own.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
      }
    #endif
  }

  #if os(Linux)
    private static let loweredKey: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()
    /// Whether this pool thread has been lowered already.
    private static var lowered: Bool {
      get { pthread_getspecific(loweredKey) != nil }
      set { pthread_setspecific(loweredKey, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }
  #endif
}
