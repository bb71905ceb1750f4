import AppServices
import Localization
import Observation
import Presentation

/// Browse: a page of insults drawn from the kit (the family-friendly one while that setting is on), fifty at a
/// time up to `limit`, each at most once; its search looks through the whole kit, as History's does its list.
/// Held by its destination (`BardDestination.browse`) and nothing else, so closing the sheet lets it go; what
/// its rows and bar do is its own (BrowseModel+Intents.swift), on what the app's model sets (`BardModel.browse`).
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
  /// Select is on: a row's tap selects it (`BrowseModel+Select`).
  public internal(set) var isSelecting = false
  /// The insults selected, by text, so scrolling and the search keep them. The list changes it only through
  /// `setSelection` (its binding's setter), so the tests drive what the user's taps do.
  public internal(set) var selection = Set<String>()
  /// Select All is on: rows drawn later join the selection, until one is deselected (`BrowseModel+Select`).
  public internal(set) var selectsAll = false

  /// A row's Copy, heart and Share, the main screen's (BrowseModel+Intents.swift).
  @ObservationIgnored var actions = InsultActions()
  /// Select's Add to Favourites: these kept, in one write.
  @ObservationIgnored var onKeep: @MainActor ([String]) -> Void = unimplemented("BrowseModel.onKeep")
  /// Select's Copy: the pasteboard, not History.
  @ObservationIgnored var onCopyText: @MainActor (String) -> Void = unimplemented("BrowseModel.onCopyText")
  /// The system share sheet, over Browse.
  @ObservationIgnored var onShare: @MainActor (ShareItem) -> Void = unimplemented("BrowseModel.onShare")
  /// A question on top (the app's stack); its answer comes back to the app's model as a `BardAlertAction`.
  @ObservationIgnored var onAsk: @MainActor (BardAlert) -> Void = unimplemented("BrowseModel.onAsk")
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("BrowseModel.onDone")

  /// `seed` fixes the order; each browse has its own.
  public init(kit: InsultKit, seed: UInt64) {
    sample = KitSample(kit: kit, seed: seed)
    loadMore()
  }

  /// The most this browse can hold: `limit`, or the whole kit when it has fewer insults.
  public var capacity: Int { min(Self.limit, sample.kit.count) }

  /// The rows shown: the drawn insults unsearched; while searching, the whole kit's matches (`KitSearch`), those
  /// already drawn first in the order drawn, at most `KitSearch.limit` of them.
  public var rows: [String] { searchResults?.rows ?? insults }

  /// Whether the search matched more insults than it shows (the footer says so).
  public var searchIsCapped: Bool { searchResults?.capped ?? false }

  /// What the list's footer says: how many are drawn, or that a search shows only its first matches.
  public var footer: LocalizedCopy? {
    if rows.isEmpty { return nil }
    if searchIsCapped { return BardCopy.browseSearchCapped(KitSearch.limit) }
    return SavedInsultSearch(query).isEmpty ? BardCopy.browseFooter(shown: insults.count, limit: capacity) : nil
  }

  /// The last search's rows, kept for its query: a view reads `rows` at each redraw, the kit is searched once.
  @ObservationIgnored private var searched: (query: String, drawn: Int, rows: [String], capped: Bool)?

  private var searchResults: (rows: [String], capped: Bool)? {
    let search = SavedInsultSearch(query)
    guard !search.isEmpty else { return nil }
    if let searched, searched.query == search.query, searched.drawn == insults.count {
      return (searched.rows, searched.capped)
    }
    let drawn = insults.filter(search.matches)
    let kit = KitSearch(search: search).results(in: sample.kit, limit: KitSearch.limit)
    let drawnSet = Set(drawn)
    let fromKit = kit.insults.filter { !drawnSet.contains($0) }
    var rows = Array(drawn.prefix(KitSearch.limit))
    rows.append(contentsOf: fromKit.prefix(max(0, KitSearch.limit - rows.count)))
    let capped = kit.capped || drawn.count + fromKit.count > KitSearch.limit
    searched = (search.query, insults.count, rows, capped)
    return (rows, capped)
  }

  /// Whether "More" shows: the browse has not reached `capacity`.
  public var canLoadMore: Bool { insults.count < capacity }

  /// "More": the next page, without going past `capacity`.
  public func loadMore() {
    let wanted = min(Self.pageSize, capacity - insults.count)
    guard wanted > 0 else { return }
    let first = insults.count
    insults.reserveCapacity(first + wanted)
    for _ in 0..<wanted {
      guard let insult = sample.next() else { break }
      insults.append(insult.text)
    }
    selectDrawnIfAll(insults[first...])
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
