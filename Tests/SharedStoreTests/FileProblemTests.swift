import Foundation
import SharedStore
import Testing

/// The store reports causes, not words: each app says them in the user's language.
@Suite("SharedStore file problems")
struct FileProblemTests {
  @Test("errno and Cocoa's codes become causes; a refusal without one is kept as the system gave it")
  func causesFromErrors() {
    func posix(_ code: Int32) -> NSError { NSError(domain: NSPOSIXErrorDomain, code: Int(code)) }
    func cocoa(_ code: CocoaError.Code, underlying: NSError? = nil) -> NSError {
      NSError(
        domain: NSCocoaErrorDomain, code: code.rawValue,
        userInfo: underlying.map { [NSUnderlyingErrorKey: $0] } ?? [:])
    }
    let cases: [(NSError, FileProblem)] = [
      (posix(EACCES), .permissionDenied), (posix(EPERM), .permissionDenied), (posix(ENOSPC), .diskFull),
      (posix(EROFS), .readOnlyDisk), (posix(ENOTDIR), .notAFolder), (posix(EISDIR), .folderInTheWay),
      (posix(ENOENT), .missing), (posix(ENAMETOOLONG), .pathTooLong),
      (cocoa(.fileWriteOutOfSpace), .diskFull), (cocoa(.fileReadNoPermission), .permissionDenied),
      (cocoa(.fileWriteVolumeReadOnly), .readOnlyDisk), (cocoa(.fileReadNoSuchFile), .missing),
      // The POSIX error underneath says more than Cocoa's general "could not write".
      (cocoa(.fileWriteUnknown, underlying: posix(ENOSPC)), .diskFull),
      (cocoa(.fileWriteUnknown), .other(domain: NSCocoaErrorDomain, code: CocoaError.Code.fileWriteUnknown.rawValue)),
      (NSError(domain: "Elsewhere", code: 9), .other(domain: "Elsewhere", code: 9)),
    ]
    for (error, problem) in cases {
      #expect(FileProblem(error) == problem, "\(error)")
    }
  }

  @Test("A store whose folder is a file says so as a cause, and writes nothing over the file")
  func folderIsAFile() throws {
    let place = FileManager.default.temporaryDirectory.appendingPathComponent("FileProblem-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: place) }
    try Data("mine".utf8).write(to: place)
    let store = SharedStore(directory: place)
    let key = StoreKey("settings", default: 0)
    #expect(store.folderProblem() == .unusableFolder(path: place.path, problem: .notAFolder))
    #expect(throws: SharedStoreError.writeFailed(key: "settings", problem: .notAFolder)) {
      try store.write(1, for: key)
    }
    #expect(try Data(contentsOf: place) == Data("mine".utf8))
  }

  @Test("A folder where the value's file should be is a cause too, and the folder is left alone")
  func folderInTheWay() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileProblem-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocking = directory.appendingPathComponent("settings.json")
    try FileManager.default.createDirectory(at: blocking, withIntermediateDirectories: true)
    let store = SharedStore(directory: directory)
    let key = StoreKey("settings", default: 0)
    // Reading a folder fails with a cause per platform (Linux's Foundation gives only Cocoa's "unknown").
    guard case .failure(.unreadable(key: "settings", _)) = store.load(key) else {
      Issue.record("expected an unreadable file, got \(store.load(key))")
      return
    }
    // Renaming the new file over the folder fails with EISDIR.
    #expect(throws: SharedStoreError.writeFailed(key: "settings", problem: .folderInTheWay)) {
      try store.write(1, for: key)
    }
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: blocking.path, isDirectory: &isFolder) && isFolder.boolValue)
  }
}
