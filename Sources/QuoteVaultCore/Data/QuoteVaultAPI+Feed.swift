import SupabaseClient

/// The shuffled feed's two reads, plain PostgREST so a hosted project and quotevault-server serve them alike
/// with no function of their own: the feed's ids (and categories) to order, then each page by its ids.
extension QuoteVaultAPI {
  /// Rows per request of the id list: `[api] max_rows`, which both servers cut a longer answer to.
  static let entriesPerRequest = 1000
  /// How many of those the list may take (a quarter of a million quotes): a server that keeps answering full
  /// pages cannot keep the app asking.
  static let maximumEntryRequests = 250

  /// Every quote of the feed of any of `categories` (all when empty) as id and category, in id order: the
  /// catalogue and, signed in, the user's own (row-level security decides). About 12 bytes a quote, paged by
  /// keyset in lists of `max_rows`.
  public func feedEntries(categories: [QuoteCategory]) async throws(SupabaseError) -> [FeedEntry] {
    var entries: [FeedEntry] = []
    var lastID: Int64?
    for _ in 0..<Self.maximumEntryRequests {
      var query = client.from("quotes").select("id,category")
      if let lastID { query = query.gt("id", String(lastID)) }
      query = Self.filtered(query, categories: categories)
      let page: [FeedEntry] = try await query.order("id").limit(Self.entriesPerRequest).execute().decode()
      entries += page
      // A short list is the end; so is one that does not move on (a server that ignores the keyset).
      guard page.count >= Self.entriesPerRequest, let last = page.last?.id, lastID.map({ last > $0 }) ?? true
      else { break }
      lastID = last
    }
    return entries
  }

  /// The quotes of `ids` that are still in the feed of any of `categories` (a quote moved to another category
  /// since the list was made is not shown in this one), in no particular order: the caller puts them in its own.
  public func quotes(ids: [Int64], categories: [QuoteCategory]) async throws(SupabaseError) -> [Quote] {
    guard !ids.isEmpty else { return [] }
    let query = client.from("quotes").select(Quote.columns).in("id", ids.map(String.init))
    return try await Self.filtered(query, categories: categories).execute().decode()
  }

  /// `category=eq.` for one category, `category=in.(…)` for several, nothing for all.
  static func filtered(_ query: PostgrestQuery, categories: [QuoteCategory]) -> PostgrestQuery {
    if categories.count == 1, let category = categories.first { return query.eq("category", category.rawValue) }
    return categories.isEmpty ? query : query.in("category", categories.map(\.rawValue))
  }
}
