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
      list.map { (insult: $0, key: Self.alphabeticalKey($0.text)) }.enumerated().sorted { lhs, rhs in
        let order = lhs.element.key.localizedStandardCompare(rhs.element.key)
        return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
      }
      .map(\.element.insult)
    }
  }

  /// What A to Z sorts by: the insult from its first own word. Every insult opens "Thou art a" or "Thou art an",
  /// so sorting the whole text would put every "a yeasty" before every "an artless"; the opening is skipped.
  static func alphabeticalKey(_ text: String) -> Substring {
    for opening in ["Thou art an ", "Thou art a "] where text.hasPrefix(opening) {
      return text.dropFirst(opening.count)
    }
    return Substring(text)
  }
}
