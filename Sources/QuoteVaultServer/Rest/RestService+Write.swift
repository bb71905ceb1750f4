import Foundation
import GRDB
import HTTPTypes
import Hummingbird

/// PostgREST writes: insert (upsert), update and delete, under the tables' policies.
extension RestService {
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
          try Self.checkQuoteReference(db, table: table, values: row, userID: userID)
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
      if let ownerColumn = table.ownerColumn, ownerColumn == name, let userID = principal.userID,
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
        try Self.checkQuoteReference(db, table: table, values: changes, userID: userID)
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
    if let ownerColumn = table.ownerColumn, case .user(let id, _) = principal {
      guard let owner = values.first(where: { $0.0 == ownerColumn }).flatMap({ String.fromDatabaseValue($0.1) }),
        owner == id
      else {
        throw .rest(.forbidden, "42501", "new row violates row-level security policy for table \"\(table.name)\"")
      }
    }
    return values
  }

  struct PolicyViolation: Error { let usingExpression: Bool }

  /// A singular write (`Accept: application/vnd.pgrst.object+json`) that touched other than one row. Thrown
  /// inside the write transaction, so it rolls back: PostgREST never commits such a write.
  struct SingularViolation: Error { let count: Int }

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

  /// favorites' and collection_quotes' `may_reference_quote`: no row names another user's own quote (one that
  /// does not exist is left to the foreign key, 23503).
  private static func checkQuoteReference(
    _ db: Database, table: TableSpec, values: [(String, DatabaseValue)], userID: String?
  ) throws {
    guard let userID, table.name != TableSpec.quotes.name,
      let quote = values.first(where: { $0.0 == "quote_id" })?.1
    else { return }
    let others = try Bool.fetchOne(
      db, sql: "SELECT EXISTS (SELECT 1 FROM quotes WHERE id = ? AND owner_id IS NOT NULL AND owner_id <> ?)",
      arguments: [quote, userID])
    if others == true { throw PolicyViolation(usingExpression: false) }
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
}
