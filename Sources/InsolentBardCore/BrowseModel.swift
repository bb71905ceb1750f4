import Observation
import Presentation

/// Browse: a page of insults drawn from the kit (the family-friendly one while that setting is on), fifty at a
/// time up to `limit`, each at most once, searchable as History is. Held by its destination
/// (`BardDestination.browse`) and nothing else, so closing the sheet lets it go; the app's model acts on a row
/// (`BardModel+Browse`).
@MainActor
@Observable
public final class BrowseModel: HashableObject {
  /// How many insults "More" (or scrolling near the end) adds.
  public static let pageSize = 50
  /// The most a browse draws, however far the user scrolls: a list to read, not the whole kit.
  public static let limit = 1_000
  /// Scrolling within this many rows of the end draws the next page.
  public static let prefetchDistance = 10

  /// The kit the insults are drawn from.
  public var kit: InsultKit { sample.kit }
  /// The insults drawn so far, in the order drawn.
  public private(set) var insults: [String] = []
  /// The search field's text; the rows are the drawn insults it matches (`SavedInsultSearch`).
  public var query = ""
  private var sample: KitSample

  /// `seed` fixes the order; each browse has its own.
  public init(kit: InsultKit, seed: UInt64) {
    sample = KitSample(kit: kit, seed: seed)
    loadMore()
  }

  /// The most this browse can hold: `limit`, or the whole kit when it has fewer insults.
  public var capacity: Int { min(Self.limit, sample.kit.count) }

  /// The rows shown: the drawn insults the search matches, in the order drawn.
  public var rows: [String] {
    let search = SavedInsultSearch(query)
    return search.isEmpty ? insults : insults.filter(search.matches)
  }

  /// Whether "More" shows: the browse has not reached `capacity`.
  public var canLoadMore: Bool { insults.count < capacity }

  /// "More": the next page, without going past `capacity`.
  public func loadMore() {
    let wanted = min(Self.pageSize, capacity - insults.count)
    guard wanted > 0 else { return }
    insults.reserveCapacity(insults.count + wanted)
    for _ in 0..<wanted {
      guard let insult = sample.next() else { return }
      insults.append(insult.text)
    }
  }

  /// A row came on screen: near the end of the unsearched list, the next page is drawn before it is reached.
  /// While searching, only "More" draws, so a search matching little does not draw page after page by itself.
  public func rowAppeared(_ text: String) {
    // Only the last few rows are looked at: each appearance costs the same however long the list has grown.
    guard SavedInsultSearch(query).isEmpty, canLoadMore, insults.suffix(Self.prefetchDistance).contains(text)
    else { return }
    loadMore()
  }

  /// What the list says when no row matches the search; nil while there are rows.
  public var emptyState: SavedInsultsListing.EmptyState? {
    guard rows.isEmpty else { return nil }
    return SavedInsultsListing.EmptyState(
      title: BardCopy.noMatchesTitle, systemImage: "magnifyingglass",
      message: BardCopy.noMatches(SavedInsultSearch(query).query))
  }
}
