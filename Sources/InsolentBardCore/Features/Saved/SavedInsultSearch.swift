import Foundation
import Localization

/// History or Favourites: the two saved lists, each a sheet with a search field.
public enum SavedInsultsKind: Hashable, Sendable {
  case favourites, history
}

/// History's and Favourites' search field: an insult matches when each word typed begins one of its words
/// ("tick" finds "tickle-brained", "canker blossom" finds "canker-blossom"), whatever the case or accents
/// ("PUKING", "puking" and "púking" are one word). The query is folded once; each insult costs one pass over its
/// text, so a long history is searched in linear time.
public struct SavedInsultSearch: Equatable, Sendable {
  /// What was typed, trimmed, as the empty state quotes it.
  public let query: String
  /// The words typed, folded, each at most once.
  let terms: [String]

  public init(_ query: String) {
    self.query = query.trimmingCharacters(in: .whitespacesAndNewlines)
    var seen = Set<String>()
    terms = Self.words(of: query).filter { seen.insert($0).inserted }
  }

  /// Nothing typed but spaces or punctuation: every insult shows.
  public var isEmpty: Bool { terms.isEmpty }

  public func matches(_ text: String) -> Bool {
    guard !terms.isEmpty else { return true }
    let words = Self.words(of: text)
    return terms.allSatisfy { term in words.contains { $0.hasPrefix(term) } }
  }

  /// The insults that match, in the list's own order.
  public func filter(_ items: [SavedInsult]) -> [SavedInsult] {
    isEmpty ? items : items.filter { matches($0.text) }
  }

  /// The words of `text`, lowercased without accents: runs of letters and digits, so hyphens, commas and the
  /// "!" part words as the insult does.
  static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }
      .map(String.init)
  }
}

/// What History or Favourites shows for a search: the matching insults, or the empty state in words.
public struct SavedInsultsListing: Equatable, Sendable {
  /// What the empty list says: its title, its symbol and its words.
  public struct EmptyState: Equatable, Sendable {
    public let title: LocalizedCopy
    public let systemImage: String
    public let message: LocalizedCopy
  }

  public let kind: SavedInsultsKind
  /// The rows to show, newest first.
  public let items: [SavedInsult]
  /// Whether the list holds anything at all, whatever the search (History's Clear shows only then).
  public let hasSaved: Bool
  /// Shown in place of the rows when there are none; nil while there are rows.
  public let emptyState: EmptyState?

  public init(kind: SavedInsultsKind, saved: [SavedInsult], search: SavedInsultSearch) {
    self.kind = kind
    items = search.filter(saved)
    hasSaved = !saved.isEmpty
    if !items.isEmpty {
      emptyState = nil
    } else if saved.isEmpty || search.isEmpty {
      emptyState = EmptyState(
        title: BardCopy.title(of: kind), systemImage: kind == .favourites ? "heart" : "clock",
        message: kind == .favourites ? BardCopy.emptyFavourites : BardCopy.emptyHistory)
    } else {
      emptyState = EmptyState(
        title: BardCopy.noMatchesTitle, systemImage: "magnifyingglass", message: BardCopy.noMatches(search.query))
    }
  }
}
