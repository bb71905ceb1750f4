import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

/// Saved quotes show at once and stay when the server is slow or busy: stale-while-revalidate, and a busy
/// server said in words.
@MainActor
@Suite("QuoteVault cache first: a slow or busy server never hides saved quotes")
struct CacheFirstTests {
  let backend: Backend, proxy: FaultProxy, device: Device
  init() async throws { (backend, proxy, device) = try await behindFaultProxy() }

  /// Three pages seen on this device, so its cache holds them.
  private func scrolledThreePages() async throws -> QuoteVaultModel {
    let model = device.model()
    await model.feed.reload()
    for _ in 0..<2 { await model.feed.loadMore(after: try #require(model.feed.quotes.last)) }
    #expect(model.feed.quotes.count == 3 * QuoteVaultAPI.pageSize)
    return model
  }

  @Test(
    "QV-11.1 / QV-3.8: a launch with a full cache shows saved quotes before the server answers, the refresh in view")
  func launchShowsCacheFirst() async throws {
    let earlier = try await scrolledThreePages()
    await earlier.daily.refresh()
    let saved = Array(earlier.feed.quotes.prefix(QuoteVaultAPI.pageSize))
    // The server takes as long as it likes: the feed's answer is held until the test lets it go.
    await proxy.hold("/rest/v1/quotes")
    let model = device.model()
    #expect(model.feed.showsSpinner, "nothing asked yet")
    let launch = Task { await model.launch() }
    #expect(await eventuallyAsync { await proxy.held() >= 1 })
    #expect(model.feed.quotes == saved, "the saved first page, while the server's answer is still held")
    #expect(!model.feed.showsSpinner && model.feed.isReloadingOverRows, "the refresh shows in the bar")
    #expect(await eventually { model.daily.quote != nil }, "today's saved quote too")
    _ = try await backend.admin(
      "PATCH", "rest/v1/quotes?id=eq.\(try #require(saved.first).id)", json: #"{"text":"Fresh from the server."}"#)
    await proxy.release()
    await launch.value
    #expect(model.feed.quotes.first?.text == "Fresh from the server.", "the answer replaces the saved rows")
    #expect(model.feed.state == .loaded && !model.feed.isReloadingOverRows)
  }

  @Test("QV-3.3 / QV-11.1: a new category shows its saved quotes at once while the server is asked")
  func categoryShowsCacheFirst() async throws {
    let earlier = try await scrolledThreePages()
    let savedLove = earlier.feed.quotes.filter { $0.category == "Love" }
    try #require(!savedLove.isEmpty)
    await proxy.hold("/rest/v1/quotes")
    let select = Task { await earlier.feed.select(.love) }
    #expect(await eventuallyAsync { await proxy.held() >= 1 })
    #expect(earlier.feed.quotes == Array(savedLove.prefix(QuoteVaultAPI.pageSize)))
    #expect(earlier.feed.isReloadingOverRows)
    await proxy.release()
    await select.value
    #expect(!earlier.feed.quotes.isEmpty && earlier.feed.quotes.allSatisfy { $0.category == "Love" })
  }

  @Test("QV-11.4: a 503, 429 or 408 on pull to refresh keeps every page shown and says the server is busy")
  func busyKeepsPages() async throws {
    for status in [503, 429, 408] {
      let model = try await scrolledThreePages()
      let shown = model.feed.quotes
      await proxy.fail("/rest/v1/quotes", status: status)
      await model.feed.reload()
      #expect(model.feed.quotes == shown, "\(status): the deeper pages stay")
      #expect(model.feed.state == .loaded)
      #expect(!model.connectivity.isOffline, "\(status) is an answer: not offline")
      #expect(model.connectivity.bannerMessage == Connectivity.busyMessage, "\(status) is said")
      #expect(
        Connectivity.busyMessage == "QuoteVault is busy right now. Showing saved quotes; pull down to try again.")
      // Only the screens that refresh when pulled say "pull down"; Collections and Settings say what they show.
      for tab in [QuoteVaultTab.home, .favorites] {
        #expect(model.connectivity.bannerMessage(on: tab) == Connectivity.busyMessage, "\(tab)")
      }
      for tab in [QuoteVaultTab.collections, .settings] {
        #expect(model.connectivity.bannerMessage(on: tab) == Connectivity.busyMessageWithoutRefresh, "\(tab)")
        #expect(model.connectivity.bannerMessage(on: tab)?.contains("pull") == false, "\(tab): no gesture it lacks")
      }
      #expect(
        Connectivity.busyMessageWithoutRefresh == "QuoteVault is busy right now. Showing what's saved on this device.")
      // The next refresh the server answers: the banner goes.
      await model.feed.reload()
      #expect(model.connectivity.bannerMessage == nil)
    }
  }

  @Test("QV-11.4: a busy server while today's saved quote of the day shows is said, and the quote stays")
  func busyQuoteOfTheDay() async throws {
    let clock = TestClock(Date(timeIntervalSince1970: 1_773_446_400))  // 2026-03-14, midnight UTC
    let utc = try #require(TimeZone(identifier: "UTC"))
    await device.model(now: { clock.now }, timeZone: utc).daily.refresh()
    // The next day: today's quote is saved, the new fourteenth day needs the server, which is busy.
    clock.advance(86_400)
    await proxy.fail("/rest/v1/rpc/quotes_of_the_days", status: 503)
    let model = device.model(now: { clock.now }, timeZone: utc)
    await model.daily.refresh()
    #expect(model.daily.quote != nil && model.daily.error == nil)
    #expect(model.connectivity.bannerMessage == Connectivity.busyMessage)
    await model.daily.refresh()
    #expect(model.connectivity.bannerMessage == nil, "answered this time")
  }

  @Test("QV-11.2: offline, the banner says offline, not busy")
  func offlineWins() async throws {
    let model = try await scrolledThreePages()
    await backend.stop()
    await model.feed.reload()
    #expect(model.connectivity.bannerMessage == Connectivity.offlineMessage)
    #expect(
      [QuoteVaultTab.home, .favorites, .collections, .settings].allSatisfy {
        model.connectivity.bannerMessage(on: $0) == Connectivity.offlineMessage
      },
      "offline reads the same on every screen")
    #expect(model.feed.quotes.count == 3 * QuoteVaultAPI.pageSize, "every page stays offline too")
  }
}
