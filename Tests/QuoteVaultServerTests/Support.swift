import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import QuoteVaultServer
import Testing

/// A fresh data folder for one test.
func temporaryDataDirectory() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("quotevault-\(UUID().uuidString)", isDirectory: true)
}

/// Tests use bcrypt's minimum cost: the same algorithm, 64 times cheaper.
func testConfiguration(_ directory: URL = temporaryDataDirectory()) -> ServerConfiguration {
  var configuration = ServerConfiguration(dataDirectory: directory, port: 0, bcryptCost: 4)
  // Thousands of requests: their log lines would bury a failure's output (ObservabilityTests log theirs).
  configuration.logRequests = false
  // A rate limit's window no test run outlasts: an attempt is counted before its bcrypt work, which waits its
  // turn for bcrypt's few threads, minutes on a loaded CI machine, so with 300 s a count could expire unseen.
  configuration.failedLoginWindow = 86_400
  return configuration
}

/// A response, decoded.
struct Reply {
  let status: HTTPResponse.Status
  let headers: HTTPFields
  let body: Data

  var json: Any? { try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) }
  var object: [String: Any] { json as? [String: Any] ?? [:] }
  var array: [[String: Any]] { json as? [[String: Any]] ?? [] }
  var text: String { String(decoding: body, as: UTF8.self) }
  func header(_ name: String) -> String? { headers[HTTPField.Name(name)!] }
}

/// Talks to an application under test the way a Supabase client does.
struct SupabaseTestClient {
  let client: any TestClientProtocol
  let info: ServerInfo
  var accessToken: String?

  init(_ client: any TestClientProtocol, info: ServerInfo) {
    self.client = client
    self.info = info
  }

  func request(
    _ method: HTTPRequest.Method, _ uri: String, json: String? = nil, body: Data? = nil,
    headers extra: [String: String] = [:],
    key: String? = nil, bearer: String? = nil
  ) async throws -> Reply {
    var headers = HTTPFields()
    headers[HTTPField.Name("apikey")!] = key ?? info.anonKey
    if let token = bearer ?? accessToken { headers[.authorization] = "Bearer \(token)" }
    if json != nil { headers[.contentType] = "application/json" }
    for (name, value) in extra { headers[HTTPField.Name(name)!] = value }
    let payload = json.map { ByteBuffer(string: $0) } ?? body.map { ByteBuffer(bytes: $0) }
    return try await client.execute(uri: uri, method: method, headers: headers, body: payload) { response in
      Reply(status: response.status, headers: response.headers, body: Data(response.body.readableBytesView))
    }
  }

  /// Signs up a new user and keeps their access token.
  mutating func signUp(_ email: String, password: String = "correct horse battery") async throws -> [String: Any] {
    let reply = try await request(.post, "/auth/v1/signup", json: #"{"email":"\#(email)","password":"\#(password)"}"#)
    #expect(reply.status == .ok, "\(reply.text)")
    accessToken = reply.object["access_token"] as? String
    return reply.object
  }

  var userID: String? {
    guard let token = accessToken, let payload = token.split(separator: ".").dropFirst().first else { return nil }
    var base64 = payload.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64),
      let claims = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return claims["sub"] as? String
  }
}

extension SupabaseTestClient {
  /// Uploads the tiny PNG to the avatars bucket at `path`, sent as given (a test may mean a hostile path).
  func uploadPNG(_ path: String) async throws -> Reply {
    try await request(
      .post, "/storage/v1/object/avatars/\(path)", body: tinyPNG, headers: ["Content-Type": "image/png"])
  }
}

/// Runs `body` against a freshly built application, in process.
func withServer(
  _ configuration: ServerConfiguration = testConfiguration(),
  _ body: @escaping @Sendable (SupabaseTestClient) async throws -> Void
) async throws {
  let info = try QuoteVaultServer.info(configuration)
  let app = try await buildApplication(configuration)
  try await app.test(.router) { client in try await body(SupabaseTestClient(client, info: info)) }
}

/// The local mailbox's messages to `email`, read as the service role.
func mailbox(_ client: SupabaseTestClient, _ email: String) async throws -> [[String: Any]] {
  try await client.request(
    .get, "/auth/v1/dev/mailbox?email=\(email)", key: client.info.serviceRoleKey, bearer: client.info.serviceRoleKey
  ).array
}

/// The first link in the last of `messages`.
func lastLink(_ messages: [[String: Any]]) throws -> String {
  let text = try #require(messages.last?["text"] as? String)
  return String(try #require(text.firstMatch(of: /http:\/\/\S+/)?.0))
}

/// Creates a collection of the signed-in user holding `quotes`; answers its id.
@discardableResult
func addCollection(_ client: SupabaseTestClient, _ name: String, quotes: [Int]) async throws -> String {
  let id = UUID().uuidString.lowercased()
  let created = try await client.request(.post, "/rest/v1/collections", json: #"{"id": "\#(id)", "name": "\#(name)"}"#)
  #expect(created.status.code < 300, "\(created.text)")
  let rows = quotes.map { #"{"collection_id": "\#(id)", "quote_id": \#($0)}"# }.joined(separator: ",")
  let added = try await client.request(.post, "/rest/v1/collection_quotes", json: "[\(rows)]")
  #expect(added.status.code < 300, "\(added.text)")
  return id
}

/// The server's clock for refresh tokens (`ServerConfiguration.now`), moved on by the test instead of a sleep.
final class TestNow: @unchecked Sendable {
  private let lock = NSLock()
  private var date = Date()

  func now() -> Date { lock.withLock { date } }
  func advance(by seconds: TimeInterval) { lock.withLock { date += seconds } }
}
