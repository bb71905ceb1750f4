import Foundation
import Localization

/// Where the reminders after each day's first (the quote of the day) take their quotes from, as Settings sets
/// it: every category (the default), one category, or the user's favourites. Kept on the device with
/// `ReminderSchedule`.
public enum ReminderSource: Hashable, Codable, Sendable {
  case allCategories
  case category(QuoteCategory)
  case favorites

  /// Settings' choices, in the order its picker lists them.
  public static let choices: [ReminderSource] =
    [.allCategories] + QuoteCategory.allCases.map { .category($0) } + [.favorites]

  /// The choice's name in Settings' picker.
  public var title: LocalizedCopy {
    switch self {
    case .allCategories: LocalizedCopy("quotevault.settings.reminders.allCategories", "All Categories")
    case .category(let category): category.title
    case .favorites: LocalizedCopy("quotevault.settings.reminders.favorites", "My Favorites")
    }
  }

  /// The picker's label.
  public static var label: LocalizedCopy { LocalizedCopy("quotevault.settings.reminders.source", "Reminder Quotes") }

  /// What Settings says under the picker while favourites are chosen and there are none to draw from.
  public static var noFavoritesNote: String {
    LocalizedCopy(
      "quotevault.settings.reminders.noFavorites",
      "You have no favorites yet, so the extra reminders say only that a quote is waiting."
    ).text
  }
}
