import Foundation
import SupabaseClient
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The in-process server the app's tests use answers as quotevault-server does on 127.0.0.1: the same requests,
/// sent to both, get the same status, the same headers the client reads and the same body (tokens, ids and
/// times aside). So a test that passes against `InProcessServer` passes against the server the app talks to.
@Suite("In-process server contract")
struct InProcessContractTests {
  /// A request and what of its answer must agree.
  struct Exchange: Sendable, CustomStringConvertible {
    var method = "GET"
    var path: String
    var body: String?
    var headers: [String: String] = [:]
    /// Compare the whole body (deterministic answers); otherwise its top-level keys.
    var wholeBody = true
    var description: String { "\(method) \(path)" }
  }

  static let exchanges: [Exchange] = [
    Exchange(path: "rest/v1/quotes?select=id,text,author&category=eq.Love&order=id&limit=3"),
    Exchange(path: "rest/v1/quotes?select=id&order=id&limit=2", headers: ["Prefer": "count=exact"]),
    // Two keys in one order, and two order parameters (PostgREST uses the first).
    Exchange(path: "rest/v1/quotes?select=id,category&order=category.desc,id.asc&limit=6"),
    Exchange(path: "rest/v1/quotes?select=id&order=id.desc&order=id.asc&limit=3"),
    Exchange(path: "rest/v1/quotes?select=nope"),
    Exchange(path: "rest/v1/quotes?id=eq.not-a-number"),
    Exchange(path: "rest/v1/rpc/quote_of_the_day?day=2026-01-01"),
    Exchange(path: "rest/v1/favorites?select=quote_id"),
    Exchange(path: "rest/v1/no_such_table"),
    Exchange(method: "POST", path: "rest/v1/favorites", body: #"{"quote_id":1}"#),
    Exchange(method: "POST", path: "auth/v1/signup", body: #"{"email":"a@example.com","password":"short"}"#),
    Exchange(method: "POST", path: "auth/v1/signup", body: #"{"email":"not an email","password":"x"}"#),
    Exchange(
      method: "POST", path: "auth/v1/signup", body: #"{"email":"b@example.com","password":"correct horse battery"}"#,
      wholeBody: false),
    Exchange(
      method: "POST", path: "auth/v1/token?grant_type=password",
      body: #"{"email":"b@example.com","password":"wrong password"}"#),
    Exchange(method: "POST", path: "auth/v1/token?grant_type=refresh_token", body: #"{"refresh_token":"nope"}"#),
    Exchange(method: "GET", path: "auth/v1/user"),
    Exchange(method: "POST", path: "auth/v1/recover", body: "{not json"),
    Exchange(path: "storage/v1/object/public/avatars/nobody/none.png"),
    Exchange(path: "nowhere"),
  ]

  /// Wrong passwords for b@example.com after the one above: the server's limit of failed sign-ins per address and
  /// email (5 in the window) is reached, so the sixth attempt, and the right password after it, get GoTrue's 429
  /// (`over_request_rate_limit`); status, error body and Retry-After are compared on both sides like the rest.
  static let rateLimited: [Exchange] =
    Array(
      repeating: Exchange(
        method: "POST", path: "auth/v1/token?grant_type=password",
        body: #"{"email":"b@example.com","password":"wrong password"}"#),
      count: 5)
    + [
      Exchange(
        method: "POST", path: "auth/v1/token?grant_type=password",
        body: #"{"email":"b@example.com","password":"correct horse battery"}"#)
    ]

  /// The headers the client reads.
  static let readHeaders = ["content-type", "content-range", "retry-after", "location"]

  @Test("Every exchange answers alike in process and over loopback, in order, from the same seeded start")
  func sameAnswers() async throws {
    let inProcess = try await Backend()
    let real = try await Backend(process: true)
    var statuses: (here: [Int], there: [Int]) = ([], [])
    for exchange in Self.exchanges + Self.rateLimited {
      let here = try await Self.send(exchange, to: inProcess)
      let there = try await Self.send(exchange, to: real)
      statuses.here.append(here.response.statusCode)
      statuses.there.append(there.response.statusCode)
      #expect(here.response.statusCode == there.response.statusCode, "\(exchange)")
      for name in Self.readHeaders {
        #expect(
          here.response.value(forHTTPHeaderField: name) == there.response.value(forHTTPHeaderField: name),
          "\(exchange): \(name)")
      }
      if exchange.wholeBody {
        #expect(Self.json(here.data) == Self.json(there.data), "\(exchange)")
      } else {
        #expect(Self.keys(here.data) == Self.keys(there.data), "\(exchange)")
      }
    }
    // The rate limit was reached on both sides, so its answer was compared, not skipped.
    #expect(statuses.here.suffix(2) == [429, 429] && statuses.there.suffix(2) == [429, 429], "\(statuses)")
  }

  @Test("Offline in process is what URLSession says of a server that is not there: a network error")
  func offlineIsANetworkError() async throws {
    let inProcess = try await Backend()
    let real = try await Backend(process: true)
    await inProcess.stop()
    await real.stop()
    let exchange = Exchange(path: "rest/v1/quotes?select=id&limit=1")
    for backend in [inProcess, real] {
      await #expect {
        _ = try await Self.send(exchange, to: backend)
      } throws: { error in
        if case .network = error as? SupabaseError { return true }
        return false
      }
    }
  }

  static func send(_ exchange: Exchange, to backend: Backend) async throws -> (data: Data, response: HTTPURLResponse) {
    let url = try #require(URL(string: backend.url.absoluteString + "/" + exchange.path))
    var request = URLRequest(url: url)
    request.httpMethod = exchange.method
    request.setValue(backend.anonKey, forHTTPHeaderField: "apikey")
    request.setValue("Bearer \(backend.anonKey)", forHTTPHeaderField: "Authorization")
    if let body = exchange.body {
      request.httpBody = Data(body.utf8)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    for (name, value) in exchange.headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await backend.transport.send(request)
    return (data, response)
  }

  /// The body as a comparable value: JSON re-serialised with sorted keys, or the bytes as text.
  static func json(_ data: Data) -> String {
    guard let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
      let sorted = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    else { return String(decoding: data, as: UTF8.self) }
    return String(decoding: sorted, as: UTF8.self)
  }

  static func keys(_ data: Data) -> [String] {
    ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]).map { $0.keys.sorted() } ?? []
  }
}
