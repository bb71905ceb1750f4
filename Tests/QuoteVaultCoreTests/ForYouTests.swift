import Foundation
import QuoteVaultCore
import QuoteVaultSeed
import SharedStore
import Testing

/// "For You": the topics a user follows mixed into one feed, paged and cached like any feed, against
/// the real server.
@MainActor
@Suite("QuoteVault For You: the followed topics as one feed")
struct ForYouTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("QV-3.2, QV-3.3: For You shows only the followed topics, page after page, each quote once")
  func mixPages() async throws {
    let recording = RecordingTransport(backend.transport)
    let device = try Device(backend, transport: recording)
    let model = device.model()
    model.continueAsGuest()
    await model.setTopic(.wisdom, followed: true)
    await model.setTopic(.humor, followed: true)
    #expect(model.feed.choice == .all, "following a topic does not move the feed by itself")
    await model.selectFeed(.forYou)
    #expect(model.feed.choice == .forYou)
    #expect(model.feed.quotes.count == QuoteVaultAPI.pageSize)
    // Paged to the end: every Wisdom and Humor quote of the seed, in today's order, none twice.
    while model.feed.hasMore, let last = model.feed.quotes.last {
      let before = model.feed.quotes.count
      await model.feed.loadMore(after: last)
      if model.feed.quotes.count == before { break }
    }
    let quotes = model.feed.quotes
    #expect(quotes.count == SeedQuotes.all.filter { ["Wisdom", "Humor"].contains($0.category) }.count)
    #expect(quotes.allSatisfy { ["Wisdom", "Humor"].contains($0.category) })
    #expect(Set(quotes.map(\.category)) == ["Wisdom", "Humor"], "a mix of both")
    #expect(Set(quotes.map(\.id)).count == quotes.count)
    // One list for both topics (PostgREST's in filter), and each page by its ids within them.
    let asked = await recording.urls.compactMap { $0.query?.removingPercentEncoding }
    #expect(asked.contains { $0.contains("select=id,category") && $0.contains("category=in.(Wisdom,Humor)") })
    #expect(asked.contains { $0.contains("id=in.(") && $0.contains("category=in.(Wisdom,Humor)") })
    // A topic dropped leaves the mix on screen at once.
    await model.setTopic(.humor, followed: false)
    #expect(model.feed.quotes.allSatisfy { $0.category == "Wisdom" })
    #expect(device.store.read(QuoteVaultShared.forYouTopics) == [.wisdom])
  }

  @Test("QV-11.1: offline, For You opens from the cache with the same topics")
  func offlineFromCache() async throws {
    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    await model.setTopic(.love, followed: true)
    await model.setTopic(.success, followed: true)
    await model.selectFeed(.forYou)
    let online = model.feed.quotes
    #expect(!online.isEmpty)
    // Elsewhere on the device: every other category is cached too.
    await model.selectFeed(.category(.humor))
    #expect(!model.feed.quotes.isEmpty)

    await backend.stop()
    let relaunched = try Device(backend, folder: device.folder).model()
    await relaunched.launchOnce()
    #expect(relaunched.feed.choice == .forYou, "a user who follows topics opens on For You")
    #expect(relaunched.feed.quotes.map(\.id) == online.map(\.id), "the cached mix, not the last category seen")
    #expect(relaunched.connectivity.isOffline)
  }

  @Test("QV-3.3: a category after For You, and For You with no topic, are what they say")
  func choices() async throws {
    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    await model.selectFeed(.forYou)
    // No topic followed: every quote (the same page as All), and Home says how to choose some.
    #expect(model.feed.choice == .forYou)
    let everyQuote = model.feed.quotes.map(\.id)
    #expect(!everyQuote.isEmpty)
    await model.selectFeed(.all)
    #expect(model.feed.quotes.map(\.id) == everyQuote)
    await model.selectFeed(.forYou)
    await model.setTopic(.motivation, followed: true)
    #expect(model.feed.quotes.allSatisfy { $0.category == "Motivation" })
    await model.selectFeed(.category(.love))
    #expect(model.feed.choice == .category(.love))
    #expect(model.feed.quotes.allSatisfy { $0.category == "Love" })
    await model.selectFeed(.all)
    #expect(model.feed.choice == .all && model.feed.category == nil && model.feed.topics == nil)
  }
}
