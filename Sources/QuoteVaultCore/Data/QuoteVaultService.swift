import Foundation
import SupabaseClient

/// The data behind every screen: the server when it answers, the local cache when it does not, and every change
/// applied locally first and then sent from the outbox, in order.
public struct QuoteVaultService: Sendable {
  public let api: QuoteVaultAPI
  public let cache: LocalCache

  public init(api: QuoteVaultAPI, cache: LocalCache) {
    self.api = api
    self.cache = cache
  }

  public var client: SupabaseClient { api.client }

  /// A feed page from the server, kept in the cache; offline, the same page from the cache. A cancelled
  /// request answers nothing (its caller has moved on).
  public func quotes(after lastID: Int64?, category: QuoteCategory?, search: String?) async -> (
    quotes: [Quote], offline: Bool, error: SupabaseError?
  ) {
    await quotes(after: lastID, categories: category.map { [$0] } ?? [], search: search)
  }

  /// A feed page of any of `categories` (all when empty: "For You" mixes the topics the user follows), as
  /// `quotes(after:category:search:)`: from the server and kept, offline from the cache.
  public func quotes(after lastID: Int64?, categories: [QuoteCategory], search: String?) async -> (
    quotes: [Quote], offline: Bool, error: SupabaseError?
  ) {
    do {
      let quotes = try await api.quotes(after: lastID, categories: categories, search: search)
      try? cache.store(quotes)
      return (quotes, false, nil)
    } catch .cancelled {
      return ([], false, .cancelled)
    } catch {
      let cached = (try? cache.quotes(after: lastID, categories: categories, search: search)) ?? []
      return (cached, error.isNetwork, error)
    }
  }

  /// The page the cache holds for this question, read at once (no network): what the feed shows while the
  /// server is asked.
  public func cachedQuotes(category: QuoteCategory?, search: String?) -> [Quote] {
    cachedQuotes(categories: category.map { [$0] } ?? [], search: search)
  }

  public func cachedQuotes(categories: [QuoteCategory], search: String?) -> [Quote] {
    (try? cache.quotes(after: nil, categories: categories, search: search)) ?? []
  }

  /// The quote of `day` (yyyy-MM-dd), cached per day so the app, widget and notification agree (QV-6).
  public func quoteOfTheDay(_ day: String) async throws(SupabaseError) -> Quote {
    if let cached = try? cache.quoteOfTheDay(day) { return cached }
    let quote = try await api.quoteOfTheDay(day)
    try? cache.setQuoteOfTheDay(quote, day: day)
    return quote
  }

  /// The quotes of `days` (consecutive yyyy-MM-dd dates), from the cache when it has them all, else in one call;
  /// each is cached, as a date's quote never changes once chosen.
  public func quotesOfTheDays(_ days: [String]) async throws(SupabaseError) -> [DailyQuote] {
    guard let first = days.first else { return [] }
    let cached = days.compactMap { day -> DailyQuote? in
      guard let quote = try? cache.quoteOfTheDay(day) else { return nil }
      return DailyQuote(day: day, quote: quote)
    }
    if cached.count == days.count { return cached }
    let fetched = try await api.quotesOfTheDays(from: first, count: days.count)
    for daily in fetched { try? cache.setQuoteOfTheDay(daily.quote, day: daily.day) }
    return fetched
  }

  /// Records a change of `userID` locally and queues it, in one transaction (`LocalCache.record`); `flush`
  /// sends it.
  public func perform(_ change: PendingChange, userID: String) throws {
    try cache.record(change, user: userID)
  }

  /// What a flush did.
  public struct FlushResult: Equatable, Sendable {
    /// Changes the server now has.
    public var applied = 0
    /// Changes dropped, each in the words the app shows (never the server's own text).
    public var refused: [String] = []
    /// Changes still waiting.
    public var remaining = 0
    /// Why the rest waits, when it does; nil when everything was sent.
    public var stopped: Stop?

    public init(applied: Int = 0, refused: [String] = [], remaining: Int = 0, stopped: Stop? = nil) {
      self.applied = applied
      self.refused = refused
      self.remaining = remaining
      self.stopped = stopped
    }

    public enum Stop: Equatable, Sendable {
      /// No connection, or no answer in time.
      case offline
      /// The server answered 408, 429 or 5xx: try again, not before `retryAfter` seconds when it said.
      case busy(retryAfter: Double?)
      /// The session ended (a refresh the server refused): the changes wait for that user to sign in again.
      case signedOut
    }
  }

  /// Sends the outbox of `userID` in order. A change is removed only after the server has it, so a crash in
  /// between sends it again, which changes nothing twice (every change is idempotent). Each answer is read as
  /// `OutboxOutcome` says: a refusal drops that change with its reason; a 401 refreshes the session once and
  /// sends again; anything transient stops the flush and keeps the rest, in order.
  public func flush(userID: String) async -> FlushResult {
    var result = FlushResult()
    if let unreadable = try? cache.removeUnreadable(user: userID), unreadable > 0 {
      result.refused.append(OutboxRefusal.unreadable(unreadable))
    }
    let pending = (try? cache.pending(user: userID)) ?? []
    var refreshed = false
    for (index, entry) in pending.enumerated() {
      var outcome = await send(entry.change, userID: userID)
      if outcome == .unauthorized, !refreshed {
        refreshed = true
        if let ended = await refreshSession(for: userID) {
          outcome = ended
        } else {
          outcome = await send(entry.change, userID: userID)
        }
      }
      switch outcome {
      case .applied: result.applied += 1
      case .refused(let words): result.refused.append(words)
      case .wait(let stop):
        return stopped(result, stop, remaining: pending.count - index)
      case .sessionEnded:
        // Still signed in as this user (the token could not be had just now): try again later.
        let ended = await client.auth.currentUser?.id != userID
        return stopped(result, ended ? .signedOut : .busy(retryAfter: nil), remaining: pending.count - index)
      case .unauthorized:
        // Refused again just after a refresh: the server's clock or keys are off for now; keep it.
        return stopped(result, .busy(retryAfter: nil), remaining: pending.count - index)
      }
      try? cache.finishOutboxEntry(entry.sequence, entry.change, user: userID)
    }
    return result
  }

  private func stopped(_ result: FlushResult, _ stop: FlushResult.Stop, remaining: Int) -> FlushResult {
    var result = result
    result.stopped = stop
    result.remaining = remaining
    return result
  }

  /// One change, sent only while its user is the one signed in: another user's token never carries it.
  private func send(_ change: PendingChange, userID: String) async -> OutboxOutcome {
    guard await client.auth.currentUser?.id == userID else { return .sessionEnded }
    do {
      let addedAt = try await api.apply(change, userID: userID)
      // The time the server gave a quote added to a collection: an Undo of its removal sends it back.
      if case .addToCollection(let collectionID, let quoteID, _) = change, let addedAt {
        try? cache.setAddedAt(addedAt, for: quoteID, inCollection: collectionID, user: userID)
      }
      return .applied
    } catch {
      return OutboxOutcome.classify(error, change: change)
    }
  }

  /// After a 401: a fresh session, then nil (send again); or why not.
  private func refreshSession(for userID: String) async -> OutboxOutcome? {
    do {
      try await client.auth.refresh()
      return nil
    } catch {
      if await client.auth.currentUser?.id != userID { return .sessionEnded }
      return error.isNetwork ? .wait(.offline) : .wait(.busy(retryAfter: nil))
    }
  }

  /// After sign-in on any device: the user's favourites and collections from the server replace the local copy
  /// (QV-4.5), once the outbox is empty, so nothing made offline is lost. Written only while that user is still
  /// signed in: a pull still on its way at sign-out writes nothing. True when the library was replaced.
  @discardableResult
  public func pullLibrary(userID: String) async throws(SupabaseError) -> Bool {
    let favorites = try await api.favoriteIDs()
    let collections = try await api.collectionsWithTimes()
    let ids = Array(Set(favorites + collections.flatMap { $0.1.map(\.quoteID) }))
    if !ids.isEmpty { try? cache.store(try await api.quotes(ids: ids)) }
    let own = try await api.ownQuotes(userID: userID)
    guard (try? cache.pendingCount(user: userID)) == 0 else { return false }
    try? cache.replaceOwnQuotes(own, user: userID)
    _ = try? cache.replaceFavorites(favorites, user: userID)
    return (try? cache.replaceCollections(collections, user: userID)) == true
  }
}

/// Calendar days as the quote of the day names them: yyyy-MM-dd in the user's time zone.
public enum QuoteDay {
  public static func string(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
  }

  /// The start of the day after `date`: when the quote of the day changes (QV-6.3, QV-10.2).
  public static func nextMidnight(after date: Date, timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let start = calendar.startOfDay(for: date)
    return calendar.date(byAdding: .day, value: 1, to: start) ?? date.addingTimeInterval(86_400)
  }
}
