import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// The 2026-12-01 review's smaller sync findings: Delete Now while the launch's sync has not yet learnt who is
/// signed in, and the widgets reloaded once per fetch, not once per fetched batch.
@MainActor
@Suite("iCloud Sync: Delete Now before the account is known, and widget reloads per fetch")
struct NoteSyncReviewFixTests {
  @Test("Delete Now before the launch's sync answers says the words may stay in iCloud until sync checks")
  func deleteNowBeforeTheAccountIsKnown() async throws {
    // VocaPin is opened again signed out; Recently Deleted is used before the launch's sync has asked iCloud anything.
    let harness = VocaPinHarness()
    let app = await relaunchedAfterSigningOut(harness)
    #expect(app.noteSync.status == .waiting && app.noteSync.accountNotYetKnown)
    let (id, screen) = try deletedAndListed(app)
    screen.requestDeleteForever(id)
    let dialog = try #require(app.presentation.alert)
    #expect(dialog.message == VocaPinCopy.deleteForeverNotYetKnownMessage.text)
    #expect(dialog.message?.contains("may stay in iCloud") == true)
    app.tap(try #require(dialog.buttons.first { $0.role == .cancel }), of: dialog)

    // Once the sync answers (signed out), the words say so plainly.
    await app.noteSync.sync()
    #expect(app.noteSync.status == .unavailable(.noAccount))
    screen.requestDeleteForever(id)
    #expect(app.presentation.alert?.message == VocaPinCopy.deleteForeverSignedOutMessage.text)
  }

  @Test("A background fetch of many batches asks WidgetKit to reload once, when the fetch ends")
  func oneReloadPerFetch() async throws {
    let harness = VocaPinHarness()
    let cloud = SimulatedICloud()
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await pad.sync.setOn(true)
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn("alice")
    let process = VocaPinProcess(dependencies: harness.dependencies(noteSync: engine.client))
    await process.noteSync.setOn(true)
    // The iPad writes five notes; the engine fetches them in batches of two, as CKSyncEngine may.
    for index in 1...5 { try pad.write("Note \(index)") }
    await pad.sync.sync()
    await engine.setBatchSize(2)
    // A push wakes the app in the background: each reload spends the widget's daily budget.
    harness.scene.leaveApp()
    let reloadsBefore = harness.widgetCenter.reloaded.count
    await engine.syncAutomatically()
    #expect(NotesRepository(store: harness.store).load().board.notes.count == 5, "every batch is in the files")
    #expect(harness.widgetCenter.reloaded.count == reloadsBefore + 1, "one reload for the whole fetch")
    // A fetch that changes nothing asks for no reload.
    await engine.syncAutomatically()
    #expect(harness.widgetCenter.reloaded.count == reloadsBefore + 1)
  }
}
