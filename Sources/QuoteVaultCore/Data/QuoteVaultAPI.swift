import Foundation
import SupabaseClient

/// QuoteVault's calls to Supabase: the one place that knows table and column names. Works against a real
/// Supabase project or quotevault-server alike.
public struct QuoteVaultAPI: Sendable {
  public let client: SupabaseClient
  public static let pageSize = 20

  public init(client: SupabaseClient) { self.client = client }

  /// A page by keyset: the quotes after `lastID` in id order (the first page when nil). Search pages this way
  /// (and the reminders' and widget's pools); All, For You and a category run in today's shuffled order instead
  /// (QuoteVaultAPI+Feed.swift). Unlike an offset, a deep page costs the server what the first one does, and a
  /// quote added meanwhile never shifts a page.
  public func quotes(after lastID: Int64?, category: QuoteCategory?, search: String?) async throws(SupabaseError)
    -> [Quote]
  {
    try await quotes(after: lastID, categories: category.map { [$0] } ?? [], search: search)
  }

  /// A feed page of any of `categories` (PostgREST's `category=in.(…)`; all when empty): "For You".
  public func quotes(after lastID: Int64?, categories: [QuoteCategory], search: String?) async throws(SupabaseError)
    -> [Quote]
  {
    var query = client.from("quotes").select(Quote.columns)
    if let lastID { query = query.gt("id", String(lastID)) }
    if categories.count == 1, let category = categories.first {
      query = query.eq("category", category.rawValue)
    } else if !categories.isEmpty {
      query = query.in("category", categories.map(\.rawValue))
    }
    if let term = search.map(Self.searchTerm), !term.isEmpty {
      query = query.or("text.ilike.*\(term)*,author.ilike.*\(term)*")
    }
    return try await query.order("id").limit(Self.pageSize).execute().decode()
  }

  public func quotes(ids: [Int64]) async throws(SupabaseError) -> [Quote] {
    guard !ids.isEmpty else { return [] }
    return try await client.from("quotes").select(Quote.columns).in("id", ids.map(String.init))
      .order("id").execute().decode()
  }

  /// The server picks the day's quote (QV-6.4): the same on every device and in the widget.
  public func quoteOfTheDay(_ day: String) async throws(SupabaseError) -> Quote {
    let quotes: [Quote] = try await client.rpc("quote_of_the_day", ["day": .string(day)]).execute().decode()
    guard let quote = quotes.first else { throw .decoding("no quote of the day") }
    return quote
  }

  /// The quotes of `count` consecutive dates from `day` in one call (`quotes_of_the_days`): each date's quote is
  /// fixed once chosen, so adding quotes on the server changes no day already shown or scheduled.
  public func quotesOfTheDays(from day: String, count: Int) async throws(SupabaseError) -> [DailyQuote] {
    struct Row: Decodable {
      let day: String
      let id: Int64
      let text: String
      let author: String
      let category: String
    }
    let rows: [Row] = try await client.rpc(
      "quotes_of_the_days", ["from_day": .string(day), "days": .number(Double(count))]
    ).execute().decode()
    return rows.map {
      DailyQuote(day: $0.day, quote: Quote(id: $0.id, text: $0.text, author: $0.author, category: $0.category))
    }
  }

  public func favoriteIDs() async throws(SupabaseError) -> [Int64] {
    struct Row: Decodable {
      let quoteID: Int64
      enum CodingKeys: String, CodingKey { case quoteID = "quote_id" }
    }
    let rows: [Row] = try await client.from("favorites").select("quote_id").order("created_at", ascending: false)
      .execute().decode()
    return rows.map(\.quoteID)
  }

  public func collections() async throws(SupabaseError) -> [(QuoteCollection, [Int64])] {
    try await collectionsWithTimes().map { ($0.0, $0.1.map(\.quoteID)) }
  }

  /// The user's collections with each quote's `added_at` as the server wrote it (kept on the device for Undo).
  public func collectionsWithTimes() async throws(SupabaseError) -> [(QuoteCollection, [CollectionEntry])] {
    struct Row: Decodable {
      let id: String
      let name: String
      let entries: [CollectionEntry]
      enum CodingKeys: String, CodingKey {
        case id, name
        case entries = "collection_quotes"
      }
    }
    // A collection's quotes in the order they were added, as the device keeps them: unordered, a sync could
    // shuffle them.
    let rows: [Row] = try await client.from("collections").select("id,name,collection_quotes(quote_id,added_at)")
      .order("created_at").order("added_at", referencedTable: "collection_quotes").execute().decode()
    return rows.map { (QuoteCollection(id: $0.id, name: $0.name), $0.entries) }
  }

  /// The signed-in user's own quotes ("My Quotes"); row-level security hides everyone else's.
  public func ownQuotes(userID: String) async throws(SupabaseError) -> [Quote] {
    try await client.from("quotes").select(Quote.columns).eq("owner_id", userID).order("id").execute().decode()
  }

  public func profile(_ userID: String) async throws(SupabaseError) -> Profile {
    try await client.from("profiles").select().eq("id", userID).single().execute().decode()
  }

  /// The bytes of an avatar this project serves; another host's URL is refused rather than fetched.
  public func avatar(at url: String) async throws(SupabaseError) -> Data {
    let prefix = client.storage.from("avatars").publicURL("").absoluteString
    guard url.hasPrefix(prefix), url.count > prefix.count else { throw .decoding("Not a QuoteVault avatar.") }
    return try await client.storage.from("avatars").download(String(url.dropFirst(prefix.count)))
  }

  /// Uploads a new avatar under the user's folder, then points the profile at it; the old avatar stays in
  /// place until both have succeeded (QV-2.4).
  public func uploadAvatar(_ data: Data, contentType: String, userID: String) async throws(SupabaseError) -> String {
    let name = "\(userID)/avatar-\(UUID().uuidString.lowercased()).\(contentType.hasSuffix("png") ? "png" : "jpg")"
    try await client.storage.from("avatars").upload(name, data: data, contentType: contentType)
    let url = client.storage.from("avatars").publicURL(name).absoluteString
    _ = try await client.from("profiles").update(["avatar_url": url]).eq("id", userID).execute()
    // The photos it replaced go: a replaced photo must not stay public at its old URL. Best effort, once the
    // profile points at the new one (a failure leaves an old file, never a profile without its photo).
    let avatars = client.storage.from("avatars")
    if let names = try? await avatars.list(userID + "/", limit: 1000) {
      let old = names.map { userID + "/" + $0 }.filter { $0 != name }
      if !old.isEmpty { try? await avatars.remove(old) }
    }
    return url
  }

  /// Deletes the signed-in user's account and everything of theirs (App Review 5.1.1(v)): the avatar files
  /// through the Storage API (so their bytes go, not only their rows), then `delete_account()`, which removes
  /// the user, profile, favourites, collections and any avatar rows left.
  public func deleteAccount(userID: String) async throws(SupabaseError) {
    let avatars = client.storage.from("avatars")
    // Best effort: the function deletes the rows regardless; a file left is unreachable once they are gone.
    if let names = try? await avatars.list(userID + "/", limit: 1000), !names.isEmpty {
      try? await avatars.remove(names.map { userID + "/" + $0 })
    }
    _ = try await client.rpc("delete_account").execute()
  }

  /// Revokes the signed-in user's Sign in with Apple tokens: the Edge Function `revoke-apple-token` (on
  /// quotevault-server, or supabase/functions on a hosted project) exchanges the fresh `authorizationCode` at
  /// Apple and revokes the refresh token it gets. Called right before `deleteAccount`.
  public func revokeAppleSignIn(authorizationCode: String) async throws(SupabaseError) {
    _ = try await client.invokeFunction("revoke-apple-token", body: ["authorization_code": .string(authorizationCode)])
  }

  /// A collection's row as an addition returns it.
  private struct AddedRow: Decodable {
    let addedAt: String?
    enum CodingKeys: String, CodingKey { case addedAt = "added_at" }
  }

  /// Applies one pending change. Every change is idempotent on the server, so a replay after a crash, or a
  /// duplicate delivery, changes nothing twice. Returns the `added_at` the server gave a quote added to a
  /// collection (nil when it was there already, and for every other change).
  @discardableResult
  public func apply(_ change: PendingChange, userID: String) async throws(SupabaseError) -> String? {
    switch change {
    case .addFavorite(let quoteID), .mergeGuestFavorite(let quoteID):
      _ = try await client.from("favorites")
        .upsert(
          ["user_id": JSONValue.string(userID), "quote_id": .number(Double(quoteID))], onConflict: "user_id,quote_id",
          ignoreDuplicates: true
        )
        .execute()
    case .removeFavorite(let quoteID):
      _ = try await client.from("favorites").delete().eq("quote_id", String(quoteID)).execute()
    case .createCollection(let id, let name):
      _ = try await client.from("collections")
        .upsert(["id": JSONValue.string(id), "name": .string(name)], onConflict: "id", ignoreDuplicates: true).execute()
    case .renameCollection(let id, let name):
      _ = try await client.from("collections").update(["name": name]).eq("id", id).execute()
    case .deleteCollection(let id):
      _ = try await client.from("collections").delete().eq("id", id).execute()
    case .addToCollection(let collectionID, let quoteID, let addedAt):
      var row: [String: JSONValue] = ["collection_id": .string(collectionID), "quote_id": .number(Double(quoteID))]
      if let addedAt { row["added_at"] = .string(addedAt) }
      // The row as the server wrote it: its added_at is what an Undo of a later removal sends back. An answer
      // without it (the row was there already) still means the change is applied.
      let response = try await client.from("collection_quotes")
        .upsert(row, onConflict: "collection_id,quote_id", ignoreDuplicates: true, returning: true).execute()
      return (try? response.decode([AddedRow].self))?.first?.addedAt
    case .removeFromCollection(let collectionID, let quoteID):
      _ = try await client.from("collection_quotes").delete().eq("collection_id", collectionID)
        .eq("quote_id", String(quoteID)).execute()
    case .updateProfile(let fields):
      _ = try await client.from("profiles").update(fields).eq("id", userID).execute()
    case .saveOwnQuote(let quote):
      // owner_id defaults to the caller (auth.uid()) and row-level security lets a user write only their own.
      let row: [String: JSONValue] = [
        "id": .number(Double(quote.id)), "text": .string(quote.text), "author": .string(quote.author),
        "category": .string(quote.category),
      ]
      _ = try await client.from("quotes").upsert(row, onConflict: "id").execute()
    case .deleteOwnQuote(let id):
      _ = try await client.from("quotes").delete().eq("id", String(id)).execute()
    }
    return nil
  }

  /// A search term made safe for an `or=(…ilike.*term*…)` group: the characters that structure PostgREST
  /// filters are dropped rather than sent. The iPhone keyboard's smart punctuation is folded to the plain marks
  /// the quotes are stored with, so "don’t" typed on a phone finds "don't".
  static func searchTerm(_ raw: String) -> String {
    let plain = raw.map { character -> Character in
      switch character {
      case "\u{2018}", "\u{2019}", "\u{02BC}": "'"
      case "\u{201C}", "\u{201D}": "\""
      default: character
      }
    }
    return String(
      String(plain).trimmingCharacters(in: .whitespacesAndNewlines).filter { !",()*\"\\".contains($0) }.prefix(100))
  }
}

/// A quote in a collection as the server lists it: `addedAt` is its text as sent (PostgreSQL's timestamptz),
/// kept as it is so sending it back orders it exactly where it was.
public struct CollectionEntry: Decodable, Equatable, Sendable {
  public let quoteID: Int64
  public let addedAt: String?
  public init(quoteID: Int64, addedAt: String?) {
    self.quoteID = quoteID
    self.addedAt = addedAt
  }
  enum CodingKeys: String, CodingKey {
    case quoteID = "quote_id"
    case addedAt = "added_at"
  }
}

/// A change made on this device, kept until the server has it (the outbox).
public enum PendingChange: Codable, Equatable, Sendable {
  case addFavorite(Int64)
  case removeFavorite(Int64)
  case createCollection(id: String, name: String)
  case renameCollection(id: String, name: String)
  case deleteCollection(id: String)
  /// `addedAt`: the time the server had for it before (an Undo putting a removed quote back), sent so the
  /// collection, listed by `added_at`, keeps it in its place; nil for a new addition (the server's now()).
  case addToCollection(collectionID: String, quoteID: Int64, addedAt: String? = nil)
  case removeFromCollection(collectionID: String, quoteID: Int64)
  case updateProfile([String: JSONValue])
  /// The user's own quote, new or changed (its id chosen on the device, so a replay writes the same row).
  case saveOwnQuote(Quote)
  case deleteOwnQuote(Int64)
  /// A guest's favourite given to the account they signed in to: sent as `addFavorite` (an upsert, so one the
  /// account already has changes nothing); once the server has answered it, the guest's copy goes.
  case mergeGuestFavorite(Int64)
}
