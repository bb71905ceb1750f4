import Foundation
import Localization
import Observation
import SupabaseClient

/// The feed: pages, infinite scroll, category, search with a debounce, pull to refresh (QV-3). All, For You
/// and a category run in today's shuffled order (`FeedShuffle`, listed once per reload and paged through);
/// a search runs in id order, by keyset. Every request carries the generation it was made in; a newer reload,
/// category or search makes the answer stale, and a stale or cancelled answer changes nothing on screen.
@MainActor
@Observable
public final class FeedModel {
  public private(set) var quotes: [Quote] = []
  public private(set) var state = LoadState.idle
  public internal(set) var category: QuoteCategory?
  /// "For You": the mix of the topics the user follows, as one feed (FeedModel+ForYou.swift); nil while the feed
  /// is all quotes or one category.
  public internal(set) var topics: [QuoteCategory]?
  /// The topics the user follows (onboarding's first step, Home's Topics), kept on the device.
  public internal(set) var followedTopics: [QuoteCategory] = []
  public private(set) var search = ""
  public private(set) var hasMore = true
  private var searchTask: Task<Void, Never>?
  private let service: QuoteVaultService
  private let connectivity: Connectivity
  /// What the debounce waits on (`QuoteVaultDependencies.searchClock`).
  private let searchClock: any Clock<Duration>
  /// Today (yyyy-MM-dd in the user's time zone): the day the feed's order is for.
  private let day: @MainActor () -> String
  /// The order the rows on screen were taken from (nil for a search's), and how far into it they reach.
  @ObservationIgnored private var order: [Int64]?
  @ObservationIgnored private var next = 0
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var loadingMore = false
  /// How long typing must pause before a search runs.
  public static let debounce = Duration.milliseconds(350)

  public init(
    service: QuoteVaultService, connectivity: Connectivity, searchClock: any Clock<Duration> = ContinuousClock(),
    day: @escaping @MainActor () -> String = { QuoteDay.string(Date(), timeZone: .current) }
  ) {
    self.service = service
    self.connectivity = connectivity
    self.searchClock = searchClock
    self.day = day
  }

  /// Home's spinner: nothing to show yet, and an answer on its way or about to be asked for (before the first
  /// reload, Home is never blank).
  public var showsSpinner: Bool { quotes.isEmpty && (state == .loading || (state == .idle && !asked)) }
  /// The first page was asked for and interrupted (cancelled) with nothing to show: Home offers Try Again, and
  /// the next return to the app asks again.
  public var needsRetry: Bool { quotes.isEmpty && state == .idle && asked }
  /// A new category, search or refresh on its way while the old rows still show: the bar's activity indicator
  /// says the list is about to change (QV-3.8).
  public var isReloadingOverRows: Bool { state == .loading && !quotes.isEmpty }
  @ObservationIgnored private var asked = false

  public var emptyMessage: String {
    if !search.isEmpty { return LocalizedCopy("quotevault.feed.noMatch", "No quotes match “%@”.", .text(search)).text }
    if topics != nil { return ForYou.emptyMessage }
    if let category {
      return LocalizedCopy("quotevault.feed.emptyCategory", "No %@ quotes yet.", .text(category.title.text)).text
    }
    return LocalizedCopy("quotevault.feed.empty", "No quotes yet.").text
  }

  /// The first page (QV-3.1) and pull to refresh (QV-3.7), cache first: rows of another question (launch, a new
  /// category or search) give way at once to what the device holds for this one, and the server's answer
  /// replaces them when it comes (stale-while-revalidate). Meanwhile `isReloadingOverRows` says a refresh is on
  /// its way, so a slow server never keeps saved quotes off the screen.
  public func reload() async {
    asked = true
    generation += 1
    hasMore = true
    let question = Question(category: category, topics: topics, search: search)
    if rowsAnswer != question {
      // With nothing saved for the new question, the old rows stay under the bar's indicator until the answer.
      let cached =
        search.isEmpty
        ? service.cachedFeedStart(categories: categories, shuffle: service.feedShuffle(day: day()))
        : FeedPage(quotes: service.cachedQuotes(categories: categories, search: search), hasMore: true)
      if !cached.quotes.isEmpty {
        quotes = cached.quotes
        (order, next) = (cached.order, cached.next)
        rowsAnswer = question
      }
    }
    state = .loading
    await load(replacing: true, generation: generation)
  }

  /// What the feed was asked: the rows on screen answer one of these.
  private struct Question: Equatable {
    var category: QuoteCategory?
    var topics: [QuoteCategory]?
    var search: String
  }
  /// The question the rows on screen answer (from the cache or the server); nil while they answer none.
  @ObservationIgnored private var rowsAnswer: Question?

  /// Called as a quote scrolls into view: the last one asks for the next page (QV-3.2).
  public func loadMore(after quote: Quote) async {
    guard quote.id == quotes.last?.id, hasMore, state == .loaded, !loadingMore else { return }
    loadingMore = true
    defer { loadingMore = false }
    await load(replacing: false, generation: generation)
  }

  public func select(_ category: QuoteCategory?) async {
    guard category != self.category || topics != nil else { return }
    self.category = category
    topics = nil
    await reload()
  }

  /// What the search field holds. The view binds to it (not to state of its own), so a widget or notification
  /// tap can end a search and show Home's quote of the day. Each change restarts the wait; the search runs once
  /// typing pauses (QV-3.5, QV-3.6).
  public var searchField = "" {
    didSet { if searchField != oldValue { startSearch() } }
  }
  /// Whether the search field is active (`.searchable(isPresented:)`).
  public var isSearchPresented = false
  /// Home shows the Quote of the Day section only while no search is typed.
  public var showsQuoteOfTheDay: Bool { searchField.isEmpty }

  /// A keystroke in the search field (the tool and tests type through this too).
  public func searchChanged(_ text: String) { searchField = text }

  /// Someone else (or nobody) signed in: rows that are another user's own quotes leave the screen with them,
  /// so a refresh that fails for the next user never keeps them on show.
  func userChanged(to userID: String?) {
    quotes.removeAll { $0.ownerID != nil && $0.ownerID != userID }
    if quotes.isEmpty { rowsAnswer = nil }
  }

  /// Ends the search as Cancel does: the field empties and closes, and the whole feed comes back at once.
  public func endSearch() {
    isSearchPresented = false
    let searching = !searchField.isEmpty || !search.isEmpty
    searchField = ""
    if searching { submitSearch() }
  }

  /// The keyboard's Search key, or a Search link: what the field holds is searched now, without waiting for
  /// typing to pause.
  public func submitSearch() { startSearch(after: nil) }

  /// Runs the search for what the field holds once `pause` has passed on the search clock (at once when nil);
  /// a newer keystroke cancels the wait.
  private func startSearch(after pause: Duration? = debounce) {
    search = searchField
    // What is on its way answers the old words: it is stale from now on.
    generation += 1
    searchTask?.cancel()
    let clock = searchClock
    searchTask = Task { [weak self] in
      if let pause { try? await clock.sleep(for: pause) }
      guard !Task.isCancelled else { return }
      await self?.reload()
    }
  }

  /// For tests and the tool: wait for the pending search.
  public func finishSearch() async { await searchTask?.value }

  private func load(replacing: Bool, generation: Int) async {
    let page: FeedPage
    if !search.isEmpty {
      // A search pages by keyset: the matches after the last one shown.
      page = await service.searchPage(after: replacing ? nil : quotes.last?.id, categories: categories, search: search)
    } else if replacing {
      page = await service.feedStart(categories: categories, shuffle: service.feedShuffle(day: day()))
    } else if let order {
      // The next page of the order the rows came from: the same all the while the user scrolls, past midnight too.
      page = await service.feedPage(order: order, from: next, categories: categories)
    } else {
      return
    }
    let (found, error) = (page.quotes, page.error)
    // A newer request owns the list; a cancelled one has no outcome (no banner, paging goes on).
    guard generation == self.generation else { return }
    if error == .cancelled {
      if state == .loading { state = quotes.isEmpty ? .idle : .loaded }
      return
    }
    let question = Question(category: category, topics: topics, search: search)
    if let error, replacing, rowsAnswer == question, !quotes.isEmpty {
      // A failed refresh keeps every page shown (the deeper ones too) and says why (QV-11.4): the offline
      // banner, or the busy server's words.
      connectivity.keptSaved(after: error)
      state = .loaded
      return
    }
    quotes = replacing ? found : quotes + found.filter { new in !quotes.contains { $0.id == new.id } }
    (order, next) = (page.order, page.next)
    rowsAnswer = quotes.isEmpty ? nil : question
    if let error {
      // Saved rows on screen: the banner says why they are not fresh; none: the feed's own failure says it.
      quotes.isEmpty ? connectivity.record(error) : connectivity.keptSaved(after: error)
    } else {
      connectivity.recordSuccess()
    }
    // A page that failed is not the end of the feed: the next time the last row shows, it is asked for again.
    hasMore = page.hasMore
    // Offline with cached quotes: show them (the banner says why); with none, say what went wrong.
    if let error, quotes.isEmpty {
      state = .failed(error.userMessage)
    } else {
      state = quotes.isEmpty ? .empty : .loaded
    }
  }
}
