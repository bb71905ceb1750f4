import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing

@testable import QuoteVaultServer

/// /metrics for the operator, a request id on every answer, one log line per request.
@Suite("Observability")
struct ObservabilityTests {
  @Test("GET /metrics is Prometheus text for the service role only: requests by route and status, latency, refusals")
  func metrics() async throws {
    var configuration = testConfiguration()
    configuration.tokenRefreshesPerAddress = 1
    configuration.maximumBufferedBodyBytes = 4_000
    try await withServer(configuration) { client in
      #expect(try await client.request(.get, "/auth/v1/health").status == .ok, "health stays")
      #expect(try await client.request(.get, "/rest/v1/quotes?select=id&limit=1").status == .ok)
      #expect(try await client.request(.get, "/rest/v1/quotes?select=id&limit=2").status == .ok)
      #expect(try await client.request(.get, "/rest/v1/no_such_table").status == .notFound)
      // Two refreshes from one address where one is allowed: a rate-limit hit.
      for _ in 0..<2 {
        _ = try await client.request(.post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"x"}"#)
      }
      // A body larger than the whole body budget: a budget's refusal.
      let padding = String(repeating: "x", count: 5_000)
      let large = try await client.request(
        .post, "/auth/v1/signup", json: #"{"email":"a@example.com","password":"\#(padding)"}"#)
      #expect(large.status == .contentTooLarge)

      #expect(try await client.request(.get, "/metrics").status == .forbidden, "the anon key may not read them")
      let reply = try await client.request(
        .get, "/metrics", key: client.info.serviceRoleKey, bearer: client.info.serviceRoleKey)
      #expect(reply.status == .ok)
      #expect(reply.header("content-type")?.hasPrefix("text/plain; version=0.0.4") == true)
      let lines = Set(reply.text.split(separator: "\n").map(String.init))
      #expect(lines.contains(#"quotevault_requests_total{route="/rest/v1/quotes",method="GET",status="200"} 2"#))
      #expect(lines.contains(#"quotevault_requests_total{route="/auth/v1/health",method="GET",status="200"} 1"#))
      #expect(lines.contains(#"quotevault_requests_total{route="/rest/v1/*",method="GET",status="404"} 1"#))
      #expect(lines.contains(#"quotevault_requests_total{route="/metrics",method="GET",status="403"} 1"#))
      #expect(lines.contains(#"quotevault_request_duration_seconds_bucket{route="/rest/v1/quotes",le="+Inf"} 2"#))
      #expect(lines.contains(#"quotevault_request_duration_seconds_count{route="/rest/v1/quotes"} 2"#))
      #expect(lines.contains("# TYPE quotevault_request_duration_seconds histogram"))
      #expect(lines.contains(#"quotevault_rate_limited_total{route="/auth/v1/token"} 1"#), "\(reply.text)")
      #expect(lines.contains(#"quotevault_budget_refusals_total{budget="body_size"} 1"#), "\(reply.text)")
      #expect(lines.contains("quotevault_body_bytes_buffered 0"))
      #expect(lines.contains("quotevault_body_bytes_capacity 4000"))
      // Every sample line is `name{labels} value` or `name value`, as the format asks.
      for line in lines where !line.hasPrefix("#") {
        #expect(line.wholeMatch(of: /[a-z_]+(\{[^}]*\})? [0-9.e+-]+/) != nil, "\(line)")
      }
    }
  }

  @Test("Every answer carries x-request-id: the client's own when sane and short, else a new one")
  func requestIDs() async throws {
    try await withServer { client in
      let fresh = try await client.request(.get, "/rest/v1/quotes?select=id&limit=1")
      let id = try #require(fresh.header("x-request-id"))
      #expect(UUID(uuidString: id) != nil)
      let other = try await client.request(.get, "/rest/v1/quotes?select=id&limit=1")
      #expect(other.header("x-request-id") != id, "one id per request")
      let kept = try await client.request(.get, "/auth/v1/health", headers: ["x-request-id": "app-42.retry_1:b"])
      #expect(kept.header("x-request-id") == "app-42.retry_1:b")
      let error = try await client.request(.get, "/rest/v1/no_such_table", headers: ["x-request-id": "req-7"])
      #expect(error.status == .notFound && error.header("x-request-id") == "req-7", "errors carry it too")
      for hostile in [String(repeating: "a", count: 65), "a b", "a\"b", "id,other", "é"] {
        let reply = try await client.request(.get, "/auth/v1/health", headers: ["x-request-id": hostile])
        let answered = try #require(reply.header("x-request-id"))
        #expect(answered != hostile && UUID(uuidString: answered) != nil, "\(hostile) replaced")
      }
    }
  }

  @Test("GET /rest/v1/ is PostgREST's root: an OpenAPI 2.0 description of every table and function, for a valid key")
  func restRoot() async throws {
    try await withServer { client in
      for path in ["/rest/v1/", "/rest/v1"] {
        let reply = try await client.request(.get, path)
        #expect(reply.status == .ok, "\(path): \(reply.text.prefix(200))")
        #expect(reply.header("content-type")?.hasPrefix("application/openapi+json") == true)
        #expect(reply.object["swagger"] as? String == "2.0")
        let paths = try #require(reply.object["paths"] as? [String: Any])
        for table in TableSpec.all.keys { #expect(paths["/\(table)"] != nil, "\(table)") }
        #expect(paths["/rpc/quote_of_the_day"] != nil && paths["/rpc/quotes_of_the_days"] != nil)
        let quotes = try #require(paths["/quotes"] as? [String: Any])
        #expect(Set(quotes.keys) == ["get", "post", "patch", "delete"])
        let profiles = try #require(paths["/profiles"] as? [String: Any])
        #expect(profiles["delete"] == nil, "profiles have no delete policy")
        let definitions = try #require(reply.object["definitions"] as? [String: Any])
        let quote = try #require(definitions["quotes"] as? [String: Any])
        let properties = try #require(quote["properties"] as? [String: Any])
        #expect((properties["owner_id"] as? [String: Any])?["format"] as? String == "uuid")
        #expect((properties["id"] as? [String: Any])?["format"] as? String == "bigint")
      }
      let noKey = try await client.request(.get, "/rest/v1/", key: "not-a-key")
      #expect(noKey.status == .unauthorized, "the gateway's key check guards it as every route")
    }
  }

  @Test("New request ids are lowercase version-4 UUIDs, none repeated in 10,000")
  func newRequestIDs() {
    let ids = (0..<10_000).map { _ in RequestIDs.shared.next() }
    #expect(Set(ids).count == ids.count)
    for id in ids.prefix(100) {
      #expect(UUID(uuidString: id) != nil && id == id.lowercased() && id.count == 36, "\(id)")
      #expect(Array(id)[14] == "4" && "89ab".contains(Array(id)[19]), "version 4, variant 10: \(id)")
    }
  }

  @Test("A request id's text is its 128 bits as Foundation writes a UUID, in lowercase")
  func requestIDText() {
    var generator = SystemRandomNumberGenerator()
    let edges: [UInt64] = [0, .max, 0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210, 0x0A0A_0A0A_F9F9_F9F9]
    let pairs =
      edges.flatMap { high in edges.map { (high, $0) } } + (0..<1_000).map { _ in (generator.next(), generator.next()) }
    for (high, low) in pairs {
      let bytes = withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { Array($0) }
      let uuid = UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
          bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
      #expect(RequestIDs.uuidText(high: high, low: low) == uuid.uuidString.lowercased())
    }
  }

  @Test("One structured log line per request: its id (as answered), method, route, status and time; no query")
  func logLines() async throws {
    var configuration = testConfiguration()
    configuration.logRequests = true
    let lines = CapturedLines()
    let logger = Logger(label: "quotevault") { _ in CapturingHandler(lines: lines) }
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration, logger: logger)
    try await app.test(.router) { client in
      let client = SupabaseTestClient(client, info: info)
      let reply = try await client.request(
        .get, "/rest/v1/quotes?select=id&limit=1&apikey=secret-in-query", headers: ["x-request-id": "trace-1"])
      #expect(reply.status == .ok)
      _ = try await client.request(.get, "/rest/v1/no_such_table")
    }
    let requests = lines.all.filter { $0.message == "request" }
    #expect(requests.count == 2)
    let first = try #require(requests.first)
    #expect(first.metadata["request_id"] == "trace-1")
    #expect(first.metadata["method"] == "GET" && first.metadata["route"] == "/rest/v1/quotes")
    #expect(first.metadata["status"] == "200" && first.metadata["path"] == "/rest/v1/quotes")
    #expect(first.metadata["ms"].flatMap(Double.init) != nil)
    #expect(!first.metadata.values.contains { $0.contains("secret") }, "the query is never logged")
    #expect(requests.last?.metadata["status"] == "404")
  }

  @Test("Route labels come from fixed sets, whatever the path")
  func routes() {
    #expect(RequestLogMiddleware.route("/rest/v1/quotes") == "/rest/v1/quotes")
    #expect(RequestLogMiddleware.route("//rest/v1/quotes") == "/rest/v1/quotes")
    #expect(RequestLogMiddleware.route("/rest/v1/\(UUID())") == "/rest/v1/*")
    #expect(RequestLogMiddleware.route("/rest/v1/rpc/quote_of_the_day") == "/rest/v1/rpc/quote_of_the_day")
    #expect(RequestLogMiddleware.route("/rest/v1/rpc/anything") == "/rest/v1/rpc/*")
    #expect(RequestLogMiddleware.route("/auth/v1/token") == "/auth/v1/token")
    #expect(RequestLogMiddleware.route("/auth/v1/\(UUID())") == "/auth/v1/*")
    #expect(RequestLogMiddleware.route("/storage/v1/object/avatars/a/b.png") == "/storage/v1/object")
    #expect(RequestLogMiddleware.route("/storage/v1/object/public/avatars/a.png") == "/storage/v1/object/public")
    #expect(RequestLogMiddleware.route("/\(UUID())") == "other")
    #expect(RequestLogMiddleware.route("/") == "/")
    #expect(RequestLogMiddleware.route("/auth/v1/resend") == "/auth/v1/resend")
    #expect(RequestLogMiddleware.route("/rest/v1/rpc/quote_of_the_day/x") == "/rest/v1/rpc/*")
    #expect(RequestLogMiddleware.route("/health/x") == "other" && RequestLogMiddleware.route("/metrics") == "/metrics")
    #expect(RequestLogMiddleware.route("/functions/v1/revoke-apple-token") == "/functions/v1/revoke-apple-token")
    #expect(RequestLogMiddleware.route("/functions/v1/\(UUID())") == "/functions/v1/*")
  }
}

/// Log lines kept in memory, for the test that reads them.
final class CapturedLines: @unchecked Sendable {
  struct Line {
    let message: String
    let metadata: [String: String]
  }
  private let lock = NSLock()
  private var lines: [Line] = []
  var all: [Line] { lock.withLock { lines } }
  func append(_ line: Line) { lock.withLock { lines.append(line) } }
}

struct CapturingHandler: LogHandler {
  let lines: CapturedLines
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(
    level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String,
    function: String, line: UInt
  ) {
    lines.append(
      CapturedLines.Line(
        message: message.description, metadata: (metadata ?? [:]).mapValues { "\($0)" }))
  }
}
