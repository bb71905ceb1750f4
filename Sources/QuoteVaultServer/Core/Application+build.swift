import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix

/// What a running (or stopped) server tells its user, like `supabase status`.
public struct ServerInfo: Sendable, Equatable {
  public let apiURL: String
  public let anonKey: String
  public let serviceRoleKey: String

  /// The three lines the README and tests look for.
  public var lines: [String] { ["API URL: \(apiURL)", "anon key: \(anonKey)", "service_role key: \(serviceRoleKey)"] }
}

public enum QuoteVaultServer {
  /// The keys of a data folder (created on first use) and the URL a server on `configuration` would have.
  public static func info(_ configuration: ServerConfiguration, port: Int? = nil) throws -> ServerInfo {
    try DataFolder.check(configuration.dataDirectory)
    let keys = try ProjectKeys.load(from: configuration.dataDirectory)
    return ServerInfo(
      apiURL: "http://\(configuration.host):\(port ?? configuration.port)", anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey)
  }

  /// Adds generated quotes (benchmarks).
  public static func loadGeneratedQuotes(_ configuration: ServerConfiguration, count: Int) throws {
    try DataFolder.check(configuration.dataDirectory)
    try Store.opening(configuration.dataDirectory, seed: true).loadGeneratedQuotes(count: count)
  }
}

/// The QuoteVault server, ready to run: the router with /auth/v1, /rest/v1 and /storage/v1 on the local
/// database. Tests call this directly; `quotevault-server` runs it. `onReady` is told the bound port.
public func buildApplication(
  _ configuration: ServerConfiguration, logger: Logger = Logger(label: "quotevault"),
  onReady: @escaping @Sendable (ServerInfo) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
  // Damaged or unusable data is refused before anything is opened or created (`DataFolderProblem`).
  try DataFolder.check(configuration.dataDirectory)
  let keys = try ProjectKeys.load(from: configuration.dataDirectory)
  var store = try Store.opening(
    configuration.dataDirectory, seed: configuration.seed, busyTimeout: configuration.databaseBusyTimeout)
  store.statementTimeout = configuration.statementTimeout
  store.writeFaults = configuration.writeFaults
  let authenticator = Authenticator(keys: keys)
  let mailbox = Mailbox(directory: configuration.dataDirectory.appendingPathComponent("mailbox"))
  let address = PublicAddress(host: configuration.host, port: configuration.port)
  var auth = AuthService(store: store, keys: keys, configuration: configuration, mailbox: mailbox, address: address)
  if let file = configuration.appleKeySetFile {
    guard !configuration.appleClientIDs.isEmpty else { throw AppleKeySet.Failure.invalid("no Apple client id is set") }
    auth.appleSignIn = AppleSignIn(keys: try AppleKeySet.load(file), clientIDs: configuration.appleClientIDs)
  }

  let router = Router(context: AppContext.self)
  // Outermost, so every answer (errors and CORS preflights included) is counted, logged and carries its id.
  let metrics = RequestMetrics()
  // Every route's, in this order; kept for the table reads' shortcut (`TableReadShortcut`, `TableReadChain`).
  let log = RequestLogMiddleware(metrics: metrics, logger: logger, logsRequests: configuration.logRequests)
  let cors = CORSMiddleware<AppContext>(
    allowOrigin: .originBased,
    allowHeaders: [
      .authorization, .contentType, .accept, Authenticator.apiKeyHeader, RestOptions.prefer, RestOptions.range,
      HTTPField.Name("x-client-info")!, HTTPField.Name("x-supabase-api-version")!, StorageController.upsertHeader,
      RequestLogMiddleware.requestIDHeader,
    ],
    allowMethods: [.get, .post, .put, .patch, .delete, .head, .options],
    exposedHeaders: ExposeHeadersMiddleware.names)
  let middlewares: [any MiddlewareProtocol<Request, Response, AppContext>] = [
    log, ExposeHeadersMiddleware(), NoSniffMiddleware(), cors,
  ]
  for middleware in middlewares { router.add(middleware: middleware) }
  router.get("/") { _, _ in
    jsonResponse(.object([("name", .string("QuoteVault local Supabase")), ("status", .string("ok"))]))
  }
  router.get("/health") { _, _ in jsonResponse(.object([("status", .string("ok"))])) }
  // One budget of body bytes for every API of this server (`BodyReader`).
  let bodyBudget = BodyBudget(
    capacity: configuration.maximumBufferedBodyBytes, perConnection: configuration.maximumBodyBytesPerConnection)
  // Prometheus's text format, for the operator only: the service role key, as the dev mailbox asks.
  router.get("/metrics") { request, _ in
    guard try authenticator.principal(request, api: .rest).principal == .serviceRole else {
      throw APIError.gateway(.forbidden, "The metrics need the service_role key")
    }
    let text = metrics.exposition(gauges: [
      (
        "quotevault_body_bytes_buffered", "Request body bytes held now, every connection together.",
        bodyBudget.heldBytes
      ),
      ("quotevault_body_bytes_capacity", "The most request body bytes held at once.", bodyBudget.capacity),
    ])
    return Response(
      status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
  AuthController(
    service: auth, authenticator: authenticator, mailbox: mailbox, maximumBodyBytes: configuration.maximumBodyBytes,
    bodyBudget: bodyBudget
  )
  .addRoutes(to: router.group("auth/v1"))
  let storageDirectory = configuration.dataDirectory.appendingPathComponent("storage")
  try await StorageSweep.removeOrphans(store: store, directory: storageDirectory, logger: logger)
  AccountDeletion(store: store, authenticator: authenticator, storageDirectory: storageDirectory)
    .addRoutes(to: router.group("rest/v1"))
  // Edge Functions' path: the one function this project has (a hosted project deploys the same contract).
  RevokeAppleToken(
    store: store, authenticator: authenticator, client: try configuration.appleRevocation.map(AppleTokenClient.init),
    bodyBudget: bodyBudget
  )
  .addRoutes(to: router.group("functions/v1"))
  var rest = RestService(store: store)
  rest.budgets = configuration.budgets
  rest.queryTemplates = configuration.queryTemplates ? QueryTemplateCache(budgets: configuration.budgets) : nil
  if !configuration.queryTemplates { rest.readPlans = nil }
  if !configuration.readCache { rest.quotesCache = nil }
  let restController = RestController(
    service: rest, authenticator: authenticator, maximumBodyBytes: configuration.maximumBodyBytes,
    bodyBudget: bodyBudget)
  restController.addRoutes(to: router.group("rest/v1"))
  // The same chain the router builds for `GET rest/v1/:table`: every route's middlewares, then the group's key
  // check (`RestController.addRoutes`), then the handler.
  let tableRead = TableReadChain(
    log: log, expose: ExposeHeadersMiddleware(), noSniff: NoSniffMiddleware(), cors: cors,
    key: APIKeyMiddleware(authenticator: authenticator), controller: restController)
  var storage = StorageService(store: store, directory: configuration.dataDirectory.appendingPathComponent("storage"))
  storage.quota = configuration.storageQuotaBytes
  StorageController(service: storage, authenticator: authenticator, bodyBudget: bodyBudget)
    .addRoutes(to: router.group("storage/v1"))

  let host = configuration.host
  return Application(
    router: TableReadShortcut(router: router, tableRead: tableRead, enabled: configuration.tableReadShortcut),
    // An idle keep-alive connection is closed, so idle clients cannot hold connections open for ever.
    // The time to a request's head is bounded by the idle timeout, and from its head to its end by
    // `requestDeadline` and `bodyStallTimeout` (`RequestDeadlineHandler`). What a connection has read and not
    // used is bounded by `ConnectionReadBounds`.
    server: .http1(
      configuration: .init(
        additionalChannelHandlers: [
          RequestDeadlineHandler(
            deadline: .milliseconds(Int64(configuration.requestDeadline * 1000)),
            stall: .milliseconds(Int64(configuration.bodyStallTimeout * 1000))),
          ConnectionReadBounds(),
        ], idleTimeout: .seconds(Int64(configuration.idleTimeout)))),
    configuration: .init(
      address: .hostname(host, port: configuration.port), serverName: "QuoteVault",
      availableConnectionsDelegate: MaximumAvailableConnections(
        ConnectionLimit.forThisProcess(maximum: configuration.maximumConnections))),
    // Stopped after the HTTP server (a service group stops its services in reverse order).
    services: [CheckpointOnStop(store: store, logger: logger)],
    onServerRunning: { channel in
      let port = channel.localAddress?.port ?? configuration.port
      address.bound(host: host, port: port)
      await onReady(
        ServerInfo(apiURL: "http://\(host):\(port)", anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey))
    },
    eventLoopGroupProvider: .shared(EventLoopGroups.shared(threads: configuration.eventLoops)),
    logger: logger)
}

/// One event loop group per size, for the life of the process, as NIO's own singleton is: every server built
/// here (tests build many) shares it, so none has to shut threads down.
enum EventLoopGroups {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var groups: [Int: MultiThreadedEventLoopGroup] = [:]

  static func shared(threads: Int) -> MultiThreadedEventLoopGroup {
    let count = max(1, threads)
    return lock.withLock {
      if let group = groups[count] { return group }
      let group = MultiThreadedEventLoopGroup(numberOfThreads: count)
      groups[count] = group
      return group
    }
  }
}
