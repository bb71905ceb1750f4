import Foundation
import Localization
import SharedStore

/// One of the user's collections as the widget may show it: written by the app (which has the database), read
/// by the widget's process and by "Edit Widget"'s collection list (`WidgetCollections.choices`).
public struct WidgetCollection: Codable, Equatable, Sendable {
  public var id: String
  public var name: String
  /// In the collection's order, at most `WidgetCollections.quotesLimit`: for a longer collection, the day's
  /// window of it (`WidgetCollections.window`).
  public var quotes: [Quote]

  public init(id: String, name: String, quotes: [Quote]) {
    self.id = id
    self.name = name
    self.quotes = Array(quotes.prefix(WidgetCollections.quotesLimit))
  }
}

extension QuoteVaultShared {
  /// The collections a "Collection" widget can show: the signed-in user's, or a guest's kept on this device.
  public static let widgetCollections = StoreKey<[WidgetCollection]>("quotevault-widget-collections", default: [])
}

/// The bounded copy of the user's collections shared with the widgets (a widget's memory is tight).
public enum WidgetCollections {
  public static let quotesLimit = 60
  public static let collectionsLimit = 50

  /// The library's collections as the widget may read them, in the library's order. `turn`: the day (as the
  /// category widgets' window, `QuoteVaultModel.widgetWindowTurn`): a collection longer than `quotesLimit`
  /// shares the day's window of it, so its widget goes through every quote over the days while the file stays
  /// bounded.
  public static func snapshot(_ collections: [(QuoteCollection, [Quote])], turn: Int = 0) -> [WidgetCollection] {
    collections.prefix(collectionsLimit).map {
      WidgetCollection(id: $0.0.id, name: $0.0.name, quotes: window(of: $0.1, turn: turn))
    }
  }

  /// `quotesLimit` quotes of `quotes` in order, starting half a window further on each turn and wrapping past
  /// the end, so consecutive days overlap by half and every quote comes round; all of them when they fit.
  public static func window(of quotes: [Quote], turn: Int) -> [Quote] {
    guard quotes.count > quotesLimit else { return quotes }
    let start = QuoteWidgetRotation.product(turn, quotesLimit / 2, modulo: quotes.count)
    return (0..<quotesLimit).map { quotes[(start + $0) % quotes.count] }
  }

  /// Writes the snapshot only when it changed: each write reloads the widgets. False when it could not be
  /// written (the file protected before the first unlock, a full disk).
  @discardableResult
  public static func share(_ collections: [WidgetCollection], to store: SharedStore) -> Bool {
    guard (try? store.load(QuoteVaultShared.widgetCollections).get()) != collections else { return true }
    do {
      try store.write(collections, for: QuoteVaultShared.widgetCollections)
      return true
    } catch {
      return false
    }
  }

  /// "Edit Widget"'s list of collections (id and name), as the app last shared them; empty when the file cannot
  /// be read (before the first unlock) or was never written.
  public static func choices(in store: SharedStore) -> [(id: String, name: String)] {
    store.read(QuoteVaultShared.widgetCollections).map { ($0.id, $0.name) }
  }

  /// "Edit Widget"'s collection for each chosen id: its shared name; for one no longer shared (deleted, or
  /// another account's after a sign-out) words saying so, never a blank, with a hint to choose another.
  public static func chosen(_ ids: [String], in store: SharedStore) -> [(id: String, name: String, hint: String?)] {
    let shared = choices(in: store)
    return ids.map { id in
      if let found = shared.first(where: { $0.id == id }) { return (id, found.name, nil) }
      return (id, QuoteWidgetCopy.collectionUnavailable, QuoteWidgetCopy.chooseAnotherCollection)
    }
  }

  /// The quotes a collection widget rotates through, its heading, and whether they are the user's own choice
  /// (redacted on a locked screen). A collection that is gone or empty falls back to every category's shared
  /// quotes, headed "All Quotes", as the reminders do; with none of those either, `emptyText` says what to do.
  static func pool(id: String, store: SharedStore) -> Result<
    (quotes: [Quote], empty: String, title: String, isPersonal: Bool), SharedStoreError
  > {
    store.load(QuoteVaultShared.widgetCollections).flatMap { stored in
      if let found = (stored ?? []).first(where: { $0.id == id }), !found.quotes.isEmpty {
        return .success((found.quotes, QuoteWidgetCopy.collectionGone, found.name, true))
      }
      return store.load(QuoteVaultShared.widgetCategories).map { categories in
        // Only catalogue quotes of a known category, whatever a damaged file files under a name.
        let all = (categories?.quotes ?? [:]).sorted { $0.key < $1.key }.flatMap { entry in
          entry.value.filter { $0.category == entry.key && $0.ownerID == nil }
        }
        return (all, QuoteWidgetCopy.collectionGone, QuoteWidgetCopy.allQuotesTitle, false)
      }
    }
  }
}

extension QuoteWidgetCopy {
  /// The heading of a collection widget whose collection is gone or empty (it shows every category's quotes).
  public static var allQuotesTitle: String { LocalizedCopy("quotevault.widget.allQuotesTitle", "All Quotes").text }
  public static var collectionTitle: String { LocalizedCopy("quotevault.widget.collectionTitle", "Collection").text }
  public static var collectionGone: String {
    LocalizedCopy("quotevault.widget.collectionGone", "Edit the widget to choose a collection with quotes.").text
  }
  /// Edit Widget's name for a chosen collection the widget can no longer show (deleted, another account's).
  public static var collectionUnavailable: String {
    LocalizedCopy("quotevault.widget.collectionUnavailable", "Unavailable Collection").text
  }
  public static var chooseAnotherCollection: String {
    LocalizedCopy("quotevault.widget.chooseAnotherCollection", "Choose another collection to show.").text
  }
  public static var collectionLocked: String {
    LocalizedCopy("quotevault.widget.collectionLocked", "Unlock your iPhone to see your collection.").text
  }
}
