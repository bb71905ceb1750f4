import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A PostgREST request, built as supabase-swift builds one: filters, order, range, then `execute`.
public struct PostgrestQuery: Sendable {
  let client: SupabaseClient
  let path: String
  var method = "GET"
  var items: [URLQueryItem] = []
  var headers: [String: String] = [:]
  var body: Data?
  var preferences: [String] = []

  init(client: SupabaseClient, path: String) {
    self.client = client
    self.path = path
  }

  /// The answer: the rows as JSON bytes, and the total when `count: .exact` asked for it.
  public struct Response: Sendable {
    public let data: Data
    public let count: Int?
    public let status: Int

    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(SupabaseError) -> T {
      do { return try JSONDecoder().decode(type, from: data) } catch { throw .decoding("\(error)") }
    }
  }

  public enum Count: String, Sendable { case exact }

  // MARK: Reading

  public func select(_ columns: String = "*", count: Count? = nil) -> PostgrestQuery {
    var query = self
    query.items.append(URLQueryItem(name: "select", value: columns))
    if let count { query.preferences.append("count=\(count.rawValue)") }
    return query
  }

  public func eq(_ column: String, _ value: String) -> PostgrestQuery { filter(column, "eq", value) }
  public func neq(_ column: String, _ value: String) -> PostgrestQuery { filter(column, "neq", value) }
  public func gt(_ column: String, _ value: String) -> PostgrestQuery { filter(column, "gt", value) }
  public func lt(_ column: String, _ value: String) -> PostgrestQuery { filter(column, "lt", value) }
  /// `*` stands for `%`, as in supabase-swift.
  public func ilike(_ column: String, _ pattern: String) -> PostgrestQuery { filter(column, "ilike", pattern) }
  public func `in`(_ column: String, _ values: [String]) -> PostgrestQuery {
    filter(column, "in", "(" + values.map(Self.quoted).joined(separator: ",") + ")")
  }
  /// `or("text.ilike.*x*,author.ilike.*x*")`.
  public func or(_ conditions: String) -> PostgrestQuery {
    var query = self
    query.items.append(URLQueryItem(name: "or", value: "(\(conditions))"))
    return query
  }

  public func filter(_ column: String, _ operation: String, _ value: String) -> PostgrestQuery {
    var query = self
    query.items.append(URLQueryItem(name: column, value: "\(operation).\(value)"))
    return query
  }

  /// Orders the rows, or with `referencedTable` the rows of that embed within each parent.
  public func order(
    _ column: String, ascending: Bool = true, nullsFirst: Bool? = nil, referencedTable: String? = nil
  ) -> PostgrestQuery {
    var query = self
    let nulls = nullsFirst.map { $0 ? ".nullsfirst" : ".nullslast" } ?? ""
    let name = referencedTable.map { "\($0).order" } ?? "order"
    let term = "\(column).\(ascending ? "asc" : "desc")\(nulls)"
    // A second call adds a key to the same parameter, as supabase-swift does: PostgREST reads only the first
    // `order` parameter of a table, so a second parameter would be ignored.
    if let existing = query.items.firstIndex(where: { $0.name == name }), let terms = query.items[existing].value {
      query.items[existing] = URLQueryItem(name: name, value: terms + "," + term)
    } else {
      query.items.append(URLQueryItem(name: name, value: term))
    }
    return query
  }

  /// How a text search query is read: `to_tsquery`, `plainto_tsquery`, `phraseto_tsquery` or
  /// `websearch_to_tsquery`.
  public enum TextSearchType: String, Sendable { case tsquery = "", plain = "pl", phrase = "ph", websearch = "w" }

  /// Rows whose `column` matches a full-text `query` (PostgREST's `fts` family).
  public func textSearch(_ column: String, _ query: String, type: TextSearchType = .tsquery, config: String? = nil)
    -> PostgrestQuery
  {
    filter(column, "\(type.rawValue)fts" + (config.map { "(\($0))" } ?? ""), query)
  }

  /// Rows `from` through `to`, inclusive.
  public func range(from: Int, to: Int) -> PostgrestQuery {
    var query = self
    query.items.append(URLQueryItem(name: "offset", value: String(max(0, from))))
    query.items.append(URLQueryItem(name: "limit", value: String(max(0, to - from + 1))))
    return query
  }

  /// At most `count` rows, or with `referencedTable` at most `count` rows of that embed per parent.
  public func limit(_ count: Int, referencedTable: String? = nil) -> PostgrestQuery {
    var query = self
    query.items.append(
      URLQueryItem(name: referencedTable.map { "\($0).limit" } ?? "limit", value: String(max(0, count))))
    return query
  }

  /// Exactly one row as an object (406 PGRST116 otherwise).
  public func single() -> PostgrestQuery {
    var query = self
    query.headers["Accept"] = "application/vnd.pgrst.object+json"
    return query
  }

  // MARK: Writing

  public func insert<T: Encodable>(_ value: T, returning: Bool = false) -> PostgrestQuery {
    write("POST", value, returning: returning)
  }

  /// Insert, or update the row with the same `onConflict` key (idempotent: sending it twice changes nothing).
  public func upsert<T: Encodable>(
    _ value: T, onConflict: String? = nil, ignoreDuplicates: Bool = false, returning: Bool = false
  )
    -> PostgrestQuery
  {
    var query = write("POST", value, returning: returning)
    query.preferences.append(ignoreDuplicates ? "resolution=ignore-duplicates" : "resolution=merge-duplicates")
    if let onConflict { query.items.append(URLQueryItem(name: "on_conflict", value: onConflict)) }
    return query
  }

  public func update<T: Encodable>(_ value: T, returning: Bool = false) -> PostgrestQuery {
    write("PATCH", value, returning: returning)
  }

  public func delete(returning: Bool = false) -> PostgrestQuery {
    var query = self
    query.method = "DELETE"
    if returning { query.preferences.append("return=representation") }
    return query
  }

  private func write<T: Encodable>(_ method: String, _ value: T, returning: Bool) -> PostgrestQuery {
    var query = self
    query.method = method
    query.body = try? JSONEncoder().encode(value)
    if returning { query.preferences.append("return=representation") }
    return query
  }

  public func execute() async throws(SupabaseError) -> Response {
    var headers = self.headers
    if !preferences.isEmpty { headers["Prefer"] = preferences.joined(separator: ",") }
    let (data, response) = try await client.send(
      method, "rest/v1/" + path, query: items, headers: headers, body: body, api: .rest)
    let count = (response.value(forHTTPHeaderField: "Content-Range")?.split(separator: "/").last).flatMap { Int($0) }
    return Response(data: data, count: count, status: response.statusCode)
  }

  /// A value in a list, quoted when it holds PostgREST's reserved characters.
  static func quoted(_ value: String) -> String {
    guard value.contains(where: { ",()\"\\ ".contains($0) }) else { return value }
    return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

/// Supabase Storage for one bucket.
public struct StorageClient: Sendable {
  let client: SupabaseClient

  public func from(_ bucket: String) -> Bucket { Bucket(client: client, name: bucket) }

  public struct Bucket: Sendable {
    let client: SupabaseClient
    public let name: String

    /// Uploads (or, with `upsert`, replaces) an object; returns its key, `bucket/path`.
    @discardableResult
    public func upload(_ path: String, data: Data, contentType: String, upsert: Bool = false)
      async throws(SupabaseError) -> String
    {
      let (body, _) = try await client.send(
        "POST", "storage/v1/object/\(name)/\(path)",
        headers: ["Content-Type": contentType, "x-upsert": upsert ? "true" : "false"],
        body: data, api: .storage)
      let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
      return object?["Key"] as? String ?? "\(name)/\(path)"
    }

    public func download(_ path: String) async throws(SupabaseError) -> Data {
      try await client.send("GET", "storage/v1/object/\(name)/\(path)", api: .storage).0
    }

    /// The names of the objects in the folder `prefix` (Storage's `list`, at most `limit`).
    public func list(_ prefix: String, limit: Int = 100) async throws(SupabaseError) -> [String] {
      let body = try? JSONSerialization.data(withJSONObject: ["prefix": prefix, "limit": limit])
      let (data, _) = try await client.send(
        "POST", "storage/v1/object/list/\(name)", headers: ["Content-Type": "application/json"], body: body,
        api: .storage)
      let objects = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] ?? []
      return objects.compactMap { $0["name"] as? String }
    }

    public func remove(_ paths: [String]) async throws(SupabaseError) {
      let body = try? JSONSerialization.data(withJSONObject: ["prefixes": paths])
      _ = try await client.send("DELETE", "storage/v1/object/\(name)", body: body, api: .storage)
    }

    /// A URL that downloads `path` without a key for `expiresIn` seconds.
    public func createSignedURL(_ path: String, expiresIn: Int) async throws(SupabaseError) -> URL {
      let body = try? JSONSerialization.data(withJSONObject: ["expiresIn": expiresIn])
      let (data, _) = try await client.send(
        "POST", "storage/v1/object/sign/\(name)/\(path)", headers: ["Content-Type": "application/json"], body: body,
        api: .storage)
      guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
        let signed = object["signedURL"] as? String,
        let url = URL(string: client.url.absoluteString + "/storage/v1" + signed)
      else { throw .decoding("no signedURL in the answer") }
      return url
    }

    /// Renames an object within this bucket.
    public func move(from source: String, to destination: String) async throws(SupabaseError) {
      try await transfer("move", source, destination)
    }

    /// Copies an object within this bucket; the copy has its own bytes.
    public func copy(from source: String, to destination: String) async throws(SupabaseError) {
      try await transfer("copy", source, destination)
    }

    private func transfer(_ operation: String, _ source: String, _ destination: String) async throws(SupabaseError) {
      let body = try? JSONSerialization.data(withJSONObject: [
        "bucketId": name, "sourceKey": source, "destinationKey": destination,
      ])
      _ = try await client.send(
        "POST", "storage/v1/object/\(operation)", headers: ["Content-Type": "application/json"], body: body,
        api: .storage)
    }

    /// The URL anyone may fetch for an object of a public bucket.
    public func publicURL(_ path: String) -> URL {
      client.url.appendingPathComponent("storage/v1/object/public/\(name)/\(path)")
    }
  }
}
