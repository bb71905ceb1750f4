import Foundation
import QuoteVaultCore
import QuoteVaultSeed
import SharedStore
import Testing

/// A category widget draws from the whole category: a window of the cached category's rotation that moves on each
/// day, and background refreshes that bring the whole category to the device a page at a time.
@MainActor
@Suite("QuoteVault category widget: the whole category, a window a day")
struct WidgetCategoryWindowTests {
  let zone = TimeZone(identifier: "Europe/Paris") ?? .current
  /// 2026-03-14 10:00 in Paris.
  let start = Date(timeIntervalSince1970: 1_773_478_800)

  @Test(
    "QV-10.1: the window is 30 quotes of the category's rotation, the next day's 8 on from the day's, wrapping, so the whole category takes its turn"
  )
  func windowCoversTheCategory() throws {
    let cache = try LocalCache()
    let love = (1...100).map { Quote(id: Int64($0), text: "Love \($0).", author: "A", category: "Love") }
    let humor = (101...110).map { Quote(id: Int64($0), text: "Humor \($0).", author: "B", category: "Humor") }
    let own = Quote(id: 111, text: "Mine.", author: "Me", category: "Love", ownerID: "someone")
    try cache.store(love + humor + [own])
    let size = WidgetQuotes.perCategoryLimit
    let perDay = QuoteWidgetRotation.slotsPerTimeline

    let first = try cache.widgetWindow(of: .love, size: size, turn: 0)
    #expect(first.count == size && first.allSatisfy { $0.category == "Love" && $0.ownerID == nil })
    #expect(Set(first.map(\.id)).count == size, "no quote twice in a window")
    // Not the catalogue in id order: neighbours in the rotation are never neighbours by id (one author's run).
    #expect(zip(first, first.dropFirst()).allSatisfy { abs($0.id - $1.id) > 1 })
    // Each day's window begins where the day before's eight slots left off.
    for turn in [-1, 0, 1, 11, 12] {
      let today = try cache.widgetWindow(of: .love, size: size, turn: turn)
      let tomorrow = try cache.widgetWindow(of: .love, size: size, turn: turn + 1)
      #expect(Array(today.dropFirst(perDay)) == Array(tomorrow.prefix(size - perDay)), "turn \(turn)")
    }
    // Over 13 days the day's slots show all 100 before any comes round again, and never an own quote.
    var shown: [Int64] = []
    for turn in 0..<13 { shown += try cache.widgetWindow(of: .love, size: size, turn: turn).prefix(perDay).map(\.id) }
    #expect(Set(shown.prefix(100)) == Set(love.map(\.id)))
    for turn in [Int.max, Int.min, 1_000_000_007] {
      #expect(try cache.widgetWindow(of: .love, size: size, turn: turn).count == size, "turn \(turn)")
    }
    // A category with fewer quotes than the window: all of them once, every day, the rotation going on.
    let humorToday = try cache.widgetWindow(of: .humor, size: size, turn: 5)
    #expect(humorToday.count == 10 && Set(humorToday.map(\.id)) == Set(101...110))
    let humorTomorrow = try cache.widgetWindow(of: .humor, size: size, turn: 6)
    #expect(humorTomorrow == Array(humorToday.dropFirst(perDay) + humorToday.prefix(perDay)))
    let shared = WidgetQuotes.categories(from: cache, turn: 1)
    let window = try cache.widgetWindow(of: .love, size: size, turn: 1)
    #expect(shared.turn == 1 && shared.quotes["Love"] == window)
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

    let turn = QuoteWidgetRotation.turn(at: start, timeZone: zone)
    let shared = device.store.read(QuoteVaultShared.widgetCategories)
    #expect(shared.turn == turn, "the windows say which day they begin at")
    #expect(shared.quotes["Love"]?.count == WidgetQuotes.perCategoryLimit)
    #expect(shared == WidgetQuotes.categories(from: device.service.cache, turn: turn))
    #expect(shared.quotes["Love"] != WidgetQuotes.categories(from: device.service.cache, turn: turn + 1).quotes["Love"])
  }
}
