import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// iCloud Sync of notes (issue 40), two simulated iPhones sharing one simulated iCloud.
@MainActor
@Suite("iCloud Sync")
struct NoteSyncTests {
  let cloud = SimulatedICloud()

  @Test("iCloud Sync is off until the user turns it on: nothing is asked of iCloud")
  func offByDefault() async throws {
    // No account is scripted: any question to iCloud would fail the test.
    let engine = SimulatedSyncEngine(cloud: cloud)
    let store = SharedStore(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("vocapin-sync-\(UUID().uuidString)"))
    let sync = NoteSync(client: engine.client, store: store)
    try VocaPinShared.notes(in: store).save(Note(text: "Private", color: .blue, createdAt: SyncDates.start))
    await sync.sync()
    #expect(sync.status == .off)
    #expect(!sync.isOn)
    #expect(await cloud.records(of: "alice").isEmpty)
  }

  @Test("Two iPhones on one Apple Account end with the same notes, sent in batches")
  func twoDevicesConverge() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await phone.engine.setBatchSize(2)
    for text in ["Milk", "Call Ana", "Gate code 4512"] { try phone.write(text) }
    await phone.sync.setOn(true)
    #expect(phone.sync.status == .upToDate)
    #expect(await phone.engine.sentBatches.map(\.count) == [2, 1])

    await pad.sync.setOn(true)
    #expect(pad.texts == ["Milk", "Call Ana", "Gate code 4512"])
    #expect(pad.notesChangedCount > 0)

    let milk = try #require(pad.notes.first { $0.text == "Milk" })
    try pad.write("Oat milk", id: milk.id, editedAt: SyncDates.minutes(5))
    try pad.write("Book dentist")
    await pad.sync.sync()
    await phone.sync.sync()
    #expect(phone.texts == ["Oat milk", "Call Ana", "Gate code 4512", "Book dentist"])
    #expect(Set(phone.notes.map(\.id)) == Set(pad.notes.map(\.id)))
    #expect(await cloud.records(of: "alice").count == 4)
  }

  @Test("Notes written offline wait on the iPhone and go when the network is back")
  func offlineEditsSyncLater() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await phone.sync.setOn(true)
    await phone.engine.setOnline(false)
    try phone.write("Written on the train")
    await phone.sync.sync()
    #expect(phone.sync.status == .offline)
    #expect(await cloud.records(of: "alice").isEmpty)

    // The app is ended while offline: the note is still to be sent at the next launch.
    await phone.relaunch()
    await phone.sync.sync()
    #expect(phone.sync.status == .upToDate)
    await pad.sync.setOn(true)
    #expect(pad.texts == ["Written on the train"])
  }

  @Test("An edit on each iPhone keeps both: the newer in the note, the other's words as a note beside it")
  func conflictsKeepBothTexts() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    let note = try phone.write("Shopping")
    await phone.sync.setOn(true)
    await pad.sync.setOn(true)

    try phone.write("Shopping: eggs", id: note.id, editedAt: SyncDates.minutes(10))
    try pad.write("Shopping: bread", id: note.id, editedAt: SyncDates.minutes(20))
    await phone.sync.sync()
    await pad.sync.sync()
    await phone.sync.sync()

    for device in [phone, pad] {
      #expect(device.texts == ["Shopping: bread", "Shopping: eggs"])
      #expect(device.notes.first { $0.id == note.id }?.text == "Shopping: bread")
    }
    #expect(await cloud.records(of: "alice").count == 2)
  }

  @Test("A save refused as serverRecordChanged is settled with the server's record, and no words are lost")
  func serverRecordChangedKeepsBoth() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    let note = try phone.write("Plan")
    await phone.sync.setOn(true)
    await pad.sync.setOn(true)

    try pad.write("Plan: older words", id: note.id, editedAt: SyncDates.minutes(1))
    try phone.write("Plan: newer words", id: note.id, editedAt: SyncDates.minutes(2))
    // The phone's save lands after the pad fetched and before it sends: the server refuses the pad's.
    await pad.engine.beforeNextSend { await phone.sync.sync() }
    await pad.sync.sync()
    await phone.sync.sync()

    let refusals = await pad.engine.refusals
    #expect(refusals.count == 1)
    #expect(refusals.allSatisfy { if case .serverRecordChanged = $0 { true } else { false } })
    for device in [phone, pad] {
      #expect(device.notes.first { $0.id == note.id }?.text == "Plan: newer words")
      #expect(device.texts == ["Plan: newer words", "Plan: older words"])
    }
  }

  @Test("A deleted note does not come back from another iPhone; edits older than the delete go to Recently Deleted")
  func deletesDoNotResurrect() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    let gone = try phone.write("Old list")
    let edited = try phone.write("Draft")
    await phone.sync.setOn(true)
    await pad.sync.setOn(true)

    try pad.write("Draft, edited before the delete", id: edited.id, editedAt: SyncDates.minutes(1))
    try phone.delete(gone.id, at: SyncDates.minutes(2))
    try phone.delete(edited.id, at: SyncDates.minutes(3))
    await phone.sync.sync()
    await pad.sync.sync()
    await phone.sync.sync()
    await pad.relaunch()
    await pad.sync.sync()

    for device in [phone, pad] { #expect(device.notes.isEmpty) }
    #expect(pad.recentlyDeleted.map(\.note.text).sorted() == ["Draft, edited before the delete", "Old list"])
    let records = await cloud.records(of: "alice")
    #expect(records.allSatisfy { $0.isTombstone && $0.text.isEmpty })
  }

  @Test("A record deleted outright on the server goes to Recently Deleted, unless it was changed here")
  func fetchedDeletions() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let kept = try phone.write("Changed here")
    let removed = try phone.write("Unchanged")
    await phone.sync.setOn(true)
    await cloud.deleteRecord(kept.id, of: "alice")
    await cloud.deleteRecord(removed.id, of: "alice")
    try phone.write("Changed here, again", id: kept.id, editedAt: SyncDates.minutes(1))
    await phone.sync.sync()

    #expect(phone.texts == ["Changed here, again"])
    #expect(phone.recentlyDeleted.map(\.note.text) == ["Unchanged"])
    #expect(await cloud.records(of: "alice").map(\.text) == ["Changed here, again"])
  }

  @Test("An unreadable note file is neither sent as deleted nor written over by a fetched edit")
  func damagedNoteFileIsLeftAlone() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    let note = try phone.write("Passport number")
    await phone.sync.setOn(true)
    await pad.sync.setOn(true)
    let file = phone.directory.appendingPathComponent("notes-item-\(note.id.uuidString).json")
    let damaged = Data("{ not json".utf8)
    try damaged.write(to: file)
    try pad.write("Passport number, renewed", id: note.id, editedAt: SyncDates.minutes(3))
    await pad.sync.sync()
    await phone.sync.sync()

    #expect(try Data(contentsOf: file) == damaged)
    #expect(phone.sync.ledger.unapplied[note.id]?.text == "Passport number, renewed")
    #expect(await cloud.records(of: "alice").map(\.isTombstone) == [false])
    // Once the file reads again (restored from a backup, say), the waiting edit is settled against it.
    try VocaPinShared.notes(in: phone.store).save(note)
    await phone.sync.sync()
    #expect(phone.texts == ["Passport number, renewed"])
    #expect(phone.sync.ledger.unapplied.isEmpty)
  }

  @Test("An app killed after the server saved, or after writing fetched notes, loses and doubles nothing")
  func killMidSyncLosesNothing() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await phone.sync.setOn(true)
    try phone.write("Sent as the app died")
    await phone.engine.killAfterNextServerSave()
    await phone.sync.sync()
    await phone.relaunch()
    await phone.sync.sync()
    #expect(phone.texts == ["Sent as the app died"])
    #expect(await cloud.records(of: "alice").count == 1)

    await pad.engine.killAfterNextFetchedEvent()
    await pad.sync.setOn(true)
    await pad.relaunch()
    await pad.sync.sync()
    #expect(pad.notes.map(\.text) == ["Sent as the app died"])
    #expect(await cloud.records(of: "alice").count == 1)
  }

  @Test("Signing out of iCloud stops sync and keeps every note; the same account picks up where it stopped")
  func signOutKeepsLocalNotes() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Keep me")
    await phone.sync.setOn(true)
    await phone.signOut()
    #expect(phone.sync.status == .stopped(.signedOut))
    #expect(phone.texts == ["Keep me"])
    #expect(VocaPinCopy.syncStatus(phone.sync.status)?.text.contains("stay on this iPhone") == true)

    try phone.write("Written while signed out")
    await phone.sync.sync()
    #expect(await cloud.records(of: "alice").count == 1)
    await phone.signIn("alice")
    await phone.sync.sync()
    #expect(phone.sync.status == .upToDate)
    #expect(phone.sync.ledger.stopReason == nil)
    #expect(Set(await cloud.records(of: "alice").map(\.text)) == ["Keep me", "Written while signed out"])
  }

  @Test("Another Apple Account on the iPhone turns sync off: one account's notes never go to another's")
  func accountSwitchDoesNotMerge() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Alice's note")
    await phone.sync.setOn(true)
    // Alice signs out and Bob signs in while VocaPin is not running.
    await phone.signIn("bob")
    await phone.relaunch()
    await phone.sync.sync()

    #expect(phone.sync.status == .stopped(.accountChanged))
    #expect(!phone.sync.isOn)
    #expect(phone.texts == ["Alice's note"])
    #expect(await cloud.records(of: "bob").isEmpty)
    #expect(await cloud.records(of: "alice").map(\.text) == ["Alice's note"])
  }

  @Test("VocaPin's data deleted from iCloud turns sync off and keeps the notes on this iPhone")
  func zoneDeletedKeepsNotes() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Still here")
    await phone.sync.setOn(true)
    await cloud.deleteZone(of: "alice")
    await phone.sync.sync()
    #expect(phone.sync.status == .stopped(.zoneDeleted))
    #expect(phone.texts == ["Still here"])
    #expect(!(await cloud.hasZone(of: "alice")))
  }
}

/// iCloud Sync through the app's model: the board, Profile Settings' toggle and the scene's returns.
@MainActor
@Suite("iCloud Sync: the app")
struct NoteSyncAppTests {
  @Test("Settings and the privacy account say what syncs, that it is off until turned on, and that recordings stay")
  func copySaysWhatSyncs() {
    #expect(VocaPinCopy.syncFooter.text.contains("Voice recordings stay on this iPhone"))
    let privacy = VocaPinCopy.privacySummary.map { $0.title + " " + $0.body }.joined(separator: "\n")
    #expect(privacy.contains("iCloud Sync is off until you turn it on"))
    #expect(privacy.contains("Voice recordings are not synced"))
    #expect(!privacy.contains("no server:"))
  }

  @Test("A note written on the board reaches the iPad; one written there shows on the board after a return")
  func boardSyncs() async throws {
    let harness = VocaPinHarness()
    let cloud = SimulatedICloud()
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn("alice")
    let app = harness.model(noteSync: engine.client)
    #expect(!app.noteSync.isOn)
    app.startNewNote()
    app.editor?.text = "From the iPhone"
    app.finishEditing()
    await app.setICloudSync(true).value
    #expect(app.noteSync.status == .upToDate)
    #expect(VocaPinCopy.syncStatus(app.noteSync.status)?.text == "Up to date.")

    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await pad.sync.setOn(true)
    #expect(pad.texts == ["From the iPhone"])
    try pad.write("From the iPad")
    await pad.sync.sync()

    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.noteSync.sync()
    await app.foregroundRefresh?.value
    #expect(Set(app.board.notes.map(\.text)) == ["From the iPhone", "From the iPad"])
  }
}
