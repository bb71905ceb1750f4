import Foundation
import Localization

/// How Favourites lists its rows, chosen in its Sort menu and kept across launches (`BardShared.favouritesOrder`).
/// Only the rows shown are sorted: the saved list stays newest first, as the widget and Undo read it.
public enum FavouritesOrder: String, CaseIterable, Codable, Sendable {
  case newestFirst
  case oldestFirst
  case alphabetical

  /// As the Sort menu lists it.
  public var title: LocalizedCopy {
    switch self {
    case .newestFirst: BardCopy.sortNewestFirst
    case .oldestFirst: BardCopy.sortOldestFirst
    case .alphabetical: BardCopy.sortAlphabetical
    }
  }

  /// `list` (newest first, as saved) in this order; A to Z as the user's language sorts words, ties newest first.
  public func sorted(_ list: [SavedInsult]) -> [SavedInsult] {
    switch self {
    case .newestFirst: list
    case .oldestFirst: list.reversed()
    case .alphabetical:
      list.enumerated().sorted { lhs, rhs in
        let order = lhs.element.text.localizedStandardCompare(rhs.element.text)
        return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
      }
      .map(\.element)
    }
  }
}
