import Foundation
import SharedStore
import Testing

@testable import InsolentBardCore

/// Where a lock a widget holds is waited for: the widget's Another Insult and its timelines wait on a Dispatch
/// thread (`SharedStore.offCooperativePool`), never on one of Swift concurrency's few threads; the app's main
/// actor waits only a moment where nothing is lost by not waiting (a refresh's History, Favourites' waiting
/// changes), so the screen never stands still for the lock's budget.
@Suite("The Bard's waits for the store's locks")
@MainActor
struct LockWaitTests {
  @Test("The widget's Another Insult, run off the cooperative pool, saves the next insult and records it for History")
  func anotherFromWidget() async throws {
    let harness = BardHarness()
    let app = harness.model()
    let store = SharedStore(directory: harness.directory)
    let before = app.current
    let service = InsultOfTheHour(store: store, timeZone: utc)
    let shown = try await service.anotherFromWidget(at: harness.clock.now, recordingIn: store)
    #expect(shown.slot == before.slot && shown.shuffle == before.shuffle + 1)
    #expect(store.read(BardShared.currentInsult) == shown)
    #expect(store.read(BardShared.widgetShown).last?.showings.map(\.insult) == [shown.insult], "for History")
    app.becameActive()
    #expect(app.current.insult == shown.insult, "the app shows what the widget's button chose")
    #expect(app.history.first?.text == shown.insult)
  }

  @Test("A timeline made off the cooperative pool is the one made in place, and is recorded for History")
  func timelineOffThePool() async throws {
    let harness = BardHarness()
    let app = harness.model()
    let store = SharedStore(directory: harness.directory)
    let now = harness.clock.now
    let source = WidgetTimelineSource(store: store, now: { now }, timeZone: { utc }, sinceStart: { 3600 })
    let awaited = await source.timelineOffCooperativePool(for: .homeScreen, choice: .insultOfTheHour)
    #expect(awaited.entries.first?.insult == app.current.insult)
    #expect(awaited == source.timeline(for: .homeScreen, choice: .insultOfTheHour))
    #expect(store.read(BardShared.widgetShown).contains { $0.madeAt == now && $0.source == .insultOfTheHour })
    let lockScreen = await source.timelineOffCooperativePool(
      for: .homeScreen, choice: .insultOfTheHour, family: .rectangular)
    #expect(lockScreen.entries.allSatisfy { !LockScreenPrivacy.isPrivate($0.insult) })
  }

  @Test("A refresh while a widget holds History's, its records' and Favourites' locks returns at once, losing nothing")
  func refreshDoesNotWaitTheBudget() async throws {
    let harness = BardHarness()
    let app = harness.model()
    let widget = SharedStore(directory: harness.directory)
    let insult = app.current.insult
    let clock = ContinuousClock()
    var waited: Duration = .zero
    try widget.withLock(of: BardShared.widgetShown) {
      try widget.withLock(of: BardShared.history) {
        try widget.withLock(of: BardShared.favourites) {
          let start = clock.now
          app.toggleFavourite()
          app.refresh()
          waited = clock.now - start
          #expect(app.isFavourite(insult), "kept on screen")
        }
      }
    }
    #expect(waited < SharedStore.lockBudget, "three locks held, not three budgets waited: \(waited)")
    #expect(app.presentation.alert == nil)
    #expect(app.favouritesSaving.pending.count == 1, "kept, waiting, not lost")
    #expect(await refreshUntilSaved(app) { $0.becameActive() })
    #expect(widget.read(BardShared.favourites).map(\.text) == [insult], "saved once the locks were let go")
  }
}
