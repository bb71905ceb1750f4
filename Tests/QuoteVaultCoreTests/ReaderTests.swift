import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import Testing

/// The full-screen reader: a cover over the list it was opened from, one quote a page, the heart and Share as
/// Card of the rows on each page, and nothing left of it once closed.
@MainActor
@Suite("QuoteVault reader: a full-screen pager over a list of quotes")
struct ReaderTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  func readerUp(_ model: QuoteVaultModel) throws -> QuoteReaderModel {
    try #require(model.presentation.top?.destination.reader)
  }

  @Test("Read opens a full-screen cover at the quote tapped, and paging stays within the list")
  func opensAtQuoteAndPagesWithinBounds() async throws {
    let model = try await signedIn(backend)
    await model.feed.reload()
    let quotes = model.feed.quotes
    try #require(quotes.count >= 3)
    model.reading.read(quotes[1], in: .feed)
    model.settlePresentation()
    let top = try #require(model.presentation.top)
    #expect(top.style == .fullScreenCover, "the reader covers the whole screen")
    let reader = try readerUp(model)
    #expect(reader.current == quotes[1] && reader.index == 1)
    #expect(reader.position == "Quote 2 of \(quotes.count)")
    reader.previous()
    reader.previous()
    #expect(reader.index == 0 && !reader.hasPrevious, "the first page is as far back as it goes")
    reader.show(quotes[2].id)
    #expect(reader.current == quotes[2], "a swipe to a page shows that quote")
    reader.show(9_999_999)
    #expect(reader.current == quotes[2], "an id not in the list changes nothing")
    #expect(QuoteReaderModel.spokenText(quotes[2]) == "\(quotes[2].text), \(quotes[2].author)")
  }

  @Test("QV-3.2: nearing the end of the feed in the reader loads the feed's next page")
  func nearingTheEndLoadsMore() async throws {
    let model = try await signedIn(backend)
    await model.feed.reload()
    let firstPage = model.feed.quotes
    try #require(firstPage.count == QuoteVaultAPI.pageSize)
    model.reading.read(try #require(firstPage.first), in: .feed)
    model.settlePresentation()
    let reader = try readerUp(model)
    reader.show(firstPage[firstPage.count - QuoteReaderModel.prefetchDistance - 1].id)
    await reader.loadMoreIfNear()
    #expect(model.feed.quotes.count == firstPage.count, "with more pages left than the distance, nothing is asked")
    reader.show(firstPage[firstPage.count - QuoteReaderModel.prefetchDistance].id)
    // What the pager does for each page it shows (`.task(id: reader.selection)`).
    await reader.loadMoreIfNear()
    #expect(model.feed.quotes.count > firstPage.count, "the next page came while pages were left to swipe")
    #expect(reader.quotes == model.feed.quotes, "the reader's pages are the feed's")
    #expect(reader.hasNext)
    reader.next()
    #expect(reader.current == firstPage[firstPage.count - QuoteReaderModel.prefetchDistance + 1])
  }

  @Test("QV-4.2: unfavouriting the quote on screen keeps its page, one tap from kept again; new favourites join")
  func unfavoritedWhileReading() async throws {
    let model = try await signedIn(backend, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.prefix(4))
    for quote in quotes.prefix(3) { await model.library.toggleFavorite(quote) }
    let favorites = model.library.favorites
    try #require(favorites.count == 3)
    model.reading.read(favorites[2], in: .favorites)
    model.settlePresentation()
    let reader = try readerUp(model)
    #expect(reader.index == 2)
    // The page's heart, as the rows' heart: through the app model and the outbox.
    await reader.toggleFavorite(favorites[2])
    #expect(!model.library.isFavorite(favorites[2]))
    #expect(reader.current == favorites[2] && reader.quotes.count == 3, "the page stays, its heart empty")
    await reader.toggleFavorite(favorites[2])
    #expect(model.library.isFavorite(favorites[2]) && reader.current == favorites[2], "kept again, in one tap")
    await model.library.toggleFavorite(quotes[3])
    #expect(reader.quotes.contains(quotes[3]) && reader.current == favorites[2], "a new favourite joins at the end")
  }

  @Test("QV-5.4: a quote taken out of the collection being read gives its page to the next one")
  func removedFromCollectionWhileReading() async throws {
    let model = try await signedIn(backend)
    await model.feed.reload()
    let collection = try #require(await model.library.createCollection(named: "Evenings"))
    let quotes = Array(model.feed.quotes.prefix(3))
    for quote in quotes { await model.library.add(quote, to: collection) }
    let inCollection = model.library.quotes(in: collection)
    try #require(inCollection.count == 3)
    model.reading.read(inCollection[1], in: .collection(collection))
    model.settlePresentation()
    let reader = try readerUp(model)
    await model.library.remove(inCollection[1].id, from: collection)
    #expect(reader.index == 1 && reader.current == inCollection[2], "the quote after it took its place")
    await model.library.remove(inCollection[2].id, from: collection)
    #expect(reader.index == 0 && reader.current == inCollection[0], "the last page went: the one before shows")
    await model.library.delete(collection)
    #expect(reader.index == nil && reader.current == nil && reader.position.isEmpty, "no page, no crash")
    #expect(!reader.hasNext && !reader.hasPrevious)
    reader.next()
    reader.previous()
    #expect(reader.current == nil)
  }

  @Test("QV-8.2: Share as Card on a page goes over the reader; Done closes the reader")
  func shareCardOverReader() async throws {
    let model = try await signedIn(backend)
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    model.reading.read(quote, in: .single(quote))
    model.settlePresentation()
    let reader = try readerUp(model)
    #expect(reader.quotes == [quote] && !reader.hasNext)
    reader.shareCard(quote)
    model.settlePresentation()
    #expect(model.presentation.surfaces.count == 2, "the card is over the reader")
    #expect(model.presentation.top?.destination.shareCard?.quote == quote)
    model.presentation.top?.destination.shareCard?.done()
    model.settlePresentation()
    #expect(model.presentation.top?.destination.reader === reader, "closing the card goes back to the page")
    reader.done()
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)
  }

  @Test("QV-7.4 / QV-10.3: a notification tap while the reader (and a card over it) is up lands on Home's quote")
  func deepLinkOverReader() async throws {
    let model = try await signedIn(backend)
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    for withCard in [false, true] {
      model.selectedTab = .favorites
      model.reading.read(quote, in: .feed)
      model.settlePresentation()
      if withCard {
        try readerUp(model).shareCard(quote)
        model.settlePresentation()
      }
      model.open(NotificationPlan.deepLink)
      model.settlePresentation()
      #expect(model.presentation.destinations.isEmpty, "the reader is dismissed first (card: \(withCard))")
      #expect(model.selectedTab == .home && model.daily.isHighlighted)
      model.daily.shown()
    }
  }

  @Test("the closed reader's model is freed, after Done and after a deep link")
  func closedReaderFreed() async throws {
    let model = try await signedIn(backend)
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    weak var done: QuoteReaderModel?
    weak var linked: QuoteReaderModel?
    do {
      model.reading.read(quote, in: .feed)
      model.settlePresentation()
      let reader = try readerUp(model)
      done = reader
      reader.next()
      reader.done()
      model.settlePresentation()
    }
    #expect(done == nil, "nothing keeps a reader closed with Done")
    do {
      model.reading.read(quote, in: .favorites)
      model.settlePresentation()
      linked = try readerUp(model)
      model.open(NotificationPlan.deepLink)
      model.settlePresentation()
    }
    #expect(linked == nil, "nothing keeps a reader a deep link closed")
  }
}
