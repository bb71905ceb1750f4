import Foundation
import Localization
import Observation
import Presentation

/// The full-screen reader: one quote a page, large, swiping through the list it was opened from. The pages are
/// read live from that list (the feed's category or search, a collection, own quotes), so a quote deleted or
/// taken out meanwhile is simply no longer a page: the reader stays on the quote it shows by id, and when that
/// quote goes it shows the one that took its place, never an index out of range. Favourites keep the pages they
/// opened with, so a heart tapped by mistake on its page is one tap from undone.
@MainActor
@Observable
public final class QuoteReaderModel {
  /// Where the reader was opened: which list its pages are.
  public enum Source: Hashable, Sendable {
    /// Home's feed, under its current category or search: nearing the end loads the next page (QV-3.2).
    case feed
    case favorites
    case collection(QuoteCollection)
    case ownQuotes
    /// One quote alone (the quote of the day).
    case single(Quote)
    /// Past Quotes' days, as the sheet listed them when a row was tapped.
    case pastQuotes([Quote])
  }

  public let source: Source
  /// The quote on screen, by id: a list that changes under the reader keeps it on the same quote.
  public private(set) var currentID: Int64?
  /// Where the quote on screen was: when it leaves the list, the quote now at that place is shown.
  @ObservationIgnored private var lastIndex = 0
  private let list: @MainActor () -> [Quote]
  /// How many pages from the end of a feed-backed list the next page is asked for, so swiping never waits.
  public static let prefetchDistance = 3

  /// The list's next page (the feed's `loadMore(after:)`), for a feed-backed reader.
  @ObservationIgnored var loadMore: (@MainActor (Quote) async -> Void)?
  @ObservationIgnored var onFavorite: (@MainActor (Quote) async -> Void)?
  @ObservationIgnored var onShareCard: (@MainActor (Quote) -> Void)?
  @ObservationIgnored var onShare: (@MainActor (Quote) -> Void)?
  @ObservationIgnored var onDone: (@MainActor () -> Void)?
  /// The page on screen changed away from this quote (its Listen stops).
  @ObservationIgnored var onLeavePage: (@MainActor (Quote) -> Void)?

  /// `list` reads the source's quotes as they are now (it must not keep the app model alive).
  public init(source: Source, showing quote: Quote?, list: @escaping @MainActor () -> [Quote]) {
    self.source = source
    self.list = list
    currentID = quote?.id
    lastIndex = quote.flatMap { shown in list().firstIndex { $0.id == shown.id } } ?? 0
  }

  /// The pages, as the source holds them now.
  public var quotes: [Quote] { list() }

  /// The page on screen: the current quote's place, or (once it has left the list) the place it was, clamped;
  /// nil when the list is empty.
  public var index: Int? {
    let quotes = quotes
    guard !quotes.isEmpty else { return nil }
    if let currentID, let found = quotes.firstIndex(where: { $0.id == currentID }) { return found }
    return min(max(lastIndex, 0), quotes.count - 1)
  }

  /// The quote on screen, if the list has any.
  public var current: Quote? {
    let quotes = quotes
    return index.flatMap { quotes.indices.contains($0) ? quotes[$0] : nil }
  }

  /// What the pager's selection reads: the id of the page on screen.
  public var selection: Int64? { current?.id }

  /// Says "Quote 3 of 20" (VoiceOver and the page indicator); empty when there is no page.
  public var position: String {
    guard let index else { return "" }
    return LocalizedCopy(
      "quotevault.reader.position", "Quote %@ of %@", .text((index + 1).formatted()), .text(quotes.count.formatted())
    ).text
  }

  /// What VoiceOver reads for a page: the quote, then who said it.
  public static func spokenText(_ quote: Quote) -> String {
    LocalizedCopy("quotevault.reader.spoken", "%@, %@", .text(quote.text), .text(quote.author)).text
  }

  /// Shown when the list has emptied under the reader (the last favourite removed, the collection deleted).
  public static let emptyMessage = LocalizedCopy("quotevault.reader.empty", "No quotes left here.")

  public var hasNext: Bool { index.map { $0 + 1 < quotes.count } ?? false }
  public var hasPrevious: Bool { index.map { $0 > 0 } ?? false }

  /// The user swiped to the page of `id` (the pager's selection); an id not in the list changes nothing. The
  /// view then calls `loadMoreIfNear()` for the page now on screen.
  public func show(_ id: Int64?) {
    let quotes = quotes
    guard let id, let found = quotes.firstIndex(where: { $0.id == id }) else { return }
    move(to: found, in: quotes)
  }

  /// The next page, if any (VoiceOver's scroll, or a test's swipe).
  public func next() {
    guard let index, hasNext else { return }
    move(to: index + 1, in: quotes)
  }

  /// The page before, if any.
  public func previous() {
    guard let index, hasPrevious else { return }
    move(to: index - 1, in: quotes)
  }

  private func move(to index: Int, in quotes: [Quote]) {
    guard quotes.indices.contains(index) else { return }
    let leaving = current
    currentID = quotes[index].id
    lastIndex = index
    if let leaving, leaving.id != currentID { onLeavePage?(leaving) }
  }

  /// Nearing the end of a feed-backed list, its next page is asked for (the feed ignores a repeat).
  public func loadMoreIfNear() async {
    let quotes = quotes
    guard source == .feed, let index, let last = quotes.last, quotes.count - 1 - index < Self.prefetchDistance
    else { return }
    await loadMore?(last)
  }

  /// The page's heart: the same path as a row's (a guest is asked to sign in; the outbox takes it to the server).
  public func toggleFavorite(_ quote: Quote) async { await onFavorite?(quote) }
  /// The page's Share as Card: the share-card sheet over the reader.
  public func shareCard(_ quote: Quote) { onShareCard?(quote) }
  /// The page's Share: the quote's text through the system share sheet.
  public func share(_ quote: Quote) { onShare?(quote) }
  /// Done: the reader goes.
  public func done() { onDone?() }
}

/// The reader's model is the same cover only as itself: two readers are two presentations.
extension QuoteReaderModel: HashableObject {}

extension QuoteVaultModel {
  /// "Read": the full-screen reader over `source`'s list, opened at `quote`. Its model lives in the destination
  /// alone; every closure it holds reaches the app weakly, so the closed reader is freed.
  public func read(_ quote: Quote, in source: QuoteReaderModel.Source) {
    let reader = QuoteReaderModel(source: source, showing: quote, list: quoteList(for: source))
    if source == .feed { reader.loadMore = { [weak feed] last in await feed?.loadMore(after: last) } }
    reader.onFavorite = { [weak self] quote in await self?.toggleFavorite(quote) }
    reader.onShareCard = { [weak self] quote in self?.shareCard(quote) }
    reader.onShare = { [weak self] quote in self?.share(quote) }
    reader.onLeavePage = { [weak self] quote in self?.screenLeft(showing: quote) }
    reader.onDone = { [weak self, weak reader] in
      self?.screenLeft(showing: reader?.current)
      self?.presentation.dismiss { if case .reader(let shown) = $0 { shown === reader } else { false } }
    }
    presentation.present(.reader(reader), as: .fullScreenCover)
    // Opening a quote to read it keeps the reading streak going.
    quoteRead()
  }

  private func quoteList(for source: QuoteReaderModel.Source) -> @MainActor () -> [Quote] {
    switch source {
    case .feed: { [weak feed] in feed?.quotes ?? [] }
    case .favorites:
      // The favourites as they were when the reader opened, then any added since: a quote unfavourited on its
      // page keeps the page (its heart empty, one tap from kept again), as a heart in a row does. Only an own
      // quote deleted meanwhile leaves, as it is gone everywhere.
      { [weak library, opened = library.favorites] in
        guard let library else { return [] }
        let now = library.favorites
        let openedIDs = Set(opened.map(\.id))
        let ownIDs = Set(library.ownQuotes.map(\.id))
        let stay = opened.filter { $0.ownerID == nil || ownIDs.contains($0.id) }
        return stay + now.filter { !openedIDs.contains($0.id) }
      }
    case .collection(let collection): { [weak library] in library?.quotes(in: collection) ?? [] }
    case .ownQuotes: { [weak library] in library?.ownQuotes ?? [] }
    case .single(let quote): { [quote] }
    case .pastQuotes(let quotes): { [quotes] in quotes }
    }
  }
}
