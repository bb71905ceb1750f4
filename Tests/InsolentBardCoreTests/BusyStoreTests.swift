import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import InsolentBardCore

/// The widget's process holds Favourites' lock (iOS may suspend it between its read and its write): the app waits
/// only `SharedStore.lockBudget` for it, and the user's heart is kept on screen and saved later, never lost.
/// The test holds the lock through a store of its own, as the widget's extension does (a flock belongs to an open
/// file description, so the app's store contends with it in one process).
/// Refreshes (`refresh`, or the app's return) until no change to Favourites waits, as the app's next returns and
/// slots would; false if one still waits after `untilHolds`' limit. A refresh just after a widget let go of the
/// lock can still find it held a moment: each wait the app gave up on while it was held (FileLock.acquire's helper
/// thread) takes the lock and lets it go as it ends, and a busy machine can keep one there past the main actor's
/// 50 ms.
@MainActor
func refreshUntilSaved(_ app: BardModel, by refresh: (BardModel) -> Void = { $0.refresh() }) async -> Bool {
  await untilHolds {
    refresh(app)
    return app.favouritesSaving.pending.isEmpty
  }
}

@Suite("The Bard while a widget holds the store's lock")
@MainActor
struct BusyStoreTests {
  @Test("A heart tapped while a widget holds the lock stays filled, without an alert, and is saved at the next return")
  func heartWhileBusy() async throws {
    let harness = BardHarness()
    let app = harness.model()
    let widget = SharedStore(directory: harness.directory)
    let insult = app.current.insult
    try widget.withLock(of: BardShared.favourites) {
      app.toggleFavourite()
      #expect(app.isFavourite, "the heart is filled")
      #expect(app.presentation.alert == nil, "nothing to say: nothing was lost")
      #expect(widget.read(BardShared.favourites).isEmpty, "not saved yet")
      // A refresh while the lock is still held keeps showing it.
      app.refresh()
      #expect(app.favourites.map(\.text) == [insult])
    }
    #expect(await refreshUntilSaved(app) { $0.becameActive() })
    #expect(widget.read(BardShared.favourites).map(\.text) == [insult], "saved once the lock was let go")
    #expect(app.favourites.map(\.text) == [insult])
    #expect(app.favouritesSaving.pending.isEmpty)
  }

  @Test(
    "A heart kept while busy is saved as the user saw it: the widget's heart on the same insult meanwhile does not flip it"
  )
  func heartSavedAsSeen() async throws {
    let harness = BardHarness()
    let (app, widget, insult) = try harness.heartTappedWhileBusy()
    // The widget's heart on the same insult, before the app saves.
    try Favourites.toggleFromWidget(insult, in: widget, at: harness.clock.now)
    #expect(await refreshUntilSaved(app) { $0.becameActive() })
    #expect(widget.read(BardShared.favourites).map(\.text) == [insult])
    #expect(app.isFavourite)
  }

  @Test("A removal and a heart made while busy are both kept, in order, and saved in one write")
  func changesInOrder() async throws {
    let harness = BardHarness()
    let app = harness.model()
    let widget = SharedStore(directory: harness.directory)
    let kept = app.current.insult
    app.toggleFavourite()
    app.anotherInsult()
    let next = app.current.insult
    try widget.withLock(of: BardShared.favourites) {
      app.removeFavourites([kept])
      app.toggleFavourite()
      #expect(app.favourites.map(\.text) == [next])
    }
    #expect(widget.read(BardShared.favourites).map(\.text) == [kept], "nothing saved while busy")
    #expect(await refreshUntilSaved(app))
    #expect(widget.read(BardShared.favourites).map(\.text) == [next])
    #expect(app.favourites.map(\.text) == [next])
  }

  @Test("A change the app cannot keep while the store is busy says to try again in a moment, not to free storage")
  func otherFailureSaid() {
    #expect(BardCopy.saveFailed(SharedStoreError.busy(key: "favourites")).text.contains("Try again in a moment"))
    #expect(
      BardCopy.saveFailed(SharedStoreError.writeFailed(key: "favourites", problem: .diskFull)).text
        != BardCopy.saveFailed(SharedStoreError.busy(key: "favourites")).text)
  }
}

/// The widget's heart, in the extension's process, while the app holds Favourites' lock.
@Suite("The widget's heart while the app holds the store's lock")
struct WidgetHeartBusyTests {
  /// Holds Favourites' lock on a thread of its own, as another process would, for `seconds` or until let go.
  @discardableResult
  func holdFavourites(in directory: URL, for seconds: Double) async -> LockHold {
    await SharedStore.holdLockElsewhere(of: BardShared.favourites, in: directory, for: seconds)
  }

  @Test("A heart tapped on the widget while the app holds the lock is tried again, and kept once it is let go")
  func heartRetried() async throws {
    let directory = temporaryStoreDirectory()
    let widget = SharedStore(directory: directory)
    let insult = try #require(InsultKit.full.insult(parsing: "Thou art a puking, tickle-brained canker-blossom!")).text
    await holdFavourites(in: directory, for: 1.3)
    try await Favourites.toggleFromWidget(insult, in: widget, at: Date(), attempts: 3, pause: .milliseconds(100))
    #expect(widget.read(BardShared.favourites).map(\.text) == [insult])
  }

  @Test("A heart on a lock held past every attempt is given up as busy, nothing changed")
  func heartGivenUp() async throws {
    let directory = temporaryStoreDirectory()
    let widget = SharedStore(directory: directory)
    let insult = try #require(InsultKit.full.insult(parsing: "Thou art a puking, tickle-brained canker-blossom!")).text
    // Held until the attempt has given up (then let go), however late a busy test run starts it: the attempt's
    // Dispatch work waits its turn behind every other test's.
    let hold = await holdFavourites(in: directory, for: 900)
    await #expect(throws: SharedStoreError.busy(key: BardShared.favourites.name)) {
      try await Favourites.toggleFromWidget(insult, in: widget, at: Date(), attempts: 1)
    }
    hold.letGo()
    #expect(widget.read(BardShared.favourites).isEmpty)
  }
}
