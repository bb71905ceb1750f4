import AppServices
import Foundation
import InsolentBardCore
import SharedStore
import Testing

@Suite("History has what the widgets showed")
@MainActor
struct WidgetHistoryTests {
  /// The widget extension's timeline request, in its own process with its own store on the same folder.
  func widgetRequest(_ harness: BardHarness, context: WidgetRequestContext = .homeScreen) -> WidgetTimelinePlan {
    WidgetTimeline.timeline(
      for: context, store: SharedStore(directory: harness.directory), now: harness.clock.now, timeZone: utc,
      sinceStart: 3600)
  }

  @Test("IB-7.2: an insult shown only by a widget slot, while the app was closed, is in History when it opens")
  func slotInsultInHistory() throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    _ = harness.model()
    // The app closes; the widget builds its timeline, and the clock passes the 15:00 and 16:00 slots.
    _ = widgetRequest(harness)
    harness.clock.advance(minutes: 2 * 60)
    let schedule = InsultSchedule(interval: .hour, timeZone: utc)
    let fifteen = schedule.insult(at: date("2026-11-21T15:00:00Z")).text
    let sixteen = schedule.insult(at: date("2026-11-21T16:00:00Z")).text
    let later = schedule.insult(at: date("2026-11-21T17:00:00Z")).text
    let app = harness.model()
    let texts = app.history.map(\.text)
    #expect(texts.contains(fifteen) && texts.contains(sixteen), "the slots the widget showed")
    #expect(!texts.contains(later), "not what it has yet to show")
    #expect(texts.first == app.current.insult, "newest first: the one on screen now")
    let fifteenRow = try #require(app.history.first { $0.text == fifteen })
    #expect(fifteenRow.savedAt == date("2026-11-21T15:00:00Z"), "when the widget began showing it")
  }

  @Test("IB-7.1 / IB-7.2: insults from the widget's Another Insult button are in History, each one")
  func buttonInsultsInHistory() throws {
    let harness = BardHarness()
    _ = harness.model()
    // The widget's intent, as AnotherInsultIntent runs it in the extension's process.
    let widgetStore = SharedStore(directory: harness.directory)
    var shown: [String] = []
    for _ in 0..<3 {
      harness.clock.advance(minutes: 1)
      let record = try InsultOfTheHour(store: widgetStore, timeZone: utc).another(at: harness.clock.now)
      WidgetHistory.recordShown(record.insult, at: harness.clock.now, in: widgetStore)
      shown.append(record.insult)
    }
    let app = harness.model()
    #expect(Array(app.history.prefix(3).map(\.text)) == shown.reversed(), "all three, newest first")
  }

  @Test("Merged once: reopening adds nothing twice, and a cleared History stays clear of older widget insults")
  func mergedOnce() {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    _ = harness.model()
    _ = widgetRequest(harness)
    harness.clock.advance(minutes: 120)
    let app = harness.model()
    let count = app.history.count
    app.refresh()
    #expect(harness.model().history.count == count)
    app.clearHistory()
    #expect(harness.model().history.count == 1, "only the insult on screen now")
  }

  @Test("A timeline replaced by a newer one records only what the first showed before it was replaced")
  func replacedTimeline() {
    let early = date("2026-11-21T14:00:00Z")
    let records = [
      WidgetShownRecord(
        madeAt: early,
        showings: [
          .init(insult: "A", from: early), .init(insult: "B", from: early.addingTimeInterval(3600)),
        ]),
      WidgetShownRecord(
        madeAt: early.addingTimeInterval(1800), showings: [.init(insult: "C", from: early.addingTimeInterval(1800))]),
    ]
    let shown = WidgetHistory.shown(in: records, after: nil, upTo: early.addingTimeInterval(7200))
    #expect(shown.map(\.insult) == ["A", "C"])
  }

  @Test("IB-3.6: the gallery gets a sample at once, reading no files and recording nothing for History")
  func gallerySample() throws {
    let harness = BardHarness()
    let plan = widgetRequest(harness, context: .gallery)
    #expect(plan.entries.map(\.insult) == ["Thou art a puking, tickle-brained canker-blossom!"])
    #expect(plan.entries.allSatisfy { !$0.isFallback }, "never \"Open app to refresh\" in the gallery")
    #expect(!FileManager.default.fileExists(atPath: harness.directory.path), "nothing read or written")
    let snapshot = WidgetTimeline.snapshot(
      for: .gallery, store: harness.store, now: harness.clock.now, timeZone: utc, sinceStart: 3600)
    #expect(snapshot.insult == plan.entries[0].insult)
  }
}
