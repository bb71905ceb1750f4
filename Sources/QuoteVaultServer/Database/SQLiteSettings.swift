import CSQLiteConfig

/// SQLite's settings for the whole process, made before its first connection opens.
public enum SQLiteSettings {
  /// Turns off SQLite's memory statistics, which take a process-wide mutex on every allocation and free SQLite
  /// makes (a few dozen a page read; docs/benchmarks.md). Nothing in the server reads them. Call it first thing,
  /// before any store opens: once SQLite is initialized the setting cannot change, and this answers false.
  @discardableResult
  public static func turnOffMemoryStatistics() -> Bool {
    qv_sqlite_memory_statistics_off() == SQLITE_OK
  }
}
