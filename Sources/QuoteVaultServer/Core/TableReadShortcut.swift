import HTTPTypes
import Hummingbird

/// The server's router, with `GET /rest/v1/<table>` (every feed page, keyset page and search a client sends)
/// handed straight to that route's responder. Hummingbird's trie resolves a path in generic code that is not
/// specialised for this app, walking each level's siblings with `Substring` comparisons: about 14,500
/// instructions for `/rest/v1/quotes` against 2,700 for hello world's `/` (callgrind), the largest
/// single cost of an uncached read outside the database. Every other request, and any spelling of a table path
/// but the plain one, goes through the router as before.
struct TableReadShortcut<Inner: HTTPResponderBuilder>: HTTPResponderBuilder
where Inner.Responder.Context == AppContext {
  let router: Inner
  /// The table read's handler behind the same middlewares, in the same order, as the router's route has.
  let tableRead: TableReadChain
  /// Off in tests that compare the shortcut's answers with the router's.
  var enabled = true

  func buildResponder() -> Responder {
    Responder(router: router.buildResponder(), tableRead: tableRead, enabled: enabled)
  }

  struct Responder: HTTPResponder {
    let router: Inner.Responder
    let tableRead: TableReadChain
    let enabled: Bool

    func respond(to request: Request, context: AppContext) async throws -> Response {
      guard enabled, request.method == .get, let table = TableReadShortcut.table(in: request.uri.path) else {
        return try await router.respond(to: request, context: context)
      }
      // As the router answers its route, an HTTP error thrown out of the chain turned into its response. The
      // table's name is handed to the handler itself rather than set as the route's parameter (a dictionary
      // write and a later lookup, about 3,000 instructions); only the handler reads it. (The router also records
      // the route's pattern in `endpointPath`, which only Hummingbird's tracing and metrics middlewares read;
      // this server uses neither.)
      do {
        return try await tableRead.respond(to: request, context: context, table: table)
      } catch let error as any HTTPResponseError {
        return try error.response(from: request, context: context)
      }
    }
  }

  /// `<table>` of `/rest/v1/<table>` when that is the whole path: one segment, not empty, not `rpc` (whose
  /// routes have two). The router resolves exactly these paths to `rest/v1/:table`, as /rest/v1 has no other
  /// one-segment route; nil for anything else (other prefixes, more segments, a trailing slash, doubled
  /// slashes), which the router then resolves as it always did.
  static func table(in path: String) -> String? {
    TablePath.withName(in: path) { String(decoding: $0, as: UTF8.self) }
  }
}

/// `/rest/v1/<name>` paths, read in the path's own bytes: the generic `UTF8View` prefix test, slice and
/// comparisons they were written with cost 1,400-2,300 instructions a request. The table read's shortcut and the
/// request log both ask it.
enum TablePath {
  private static let prefix = Array("/rest/v1/".utf8)

  /// `body` given the bytes of `<name>` when `path` is exactly `/rest/v1/<name>`: one segment, not empty, not
  /// `rpc`; nil for any other path.
  static func withName<T>(in path: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
    var path = path
    return path.withUTF8 { utf8 -> T? in
      guard utf8.count > prefix.count, utf8.prefix(prefix.count).elementsEqual(prefix) else { return nil }
      let name = UnsafeBufferPointer(rebasing: utf8[prefix.count...])
      guard !name.contains(UInt8(ascii: "/")), !name.elementsEqual("rpc".utf8) else { return nil }
      return body(name)
    }
  }
}

/// The table read's responder chain, as Hummingbird builds a route's (each middleware calls the next, the last the
/// handler), written out with each middleware's own type: the router's chain calls each through an existential
/// (`any MiddlewareProtocol`, `any HTTPResponder`) with a closure context per level, where these calls are static
/// and can be inlined. The middlewares are the ones every route has, in their order (`Application+build`), then
/// the /rest/v1 group's key check. A class: held as `any HTTPResponder`, a struct this size was copied out of its
/// box on every request (its fields retained and released, about 4,400 instructions).
final class TableReadChain: HTTPResponder, Sendable {
  let log: RequestLogMiddleware
  let expose: ExposeHeadersMiddleware
  let noSniff: NoSniffMiddleware
  let cors: CORSMiddleware<AppContext>
  let key: APIKeyMiddleware
  let controller: RestController

  init(
    log: RequestLogMiddleware, expose: ExposeHeadersMiddleware, noSniff: NoSniffMiddleware,
    cors: CORSMiddleware<AppContext>, key: APIKeyMiddleware, controller: RestController
  ) {
    self.log = log
    self.expose = expose
    self.noSniff = noSniff
    self.cors = cors
    self.key = key
    self.controller = controller
  }

  func respond(to request: Request, context: AppContext) async throws -> Response {
    try await respond(to: request, context: context, table: context.parameters.get("table") ?? "")
  }

  /// The chain for the table named `table` (the route's parameter, which the shortcut does not set).
  func respond(to request: Request, context: AppContext, table: String) async throws -> Response {
    try await log.handle(request, context: context) { request, context in
      try await expose.handle(request, context: context) { request, context in
        try await noSniff.handle(request, context: context) { request, context in
          try await cors.handle(request, context: context) { request, context in
            try await key.handle(request, context: context) { request, context in
              try await controller.tableRead(request, context, table: table)
            }
          }
        }
      }
    }
  }
}
