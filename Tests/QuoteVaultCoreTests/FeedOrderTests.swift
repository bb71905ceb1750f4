import AppServicesTestSupport
import Foundation
import QuoteVaultSeed
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The feed's order: shuffled, the same all day on one install, another the next day, categories mixed; paged by
/// ids against the real server (in process), with hostile answers survived.
@MainActor
@Suite("QuoteVault feed order: today's shuffle, against the real server")
struct FeedOrderTests {
  let backend: Backend
  let utc = TimeZone(identifier: "UTC") ?? .current
  init() async throws { backend = try await Backend() }

  /// Scrolls `feed` to its end (bounded: a feed that never ends fails the test rather than hanging it).
  private func scrollToEnd(_ feed: FeedModel) async {
    for _ in 0..<100 {
      guard feed.hasMore, let last = feed.quotes.last else { return }
      await feed.loadMore(after: last)
    }
    Issue.record("the feed never ended")
  }

  /// The longest run of quotes of one category in `quotes`.
  private func longestRun(_ quotes: [Quote]) -> Int {
    var (longest, run) = (0, 0)
    for (index, quote) in quotes.enumerated() {
      run = index > 0 && quotes[index - 1].category == quote.category ? run + 1 : 1
      longest = max(longest, run)
    }
    return longest
  }

  @Test(
    "QV-3.1 / QV-3.2: the feed is shuffled; its pages hold every quote once, and a refresh the same day keeps the order"
  )
  func shuffledPagesWithoutRepeatsOrGaps() async throws {
    let clock = TestClock(Date(timeIntervalSince1970: 1_773_446_400))  // 2026-03-14, midnight UTC
    let recorder = RecordingTransport(backend.transport)
    let device = try Device(backend, transport: recorder)
    let feed = device.model(now: { clock.now }, timeZone: utc).feed
    await feed.reload()
    let firstPage = feed.quotes.map(\.id)
    #expect(firstPage.count == QuoteVaultAPI.pageSize)
    await scrollToEnd(feed)
    let ids = feed.quotes.map(\.id)
    #expect(ids.count == SeedQuotes.all.count && Set(ids).count == ids.count, "every quote, none twice")
    #expect(Set(ids) == Set(1...Int64(SeedQuotes.all.count)), "no gaps")
    #expect(ids != ids.sorted(), "not in id order")
    #expect(Set(feed.quotes.prefix(10).map(\.category)).count >= 4, "All opens on a mix of categories")
    // Pages are asked by their ids, never by offset.
    let asked = await recorder.urls.compactMap { $0.query?.removingPercentEncoding }
    #expect(asked.contains { $0.contains("id=in.(") } && !asked.contains { $0.contains("offset") })
    // Pull to refresh later the same day, and the app opened again that day: the same order.
    clock.advance(12 * 3_600)
    await feed.reload()
    #expect(feed.quotes.map(\.id) == firstPage)
    await feed.loadMore(after: try #require(feed.quotes.last))
    #expect(feed.quotes.map(\.id) == Array(ids.prefix(2 * QuoteVaultAPI.pageSize)))
    let again = device.model(now: { clock.now }, timeZone: utc).feed
    await again.reload()
    #expect(again.quotes.map(\.id) == firstPage)
  }

  @Test("QV-3.1: the next day opens on another order, and another install has its own")
  func anotherDayAnotherOrder() async throws {
    let clock = TestClock(Date(timeIntervalSince1970: 1_773_446_400))
    let device = try Device(backend)
    let feed = device.model(now: { clock.now }, timeZone: utc).feed
    await feed.reload()
    let today = feed.quotes.map(\.id)
    let scrolled = try #require(feed.quotes.last)
    // Past midnight while scrolling: the pages go on in the order they started in (no repeats).
    clock.advance(86_400)
    await feed.loadMore(after: scrolled)
    #expect(Set(feed.quotes.map(\.id)).count == 2 * QuoteVaultAPI.pageSize)
    // The next reload is the new day's.
    await feed.reload()
    let tomorrow = feed.quotes.map(\.id)
    #expect(tomorrow.count == QuoteVaultAPI.pageSize && tomorrow != today)
    // Another phone draws its own seed, as the app does (the tests' known seed would give it this one's order).
    let other = try Device(backend, feedSeed: .random).model(now: { clock.now }, timeZone: utc).feed
    await other.reload()
    #expect(other.quotes.map(\.id) != tomorrow, "another install's seed")
  }

  @Test("QV-3.1: an install draws its seed at random once and keeps it; another install draws another")
  func installSeedKept() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-seed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cache.sqlite").path
    let seed = try LocalCache(path: path).feedSeed()  // the app's own draw
    #expect(try LocalCache(path: path).feedSeed() == seed, "the same install, relaunched")
    #expect(try LocalCache().feedSeed() != seed, "another install")
  }

  @Test("The tests' known seed opens every test phone's feed on the same quotes, whatever the day")
  func knownSeedSameEveryDay() async throws {
    var firstPages: [[Int64]] = []
    let days: [TimeInterval] = [1_773_446_400, 1_773_446_400 + 86_400, 1_800_000_000]
    for day in days {
      let now = Date(timeIntervalSince1970: day)
      let feed = try Device(backend).model(now: { now }, timeZone: utc).feed
      await feed.reload()
      firstPages.append(feed.quotes.map(\.id))
    }
    #expect(firstPages[0].count == QuoteVaultAPI.pageSize && Set(firstPages).count == 1, "\(firstPages)")
  }

  @Test("QV-3.3: For You mixes the chosen categories through the feed, not one block after another")
  func forYouMixes() async throws {
    let model = try Device(backend).model()
    model.continueAsGuest()
    await model.setTopic(.wisdom, followed: true)
    await model.setTopic(.humor, followed: true)
    await model.selectFeed(.forYou)
    #expect(Set(model.feed.quotes.map(\.category)) == ["Wisdom", "Humor"], "both on the first page")
    await scrollToEnd(model.feed)
    let quotes = model.feed.quotes
    let expected = SeedQuotes.all.filter { ["Wisdom", "Humor"].contains($0.category) }.count
    #expect(quotes.count == expected && Set(quotes.map(\.id)).count == expected)
    // Spread evenly: of two categories the same size, never more than two of one in a row (in id order the
    // seed starts with 22 in a row); a size apart by one, never more than four.
    let sizes = ["Wisdom", "Humor"].map { name in SeedQuotes.all.filter { $0.category == name }.count }
    #expect(longestRun(quotes) <= (sizes[0] == sizes[1] ? 2 : 4), "\(quotes.map(\.category))")
    #expect(quotes.prefix(expected / 2).filter { $0.category == "Wisdom" }.count >= expected / 4 - 2)
  }

  @Test("QV-3.5: a search stays in id order: it is not shuffled")
  func searchNotShuffled() async throws {
    let feed = try Device(backend).model().feed
    await feed.searchFor("the")
    let ids = feed.quotes.map(\.id)
    #expect(ids.count == QuoteVaultAPI.pageSize && ids == ids.sorted())
  }

  @Test("QV-3.2: a quote deleted or moved to another category after the order was listed is skipped, no gap else")
  func missingRowsSkipped() async throws {
    let feed = try Device(backend).model().feed
    await feed.select(.love)
    let firstPage = feed.quotes.map(\.id)
    // The feed's order is held; the server loses one quote of the next page and moves another elsewhere.
    let allLove = try await backend.admin("GET", "rest/v1/quotes?select=id&category=eq.Love")
    let loveIDs = try JSONDecoder().decode([[String: Int64]].self, from: allLove).compactMap { $0["id"] }
    await feed.loadMore(after: try #require(feed.quotes.last))
    let secondPage = Array(feed.quotes.map(\.id).dropFirst(firstPage.count))
    await feed.reload()
    // Today's order again: delete the 21st and move the 22nd before paging on.
    let (deleted, moved) = (secondPage[0], secondPage[1])
    _ = try await backend.admin("DELETE", "rest/v1/quotes?id=eq.\(deleted)")
    _ = try await backend.admin("PATCH", "rest/v1/quotes?id=eq.\(moved)", json: #"{"category":"Humor"}"#)
    await feed.loadMore(after: try #require(feed.quotes.last))
    #expect(feed.quotes.map(\.id) == firstPage + secondPage.filter { $0 != deleted && $0 != moved })
    await scrollToEnd(feed)
    let ids = feed.quotes.map(\.id)
    #expect(Set(ids) == Set(loveIDs).subtracting([deleted, moved]) && Set(ids).count == ids.count)
  }

  @Test("QV-3.2: a hostile server's id list (repeats, ids of no quote) and repeated rows show each quote once")
  func hostileAnswers() async throws {
    let feed = try Device(backend, transport: Repeating(backend.transport)).model().feed
    await feed.select(.success)
    await scrollToEnd(feed)
    let ids = feed.quotes.map(\.id)
    let success = SeedQuotes.all.filter { $0.category == "Success" }.count
    #expect(ids.count == success && Set(ids).count == success)
    #expect(feed.quotes.allSatisfy { $0.category == "Success" })
  }

  @Test("QV-3.3: today's order spreads categories of equal size evenly, whatever the seed, and takes a repeat once")
  func shuffleSpreadsEvenly() {
    for seed in [UInt64(0), 1, 42, .max] {
      let entries = (1...300).map { FeedEntry(id: Int64($0), category: ["A", "B", "C"][$0 % 3]) }
      let order = FeedShuffle(day: "2026-03-14", installSeed: seed).order(entries + entries.prefix(10))
      #expect(order.count == 300 && Set(order).count == 300, "\(seed)")
      let quotes = order.map { Quote(id: $0, text: "", author: "", category: ["A", "B", "C"][Int($0 % 3)]) }
      #expect(longestRun(quotes) <= 2, "\(seed): never three of one category in a row")
      #expect(order != FeedShuffle(day: "2026-03-15", installSeed: seed).order(entries), "\(seed)")
    }
  }
}

/// Passes requests on and makes the answers hostile: the feed's id list gains every id again and ids of no
/// quote; a page by ids comes back with each row twice.
actor Repeating: HTTPTransport {
  private let inner: any HTTPTransport
  init(_ inner: any HTTPTransport) { self.inner = inner }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let (data, response) = try await inner.send(request)
    let query = request.url?.query?.removingPercentEncoding ?? ""
    guard request.url?.path.hasSuffix("/rest/v1/quotes") == true,
      var rows = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return (data, response) }
    if query.contains("select=id,category") {
      rows += rows + [["id": 9_999_001, "category": "Success"], ["id": 9_999_002, "category": "Success"]]
    } else if query.contains("id=in.(") {
      rows += rows
    }
    return ((try? JSONSerialization.data(withJSONObject: rows)) ?? data, response)
  }
}
