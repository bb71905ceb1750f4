import Foundation
import GRDB
import HTTPTypes
import Hummingbird

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

  static let contentRange = HTTPField.Name("content-range")!

  /// How `query`'s embeds are read for `principal`, within this service's response budget.
  func embedding(for principal: Principal, _ query: PostgrestQuery) -> Embedding {
    Embedding(principal: principal, options: query.embedOptions, maximumObjects: budgets.maximumResponseObjects)
  }

  // MARK: - Read

  func read(_ table: TableSpec, _ query: PostgrestQuery, principal: Principal, options: RestOptions)
    async throws(APIError)
    -> ReadResult
  {
    var builder = SQLBuilder(table: table)
    if table.name == TableSpec.quotes.name, query.conditions.contains(where: \.hasOrGroup) {
      // Searches of quotes (an `or` of text and author) may use the word index; without its vocabulary they use
      // the trigram index. Other reads, a keyset page among them, need no vocabulary.
      builder.vocabulary = try? await store.searchVocabulary()
    }
    let policy = try builder.policy(for: principal, .read)
    let order = try builder.orderClause(query.order)
    try Embedding.validate(query.select, for: table)
    let offset = options.range?.from ?? query.offset ?? 0
    var limit = min(query.limit ?? budgets.maximumRows, budgets.maximumRows)
    // Offsets and range ends come from the client and may be anything up to Int.max: no sum may overflow.
    if let to = options.range?.to, to - offset < limit { limit = to - offset + 1 }
    // A search ordered by id is answered as the page itself: the index yields matches in id order.
    let byID = query.order.isEmpty || (query.order.count == 1 && query.order[0].column == "id")
    // `!inner` embeds keep only parents that have embedded rows: conditions of the WHERE, so pages count them.
    let innerJoins = try embedding(for: principal, query)
      .innerJoins(query.select, of: table, outer: "\"\(table.name)\"", path: "")
    var filter: SQLFragment
    // The rows the SELECT itself skips: none when the search window already is the page.
    var skip = offset
    if byID, !options.countExact, innerJoins.isEmpty,
      let window = builder.searchWindow(
        query.conditions, policy: policy, offset: offset, limit: limit,
        descending: query.order.first?.ascending == false)
    {
      filter = window
      skip = 0
    } else {
      filter = try builder.whereClause(query.conditions, policy: policy)
    }
    for join in innerJoins {
      filter = SQLFragment("(\(filter.sql)) AND \(join.sql)", databaseValues: filter.arguments + join.arguments)
    }
    let sql = "SELECT \(table.columnList) FROM \"\(table.name)\" WHERE \(filter.sql)\(order) LIMIT ? OFFSET ?"
    if !Embedding.hasEmbeds(query.select) {
      return try await fastRead(
        sql, filter, limit: limit, offset: offset, skip: skip, table: table, query: query, options: options)
    }
    let (objects, total) = try await fetch(
      sql, filter, limit: limit, skip: skip, table: table, query: query, count: options.countExact,
      principal: principal)
    if let total, offset > 0, offset >= total, total > 0 || offset > 0 {
      throw .rest(
        .rangeNotSatisfiable, "PGRST103", "Requested range not satisfiable",
        details: "An offset of \(offset) was requested, but there are only \(total) rows.")
    }
    var headers = HTTPFields()
    let end = offset.saturatingAdd(objects.count - 1)
    headers[Self.contentRange] =
      (objects.isEmpty ? "*" : "\(offset)-\(end)") + "/" + (total.map(String.init) ?? "*")
    if options.singleObject { return try single(objects, headers: headers) }
    let partial = total.map { objects.count < $0 } ?? false
    headers[.contentType] = "application/json; charset=utf-8"
    return ReadResult(
      status: partial ? .partialContent : .ok, headers: headers,
      body: ByteBuffer(string: JSON.array(objects).serialized))
  }

  /// The hot path (feeds and searches): rows are written straight from SQLite's columns into the response's
  /// bytes, without a `Row`, `String` or `JSON` value per row.
  private func fastRead(
    _ sql: String, _ filter: SQLFragment, limit: Int, offset: Int, skip: Int, table: TableSpec,
    query: PostgrestQuery, options: RestOptions
  ) async throws(APIError) -> ReadResult {
    let projection = RowWriter(table: table, items: query.select)
    let result: (bytes: [UInt8], count: Int, total: Int?)
    let arguments = filter.arguments + [limit.databaseValue, skip.databaseValue]
    let countSQL = "SELECT count(*) FROM \"\(table.name)\" WHERE \(filter.sql)"
    // Only a counted read needs GRDB's arguments (building them is a measurable part of a page).
    let countArguments = options.countExact ? filter.statementArguments : nil
    @Sendable func readRows(_ db: Database) throws -> (bytes: [UInt8], count: Int, total: Int?) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(4096)
      let count = try projection.writeArray(db.cachedStatement(sql: sql), arguments: arguments, into: &bytes)
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
    if let total = result.total, offset > 0, offset >= total {
      throw .rest(
        .rangeNotSatisfiable, "PGRST103", "Requested range not satisfiable",
        details: "An offset of \(offset) was requested, but there are only \(total) rows.")
    }
    var headers = HTTPFields()
    headers[Self.contentRange] =
      (result.count == 0 ? "*" : "\(offset)-\(offset.saturatingAdd(result.count - 1))") + "/"
      + (result.total.map(String.init) ?? "*")
    if options.singleObject {
      guard result.count == 1 else {
        throw .rest(
          .notAcceptable, "PGRST116", "JSON object requested, multiple (or no) rows returned",
          details: "The result contains \(result.count) rows")
      }
      headers[.contentType] = "application/vnd.pgrst.object+json; charset=utf-8"
      return ReadResult(status: .ok, headers: headers, body: ByteBuffer(bytes: result.bytes.dropFirst().dropLast()))
    }
    headers[.contentType] = "application/json; charset=utf-8"
    let partial = result.total.map { result.count < $0 } ?? false
    return ReadResult(status: partial ? .partialContent : .ok, headers: headers, body: ByteBuffer(bytes: result.bytes))
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

  // MARK: - Write

  func insert(_ table: TableSpec, _ query: PostgrestQuery, body: JSON, principal: Principal, options: RestOptions)
    async throws(APIError) -> Response
  {
    let builder = SQLBuilder(table: table)
    try builder.checkInsert(principal)
    let objects: [[(String, JSON)]]
    switch body {
    case .object(let members): objects = [members]
    case .array(let items) where !items.isEmpty && items.count <= budgets.maximumRows:
      objects = try items.map { (item) throws(APIError) in
        guard let members = item.objectMembers else {
          throw .rest(.badRequest, "PGRST102", "All object keys must match")
        }
        return members
      }
    default: throw .rest(.badRequest, "PGRST102", "Empty or invalid json")
    }
    let rows = try objects.map { (object) throws(APIError) in
      try insertValues(object, table: table, principal: principal)
    }
    let conflict = try (query.onConflict ?? table.primaryKey).map { (name) throws(APIError) in
      try builder.column(name).name
    }
    let userID = principal.userID
    let singular = options.singleObject
    let represent = representation(table: table, query: query, options: options, principal: principal)
    let returned: Written
    do {
      returned = try await store.budgetedWrite { db -> Written in
        var output: [Row] = []
        for row in rows {
          try Self.checkCollectionOwnership(db, table: table, values: row, userID: userID)
          let columns = row.map(\.0)
          var sql =
            "INSERT INTO \"\(table.name)\" (\(columns.map { "\"\($0)\"" }.joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
          var arguments = row.map(\.1)
          let updatable = columns.filter { !conflict.contains($0) }
          switch options.resolution {
          case .ignoreDuplicates?:
            sql += " ON CONFLICT (\(conflict.map { "\"\($0)\"" }.joined(separator: ", "))) DO NOTHING"
          case .mergeDuplicates?:
            let target = "ON CONFLICT (\(conflict.map { "\"\($0)\"" }.joined(separator: ", ")))"
            if updatable.isEmpty {
              sql += " \(target) DO NOTHING"
            } else {
              sql +=
                " \(target) DO UPDATE SET " + updatable.map { "\"\($0)\" = excluded.\"\($0)\"" }.joined(separator: ", ")
              if let policy = try SQLBuilder(table: table).policy(for: principal, .write) {
                sql +=
                  " WHERE \(policy.sql.replacingOccurrences(of: "\"collection_id\"", with: "\"\(table.name)\".\"collection_id\""))"
                arguments += policy.arguments
              }
            }
          case nil: break
          }
          sql += " RETURNING \(table.columnList)"
          let inserted = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(databaseValues: arguments))
          if inserted.isEmpty && options.resolution == .mergeDuplicates && !updatable.isEmpty {
            // The conflicting row belongs to someone else: the policy's USING clause hid it.
            throw PolicyViolation(usingExpression: true)
          }
          output += inserted
        }
        return try represent(db, Self.singular(output, singular))
      }
    } catch {
      throw Self.map(error, table: table)
    }
    return try writeResponse(returned, options: options, status: .created)
  }

  func update(_ table: TableSpec, _ query: PostgrestQuery, body: JSON, principal: Principal, options: RestOptions)
    async throws(APIError) -> Response
  {
    let builder = SQLBuilder(table: table)
    guard !query.conditions.isEmpty else { throw .rest(.badRequest, "21000", "UPDATE requires a WHERE clause") }
    guard let members = body.objectMembers, !members.isEmpty else {
      throw .rest(.badRequest, "PGRST102", "Empty or invalid json")
    }
    let policy = try builder.policy(for: principal, .write)
    var assignments: [(String, DatabaseValue)] = []
    for (name, value) in members {
      guard let column = table.column(name) else { throw Self.unknownColumn(name, table) }
      let converted = try Values.fromJSON(value, as: column, table: table)?.databaseValue ?? .null
      if case .owner(let ownerColumn) = table.access, ownerColumn == name, let userID = principal.userID,
        String.fromDatabaseValue(converted) != userID
      {
        throw .rest(.forbidden, "42501", "new row violates row-level security policy for table \"\(table.name)\"")
      }
      assignments.append((name, converted))
    }
    if table.touchesUpdatedAt && !assignments.contains(where: { $0.0 == "updated_at" }) {
      assignments.append(("updated_at", Timestamp.now().databaseValue))
    }
    let filter = try builder.whereClause(query.conditions, policy: policy)
    let sql =
      "UPDATE \"\(table.name)\" SET " + assignments.map { "\"\($0.0)\" = ?" }.joined(separator: ", ")
      + " WHERE \(filter.sql) RETURNING \(table.columnList)"
    let userID = principal.userID
    let changes = assignments
    let singular = options.singleObject
    let represent = representation(table: table, query: query, options: options, principal: principal)
    let returned: Written
    do {
      returned = try await store.budgetedWrite { db in
        if let collection = changes.first(where: { $0.0 == "collection_id" }) {
          try Self.checkCollectionOwnership(db, table: table, values: [collection], userID: userID)
        }
        return try represent(
          db,
          Self.singular(
            Row.fetchAll(
              db, sql: sql, arguments: StatementArguments(databaseValues: changes.map(\.1) + filter.arguments)),
            singular))
      }
    } catch {
      throw Self.map(error, table: table)
    }
    return try writeResponse(returned, options: options, status: .ok)
  }

  func delete(_ table: TableSpec, _ query: PostgrestQuery, principal: Principal, options: RestOptions)
    async throws(APIError)
    -> Response
  {
    let builder = SQLBuilder(table: table)
    guard !query.conditions.isEmpty else { throw .rest(.badRequest, "21000", "DELETE requires a WHERE clause") }
    let filter = try builder.whereClause(query.conditions, policy: try builder.policy(for: principal, .delete))
    let singular = options.singleObject
    let represent = representation(table: table, query: query, options: options, principal: principal)
    let returned: Written
    do {
      returned = try await store.budgetedWrite { db in
        try represent(
          db,
          Self.singular(
            Row.fetchAll(
              db, sql: "DELETE FROM \"\(table.name)\" WHERE \(filter.sql) RETURNING \(table.columnList)",
              arguments: filter.statementArguments), singular))
      }
    } catch {
      throw Self.map(error, table: table)
    }
    return try writeResponse(returned, options: options, status: .ok)
  }

  // MARK: - Details

  /// The values of one row to insert: known columns only, converted, defaults filled, the policy's check applied.
  private func insertValues(_ object: [(String, JSON)], table: TableSpec, principal: Principal) throws(APIError)
    -> [(String, DatabaseValue)]
  {
    var values: [(String, DatabaseValue)] = []
    for (name, value) in object {
      guard let column = table.column(name) else { throw Self.unknownColumn(name, table) }
      values.append((name, try Values.fromJSON(value, as: column, table: table)?.databaseValue ?? .null))
    }
    for column in table.columns where !values.contains(where: { $0.0 == column.name }) {
      switch column.insertDefault {
      case .authUID?:
        if let id = principal.userID { values.append((column.name, id.databaseValue)) }
      case .now?: values.append((column.name, Timestamp.now().databaseValue))
      case .newUUID?: values.append((column.name, UUID().uuidString.lowercased().databaseValue))
      case nil:
        if !column.nullable && !column.hasDatabaseDefault {
          throw .rest(
            .badRequest, "23502",
            "null value in column \"\(column.name)\" of relation \"\(table.name)\" violates not-null constraint")
        }
      }
    }
    if case .owner(let ownerColumn) = table.access, case .user(let id, _) = principal {
      guard let owner = values.first(where: { $0.0 == ownerColumn }).flatMap({ String.fromDatabaseValue($0.1) }),
        owner == id
      else {
        throw .rest(.forbidden, "42501", "new row violates row-level security policy for table \"\(table.name)\"")
      }
    }
    return values
  }

  private struct PolicyViolation: Error { let usingExpression: Bool }

  /// A singular write (`Accept: application/vnd.pgrst.object+json`) that touched other than one row. Thrown
  /// inside the write transaction, so it rolls back: PostgREST never commits such a write.
  private struct SingularViolation: Error { let count: Int }

  private static func singular(_ rows: [Row], _ required: Bool) throws -> [Row] {
    if required && rows.count != 1 { throw SingularViolation(count: rows.count) }
    return rows
  }

  /// collection_quotes' policy: the collection must be the user's.
  private static func checkCollectionOwnership(
    _ db: Database, table: TableSpec, values: [(String, DatabaseValue)], userID: String?
  ) throws {
    guard case .ownerThroughCollection = table.access, let userID,
      let collection = values.first(where: { $0.0 == "collection_id" }).flatMap({ String.fromDatabaseValue($0.1) })
    else { return }
    let owned = try Bool.fetchOne(
      db, sql: "SELECT EXISTS (SELECT 1 FROM collections WHERE id = ? AND user_id = ?)",
      arguments: [collection, userID])
    if owned != true { throw PolicyViolation(usingExpression: false) }
  }

  /// `return=representation`: the written rows in the shape `select` asks for, embeds included, read inside the
  /// write's transaction as PostgREST's CTE does. Without it, nothing is read.
  private func representation(table: TableSpec, query: PostgrestQuery, options: RestOptions, principal: Principal)
    -> @Sendable (Database, [Row]) throws -> Written
  {
    let embedding = embedding(for: principal, query)
    let wanted = options.returnRepresentation
    let select = query.select
    return { db, rows in
      guard wanted else { return Written(count: rows.count, objects: []) }
      try Embedding.validate(select, for: table)
      return Written(count: rows.count, objects: try embedding.objects(db, rows: rows, table: table, items: select))
    }
  }

  /// The rows a write touched: how many, and their representation when one was asked for.
  struct Written: Sendable {
    let count: Int
    let objects: [JSON]
  }

  /// A write's answer. Like PostgREST, it carries `Content-Range` (`0-1/2` with the representation, `*/2` without
  /// it; the total only with `Prefer: count=exact`), which supabase-swift reads as the response's `count`.
  private func writeResponse(_ written: Written, options: RestOptions, status: HTTPResponse.Status) throws(APIError)
    -> Response
  {
    var headers = HTTPFields()
    let shown = options.returnRepresentation && written.count > 0 ? "0-\(written.count - 1)" : "*"
    headers[Self.contentRange] = shown + "/" + (options.countExact ? String(written.count) : "*")
    guard options.returnRepresentation else {
      return emptyResponse(status == .created ? .created : .noContent, headers: headers)
    }
    if options.singleObject { return try single(written.objects, headers: headers, status: status).response }
    return jsonResponse(.array(written.objects), status: status, headers: headers)
  }

  private func single(_ objects: [JSON], headers: HTTPFields, status: HTTPResponse.Status = .ok) throws(APIError)
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

  static func unknownColumn(_ name: String, _ table: TableSpec) -> APIError {
    .rest(.badRequest, "PGRST204", "Could not find the '\(name)' column of '\(table.name)' in the schema cache")
  }

  /// SQLite's constraint errors as PostgreSQL's, with PostgREST's statuses.
  /// PostgreSQL's answer when `statement_timeout` cancels a query (57014, in PostgREST's shape). PostgREST sends
  /// it as 500; here it is 503, since this server keeps 500 for its own faults, and the request may succeed when
  /// the server is less busy.
  static var timeBudgetSpent: APIError {
    .rest(
      .serviceUnavailable, "57014", "canceling statement due to statement timeout",
      details: "The request used up its time in the database. Ask for fewer rows, or a simpler filter.")
  }

  static func map(_ error: any Error, table: TableSpec) -> APIError {
    if let apiError = error as? APIError { return apiError }
    if let violation = error as? SingularViolation {
      return .rest(
        .notAcceptable, "PGRST116", "JSON object requested, multiple (or no) rows returned",
        details: "The result contains \(violation.count) rows")
    }
    if let violation = error as? PolicyViolation {
      return .rest(
        .forbidden, "42501",
        "new row violates row-level security policy\(violation.usingExpression ? " (USING expression)" : "") for table \"\(table.name)\""
      )
    }
    guard let error = error as? DatabaseError else {
      return .rest(.serviceUnavailable, "PGRST000", "Could not access the database")
    }
    if error.isTimeBudgetSpent { return timeBudgetSpent }
    switch error.extendedResultCode {
    case .SQLITE_CONSTRAINT_PRIMARYKEY, .SQLITE_CONSTRAINT_UNIQUE:
      return .rest(.conflict, "23505", "duplicate key value violates unique constraint \"\(table.name)_pkey\"")
    case .SQLITE_CONSTRAINT_FOREIGNKEY:
      return .rest(
        .conflict, "23503", "insert or update on table \"\(table.name)\" violates foreign key constraint",
        details: "A referenced row does not exist.")
    case .SQLITE_CONSTRAINT_CHECK:
      return .rest(.badRequest, "23514", "new row for relation \"\(table.name)\" violates check constraint")
    case .SQLITE_CONSTRAINT_NOTNULL:
      return .rest(.badRequest, "23502", "null value violates not-null constraint on relation \"\(table.name)\"")
    default:
      break
    }
    // A statement SQLite refused to run is the request's fault, as PostgreSQL's errors for the same queries
    // are (PostgREST answers them with 400): a conflict target that is not unique, or a query too large for it.
    // Only a database that cannot be reached or is busy is the server's problem (503).
    guard error.resultCode == .SQLITE_ERROR else {
      return .rest(.serviceUnavailable, "PGRST000", "Could not access the database")
    }
    let message = error.message ?? ""
    if message.contains("ON CONFLICT") {
      return .rest(
        .badRequest, "42P10", "there is no unique or exclusion constraint matching the ON CONFLICT specification")
    }
    return .rest(.badRequest, "54001", "statement too complex", details: message)
  }
}

extension Int {
  /// The sum, or Int.max (Int.min) where it would overflow: for arithmetic on numbers a client sent.
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// The product, or Int.max (Int.min) where it would overflow.
  func saturatingMultiply(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? ((self < 0) != (other < 0) ? .min : .max) : product
  }
}
