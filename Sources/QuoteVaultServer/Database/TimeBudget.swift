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
    let deadline = Deadline(uptimeNanoseconds: overflow ? .max : end, connection: sqliteConnection)
    // The SQL functions of the server run on this thread inside this statement and check the same deadline
    // (`Deadline.spentOnThisThread`), since SQLite does not call the progress handler inside a function.
    let outer = pthread_getspecific(Deadline.key)
    pthread_setspecific(Deadline.key, Unmanaged.passUnretained(deadline).toOpaque())
    defer { pthread_setspecific(Deadline.key, outer) }
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
final class Deadline {
  let uptimeNanoseconds: UInt64
  /// The connection whose statement the budget governs, interrupted when a function finds the budget spent.
  let connection: OpaquePointer?

  init(uptimeNanoseconds: UInt64, connection: OpaquePointer?) {
    self.uptimeNanoseconds = uptimeNanoseconds
    self.connection = connection
  }

  /// The thread's current budget, set by `withinTimeBudget` for the statements it runs.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// For the server's SQL functions, which SQLite's progress handler cannot stop: true when the budget of the
  /// statement running on this thread is spent. The statement is then interrupted (it ends with SQLITE_INTERRUPT,
  /// the budget's own error), and the function should return at once. False outside any budget.
  static func spentOnThisThread() -> Bool {
    guard let pointer = pthread_getspecific(key) else { return false }
    let deadline = Unmanaged<Deadline>.fromOpaque(pointer).takeUnretainedValue()
    guard DispatchTime.now().uptimeNanoseconds >= deadline.uptimeNanoseconds else { return false }
    if let connection = deadline.connection { sqlite3_interrupt(connection) }
    return true
  }
}

extension DatabaseError {
  /// A statement stopped because its request's time budget ran out.
  var isTimeBudgetSpent: Bool { resultCode == .SQLITE_INTERRUPT }
}
