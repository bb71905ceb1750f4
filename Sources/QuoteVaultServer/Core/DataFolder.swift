import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the server will not start on a data folder: something that existed is damaged or unusable. Replacing it
/// would lose data (a new JWT secret voids every key and token; SQLite takes a zero-length file for a new empty
/// database and deletes the WAL beside it), so the operator is told what to restore instead.
public struct DataFolderProblem: Error, CustomStringConvertible, LocalizedError {
  public let description: String
  public var errorDescription: String? { description }
}

/// Checks the data folder before anything in it is opened: whatever exists must be readable and whole, and the
/// folder writable; only what never existed is created (by `ProjectKeys` and `Store`).
enum DataFolder {
  /// SQLite's file header: the first 16 bytes of every database file.
  static let sqliteHeader = Array("SQLite format 3\0".utf8)

  /// `isWritable` answers for a path (the folder, the database and its WAL); tests pass their own, as root may
  /// write anywhere whatever the mode bits say.
  static func check(_ directory: URL, isWritable: (String) -> Bool = { access($0, W_OK) == 0 })
    throws(DataFolderProblem)
  {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return }  // a new folder
    let folder = directory.path
    guard isDirectory.boolValue else { throw problem("\(folder) is a file, not a data folder.") }
    guard isWritable(folder) else {
      throw problem(
        "The data folder \(folder) is read-only. The server writes its database and WAL there: make it writable, "
          + "or start on a writable copy of the folder.")
    }
    let database = directory.appendingPathComponent(Store.fileName).path
    let wal = database + "-wal"
    for path in [database, wal] where manager.fileExists(atPath: path) && !isWritable(path) {
      throw problem("\(path) is read-only. Make it writable (the server writes every change there).")
    }
    if manager.fileExists(atPath: database) {
      try checkDatabase(database)
    } else if let size = fileSize(wal), size > 0 {
      throw problem(
        "\(wal) holds changes but \(database) is missing. Restore the database file from a backup; starting "
          + "without it would discard the WAL.")
    }
  }

  /// The database file exists: it must be a readable, non-empty SQLite file.
  private static func checkDatabase(_ path: String) throws(DataFolderProblem) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      throw problem("\(path) is a directory, not a database file.")
    }
    guard let size = fileSize(path) else { throw problem("\(path) cannot be read (\(lastError())).") }
    guard size > 0 else {
      throw problem(
        "\(path) is empty (0 bytes). Restore it from a backup, or move it (and any \(Store.fileName)-wal) aside "
          + "to start a new project.")
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw problem("\(path) cannot be read (\(lastError())).") }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: sqliteHeader.count)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else { throw problem("\(path) cannot be read (\(lastError())).") }
    guard count == sqliteHeader.count, header == sqliteHeader else {
      throw problem("\(path) is not an SQLite database (damaged or truncated). Restore it from a backup.")
    }
  }

  /// The damaged JWT secret: refused, never replaced (every issued key and token would stop working).
  static func damagedSecret(_ path: String, _ why: String) -> DataFolderProblem {
    problem(
      "\(path) is \(why). It signs every key and token of this project: restore it from a backup, or move it "
        + "aside to start with a new secret (every issued key and token then stops working).")
  }

  /// Wraps an error met opening the database.
  static func unopenable(_ directory: URL, _ error: any Error) -> DataFolderProblem {
    problem("Could not open the database in \(directory.path): \(error). Restore it from a backup.")
  }

  private static func fileSize(_ path: String) -> Int64? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int64(status.st_size)
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }

  private static func problem(_ text: String) -> DataFolderProblem { DataFolderProblem(description: text) }
}
