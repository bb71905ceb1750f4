import Foundation
import Testing

@testable import InsolentBardCore

/// History's and Favourites' search field: what the sheet lists for what is typed (`SavedInsultsModel.listing`,
/// the value the view reads, on the model the sheet's destination holds).
@Suite("Searching History and Favourites")
@MainActor
struct SavedInsultSearchTests {
  private let moment = date("2026-11-21T14:05:00Z")
  private func saved(_ texts: [String]) -> [SavedInsult] { texts.map { SavedInsult(text: $0, savedAt: moment) } }
  private let blossom = "Thou art a puking, tickle-brained canker-blossom!"
  private let knave = "Thou art a churlish, motley-minded knave!"
  private let varlet = "Thou art an artless, clay-brained varlet!"

  @Test("A word typed matches whole words and the starts of words, in any case, with or without accents")
  func matchesWholeAndPrefixWords() {
    let list = saved([blossom, knave, varlet])
    #expect(SavedInsultSearch("puking").filter(list).map(\.text) == [blossom])
    #expect(SavedInsultSearch("tick").filter(list).map(\.text) == [blossom], "the start of a hyphenated word")
    #expect(SavedInsultSearch("BRAINED").filter(list).map(\.text) == [blossom, varlet], "each half of a compound")
    #expect(SavedInsultSearch("Cánker").filter(list).map(\.text) == [blossom], "accents and case ignored")
    #expect(SavedInsultSearch("  knave  ").filter(list).map(\.text) == [knave], "spaces around ignored")
    #expect(SavedInsultSearch("nave").filter(list).isEmpty, "the middle of a word is not a match")
    #expect(SavedInsultSearch("knaves").filter(list).isEmpty, "more than the word is not a match")
  }

  @Test("Every word typed must match, in any order; the list keeps its own order")
  func everyWordMustMatch() {
    let list = saved([varlet, knave, blossom])
    #expect(SavedInsultSearch("brained puk").filter(list).map(\.text) == [blossom])
    #expect(SavedInsultSearch("canker blossom").filter(list).map(\.text) == [blossom])
    #expect(SavedInsultSearch("canker-blossom").filter(list).map(\.text) == [blossom])
    #expect(SavedInsultSearch("thou art").filter(list).map(\.text) == [varlet, knave, blossom], "newest first kept")
    #expect(SavedInsultSearch("clay knave").filter(list).isEmpty)
  }

  @Test("Nothing typed, or only spaces and punctuation, lists everything")
  func emptyQueryListsAll() {
    let list = saved([blossom, knave])
    for query in ["", "   ", " , ! - "] {
      #expect(SavedInsultSearch(query).isEmpty)
      #expect(SavedInsultSearch(query).filter(list) == list)
    }
  }

  @Test("History lists what matches the search field, and says in words when nothing does")
  func historyListingAndNoMatch() throws {
    let app = BardHarness().model()
    app.anotherInsult()
    app.anotherInsult()
    let shown = app.current.insult
    let word = try #require(InsultKit.full.insult(parsing: shown)).noun.text
    let sheet = try app.openSaved(.history)
    sheet.query = word.uppercased()
    let listing = sheet.listing
    #expect(listing.items.contains { $0.text == shown })
    #expect(listing.items.allSatisfy { SavedInsultSearch(word).matches($0.text) })
    #expect(listing.emptyState == nil)
    sheet.query = " zounds "
    let none = sheet.listing
    #expect(none.items.isEmpty && none.hasSaved)
    #expect(none.emptyState?.message.text == "No insults match “zounds”.")
    sheet.query = ""
    #expect(sheet.rows == app.history)
  }

  @Test("Favourites with none kept says so, not that the search found nothing")
  func emptyFavouritesKeepTheirWords() throws {
    let app = BardHarness().model()
    let sheet = try app.openSaved(.favourites)
    sheet.query = "knave"
    let empty = sheet.listing
    #expect(!empty.hasSaved)
    #expect(empty.emptyState?.message == BardCopy.emptyFavourites)
    app.toggleFavourite()
    let kept = try #require(InsultKit.full.insult(parsing: app.current.insult))
    sheet.query = kept.adjective.text
    #expect(sheet.rows.map(\.text) == [app.current.insult], "the open sheet follows the heart")
  }

  @Test("A long history is searched whole: every match found, in order, none missed")
  func longHistory() {
    let kit = InsultKit.full
    let list = saved((0..<20_000).map { kit.insult(at: $0 * 7 % kit.count).text })
    let found = SavedInsultSearch("canker-bloss").filter(list)
    let expected = list.filter { $0.text.hasSuffix(" canker-blossom!") }
    #expect(!expected.isEmpty)
    #expect(found == expected)
  }
}

/// What a History or Favourites row offers besides copying: the heart and Share, as the main screen has them.
@Suite("Insolent Bard saved rows: heart and Share")
@MainActor
struct SavedRowActionsTests {
  @Test("A History row's heart keeps it in Favourites, where the widget reads it; swiped again, it goes")
  func historyRowHeart() throws {
    let harness = BardHarness()
    let app = harness.model()
    let first = app.current.insult
    app.anotherInsult()
    #expect(app.history.contains { $0.text == first } && !app.isFavourite(first))
    app.toggleFavourite(saved: first)
    #expect(app.isFavourite(first) && harness.model().favourites.contains { $0.text == first })
    app.toggleFavourite(saved: first)
    #expect(!app.isFavourite(first))
  }

  @Test("A saved row's Share hands over the text and the card's picture, drawn first if it was not")
  func savedRowShare() async throws {
    var dependencies = BardHarness().dependencies
    dependencies.drawShareCard = CardDrawer().draw
    let app = BardModel(dependencies: dependencies)
    let first = app.current.insult
    app.anotherInsult()
    #expect(app.sharePayload(for: first).picture == nil, "not drawn while it was not on screen")
    await app.share(saved: first)
    app.settlePresentation()
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("the share sheet is up")
      return
    }
    #expect(item == app.sharePayload(for: first).shareItem && item.image != nil)
  }
}
