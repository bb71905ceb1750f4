import Foundation
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
    return UUID().uuidString.lowercased()
  }

  /// The route pattern of a path, from fixed sets, so a metric's labels stay few whatever clients ask for.
  static func route(_ path: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    guard let first = parts.first else { return "/" }
    switch (first, parts.count > 1 ? parts[1] : "") {
    case ("health", _) where parts.count == 1, ("metrics", _) where parts.count == 1:
      return "/\(first)"
    case ("auth", "v1"):
      let name = parts.count > 2 ? parts[2] : ""
      if name == "dev" { return "/auth/v1/dev/mailbox" }
      let known = ["health", "verify", "settings", "signup", "token", "logout", "recover", "user"]
      return known.contains(name) ? "/auth/v1/\(name)" : "/auth/v1/*"
    case ("rest", "v1"):
      let name = parts.count > 2 ? parts[2] : ""
      if name == "rpc" {
        let function = parts.count == 4 ? parts[3] : ""
        let known = ["quote_of_the_day", "quotes_of_the_days", "delete_account"]
        return known.contains(function) ? "/rest/v1/rpc/\(function)" : "/rest/v1/rpc/*"
      }
      return parts.count == 3 && TableSpec.all[name] != nil ? "/rest/v1/\(name)" : "/rest/v1/*"
    case ("storage", "v1"):
      let name = parts.count > 2 ? parts[2] : ""
      if name == "bucket" { return parts.count > 3 ? "/storage/v1/bucket/:bucket" : "/storage/v1/bucket" }
      guard name == "object" else { return "/storage/v1/*" }
      let kind = parts.count > 3 ? parts[3] : ""
      let kinds = ["public", "info", "sign", "list", "authenticated"]
      return kinds.contains(kind) ? "/storage/v1/object/\(kind)" : "/storage/v1/object"
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

  func note(code: String) { lock.withLock { self.code = code } }

  /// Which budget or limit refused the request, from its status and error code; nil for any other answer.
  func refusal(status: Int) -> RequestMetrics.Refusal? {
    let code = lock.withLock { self.code }
    switch (status, code) {
    case (429, _): return .rateLimit
    case (413, _): return .budget("body_size")
    case (503, "57014"): return .budget("statement_time")
    case (503, "53000"), (503, "request_timeout"), (503, "SlowDown"): return .budget("body_bytes")
    case (400, "PGRST103"): return .budget("response_objects")
    default: return nil
    }
  }
}
