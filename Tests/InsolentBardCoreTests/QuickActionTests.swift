import Foundation
import Presentation
import Testing

@testable import InsolentBardCore

/// The Home Screen quick actions (a touch and hold on the icon): each is one of the Bard's links, and what the
/// app's scene delegate hands the model for the type iOS gives back is what the action promised.
@Suite("Home Screen quick actions: Another Insult and Favourites, through the app's links")
@MainActor
struct QuickActionTests {
  @Test("The icon's menu offers Another Insult and Favourites, in the app's words, each a link the app follows")
  func menu() {
    #expect(BardQuickAction.all.map(\.title) == [BardCopy.anotherInsult, BardCopy.favouritesTitle])
    #expect(BardQuickAction.all.map(\.title.text) == ["Another Insult", "Favourites"])
    #expect(BardQuickAction.all.map { BardRoute(url: $0.link) } == [.anotherInsult, .favourites])
    #expect(Set(BardQuickAction.all.map(\.type)).count == 2, "each type names one action")
    #expect(BardQuickAction.link(forType: "insolentbard.unknown") == nil, "a type the app does not offer")
  }

  @Test("Another Insult from the icon lands on the main screen with a new insult, kept in History, whatever was up")
  func anotherInsult() throws {
    let harness = BardHarness()
    let app = harness.model()
    app.showSettings()
    app.settlePresentation()
    let before = app.current.insult
    let link = try #require(BardQuickAction.link(forType: "insolentbard.another-insult"))
    #expect(app.performQuickAction(link))
    app.settlePresentation()
    #expect(app.presentation.surfaces.isEmpty, "Settings gave way to the main screen")
    #expect(app.current.insult != before)
    #expect(app.history.first?.text == app.current.insult)
    #expect(harness.model().current.insult == app.current.insult, "saved, where the widget reads it")
  }

  @Test("Favourites from the icon opens Favourites, over whatever was up")
  func favourites() throws {
    let app = BardHarness().model()
    app.showSaved(.history)
    app.settlePresentation()
    let link = try #require(BardQuickAction.link(forType: "insolentbard.favourites"))
    #expect(app.performQuickAction(link))
    app.settlePresentation()
    guard case .favourites(let sheet)? = app.presentation.destinations.first else {
      Issue.record("Favourites is not up: \(app.presentation.destinations)")
      return
    }
    #expect(sheet.kind == .favourites && app.presentation.destinations.count == 1)
  }

  @Test("Another Insult from the icon keeps a Compose in progress, its wheels where the user left them")
  func anotherInsultKeepsCompose() async throws {
    let app = BardHarness().model()
    app.compose()
    app.settlePresentation()
    guard case .compose(let sheet)? = app.presentation.destinations.first else {
      Issue.record("Compose is not up: \(app.presentation.destinations)")
      return
    }
    sheet.select(3, in: .adjective)
    sheet.select(7, in: .noun)
    let composed = sheet.text
    await sheet.share()  // the share sheet over Compose goes; Compose stays
    app.settlePresentation()
    let before = app.current.insult
    #expect(app.performQuickAction(try #require(BardQuickAction.link(forType: "insolentbard.another-insult"))))
    app.settlePresentation()
    #expect(app.presentation.destinations == [.compose(sheet)], "Compose stays, nothing over it")
    #expect(sheet.text == composed && sheet.selection(in: .adjective) == 3 && sheet.selection(in: .noun) == 7)
    #expect(app.current.insult != before, "the new insult is on the main screen, under Compose")
  }

  @Test(
    "A widget tap, a notification's Share and Favourites from the icon go over a Compose in progress, which stays"
  )
  func linksKeepCompose() async throws {
    let app = BardHarness().model()
    app.compose()
    app.settlePresentation()
    guard case .compose(let sheet)? = app.presentation.destinations.first else {
      Issue.record("Compose is not up: \(app.presentation.destinations)")
      return
    }
    sheet.select(3, in: .adjective)
    sheet.select(7, in: .noun)
    let composed = sheet.text
    let favourites = try #require(BardQuickAction.link(forType: "insolentbard.favourites"))
    let shown = InsultKit.full.insult(at: 11).text
    for (link, byLink) in [
      (BardRoute.shareInsultURL, true), (BardRoute.shareURL(for: shown), true), (favourites, false),
    ] {
      // Something over Compose first (its share sheet), which the link takes down.
      await sheet.share()
      app.settlePresentation()
      #expect(byLink ? app.open(link) : app.performQuickAction(link), "\(link)")
      app.settlePresentation()
      let destinations = app.presentation.destinations
      #expect(destinations.count == 2 && destinations.first == .compose(sheet), "\(link): over Compose")
      if link == favourites {
        #expect(destinations.last?.isFavourites == true)
        // Favourites from the icon again keeps that Favourites, over the same Compose.
        let up = destinations.last
        #expect(app.performQuickAction(link))
        app.settlePresentation()
        #expect(app.presentation.destinations == [.compose(sheet)] + [up].compactMap { $0 })
      } else {
        let insult = link == BardRoute.shareInsultURL ? app.current.insult : shown
        #expect(destinations.last?.shareCardSheet?.text == BardCopy.shareText(insult), "\(link)")
      }
      // Done on what the link opened: back to Compose, its wheels where the user left them.
      app.presentation.dismissTop()
      app.settlePresentation()
      #expect(app.presentation.destinations == [.compose(sheet)])
      #expect(sheet.text == composed && sheet.selection(in: .adjective) == 3 && sheet.selection(in: .noun) == 7)
    }
  }

  @Test(
    "Only the Bard's own links act when opened into the app: another app's Another Insult link and others are ignored")
  func outsideLinksCannotChangeTheInsult() throws {
    let harness = BardHarness()
    let app = harness.model()
    app.showSettings()
    app.settlePresentation()
    let before = app.current.insult
    let destinations = app.presentation.destinations
    let history = app.history
    for link in [
      "insolentbard://another-insult", "INSOLENTBARD://another-insult/", "insolentbard://nowhere",
      "https://example.com/",
      "payme://send", "insolentbard:", "insolentbard://share-insult-and-more",
    ] {
      #expect(!app.open(try #require(URL(string: link))), "\(link)")
      app.settlePresentation()
      #expect(app.current.insult == before && app.presentation.destinations == destinations, "\(link)")
    }
    #expect(app.history == history, "nothing new in History")
    // The icon's quick action still can, and a type the app does not offer gives no link at all.
    #expect(BardQuickAction.link(forType: "insolentbard.unknown") == nil)
    #expect(app.performQuickAction(BardRoute.anotherInsultURL))
    #expect(app.current.insult != before)
    #expect(!app.performQuickAction(try #require(URL(string: "https://example.com/"))))
  }
}
