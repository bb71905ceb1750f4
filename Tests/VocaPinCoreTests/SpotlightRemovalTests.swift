import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// A deleted note's words leave Spotlight even when iOS ends the app before Spotlight has removed them: the
/// removal is written down before it is asked, and asked again at the next launch.
@Suite("Spotlight removals survive the app being ended")
@MainActor
struct SpotlightRemovalTests {
  @Test("A removal Spotlight refused is asked again at the next launch, with no return to the app in between")
  func removalAfterRelaunch() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Dentist on the 14th", "Buy basil"])
    await app.spotlight.update?.value
    let basil = try #require(app.board.notes.last)
    // Deleted on a locked phone (a save on the way to the background): Spotlight refuses the removal.
    harness.searchIndex.phoneLocked()
    app.delete(basil.id)
    await app.spotlight.update?.value
    harness.searchIndex.phoneUnlocked()
    #expect(harness.searchIndex.search("basil").count == 1, "still findable")
    #expect(harness.store.read(VocaPinSpotlight.pendingRemovals) == [basil.id.uuidString], "written down")
    // iOS ends the app; the next launch takes it out, and the note kept stays.
    let relaunched = harness.model()
    await relaunched.spotlight.update?.value
    #expect(harness.searchIndex.search("basil").isEmpty)
    #expect(harness.searchIndex.search("dentist").count == 1)
    #expect(harness.store.read(VocaPinSpotlight.pendingRemovals).isEmpty, "done, so no longer pending")
  }

  @Test("A pending removal of a note restored since is not asked: the restored note stays findable")
  func restoredNoteStays() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Buy basil"])
    await app.spotlight.update?.value
    let basil = try #require(app.board.notes.first)
    harness.searchIndex.phoneLocked()
    app.delete(basil.id)
    await app.spotlight.update?.value
    harness.searchIndex.phoneUnlocked()
    // Back from Recently Deleted before Spotlight ever removed it.
    let restored = harness.model()
    restored.showAllNotes()
    restored.settlePresentation()
    restored.showRecentlyDeleted()
    restored.settlePresentation()
    let screen = try #require(restored.recentlyDeletedScreen)
    screen.restore(basil.id)
    await restored.spotlight.update?.value
    #expect(restored.board.note(basil.id) != nil)
    let again = harness.model()
    await again.spotlight.update?.value
    #expect(harness.searchIndex.search("basil").count == 1)
  }

  @Test("A removal Spotlight takes at once leaves nothing pending")
  func nothingPendingWhenDone() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Buy basil"])
    let basil = try #require(app.board.notes.first)
    app.delete(basil.id)
    await app.spotlight.update?.value
    #expect(harness.searchIndex.search("basil").isEmpty)
    #expect(harness.store.read(VocaPinSpotlight.pendingRemovals).isEmpty)
  }
}
