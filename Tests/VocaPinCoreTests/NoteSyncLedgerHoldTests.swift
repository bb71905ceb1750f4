import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Sync's own file (the ledger) when it cannot be used (2026-12-01 review): only real damage is set aside. Before
/// the first unlock after a restart (the process starts in the background too) the file cannot be read: sync
/// waits, writing nothing, and runs once iOS makes the file readable. A newer version's file keeps sync off in this
/// version, said in words, and is kept for the newer version.
@MainActor
@Suite("iCloud Sync: a ledger that cannot be used now")
struct NoteSyncLedgerHoldTests {
  let cloud = SimulatedICloud()

  /// A phone whose sync is on and synced, as the app leaves it; the folder stays for the next launch.
  func syncedPhone() async throws -> SyncDevice {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Milk")
    await phone.sync.setOn(true)
    #expect(phone.sync.status == .upToDate)
    return phone
  }

  func ledgerFile(_ phone: SyncDevice) -> URL { phone.directory.appendingPathComponent("icloud-sync.json") }

  func folderNames(_ phone: SyncDevice) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: phone.directory.path))
  }

  @Test("Launched in the background before the first unlock, sync waits without touching its file, then syncs")
  func unreadableBeforeFirstUnlockWaits() async throws {
    let phone = try await syncedPhone()
    let saved = try Data(contentsOf: ledgerFile(phone))
    let before = try folderNames(phone)
    // The phone restarts; a push launches VocaPin in the background before the user unlocks it.
    let protection = SimulatedDataProtection(unlockedSinceRestart: false)
    let harness = VocaPinHarness()
    var dependencies = harness.dependencies()
    dependencies.store = protection.store(directory: phone.directory)
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn("alice")
    dependencies.noteSync = engine.client
    let process = VocaPinProcess(dependencies: dependencies)
    #expect(process.noteSync.status == .waitingForUnlock)
    #expect(
      VocaPinCopy.syncStatus(process.noteSync.status)?.text.contains("waiting for this iPhone to be unlocked") == true)
    await process.start()?.value
    #expect(await engine.startCount == 0, "nothing runs on a stand-in ledger")
    #expect(try Data(contentsOf: ledgerFile(phone)) == saved, "the file is kept as it was")
    #expect(try folderNames(phone) == before, "nothing set aside as damaged, nothing written")
    // The toggle cannot write over it either.
    await process.noteSync.setOn(false)
    #expect(try Data(contentsOf: ledgerFile(phone)) == saved)

    // The user unlocks: iOS posts protectedDataDidBecomeAvailable, and sync picks up where it was.
    try phone.write("Bread")
    protection.firstUnlock()
    await process.protectedDataBecameAvailable()
    #expect(process.noteSync.ledgerHold == nil && process.noteSync.isOn)
    #expect(process.noteSync.status == .upToDate)
    #expect(await engine.startCount == 1)
    #expect(Set(await cloud.records(of: "alice").map(\.text)) == ["Milk", "Bread"], "the edit made meanwhile is sent")
  }

  @Test("A file that is still unreadable when the app comes forward is read again at the next sync")
  func nextSyncReadsAgain() async throws {
    let phone = try await syncedPhone()
    let protection = SimulatedDataProtection(unlockedSinceRestart: false)
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn("alice")
    let sync = NoteSync(client: engine.client, store: protection.store(directory: phone.directory))
    #expect(sync.mayBeOn && !sync.isOn, "asked to sync, though not known to be on")
    await sync.sync()
    #expect(sync.status == .waitingForUnlock)
    protection.firstUnlock()
    await sync.sync()
    #expect(sync.isOn && sync.status == .upToDate)
  }

  @Test("A newer version's file keeps sync off in this version, says so, and is never set aside or written over")
  func newerVersionIsKept() async throws {
    let phone = try await syncedPhone()
    // A TestFlight build wrote the ledger in a newer shape this version cannot decode; then this version is
    // installed again.
    let version = NoteSyncLedger.key.schemaVersion + 1
    let saved = Data(#"{"schemaVersion":\#(version),"value":{"isOn":{"scope":"all"},"records":{}}}"#.utf8)
    try saved.write(to: ledgerFile(phone))
    let before = try folderNames(phone)
    // No account scripted: any question to iCloud fails the test.
    let engine = SimulatedSyncEngine(cloud: cloud)
    let sync = NoteSync(client: engine.client, store: phone.store)
    #expect(sync.status == .newerVersion && sync.ledgerHold == .newerVersion)
    #expect(!sync.isOn && !sync.mayBeOn)
    let words = try #require(VocaPinCopy.syncStatus(sync.status)?.text)
    #expect(words.contains("newer version of VocaPin") && words.contains("Update VocaPin"))
    await sync.sync()
    await sync.setOn(true)
    #expect(sync.status == .newerVersion, "the toggle cannot turn it on here")
    #expect(await engine.startCount == 0)
    #expect(try Data(contentsOf: ledgerFile(phone)) == saved, "kept as the newer version wrote it")
    #expect(try folderNames(phone) == before, "nothing set aside as damaged")
  }

  @Test("A damaged file is still set aside and sync reads as off")
  func damagedIsSetAside() async throws {
    let phone = try await syncedPhone()
    let damaged = Data("{ not json".utf8)
    try damaged.write(to: ledgerFile(phone))
    let sync = NoteSync(client: .unavailable, store: phone.store)
    #expect(sync.status == .off && sync.ledgerHold == nil)
    let aside = phone.directory.appendingPathComponent("icloud-sync.damaged.json")
    #expect(try Data(contentsOf: aside) == damaged, "its bytes are kept beside")
    #expect(!FileManager.default.fileExists(atPath: ledgerFile(phone).path))
  }
}
