import Foundation
import SharedStore
import Testing

@testable import InsolentBardCore

/// Hearts made while the widget's process held Favourites' lock wait in memory and on disk: iOS may end the app
/// in the background without a word, and the next launch saves them; leaving the screen saves them too, tried
/// again while the lock is still held. The test holds the lock through a store of its own, as the widget does.
@Suite("The Bard's favourites a busy store kept waiting survive the app's end")
@MainActor
struct PendingFavouritesTests {
  @Test("A heart made while busy is on disk, and the next launch after a kill saves it")
  func savedAfterAKill() async throws {
    let harness = BardHarness()
    let app = harness.model()
    let widget = SharedStore(directory: harness.directory)
    let insult = app.current.insult
    try widget.withLock(of: BardShared.favourites) {
      app.toggleFavourite()
      #expect(widget.read(BardShared.pendingFavourites) == [.keep([insult], at: harness.clock.now)])
    }
    // Killed here, before any refresh: the next launch has it. The wait the heart gave up on may hold the lock a
    // moment after the widget let go (FileLock.acquire's helper thread, on a busy machine past the main actor's
    // 50 ms): then the launch shows it on top and the refresh after saves it, as the app's next return would.
    let relaunched = harness.model()
    #expect(await refreshUntilSaved(relaunched))
    #expect(widget.read(BardShared.favourites).map(\.text) == [insult], "saved by the launch")
    #expect(relaunched.isFavourite(insult))
    #expect(relaunched.favouritesSaving.pending.isEmpty)
    #expect(widget.read(BardShared.pendingFavourites).isEmpty, "nothing left to save again")
  }

  @Test("A launch while the store is still busy shows the waiting hearts on top, and keeps them")
  func launchWhileStillBusy() throws {
    let harness = BardHarness()
    let app = harness.model()
    let widget = SharedStore(directory: harness.directory)
    let insult = app.current.insult
    try widget.withLock(of: BardShared.favourites) {
      app.toggleFavourite()
      let relaunched = harness.model()
      #expect(relaunched.isFavourite(insult), "shown, though not saved yet")
      #expect(relaunched.favouritesSaving.pending.count == 1)
    }
    #expect(widget.read(BardShared.pendingFavourites).count == 1, "still on disk")
  }

  @Test("Leaving the screen saves the waiting hearts, and tries again while the lock is still held")
  func savedOnBackground() async throws {
    let harness = BardHarness()
    let (app, widget, insult) = try harness.heartTappedWhileBusy()
    app.enteredBackground()
    // On a busy machine the wait the heart gave up on can still hold the lock a moment: then a retry saves it.
    await app.favouritesSaving.retry?.value
    #expect(widget.read(BardShared.favourites).map(\.text) == [insult], "saved as the app left")
    #expect(app.favouritesSaving.pending.isEmpty, "nothing to try again")

    app.anotherInsult()
    let second = app.current.insult
    try widget.withLock(of: BardShared.favourites) {
      app.toggleFavourite()
      // Still held as the app leaves: the first try fails, the retries wait.
      app.enteredBackground()
      #expect(app.favouritesSaving.pending.count == 1)
    }
    await app.favouritesSaving.retry?.value
    #expect(Set(widget.read(BardShared.favourites).map(\.text)) == [insult, second], "saved by a retry")
    #expect(app.favouritesSaving.pending.isEmpty && widget.read(BardShared.pendingFavourites).isEmpty)
  }
}
