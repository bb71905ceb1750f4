import Foundation
import GRDB

/// A cache file SQLite cannot read. It is mostly a copy of the server, but not only: a guest's favourites and
/// collections, and changes not yet sent, live nowhere else. So it is never replaced silently: its bytes are kept
/// beside it, and the fresh cache remembers that it replaced one, so the app says so (`takeDamagedNotice`) at the
/// next launch that reads it, even if iOS ended the app before this one could.
extension LocalCache {
  static func registerDamagedNotice(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("damaged-notice") { db in
      try db.execute(sql: "CREATE TABLE replaced_damaged (file TEXT NOT NULL)")
    }
  }

  /// The app's cache at launch. A file SQLite calls damaged (or not a database at all) is moved aside, bytes kept,
  /// and a fresh cache starts that remembers it: the app runs again rather than never starting, and says what
  /// happened. Any other failure (a file iOS will not open yet, a full disk) is thrown: replacing the file then
  /// would lose what the outbox holds.
  public static func openReplacingDamaged(path: String) throws -> (cache: LocalCache, setAside: URL?) {
    do {
      return (try LocalCache(path: path), nil)
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    {
      let file = URL(fileURLWithPath: path)
      let aside = file.deletingPathExtension().appendingPathExtension("damaged-\(UUID().uuidString).sqlite")
      try FileManager.default.moveItem(at: file, to: aside)
      for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
      let cache = try LocalCache(path: path)
      try cache.database.write { db in
        try db.execute(sql: "INSERT INTO replaced_damaged (file) VALUES (?)", arguments: [aside.lastPathComponent])
      }
      return (cache, aside)
    }
  }

  /// Whether this cache replaced a damaged one not yet told to the user; true once, then forgotten.
  public func takeDamagedNotice() throws -> Bool {
    try database.write { db in
      let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM replaced_damaged") ?? 0
      try db.execute(sql: "DELETE FROM replaced_damaged")
      return count > 0
    }
  }
}
