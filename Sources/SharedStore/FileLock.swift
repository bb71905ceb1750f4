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
enum FileLock {
  /// Runs `body` holding the lock on `url`, creating the lock file if it is missing (`created` is called then, to
  /// give it its protection class). A lock file that cannot be opened (a folder that cannot be written, a file
  /// not readable before the first unlock) runs `body` unlocked: the change is made as before locks existed,
  /// rather than not at all.
  static func withLock<T>(at url: URL, created: (URL) -> Void, _ body: () throws -> T) throws -> T {
    var descriptor = open(url.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    if descriptor >= 0 {
      created(url)
    } else if errno == EEXIST {
      descriptor = open(url.path, O_RDWR | O_CLOEXEC)
    }
    guard descriptor >= 0 else { return try body() }
    // Closing the descriptor releases the lock, whatever `body` does.
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { return try body() }
    }
    return try body()
  }
}
