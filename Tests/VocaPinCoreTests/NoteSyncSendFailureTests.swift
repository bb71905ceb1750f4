import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Records the server refuses one by one (a full iCloud, a record it cannot take, VocaPin's data deleted in
/// Settings) and the cost of writing the ledger: what the user is told, what is kept, what is sent again.
@MainActor
@Suite("iCloud Sync: records the server refuses")
struct NoteSyncSendFailureTests {
  let cloud = SimulatedICloud()

  @Test("Notes a full iCloud refused are said in words, kept on the iPhone, and sent once there is space")
  func fullICloudIsSaid() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    for text in ["Milk", "Bread", "Eggs"] { try phone.write(text) }
    await cloud.refuseSaves(of: "alice", with: .quotaExceeded)
    await phone.sync.setOn(true)

    #expect(phone.sync.status == .notAllSent(count: 3, .iCloudFull))
    let words = try #require(VocaPinCopy.syncStatus(phone.sync.status)?.text)
    #expect(words.contains("iCloud storage is full. 3 notes are waiting to sync"))
    #expect(phone.texts == ["Milk", "Bread", "Eggs"])
    #expect(await cloud.records(of: "alice").isEmpty)

    // Space again: the next sync (a return to the app, a save) sends them.
    await cloud.refuseSaves(of: "alice", with: nil)
    await phone.sync.sync()
    #expect(phone.sync.status == .upToDate)
    #expect(Set(await cloud.records(of: "alice").map(\.text)) == ["Milk", "Bread", "Eggs"])
  }

  @Test("A note iCloud cannot take as it is (a schema without VocaPin's records) is said, and not sent in a loop")
  func refusedRecordIsSaid() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Milk")
    // A production schema the record type was never deployed to: every new record is refused (`unknownItem`).
    await cloud.refuseSaves(of: "alice", with: .unknownItem)
    await phone.sync.setOn(true)

    #expect(phone.sync.status == .notAllSent(count: 1, .refused))
    let words = try #require(VocaPinCopy.syncStatus(phone.sync.status)?.text)
    #expect(words.contains("iCloud did not accept 1 note, so it is only on this iPhone"))
    // Sent once in this sync: sending it again as new cannot pass.
    #expect(await phone.engine.refusals == [.unknownItem])
    #expect(phone.texts == ["Milk"])
  }

  @Test("VocaPin's data deleted in Settings while a send is under way turns sync off; nothing is uploaded again")
  func userDeletedZoneStopsSync() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Milk")
    await phone.sync.setOn(true)
    try phone.write("Bread")
    // The user deletes VocaPin's data (Settings > Apple Account > iCloud) after this sync's fetch: the send finds
    // it gone (`CKError.userDeletedZone`).
    await phone.engine.beforeNextSend { [cloud] in await cloud.deleteZone(of: "alice", reason: .purged) }
    await phone.sync.sync()

    #expect(phone.sync.status == .stopped(.zoneDeleted))
    #expect(!phone.sync.isOn)
    #expect(!(await cloud.hasZone(of: "alice")))
    #expect(phone.texts == ["Milk", "Bread"])
    let words = try #require(VocaPinCopy.syncStatus(phone.sync.status)?.text)
    #expect(words.contains("iCloud Sync was turned off. Your notes stay on this iPhone"))
  }

  @Test("A first sync of a large board writes the ledger once per batch sent, not once per event")
  func oneLedgerWritePerBatch() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    for index in 0..<100 {
      try VocaPinShared.notes(in: phone.store).save(
        Note(text: "Note \(index)", color: .yellow, createdAt: SyncDates.start))
    }
    await phone.engine.setBatchSize(10)
    let writes = ReadCounter()
    phone.sync.writeLedger = { store, ledger in
      writes.record()
      try store.write(ledger, for: NoteSyncLedger.key)
    }
    await phone.sync.setOn(true)
    let batches = await phone.engine.sentBatches.count
    #expect(batches == 10)
    #expect(await cloud.records(of: "alice").count == 100)
    // One write per batch sent (its saved records and the engine's state together), plus the toggle, the
    // account, its sign-in and the sync's end: the engine's state updates never cost a write of their own.
    #expect(writes.count <= batches + 4)

    // Killed now, nothing is lost or sent twice: the ledger on disk knows every saved record.
    await phone.relaunch()
    await phone.sync.sync()
    #expect(await cloud.records(of: "alice").count == 100)
    #expect(phone.notes.count == 100)
  }
}
