import Foundation
import Observation
import SupabaseClient

/// Whether the server can be reached, as the last request found it (QV-11.2).
@MainActor
@Observable
public final class Connectivity {
  public private(set) var isOffline = false
  /// The banner shown while offline.
  public static let offlineMessage = "You're offline. Showing saved quotes; changes sync when you're back."
  /// Told whenever a request succeeds: the outbox replays what waited for the server.
  var onSuccess: (@MainActor () -> Void)?
  public init() {}
  public func record(_ error: any Error) { if (error as? SupabaseError)?.isNetwork == true { isOffline = true } }
  public func recordSuccess() {
    isOffline = false
    onSuccess?()
  }
}

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

  /// A feed page from the server, kept in the cache; offline, the same page from the cache.
  public func quotes(after lastID: Int64?, category: QuoteCategory?, search: String?) async -> (
    quotes: [Quote], offline: Bool, error: SupabaseError?
  ) {
    do {
      let quotes = try await api.quotes(after: lastID, category: category, search: search)
      try? cache.store(quotes)
      return (quotes, false, nil)
    } catch {
      let cached = (try? cache.quotes(after: lastID, category: category, search: search)) ?? []
      return (cached, error.isNetwork, error)
    }
  }

  /// The quote of `day` (yyyy-MM-dd), cached per day so the app, widget and notification agree (QV-6).
  public func quoteOfTheDay(_ day: String) async throws(SupabaseError) -> Quote {
    if let cached = try? cache.quoteOfTheDay(day) { return cached }
    let quote = try await api.quoteOfTheDay(day)
    try? cache.setQuoteOfTheDay(quote, day: day)
    return quote
  }

  /// Records a change locally and queues it; `flush` sends it.
  public func perform(_ change: PendingChange) throws {
    try cache.apply(change)
    try cache.enqueue(change)
  }

  public enum FlushResult: Equatable, Sendable {
    /// Everything pending reached the server.
    case done(applied: Int, refused: [String])
    /// The network went away; what is left waits for the next flush.
    case offline(applied: Int, remaining: Int)
  }

  /// Sends the outbox in order. A change the server refuses (it can never succeed) is dropped with its reason;
  /// a network failure stops the flush and keeps the rest. A change is removed only after the server has it, so
  /// a crash in between sends it again, which changes nothing twice (every change is idempotent).
  public func flush(userID: String) async -> FlushResult {
    var applied = 0
    var refused: [String] = []
    let pending = (try? cache.pending()) ?? []
    for (index, entry) in pending.enumerated() {
      do {
        try await api.apply(entry.change, userID: userID)
        applied += 1
      } catch  where error.isNetwork {
        return .offline(applied: applied, remaining: pending.count - index)
      } catch {
        refused.append(error.description)
      }
      try? cache.removeFromOutbox(entry.sequence)
    }
    return .done(applied: applied, refused: refused)
  }

  /// After sign-in on any device: the user's favourites and collections from the server replace the local copy
  /// (QV-4.5), once the outbox is empty, so nothing made offline is lost.
  public func pullLibrary() async throws(SupabaseError) {
    let favorites = try await api.favoriteIDs()
    let collections = try await api.collections()
    let ids = Array(Set(favorites + collections.flatMap(\.1)))
    if !ids.isEmpty { try? cache.store(try await api.quotes(ids: ids)) }
    guard (try? cache.pending().isEmpty) ?? true else { return }
    try? cache.replaceFavorites(favorites)
    try? cache.replaceCollections(collections)
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
