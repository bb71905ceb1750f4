import Foundation
import GRDB

/// `quotevault-server export`: a data folder as SQL for a Supabase project's PostgreSQL (run by `psql` as the
/// `postgres` role, in one transaction): users with their bcrypt hashes (GoTrue verifies the same `$2b$` hashes,
/// so nobody resets a password) and identities into `auth`, then profiles, quotes (the catalogue and users' own),
/// favourites, collections and their quotes, and the days' chosen quotes into `public`, in the migrations' shape.
/// Every statement is idempotent (`on conflict do nothing`; a profile is updated only where it differs), so a run
/// that stopped can be run again and a second run changes nothing. A quote id the target holds with other text is
/// an error that rolls the whole run back: favourites would otherwise point at the wrong quote. Avatars' bytes
/// belong in Storage: they go through its API (`uploadAvatars`), and profiles' `avatar_url` is pointed there.
public struct DataExport: Sendable {
  public struct Summary: Sendable, Equatable, CustomStringConvertible {
    public var users = 0, identities = 0, profiles = 0, catalogueQuotes = 0, ownQuotes = 0, favorites = 0
    public var collections = 0, collectionQuotes = 0, dailyChoices = 0, avatars = 0
    public var avatarBytes: Int64 = 0

    public var description: String {
      """
      users: \(users) (with their password hashes), identities: \(identities), profiles: \(profiles)
      quotes: \(catalogueQuotes) of the catalogue, \(ownQuotes) users' own
      favorites: \(favorites), collections: \(collections) holding \(collectionQuotes) quotes
      daily choices: \(dailyChoices)
      avatars: \(avatars) files, \(avatarBytes) bytes (through the Storage API, with --storage-url)
      """
    }
  }

  public struct Problem: Error, CustomStringConvertible, Sendable {
    public let description: String
  }

  public let summary: Summary
  /// The statements, for `psql --single-transaction`.
  public let sql: String
  /// The avatars' objects, for `uploadAvatars`.
  public let avatars: [Avatar]

  /// `storageURL`: the project's URL, which moved profiles' avatar URLs point at (nil: left as they are).
  public static func read(_ data: URL, storageURL: String? = nil) throws -> DataExport {
    let path = data.appendingPathComponent(Store.fileName).path
    guard FileManager.default.fileExists(atPath: path) else {
      throw Problem(description: "no database in \(data.path)")
    }
    var configuration = Configuration()
    configuration.readonly = true
    let pool = try DatabasePool(path: path, configuration: configuration)
    return try pool.read { db in
      guard try db.tableExists("identities"), try db.columns(in: "quotes").contains(where: { $0.name == "owner_id" })
      else {
        throw Problem(description: "the data folder's schema is older than this export: run `serve` on it once first")
      }
      var summary = Summary()
      var sql = "-- quotevault-server export: idempotent, for psql --single-transaction as postgres.\n"
      sql += try users(db, &summary)
      sql += try quotes(db, &summary)
      sql += try rows(db, &summary, storageURL: storageURL)
      let avatars = try Row.fetchOne(
        db, sql: "SELECT count(*) AS n, coalesce(sum(size), 0) AS bytes FROM storage_objects WHERE bucket = 'avatars'")
      summary.avatars = avatars?["n"] ?? 0
      summary.avatarBytes = avatars?["bytes"] ?? 0
      let objects = try Row.fetchAll(
        db, sql: "SELECT name, file, content_type FROM storage_objects WHERE bucket = 'avatars' ORDER BY name")
      return DataExport(
        summary: summary, sql: sql,
        avatars: Self.avatars(objects.map { ($0["name"], $0["file"], $0["content_type"]) }))
    }
  }

  private static func users(_ db: Database, _ summary: inout Summary) throws -> String {
    var users: [String] = []
    var identities: [String] = []
    for row in try Row.fetchAll(db, sql: "SELECT * FROM users ORDER BY created_at, id") {
      let id: String = row["id"]
      let email: String = row["email"]
      let hash: String = row["encrypted_password"]
      let created: String = row["created_at"]
      let confirmed: String? = row["email_confirmed_at"]
      var providers: [String] = hash.isEmpty ? [] : ["email"]
      if !hash.isEmpty {
        let data = JSON.object([
          ("sub", .string(id)), ("email", .string(email)), ("email_verified", .bool(confirmed != nil)),
          ("phone_verified", .bool(false)),
        ])
        identities.append(
          "(\(literal(id)), \(literal(id))::uuid, \(literal(data.serialized))::jsonb, 'email', \(literal(created))::timestamptz, \(literal(created))::timestamptz)"
        )
      }
      for linked in try Row.fetchAll(
        db, sql: "SELECT * FROM identities WHERE user_id = ? ORDER BY created_at, provider", arguments: [id])
      {
        providers.append(linked["provider"])
        identities.append(
          "(\(literal(linked["provider_id"])), \(literal(id))::uuid, \(literal(linked["identity_data"]))::jsonb, \(literal(linked["provider"])), \(literal(linked["created_at"]))::timestamptz, \(literal(linked["updated_at"]))::timestamptz)"
        )
      }
      let appMetadata = JSON.object([
        ("provider", .string(providers.first ?? "email")), ("providers", .array(providers.map(JSON.string))),
      ])
      users.append(
        "('00000000-0000-0000-0000-000000000000', \(literal(id))::uuid, 'authenticated', 'authenticated', \(literal(email)), \(literal(hash)), \(optional(confirmed, "timestamptz")), \(optional(row["last_sign_in_at"], "timestamptz")), \(literal(appMetadata.serialized))::jsonb, \(literal(row["user_metadata"]))::jsonb, \(literal(created))::timestamptz, \(literal(row["updated_at"]))::timestamptz, \(Self.noTokens))"
      )
    }
    summary.users = users.count
    summary.identities = identities.count
    return insert(
      "auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, \(tokenColumns.joined(separator: ", ")))",
      users, conflict: "(id) do nothing")
      + insert(
        "auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)", identities,
        conflict: "(provider_id, provider) do nothing")
  }

  /// GoTrue's one-time token and pending-change columns, which it reads into Go strings: a NULL in any of them
  /// fails every sign-in of that user ("Database error querying schema"), and four have no default on a Supabase
  /// project, so each is written empty, as GoTrue leaves them when nothing is pending.
  public static let tokenColumns = [
    "confirmation_token", "recovery_token", "email_change_token_new", "email_change", "email_change_token_current",
    "phone_change", "phone_change_token", "reauthentication_token",
  ]
  private static let noTokens = tokenColumns.map { _ in "''" }.joined(separator: ", ")

  /// The catalogue and users' own quotes, with their ids (favourites name them); the quotes sequence moves past.
  private static func quotes(_ db: Database, _ summary: inout Summary) throws -> String {
    var values: [String] = []
    for row in try Row.fetchAll(
      db, sql: "SELECT id, text, author, category, created_at, owner_id FROM quotes ORDER BY id")
    {
      let owner: String? = row["owner_id"]
      if owner == nil { summary.catalogueQuotes += 1 } else { summary.ownQuotes += 1 }
      values.append(
        "(\(row["id"] as Int64), \(literal(row["text"])), \(literal(row["author"])), \(literal(row["category"])), \(literal(row["created_at"]))::timestamptz, \(optional(owner, "uuid")))"
      )
    }
    guard !values.isEmpty else { return "" }
    return """
      create temporary table export_quotes (id bigint, text text, author text, category text, created_at timestamptz,
        owner_id uuid) on commit drop;
      \(insert("export_quotes", values, conflict: nil))insert into public.quotes (id, text, author, category, created_at, owner_id)
        select id, text, author, category, created_at, owner_id from export_quotes on conflict (id) do nothing;
      do $$ begin
        if exists (select 1 from export_quotes e join public.quotes q using (id)
                   where (q.text, q.author, q.owner_id) is distinct from (e.text, e.author, e.owner_id)) then
          raise exception 'the project holds other quotes under the exported quote ids: nothing was exported';
        end if;
      end $$;
      select setval(pg_get_serial_sequence('public.quotes', 'id'), (select max(id) from public.quotes));

      """
  }

  private static func rows(_ db: Database, _ summary: inout Summary, storageURL: String?) throws -> String {
    func values(_ sql: String, _ make: (Row) -> String) throws -> [String] {
      try Row.fetchAll(db, sql: sql).map(make)
    }
    let profiles = try values("SELECT * FROM profiles ORDER BY id") { row in
      "(\(literal(row["id"]))::uuid, \(optional(row["display_name"], "text")), \(optional(movedAvatarURL(row["avatar_url"], to: storageURL), "text")), \(literal(row["theme"])), \(literal(row["accent_color"])), \(row["font_scale"] as Double), \((row["notifications_enabled"] as Int) != 0), \(literal(row["notification_time"]))::time, \(topicsArray(row["topics"])))"
    }
    let favorites = try values("SELECT * FROM favorites ORDER BY user_id, quote_id") { row in
      "(\(literal(row["user_id"]))::uuid, \(row["quote_id"] as Int64), \(literal(row["created_at"]))::timestamptz)"
    }
    let collections = try values("SELECT * FROM collections ORDER BY id") { row in
      "(\(literal(row["id"]))::uuid, \(literal(row["user_id"]))::uuid, \(literal(row["name"])), \(literal(row["created_at"]))::timestamptz)"
    }
    let collectionQuotes = try values("SELECT * FROM collection_quotes ORDER BY collection_id, quote_id") { row in
      "(\(literal(row["collection_id"]))::uuid, \(row["quote_id"] as Int64), \(literal(row["added_at"]))::timestamptz)"
    }
    let days = try values("SELECT * FROM daily_quotes ORDER BY day") { row in
      "(\(literal(row["day"]))::date, \(row["quote_id"] as Int64), \(literal(row["chosen_at"]))::timestamptz)"
    }
    summary.profiles = profiles.count
    summary.favorites = favorites.count
    summary.collections = collections.count
    summary.collectionQuotes = collectionQuotes.count
    summary.dailyChoices = days.count
    let columns = [
      "display_name", "avatar_url", "theme", "accent_color", "font_scale", "notifications_enabled",
      "notification_time", "topics",
    ]
    return insert(
      "public.profiles (id, display_name, avatar_url, theme, accent_color, font_scale, notifications_enabled, notification_time, topics)",
      profiles,
      conflict: "(id) do update set "
        + columns.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        + " where (" + columns.map { "profiles.\($0)" }.joined(separator: ", ") + ") is distinct from ("
        + columns.map { "excluded.\($0)" }.joined(separator: ", ") + ")")
      + insert("public.favorites (user_id, quote_id, created_at)", favorites, conflict: "do nothing")
      + insert("public.collections (id, user_id, name, created_at)", collections, conflict: "do nothing")
      + insert("public.collection_quotes (collection_id, quote_id, added_at)", collectionQuotes, conflict: "do nothing")
      // A date the project already chose keeps its choice: devices may have shown it.
      + insert("public.daily_quotes (day, quote_id, chosen_at)", days, conflict: "do nothing")
  }

  private static func insert(_ target: String, _ values: [String], conflict: String?) -> String {
    guard !values.isEmpty else { return "" }
    var sql = ""
    // Batches of 500 rows, so no statement grows without bound.
    for start in stride(from: 0, to: values.count, by: 500) {
      sql +=
        "insert into \(target) values\n  " + values[start..<min(start + 500, values.count)].joined(separator: ",\n  ")
      sql += conflict.map { "\non conflict \($0);\n" } ?? ";\n"
    }
    return sql
  }

  /// A PostgreSQL string literal (standard_conforming_strings, on by default). PostgreSQL text cannot hold NUL,
  /// which SQLite's can: it is dropped.
  static func literal(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\u{0}", with: "").replacingOccurrences(of: "'", with: "''") + "'"
  }

  /// A profile's topics (JSON array text here) as PostgreSQL's text[]: the elements read by jsonb there, so no
  /// quoting of array literals is done here.
  private static func topicsArray(_ stored: String?) -> String {
    let array = Values.storedArray(stored ?? "[]").serialized
    return "array(select jsonb_array_elements_text(\(literal(array))::jsonb))::text[]"
  }

  private static func optional(_ text: String?, _ type: String) -> String {
    text.map { "\(literal($0))::\(type)" } ?? "null"
  }
}
