import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import QuoteVaultServer
import SupabaseClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// quotevault-server's own application, answering in the test's process: each request goes to the same router,
/// middleware and database a running server uses, without a process, a port or a socket. Tests of the app that
/// need the server's answers (status codes, error bodies, Retry-After) use it; the contract between it and the
/// server on 127.0.0.1 is itself tested (`InProcessContractTests`), so what the app is tested against cannot
/// drift from what it talks to. "Offline" is a transport that cannot connect, as URLSession reports it.
final class InProcessServer: HTTPTransport, @unchecked Sendable {
  let url: URL
  let info: ServerInfo
  private let respond: @Sendable (Request, ApplicationRequestContextSource) async throws -> Response
  private let logger = Logger(label: "in-process")
  private let lock = NSLock()
  private var isReachable = true

  /// `emailInterval`: how soon one account may be mailed again (the server's `emailMinimumInterval`).
  init(data: URL, enableConfirmations: Bool = false, emailInterval: TimeInterval? = nil) async throws {
    var configuration = ServerConfiguration(dataDirectory: data, port: 54_321, bcryptCost: 4)
    configuration.enableConfirmations = enableConfirmations
    if let emailInterval { configuration.emailMinimumInterval = emailInterval }
    configuration.logRequests = false
    let app = try await buildApplication(configuration, logger: Logger(label: "in-process"))
    respond = try await Self.responder(of: app)
    info = try QuoteVaultServer.info(configuration)
    guard let url = URL(string: info.apiURL) else { throw SupabaseError.network("no API URL") }
    self.url = url
  }

  /// The network goes away (`false`) or comes back.
  func setReachable(_ reachable: Bool) { lock.withLock { isReachable = reachable } }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    guard lock.withLock({ isReachable }) else {
      throw SupabaseError.network(URLError(.cannotConnectToHost).localizedDescription)
    }
    guard let target = request.url, let method = HTTPRequest.Method(request.httpMethod ?? "GET") else {
      throw SupabaseError.network("not an HTTP request")
    }
    var path = target.path.isEmpty ? "/" : target.path
    if let query = target.query { path += "?" + query }
    var fields = HTTPFields()
    for (name, value) in request.allHTTPHeaderFields ?? [:] {
      if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
    }
    let body = request.httpBody ?? Data()
    if !body.isEmpty || method == .post || method == .put || method == .patch {
      fields[.contentLength] = String(body.count)
    }
    let head = HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: path, headerFields: fields)
    let hummingbirdRequest = Request(head: head, body: RequestBody(buffer: ByteBuffer(bytes: body)))
    let source = ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: logger)
    let response = try await respond(hummingbirdRequest, source)
    let writer = CollectingWriter()
    try await response.body.write(writer)
    var headers: [String: String] = [:]
    for field in response.headers { headers[field.name.rawName] = field.value }
    guard
      let http = HTTPURLResponse(
        url: target, statusCode: response.status.code, httpVersion: "HTTP/1.1", headerFields: headers)
    else { throw SupabaseError.network("not an HTTP response") }
    return (writer.bytes, http)
  }
}

extension InProcessServer {
  /// The application's responder, with its request context made as the server makes it for each request, and an
  /// error turned into its response as the server turns it (anything else is a 500).
  fileprivate static func responder<App: ApplicationProtocol>(of app: App) async throws
    -> @Sendable (Request, ApplicationRequestContextSource) async throws -> Response
  where App.Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    let responder = try await app.responder
    return { request, source in
      let context = App.Responder.Context(source: source)
      do {
        return try await responder.respond(to: request, context: context)
      } catch let error as any HTTPResponseError {
        return try error.response(from: request, context: BasicRequestContext(source: source))
      } catch {
        return Response(status: .internalServerError)
      }
    }
  }
}

/// Collects a response body as the server writes it.
private final class CollectingWriter: ResponseBodyWriter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected = Data()

  var bytes: Data { lock.withLock { collected } }

  func write(_ buffer: ByteBuffer) async throws {
    lock.withLock { collected.append(contentsOf: buffer.readableBytesView) }
  }

  func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
