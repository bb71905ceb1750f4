import Foundation
import QuoteVaultCore
import QuoteVaultSeed
import SharedStore
import Testing

/// A category widget draws from the whole category: a window of the cached category that moves on each day, and
/// background refreshes that bring the whole category to the device a page at a time.
@MainActor
@Suite("QuoteVault category widget: the whole category, a window a day")
struct WidgetCategoryWindowTests {
  let zone = TimeZone(identifier: "Europe/Paris") ?? .current
  /// 2026-03-14 10:00 in Paris.
  let start = Date(timeIntervalSince1970: 1_773_478_800)

  @Test("QV-10.1: the window is 30 quotes of the category, moves by 30 a day, wraps, and covers the whole category")
  func windowCoversTheCategory() throws {
    let cache = try LocalCache()
    let love = (1...100).map { Quote(id: Int64($0), text: "Love \($0).", author: "A", category: "Love") }
    let humor = (101...110).map { Quote(id: Int64($0), text: "Humor \($0).", author: "B", category: "Humor") }
    let own = Quote(id: 111, text: "Mine.", author: "Me", category: "Love", ownerID: "someone")
    try cache.store(love + humor + [own])
    let size = WidgetQuotes.perCategoryLimit

    let first = try cache.widgetWindow(of: .love, size: size, turn: 0)
    #expect(first.map(\.id) == Array(1...30))
    #expect(try cache.widgetWindow(of: .love, size: size, turn: 1).map(\.id) == Array(31...60), "the next day")
    #expect(
      try cache.widgetWindow(of: .love, size: size, turn: 3).map(\.id) == Array(91...100) + Array(1...20),
      "past the end it wraps to the start")
    #expect(try cache.widgetWindow(of: .love, size: size, turn: -1).map(\.id) == Array(71...100))
    var seen = Set<Int64>()
    for turn in 0..<10 {
      let window = try cache.widgetWindow(of: .love, size: size, turn: turn)
      #expect(window.count == size && window.allSatisfy { $0.category == "Love" && $0.ownerID == nil })
      seen.formUnion(window.map(\.id))
    }
    #expect(seen == Set(love.map(\.id)), "every quote of the category takes its turn; never an own quote")
    for turn in [Int.max, Int.min, 1_000_000_007] {
      #expect(try cache.widgetWindow(of: .love, size: size, turn: turn).count == size, "turn \(turn)")
    }
    // A category with fewer quotes than the window: all of them, every day.
    #expect(try cache.widgetWindow(of: .humor, size: size, turn: 5).map(\.id) == Array(101...110))
    #expect(WidgetQuotes.categories(from: cache, turn: 1)["Love"]?.map(\.id) == Array(31...60))
  }

  @Test(
    "QV-10.1: background refreshes bring each whole category to the device a page at a time; the widget's window is the day's"
  )
  func refreshesFillTheCategory() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    model.continueAsGuest()
    let seeded = SeedQuotes.all.filter { $0.category == "Love" }.map(\.id)
    let refreshes = seeded.count / QuoteVaultAPI.pageSize + 1
    for _ in 0..<refreshes { await model.backgroundRefresh() }
    let cached = try device.service.cache.quotes(after: nil, category: .love, search: nil, pageSize: 10_000)
    #expect(Set(cached.map(\.id)) == Set(seeded), "the whole category is on the device")
    #expect(device.store.read(QuoteVaultShared.widgetCategoryCursors)["Love"] == nil, "and starts over next time")

    let turn = QuoteWidgetRotation.slot(at: start, timeZone: zone).number / QuoteWidgetRotation.slotsPerTimeline
    let shared = device.store.read(QuoteVaultShared.widgetCategories)
    #expect(shared["Love"]?.count == WidgetQuotes.perCategoryLimit)
    #expect(shared["Love"] == WidgetQuotes.categories(from: device.service.cache, turn: turn)["Love"])
    #expect(shared["Love"] != WidgetQuotes.categories(from: device.service.cache, turn: turn + 1)["Love"])
  }
}
