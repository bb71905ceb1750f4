import Foundation
import GRDB
import SharedStore

/// A category widget draws from the whole category, not its first quotes: the app shares a window of
/// `WidgetQuotes.perCategoryLimit` quotes (a widget's memory is tight), and the window moves on by its own
/// length each day (`turn`), wrapping at the end, so over the days every quote of the category the device holds
/// takes its turn. The device comes to hold the whole category through background refreshes, each fetching the
/// next page of each category from where the last one stopped (`fillWidgetCategories`).
extension LocalCache {
  /// The catalogue's quotes of `category` (never a user's own) in id order, `size` of them from position
  /// `turn * size`, wrapping; all of them when there are no more than `size`. Two bounded queries.
  public func widgetWindow(of category: QuoteCategory, size: Int, turn: Int) throws -> [Quote] {
    let size = max(1, size)
    return try database.read { db in
      let filter = "category = ? AND owner_id IS NULL"
      let count =
        try Int.fetchOne(db, sql: "SELECT count(*) FROM quotes WHERE \(filter)", arguments: [category.rawValue])
        ?? 0
      guard count > size else {
        return try Row.fetchAll(
          db, sql: "SELECT * FROM quotes WHERE \(filter) ORDER BY id", arguments: [category.rawValue]
        ).map(Self.quote)
      }
      let start = Self.windowStart(turn: turn, size: size, count: count)
      let page = "SELECT * FROM quotes WHERE \(filter) ORDER BY id LIMIT ? OFFSET ?"
      var window = try Row.fetchAll(db, sql: page, arguments: [category.rawValue, size, start]).map(Self.quote)
      if window.count < size {
        window += try Row.fetchAll(db, sql: page, arguments: [category.rawValue, size - window.count, 0])
          .map(Self.quote)
      }
      return window
    }
  }

  /// Where the window of turn `turn` begins among `count` quotes: `turn * size` modulo `count`, computed without
  /// overflow for any turn (a day number, or a negative one from a clock set before 1970).
  static func windowStart(turn: Int, size: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let modulus = UInt64(count)
    let turns = UInt64(turn.magnitude) % modulus
    let forward = turns * (UInt64(size) % modulus) % modulus
    // A negative turn counts backwards, so consecutive turns still move by one window.
    let start = turn < 0 ? (modulus - forward) % modulus : forward
    return Int(start)
  }
}

extension QuoteVaultShared {
  /// Per category (its raw value), the last quote id a background refresh fetched for the category widgets;
  /// nil once a page came back short, so the next refresh starts again at the beginning (the app's own file).
  public static let widgetCategoryCursors = StoreKey<[String: Int64]>(
    "quotevault-widget-category-cursors", default: [:])
}

extension QuoteVaultModel {
  /// The day's turn of the category widgets' window: the local day number, the same all day.
  var widgetWindowTurn: Int {
    QuoteWidgetRotation.slot(at: dependencies.now(), timeZone: dependencies.timeZone()).number
      / QuoteWidgetRotation.slotsPerTimeline
  }

  /// One page of each category from the server into the cache, after where the last refresh stopped: a few small
  /// requests per background refresh, until the device holds every quote of every category (and then again from
  /// the start, picking up quotes added since). A failed request leaves its cursor for the next refresh.
  func fillWidgetCategories() async {
    let store = dependencies.store
    var cursors = store.read(QuoteVaultShared.widgetCategoryCursors)
    for category in QuoteCategory.allCases {
      let after = cursors[category.rawValue]
      guard let page = try? await dependencies.service.api.quotes(after: after, category: category, search: nil)
      else { continue }
      // Only the catalogue's quotes: the signed-in user's own come with the pull of their library.
      try? dependencies.service.cache.store(page.filter { $0.ownerID == nil })
      cursors[category.rawValue] = page.count < QuoteVaultAPI.pageSize ? nil : page.last?.id
    }
    try? store.write(cursors, for: QuoteVaultShared.widgetCategoryCursors)
  }
}
