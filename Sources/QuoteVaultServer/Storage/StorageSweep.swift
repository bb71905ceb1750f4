import Foundation
import GRDB
import Logging

/// The storage folder keeps an object's bytes in a file its row names. A file no row names is an orphan: the
/// bytes of an object whose row went (an account deleted, an object removed or replaced) when removing the file
/// failed or the server stopped in between, or a write that never got its row. At start, before anything is
/// served, no upload is under way, so every such file goes: a deleted account's photo does not outlive it.
enum StorageSweep {
  /// Removes the files of `directory` that no `storage_objects` row names; returns how many went. A folder that
  /// does not exist yet holds nothing to sweep.
  @discardableResult
  static func removeOrphans(store: Store, directory: URL, logger: Logger) async throws -> Int {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path), !names.isEmpty else {
      return 0
    }
    let named = Set(
      try await store.budgetedRead { db in try String.fetchAll(db, sql: "SELECT file FROM storage_objects") })
    var removed = 0
    for name in names where !named.contains(name) {
      do {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        removed += 1
      } catch {
        logger.warning("A stored file no object names could not be removed: \(name): \(error)")
      }
    }
    if removed > 0 { logger.notice("Removed \(removed) stored files no object names.") }
    return removed
  }
}
