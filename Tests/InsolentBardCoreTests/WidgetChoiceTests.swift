import Foundation
import InsolentBardCore
import Rendering
import RenderingCairo
import SharedStore
import Testing

@Suite("A widget the user configures: family-friendly, or favourites only")
@MainActor
struct WidgetChoiceTests {
  func plan(_ harness: BardHarness, _ choice: BardWidgetChoice) -> WidgetTimelinePlan {
    WidgetTimeline.plan(
      store: SharedStore(directory: harness.directory), now: harness.clock.now, timeZone: utc, sinceStart: 3600,
      locale: usEnglish, choice: choice)
  }

  /// Hearts `count` insults in the app, each shown by Another Insult after the one before; returns them.
  func keep(_ count: Int, in app: BardModel) -> [String] {
    var kept: [String] = []
    for _ in 0..<count {
      app.toggleFavourite()
      kept.append(app.current.insult)
      app.anotherInsult()
    }
    return kept
  }

  func words(_ insult: String) -> [Word] {
    guard let parsed = InsultKit.full.insult(parsing: insult) else { return [] }
    return [parsed.adjective, parsed.compound, parsed.noun]
  }

  @Test("A family-friendly widget never shows a coarse word, though the app's setting allows them")
  func familyFriendlyWidget() throws {
    let harness = BardHarness()
    let app = harness.model()
    #expect(!app.settings.familyFriendly)
    let clean = plan(harness, .familyFriendly)
    #expect(clean.entries.count > 1)
    for entry in clean.entries { #expect(words(entry.insult).allSatisfy { !$0.isCoarse }, "\(entry.insult)") }
    let schedule = InsultSchedule(kit: .familyFriendlyKit, interval: .hour, timeZone: utc)
    #expect(clean.entries.first?.insult == schedule.insult(at: harness.clock.now).text)
    #expect(clean.entries.allSatisfy { !$0.offersAnotherInsult }, "its shuffle would be the app's, not shown here")
    app.setFamilyFriendly(true)
    #expect(plan(harness, .familyFriendly).entries.allSatisfy { $0.offersAnotherInsult })
    // The default widget keeps showing what the app shows.
    #expect(plan(harness, .insultOfTheHour).entries.first?.insult == app.current.insult)
  }

  @Test("IB-7.2: a Favourites Only widget shows the favourites in turn, one a slot, with the heart filled")
  func favouritesWidget() throws {
    let harness = BardHarness()
    let app = harness.model()
    let kept = keep(3, in: app)
    let shown = plan(harness, .favourites)
    let perSlot = Dictionary(grouping: shown.entries) { $0.updatedAt }.values.compactMap(\.first?.insult)
    #expect(Set(perSlot) == Set(kept), "each favourite in turn")
    #expect(shown.entries.allSatisfy { $0.isFavourite == true && !$0.offersAnotherInsult })
  }

  @Test("A Favourites Only widget with none yet says how to keep one, and offers no buttons")
  func emptyFavouritesWidget() {
    let harness = BardHarness()
    _ = harness.model()
    let shown = plan(harness, .favourites)
    #expect(shown.entries.map(\.insult) == [BardCopy.Widget.emptyFavourites.text])
    #expect(shown.entries.first?.updatedLine == "Open the app to keep some")
    #expect(shown.entries.first?.isFallback == true)
  }

  @Test("The empty Favourites Only widget's tap opens Favourites, where its words send the user, not a share card")
  func emptyFavouritesWidgetOpensFavourites() throws {
    let harness = BardHarness()
    let app = harness.model()
    let entry = try #require(plan(harness, .favourites).entries.first)
    let link = BardRoute.widgetURL(for: entry)
    #expect(link == URL(string: "insolentbard://favourites"))
    #expect(app.open(link))
    #expect(app.presentation.destinations.map(\.isFavourites) == [true])
    #expect(app.pendingShare == nil)
  }

  /// The widget extension's timeline request for a Favourites Only widget, recorded as the extension records it.
  func favouritesRequest(_ harness: BardHarness) throws -> String {
    let shown = WidgetTimeline.timeline(
      for: .homeScreen, store: SharedStore(directory: harness.directory), now: harness.clock.now, timeZone: utc,
      sinceStart: 3600, choice: .favourites)
    return try #require(shown.entries.first).insult
  }

  @Test(
    "IB-7.2: a heart tapped or let go in the app leaves the Favourites Only widget's insult for the slot; only letting that one go moves it"
  )
  func favouritesWidgetKeepsItsInsult() throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let app = harness.model()
    _ = keep(4, in: app)
    harness.clock.advance(minutes: 10)
    let onScreen = try favouritesRequest(harness)
    // Each change reloads the widget (the store's hook); its new timeline keeps the insult on screen.
    for change in 0..<4 {
      harness.clock.advance(minutes: 5)
      if change.isMultiple(of: 2) {
        app.anotherInsult()
        app.toggleFavourite()  // one more kept
      } else {
        let other = try #require(app.favourites.first { $0.text != onScreen })
        app.toggleFavourite(saved: other.text)  // another let go
      }
      #expect(try favouritesRequest(harness) == onScreen, "after change \(change)")
    }
    // Letting go of the one on screen moves it to another favourite, which then stays.
    app.toggleFavourite(saved: onScreen)
    let fallback = try favouritesRequest(harness)
    #expect(fallback != onScreen && app.favourites.contains { $0.text == fallback })
    app.anotherInsult()
    app.toggleFavourite()
    #expect(try favouritesRequest(harness) == fallback)
    // The next slot takes its turn again.
    harness.clock.advance(minutes: 60)
    let nextHour = try favouritesRequest(harness)
    #expect(nextHour != fallback && app.favourites.contains { $0.text == nextHour })
  }
  @Test("IB-3.4: the rectangular Lock Screen widget is titled by what it was set to show, as its scene draws it")
  func rectangularTitleFollowsTheChoice() throws {
    let harness = BardHarness()
    let app = harness.model()
    _ = keep(1, in: app)
    let titles: [BardWidgetChoice: String] = [
      .insultOfTheHour: "Insult of the Hour", .familyFriendly: "Family-Friendly", .favourites: "Favourites Only",
    ]
    for (choice, title) in titles {
      let entries = plan(harness, choice).entries
      #expect(entries.allSatisfy { $0.lockScreenTitle == choice.title && $0.lockScreenTitle.text == title })
      let first = try #require(entries.first)
      let scene = BardWidgetScene.make(family: .rectangular, entry: first, scheme: .dark, measurer: CairoRenderer())
      let drawn = scene.list.items.compactMap { item -> String? in
        if case .text(let text) = item { return text.text }
        return nil
      }
      #expect(drawn.first == title, "\(choice)")
    }
    // With no favourites yet, the widget's words say how to keep one, under its own title.
    let empty = BardHarness()
    let favourites = plan(empty, .favourites).entries
    #expect(favourites.first?.lockScreenTitle.text == "Favourites Only")
  }
}
