import Foundation
import HTTPTypes
import TestSupport
import Testing

@testable import QuoteVaultServer

/// `quotevault-server backup` while the server writes, and `restore` (`DataBackup`).
@Suite("Backup and restore")
struct BackupTests {
  /// Collection names whose insert was acknowledged, each with whether the backup had begun.
  final class Acknowledged: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [(String, Bool)] = []
    private var backupBegun = false
    private var stopped = false

    var isStopped: Bool { lock.withLock { stopped } }
    func stop() { lock.withLock { stopped = true } }
    func beginBackup() { lock.withLock { backupBegun = true } }
    func add(_ name: String) { lock.withLock { names.append((name, backupBegun)) } }
    var beforeBackup: [String] { lock.withLock { names.filter { !$0.1 }.map(\.0) } }
    var count: Int { lock.withLock { names.count } }
  }

  @Test("A backup taken while four clients write holds every write acknowledged before it began; the restore serves it")
  func backupUnderWrites() async throws {
    let configuration = testConfiguration()
    let backup = temporaryDataDirectory()
    let acknowledged = Acknowledged()
    let avatarPath = try await withServerAnswer(configuration) { client in
      var client = client
      _ = try await client.signUp("backup@example.com")
      let userID = try #require(client.userID)
      let upload = try await client.uploadPNG("\(userID)/avatar.png")
      #expect(upload.status == .ok, "\(upload.text)")
      let writer = client
      try await withThrowingTaskGroup(of: Void.self) { group in
        for task in 0..<4 {
          group.addTask {
            var index = 0
            while !acknowledged.isStopped, !Task.isCancelled {
              let name = "w\(task)-\(index)"
              index += 1
              let reply = try await writer.request(
                .post, "/rest/v1/collections", json: #"{"id":"\#(UUID().uuidString.lowercased())","name":"\#(name)"}"#)
              if reply.status == .created { acknowledged.add(name) }
            }
          }
        }
        group.addTask {
          // Whatever happens here, the writers stop.
          defer { acknowledged.stop() }
          // Writes acknowledged before the backup begins (however loaded the machine), more while it runs.
          try #require(await waitUntil { acknowledged.count >= 20 })
          acknowledged.beginBackup()
          // SQLite's locks wait on this thread, not a cooperative one the writers need.
          try await Self.onThread { try DataBackup.backup(from: configuration.dataDirectory, to: backup) }
          // The backup left no lock behind: the server still takes writes.
          let afterBackup = acknowledged.count
          try #require(await waitUntil { acknowledged.count > afterBackup })
        }
        try await group.waitForAll()
      }
      return "\(userID)/avatar.png"
    }
    #expect(acknowledged.beforeBackup.count >= 20, "writes went on before the backup: \(acknowledged.count)")

    let restored = temporaryDataDirectory()
    try DataBackup.restore(from: backup, to: restored)
    var restoredConfiguration = testConfiguration(restored)
    restoredConfiguration.seed = false
    let expected = Set(acknowledged.beforeBackup)
    try await withServer(restoredConfiguration) { client in
      let key = client.info.serviceRoleKey
      let rows = try await client.request(.get, "/rest/v1/collections?select=name", key: key, bearer: key)
      let names = Set(rows.array.compactMap { $0["name"] as? String })
      #expect(expected.isSubset(of: names), "lost: \(expected.subtracting(names).sorted().prefix(10))")
      #expect(names.allSatisfy { $0.hasPrefix("w") }, "nothing but what was written")
      let avatar = try await client.request(.get, "/storage/v1/object/public/avatars/\(avatarPath)")
      #expect(avatar.status == .ok && avatar.body == tinyPNG, "the object's bytes came with its row")
      let session = try await client.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"backup@example.com","password":"correct horse battery"}"#)
      #expect(session.status == .ok, "the same jwt-secret and accounts: \(session.text)")
    }
  }

  @Test("Backup and restore write only into a new or empty folder, and restore refuses what is not a backup")
  func refusals() async throws {
    let configuration = testConfiguration()
    _ = try QuoteVaultServer.info(configuration)
    try await withServer(configuration) { _ in }
    let occupied = temporaryDataDirectory()
    try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
    try Data("keep me".utf8).write(to: occupied.appendingPathComponent("notes.txt"))
    #expect(throws: DataBackup.Problem.self) { try DataBackup.backup(from: configuration.dataDirectory, to: occupied) }
    #expect(throws: DataBackup.Problem.self) { try DataBackup.restore(from: configuration.dataDirectory, to: occupied) }
    #expect(try String(contentsOf: occupied.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me")
    let empty = temporaryDataDirectory()
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: DataBackup.Problem.self) { try DataBackup.restore(from: empty, to: temporaryDataDirectory()) }
  }

  @Test("The binary: backup of a running server's folder, then restore into a new one that serves its account")
  func commandLine() async throws {
    let data = temporaryDataDirectory()
    let backup = temporaryDataDirectory()
    let restored = temporaryDataDirectory()
    let server = try await ServerProcess.start(data: data)
    defer { server.kill() }
    let url = try #require(server.value("API URL: "))
    let (status, _) = try await http(
      "POST", "\(url)/auth/v1/signup", key: server.anonKey,
      json: #"{"email":"cli@example.com","password":"correct horse battery"}"#)
    #expect(status == 200)
    let made = try await TestTools.run("quotevault-server", ["backup", "--data", data.path, "--to", backup.path])
    #expect(made.status == 0 && made.output.hasPrefix("backed up to"), "\(made.output) \(made.error)")
    let again = try await TestTools.run("quotevault-server", ["backup", "--data", data.path, "--to", backup.path])
    #expect(again.status != 0 && again.error.contains("not empty"), "a backup never overwrites: \(again.error)")
    let back = try await TestTools.run(
      "quotevault-server", ["restore", "--from", backup.path, "--data", restored.path])
    #expect(back.status == 0, "\(back.error)")
    let copy = try await ServerProcess.start(data: restored)
    defer { copy.kill() }
    #expect(copy.anonKey == server.anonKey, "the same jwt-secret, so the same keys")
    let copyURL = try #require(copy.value("API URL: "))
    let (signIn, _) = try await http(
      "POST", "\(copyURL)/auth/v1/token?grant_type=password", key: copy.anonKey,
      json: #"{"email":"cli@example.com","password":"correct horse battery"}"#)
    #expect(signIn == 200)
  }

  /// Runs blocking work on a thread of its own.
  static func onThread(_ work: @escaping @Sendable () throws -> Void) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      Thread {
        do {
          try work()
          continuation.resume()
        } catch {
          continuation.resume(throwing: error)
        }
      }.start()
    }
  }
}
