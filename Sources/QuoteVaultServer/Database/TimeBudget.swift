import Foundation
import GRDB
import GRDBSQLite

/// PostgreSQL's `statement_timeout` for SQLite: the work done with a connection inside `withinTimeBudget` is
/// interrupted once its time is spent (SQLite calls the progress handler every few thousand virtual machine
/// steps and stops the statement with SQLITE_INTERRUPT when it answers non-zero), so no request can hold a
/// connection, or the writer, for longer than its budget.
extension Database {
  /// How many virtual machine steps pass between two looks at the clock: about a millisecond of work or less.
  static let progressInterval: Int32 = 10_000

  func withinTimeBudget<T>(_ seconds: TimeInterval, _ body: () throws -> T) throws -> T {
    let (end, overflow) = DispatchTime.now().uptimeNanoseconds.addingReportingOverflow(
      UInt64(max(0, min(seconds, 86_400)) * 1e9))
    let deadline = Deadline(uptimeNanoseconds: overflow ? .max : end)
    return try withExtendedLifetime(deadline) {
      sqlite3_progress_handler(
        sqliteConnection, Self.progressInterval,
        { context in
          guard let context else { return 0 }
          let deadline = Unmanaged<Deadline>.fromOpaque(context).takeUnretainedValue()
          return DispatchTime.now().uptimeNanoseconds >= deadline.uptimeNanoseconds ? 1 : 0
        }, Unmanaged.passUnretained(deadline).toOpaque())
      defer { sqlite3_progress_handler(sqliteConnection, 0, nil, nil) }
      return try body()
    }
  }
}

/// When a budget runs out (a class, so SQLite can hold a pointer to it for the duration).
private final class Deadline {
  let uptimeNanoseconds: UInt64
  init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }
}

extension DatabaseError {
  /// A statement stopped because its request's time budget ran out.
  var isTimeBudgetSpent: Bool { resultCode == .SQLITE_INTERRUPT }
}
