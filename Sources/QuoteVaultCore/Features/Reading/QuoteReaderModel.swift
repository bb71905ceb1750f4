import Foundation
import Localization
import Observation
import Presentation

/// Reading mode: one quote a screen, large, over the user's theme, swiped up and down through the list it was
/// opened from (the feed, favourites, a collection), as Motivation's main screen. The pages are
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
  @ObservationIgnored var onAddToCollection: (@MainActor (Quote) -> Void)?
  @ObservationIgnored var onDone: (@MainActor () -> Void)?
  /// The page on screen changed away from this quote (its Listen stops).
  @ObservationIgnored var onLeavePage: (@MainActor (Quote) -> Void)?
  /// Where the reader was is kept for its list (`Source.positionKey`), so returning opens on the same quote.
  @ObservationIgnored var onKeepPosition: (@MainActor (String, Int64) -> Void)?
  @ObservationIgnored var onChooseTheme: (@MainActor () -> Void)?
  /// Read All: the whole quote in a sheet over the reader.
  @ObservationIgnored var onReadAll: (@MainActor (Quote) -> Void)?
  /// The background and font the pages are drawn with; the Theme sheet changes them while the reader is up.
  public private(set) var theme = ReadingTheme.standard
  /// The user's photo's JPEG, for a photo background.
  public private(set) var photo: Data?
  /// Listen on each page: the app's, so a quote heard on its page says Stop in its row too (without a voice,
  /// no page offers it).
  public internal(set) var listening = QuoteListening(voice: nil)
  /// The user's settings as they are now: the pages' type follows Quote Size (QV-9.5).
  @ObservationIgnored var readSettings: @MainActor () -> QuoteVaultSettings = { QuoteVaultSettings() }
  /// Whether a quote is a favourite now: the page's heart.
  @ObservationIgnored var readFavorite: @MainActor (Quote) -> Bool = { _ in false }

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
  /// Home's, Favorites' and a collection's button into reading mode.
  public static let readingMode = LocalizedCopy("quotevault.reader.readingMode", "Reading Mode")
  /// VoiceOver's actions on a page, beside the pager's three-finger swipe.
  public static let nextQuote = LocalizedCopy("quotevault.reader.nextQuote", "Next Quote")
  public static let previousQuote = LocalizedCopy("quotevault.reader.previousQuote", "Previous Quote")
  /// A page's button when its quote is too long for it (`ReaderPageFit.showsReadAll`).
  public static let readAll = LocalizedCopy("quotevault.reader.readAll", "Read All")

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

  /// Whether the page's heart is filled.
  public func isFavorite(_ quote: Quote) -> Bool { readFavorite(quote) }
  /// The page's heart: the same path as a row's (a guest is asked to sign in; the outbox takes it to the server).
  public func toggleFavorite(_ quote: Quote) async { await onFavorite?(quote) }
  /// The page's Share as Card: the share-card sheet over the reader.
  public func shareCard(_ quote: Quote) { onShareCard?(quote) }
  /// The page's Share: the quote's text through the system share sheet.
  public func share(_ quote: Quote) { onShare?(quote) }
  /// The page's Add to Collection: the collection picker over the reader, which stays on the same page.
  public func addToCollection(_ quote: Quote) { onAddToCollection?(quote) }
  /// Done: where the reader was is kept, and it goes.
  public func done() {
    keepPosition()
    onDone?()
  }

  /// The cover went, by Done or by anything else that took it away (a link): the page's voice goes with it.
  public func disappeared() { listening.screenLeft(showing: current) }

  /// Keeps the quote on screen as this list's place (the view calls it as the app leaves the foreground, and
  /// Done does): the next Reading Mode on the same list opens there. One write, not one a swipe: each write to
  /// the App Group reloads the widgets.
  public func keepPosition() {
    guard let key = source.positionKey, let id = currentID else { return }
    onKeepPosition?(key, id)
  }

  /// The pages are drawn in `theme` (with `photo` when its background is the photo) from now on.
  public func show(theme: ReadingTheme, photo: Data?) {
    self.theme = theme
    self.photo = theme.background == .photo ? photo : nil
  }

  /// Theme: the Theme sheet over the reader.
  public func chooseTheme() { onChooseTheme?() }
  /// Read All on a page whose quote is cut: the whole quote in a sheet that scrolls, over the reader.
  public func readAll(_ quote: Quote) { onReadAll?(quote) }

  /// The background the pages show now: the photo's stand-in when its file is gone.
  public var background: ReadingBackground {
    theme.background == .photo && photo == nil ? ReadingTheme.standard.background : theme.background
  }
}

/// The reader's model is the same cover only as itself: two readers are two presentations.
extension QuoteReaderModel: HashableObject {}

extension QuoteReaderModel.Source {
  /// The name a list's place is kept under: one per list that lasts (the feed, favourites, each collection, own
  /// quotes); a single quote or Past Quotes' days keep none.
  public var positionKey: String? {
    switch self {
    case .feed: "feed"
    case .favorites: "favorites"
    case .collection(let collection): "collection:\(collection.id)"
    case .ownQuotes: "own"
    case .single, .pastQuotes: nil
    }
  }
}
