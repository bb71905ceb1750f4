import Foundation
import GRDB
import SharedStore

/// A category widget draws from the whole category, not its first quotes, in the category's rotation
/// (`CategoryRotation`: a fixed order that spreads one author's run of ids). A widget's memory is tight, so the app
/// shares a window of `WidgetQuotes.perCategoryLimit` quotes of the rotation, from the first slot of the day it is
/// shared for (`turn`); the widget works out where each slot falls in it (`CategoryRotation.place`), so a window
/// shared days ago still moves on. The device comes to hold the whole category through background refreshes, each
/// fetching the next page of each category from where the last one stopped (`fillWidgetCategories`).
extension LocalCache {
  /// The catalogue's quotes of `category` (never a user's own) in the rotation's order from the first slot of day
  /// `turn`: `size` of them, or all of them once when there are no more than `size`. Two bounded queries: the
  /// category's ids, then the window's rows.
  public func widgetWindow(of category: QuoteCategory, size: Int, turn: Int) throws -> [Quote] {
    try database.read { db in
      let ids = try Int64.fetchAll(
        db, sql: "SELECT id FROM quotes WHERE category = ? AND owner_id IS NULL ORDER BY id",
        arguments: [category.rawValue])
      let window = CategoryRotation.windowIndices(turn: turn, size: size, count: ids.count).compactMap { index in
        ids.indices.contains(index) ? ids[index] : nil
      }
      guard !window.isEmpty else { return [] }
      let marks = Array(repeating: "?", count: window.count).joined(separator: ",")
      let rows = try Row.fetchAll(
        db, sql: "SELECT * FROM quotes WHERE id IN (\(marks))", arguments: StatementArguments(window))
      let byID = Dictionary(rows.map(Self.quote).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      return window.compactMap { byID[$0] }
    }
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
    QuoteWidgetRotation.turn(at: dependencies.now(), timeZone: dependencies.timeZone())
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
