import Foundation
import GRDB
import QuoteVaultSeed
import TestSupport
import Testing

@testable import QuoteVaultServer

/// A damaged data folder is refused with a clear message and a non-zero exit, never silently replaced; only what
/// never existed is created. A clean stop leaves the database file whole on its own.
@Suite("Data folder", .serialized)
struct DataFolderTests {
  /// Runs `quotevault-server serve` on `data`; answers its exit status and standard error, or nil if it was still
  /// running after a few seconds (it started: the test fails and the process is killed).
  private static func start(_ data: URL) async throws -> (status: Int32, error: String)? {
    let binary = try #require(TestTools.executable("quotevault-server"))
    let process = try ChildProcess(binary, ["--data", data.path, "--port", "0", "--bcrypt-cost", "4"])
    guard await process.exited(within: 20) else {
      process.send(SIGKILL)
      _ = await process.exited(within: 10)
      return nil
    }
    let text = await process.errors.all(within: 10) ?? process.errors.text
    return (process.terminationStatus, text)
  }

  /// A folder a server has created and stopped: the secret, the database and its WAL.
  private static func usedFolder() async throws -> URL {
    let data = temporaryDataDirectory()
    let server = try await ServerProcess.start(data: data)
    await server.crash()
    return data
  }

  private static func expectRefused(_ data: URL, saying words: String, _ comment: Comment) async throws {
    let before = try Self.snapshot(data)
    let result = try await Self.start(data)
    #expect(result != nil, "the server refused to start: \(comment)")
    guard let result else { return }
    #expect(result.status != 0, comment)
    #expect(result.error.contains(words), "\(comment): \(result.error)")
    #expect(try Self.snapshot(data) == before, "nothing in the folder was replaced or created: \(comment)")
  }

  /// Every file's name and bytes.
  private static func snapshot(_ data: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? [] {
      files[name] = FileManager.default.contents(atPath: data.appendingPathComponent(name).path) ?? Data()
    }
    return files
  }

  @Test("Processes creating a new folder's jwt-secret at once all end with the same one (the benchmark's two servers)")
  func secretCreatedOnce() throws {
    for _ in 0..<5 {
      let directory = temporaryDataDirectory()
      let keys = ConcurrentResults()
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        keys.append(try? ProjectKeys.load(from: directory).anonKey)
      }
      #expect(keys.values.count == 8 && Set(keys.values).count == 1, "\(Set(keys.values).count) secrets")
      let stored = try #require(
        FileManager.default.contents(atPath: directory.appendingPathComponent("jwt-secret").path))
      #expect(try ProjectKeys.load(from: directory).anonKey == keys.values.first)
      #expect(stored.count == 64)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
      #expect(leftovers.isEmpty, "\(leftovers)")
    }
  }

  final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ value: String?) { lock.withLock { if let value { stored.append(value) } } }
    var values: [String] { lock.withLock { stored } }
  }

  @Test("A garbage, truncated or empty jwt-secret is refused, never replaced")
  func damagedSecret() async throws {
    for (content, words) in [("not a secret at all\n", "damaged"), ("0123456789abcdef", "truncated"), ("", "empty")] {
      let data = try await Self.usedFolder()
      try Data(content.utf8).write(to: data.appendingPathComponent("jwt-secret"))
      try await Self.expectRefused(data, saying: words, "jwt-secret \(words)")
    }
  }

  @Test("A zero-length database (with its WAL beside it) is refused, and the WAL is kept")
  func emptyDatabase() async throws {
    let data = try await Self.usedFolder()
    let database = data.appendingPathComponent("quotevault.sqlite")
    try Data().write(to: database)
    try Data("changes".utf8).write(to: data.appendingPathComponent("quotevault.sqlite-wal"))
    try await Self.expectRefused(data, saying: "is empty (0 bytes)", "zero-length database")
  }

  @Test("An unreadable or foreign database file is refused")
  func unreadableDatabase() async throws {
    let data = try await Self.usedFolder()
    let database = data.appendingPathComponent("quotevault.sqlite")
    try Data(repeating: 0x41, count: 4096).write(to: database)
    try await Self.expectRefused(data, saying: "is not an SQLite database", "garbage database")
    // A directory where the database should be cannot be read as one.
    let other = try await Self.usedFolder()
    let path = other.appendingPathComponent("quotevault.sqlite")
    try FileManager.default.removeItem(at: path)
    try FileManager.default.removeItem(at: other.appendingPathComponent("quotevault.sqlite-wal"))
    try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
    try await Self.expectRefused(other, saying: "is a directory", "database is a directory")
  }

  @Test("A WAL without its database is refused")
  func walWithoutDatabase() async throws {
    let data = try await Self.usedFolder()
    try FileManager.default.removeItem(at: data.appendingPathComponent("quotevault.sqlite"))
    try Data("changes".utf8).write(to: data.appendingPathComponent("quotevault.sqlite-wal"))
    try await Self.expectRefused(data, saying: "is missing", "WAL without database")
  }

  @Test("A read-only folder with a WAL present is refused before anything is opened")
  func readOnlyFolder() async throws {
    let data = try await Self.usedFolder()
    #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("quotevault.sqlite-wal").path))
    // Root may write whatever the mode bits say, so the writability test is the one a read-only mount gives.
    #expect(throws: DataFolderProblem.self) { try DataFolder.check(data, isWritable: { _ in false }) }
    #expect(throws: DataFolderProblem.self) {
      try DataFolder.check(data, isWritable: { !$0.hasSuffix("-wal") })
    }
    if geteuid() != 0 {
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: data.path)
      defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.path) }
      try await Self.expectRefused(data, saying: "read-only", "read-only folder")
    }
  }

  @Test("A new folder is created whole, and a used one starts again")
  func createsOnlyWhatNeverExisted() async throws {
    let data = temporaryDataDirectory()
    let first = try await ServerProcess.start(data: data)
    let anon = first.anonKey
    await first.stop()
    let second = try await ServerProcess.start(data: data)
    defer { second.kill() }
    #expect(second.anonKey == anon, "the secret was read, not replaced")
  }

  @Test("A clean stop checkpoints the WAL: the database file alone holds every acknowledged write")
  func cleanStopCheckpoints() async throws {
    let data = temporaryDataDirectory()
    let server = try await ServerProcess.start(data: data)
    let url = try #require(server.value("API URL: "))
    let (status, _) = try await http(
      "POST", "\(url)/auth/v1/signup", key: server.anonKey,
      json: #"{"email":"backup@example.com","password":"correct horse battery"}"#)
    #expect(status == 200)
    #expect(await server.stop(), "the server stopped by itself on SIGTERM")
    #expect(!server.process.isRunning && server.process.terminationStatus == 0)
    let wal = data.appendingPathComponent("quotevault.sqlite-wal").path
    let walSize = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
    #expect(walSize == 0, "the WAL was emptied into the database")
    // The database file and the secret alone, as a backup holds them.
    let copy = temporaryDataDirectory()
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    for name in ["quotevault.sqlite", "jwt-secret"] {
      try FileManager.default.copyItem(at: data.appendingPathComponent(name), to: copy.appendingPathComponent(name))
    }
    let restored = try await ServerProcess.start(data: copy)
    defer { restored.kill() }
    let again = try #require(restored.value("API URL: "))
    let (signIn, _) = try await http(
      "POST", "\(again)/auth/v1/token?grant_type=password", key: restored.anonKey,
      json: #"{"email":"backup@example.com","password":"correct horse battery"}"#)
    #expect(signIn == 200, "the account is in the database file alone")
  }

  @Test("A WAL left beside the database (a crash, a bulk load) is copied back at open, its writes kept")
  func leftoverWALCheckpointedAtOpen() async throws {
    // What a crash leaves: the database and a WAL holding committed writes, copied while the first store is open.
    let first = temporaryDataDirectory()
    let running = try Store(directory: first, seed: true)
    try running.loadGeneratedQuotes(count: 300)
    let crashed = temporaryDataDirectory()
    try FileManager.default.createDirectory(at: crashed, withIntermediateDirectories: true)
    for name in ["quotevault.sqlite", "quotevault.sqlite-wal"] {
      try FileManager.default.copyItem(
        at: first.appendingPathComponent(name), to: crashed.appendingPathComponent(name))
    }
    let wal = crashed.appendingPathComponent("quotevault.sqlite-wal").path
    #expect(try Self.size(wal) > 0, "the copied WAL holds the load")

    // Measured while the store is open: its close would checkpoint and remove the WAL whatever the open did.
    let store = try Store(directory: crashed, seed: true)
    let size = try withExtendedLifetime(store) { try Self.size(wal) }
    #expect(size == 0, "every page a read touches is in the database file, none in the WAL")
    let check = try DatabaseQueue(path: crashed.appendingPathComponent("quotevault.sqlite").path)
    let quotes = try await check.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM quotes") }
    #expect(quotes == SeedQuotes.all.count + 300, "the WAL's writes are in the database")
  }

  private static func size(_ path: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
  }

  @Test("Every write is flushed: the writer connection runs synchronous = FULL (2), not GRDB's WAL default")
  func writerIsSynchronousFull() async throws {
    let store = try Store(directory: temporaryDataDirectory(), seed: false)
    #expect(try await store.writerSynchronous() == 2)
  }
}
