import SupabaseClient

/// A page of the feed: its quotes, and where the next one starts.
public struct FeedPage: Sendable {
  public var quotes: [Quote]
  /// Today's order the page was taken from (nil for a search, which pages by keyset in id order).
  public var order: [Int64]?
  /// How many ids of `order` the pages so far have covered: the next page starts there.
  public var next = 0
  public var hasMore: Bool
  public var error: SupabaseError?

  static let cancelled = FeedPage(quotes: [], order: nil, hasMore: true, error: .cancelled)
}

/// The feed in today's order (`FeedShuffle`): the ids listed once per reload, each page fetched by its ids
/// (`id=in.(…)`) and put back in that order, kept in the cache; offline, the same from the cache.
extension QuoteVaultService {
  /// Today's shuffle for this install.
  public func feedShuffle(day: String) -> FeedShuffle {
    FeedShuffle(day: day, installSeed: (try? cache.feedSeed()) ?? 0)
  }

  /// The key a feed's order is kept under: its categories in the picker's order ("" for all).
  static func feedQuestion(_ categories: [QuoteCategory]) -> String {
    QuoteCategory.allCases.filter(categories.contains).map(\.rawValue).joined(separator: ",")
  }

  /// The first page of the feed of any of `categories` (all when empty): the server's list in today's order
  /// (kept, for the cache's pages), and its first page. When the list cannot be had, the cache's order and
  /// page, with the error (one failed request, not two, on a network that is down).
  public func feedStart(categories: [QuoteCategory], shuffle: FeedShuffle) async -> FeedPage {
    let order: [Int64]
    do {
      order = shuffle.order(try await api.feedEntries(categories: categories))
      try? cache.setFeedOrder(order, question: Self.feedQuestion(categories), day: shuffle.day)
    } catch .cancelled {
      return .cancelled
    } catch {
      var page = cachedFeedStart(categories: categories, shuffle: shuffle)
      page.error = error
      return page
    }
    return await feedPage(order: order, from: 0, categories: categories)
  }

  /// The first page from the cache alone, at once: what the feed shows while the server is asked.
  public func cachedFeedStart(categories: [QuoteCategory], shuffle: FeedShuffle) -> FeedPage {
    let order = cachedOrder(categories: categories, shuffle: shuffle)
    var rows: [Quote] = []
    var cursor = 0
    // Every id of this order is saved, so a slice comes short only by a quote moved to another category.
    while rows.isEmpty, cursor < order.count {
      let slice = Self.slice(of: order, from: cursor)
      let saved = cache.feedRows(slice, categories: categories)
      rows = slice.compactMap { saved[$0] }
      cursor += slice.count
    }
    return FeedPage(quotes: rows, order: order, next: cursor, hasMore: cursor < order.count)
  }

  /// The page of `order` from `start`, from the server. A quote the server no longer has (or no longer in these
  /// categories) is skipped; a slice of only such quotes is followed by the next, so a page is never empty
  /// while the order goes on. When the server fails, the saved quotes stand in up to the first one the device
  /// lacks, and the next page starts there: nothing is skipped and nothing shown twice.
  public func feedPage(order: [Int64], from start: Int, categories: [QuoteCategory]) async -> FeedPage {
    var cursor = min(max(start, 0), order.count)
    var rows: [Quote] = []
    while rows.isEmpty, cursor < order.count {
      let slice = Self.slice(of: order, from: cursor)
      do {
        let found = try await api.quotes(ids: slice, categories: categories)
        try? cache.store(found)
        rows = Self.arranged(found, as: slice)
        cursor += slice.count
      } catch .cancelled {
        return .cancelled
      } catch {
        let saved = cache.feedRows(slice, categories: categories)
        let served = slice.prefix { saved[$0] != nil }.compactMap { saved[$0] }
        return FeedPage(
          quotes: served, order: order, next: cursor + served.count, hasMore: true, error: error)
      }
    }
    return FeedPage(quotes: rows, order: order, next: cursor, hasMore: cursor < order.count)
  }

  /// A search page by keyset (search is in id order, not shuffled), from the server or the cache.
  public func searchPage(after lastID: Int64?, categories: [QuoteCategory], search: String) async -> FeedPage {
    let (found, _, error) = await quotes(after: lastID, categories: categories, search: search)
    return FeedPage(
      quotes: found, order: nil, hasMore: found.count == QuoteVaultAPI.pageSize || error != nil, error: error)
  }

  /// The saved quotes of the feed in today's order: the order the server listed today where this device kept
  /// it, then any saved quote it did not list (seen since) in today's shuffle; on a new day, today's shuffle.
  func cachedOrder(categories: [QuoteCategory], shuffle: FeedShuffle) -> [Int64] {
    let shuffled = shuffle.order((try? cache.feedEntries(categories: categories)) ?? [])
    guard let kept = try? cache.feedOrder(question: Self.feedQuestion(categories), day: shuffle.day) else {
      return shuffled
    }
    let saved = Set(shuffled)
    var listed = Set<Int64>()
    let first = kept.filter { saved.contains($0) && listed.insert($0).inserted }
    return first + shuffled.filter { !listed.contains($0) }
  }

  /// The next page's worth of ids from `start` (within bounds).
  static func slice(of order: [Int64], from start: Int) -> [Int64] {
    let lower = min(max(start, 0), order.count)
    return Array(order[lower..<(lower + min(QuoteVaultAPI.pageSize, order.count - lower))])
  }

  /// `rows` in the order of `ids`: a row the server sent twice, or that no id asked for, is dropped; an id with
  /// no row is skipped.
  static func arranged(_ rows: [Quote], as ids: [Int64]) -> [Quote] {
    let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var shown = Set<Int64>()
    return ids.compactMap { id in shown.insert(id).inserted ? byID[id] : nil }
  }
}
