import Foundation
import GRDB

@testable import QuoteVaultServer

/// A data folder as an older server left it, for the tests of a migration that changes the catalogue: the schema up
/// to the migration before, the rows the test writes, then the migration run by opening a `Store` on the folder.
enum MigrationFolder {
  /// A new data folder whose database has the schema up to `migration` (foreign keys on, as the server opens it)
  /// and what `fill` writes.
  static func migrated(upTo migration: String, fill: (Database) throws -> Void) throws -> URL {
    let directory = temporaryDataDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    let pool = try DatabasePool(
      path: directory.appendingPathComponent(Store.fileName).path, configuration: configuration)
    try Schema.migrator().migrate(pool, upTo: migration)
    try pool.write(fill)
    try pool.close()
    return directory
  }

  /// The one number `sql` counts; -1 when it returns no row.
  static func count(_ store: Store, _ sql: String) async throws -> Int {
    try await store.budgetedRead { db in try Int.fetchOne(db, sql: sql) ?? -1 }
  }

  /// Every quote by id: its text, author, category and owner.
  static func rows(_ store: Store) async throws -> [Int64: [String?]] {
    try await store.budgetedRead { db in
      Dictionary(
        uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, text, author, category, owner_id FROM quotes").map {
          let fields: [String?] = [$0["text"], $0["author"], $0["category"], $0["owner_id"]]
          return ($0["id"] as Int64, fields)
        })
    }
  }
}
