import Foundation
import HTTPTypes
import Hummingbird
import Logging

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A loopback HTTP proxy between SupabaseClient and the real quotevault-server: it passes every request on, except
/// those a test told it to answer itself (503, 429 with Retry-After, 408, 401…) or to hold until released. So the
/// client meets the server's weather through its real network stack, and the server is never changed.
final class FaultProxy: @unchecked Sendable {
  let url: URL
  let plan: FaultPlan
  private let running: Task<Void, any Error>

  /// What the proxy does with requests whose path contains `path` (and whose method is `method`, when given).
  struct Rule: Sendable {
    var path: String
    var method: String?
    var status: Int
    var headers: [String: String]
    var body: String
    /// How many matching requests to answer so (then the rule is spent); nil: until `heal`.
    var times: Int?
  }

  init(upstream: URL) async throws {
    let plan = FaultPlan()
    self.plan = plan
    let (ready, readyContinuation) = AsyncStream.makeStream(of: Int.self)
    // Closing connections mid-request is what it is for: its own logs would only be noise.
    var logger = Logger(label: "FaultProxy")
    logger.logLevel = .critical
    let app = Application(
      responder: ProxyResponder(upstream: upstream, plan: plan),
      configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "FaultProxy"),
      onServerRunning: { channel in
        readyContinuation.yield(channel.localAddress?.port ?? 0)
        readyContinuation.finish()
      }, logger: logger)
    let task = Task { try await app.runService(gracefulShutdownSignals: []) }
    running = task
    var port = 0
    for await bound in ready { port = bound }
    guard port > 0, let url = URL(string: "http://127.0.0.1:\(port)") else {
      task.cancel()
      throw CocoaError(.fileNoSuchFile)
    }
    self.url = url
  }

  /// Answers the next `times` matching requests with `status` instead of passing them on.
  func fail(
    _ path: String, method: String? = nil, status: Int, times: Int? = 1, headers: [String: String] = [:],
    body: String = #"{"code":"","message":"injected"}"#
  ) async {
    await plan.add(
      Rule(path: path, method: method, status: status, headers: headers, body: body, times: times))
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

  deinit { running.cancel() }
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
      log.append(("\(method) \(path)", false))
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

/// Each request: the plan's answer, or the server's.
struct ProxyResponder: HTTPResponder {
  typealias Context = BasicRequestContext
  let upstream: URL
  let plan: FaultPlan

  func respond(to request: Request, context: Context) async throws -> Response {
    let method = request.method.rawValue
    let path = request.uri.path
    if let rule = await plan.decide(method: method, path: path) {
      var headers = HTTPFields()
      headers[.contentType] = "application/json"
      for (name, value) in rule.headers {
        if let field = HTTPField.Name(name) { headers[field] = value }
      }
      return Response(
        status: .init(code: rule.status), headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(string: rule.body)))
    }
    let body = try await request.body.collect(upTo: 16 << 20)
    guard let target = URL(string: upstream.absoluteString + request.uri.description) else {
      return Response(status: .badGateway)
    }
    var forward = URLRequest(url: target)
    forward.httpMethod = method
    for field in request.headers where !["host", "content-length", "connection"].contains(field.name.canonicalName) {
      forward.addValue(field.value, forHTTPHeaderField: field.name.rawName)
    }
    if body.readableBytes > 0 { forward.httpBody = Data(body.readableBytesView) }
    let (data, response) = try await URLSession.shared.data(for: forward)
    guard let http = response as? HTTPURLResponse else { return Response(status: .badGateway) }
    var headers = HTTPFields()
    for (name, value) in http.allHeaderFields {
      guard let name = name as? String, let value = value as? String,
        !["content-length", "connection", "transfer-encoding"].contains(name.lowercased()),
        let field = HTTPField.Name(name)
      else { continue }
      headers[field] = value
    }
    return Response(
      status: .init(code: http.statusCode), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }
}

/// A real server, a FaultProxy in front of it, and a device that talks to the proxy.
func behindFaultProxy() async throws -> (Backend, FaultProxy, Device) {
  let backend = try Backend()
  let proxy = try await FaultProxy(upstream: backend.url)
  return (backend, proxy, try Device(url: proxy.url, key: backend.anonKey))
}
