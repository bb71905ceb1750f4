import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// The account check (`CKContainer.userRecordID()`, a server call): a launch without network still syncs with the
/// user the ledger saved, the user is asked once per sync rather than before each batch, and events that come
/// after sync stopped change nothing.
@MainActor
@Suite("iCloud Sync: the account check")
struct NoteSyncAccountCheckTests {
  let cloud = SimulatedICloud()

  @Test("A launch without network starts sync with the saved account and says Offline, not 'not ready'")
  func offlineLaunchStartsWithSavedAccount() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Before the train")
    await phone.sync.setOn(true)

    await phone.relaunch()
    await phone.engine.setOnline(false)
    try phone.write("Written on the train")
    await phone.sync.sync()
    #expect(phone.sync.status == .offline)
    #expect(phone.sync.isOn)

    // The network is back: the user is asked again and the note goes.
    await phone.engine.setOnline(true)
    await phone.sync.sync()
    #expect(phone.sync.status == .upToDate)
    #expect(Set(await cloud.records(of: "alice").map(\.text)) == ["Before the train", "Written on the train"])
  }

  @Test("Sync turned on for the first time without network says Offline, sends nothing, and syncs once it is back")
  func offlineFirstLaunchWaits() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Mine")
    await phone.engine.setOnline(false)
    await phone.sync.setOn(true)
    #expect(phone.sync.status == .offline)
    #expect(VocaPinCopy.syncStatus(phone.sync.status)?.text.hasPrefix("Offline.") == true)
    #expect(await cloud.records(of: "alice").isEmpty)

    await phone.engine.setOnline(true)
    await phone.sync.sync()
    #expect(phone.sync.status == .upToDate)
    #expect(await cloud.records(of: "alice").map(\.text) == ["Mine"])
  }

  @Test("The user is asked once for a sync of ten fetched batches, not before each batch")
  func userAskedOncePerSync() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    await phone.sync.setOn(true)
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    for index in 0..<10 { try pad.write("Note \(index)") }
    await pad.sync.setOn(true)

    await phone.engine.setBatchSize(1)
    try phone.write("From the phone")
    let before = await phone.engine.userRecordCalls
    await phone.sync.sync()
    #expect(phone.notes.count == 11)
    #expect(await cloud.records(of: "alice").count == 11)
    #expect(await phone.engine.userRecordCalls - before == 1)
  }

  @Test("The engine's own sync of ten batches, with state updates between them, asks the user once")
  func automaticSyncAsksOnce() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    await phone.sync.setOn(true)
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    for index in 0..<10 { try pad.write("Note \(index)") }
    await pad.sync.setOn(true)

    await phone.engine.setBatchSize(1)
    let before = await phone.engine.userRecordCalls
    await phone.engine.syncAutomatically()
    #expect(phone.notes.count == 10)
    #expect(await phone.engine.userRecordCalls - before == 1)
    // The next sync of the engine's own asks again.
    try pad.write("Note 10")
    await pad.sync.sync()
    await phone.engine.syncAutomatically()
    #expect(phone.notes.count == 11)
    #expect(await phone.engine.userRecordCalls - before == 2)
  }

  @Test("A fetched batch and a state update that come after sync was turned off change nothing")
  func eventsAfterStopChangeNothing() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Mine")
    await phone.sync.setOn(true)
    await phone.sync.setOn(false)
    let ledger = phone.sync.ledger

    let late = NoteRecord(
      id: UUID(), text: "Late", color: .yellow, createdAt: SyncDates.start, editedAt: SyncDates.start,
      systemFields: Data("tag-99".utf8))
    await phone.sync.handle(.fetchedRecordZoneChanges(modifications: [late], deletions: []))
    await phone.sync.handle(.stateUpdate(Data("late state".utf8)))

    #expect(phone.sync.ledger == ledger)
    #expect(phone.texts == ["Mine"])
    #expect(phone.sync.status == .off)
  }

  @Test("The engine's own send that saves records clears an Offline status")
  func automaticSendClearsOffline() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    await phone.sync.setOn(true)
    await phone.engine.setOnline(false)
    try phone.write("Written offline")
    await phone.sync.sync()
    #expect(phone.sync.status == .offline)

    // The network is back and another device's change comes as a push: the engine fetches and sends on its own.
    await phone.engine.setOnline(true)
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    try pad.write("From the iPad")
    await pad.sync.setOn(true)
    await phone.engine.syncAutomatically()

    #expect(Set(await cloud.records(of: "alice").map(\.text)) == ["Written offline", "From the iPad"])
    #expect(phone.sync.status == .upToDate)
  }
}
