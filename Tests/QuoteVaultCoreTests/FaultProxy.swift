import Foundation
import SupabaseClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Stands between SupabaseClient and the backend: it passes every request on, except those a test told it to
/// answer itself (503, 429 with Retry-After, 408, 401…) or to hold until released. So the client meets the
/// server's weather through its transport, and the server is never changed.
final class FaultProxy: HTTPTransport, @unchecked Sendable {
  let plan = FaultPlan()
  private let upstream: any HTTPTransport

  /// What the proxy does with requests whose path contains `path` (and whose method is `method`, when given).
  struct Rule: Sendable {
    var path: String
    var method: String?
    var status: Int
    var headers: [String: String]
    var body: String
    /// How many matching requests to answer so (then the rule is spent); nil: until `heal`.
    var times: Int?
    /// Pass the request on, then lose the backend's answer: the server did it, the client never hears
    /// (a connection dropped after the request went out, as URLSession then fails with a network error).
    var losesReply = false
  }

  init(upstream: any HTTPTransport) { self.upstream = upstream }

  /// Each request: the plan's answer, or the backend's.
  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    guard let url = request.url else { throw SupabaseError.network("no URL") }
    if let rule = await plan.decide(method: request.httpMethod ?? "GET", path: url.path) {
      if rule.losesReply {
        _ = try await upstream.send(request)
        throw SupabaseError.network("the connection was lost before the answer came")
      }
      var headers = ["Content-Type": "application/json"]
      headers.merge(rule.headers) { _, injected in injected }
      guard
        let response = HTTPURLResponse(
          url: url, statusCode: rule.status, httpVersion: "HTTP/1.1", headerFields: headers)
      else { throw SupabaseError.network("not an HTTP response") }
      return (Data(rule.body.utf8), response)
    }
    return try await upstream.send(request)
  }

  /// Answers the next `times` matching requests with `status` instead of passing them on.
  func fail(
    _ path: String, method: String? = nil, status: Int, times: Int? = 1, headers: [String: String] = [:],
    body: String = #"{"code":"","message":"injected"}"#
  ) async {
    await plan.add(
      Rule(path: path, method: method, status: status, headers: headers, body: body, times: times))
  }

  /// Passes the next `times` matching requests on, and loses the backend's answer to each.
  func loseReply(_ path: String, method: String? = nil, times: Int? = 1) async {
    await plan.add(
      Rule(path: path, method: method, status: 0, headers: [:], body: "", times: times, losesReply: true))
  }

  /// Passes everything on again.
  func heal() async { await plan.clear() }

  /// Holds matching requests until `release` (so a test can act while one is in flight).
  func hold(_ path: String) async { await plan.hold(path) }
  func release() async { await plan.release() }
  /// How many requests have been held so far.
  func held() async -> Int { await plan.heldCount }

  /// "METHOD path" of every request that reached the proxy, in order, and whether it was passed on.
  func log() async -> [(request: String, forwarded: Bool)] { await plan.log }
}

actor FaultPlan {
  private var rules: [FaultProxy.Rule] = []
  private var heldPath: String?
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private(set) var log: [(request: String, forwarded: Bool)] = []
  private(set) var heldCount = 0

  func add(_ rule: FaultProxy.Rule) { rules.append(rule) }
  func clear() { rules = [] }
  func hold(_ path: String) { heldPath = path }

  func release() {
    heldPath = nil
    waiting.forEach { $0.resume() }
    waiting = []
  }

  /// The rule for this request, spending one of its uses; nil: pass it on (after any hold).
  func decide(method: String, path: String) async -> FaultProxy.Rule? {
    if let index = rules.firstIndex(where: { path.contains($0.path) && ($0.method ?? method) == method }) {
      let rule = rules[index]
      if let times = rule.times {
        if times <= 1 { rules.remove(at: index) } else { rules[index].times = times - 1 }
      }
      log.append(("\(method) \(path)", rule.losesReply))
      return rule
    }
    log.append(("\(method) \(path)", true))
    if let heldPath, path.contains(heldPath) {
      heldCount += 1
      await withCheckedContinuation { waiting.append($0) }
    }
    return nil
  }
}

/// A backend, a FaultProxy in front of it, and a device that talks through the proxy.
func behindFaultProxy() async throws -> (Backend, FaultProxy, Device) {
  let backend = try await Backend()
  let proxy = FaultProxy(upstream: backend.transport)
  return (backend, proxy, try Device(backend, transport: proxy))
}
