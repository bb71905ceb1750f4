import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// What `CKSyncEngine` does on its own, which the double now does behind explicit controls: syncs nobody asked
/// for (`automaticallySync`: a push from another device) and account changes reported asynchronously, after
/// records it fetched. The core must be right whichever comes first.
@MainActor
@Suite("iCloud Sync: the engine's own syncs and account events")
struct NoteSyncAutomaticTests {
  let cloud = SimulatedICloud()

  @Test("A conflict settled in the engine's own sync is sent at once, not at the app's next sync")
  func automaticSyncSendsItsFixes() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    let id = UUID()
    try phone.write("Shared", id: id)
    await phone.sync.setOn(true)
    await pad.sync.setOn(true)
    try phone.write("Phone words", id: id, editedAt: SyncDates.minutes(10))
    await phone.sync.sync()
    try pad.write("Pad words", id: id, editedAt: SyncDates.minutes(20))

    // The phone's save reaches the iPad as a push: its engine fetches on its own, the app asks nothing.
    await pad.engine.syncAutomatically()

    // Both words are on the iPad (the newer in the note, the other beside it) and already in iCloud.
    #expect(pad.texts == ["Pad words", "Phone words"])
    let inICloud = await cloud.records(of: "alice").filter { !$0.isTombstone }.map(\.text)
    #expect(Set(inICloud) == ["Pad words", "Phone words"])
    #expect(inICloud.count == 2)
  }

  @Test("A record saved again with the same note (its system fields new) writes nothing and redraws nothing")
  func sameNoteSavedAgainRedrawsNothing() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Milk")
    await phone.sync.setOn(true)
    let before = phone.notesChangedCount
    // The server's copy saved again as it is (another client, or this iPhone's own save echoed back with its
    // system fields encoded anew): a new change tag, the same note.
    let record = try #require(await cloud.records(of: "alice").first)
    _ = await cloud.save(record, for: "alice")
    await phone.engine.syncAutomatically()

    #expect(phone.notesChangedCount == before)
    #expect(phone.texts == ["Milk"])
    #expect(await cloud.records(of: "alice").map(\.text) == ["Milk"])
  }

  @Test("A first sync is kept on when the engine reports the sign-in after the records it fetched")
  func signInReportedAfterRecords() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("From the iPhone")
    await phone.sync.setOn(true)

    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await pad.engine.reportAccountChangesLate()
    try pad.write("From the iPad")
    await pad.sync.setOn(true)

    #expect(pad.sync.isOn)
    #expect(pad.sync.status == .upToDate)
    #expect(pad.texts == ["From the iPhone", "From the iPad"])
    #expect(Set(await cloud.records(of: "alice").map(\.text)) == ["From the iPhone", "From the iPad"])
  }

  @Test("Another account found before the engine reports it: nothing of one account reaches the other")
  func accountSwitchReportedAfterRecords() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Alice's note")
    await phone.sync.setOn(true)
    let bobsPad = await SyncDevice(cloud: cloud, signedIn: "bob")
    try bobsPad.write("Bob's note")
    await bobsPad.sync.setOn(true)

    // Bob signs in on the iPhone; VocaPin is quit before its engine reports it, and the next launch's engine
    // reports it only after a fetch.
    await phone.engine.reportAccountChangesLate()
    await phone.signIn("bob")
    await phone.relaunch()
    await phone.engine.reportAccountChangesLate()
    await phone.sync.sync()

    #expect(phone.sync.status == .stopped(.accountChanged))
    #expect(phone.texts == ["Alice's note"])
    #expect(await cloud.records(of: "bob").map(\.text) == ["Bob's note"])
    #expect(await cloud.records(of: "alice").map(\.text) == ["Alice's note"])
  }

  @Test("Another account signed in while the app runs, reported after its records: none of them is applied")
  func accountSwitchWhileRunningReportedLate() async throws {
    let bobsPad = await SyncDevice(cloud: cloud, signedIn: "bob")
    try bobsPad.write("Bob's note")
    await bobsPad.sync.setOn(true)
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Alice's note")
    await phone.sync.setOn(true)

    await phone.engine.reportAccountChangesLate()
    await phone.signIn("bob")
    await phone.sync.sync()

    #expect(phone.sync.status == .stopped(.accountChanged))
    #expect(phone.texts == ["Alice's note"])
    #expect(await cloud.records(of: "bob").map(\.text) == ["Bob's note"])
  }

  @Test("Signing out reported late still stops sync and keeps the notes")
  func signOutReportedLate() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Keep me")
    await phone.sync.setOn(true)
    await phone.engine.reportAccountChangesLate()
    await phone.signOut()
    // Not yet reported: the app's next sync finds no account, and the event follows.
    await phone.sync.sync()
    #expect(phone.sync.status == .stopped(.signedOut))
    #expect(phone.texts == ["Keep me"])
  }
}
