import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Delete Now in Recently Deleted while iCloud Sync is off: the words iCloud still holds are said, and go from
/// iCloud when sync is on again.
@MainActor
@Suite("iCloud Sync: Delete Now while sync is off")
struct NoteSyncDeleteNowTests {
  /// A note synced to alice's iCloud by VocaPin, with sync left on or turned off again.
  private func syncedNote(turningSyncOff: Bool = false) async -> (
    harness: VocaPinHarness, app: VocaPinModel, cloud: SimulatedICloud, engine: SimulatedSyncEngine
  ) {
    let harness = VocaPinHarness()
    let cloud = SimulatedICloud()
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn("alice")
    let app = harness.model(noteSync: engine.client)
    app.startNewNote()
    app.editor?.text = "Private words"
    app.finishEditing()
    await app.setICloudSync(true).value
    if turningSyncOff { await app.setICloudSync(false).value }
    return (harness, app, cloud, engine)
  }

  @Test("Delete Now with sync off says the words stay in iCloud until sync is on, which then deletes them")
  func deleteNowWithSyncOff() async throws {
    let (_, app, cloud, _) = await syncedNote(turningSyncOff: true)
    let (id, screen) = try deletedAndListed(app)
    screen.requestDeleteForever(id)
    let dialog = try #require(app.presentation.alert)
    #expect(dialog.message?.contains("its words stay in iCloud until you turn iCloud Sync on again") == true)
    app.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(screen.notes.isEmpty)

    // On again: the delete goes as a tombstone, and the words leave iCloud.
    await app.setICloudSync(true).value
    let records = await cloud.records(of: "alice")
    #expect(records.count == 1)
    #expect(records.allSatisfy { $0.isTombstone && $0.text.isEmpty })
  }

  @Test("Delete Now while signed out of iCloud, or after another account stopped sync, says where the words stay")
  func deleteNowSignedOutOrAccountChanged() async throws {
    let (_, app, cloud, engine) = await syncedNote()
    let (id, screen) = try deletedAndListed(app)

    // Signed out: sync is still on, waiting for the same account.
    await engine.signOut()
    screen.requestDeleteForever(id)
    let signedOut = try #require(app.presentation.alert)
    #expect(signedOut.message == VocaPinCopy.deleteForeverSignedOutMessage.text)
    app.tap(try #require(signedOut.buttons.first { $0.role == .cancel }), of: signedOut)

    // Another account signs in: sync stops and forgets alice's records, which still hold the words.
    // The engine stopped at the sign-out: the app's next sync (a return to the app) finds bob.
    await engine.signIn("bob")
    await app.noteSync.sync()
    #expect(app.noteSync.status == .stopped(.accountChanged))
    screen.requestDeleteForever(id)
    #expect(app.presentation.alert?.message == VocaPinCopy.deleteForeverAccountChangedMessage.text)
    #expect(await cloud.records(of: "alice").map(\.text) == ["Private words"])
  }

  @Test("Delete Now after signing out while VocaPin was not running says the words stay until that account is back")
  func deleteNowSignedOutWhileQuit() async throws {
    // VocaPin is ended; the user signs out of iCloud in Settings; VocaPin is opened again.
    let harness = VocaPinHarness()
    let app = await relaunchedAfterSigningOut(harness)
    await app.noteSync.sync()
    #expect(app.noteSync.status == .unavailable(.noAccount))
    #expect(app.noteSync.ledger.stopReason == nil, "no engine event said it: the launch found no account")
    let (id, screen) = try deletedAndListed(app)
    screen.requestDeleteForever(id)
    #expect(try #require(app.presentation.alert).message == VocaPinCopy.deleteForeverSignedOutMessage.text)
  }

  @Test("Delete Now with sync on, or for a note iCloud never held, asks as before")
  func deleteNowOtherwise() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.startNewNote()
    app.editor?.text = "Never synced"
    app.finishEditing()
    let (id, screen) = try deletedAndListed(app)
    screen.requestDeleteForever(id)
    #expect(try #require(app.presentation.alert).message == VocaPinCopy.deleteForeverMessage.text)
  }
}
