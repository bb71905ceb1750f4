import Foundation
import GRDB
import HTTPTypes
import Hummingbird

/// /rest/v1: PostgREST's routes for the QuoteVault tables and functions.
struct RestController: Sendable {
  let service: RestService
  let authenticator: Authenticator
  let maximumBodyBytes: Int
  /// Body bytes being read by every request at once (`BodyReader`).
  var bodyBudget = BodyBudget.shared

  func addRoutes(to group: RouterGroup<AppContext>) {
    group.add(middleware: APIKeyMiddleware(authenticator: authenticator))
    // PostgREST's root: the OpenAPI description, for any valid key (it describes the schema, never rows).
    group.get("") { _, _ in OpenAPIDescription.response }
    group.get("rpc/:function") { request, context in try await rpc(request, context) }
    group.post("rpc/:function") { request, context in try await rpc(request, context) }
    group.get(":table") { request, context in try await tableRead(request, context) }
    group.head(":table") { request, context in
      let answer = try await read(request, context)
      return Response(status: answer.status, headers: answer.headers)
    }
    group.post(":table") { request, context in
      let (table, principal, options) = try prepare(request, context)
      let body = try await readJSON(request)
      defer { if table.name == TableSpec.quotes.name { service.quotesCache?.invalidate() } }
      return try await service.insert(
        table, try PostgrestQuery.parse(request.uri.query, budgets: service.budgets), body: body, principal: principal,
        options: options)
    }
    group.patch(":table") { request, context in
      let (table, principal, options) = try prepare(request, context)
      let body = try await readJSON(request)
      defer { if table.name == TableSpec.quotes.name { service.quotesCache?.invalidate() } }
      return try await service.update(
        table, try PostgrestQuery.parse(request.uri.query, budgets: service.budgets), body: body, principal: principal,
        options: options)
    }
    group.delete(":table") { request, context in
      let (table, principal, options) = try prepare(request, context)
      defer { if table.name == TableSpec.quotes.name { service.quotesCache?.invalidate() } }
      return try await service.delete(
        table, try PostgrestQuery.parse(request.uri.query, budgets: service.budgets), principal: principal,
        options: options)
    }
  }

  /// `GET /rest/v1/:table`, also reached without the router (`TableReadShortcut`), which names the table itself
  /// (`table`) instead of setting the route's parameter.
  func tableRead(_ request: Request, _ context: AppContext, table: String? = nil) async throws -> Response {
    let answer = try await read(request, context, table: table)
    // The Accept header was checked when the read was prepared (406 for types PostgREST cannot answer).
    guard let accept = request.headers[.accept], try RestOptions.wantsCSV(accept) else { return answer.response }
    return csvResponse(answer)
  }

  /// A JSON array answer as CSV (`Accept: text/csv`), with its status and headers.
  private func csvResponse(_ answer: ReadResult) -> Response {
    var headers = answer.headers
    headers[.contentType] = "text/csv; charset=utf-8"
    let body = CSVAnswer.csv(fromJSONArray: answer.body) ?? answer.body
    return Response(status: answer.status, headers: headers, body: ResponseBody(byteBuffer: body))
  }

  /// A read, answered from the quotes cache when it can be: the caller is authenticated first, always.
  private func read(_ request: Request, _ context: AppContext, table name: String? = nil) async throws(APIError)
    -> ReadResult
  {
    let (table, principal, options) = try prepare(request, context, table: name)
    let (query, match) = try service.parseRead(request.uri.query)
    guard let cache = service.quotesCache, table.name == TableSpec.quotes.name, !Embedding.hasEmbeds(query.select)
    else {
      return try await service.read(table, query, principal: principal, options: options, match: match)
    }
    let key = QuotesReadCache.key(request, principal: principal)
    let (cached, generation) = cache.lookup(key)
    if let cached { return cached }
    let answer = try await service.read(table, query, principal: principal, options: options, match: match)
    cache.store(answer, for: key, generation: generation)
    return answer
  }

  /// The table (`table`, or else the route's parameter), who asks, and the request's options.
  private func prepare(_ request: Request, _ context: AppContext, table: String? = nil) throws(APIError) -> (
    TableSpec, Principal, RestOptions
  ) {
    let name = table ?? context.parameters.get("table") ?? ""
    // Authenticate before saying whether a table exists.
    let principal = try authenticator.principal(request, api: .rest).principal
    guard let table = TableSpec.all[name] else {
      throw .rest(
        .notFound, "PGRST205", "Could not find the table 'public.\(name)' in the schema cache",
        hint: TableSpec.all.keys.sorted().first { $0.hasPrefix(String(name.prefix(3))) }.map {
          "Perhaps you meant the table 'public.\($0)'"
        })
    }
    return (table, principal, try RestOptions(request))
  }

  /// The request's body within its bounds (`BodyReader`), each failure in PostgREST's shape.
  private func body(_ request: Request) async throws(APIError) -> ByteBuffer {
    do {
      return try await BodyReader.collect(request, upTo: maximumBodyBytes, budget: bodyBudget)
    } catch {
      switch error {
      case .tooLarge:
        throw .rest(
          .contentTooLarge, "PGRST413", "Payload Too Large", details: "The body exceeds \(maximumBodyBytes) bytes")
      case .overloaded:
        throw APIError.rest(
          .serviceUnavailable, "53000", "The server is reading too many request bodies at once",
          hint: "Try again in a moment"
        ).retrying()
      case .malformed:
        throw .rest(.badRequest, "PGRST102", "Empty or invalid json", details: "The request body is malformed")
      }
    }
  }

  private func readJSON(_ request: Request) async throws(APIError) -> JSON {
    let buffer = try await body(request)
    do {
      return try JSON.parse(Data(buffer.readableBytesView))
    } catch {
      throw .rest(.badRequest, "PGRST102", "Empty or invalid json", details: "\(error)")
    }
  }

  /// `quote_of_the_day(day date default current_date)`: a set of one quote.
  private func rpc(_ request: Request, _ context: AppContext) async throws(APIError) -> Response {
    // quote_of_the_day is granted to anon and authenticated alike: the call only has to authenticate.
    let principal = try authenticator.principal(request, api: .rest).principal
    let name = context.parameters.get("function") ?? ""
    let query = try PostgrestQuery.parse(request.uri.query, filtersAreArguments: true, budgets: service.budgets)
    var arguments = query.extra.map { ($0.name, $0.value) }
    if request.method == .post {
      // Too large is said, not silently read as "no arguments".
      let buffer = try await body(request)
      if buffer.readableBytes > 0 {
        guard let json = try? JSON.parse(Data(buffer.readableBytesView)), let members = json.objectMembers else {
          throw .rest(.badRequest, "PGRST102", "Empty or invalid json")
        }
        arguments += members.map { ($0.0, $0.1.string ?? $0.1.serialized) }
      }
    }
    let today = QuoteOfTheDay.dayNumber(QuoteOfTheDay.today()) ?? 0
    // Both functions record a date's pick the first time it is asked for, so a GET is refused as read-only
    // (DailyQuotes.swift); but only once the arguments are cast and checked, as PostgreSQL runs them.
    let readOnly = request.method != .post
    if name == "quotes_of_the_days" {
      let range = try DailyQuotes.requestedRange(arguments, today: today)
      if readOnly { throw DailyQuotes.readOnlyRefusal }
      return jsonResponse(try await DailyQuotes.answer(range, store: service.store))
    }
    guard name == "quote_of_the_day", arguments.allSatisfy({ $0.0 == "day" }), arguments.count <= 1 else {
      let signature = arguments.map(\.0).joined(separator: ", ")
      throw .rest(
        .notFound, "PGRST202", "Could not find the function public.\(name)(\(signature)) in the schema cache",
        hint: name == "quote_of_the_day" ? "Perhaps you meant to call the function public.quote_of_the_day(day)" : nil)
    }
    let day = try DailyQuotes.castDate(arguments.first?.1 ?? QuoteOfTheDay.today())
    let range = try DailyQuotes.checkedRange(from: day, days: 1, today: today)
    // The function returns a set of quotes, so its result embeds and selects like the table.
    try Embedding.validate(query.select, for: .quotes)
    let embedding = service.embedding(for: principal, query)
    if readOnly { throw DailyQuotes.readOnlyRefusal }
    let objects: [JSON]
    do {
      let waiting = try await DailyQuotes.choose(range, in: service.store)
      objects = try await service.store.budgetedRead { db in
        try embedding.objects(
          db, rows: QuoteOfTheDay.fetch(db, day: day, waiting: waiting[day]), table: .quotes, items: query.select)
      }
    } catch {
      throw RestService.map(error, table: .quotes)
    }
    if try RestOptions(request).singleObject {
      guard objects.count == 1 else {
        throw .rest(.notAcceptable, "PGRST116", "JSON object requested, multiple (or no) rows returned")
      }
      var headers = HTTPFields()
      headers[.contentType] = "application/vnd.pgrst.object+json; charset=utf-8"
      return Response(
        status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: objects[0].serialized)))
    }
    return jsonResponse(.array(objects))
  }
}
