import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A small client for the parts of Supabase QuoteVault uses, shaped like supabase-swift: `auth`,
/// `from(table)`, `rpc`, `storage.from(bucket)`. It talks to a real Supabase project or to quotevault-server
/// alike: only the URL and the anon key differ.
public final class SupabaseClient: Sendable {
  public let url: URL
  public let key: String
  public let auth: AuthClient
  let transport: any HTTPTransport

  public init(
    url: URL, key: String, sessionStorage: any SessionStorage,
    transport: any HTTPTransport = URLSessionTransport(), now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.url = url
    self.key = key
    self.transport = transport
    auth = AuthClient(url: url, key: key, storage: sessionStorage, transport: transport, now: now)
  }

  /// A PostgREST query on a table.
  public func from(_ table: String) -> PostgrestQuery { PostgrestQuery(client: self, path: table) }

  /// A PostgreSQL function, with named arguments.
  public func rpc(_ function: String, _ arguments: [String: JSONValue] = [:]) -> PostgrestQuery {
    var query = PostgrestQuery(client: self, path: "rpc/" + function)
    query.method = "POST"
    query.body = try? JSONEncoder().encode(arguments)
    return query
  }

  public var storage: StorageClient { StorageClient(client: self) }

  /// Invokes an Edge Function (`POST /functions/v1/<name>`, supabase-swift's `functions.invoke`) with a JSON
  /// body and the signed-in user's token; its answer's bytes. A failing or busy function (408, 429, 5xx) is
  /// `.unavailable`; any other refusal is `.auth` with the function's `code` and `message`.
  public func invokeFunction(_ name: String, body: [String: JSONValue]) async throws(SupabaseError) -> Data {
    let payload = try? JSONEncoder().encode(body)
    let (data, _) = try await send(
      "POST", "functions/v1/" + name, headers: ["Content-Type": "application/json"], body: payload, api: .functions)
    return data
  }

  /// Sends a request with the key and the caller's token (the anon key when nobody is signed in).
  func send(
    _ method: String, _ path: String, query: [URLQueryItem] = [], headers: [String: String] = [:], body: Data? = nil,
    api: SupabaseError.API
  ) async throws(SupabaseError) -> (Data, HTTPURLResponse) {
    var components = URLComponents(url: url.appendingPathComponent(path), resolvingAgainstBaseURL: false)
    if !query.isEmpty {
      components?.percentEncodedQuery = query.map { item in
        "\(Self.encode(item.name))=\(Self.encode(item.value ?? ""))"
      }.joined(separator: "&")
    }
    guard let target = components?.url else { throw .decoding("bad URL for \(path)") }
    let token = try await auth.accessTokenForRequest()
    return try await transport.exchange(method, target, key: key, token: token, headers: headers, body: body, api: api)
  }

  /// Query values percent-encoded for PostgREST: everything but unreserved characters, so `,()*.:` in filters
  /// reach the server as the client meant them.
  static func encode(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~*,().:")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}
