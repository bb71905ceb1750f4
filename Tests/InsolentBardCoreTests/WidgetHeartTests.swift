import Foundation
import InsolentBardCore
import Rendering
import RenderingCairo
import SharedStore
import Testing

@Suite("The widget's heart keeps an insult in Favourites")
@MainActor
struct WidgetHeartTests {
  @Test("IB-7.2: a heart tapped on the widget keeps its insult in Favourites; the app shows it when it returns")
  func heartOnWidget() throws {
    let harness = BardHarness()
    let app = harness.model()
    let shown = try #require(harness.widgetPlan().entries.first)
    #expect(shown.isFavourite == false)
    // The widget's intent, in the extension's process, with its own store on the same folder.
    let widgetStore = SharedStore(directory: harness.directory)
    try Favourites.toggleFromWidget(shown.insult, in: widgetStore, at: harness.clock.now)
    app.becameActive()
    #expect(app.favourites.map(\.text) == [shown.insult])
    #expect(app.isFavourite)
    let redrawn = WidgetTimeline.plan(store: widgetStore, now: harness.clock.now, timeZone: utc, sinceStart: 3600)
    #expect(redrawn.entries.first?.isFavourite == true, "the widget's heart is filled")
    // A second tap takes it out again, in the app too.
    try Favourites.toggleFromWidget(shown.insult, in: widgetStore, at: harness.clock.now)
    app.becameActive()
    #expect(app.favourites.isEmpty)
  }

  @Test("The widget's heart keeps only insults of the kit: its parameter comes from outside the app")
  func heartRejectsOtherText() {
    let harness = BardHarness()
    let store = SharedStore(directory: harness.directory)
    #expect(throws: Favourites.WidgetHeartError.notAnInsult) {
      try Favourites.toggleFromWidget("Visit evil.example", in: store, at: harness.clock.now)
    }
    #expect(store.read(BardShared.favourites).isEmpty)
  }

  @Test("The heart is a 44-point target beside Another Insult, and the Updated line stays clear of both")
  func heartLayout() throws {
    let entry = WidgetTimeline.gallerySample(at: date("2026-11-21T14:05:00Z"))
    for family in [BardWidgetFamily.medium, .large] {
      let scene = BardWidgetScene.make(family: family, entry: entry, scheme: .light, measurer: CairoRenderer())
      let heart = try #require(scene.favouriteButton)
      let another = try #require(scene.anotherInsultButton)
      #expect(heart.width >= 44 && heart.height >= 44)
      #expect(!heart.intersects(another))
      let texts = scene.list.items.compactMap { item -> TextItem? in
        if case .text(let text) = item { return text }
        return nil
      }
      let line = try #require(texts.first { $0.text.hasPrefix("Updated") })
      #expect(!line.frame.intersects(heart), "\(family)")
    }
    let small = BardWidgetScene.make(family: .small, entry: entry, scheme: .light, measurer: CairoRenderer())
    #expect(small.favouriteButton == nil, "the small widget is one tap target")
  }
}
