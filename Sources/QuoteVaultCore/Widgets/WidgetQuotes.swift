import Foundation
import Localization
import SharedStore

/// What a QuoteVault widget shows, as the user chose it under "Edit Widget" > Show.
public enum QuoteWidgetSource: Hashable, Sendable {
  /// Today's quote, a new one each midnight: the default, and every widget placed before the choice existed.
  case quoteOfTheDay
  /// Quotes of one category (QV-3.4) the device has seen, a new one every few hours.
  case category(QuoteCategory)
  /// The favourites (the signed-in user's, or a guest's on this device), a new one every few hours.
  case favorites
  /// One of the user's collections (by id), a new one every few hours; every category's when it is gone or
  /// empty (`WidgetCollections.pool`).
  case collection(id: String)

  /// The widget's heading.
  public var title: String {
    switch self {
    case .quoteOfTheDay: QuoteWidgetLayout.title
    case .category(let category): category.widgetTitle.text
    case .favorites: QuoteWidgetCopy.favoritesTitle
    case .collection: QuoteWidgetCopy.collectionTitle
    }
  }
}

/// The widget's words for what it cannot show (keys under `quotevault.widget.`: the extension's own catalog).
public enum QuoteWidgetCopy {
  public static var favoritesTitle: String { LocalizedCopy("quotevault.widget.favoritesTitle", "My Favorites").text }
  public static var favoritesSignedOut: String {
    LocalizedCopy("quotevault.widget.favoritesSignedOut", "Sign in to QuoteVault to see your favorites here.").text
  }
  public static var favoritesEmpty: String {
    LocalizedCopy("quotevault.widget.favoritesEmpty", "Favorite a quote in QuoteVault to see it here.").text
  }
  public static func categoryEmpty(_ category: QuoteCategory) -> String {
    LocalizedCopy(
      "quotevault.widget.categoryEmpty", "Browse %@ quotes in QuoteVault to see them here.",
      .text(category.widgetTitle.text)
    ).text
  }
  /// Before the first unlock after a restart, the App Group's files cannot be read.
  public static func locked(_ source: QuoteWidgetSource) -> String {
    switch source {
    case .quoteOfTheDay: QuoteWidgetLayout.lockedQuote
    case .category(let category):
      LocalizedCopy(
        "quotevault.widget.categoryLocked", "Unlock your iPhone to see %@ quotes.", .text(category.widgetTitle.text)
      ).text
    case .favorites:
      LocalizedCopy("quotevault.widget.favoritesLocked", "Unlock your iPhone to see your favorites.").text
    case .collection: collectionLocked
    }
  }
  /// A quote's words in the language's quotation marks, and its author after a dash (the widget's own keys).
  public static func quoted(_ text: String) -> LocalizedCopy {
    LocalizedCopy("quotevault.widget.quoted", "“%@”", .text(text))
  }
  public static func byline(_ author: String) -> LocalizedCopy {
    LocalizedCopy("quotevault.widget.byline", "— %@", .text(author))
  }
  /// The widget gallery's name and description.
  public static var galleryName: String { QuoteWidgetLayout.title }
  public static let galleryDescription = LocalizedCopy(
    "quotevault.widget.galleryDescription", "A new quote every day, or your favorites, a category's or a collection's.")
}

/// The favourites as the widget may show them: written by the app, read by the widget, which has no database or
/// session of its own. Signed in, the account's; signed out (or a guest), the guest's kept on this device, never
/// an account's (the app's library holds only the guest's then).
public struct WidgetFavorites: Codable, Equatable, Sendable {
  /// Whether an account's favourites or the guest's. Either way the widget has a heart (`WidgetHearts`): an
  /// account's taps go to its outbox, a guest's to the device's guest favourites, when the app next is active.
  public var isSignedIn: Bool
  /// Most recently added first, at most `WidgetQuotes.favoritesLimit`.
  public var quotes: [Quote]
  /// Whose they are: the widget's heart records its taps for this account (`WidgetHearts`), so the app never
  /// gives them to someone else who signs in later. Nil in a file written before the heart existed: no heart
  /// until the app next shares.
  public var userID: String?

  public init(isSignedIn: Bool, quotes: [Quote], userID: String? = nil) {
    self.isSignedIn = isSignedIn
    self.quotes = Array(quotes.prefix(WidgetQuotes.favoritesLimit))
    self.userID = isSignedIn ? userID : nil
  }
}

extension QuoteVaultShared {
  /// The favourites a "My Favorites" widget rotates through (`WidgetQuotes.share`).
  public static let widgetFavorites = StoreKey(
    "quotevault-widget-favorites", default: WidgetFavorites(isSignedIn: false, quotes: []))
  /// Per category, the window of the day's rotation the category widgets draw from (`WidgetCategoryWindows`).
  /// Schema 1 (before the windows had a turn) held the windows alone: it reads as windows without a turn, which
  /// the widget rotates through in id order as it did then, so a widget drawing from a file an earlier version of
  /// the app wrote still draws until the app next shares.
  public static let widgetCategories = StoreKey(
    "quotevault-widget-categories", default: WidgetCategoryWindows(turn: nil, quotes: [:]), schemaVersion: 2,
    upgrade: { version, json in
      guard version < 2 else { return try JSONDecoder().decode(WidgetCategoryWindows.self, from: json) }
      return WidgetCategoryWindows(turn: nil, quotes: try JSONDecoder().decode([String: [Quote]].self, from: json))
    })
}

/// What the app shares for the category widgets: per category (its raw value), a window of the category's rotation
/// (`CategoryRotation`) that begins at the first slot of day `turn`.
public struct WidgetCategoryWindows: Codable, Equatable, Sendable {
  /// The local day (`QuoteWidgetRotation.turn`) whose first slot each window's first quote is for; the widget counts
  /// the slots since then to find a slot's quote (`CategoryRotation.place`). Nil for windows written before there
  /// was a turn (schema 1): those are rotated through in id order.
  public var turn: Int?
  public var quotes: [String: [Quote]]

  public init(turn: Int?, quotes: [String: [Quote]]) {
    self.turn = turn
    self.quotes = quotes
  }
}

/// The small, bounded copy of the library and the cache that the widgets read from the App Group.
public enum WidgetQuotes {
  /// Bounds that keep the files small (a widget's memory is tight) while a few hours a quote never runs dry.
  public static let favoritesLimit = 60
  public static let perCategoryLimit = 30

  /// Each category's window of cached catalogue quotes for `turn` (the day: `LocalCache.widgetWindow`), so the
  /// widget draws from the whole category over the days. Never the user's own: they are private to them (RLS),
  /// and a category widget shows on a locked Lock Screen and in StandBy, where anyone near the phone reads it.
  public static func categories(from cache: LocalCache, turn: Int = 0) -> WidgetCategoryWindows {
    var result: [String: [Quote]] = [:]
    for category in QuoteCategory.allCases {
      let quotes = (try? cache.widgetWindow(of: category, size: perCategoryLimit, turn: turn)) ?? []
      if !quotes.isEmpty { result[category.rawValue] = quotes }
    }
    return WidgetCategoryWindows(turn: turn, quotes: result)
  }

  /// Writes what changed, and only that: each write asks WidgetKit to reload (the store's write hook), so an
  /// unchanged snapshot costs no reload. A file that cannot be read now is written over, as it is a copy.
  public static func share(favorites: WidgetFavorites, categories: WidgetCategoryWindows, to store: SharedStore) {
    if (try? store.load(QuoteVaultShared.widgetFavorites).get()) != favorites {
      try? store.write(favorites, for: QuoteVaultShared.widgetFavorites)
    }
    if (try? store.load(QuoteVaultShared.widgetCategories).get()) != categories {
      try? store.write(categories, for: QuoteVaultShared.widgetCategories)
    }
  }
}

extension QuoteCategory {
  /// The category's name in the widget (its heading, its words, Edit Widget's choice): the widget extension looks
  /// up its own catalog, which holds only `quotevault.widget.` keys.
  public var widgetTitle: LocalizedCopy {
    switch self {
    case .motivation: LocalizedCopy("quotevault.widget.category.motivation", "Motivation")
    case .love: LocalizedCopy("quotevault.widget.category.love", "Love")
    case .success: LocalizedCopy("quotevault.widget.category.success", "Success")
    case .wisdom: LocalizedCopy("quotevault.widget.category.wisdom", "Wisdom")
    case .humor: LocalizedCopy("quotevault.widget.category.humor", "Humor")
    case .life: LocalizedCopy("quotevault.widget.category.life", "Life")
    case .happiness: LocalizedCopy("quotevault.widget.category.happiness", "Happiness")
    case .courage: LocalizedCopy("quotevault.widget.category.courage", "Courage")
    case .friendship: LocalizedCopy("quotevault.widget.category.friendship", "Friendship")
    case .hope: LocalizedCopy("quotevault.widget.category.hope", "Hope")
    }
  }
}
