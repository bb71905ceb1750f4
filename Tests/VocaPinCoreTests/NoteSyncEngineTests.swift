import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// iCloud Sync against what CloudKit's engine does that the core must not get wrong: its weak delegate, fetched
/// records the app cannot read, zone deletions and their reasons, sign-ins, and the cost of a large first sync.
@MainActor
@Suite("iCloud Sync: the engine")
struct NoteSyncEngineTests {
  let cloud = SimulatedICloud()

  @Test("The engine holds its delegate weakly: a client that does not keep it never syncs")
  func engineDelegateIsWeak() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Milk")
    await phone.engine.forgetDelegateAtStart()
    await withKnownIssue("CKSyncEngine.Configuration.delegate is weak: a delegate nobody keeps is gone") {
      await phone.sync.setOn(true)
    }
    #expect(await cloud.records(of: "alice").isEmpty)

    // The client keeping its delegate (as `SimulatedSyncEngine` and `LiveNoteSyncEngine` do) syncs.
    await phone.relaunch()
    await phone.sync.sync()
    #expect(await cloud.records(of: "alice").map(\.text) == ["Milk"])
  }

  @Test("A first sync of many notes reads the notes' files once per fetched batch, not once per note")
  func fetchedBatchReadsFilesOnce() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    for index in 0..<60 {
      try VocaPinShared.notes(in: phone.store).save(
        Note(text: "Note \(index)", color: .yellow, createdAt: SyncDates.start))
    }
    await phone.sync.setOn(true)
    #expect(await cloud.records(of: "alice").count == 60)

    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await pad.engine.setBatchSize(20)
    let reads = ReadCounter()
    pad.sync.loadNotes = { store in
      reads.record()
      return NotesRepository(store: store).load()
    }
    await pad.sync.setOn(true)
    #expect(pad.notes.count == 60)
    // Three fetched batches, and one read to find what to send: never one per note.
    #expect(reads.count <= 4)
    #expect(reads.count > 0 && reads.onMainThread == 0, "the folder is read off the main actor")
  }

  @Test("A fetched record the app cannot read (words too long or missing) neither deletes nor changes a note")
  func unreadableRecordLeavesNoteAlone() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let long = try phone.write("Too long elsewhere")
    let missing = try phone.write("Words missing elsewhere")
    await phone.sync.setOn(true)
    // Another client (a later version, a damaged record) saves what this app cannot read.
    for var record in await cloud.records(of: "alice") {
      if record.id == long.id { record.text = String(repeating: "a", count: NoteBoard.maximumLength + 1) }
      if record.id == missing.id {
        record.text = ""
        record.unreadable = true
      }
      guard case .success = await cloud.save(record, for: "alice") else { throw CancellationError() }
    }
    await phone.sync.sync()
    #expect(phone.texts == ["Too long elsewhere", "Words missing elsewhere"])
    #expect(phone.recentlyDeleted.isEmpty)
    #expect(Set(phone.sync.ledger.unapplied.keys) == [long.id, missing.id])
    #expect(await cloud.records(of: "alice").allSatisfy { !$0.isTombstone })
  }

  @Test("Encrypted data reset in account recovery: sync stays on and every note is uploaded again")
  func encryptedDataResetUploadsAgain() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Gate code 4512")
    try phone.write("Milk")
    await phone.sync.setOn(true)
    await pad.sync.setOn(true)
    await cloud.deleteZone(of: "alice", reason: .encryptedDataReset)

    await phone.sync.sync()
    #expect(phone.sync.status == .upToDate)
    #expect(phone.sync.isOn)
    #expect(Set(await cloud.records(of: "alice").map(\.text)) == ["Gate code 4512", "Milk"])
    await pad.sync.sync()
    #expect(pad.texts == ["Gate code 4512", "Milk"])
    #expect(pad.notes.count == 2)
  }

  @Test("A sign-in with records whose account is not known never reuses them: sync turns off, notes kept")
  func signInWithRecordsOfNoAccount() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Alice's note")
    await phone.sync.setOn(true)
    // A ledger holding records but no account, and an engine starting afresh.
    var ledger = phone.sync.ledger
    ledger.account = nil
    ledger.engineState = nil
    try phone.store.write(ledger, for: NoteSyncLedger.key)
    await phone.relaunch()
    await phone.signIn("bob")
    try phone.write("Written after")

    await phone.sync.sync()
    #expect(phone.sync.status == .stopped(.accountChanged))
    #expect(!phone.sync.isOn)
    #expect(phone.sync.ledger.records.isEmpty)
    #expect(phone.texts == ["Alice's note", "Written after"])
    #expect(await cloud.records(of: "bob").isEmpty)
  }
}

/// How many times the notes' files were read, and how many of those reads ran on the main thread.
final class ReadCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var reads = 0
  private var readsOnMain = 0
  var count: Int { lock.withLock { reads } }
  var onMainThread: Int { lock.withLock { readsOnMain } }

  func record() {
    lock.withLock {
      reads += 1
      if Thread.isMainThread { readsOnMain += 1 }
    }
  }
}
