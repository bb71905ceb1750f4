import AppServicesTestSupport
import Foundation
import Presentation
import SharedStore
import Testing

@testable import InsolentBardCore

/// Favourites and history are the user's: a damaged file is never written over unseen, and a failed save says
/// what to do in words, never a path or an error domain.
@MainActor
@Suite("The Insolent Bard's saved insults")
struct SavedInsultsSafetyTests {
  @Test("IB-7.2: a heart tap over a damaged favourites file keeps the damaged bytes aside and saves the new one")
  func damagedFavouritesKept() throws {
    let harness = BardHarness()
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    let damaged = Data(#"{"schemaVersion":1,"value":[{"text":"Thou art a bo"#.utf8)
    try damaged.write(to: harness.directory.appendingPathComponent("favourites.json"))
    let app = harness.model()
    app.toggleFavourite()
    #expect(app.favourites.map(\.text) == [app.current.insult])
    let aside = harness.directory.appendingPathComponent("favourites.damaged.json")
    #expect(try Data(contentsOf: aside) == damaged, "the damaged list is kept, not overwritten")
  }

  @Test("A failed save says what to do in words: no path, no error domain")
  func failedSaveInWords() throws {
    let harness = BardHarness()
    let app = harness.model()
    // The folder turns into a file: the next save fails.
    try? FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
    defer { try? FileManager.default.removeItem(at: harness.directory) }
    app.toggleFavourite()
    let alert = try #require(app.presentation.alert)
    #expect(alert.title == BardCopy.errorTitle.text)
    #expect(
      alert.message == BardCopy.saveFailed(SharedStoreError.writeFailed(key: "favourites", problem: .diskFull)).text)
    #expect(alert.message?.contains(harness.directory.path) == false && alert.message?.contains("NSCocoa") == false)
  }
}

@MainActor
@Suite("The Insolent Bard's widgets follow the app")
struct BardWidgetReloadTests {
  @Test("IB-2.3 / IB-4.4: coming to the foreground asks the widget to reload, even when the insult is unchanged")
  func foregroundReloads() {
    let harness = BardHarness()
    let scene = SimulatedScene()
    let widgets = SimulatedWidgetCenter(kinds: [BardShared.widgetKind], following: scene)
    var dependencies = harness.dependencies
    dependencies.widgetCenter = widgets
    let app = BardModel(dependencies: dependencies)
    app.becameActive()
    app.becameActive()
    // After a restart the widget may show "Open app to refresh": opening the app is asked to undo that.
    #expect(widgets.reloaded == [BardShared.widgetKind, BardShared.widgetKind])
    #expect(widgets.refused.isEmpty, "free while the app is in front")
  }
}

@Suite("The Insolent Bard's History and Favourites timestamps")
struct SavedInsultTimestampTests {
  @Test("IB-4.3: a saved insult's timestamp reads as the widget's does: Just now, 1 minute ago, N hours ago")
  func wording() {
    let saved = SavedInsult(text: "Thou art a boil", savedAt: date("2026-11-21T14:00:00Z"))
    #expect(saved.timestamp(now: date("2026-11-21T14:00:30Z")) == "Just now")
    #expect(saved.timestamp(now: date("2026-11-21T14:01:10Z")) == "1 minute ago")
    #expect(saved.timestamp(now: date("2026-11-21T14:44:12Z")) == "44 minutes ago")
    #expect(saved.timestamp(now: date("2026-11-21T15:05:00Z")) == "1 hour ago")
    #expect(saved.timestamp(now: date("2026-11-21T19:00:00Z")) == "5 hours ago")
  }
}
