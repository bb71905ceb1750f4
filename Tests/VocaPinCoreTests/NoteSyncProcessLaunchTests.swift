import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// iCloud Sync from the process's launch (issue 40 review): iOS launches VocaPin in the background for a push or a
/// scheduled sync and builds no screen, so sync (and its one engine) is made with the process, not the board.
@Suite("iCloud Sync from the process's launch")
@MainActor
struct NoteSyncProcessLaunchTests {
  @Test("A background launch with no screen syncs: another iPhone's note reaches the files and the widget redraws")
  func backgroundLaunchSyncs() async throws {
    let harness = VocaPinHarness()
    let cloud = SimulatedICloud()
    let firstEngine = await SimulatedSyncEngine.signedIn("alice", to: cloud)
    let first = harness.model(noteSync: firstEngine.client)
    first.write(["Milk"])
    await first.setICloudSync(true).value
    #expect(first.noteSync.status == .upToDate)
    // The app leaves and iOS ends it; the iPad writes a note meanwhile.
    harness.scene.leaveApp()
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await pad.sync.setOn(true)
    try pad.write("From the iPad")
    await pad.sync.sync()

    // The push launches VocaPin in the background: the process starts, no scene, no board.
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn("alice")
    let reloadsBefore = harness.widgetCenter.reloaded.count
    let process = VocaPinProcess(dependencies: harness.dependencies(noteSync: engine.client))
    await process.start()?.value
    #expect(await engine.startCount == 1, "the engine runs from the process's launch")
    let files = NotesRepository(store: harness.store).load().board.notes.map(\.text)
    #expect(Set(files) == ["Milk", "From the iPad"], "the fetched note is in the App Group's files")
    #expect(harness.widgetCenter.reloaded.count == reloadsBefore + 1, "the widgets were asked to redraw")
    #expect(process.start() != nil, "a second start changes nothing")
    #expect(await engine.startCount == 1)

    // The user opens the app later in the same process: the board attaches to the running sync.
    await process.launch.start()
    let model = try #require(process.launch.model)
    #expect(model.noteSync === process.noteSync)
    #expect(Set(model.board.notes.map(\.text)) == ["Milk", "From the iPad"])
    await model.noteSync.sync()
    // The engine's own sync after the iPad's next edit reaches the board through the board's handler.
    try pad.write("Second from the iPad")
    await pad.sync.sync()
    await engine.syncAutomatically()
    await model.foregroundRefresh?.value
    #expect(Set(model.board.notes.map(\.text)) == ["Milk", "From the iPad", "Second from the iPad"])
    #expect(await engine.startCount == 1, "one engine in the process, never two")
  }

  @Test("With iCloud Sync off, a launch asks nothing of iCloud and the board still gets the process's sync")
  func offAsksNothing() async throws {
    let harness = VocaPinHarness()
    // No account scripted: any question to iCloud would fail the test.
    let engine = SimulatedSyncEngine(cloud: SimulatedICloud())
    let process = VocaPinProcess(dependencies: harness.dependencies(noteSync: engine.client))
    #expect(process.start() == nil)
    await process.launch.start()
    let model = try #require(process.launch.model)
    #expect(model.noteSync === process.noteSync)
    #expect(await engine.startCount == 0)
  }
}
