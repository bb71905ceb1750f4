import AppServices
import Foundation
import InsolentBardCore
import SharedStore
import Testing

@Suite("History has what the widgets showed")
@MainActor
struct WidgetHistoryTests {
  /// The widget extension's timeline request, in its own process with its own store on the same folder.
  func widgetRequest(
    _ harness: BardHarness, context: WidgetRequestContext = .homeScreen, choice: BardWidgetChoice = .insultOfTheHour,
    family: BardWidgetFamily = .small
  ) -> WidgetTimelinePlan {
    WidgetTimeline.timeline(
      for: context, store: SharedStore(directory: harness.directory), now: harness.clock.now, timeZone: utc,
      sinceStart: 3600, choice: choice, family: family)
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
    #expect(harness.model().history.isEmpty, "nothing, not even the insult on screen, until it changes")
  }

  @Test("A cleared History stays clear of the insult on screen though a widget shows it after the clear")
  func clearedInsultNotBackFromTheWidget() {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let app = harness.model()
    let onScreen = app.current.insult
    app.clearHistory()
    // The widget's next timeline (the app's return reloads it) shows the same insult, from its slot's start.
    _ = widgetRequest(harness)
    harness.clock.advance(minutes: 10)
    app.refresh()
    #expect(app.history.isEmpty)
    // The next slot's insult goes in; the cleared one, read already, does not come back with it.
    harness.clock.advance(minutes: 60)
    app.refresh()
    #expect(app.history.map(\.text) == [app.current.insult] && app.current.insult != onScreen)
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

  @Test("IB-7.2: a Lock Screen widget's reload never cuts the Home Screen one's record of the same setting")
  func lockScreenKeepsItsOwnRecord() {
    let early = date("2026-11-21T14:00:00Z")
    let later = early.addingTimeInterval(3600)
    // Both on the Insult of the Hour: the Home Screen's shows a coarse insult at 15:00, where the Lock Screen's
    // (clean only) shows another; the Lock Screen's reloaded later.
    let records = [
      WidgetShownRecord(
        madeAt: early, showings: [.init(insult: "A", from: early), .init(insult: "Coarse", from: later)]),
      WidgetShownRecord(
        madeAt: early.addingTimeInterval(60),
        showings: [.init(insult: "A", from: early), .init(insult: "Clean", from: later)], lockScreen: true),
    ]
    let shown = WidgetHistory.shown(in: records, after: nil, upTo: later.addingTimeInterval(60))
    #expect(Set(shown.map(\.insult)) == ["A", "Coarse", "Clean"])
    // Records written before the Lock Screen kept its own are the Home Screen's.
    let old = try? JSONDecoder().decode(WidgetShownRecord.self, from: Data(#"{"madeAt":0,"showings":[]}"#.utf8))
    #expect(old?.lockScreen == nil)
  }

  @Test("IB-7.2: widgets set differently each keep their record: a family-friendly one never cuts the hour's")
  func widgetsKeepTheirOwnRecords() {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    #expect(!harness.model().settings.familyFriendly)
    // Two widgets on the Home Screen: the Insult of the Hour's reloads, then the family-friendly one's.
    _ = widgetRequest(harness, choice: .insultOfTheHour)
    harness.clock.advance(minutes: 5)
    _ = widgetRequest(harness, choice: .familyFriendly)
    harness.clock.advance(minutes: 2 * 60)
    let full = InsultSchedule(interval: .hour, timeZone: utc)
    let clean = InsultSchedule(kit: .familyFriendlyKit, interval: .hour, timeZone: utc)
    let texts = Set(harness.model().history.map(\.text))
    for slot in ["2026-11-21T15:00:00Z", "2026-11-21T16:00:00Z"] {
      #expect(texts.contains(full.insult(at: date(slot)).text), "the hour widget's \(slot)")
      #expect(texts.contains(clean.insult(at: date(slot)).text), "the family-friendly widget's \(slot)")
    }
  }

  @Test("A widget of favourites adds nothing to History: its insults are the user's own already")
  func favouritesWidgetRecordsNothing() throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let app = harness.model()
    app.toggleFavourite()
    app.anotherInsult()
    app.toggleFavourite()
    let before = app.history
    _ = widgetRequest(harness, choice: .favourites)
    // Its timeline is kept, for its next one to keep the insult on screen, but only under its own name.
    let records = SharedStore(directory: harness.directory).read(BardShared.widgetShown)
    #expect(!records.isEmpty && records.allSatisfy { $0.source == .favourites })
    // Two hours on, the app opens: what the widget showed in them is not added.
    harness.clock.advance(minutes: 2 * 60)
    let reopened = harness.model()
    #expect(reopened.history.allSatisfy { $0.fromWidget != true }, "no row from the widget")
    #expect(Set(reopened.history.map(\.text)).subtracting([reopened.current.insult]) == Set(before.map(\.text)))
  }

  @Test("A week of five-minute widget slots adds only the newest few to History; the user's own stay findable")
  func widgetsDoNotFloodHistory() throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let app = harness.model()
    app.setInterval(.fiveMinutes)
    for _ in 0..<10 { app.anotherInsult() }
    let own = app.history.map(\.text)
    try #require(own.count >= 10, "the ten, with those the app showed at launch and on the new interval")
    // The app stays closed for a week; the widget reloads as each timeline runs out.
    let weekLater = harness.clock.now.addingTimeInterval(7 * 24 * 3600)
    while harness.clock.now < weekLater {
      let plan = widgetRequest(harness)
      try #require(plan.reloadAfter > harness.clock.now, "each timeline reaches forward")
      harness.clock.advance(minutes: plan.reloadAfter.timeIntervalSince(harness.clock.now) / 60)
    }
    let history = harness.model().history
    let fromWidgets = history.filter { $0.fromWidget == true }
    #expect(fromWidgets.count == WidgetHistory.widgetLimit, "bounded, though the widget showed about 2,000")
    #expect(Set(history.map(\.text)).count == history.count, "each insult once")
    #expect(own.allSatisfy { text in history.contains { $0.text == text } }, "the user's own are all still there")
    let newestShown = try #require(fromWidgets.map(\.savedAt).max())
    #expect(newestShown > harness.clock.now.addingTimeInterval(-3 * 3600), "the widget rows are the newest ones")
  }

  @Test(
    "Widgets recording at once (timelines of several widgets, Another Insult taps) and hearts from the app and the widget at once: nothing is lost"
  )
  func concurrentWriters() async throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    _ = harness.model()
    let directory = harness.directory
    let now = harness.clock.now
    let kit = InsultSchedule(interval: .hour, timeZone: utc)
    let taps = (0..<12).map { kit.insult(forSlot: 0, shuffle: $0 + 1).text }
    let hearts = (0..<12).map { kit.insult(forSlot: 1, shuffle: $0 + 1).text }
    await withTaskGroup(of: Void.self) { group in
      for (index, insult) in taps.enumerated() {
        // Each writer its own store on the App Group's folder, as each process has.
        let store = SharedStore(directory: directory)
        group.addTask {
          if index.isMultiple(of: 3) {
            let plan = WidgetTimeline.plan(store: store, now: now, timeZone: utc, sinceStart: 3600)
            WidgetHistory.record(
              plan, madeAt: now, widget: index.isMultiple(of: 2) ? .insultOfTheHour : .familyFriendly, in: store)
          } else {
            WidgetHistory.recordShown(insult, at: now.addingTimeInterval(Double(index)), in: store)
          }
        }
      }
      for insult in hearts {
        let store = SharedStore(directory: directory)
        group.addTask { _ = try? Favourites.toggleFromWidget(insult, in: store, at: now) }
      }
    }
    let store = SharedStore(directory: directory)
    let records = store.read(BardShared.widgetShown)
    #expect(records.count == taps.count, "every timeline and every tap recorded")
    let tapped = Set(records.flatMap(\.showings).map(\.insult))
    for (index, insult) in taps.enumerated() where !index.isMultiple(of: 3) {
      #expect(tapped.contains(insult), "tap \(index)")
    }
    #expect(Set(store.read(BardShared.favourites).map(\.text)) == Set(hearts), "every heart kept")
  }
}
