import Foundation
import QuoteVaultCore
import QuoteVaultSeed
import SharedStore
import Testing

/// A category widget over the days, as a phone runs it: the app shares the day's windows (`WidgetQuotes.categories`
/// and `.share`, as `shareWidgetQuotes` does) on the days it runs, and the widget plans a timeline at each midnight
/// from the App Group alone (`QuoteWidgetRotation.plan`, the provider's one call), whose first eight entries are the
/// day's eight slots.
@MainActor
struct SimulatedCategoryWidget {
  static let zone = TimeZone(identifier: "Europe/Paris") ?? .current
  /// 2026-03-14, a Saturday in Paris: the 30 days that follow cross the change to summer time.
  static let firstDay = Date(timeIntervalSince1970: 1_773_442_800)

  let cache: LocalCache
  let store: SharedStore
  let category: QuoteCategory

  init(_ quotes: [Quote], category: QuoteCategory) throws {
    cache = try LocalCache()
    try cache.store(quotes)
    store = SharedStore(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("qv-rotation-\(UUID().uuidString)"))
    self.category = category
  }

  /// `count` catalogue quotes of Love, ids 1 to `count`.
  init(count: Int) throws {
    try self.init(
      (1...count).map { Quote(id: Int64($0), text: "Love \($0).", author: "A", category: "Love") }, category: .love)
  }

  /// The quote of each slot of `days` days, the app sharing on the days `appRuns` says (by day index).
  func showings(days: Int, appRuns: (Int) -> Bool = { _ in true }) -> [Quote?] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.zone
    var shown: [Quote?] = []
    for day in 0..<days {
      guard let midnight = calendar.date(byAdding: .day, value: day, to: Self.firstDay) else { continue }
      if appRuns(day) {
        let turn = QuoteWidgetRotation.turn(at: midnight, timeZone: Self.zone)
        WidgetQuotes.share(
          favorites: WidgetFavorites(isSignedIn: false, quotes: []),
          categories: WidgetQuotes.categories(from: cache, turn: turn), to: store)
      }
      let timeline = QuoteWidgetRotation.plan(
        source: .category(category), store: store, now: midnight, timeZone: Self.zone, sinceStart: 600,
        isPreview: false)
      shown += timeline.entries.prefix(QuoteWidgetRotation.slotsPerTimeline).map(\.quote)
    }
    return shown
  }

  /// For each showing after the first of its quote, how many showings since the one before.
  static func gaps(_ shown: [Quote?]) -> [Int] {
    var last: [Int64: Int] = [:]
    var gaps: [Int] = []
    for (index, quote) in shown.enumerated() {
      guard let id = quote?.id else { continue }
      if let before = last[id] { gaps.append(index - before) }
      last[id] = index
    }
    return gaps
  }
}

@MainActor
@Suite("QuoteVault category widget: every quote comes round in turn, evenly, in an order that spreads authors")
struct WidgetCategoryRotationTests {
  @Test(
    "Over 30 days each quote of the category shows as often as another (one more at most), and none again before all the others have shown"
  )
  func evenOverThirtyDays() throws {
    let days = 30
    let showings = days * QuoteWidgetRotation.slotsPerTimeline
    // Fewer quotes than the window, as many, the shipped later categories, one more, and the 200 a category grows to.
    for count in [10, WidgetQuotes.perCategoryLimit, 50, 51, 200] {
      let shown = try SimulatedCategoryWidget(count: count).showings(days: days)
      #expect(shown.count == showings && shown.allSatisfy { $0 != nil }, "\(count): a quote in every slot")
      var times: [Int64: Int] = [:]
      for quote in shown { times[quote?.id ?? 0, default: 0] += 1 }
      let perQuote = (1...count).map { times[Int64($0)] ?? 0 }
      // As even as 240 showings over `count` quotes allow: each shown ⌊240/count⌋ or ⌈240/count⌉ times.
      #expect(perQuote.min() == showings / count, "\(count): \(perQuote)")
      #expect(perQuote.max() == (showings + count - 1) / count, "\(count): \(perQuote)")
      // Every quote comes back exactly `count` showings later: never sooner, as all the others come first, and
      // never later.
      let gaps = SimulatedCategoryWidget.gaps(shown)
      #expect(gaps.allSatisfy { $0 == count }, "\(count): \(Set(gaps).sorted())")
    }
  }

  @Test("A widget the app has not shared with for days keeps moving through the last window, never stuck on one quote")
  func staleWindowKeepsCycling() throws {
    for count in [10, 50, 200] {
      let widget = try SimulatedCategoryWidget(count: count)
      let daily = try SimulatedCategoryWidget(count: count).showings(days: 10)
      let stale = widget.showings(days: 10) { $0 == 0 }
      let window = min(count, WidgetQuotes.perCategoryLimit)
      #expect(stale.allSatisfy { $0 != nil })
      // The window shared on day 0 holds the rotation's next `window` slots, so until it runs out the widget shows
      // what daily sharing would.
      #expect(Array(stale.prefix(window)) == Array(daily.prefix(window)), "\(count)")
      // Then it goes round the window again in the same order: each quote every `window` slots.
      #expect(SimulatedCategoryWidget.gaps(stale).allSatisfy { $0 == window }, "\(count)")
      #expect(Set(stale.compactMap { $0?.id }).count == window, "\(count): the whole window, nothing else")
    }
  }

  @Test("A window shared days ago or for a later day still gives each slot a quote, whatever the turn and the skips")
  func placeForAnyTurn() {
    let extremes = [Int.min, Int.min + 1, -1, 0, 1, 8, Int.max - 1, Int.max]
    for count in [1, 2, 7, 30] {
      for slot in extremes {
        for turn in extremes {
          for skip in [Int.min, -1, 0, 1, Int.max] {
            let place = CategoryRotation.place(ofSlot: slot, turn: turn, skip: skip, count: count)
            #expect((0..<count).contains(place), "slot \(slot), turn \(turn), skip \(skip), \(count) quotes")
          }
        }
        let indices = CategoryRotation.windowIndices(turn: slot, size: WidgetQuotes.perCategoryLimit, count: count)
        #expect(indices.count == count && Set(indices) == Set(0..<count), "turn \(slot), \(count) quotes")
      }
    }
    // The slot right after a window's first day comes after its eighth quote, and a skip moves on by one.
    let day = 20_526
    let slot = day * QuoteWidgetRotation.slotsPerTimeline + QuoteWidgetRotation.slotsPerTimeline
    #expect(CategoryRotation.place(ofSlot: slot, turn: day, skip: 0, count: 30) == 8)
    #expect(CategoryRotation.place(ofSlot: slot, turn: day, skip: 1, count: 30) == 9)
    #expect(CategoryRotation.place(ofSlot: slot, turn: day + 1, skip: 0, count: 30) == 0)
    #expect(CategoryRotation.place(ofSlot: slot, turn: day + 2, skip: 0, count: 30) == 22, "a later day's window")
    // The last slot of 1969-12-31 in UTC is of day -1, not day 0.
    let utc = TimeZone(secondsFromGMT: 0) ?? .current
    #expect(QuoteWidgetRotation.turn(at: Date(timeIntervalSince1970: -60), timeZone: utc) == -1)
    #expect(QuoteWidgetRotation.turn(at: Date(timeIntervalSince1970: 60), timeZone: utc) == 0)
  }

  @Test("Each category's rotation holds every quote once, however many there are")
  func strideCoversEveryQuote() {
    for count in 1...300 {
      let step = CategoryRotation.stride(count: count)
      #expect(step >= 1 && (count < 2 || step < count), "\(count) quotes: step \(step)")
      let indices = CategoryRotation.windowIndices(turn: 0, size: count, count: count)
      #expect(Set(indices) == Set(0..<count), "\(count) quotes")
    }
  }

  static let kingJamesBooks = [
    "Book of ", "Epistle", "First ", "Second ", "Gospel of", "Paul the Apostle", "Ecclesiast", "Song of Solomon",
  ]

  /// The longest run of showings in a row that share a key, and that key.
  static func longestRun(_ shown: [Quote], key: (Quote) -> String) -> (length: Int, key: String) {
    var longest = (length: 0, key: "")
    var run = 0
    for (index, quote) in shown.enumerated() {
      run = index > 0 && key(shown[index - 1]) == key(quote) ? run + 1 : 1
      if run > longest.length { longest = (run, key(quote)) }
    }
    return longest
  }

  @Test(
    "In the order the widget shows the shipped catalogue, Hope's and Friendship's authors and verses never come more than twice in a row, and no author anywhere more than three times"
  )
  func authorsAreSpread() throws {
    let catalogue = SeedQuotes.all.map { Quote(id: $0.id, text: $0.text, author: $0.author, category: $0.category) }
    for category in QuoteCategory.allCases {
      let quotes = catalogue.filter { $0.category == category.rawValue }
      let widget = try SimulatedCategoryWidget(quotes, category: category)
      // Once round the whole category and into its start again.
      let days = quotes.count / QuoteWidgetRotation.slotsPerTimeline + 2
      let shown = widget.showings(days: days).compactMap { $0 }
      #expect(Set(shown.map(\.id)) == Set(quotes.map(\.id)), "\(category): every quote shows")
      let byAuthor = Self.longestRun(shown, key: \.author)
      let verse = { (quote: Quote) in
        Self.kingJamesBooks.contains { quote.author.hasPrefix($0) } ? "King James Version" : "\(quote.id)"
      }
      let verses = Self.longestRun(shown, key: verse)
      if category == .hope || category == .friendship {
        #expect(byAuthor.length <= 2, "\(category): \(byAuthor)")
        #expect(verses.length <= 2, "\(category): \(verses)")
      }
      // Shakespeare wrote 8 of Courage's 50: three of his in a row, once, is the worst the rotation does anywhere.
      #expect(byAuthor.length <= 3, "\(category): \(byAuthor)")
    }
  }

  @Test("A widget reading the windows an earlier version of the app shared, without a turn, still draws and moves on")
  func windowsWithoutTurn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-old-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    let quotes = (1...5).map { Quote(id: Int64($0), text: "Love \($0).", author: "A", category: "Love") }
    // The file as the earlier app wrote it: the windows alone, schema 1, in whatever order.
    let earlier = StoreKey<[String: [Quote]]>("quotevault-widget-categories", default: [:])
    try store.write(["Love": quotes.reversed()], for: earlier)

    #expect(
      store.read(QuoteVaultShared.widgetCategories)
        == WidgetCategoryWindows(turn: nil, quotes: ["Love": quotes.reversed()]))
    let entries = QuoteWidgetRotation.plan(
      source: .category(.love), store: store, now: SimulatedCategoryWidget.firstDay,
      timeZone: SimulatedCategoryWidget.zone,
      sinceStart: 600, isPreview: false
    ).entries
    #expect(entries.count == QuoteWidgetRotation.slotsPerTimeline + 1)
    #expect(entries.allSatisfy { entry in entry.quote.map { quotes.contains($0) } == true })
    // In id order, one slot after another, whatever order the file holds them in.
    for (entry, next) in zip(entries, entries.dropFirst()) {
      let id = try #require(entry.quote?.id)
      #expect(next.quote?.id == id % 5 + 1)
    }
  }
}
