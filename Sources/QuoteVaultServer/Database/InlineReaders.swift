import Foundation
import GRDB

/// Read-only connections that a request uses on its own thread, with no hop to another queue: the hot reads
/// (feed pages, searches) cost a few tens of microseconds in SQLite, and the hops through the pool (a wait on
/// its semaphore queue, the reader's queue, the way back) cost more than the query.
///
/// Two rules keep this from blocking Swift's few cooperative threads:
/// - A connection is taken only if one is idle (never waited for), so no thread waits on a task.
/// - Each read has a small budget (`inlineBudget`). A read that would take longer is interrupted and answered
///   `nil`, and the caller runs it again through the pool within the request's whole time budget. So a thread
///   lends at most a couple of milliseconds to any one request, however hostile.
///
/// A busy database (SQLITE_BUSY, which WAL readers meet only around recovery) also answers `nil`, as a reader
/// here must never sleep in a busy handler.
final class InlineReaders: @unchecked Sendable {
  /// How long one read may run on the calling thread before it is handed to the pool.
  static let inlineBudget: TimeInterval = 0.002
  /// The most of the database file each inline connection maps (address space, not memory).
  static let mapBytes = 1 << 30

  // NSLock rather than Mutex, which needs macOS 15: the server builds on a developer's Mac too.
  private let lock = NSLock()
  private var idle: [DatabaseQueue]

  /// `count` read-only connections on the database at `path`, prepared as the pool's are (`prepare`).
  init(path: String, count: Int, prepare: @escaping @Sendable (Database) throws -> Void) throws {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .immediateError
    configuration.prepareDatabase(prepare)
    // Pages read through a memory map of the file instead of a read() into the connection's own cache: an
    // uncached keyset page or search touches pages no connection has cached, and each was a system call and a
    // copy (about a fifth of the server's time in such reads was the kernel's). The map shares the page cache.
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(Self.mapBytes)") }
    idle = try (0..<count).map { _ in try DatabaseQueue(path: path, configuration: configuration) }
  }

  /// The value of `body` read on this thread, or nil when no connection is idle or the read needs more than
  /// `inlineBudget` (or met a busy database): then the caller reads through the pool. A request whose whole
  /// `budget` is smaller than `inlineBudget` is held to it here, and its timeout is the answer.
  /// `transaction` reads in one transaction, for reads of more than one statement that must agree.
  func read<T>(transaction: Bool, budget: TimeInterval, _ body: (Database) throws -> T) throws -> T? {
    guard let connection = lock.withLock({ idle.popLast() }) else { return nil }
    defer { lock.withLock { idle.append(connection) } }
    do {
      return try connection.inDatabase { db in
        try db.withinTimeBudget(min(budget, Self.inlineBudget)) {
          guard transaction else { return try body(db) }
          try db.beginTransaction(.deferred)
          do {
            let value = try body(db)
            try db.commit()
            return value
          } catch {
            try? db.rollback()
            throw error
          }
        }
      }
    } catch let error as DatabaseError
      where (error.isTimeBudgetSpent && budget > Self.inlineBudget) || error.resultCode == .SQLITE_BUSY
    {
      return nil
    }
  }
}
