import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// What a quote shown whole offers, and what stays in sight: the Quote of the Day card must leave Home's feed in
/// sight, so it shows two buttons and a "More" menu; a quote's own page scrolls, so it shows every action.
@Suite("QuoteVault quote actions: the card's primary actions and its More menu")
@MainActor
struct QuoteActionLayoutTests {
  @Test("QV-6.1: the Quote of the Day card shows Favorite and Share, the rest in order under More")
  func cardKeepsTwoInSight() {
    let layout = QuoteActionLayout.at(.quoteOfTheDay, canListen: true)
    #expect(layout.visible == [.favorite, .share])
    #expect(layout.more == [.read, .listen, .shareAsCard, .addToCollection])
    // Every action is still reachable, once.
    #expect(Set(layout.visible + layout.more) == Set(QuoteAction.allCases))
    #expect(layout.visible.count + layout.more.count == QuoteAction.allCases.count)
  }

  @Test("Without a voice, Listen is offered nowhere; a quote's own page shows every action and no menu")
  func listenOnlyWithAVoice() {
    let card = QuoteActionLayout.at(.quoteOfTheDay, canListen: false)
    #expect(card.visible == [.favorite, .share])
    #expect(card.more == [.read, .shareAsCard, .addToCollection])
    let page = QuoteActionLayout.at(.detail, canListen: true)
    #expect(page.visible == [.favorite, .share, .read, .listen, .shareAsCard, .addToCollection])
    #expect(page.more.isEmpty)
  }

  @Test("The app model lays out the card for its device: no voice here, so no Listen; the menu has its words")
  func modelUsesItsVoice() throws {
    let device = try Device(url: try #require(URL(string: "http://127.0.0.1:9")), key: "anon")
    let app = device.model()
    #expect(!app.listening.canListen)
    #expect(app.quoteActions(at: .quoteOfTheDay) == QuoteActionLayout.at(.quoteOfTheDay, canListen: false))
    #expect(QuoteVaultCopy.Actions.more.text == "More")
    #expect(QuoteVaultCopy.Actions.moreLabel.text == "More Actions")
  }
}
