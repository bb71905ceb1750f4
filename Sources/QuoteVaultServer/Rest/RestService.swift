import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import Synchronization

/// A read's answer as bytes, so it can be kept in `QuotesReadCache` and answered again.
struct ReadResult: Sendable {
  let status: HTTPResponse.Status
  let headers: HTTPFields
  let body: ByteBuffer

  var response: Response { Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body)) }
}

/// PostgREST's behaviour for the QuoteVault tables on the local database.
struct RestService: Sendable {
  let store: Store
  /// Reads of the quotes table, answered again until the table changes; nil when turned off (benchmarks measure
  /// the server without it).
  var quotesCache: QuotesReadCache? = QuotesReadCache()
  /// What one request may cost (`[api] max_rows` and the rest).
  var budgets = RequestBudgets()
  /// Table reads' queries by shape; nil to parse every query in full.
  var queryTemplates: QueryTemplateCache? = QueryTemplateCache(budgets: RequestBudgets())
  /// Table reads' SQL by their query's template; nil to build every read's SQL.
  var readPlans: ReadPlans? = ReadPlans()

  static let contentRange = HTTPField.Name("content-range")!
  /// The Content-Type of a JSON answer, checked and made once (a field's value is validated when it is made).
  /// Checked and made once: appending it costs less than setting the value, which checks it again.
  static let jsonContentType = HTTPField(name: .contentType, value: "application/json; charset=utf-8")

  /// How `query`'s embeds are read for `principal`, within this service's response budget.
  func embedding(for principal: Principal, _ query: PostgrestQuery) -> Embedding {
    Embedding(principal: principal, options: query.embedOptions, maximumObjects: budgets.maximumResponseObjects)
  }

  // MARK: - Read

  /// A table read's query, as `PostgrestQuery.parse` reads it: from its shape's template when there is one for
  /// these budgets (`QueryTemplateCache`).
  func parseRead(_ raw: String?) throws(APIError) -> (query: PostgrestQuery, match: QueryTemplateCache.Match?) {
    guard let queryTemplates, queryTemplates.budgets == budgets else {
      return (try PostgrestQuery.parse(raw, budgets: budgets), nil)
    }
    return try queryTemplates.parseMatching(raw)
  }

  /// The page a read asks for: from the Range header or the query, at most `maximumRows` rows.
  func page(_ query: PostgrestQuery, _ options: RestOptions) -> (offset: Int, limit: Int) {
    let offset = options.range?.from ?? query.offset ?? 0
    var limit = min(query.limit ?? budgets.maximumRows, budgets.maximumRows)
    // Offsets and range ends come from the client and may be anything up to Int.max: no sum may overflow.
    if let to = options.range?.to, to - offset < limit { limit = to - offset + 1 }
    return (offset, limit)
  }

  /// `match` is the template `query` was made from (`parseRead`): a read of a planned template runs its kept SQL
  /// (`ReadPlans`). `listed`: a word search's page may be merged from the word lists in memory (`WordPostings`).
  func read(
    _ table: TableSpec, _ query: PostgrestQuery, principal: Principal, options: RestOptions,
    match: QueryTemplateCache.Match? = nil, listed: Bool = true
  ) async throws(APIError) -> ReadResult {
    if let match, !options.countExact, let plan = readPlans?.plan(match, table, principal),
      let filter = try plan.filter(
        policy: SQLBuilder(table: table).policy(for: principal, .read), values: match.values, table: table)
    {
      let (offset, limit) = page(query, options)
      // Never nil here: only a read given `expectedRows` can be.
      if let result = try await fastRead(
        plan.sql, filter, plan.projection, limit: limit, offset: offset, skip: offset, table: table, options: options)
      {
        return result
      }
    }
    var builder = SQLBuilder(table: table)
    if table.name == TableSpec.quotes.name, query.conditions.contains(where: \.hasOrGroup) {
      // Searches of quotes (an `or` of text and author) may use the word index; without its vocabulary they use
      // the trigram index. Other reads, a keyset page among them, need no vocabulary.
      builder.vocabulary = try? await store.searchVocabulary()
      if listed { builder.postings = store.wordPostings }
    }
    let policy = try builder.policy(for: principal, .read)
    let order = try builder.orderClause(query.order)
    try Embedding.validate(query.select, for: table)
    let (offset, limit) = page(query, options)
    // A search ordered by id is answered as the page itself: the index yields matches in id order.
    let byID = query.order.isEmpty || (query.order.count == 1 && query.order[0].column == "id")
    // `!inner` embeds keep only parents that have embedded rows: conditions of the WHERE, so pages count them.
    // (Only a select with such an embed has any: the others skip making the embedding.)
    let innerJoins =
      query.select.contains(where: \.innerJoin)
      ? try embedding(for: principal, query).innerJoins(query.select, of: table, outer: "\"\(table.name)\"", path: "")
      : []
    var filter: SQLFragment
    // The rows' source: the table with the filter and order, or a search window that already is the page, in
    // the page's order (`SQLBuilder.searchSource`); the SELECT then skips none of its rows.
    var source: String
    var skip = offset
    var windowed = false
    // How many rows a page merged from the word lists yields when the lists are its snapshot's.
    var listedRows: Int?
    if byID, !options.countExact, innerJoins.isEmpty, !Embedding.hasEmbeds(query.select),
      let window = builder.listedSearchSource(
        query.conditions, principal: principal, offset: offset, limit: limit,
        descending: query.order.first?.ascending == false)
    {
      filter = window.source
      source = window.source.sql
      skip = 0
      windowed = true
      listedRows = window.rows
    } else if byID, !options.countExact, innerJoins.isEmpty,
      let window = try builder.searchSource(
        query.conditions, principal: principal, offset: offset, limit: limit,
        descending: query.order.first?.ascending == false)
    {
      filter = window
      source = window.sql
      skip = 0
      windowed = true
    } else {
      filter = try builder.whereClause(query.conditions, policy: policy)
      for join in innerJoins {
        filter = SQLFragment("(\(filter.sql)) AND \(join.sql)", databaseValues: filter.arguments + join.arguments)
      }
      source = SQLBuilder.joined(table.quotedName, " WHERE ", filter.sql, order)
    }
    if !Embedding.hasEmbeds(query.select) {
      // Only the columns the answer has are selected.
      let projection = RowWriters.shared.writer(table: table, items: query.select)
      let sql = SQLBuilder.joined("SELECT ", projection.columnList, " FROM ", source, " LIMIT ? OFFSET ?")
      if let match, let readPlans, !windowed, !options.countExact {
        readPlans.learn(
          match, table, principal, builder: builder, policy: policy, filter: filter, sql: sql, projection: projection)
      }
      guard
        let result = try await fastRead(
          sql, filter, projection, limit: limit, offset: offset, skip: skip, table: table, options: options,
          expectedRows: listedRows)
      else {
        // The lists are older than the statement's snapshot (a write to quotes since; they are being read
        // again): FTS5 answers.
        if let generation = builder.postings?.generation { store.postings.foundStale(generation: generation) }
        return try await read(table, query, principal: principal, options: options, match: match, listed: false)
      }
      if listedRows != nil { store.postings.merged.add(1, ordering: .relaxed) }
      return result
    }
    let sql = "SELECT \(table.columnList) FROM \(source) LIMIT ? OFFSET ?"
    let (objects, total) = try await fetch(
      sql, filter, limit: limit, skip: skip, table: table, query: query, count: options.countExact,
      principal: principal)
    if let total, offset > 0, offset >= total, total > 0 || offset > 0 {
      throw .rest(
        .rangeNotSatisfiable, "PGRST103", "Requested range not satisfiable",
        details: "An offset of \(offset) was requested, but there are only \(total) rows.")
    }
    var headers = PageHeaders.make(offset: offset, count: objects.count, total: total)
    if options.singleObject { return try single(objects, headers: headers) }
    let partial = total.map { objects.count < $0 } ?? false
    headers[.contentType] = "application/json; charset=utf-8"
    return ReadResult(
      status: partial ? .partialContent : .ok, headers: headers,
      body: ByteBuffer(string: JSON.array(objects).serialized))
  }

  /// The hot path (feeds and searches): rows are written straight from SQLite's columns into the response's
  /// buffer, without a `Row`, `String` or `JSON` value per row. Nil when `expectedRows` is given and the
  /// statement yielded another number of rows (`SQLBuilder.listedSearchSource`).
  private func fastRead(
    _ sql: String, _ filter: SQLFragment, _ projection: RowWriter, limit: Int, offset: Int, skip: Int,
    table: TableSpec, options: RestOptions, expectedRows: Int? = nil
  ) async throws(APIError) -> ReadResult? {
    let result: (bytes: ByteBuffer, count: Int, total: Int?)
    let arguments = filter.arguments + [limit.databaseValue, skip.databaseValue]
    // Only a counted read needs its SQL and GRDB's arguments (building them is a measurable part of a page).
    let countSQL = options.countExact ? "SELECT count(*) FROM \"\(table.name)\" WHERE \(filter.sql)" : ""
    let countArguments = options.countExact ? filter.statementArguments : nil
    @Sendable func readRows(_ db: Database) throws -> (bytes: ByteBuffer, count: Int, total: Int?) {
      var page = PageBytes(capacity: 4096)
      defer { page.free() }
      let count = try projection.writeArray(db.cachedStatement(sql: sql), arguments: arguments, into: &page)
      var bytes = ByteBufferAllocator().buffer(capacity: page.count)
      bytes.writeBytes(page.bytes)
      let total = try countArguments.flatMap { arguments in
        try Int.fetchOne(db.cachedStatement(sql: countSQL), arguments: arguments)
      }
      return (bytes, count, total)
    }
    do {
      // One SELECT is atomic on its own (SQLite reads a snapshot per statement), so without a count it needs no
      // explicit transaction; with a count, rows and total come from one transaction, as PostgREST's do.
      result = try await store.budgetedRead(transaction: options.countExact, readRows)
    } catch {
      throw Self.map(error, table: table)
    }
    if let expectedRows, result.count != expectedRows { return nil }
    if let total = result.total, offset > 0, offset >= total {
      throw .rest(
        .rangeNotSatisfiable, "PGRST103", "Requested range not satisfiable",
        details: "An offset of \(offset) was requested, but there are only \(total) rows.")
    }
    var headers = PageHeaders.make(offset: offset, count: result.count, total: result.total)
    if options.singleObject {
      guard result.count == 1 else {
        throw .rest(
          .notAcceptable, "PGRST116", "JSON object requested, multiple (or no) rows returned",
          details: "The result contains \(result.count) rows")
      }
      headers[.contentType] = "application/vnd.pgrst.object+json; charset=utf-8"
      // The one object, without the array's brackets.
      let object = result.bytes.getSlice(at: result.bytes.readerIndex + 1, length: result.bytes.readableBytes - 2)
      return ReadResult(status: .ok, headers: headers, body: object ?? ByteBuffer())
    }
    headers.append(Self.jsonContentType)
    let partial = result.total.map { result.count < $0 } ?? false
    return ReadResult(status: partial ? .partialContent : .ok, headers: headers, body: result.bytes)
  }

  /// Rows, their embeds and the count, all from one read transaction.
  private func fetch(
    _ sql: String, _ filter: SQLFragment, limit: Int, skip: Int, table: TableSpec, query: PostgrestQuery, count: Bool,
    principal: Principal
  ) async throws(APIError) -> ([JSON], Int?) {
    let embedding = embedding(for: principal, query)
    do {
      return try await store.budgetedRead { db in
        // Prepared once per distinct query shape: the values are all parameters.
        let rows = try Row.fetchAll(
          db.cachedStatement(sql: sql),
          arguments: StatementArguments(databaseValues: filter.arguments + [limit.databaseValue, skip.databaseValue]))
        let total =
          count
          ? try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) FROM \"\(table.name)\" WHERE \(filter.sql)"),
            arguments: filter.statementArguments)
          : nil
        return (try embedding.objects(db, rows: rows, table: table, items: query.select), total)
      }
    } catch {
      throw Self.map(error, table: table)
    }
  }

  func single(_ objects: [JSON], headers: HTTPFields, status: HTTPResponse.Status = .ok) throws(APIError)
    -> ReadResult
  {
    guard objects.count == 1 else {
      throw .rest(
        .notAcceptable, "PGRST116", "JSON object requested, multiple (or no) rows returned",
        details: "The result contains \(objects.count) rows")
    }
    var headers = headers
    headers[.contentType] = "application/vnd.pgrst.object+json; charset=utf-8"
    return ReadResult(status: status, headers: headers, body: ByteBuffer(string: objects[0].serialized))
  }
}
