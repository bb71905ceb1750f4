import Foundation
import QuoteVaultCore
import SupabaseClient
import TestSupport
import Testing

/// Requests the user gave up on, and answers that arrive after the question changed, leave the screen alone.
@MainActor
@Suite("QuoteVault feed: cancelled and stale requests, and the offline banner")
struct FeedCancellationTests {
  let backend: Backend, proxy: FaultProxy, device: Device
  init() async throws { (backend, proxy, device) = try await behindFaultProxy() }

  @Test("QV-3.2 / QV-11.2: scrolling away from a page on its way is no failure: no offline banner, paging goes on")
  func cancelledPage() async throws {
    let model = device.model()
    await model.feed.reload()
    let shown = model.feed.quotes
    let last = try #require(shown.last)
    await proxy.hold("/rest/v1/quotes")
    let page = Task { await model.feed.loadMore(after: last) }
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    page.cancel()
    await proxy.release()
    await page.value
    #expect(!model.connectivity.isOffline)
    #expect(model.feed.hasMore, "the next page can still be asked for")
    #expect(model.feed.quotes == shown && model.feed.state == .loaded)
    await model.feed.loadMore(after: last)
    #expect(model.feed.quotes.count == shown.count + QuoteVaultAPI.pageSize)
  }

  @Test("QV-3.5 / QV-11.2: typing on while a search is on its way shows the new words' results, never the banner")
  func typingCancelsSearch() async throws {
    let clock = ManualClock()
    let model = device.model(searchClock: clock)
    await model.feed.reload()
    await proxy.hold("/rest/v1/quotes")
    model.feed.searchChanged("life")
    #expect(await clock.advanceToNextWait(), "typing paused: \"life\" is asked for")
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    model.feed.searchChanged("love")
    await proxy.release()
    await model.feed.pauseTyping(on: clock)
    #expect(!model.connectivity.isOffline)
    #expect(model.feed.state == .loaded)
    #expect(
      model.feed.quotes.allSatisfy { ($0.text + " " + $0.author).localizedCaseInsensitiveContains("love") },
      "\(model.feed.quotes.map(\.text))")
  }

  @Test("QV-3.3: choosing a category while a page of the old feed is on its way never appends that page")
  func staleAnswerDropped() async throws {
    let model = device.model()
    await model.feed.reload()
    let last = try #require(model.feed.quotes.last)
    await proxy.hold("/rest/v1/quotes")
    let oldPage = Task { await model.feed.loadMore(after: last) }
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    let love = Task { await model.feed.select(.love) }
    #expect(await eventuallyAsync { await proxy.held() == 2 })
    await proxy.release()
    await oldPage.value
    await love.value
    #expect(!model.feed.quotes.isEmpty)
    #expect(model.feed.quotes.allSatisfy { $0.category == "Love" }, "no page of the old feed")
  }

  @Test("QV-11.2: losing the network path shows the banner at once; a cached Quote of the Day does not clear it")
  func pathAndCachedQuoteOfTheDay() async throws {
    let model = device.model()
    await model.daily.refresh()
    #expect(model.daily.quote != nil && !model.connectivity.isOffline)
    model.networkPathChanged(isSatisfied: false)
    #expect(model.connectivity.isOffline)
    await model.daily.refresh()
    #expect(model.daily.quote != nil, "today's quote from the cache")
    #expect(model.connectivity.isOffline, "the cache is no answer from the server")
    await model.feed.reload()
    #expect(!model.connectivity.isOffline, "a real answer clears it")
  }
}
