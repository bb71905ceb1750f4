import GRDB

/// Resolves `select` embeds the way PostgREST does: along foreign keys in every direction (many-to-one as an
/// object, one-to-many and many-to-many as arrays), nested to any depth the parser allows, each embedded table
/// read under its own row level security for the caller. One query per embed per level, whatever the row count.
struct Embedding {
  let principal: Principal
  /// Each embed's own filters, order and page, by dotted path (`PostgrestQuery.embedOptions`).
  var options: [String: PostgrestQuery.EmbedOptions] = [:]

  /// SQLite's limit on bound variables is far above this; chunks keep each statement small.
  static let keysPerQuery = 500

  /// The most objects one response may hold, embedded ones counted each time they appear. Embedded rows are
  /// read once per distinct key, but written out once per parent, so a response can be far larger than what
  /// was read (collections → quotes → collections → …): it is counted first, and refused before it is built.
  var maximumObjects = RequestBudgets().maximumResponseObjects

  var tooLarge: APIError {
    .rest(
      .badRequest, "PGRST103", "The response would be too large",
      details: "It would hold more than \(maximumObjects) objects, embedded ones included. Select less, or add a limit."
    )
  }

  /// The rows as JSON objects, embeds resolved, read with `db`; refused when they would hold more than
  /// `maximumObjects` objects in all.
  func objects(_ db: Database, rows: [Row], table: TableSpec, items: [PostgrestQuery.SelectItem]) throws -> [JSON] {
    try weighed(db, rows: rows, table: table, items: items, path: "").objects
  }

  /// The objects and, for each, how many objects it holds once written out (itself and every embedded one,
  /// counting repeats), saturating above the budget so nothing overflows.
  private func weighed(
    _ db: Database, rows: [Row], table: TableSpec, items: [PostgrestQuery.SelectItem], path: String
  ) throws -> (objects: [JSON], weights: [Int]) {
    var embedded: [Int: (Relationship, [DatabaseValue: [JSON]])] = [:]
    var embeddedWeights: [Int: [DatabaseValue: Int]] = [:]
    for (index, item) in items.enumerated() {
      guard case .embed(let name, let inner) = item.kind, let key = item.embedKey else { continue }
      let relationship = try table.relationship(to: name)
      let childPath = path.isEmpty ? key : path + "." + key
      let childOptions = options[childPath] ?? PostgrestQuery.EmbedOptions()
      let keys = Array(Set(rows.map { $0[relationship.localColumn] as DatabaseValue }.filter { !$0.isNull }))
      var fetched: [Row] = []
      var start = 0
      while start < keys.count {
        let chunk = Array(keys[start..<min(start + Self.keysPerQuery, keys.count)])
        fetched += try fetch(db, relationship, keys: chunk, options: childOptions, inner: inner, path: childPath)
        start += Self.keysPerQuery
      }
      // `path.offset` and `path.limit` page each parent's rows, in `path.order`.
      let children = Self.paged(fetched, relationship: relationship, options: childOptions)
      let (childObjects, childWeights) = try weighed(
        db, rows: children, table: relationship.target, items: inner, path: childPath)
      var byParent: [DatabaseValue: [JSON]] = [:]
      var weightByParent: [DatabaseValue: Int] = [:]
      for (offset, (child, object)) in zip(children, childObjects).enumerated() {
        let parent = Self.parentKey(child, relationship)
        byParent[parent, default: []].append(object)
        weightByParent[parent] = min((weightByParent[parent] ?? 0) + childWeights[offset], maximumObjects + 1)
      }
      embedded[index] = (relationship, byParent)
      embeddedWeights[index] = weightByParent
    }
    // Counted before a single parent object is built.
    var weights: [Int] = []
    weights.reserveCapacity(rows.count)
    var total = 0
    for row in rows {
      var weight = 1
      for (index, (relationship, _)) in embedded {
        let embeddedWeight = embeddedWeights[index]?[row[relationship.localColumn] as DatabaseValue] ?? 0
        weight = min(weight + embeddedWeight, maximumObjects + 1)
      }
      total = min(total + weight, maximumObjects + 1)
      guard total <= maximumObjects else { throw tooLarge }
      weights.append(weight)
    }
    let objects = rows.map { row in
      var members: [(String, JSON)] = []
      for (index, item) in items.enumerated() {
        switch item.kind {
        case .all:
          for column in table.columns {
            members.append((column.name, Values.toJSON(row[column.name], as: column.type)))
          }
        case .column(let name):
          if let column = table.column(name) {
            members.append((item.alias ?? name, Values.toJSON(row[name], as: column.type)))
          }
        case .embed(let name, _):
          guard let (relationship, byParent) = embedded[index] else { continue }
          let found = byParent[row[relationship.localColumn] as DatabaseValue] ?? []
          let value: JSON =
            relationship.isToOne ? (found.first ?? .null) : .array(found)
          members.append((item.alias ?? name, value))
        }
      }
      return JSON.object(members)
    }
    return (objects, weights)
  }

  /// The parent key a fetched child row belongs to.
  private static func parentKey(_ child: Row, _ relationship: Relationship) -> DatabaseValue {
    if case .manyToMany = relationship.cardinality { child["__parent"] } else { child[relationship.targetColumn] }
  }

  /// Each parent's rows from `offset`, at most `limit` of them, in the order they were read.
  private static func paged(_ rows: [Row], relationship: Relationship, options: PostgrestQuery.EmbedOptions) -> [Row] {
    guard options.limit != nil || options.offset != nil else { return rows }
    let offset = options.offset ?? 0
    let limit = options.limit ?? Int.max
    var seen: [DatabaseValue: Int] = [:]
    return rows.filter { row in
      let parent = parentKey(row, relationship)
      let position = seen[parent, default: 0]
      seen[parent] = position + 1
      return position >= offset && position - offset < limit
    }
  }

  /// The target rows for one chunk of parent keys, under the target's (and a junction's) policy, filtered and
  /// ordered as the embed's options say, keeping only rows with their own `!inner` embeds.
  private func fetch(
    _ db: Database, _ relationship: Relationship, keys: [DatabaseValue], options: PostgrestQuery.EmbedOptions,
    inner: [PostgrestQuery.SelectItem], path: String
  ) throws -> [Row] {
    let target = relationship.target
    let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
    let columns = target.columns.map { "t.\"\($0.name)\"" }.joined(separator: ", ")
    var arguments = keys
    var conditions: [String] = []
    let sql: String
    switch relationship.cardinality {
    case .manyToOne, .oneToMany:
      conditions.append("t.\"\(relationship.targetColumn)\" IN (\(marks))")
      sql = "SELECT \(columns) FROM \"\(target.name)\" AS t"
    case .manyToMany(let junction, let junctionLocal, let junctionTarget):
      conditions.append("j.\"\(junctionLocal)\" IN (\(marks))")
      if let policy = try SQLBuilder(table: junction).policy(for: principal, .read) {
        conditions.append(policy.sql)
        arguments += policy.arguments
      }
      sql =
        "SELECT j.\"\(junctionLocal)\" AS \"__parent\", \(columns) FROM \"\(target.name)\" AS t "
        + "JOIN \"\(junction.name)\" AS j ON t.\"\(relationship.targetColumn)\" = j.\"\(junctionTarget)\""
    }
    let builder = SQLBuilder(table: target)
    var filters = try builder.policy(for: principal, .read).map { [$0] } ?? []
    filters += try options.conditions.map { (condition) throws(APIError) in try builder.fragment(condition) }
    filters += try innerJoins(inner, of: target, outer: "t", path: path)
    for filter in filters {
      conditions.append(filter.sql)
      arguments += filter.arguments
    }
    let order =
      try options.order.isEmpty
      ? " ORDER BY " + target.primaryKey.map { "t.\"\($0)\"" }.joined(separator: ", ")
      : builder.orderClause(options.order)
    return try Row.fetchAll(
      db, sql: sql + " WHERE " + conditions.map { "(\($0))" }.joined(separator: " AND ") + order,
      arguments: StatementArguments(databaseValues: arguments))
  }

  /// One `EXISTS (…)` condition per `!inner` embed of `items`: the parent row (the table `outer` names) is kept
  /// only when it has a row in the embed that its policy lets the caller see and that passes the embed's own
  /// filters (and its own `!inner` embeds). In the WHERE clause, so pages and counts are of the kept rows.
  func innerJoins(_ items: [PostgrestQuery.SelectItem], of table: TableSpec, outer: String, path: String)
    throws(APIError) -> [SQLFragment]
  {
    var fragments: [SQLFragment] = []
    for item in items where item.innerJoin {
      guard case .embed(let name, let nested) = item.kind, let key = item.embedKey else { continue }
      let relationship = try table.relationship(to: name)
      let target = relationship.target
      let childPath = path.isEmpty ? key : path + "." + key
      // A fresh alias per level, so a nested EXISTS refers to its own parent.
      let alias = "e\(childPath.utf8.count(where: { $0 == UInt8(ascii: ".") }))"
      var from = "\"\(target.name)\" AS \(alias)"
      var conditions: [SQLFragment] = []
      switch relationship.cardinality {
      case .manyToOne, .oneToMany:
        conditions.append(
          SQLFragment("\(alias).\"\(relationship.targetColumn)\" = \(outer).\"\(relationship.localColumn)\""))
      case .manyToMany(let junction, let junctionLocal, let junctionTarget):
        from +=
          " JOIN \"\(junction.name)\" AS \(alias)j ON \(alias).\"\(relationship.targetColumn)\" = "
          + "\(alias)j.\"\(junctionTarget)\""
        conditions.append(SQLFragment("\(alias)j.\"\(junctionLocal)\" = \(outer).\"\(relationship.localColumn)\""))
        if let policy = try SQLBuilder(table: junction).policy(for: principal, .read) { conditions.append(policy) }
      }
      let builder = SQLBuilder(table: target)
      if let policy = try builder.policy(for: principal, .read) { conditions.append(policy) }
      conditions += try (options[childPath]?.conditions ?? []).map { (condition) throws(APIError) in
        try builder.fragment(condition)
      }
      conditions += try innerJoins(nested, of: target, outer: alias, path: childPath)
      fragments.append(
        SQLFragment(
          "EXISTS (SELECT 1 FROM \(from) WHERE " + conditions.map { "(\($0.sql))" }.joined(separator: " AND ") + ")",
          databaseValues: conditions.flatMap(\.arguments)))
    }
    return fragments
  }

  /// Every column and relationship named in `select` exists, at every level.
  static func validate(_ items: [PostgrestQuery.SelectItem], for table: TableSpec) throws(APIError) {
    for item in items {
      switch item.kind {
      case .all: continue
      case .column(let name): _ = try SQLBuilder(table: table).column(name)
      case .embed(let name, let inner):
        try validate(inner, for: try table.relationship(to: name).target)
      }
    }
  }

  static func hasEmbeds(_ items: [PostgrestQuery.SelectItem]) -> Bool {
    items.contains { if case .embed = $0.kind { true } else { false } }
  }
}

extension Embedding {
  /// The embed named by a dotted path of embed keys, if the select has it.
  static func embed(at path: String, in items: [PostgrestQuery.SelectItem]) -> PostgrestQuery.SelectItem? {
    var level = items
    var found: PostgrestQuery.SelectItem?
    for name in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard let item = level.first(where: { $0.embedKey == String(name) }),
        case .embed(_, let inner) = item.kind
      else { return nil }
      found = item
      level = inner
    }
    return found
  }
}
