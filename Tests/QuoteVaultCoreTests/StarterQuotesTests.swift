import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import QuoteVaultSeed
import TestSupport
import Testing

/// A first launch with nothing ever fetched: the feed shows the starter quotes the app carries (a few dozen of the
/// seed the server is loaded from, with the server's ids), offline too; the server's quotes replace them once it
/// answers, never beside them, and a favourite of one is the server's quote.
@MainActor
@Suite("QuoteVault starter quotes: a first launch offline still has a feed")
struct StarterQuotesTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// The quote ids the server holds as `model`'s user's favourites, read as the service role.
  func serverFavorites(_ model: QuoteVaultModel) async throws -> [Int64] {
    let id = try #require(model.auth.user?.id)
    let data = try await backend.admin("GET", "rest/v1/favorites?user_id=eq.\(id)&select=quote_id")
    return try JSONDecoder().decode([[String: Int64]].self, from: data).compactMap { $0["quote_id"] }
  }

  @Test("The starter quotes are the seed's, with its ids: eight of each category, none twice")
  func fromTheSeed() {
    let seed = Dictionary(uniqueKeysWithValues: SeedQuotes.all.map { ($0.id, $0) })
    #expect(StarterQuotes.all.count == 8 * QuoteCategory.allCases.count)
    #expect(Set(StarterQuotes.all.map(\.id)).count == StarterQuotes.all.count)
    for quote in StarterQuotes.all {
      let seeded = seed[quote.id]
      #expect(seeded == SeedQuote(id: quote.id, text: quote.text, author: quote.author, category: quote.category))
      #expect(quote.ownerID == nil)
    }
    for category in QuoteCategory.allCases {
      #expect(StarterQuotes.all.filter { $0.category == category.rawValue }.count == 8, "\(category)")
    }
  }

  @Test("QV-11.1 / QV-11.2: a first launch offline shows the starter quotes from the device, under the offline banner")
  func offlineFirstLaunch() async throws {
    let device = try Device(backend)
    await backend.stop()
    let model = device.model(starterQuotes: StarterQuotes.all)
    await model.launch()
    #expect(model.connectivity.isOffline)
    #expect(model.feed.state == .loaded)
    let starterIDs = Set(StarterQuotes.all.map(\.id))
    #expect(model.feed.quotes.count == QuoteVaultAPI.pageSize)
    #expect(model.feed.quotes.allSatisfy { starterIDs.contains($0.id) })
    await model.feed.select(.humor)
    #expect(Set(model.feed.quotes) == Set(StarterQuotes.all.filter { $0.category == "Humor" }))

    // Launched again offline: they are not added twice, and a cache that ever held a quote gets none.
    #expect(try device.service.cache.addStarterQuotes(StarterQuotes.all) == false)
    #expect(try device.service.cache.feedEntries(categories: []).count == StarterQuotes.all.count)
  }

  @Test("Once the server answers, its quotes replace the starter ones: the feed is the server's, nothing twice")
  func replacedOnline() async throws {
    // The server's first page, as a phone that never had starter quotes shows it.
    let fresh = try Device(backend).model()
    await fresh.feed.reload()
    let served = fresh.feed.quotes
    try #require(served.count == QuoteVaultAPI.pageSize)
    // Starter quotes of the same ids as that page, in older words, so the test sees which row the cache keeps.
    let starters = served.map {
      Quote(id: $0.id, text: "Older words of \($0.id).", author: $0.author, category: $0.category)
    }

    let device = try Device(backend)
    await backend.stop()
    let model = device.model(starterQuotes: starters)
    await model.launch()
    #expect(Set(model.feed.quotes) == Set(starters), "offline: the starter quotes")

    try await backend.restart()
    await model.feed.reload()
    #expect(!model.connectivity.isOffline)
    #expect(model.feed.quotes == served, "the server's quotes, in the server's order")
    #expect(Set(model.feed.quotes.map(\.id)).count == model.feed.quotes.count, "none twice")
    let saved = try device.service.cache.feedEntries(categories: [])
    #expect(saved.count == served.count, "one saved row per quote")
    await backend.stop()
    let offlineAgain = try device.relaunched(backend).model(starterQuotes: starters)
    await offlineAgain.launch()
    #expect(Set(offlineAgain.feed.quotes) == Set(served), "the server's words kept, the older ones gone")
  }

  @Test("A starter quote hearted offline is the server's quote: it joins the account and reaches the server")
  func favoriteOfStarterQuote() async throws {
    let device = try Device(backend)
    await backend.stop()
    let model = device.model(searchIndex: SimulatedSearchIndex(), starterQuotes: StarterQuotes.all)
    await model.launch()
    model.continueAsGuest()
    let quote = try #require(model.feed.quotes.first)
    await model.toggleFavorite(quote)
    #expect(model.library.isFavorite(quote) && model.library.favorites == [quote])

    try await backend.restart()
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    try #require(await model.signInForm.signUp())
    await model.afterSignIn()
    await model.outbox.finishSending()
    #expect(model.library.favorites.map(\.id) == [quote.id])
    #expect(try await serverFavorites(model) == [quote.id], "the same id on the server")
  }
}
