import Foundation
import SharedStore
import Synchronization
import TestSupport
import Testing

private struct Settings: Codable, Equatable, Sendable {
  var interval: Int
  var name: String
}

private let settingsKey = StoreKey("settings", default: Settings(interval: 60, name: "default"))

/// A fresh, empty directory for one test.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("SharedStoreTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Collects the errors a store reports.
final class ErrorLog: Sendable {
  private let errors = Mutex<[SharedStoreError]>([])
  var all: [SharedStoreError] { errors.withLock { $0 } }
  func record(_ error: SharedStoreError) { errors.withLock { $0.append(error) } }
}

@Suite("SharedStore")
struct SharedStoreTests {
  @Test("A written value reads back; nothing written reads as the default without an error")
  func roundTrip() throws {
    let log = ErrorLog()
    let store = SharedStore(directory: try temporaryDirectory(), onError: log.record)
    #expect(store.read(settingsKey) == Settings(interval: 60, name: "default"))
    try store.write(Settings(interval: 15, name: "Puck"), for: settingsKey)
    #expect(store.read(settingsKey) == Settings(interval: 15, name: "Puck"))
    let updated = try store.update(settingsKey) { $0.interval = 30 }
    #expect(updated.interval == 30 && store.read(settingsKey).name == "Puck")
    try store.remove(settingsKey)
    #expect(store.read(settingsKey).interval == 60)
    #expect(log.all.isEmpty)
  }

  @Test("A corrupt file gives the default and a reported error, never a crash")
  func corruptFile() throws {
    let directory = try temporaryDirectory()
    let log = ErrorLog()
    let store = SharedStore(directory: directory, onError: log.record)
    for garbage in ["", "{", "null", "{\"schemaVersion\":1}", "{\"schemaVersion\":1,\"value\":{\"interval\":\"x\"}}"] {
      try Data(garbage.utf8).write(to: directory.appendingPathComponent("settings.json"))
      #expect(store.read(settingsKey) == settingsKey.defaultValue, "\(garbage)")
    }
    #expect(log.all.count == 5)
    guard case .corrupt(key: "settings", _) = log.all.first else {
      Issue.record("expected a corrupt-file error, got \(log.all)")
      return
    }
  }

  @Test("An unreadable path (a directory where the file should be) is reported, not fatal")
  func unreadable() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("settings.json"), withIntermediateDirectories: true)
    let log = ErrorLog()
    let store = SharedStore(directory: directory, onError: log.record)
    #expect(store.read(settingsKey) == settingsKey.defaultValue)
    #expect(log.all.count == 1)
    #expect(throws: SharedStoreError.self) { try store.write(Settings(interval: 5, name: "x"), for: settingsKey) }
  }

  @Test("A newer app upgrades a file written with an older schema")
  func upgradesOlderSchema() throws {
    struct SettingsV1: Codable, Sendable { var minutes: Int }
    let directory = try temporaryDirectory()
    let store = SharedStore(directory: directory)
    try store.write(SettingsV1(minutes: 5), for: StoreKey("settings", default: SettingsV1(minutes: 60)))

    let v2 = StoreKey("settings", default: Settings(interval: 60, name: "default"), schemaVersion: 2) {
      version, json in
      #expect(version == 1)
      let old = try JSONDecoder().decode(SettingsV1.self, from: json)
      return Settings(interval: old.minutes, name: "upgraded")
    }
    #expect(store.read(v2) == Settings(interval: 5, name: "upgraded"))
  }

  @Test("An older app reading a newer, incompatible file reports it and keeps its default")
  func newerSchema() throws {
    let directory = try temporaryDirectory()
    try Data(#"{"schemaVersion":7,"value":{"completely":"different"}}"#.utf8)
      .write(to: directory.appendingPathComponent("settings.json"))
    let log = ErrorLog()
    #expect(SharedStore(directory: directory, onError: log.record).read(settingsKey) == settingsKey.defaultValue)
    #expect(log.all == [.newerSchema(key: "settings", stored: 7, supported: 1)])
  }

  @Test("An update never writes over what it could not read: damaged bytes are set aside, the rest refuse")
  func updateKeepsWhatItCannotRead() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("settings.json")
    let store = SharedStore(directory: directory, onError: { _ in })
    // Damaged: the bytes are kept beside it, and the change is made to the default.
    try Data("{ half a favourites list".utf8).write(to: file)
    let updated = try store.update(settingsKey) { $0.interval = 30 }
    #expect(updated == Settings(interval: 30, name: "default"))
    let aside = directory.appendingPathComponent("settings.damaged.json")
    #expect(try Data(contentsOf: aside) == Data("{ half a favourites list".utf8), "the damaged bytes are kept")
    // Written by a newer version: refused, and the file is left as it was.
    let newer = Data(#"{"schemaVersion":7,"value":{"completely":"different"}}"#.utf8)
    try newer.write(to: file)
    #expect(throws: SharedStoreError.newerSchema(key: "settings", stored: 7, supported: 1)) {
      try store.update(settingsKey) { $0.interval = 45 }
    }
    #expect(try Data(contentsOf: file) == newer)
    // Not readable now (before the first unlock): refused, nothing written.
    try store.write(Settings(interval: 15, name: "Puck"), for: settingsKey)
    let locked = SharedStore(directory: directory, readGate: { _ in CocoaError(.fileReadNoPermission) })
    #expect(throws: SharedStoreError.self) { try locked.update(settingsKey) { $0.interval = 45 } }
    #expect(store.read(settingsKey) == Settings(interval: 15, name: "Puck"))
  }

  @Test("Writes leave no temporary files and call the write hook (used to reload widgets)")
  func writeHook() throws {
    let directory = try temporaryDirectory()
    let written = Mutex<[String]>([])
    let store = SharedStore(directory: directory, onWrite: { name in written.withLock { $0.append(name) } })
    for interval in [5, 15, 30] { try store.write(Settings(interval: interval, name: "n"), for: settingsKey) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["settings.json"])
    #expect(written.withLock { $0 } == ["settings", "settings", "settings"])
  }

  @Test("Key names cannot point outside the store's directory")
  func keyNames() {
    #expect(
      AppGroup(suffix: "insolentbard", widgetKinds: []).identifier(bundlePrefix: "com.acme")
        == "group.com.acme.insolentbard")
    for bad in [
      "", "../escape", "/etc/passwd", "a/b", ".hidden", "name\u{0}", "ümlaut", String(repeating: "a", count: 201),
    ] {
      #expect(!SharedStore.isValidKeyName(bad), "\(bad)")
    }
    for good in ["settings", "current-insult", "notes_v2", "widget.state"] {
      #expect(SharedStore.isValidKeyName(good))
    }
  }

  @Test("A writer and a reader in two processes, thousands of rounds: no torn read")
  func twoProcesses() async throws {
    let directory = try temporaryDirectory()
    let tool = try #require(TestTools.executable("sharedstore-stress"))
    let rounds = 3_000
    let reader = try ChildProcess(tool, ["read", directory.path, String(rounds)])
    let writer = try ChildProcess(tool, ["write", directory.path, String(rounds)])
    try #require(await writer.exited(within: 300), "the writer finished")
    try #require(await reader.exited(within: 60), "the reader finished")
    let report = await reader.output.all(within: 10) ?? reader.output.text
    #expect(!writer.isRunning && writer.terminationStatus == 0)
    #expect(!reader.isRunning && reader.terminationStatus == 0)
    let counts = Dictionary(
      uniqueKeysWithValues: report.split(whereSeparator: \.isWhitespace).compactMap { field -> (String, String)? in
        let parts = field.split(separator: "=")
        return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
      })
    #expect(counts["torn"] == "0", "\(report)")
    #expect(counts["finished"] == "true", "\(report)")
    // The reader really raced the writer: it saw many different rounds, not just the last.
    #expect(Int(counts["distinct"] ?? "0")! > 10, "\(report)")
  }
}

@Suite("SharedStore removal")
struct SharedStoreRemovalTests {
  @Test("A file that cannot be removed throws and stays; one already gone is removed")
  func removalThatFails() throws {
    let directory = try temporaryDirectory()
    let refusing = SharedStore(
      directory: directory, readGate: nil, protector: nil, removeGate: { _ in CocoaError(.fileWriteUnknown) })
    try refusing.write(Settings(interval: 15, name: "Puck"), for: settingsKey)
    #expect(throws: SharedStoreError.self) { try refusing.remove(settingsKey) }
    #expect(refusing.read(settingsKey).interval == 15, "still there")
    let store = SharedStore(directory: directory)
    try store.remove(settingsKey)
    try store.remove(settingsKey)
    #expect(store.read(settingsKey).interval == 60)
  }
}
