import Foundation
import GRDB

/// A consistent copy of a data folder, taken while a server serves from it, and its restore.
///
/// The copy is itself a data folder (`serve --data` runs on it): `jwt-secret`, `quotevault.sqlite` (SQLite's
/// online backup through GRDB's `backup(to:)`, read in one transaction: a snapshot, while the server goes on
/// writing) and `storage/` with the file of every object the copied database names, and no other. Stored files
/// are never modified (an upload writes a new file, before its row), and a deleted or replaced file is removed
/// only after its row's commit. So the files are linked first (hard links: no time, no space; a copy across
/// filesystems), the snapshot taken after: every row in it names a file linked then, or one written between the
/// two, linked next. Should that one be gone already (uploaded and deleted within the backup), the backup starts
/// over. Every write acknowledged before the backup began is in it; none after it returned.
public enum DataBackup {
  public struct Summary: Sendable, Equatable {
    public let objects: Int
    public let databaseBytes: Int
  }

  public struct Problem: Error, CustomStringConvertible, Sendable {
    public let description: String
  }

  /// Copies the data folder `data` into `destination`, which must not exist or be empty.
  @discardableResult
  public static func backup(from data: URL, to destination: URL) throws -> Summary {
    try DataFolder.check(data)
    let database = data.appendingPathComponent(Store.fileName)
    guard FileManager.default.fileExists(atPath: database.path) else {
      throw Problem(description: "\(data.path) holds no database: nothing to back up.")
    }
    try requireEmpty(destination, what: "The backup folder")
    let manager = FileManager.default
    let storage = destination.appendingPathComponent("storage")
    try manager.createDirectory(at: storage, withIntermediateDirectories: true)
    try manager.copyItem(
      at: data.appendingPathComponent(ProjectKeys.fileName),
      to: destination.appendingPathComponent(ProjectKeys.fileName))
    var attempt = 0
    var objects = try copyOnce(data, storage, destination)
    while objects == nil, attempt < 3 {
      attempt += 1
      for suffix in ["", "-wal", "-shm"] {
        try? manager.removeItem(at: destination.appendingPathComponent(Store.fileName + suffix))
      }
      try manager.removeItem(at: storage)
      try manager.createDirectory(at: storage, withIntermediateDirectories: true)
      objects = try copyOnce(data, storage, destination)
    }
    guard let objects else {
      throw Problem(description: "Objects kept changing under the backup; try again when fewer uploads run.")
    }
    let target = try DatabaseQueue(path: destination.appendingPathComponent(Store.fileName).path)
    // The copy stands alone: its journal in the file itself, checked whole.
    let check = try target.writeWithoutTransaction { db -> String? in
      try db.execute(sql: "PRAGMA journal_mode = DELETE")
      return try String.fetchOne(db, sql: "PRAGMA integrity_check")
    }
    guard check == "ok" else {
      throw Problem(description: "The copied database failed its integrity check: \(check ?? "?")")
    }
    let size = (try? manager.attributesOfItem(atPath: destination.appendingPathComponent(Store.fileName).path))?[.size]
    return Summary(objects: objects, databaseBytes: (size as? NSNumber)?.intValue ?? 0)
  }

  /// Files, then the snapshot, then the files written between them; nil when a file a copied row names is
  /// gone (the caller starts over). Answers how many objects the copy holds.
  private static func copyOnce(_ data: URL, _ storage: URL, _ destination: URL) throws -> Int? {
    let manager = FileManager.default
    let live = data.appendingPathComponent("storage")
    let before = Set((try? manager.contentsOfDirectory(atPath: live.path)) ?? [])
    for file in before { try link(live.appendingPathComponent(file), storage.appendingPathComponent(file)) }
    var configuration = Configuration()
    configuration.readonly = true
    let source = try DatabasePool(
      path: data.appendingPathComponent(Store.fileName).path, configuration: configuration)
    let target = try DatabaseQueue(path: destination.appendingPathComponent(Store.fileName).path)
    try source.backup(to: target)
    let named = Set(try target.read { db in try String.fetchAll(db, sql: "SELECT file FROM storage_objects") })
    for file in named.subtracting(before) {
      // Names the server chose (random, one path segment); anything else is not followed.
      guard !file.isEmpty, !file.contains("/"), file != ".", file != ".." else { continue }
      guard manager.fileExists(atPath: live.appendingPathComponent(file).path) else { return nil }
      try link(live.appendingPathComponent(file), storage.appendingPathComponent(file))
    }
    // Files no copied row names: written after the snapshot, or orphans the server would sweep at its start.
    for file in before.subtracting(named) { try? manager.removeItem(at: storage.appendingPathComponent(file)) }
    return named.count
  }

  private static func link(_ from: URL, _ to: URL) throws {
    do {
      try FileManager.default.linkItem(at: from, to: to)
    } catch {
      try FileManager.default.copyItem(at: from, to: to)
    }
  }

  /// Copies the backup `backup` into the data folder `data`, which must not exist or be empty: a server
  /// never has its files replaced under it, and nothing is overwritten (move the old folder away first).
  public static func restore(from backup: URL, to data: URL) throws {
    // Only read: a backup on a read-only medium is fine.
    try DataFolder.check(backup, isWritable: { _ in true })
    for name in [Store.fileName, ProjectKeys.fileName]
    where !FileManager.default.fileExists(atPath: backup.appendingPathComponent(name).path) {
      throw Problem(description: "\(backup.path) is not a backup: it has no \(name).")
    }
    try requireEmpty(data, what: "The data folder")
    if FileManager.default.fileExists(atPath: data.path) { try FileManager.default.removeItem(at: data) }
    try FileManager.default.copyItem(at: backup, to: data)
    try DataFolder.check(data)
  }

  private static func requireEmpty(_ folder: URL, what: String) throws {
    guard FileManager.default.fileExists(atPath: folder.path) else { return }
    let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    guard contents.isEmpty else {
      throw Problem(description: "\(what) \(folder.path) is not empty; give a new or empty folder.")
    }
  }
}
