import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock, flock(2), on a small file beside a value's, held while the value is read, changed
/// and written (`SharedStore.update`). The app and its widget extension (a heart tapped in each, a timeline
/// recorded while a button records its insult) then take turns instead of each writing its change over the
/// other's. A flock belongs to an open file description, so two threads of one process that each open the file
/// exclude each other as two processes do (a POSIX `fcntl` lock would not).
///
/// It is held for one read and one write, never across a wait: iOS ends a suspended process that holds a lock
/// on a file in a shared container (termination reason 0xdead10cc), and the store never suspends while holding it.
/// It is waited for only so long (`budget`): a widget extension iOS suspended while holding it (between its
/// read and its write) would otherwise freeze the app's screen, which takes it on the main thread, until the
/// watchdog ended the app. A caller that is refused keeps its change and tries again later.
enum FileLock {
  /// Thrown when another holder kept the lock for the whole budget.
  struct Busy: Error, Equatable {}

  /// Long enough for any writer that is running (a read and an atomic write take milliseconds), short enough
  /// that a tap on the main thread never looks hung.
  static let defaultBudget: Duration = .seconds(1)

  /// Runs `body` holding the lock on `url`, creating the lock file if it is missing (`created` is called then, to
  /// give it its protection class). A lock file that cannot be opened (a folder that cannot be written, a file
  /// not readable before the first unlock) runs `body` unlocked: the change is made without the lock rather than
  /// not at all. Throws `Busy`, without running `body`, when the lock is still held by another open
  /// of the file after `budget`.
  static func withLock<T>(
    at url: URL, budget: Duration = defaultBudget, created: (URL) -> Void, _ body: () throws -> T
  ) throws -> T {
    var descriptor = open(url.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    if descriptor >= 0 {
      created(url)
    } else if errno == EEXIST {
      descriptor = open(url.path, O_RDWR | O_CLOEXEC)
    }
    guard descriptor >= 0 else { return try body() }
    // Closing the descriptor releases the lock, whatever `body` does.
    defer { close(descriptor) }
    try acquire(descriptor, budget: budget)
    return try body()
  }

  /// Takes the lock at once when it is free; otherwise waits for it in the kernel's queue, as a blocking flock
  /// does, so a waiter is served when the holder lets go rather than losing every race to a holder that takes it
  /// straight back (polling with LOCK_NB would). The blocking call runs on a helper thread with a duplicate of the
  /// descriptor, and the caller waits for it only `budget`: past that it throws `Busy`. The lock belongs to the
  /// open file description both descriptors share, so a helper that gets it after the caller gave up closed its
  /// own descriptor last and so lets it go at once. A refusal other than "held elsewhere" (a file system without
  /// flock) returns, to run unlocked as above.
  static func acquire(_ descriptor: Int32, budget: Duration) throws(Busy) {
    var refusal: Int32 = 0
    repeat {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
      refusal = errno
    } while refusal == EINTR
    guard refusal == EWOULDBLOCK || refusal == EAGAIN else { return }
    let helperDescriptor = dup(descriptor)
    guard helperDescriptor >= 0 else { throw Busy() }
    let wait = BlockingWait()
    Thread.detachNewThread {
      while flock(helperDescriptor, LOCK_EX) != 0, errno == EINTR {}
      close(helperDescriptor)
      wait.done.signal()
    }
    let (seconds, attoseconds) = budget.components
    let nanoseconds = max(seconds, 0).multipliedReportingOverflow(by: 1_000_000_000)
    let total = nanoseconds.overflow ? Int64.max : nanoseconds.partialValue &+ max(attoseconds / 1_000_000_000, 0)
    guard wait.done.wait(timeout: .now() + .nanoseconds(Int(clamping: total))) == .success else { throw Busy() }
    // Locked, or a refusal other than "held elsewhere" while waiting: run as the fast path would.
  }

  /// The helper thread's word that its blocking call returned.
  private final class BlockingWait: Sendable {
    let done = DispatchSemaphore(value: 0)
  }
}
