import Foundation
import Localization

/// Where the reminders after each day's first (the quote of the day) take their quotes from, as Settings sets
/// it: every category (the default), one category, the user's favourites, or one of their collections (as
/// Motivation's "Reminders from: My collections"). Kept on the device with `ReminderSchedule`.
public enum ReminderSource: Hashable, Codable, Sendable {
  case allCategories
  case category(QuoteCategory)
  case favorites
  /// A collection by its id; `name` is the name it had when chosen, so Settings can still name it once it is
  /// deleted.
  case collection(id: String, name: String)

  /// Settings' fixed choices, in the order its picker lists them (the user's collections follow: `choices(...)`).
  public static let choices: [ReminderSource] =
    [.allCategories] + QuoteCategory.allCases.map { .category($0) } + [.favorites]

  /// Settings' picker: the fixed choices, then each of the user's collections; the chosen collection stays
  /// listed (by its last known name) after it is deleted, so the picker never shows nothing selected.
  public static func choices(collections: [QuoteCollection], selected: ReminderSource) -> [ReminderSource] {
    var result = choices + collections.map { ReminderSource.collection(id: $0.id, name: $0.name) }
    if !result.contains(selected) { result.append(selected) }
    return result
  }

  /// A collection is the same choice under a new name: it is chosen by id.
  public static func == (lhs: ReminderSource, rhs: ReminderSource) -> Bool {
    switch (lhs, rhs) {
    case (.allCategories, .allCategories), (.favorites, .favorites): true
    case (.category(let left), .category(let right)): left == right
    case (.collection(let left, _), .collection(let right, _)): left == right
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .allCategories: hasher.combine(0)
    case .category(let category): hasher.combine(category)
    case .favorites: hasher.combine(2)
    case .collection(let id, _): hasher.combine(id)
    }
  }

  /// The choice's name in Settings' picker.
  public var title: LocalizedCopy {
    switch self {
    case .allCategories: LocalizedCopy("quotevault.settings.reminders.allCategories", "All Categories")
    case .category(let category): category.title
    case .favorites: LocalizedCopy("quotevault.settings.reminders.favorites", "My Favorites")
    case .collection(_, let name): LocalizedCopy("quotevault.settings.reminders.collection", "“%@”", .text(name))
    }
  }

  /// The picker's label.
  public static var label: LocalizedCopy { LocalizedCopy("quotevault.settings.reminders.source", "Reminder Quotes") }

  /// The quotes the reminders draw on, and why it is all categories' instead when the chosen source has none:
  /// favourites all removed, a collection emptied or deleted (looked up by id, so a renamed one still counts),
  /// or a category the device holds nothing of (offline, never browsed). Never a user's own quote: a locked
  /// screen shows a notification's body. `all` is asked for only when it is needed.
  public func draw(
    all: () -> [Quote], category: [Quote], favorites: [Quote], collections: [(QuoteCollection, [Quote])]
  ) -> (quotes: [Quote], fallback: ReminderFallback?) {
    let chosen: [Quote]
    let fallback: ReminderFallback
    switch self {
    case .allCategories: return (all().filter { $0.ownerID == nil }, nil)
    case .category(let name):
      chosen = category
      fallback = .emptyCategory(name)
    case .favorites:
      chosen = favorites
      fallback = .noFavorites
    case .collection(let id, let name):
      guard let found = collections.first(where: { $0.0.id == id }) else {
        return (all().filter { $0.ownerID == nil }, .deletedCollection(name: name))
      }
      chosen = found.1
      fallback = .emptyCollection(name: found.0.name)
    }
    let shown = chosen.filter { $0.ownerID == nil }
    return shown.isEmpty ? (all().filter { $0.ownerID == nil }, fallback) : (shown, nil)
  }

  /// What Settings says under the picker while favourites are chosen and there are none to draw from.
  public static var noFavoritesNote: String { ReminderFallback.noFavorites.note }
}

/// Why the reminders come from all categories instead of the source the user chose: Settings says it in words,
/// so reminders never change source without the user knowing.
public enum ReminderFallback: Equatable, Sendable {
  case noFavorites
  case emptyCollection(name: String)
  case deletedCollection(name: String)
  case emptyCategory(QuoteCategory)

  public var note: String {
    switch self {
    case .noFavorites:
      LocalizedCopy(
        "quotevault.settings.reminders.noFavoritesFallback",
        "You have no favorites yet, so reminders come from all categories."
      ).text
    case .emptyCollection(let name):
      LocalizedCopy(
        "quotevault.settings.reminders.emptyCollection",
        "“%@” has no quotes reminders can show, so they come from all categories.", .text(name)
      ).text
    case .deletedCollection(let name):
      LocalizedCopy(
        "quotevault.settings.reminders.deletedCollection",
        "“%@” was deleted, so reminders come from all categories. Choose another source.", .text(name)
      ).text
    case .emptyCategory(let category):
      LocalizedCopy(
        "quotevault.settings.reminders.emptyCategory",
        "No %@ quotes are saved on this device yet, so reminders come from all categories.",
        .text(category.title.text)
      ).text
    }
  }
}
