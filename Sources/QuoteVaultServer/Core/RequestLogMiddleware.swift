import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import Logging

/// The outermost middleware: gives each request an id (`x-request-id`: the client's own if it is sane and
/// short, else a new one) that the answer carries, counts the answer in `RequestMetrics`, and writes one
/// structured log line for it (id, method, route pattern, path without the query, which may hold tokens,
/// status, milliseconds). Errors are answered here as the router would answer them, so they are counted and
/// carry the id too.
struct RequestLogMiddleware: RouterMiddleware {
  typealias Context = AppContext

  static let requestIDHeader = HTTPField.Name("x-request-id")!
  /// A client's id is kept only if it is this short and made of these characters: it goes into log lines and
  /// back into a header, so nothing that could forge a line or a header survives.
  static let maximumRequestIDLength = 64

  let metrics: RequestMetrics
  let logger: Logger
  /// Whether each request is logged (tests of everything else keep their output quiet).
  let logsRequests: Bool

  func handle(_ request: Request, context: AppContext, next: (Request, AppContext) async throws -> Response)
    async throws -> Response
  {
    let started = ContinuousClock.now
    let id = Self.requestID(request.headers[Self.requestIDHeader])
    let note = RefusalNote()
    var response: Response
    do {
      response = try await RefusalNote.$current.withValue(note) { try await next(request, context) }
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
      // A write that waited its whole busy timeout for another writer (a long write, a backup): a busy moment,
      // not a bug, so 503 with Retry-After in the API's own shape, and the client may try again.
      response = try Self.busy(request.uri.path).retrying(after: 1).response(from: request, context: context)
    } catch {
      // What the router answers for an error that is not an HTTP one (a bug): 500, no details.
      response = Response(status: .internalServerError)
    }
    response.headers[Self.requestIDHeader] = id
    let elapsed = ContinuousClock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let route = Self.route(request.uri.path)
    let status = response.status.code
    metrics.record(
      route: route, method: request.method.rawValue, status: status, seconds: seconds,
      refusal: note.refusal(status: status))
    if logsRequests {
      logger.info(
        "request",
        metadata: [
          "request_id": .string(id), "method": .string(request.method.rawValue), "route": .string(route),
          "path": .string(String(request.uri.path.prefix(256))), "status": .stringConvertible(status),
          "ms": .string(String(format: "%.2f", seconds * 1000)), "client": .string(context.clientAddress),
        ])
    }
    return response
  }

  /// "The database is busy" in the shape of the API `path` belongs to.
  static func busy(_ path: String) -> APIError {
    let message = "The database is busy; try again shortly"
    if path.hasPrefix("/auth/") { return .auth(.serviceUnavailable, "request_timeout", message) }
    if path.hasPrefix("/rest/") { return .rest(.serviceUnavailable, "PGRST000", "Could not access the database") }
    if path.hasPrefix("/storage/") { return .storage(.serviceUnavailable, "DatabaseTimeout", message) }
    if path.hasPrefix("/functions/") { return .function(.serviceUnavailable, "busy", message) }
    return .gateway(.serviceUnavailable, message)
  }

  /// The client's id when it is 1 to 64 of `A-Z a-z 0-9 . _ : -`; otherwise a new UUID.
  static func requestID(_ incoming: String?) -> String {
    if let incoming, (1...maximumRequestIDLength).contains(incoming.utf8.count),
      incoming.utf8.allSatisfy({ byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array(".-_:".utf8).contains(byte)
      })
    {
      return incoming
    }
    return RequestIDs.shared.next()
  }

  /// Every table's route label, for the fast path of `route`.
  private static let tableLabels = TableSpec.all.keys.sorted().map { (name: Array($0.utf8), label: "/rest/v1/" + $0) }

  /// The label of `/rest/v1/<name>` when that is the whole path (one slash before each part, none after) and
  /// `<name>` is a table, as `route` would name it; nil for any other path, which `route` then splits.
  private static func tableLabel(_ path: String) -> String? {
    TablePath.withName(in: path) { name in
      tableLabels.first { $0.name.count == name.count && $0.name.elementsEqual(name) }?.label ?? "/rest/v1/*"
    }
  }

  /// The route pattern of a path, from fixed sets, so a metric's labels stay few whatever clients ask for.
  /// Every request computes its label: the labels are made once, so a hot route allocates nothing here.
  private static let authRoutes = labels(
    "/auth/v1/", ["health", "verify", "settings", "signup", "token", "logout", "recover", "user", "resend"])
  private static let rpcRoutes = labels(
    "/rest/v1/rpc/", ["quote_of_the_day", "quotes_of_the_days", "delete_account"])
  private static let tableRoutes = labels("/rest/v1/", Array(TableSpec.all.keys))
  private static let objectRoutes = labels(
    "/storage/v1/object/", ["public", "info", "sign", "list", "authenticated"])

  private static func labels(_ prefix: String, _ names: [String]) -> [Substring: String] {
    Dictionary(uniqueKeysWithValues: names.map { (Substring($0), prefix + $0) })
  }

  static func route(_ path: String) -> String {
    // The usual request, `/rest/v1/<table>`, named without splitting the path into new substrings (a tenth of
    // the instructions a keyset page spent outside the database went to splitting and hashing here).
    if let table = tableLabel(path) { return table }
    let parts = path.split(separator: "/", maxSplits: 4)
    guard let first = parts.first else { return "/" }
    switch (first, parts.count > 1 ? parts[1] : "") {
    case ("health", _) where parts.count == 1: return "/health"
    case ("metrics", _) where parts.count == 1: return "/metrics"
    case ("auth", "v1"):
      let name = parts.count > 2 ? parts[2] : ""
      if name == "dev" { return "/auth/v1/dev/mailbox" }
      return authRoutes[name] ?? "/auth/v1/*"
    case ("rest", "v1"):
      let name = parts.count > 2 ? parts[2] : ""
      if name == "rpc" {
        return parts.count == 4 ? rpcRoutes[parts[3]] ?? "/rest/v1/rpc/*" : "/rest/v1/rpc/*"
      }
      return parts.count == 3 ? tableRoutes[name] ?? "/rest/v1/*" : "/rest/v1/*"
    case ("storage", "v1"):
      let name = parts.count > 2 ? parts[2] : ""
      if name == "bucket" { return parts.count > 3 ? "/storage/v1/bucket/:bucket" : "/storage/v1/bucket" }
      guard name == "object" else { return "/storage/v1/*" }
      return objectRoutes[parts.count > 3 ? parts[3] : ""] ?? "/storage/v1/object"
    case ("functions", "v1"):
      return parts.count == 3 && parts[2] == "revoke-apple-token"
        ? "/functions/v1/revoke-apple-token" : "/functions/v1/*"
    default:
      return "other"
    }
  }
}

/// The code of the API error a request was answered with, noted as the error becomes a response
/// (`APIError.response`), so the metrics can tell a budget's refusal from any other 503 or 413.
final class RefusalNote: @unchecked Sendable {
  @TaskLocal static var current: RefusalNote?

  private let lock = NSLock()
  private var code: String?
  private var budget: String?

  func note(code: String) { lock.withLock { self.code = code } }

  /// A budget's refusal whose error code is shared with other answers (GoTrue's `request_timeout` is also a busy
  /// database's), named where it is made.
  func note(budget: String) { lock.withLock { self.budget = budget } }

  /// Which budget or limit refused the request, from its status and error code; nil for any other answer.
  func refusal(status: Int) -> RequestMetrics.Refusal? {
    let (code, budget) = lock.withLock { (self.code, self.budget) }
    switch (status, code) {
    case (429, _): return .rateLimit
    case (413, _): return .budget("body_size")
    case (503, _) where budget != nil: return budget.map(RequestMetrics.Refusal.budget)
    case (503, "57014"): return .budget("statement_time")
    case (503, "53000"), (503, "SlowDown"): return .budget("body_bytes")
    case (400, "PGRST103"): return .budget("response_objects")
    default: return nil
    }
  }
}

/// New request ids: random version-4 UUIDs in lowercase, drawn from a generator seeded once from the system's
/// (ids only tell requests apart in logs; they guard nothing). Foundation's `UUID()` asked the kernel for
/// randomness and built its text through NSString on every request.
final class RequestIDs: @unchecked Sendable {
  static let shared = RequestIDs()

  // NSLock rather than Mutex, which needs macOS 15: the server builds on a developer's Mac too.
  private let lock = NSLock()
  private var state: (UInt64, UInt64)

  init() {
    var system = SystemRandomNumberGenerator()
    state = (system.next() | 1, system.next())
  }

  func next() -> String {
    var (high, low) = lock.withLock { (step(), step()) }
    high = (high & ~0xF000) | 0x4000  // version 4
    low = (low & ~(0xC << 60)) | (0x8 << 60)  // variant 10
    return Self.uuidText(high: high, low: low)
  }

  /// The 128 bits as a UUID's text, lowercase (8-4-4-4-12 hex digits): eight digits at a time (`hexDigits`),
  /// each group of four moved one place to make room for its hyphen.
  static func uuidText(high: UInt64, low: UInt64) -> String {
    String(unsafeUninitializedCapacity: 36) { buffer in
      let text = UnsafeMutableRawBufferPointer(buffer)
      text.storeBytes(of: hexDigits(UInt32(truncatingIfNeeded: high >> 32)), toByteOffset: 0, as: UInt64.self)
      text.storeBytes(of: hexDigits(UInt32(truncatingIfNeeded: high)), toByteOffset: 9, as: UInt64.self)
      text.storeBytes(of: hexDigits(UInt32(truncatingIfNeeded: low >> 32)), toByteOffset: 19, as: UInt64.self)
      text.storeBytes(of: hexDigits(UInt32(truncatingIfNeeded: low)), toByteOffset: 28, as: UInt64.self)
      // The second and third words each hold two groups of four: the second group of each moves up one.
      for index in stride(from: 17, to: 13, by: -1) { text[index] = text[index - 1] }
      for index in stride(from: 27, to: 23, by: -1) { text[index] = text[index - 1] }
      text[8] = UInt8(ascii: "-")
      text[13] = UInt8(ascii: "-")
      text[18] = UInt8(ascii: "-")
      text[23] = UInt8(ascii: "-")
      return 36
    }
  }

  /// `value`'s eight hex digits (lowercase, most significant first) in the order they are stored in memory.
  @inline(__always) static func hexDigits(_ value: UInt32) -> UInt64 {
    // Each nibble spread into a byte of its own, the least significant in the lowest byte.
    var spread = UInt64(value)
    spread = ((spread & 0xFFFF_0000) << 16) | (spread & 0xFFFF)
    spread = ((spread & 0x0000_FF00_0000_FF00) << 8) | (spread & 0x0000_00FF_0000_00FF)
    spread = ((spread & 0x00F0_00F0_00F0_00F0) << 4) | (spread & 0x000F_000F_000F_000F)
    // "0" + n, and 39 more for n of 10 or over ("a" is "0" + 49); no byte carries into the next.
    let letters = ((spread &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
    let digits = spread &+ 0x3030_3030_3030_3030 &+ letters &* 0x27
    return digits.bigEndian
  }

  /// xorshift128+ (Vigna): fast, and plenty for ids that must only differ.
  private func step() -> UInt64 {
    var s1 = state.0
    let s0 = state.1
    state.0 = s0
    s1 ^= s1 << 23
    state.1 = s1 ^ s0 ^ (s1 >> 17) ^ (s0 >> 26)
    return state.1 &+ s0
  }
}
