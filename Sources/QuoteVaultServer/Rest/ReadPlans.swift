import GRDB
import Synchronization

/// The SQL of table reads whose query came from a template (`QueryTemplateCache`), by template, table and kind of
/// reader: a keyset page asked again with another cursor runs the same statement with other arguments, so its
/// SQL is not built again. Every read still runs its SELECT; only the statement's text and the row writer are kept.
///
/// Only templates whose holes are limits, offsets and comparisons' values, with no pattern anywhere, are planned:
/// there the SQL text does not depend on the values (a comparison's value is one argument; a limit and an offset
/// are arguments of every page). A plan is made from two builds of the filter, the request's and one with other
/// values in the holes (`learn`): their SQL must be the same and their arguments must differ exactly in one
/// argument per comparison hole, the value `Values.parse` makes of that hole in each build.
final class ReadPlans: Sendable {
  /// Plans kept at once; when full, it starts again empty.
  static let maximumEntries = 256

  struct Key: Hashable, Sendable {
    /// Held, so a kept template is never freed and its identity never reused while its plan is kept.
    let template: QueryTemplate
    let table: String
    let reader: Int

    static func == (one: Key, other: Key) -> Bool {
      one.template === other.template && one.table == other.table && one.reader == other.reader
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(template))
      hasher.combine(table)
      hasher.combine(reader)
    }

    init(_ template: QueryTemplate, _ table: TableSpec, _ principal: Principal) {
      self.template = template
      self.table = table.name
      reader =
        switch principal {
        case .anon: 0
        case .serviceRole: 1
        case .user: 2
        }
    }
  }

  struct Plan: Sendable {
    /// The whole SELECT, `LIMIT ? OFFSET ?` last.
    let sql: String
    let projection: RowWriter
    /// The filter's text: the reader's policy (checked to be this one on every use) and the conditions.
    let filterSQL: String
    let policySQL: String?
    let policyArguments: Int
    /// The filter's arguments of the read the plan was made from; the policy's and the holes' are put in anew.
    let arguments: [DatabaseValue]
    /// Which argument each comparison hole is, and the column its value is read as.
    let holes: [(argument: Int, hole: Int, column: TableSpec.Column)]

    /// The filter for a read of the plan's template with `values` in its holes, as `SQLBuilder.whereClause` makes
    /// it (`Values.parse` refuses a value as it does there); nil when `policy` is not the plan's.
    func filter(policy: SQLFragment?, values: [String], table: TableSpec) throws(APIError) -> SQLFragment? {
      let policyArguments = policy?.arguments ?? []
      guard policy?.sql == policySQL, policyArguments.count == self.policyArguments,
        arguments.count >= policyArguments.count
      else { return nil }
      var arguments = self.arguments
      arguments.replaceSubrange(0..<policyArguments.count, with: policyArguments)
      for hole in holes {
        guard values.indices.contains(hole.hole), arguments.indices.contains(hole.argument) else { return nil }
        arguments[hole.argument] =
          try Values.parse(values[hole.hole], as: hole.column, table: table)?.databaseValue ?? .null
      }
      return SQLFragment(filterSQL, databaseValues: arguments)
    }
  }

  enum Entry: Sendable {
    case plan(Plan)
    /// Its SQL is built for every read (its holes are not all plain arguments).
    case unplanned
  }

  private let plans = Mutex<[Key: Entry]>([:])

  func plan(_ match: QueryTemplateCache.Match, _ table: TableSpec, _ principal: Principal) -> Plan? {
    guard case .plan(let plan)? = plans.withLock({ $0[Key(match.template, table, principal)] }) else { return nil }
    return plan
  }

  /// Templates planned or found unplannable (tests).
  var count: Int { plans.withLock { $0.count } }

  /// Keeps the plan of a read made the usual way (`sql`, `filter`, `projection`) from `match`, when its template
  /// can be planned and a second build with other values in its holes shows which arguments they are.
  func learn(
    _ match: QueryTemplateCache.Match, _ table: TableSpec, _ principal: Principal, builder: SQLBuilder,
    policy: SQLFragment?, filter: SQLFragment, sql: String, projection: RowWriter
  ) {
    let key = Key(match.template, table, principal)
    guard plans.withLock({ $0[key] }) == nil else { return }
    let entry =
      Self.make(match, table, builder: builder, policy: policy, filter: filter, sql: sql, projection: projection)
      .map(Entry.plan) ?? .unplanned
    // A full table is emptied by handing its entries out of the lock, to be freed after it.
    let dropped = plans.withLock { plans -> [Key: Entry] in
      guard plans[key] == nil else { return [:] }
      var dropped: [Key: Entry] = [:]
      if plans.count >= Self.maximumEntries { swap(&dropped, &plans) }
      plans[key] = entry
      return dropped
    }
    _ = dropped
  }

  static func make(
    _ match: QueryTemplateCache.Match, _ table: TableSpec, builder: SQLBuilder, policy: SQLFragment?,
    filter: SQLFragment, sql: String, projection: RowWriter
  ) -> Plan? {
    let template = match.template
    var columns: [Int: TableSpec.Column] = [:]
    for (hole, place) in template.places.enumerated() {
      switch place {
      case .limit, .offset: continue
      case .pattern: return nil
      case .comparison(let path):
        guard let name = leafColumn(template.query.conditions, at: path[...]), let column = table.column(name)
        else { return nil }
        columns[hole] = column
      }
    }
    guard !template.query.conditions.contains(where: hasPattern) else { return nil }
    let probes = QueryTemplate.probes(holes: match.holes, values: match.values, long: true)
    guard let probeQuery = template.filled(with: probes),
      let probeFilter = try? builder.whereClause(probeQuery.conditions, policy: policy),
      probeFilter.sql == filter.sql, probeFilter.arguments.count == filter.arguments.count
    else { return nil }
    let policyArguments = policy?.arguments.count ?? 0
    var differing = Set(filter.arguments.indices.filter { filter.arguments[$0] != probeFilter.arguments[$0] })
    var holes: [(argument: Int, hole: Int, column: TableSpec.Column)] = []
    for (hole, column) in columns.sorted(by: { $0.key < $1.key }) {
      guard let own = try? Values.parse(match.values[hole], as: column, table: table),
        let other = try? Values.parse(probes[hole], as: column, table: table)
      else { return nil }
      let found = differing.filter { index in
        filter.arguments[index] == own.databaseValue
          && probeFilter.arguments[index] == other.databaseValue
      }
      guard found.count == 1, let index = found.first, index >= policyArguments else { return nil }
      differing.remove(index)
      holes.append((index, hole, column))
    }
    guard differing.isEmpty else { return nil }
    return Plan(
      sql: sql, projection: projection, filterSQL: filter.sql, policySQL: policy?.sql,
      policyArguments: policyArguments, arguments: filter.arguments, holes: holes.sorted { $0.argument < $1.argument })
  }

  /// The column of the leaf at `path`.
  private static func leafColumn(_ conditions: [PostgrestQuery.Condition], at path: ArraySlice<Int>) -> String? {
    guard let index = path.first, conditions.indices.contains(index) else { return nil }
    switch conditions[index] {
    case .leaf(let column, _, _): return path.count == 1 ? column : nil
    case .group(_, _, let items): return leafColumn(items, at: path.dropFirst())
    }
  }

  /// Whether a `like`/`ilike` is anywhere in `condition` (its SQL may depend on the pattern: the search indexes).
  private static func hasPattern(_ condition: PostgrestQuery.Condition) -> Bool {
    switch condition {
    case .leaf(_, _, .like): true
    case .leaf: false
    case .group(_, _, let items): items.contains(where: hasPattern)
    }
  }
}
