import Foundation
import Testing

@testable import VocaPinCore

/// "Private words" synced to alice's iCloud by VocaPin; then VocaPin is ended, the user signs out of iCloud in
/// Settings, and VocaPin is opened again: the app of that launch, its sync not yet run (it has not learnt who is
/// signed in).
@MainActor
func relaunchedAfterSigningOut(_ harness: VocaPinHarness) async -> VocaPinModel {
  let cloud = SimulatedICloud()
  let engine = await SimulatedSyncEngine.signedIn("alice", to: cloud)
  let first = harness.model(noteSync: engine.client)
  first.write(["Private words"])
  await first.setICloudSync(true).value
  harness.scene.leaveApp()
  let relaunched = SimulatedSyncEngine(cloud: cloud)
  await relaunched.signOut()
  return harness.model(noteSync: relaunched.client)
}

/// The board's first note deleted, and Recently Deleted opened from All Notes.
@MainActor
func deletedAndListed(_ app: VocaPinModel) throws -> (id: Note.ID, screen: RecentlyDeletedModel) {
  let id = try #require(app.board.notes.first?.id)
  app.delete(id)
  app.showAllNotes()
  app.settlePresentation()
  app.showRecentlyDeleted()
  app.settlePresentation()
  return (id, try #require(app.recentlyDeletedScreen))
}
