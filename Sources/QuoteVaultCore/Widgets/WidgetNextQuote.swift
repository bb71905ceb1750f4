import Foundation
import SharedStore

extension QuoteVaultShared {
  /// Per widget source (`QuoteWidgetSource.key`), how many quotes Next Quote moved the rotation on (written by
  /// the widget extension only; the app never reads it).
  public static let widgetSkips = StoreKey<[String: Int]>("quotevault-widget-skips", default: [:])
}

extension QuoteWidgetSource {
  /// A stable name for the source: the Next Quote intent's parameter, and the key of its skips.
  public var key: String {
    switch self {
    case .quoteOfTheDay: "quote-of-the-day"
    case .category(let category): "category-\(category.rawValue)"
    case .favorites: "favorites"
    case .collection(let id): "collection-\(id)"
    }
  }

  /// The source a key names; nil for anything else (the intent's parameter comes from outside the app).
  /// "collection-" alone is a Collection widget with no collection picked yet (`collection(id: "")`): it shows
  /// every category's quotes, with Next Quote, which must move them on as any other source's.
  public init?(key: String) {
    switch key {
    case "quote-of-the-day": self = .quoteOfTheDay
    case "favorites": self = .favorites
    case _ where key.hasPrefix("collection-"):
      self = .collection(id: String(key.dropFirst(11)))
    default:
      guard key.hasPrefix("category-"), let category = QuoteCategory(rawValue: String(key.dropFirst(9))) else {
        return nil
      }
      self = .category(category)
    }
  }
}

/// The widget's Next Quote (an interactive button, run in the widget extension's process): moves a category's
/// or the favourites' rotation on by one quote, kept in the App Group so the next timeline (and every later slot)
/// continues from there. Every widget showing that source moves together: WidgetKit does not say which widget
/// a button was tapped on. The quote of the day has no Next Quote: it is the day's, the same in the app, the
/// notification and every widget.
public enum WidgetNextQuote {
  public enum NextError: Error, Equatable { case notRotating }

  /// How many quotes `source` was moved on; 0 for a file that cannot be read.
  public static func skip(for source: QuoteWidgetSource, in store: SharedStore) -> Int {
    store.read(QuoteVaultShared.widgetSkips)[source.key] ?? 0
  }

  /// The button tapped: one more skip for `source`, which the write's reload shows at once.
  public static func advance(_ source: QuoteWidgetSource, in store: SharedStore) throws {
    guard source != .quoteOfTheDay else { throw NextError.notRotating }
    try store.update(QuoteVaultShared.widgetSkips) { skips in
      // Kept small: a pool never holds more than a few hundred quotes, so only the remainder matters.
      let current = (skips[source.key] ?? 0) % 1_000_000
      skips[source.key] = current &+ 1
    }
  }

  /// The heart (once the app has said whose the favourites are: an account's or the guest's) and Next Quote (a rotating source with more than one quote) on each
  /// entry that shows a quote the app shared; never on the gallery's sample or a locked entry.
  static func addButtons(
    to entries: inout [QuoteWidgetTimeline.Entry], source: QuoteWidgetSource, poolSize: Int, store: SharedStore
  ) {
    let hearts = WidgetHearts.shown(in: store)
    for index in entries.indices {
      guard let quote = entries[index].quote, quote != QuoteWidgetTimeline.galleryQuote, !entries[index].isLocked
      else { continue }
      entries[index].isFavorite = hearts?.isFavorite(quote.id)
      entries[index].nextQuote = source != .quoteOfTheDay && poolSize > 1 ? source : nil
    }
  }
}
