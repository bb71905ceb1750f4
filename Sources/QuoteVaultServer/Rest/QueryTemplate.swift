/// A parsed query whose holes (`QueryShape`) are plain values: a new query of the same shape is this one with its
/// holes' values put in their places (`filled(with:)`), which is what the parser would return for it.
final class QueryTemplate: Sendable {
  /// Where one hole's value goes.
  enum Place: Equatable, Sendable {
    case limit
    case offset
    /// The value of the comparison at `path` (indexes into `conditions`, then into groups' items).
    case comparison(path: [Int])
    /// The pattern of the `like`/`ilike` at `path`: `prefix`, the value, `suffix`.
    case pattern(path: [Int], prefix: String, suffix: String)
  }

  /// How one condition is made again: as it is, or with holes' values in its leaves.
  indirect enum Fill: Equatable, Sendable {
    case keep
    case comparison(hole: Int)
    case pattern(hole: Int, prefix: String, suffix: String)
    case group([Fill])
  }

  let query: PostgrestQuery
  /// One place per hole, in the holes' order.
  let places: [Place]
  /// Per condition of `query`, how it is made again; the holes of a limit and an offset.
  let fills: [Fill]
  let limitHole: Int?
  let offsetHole: Int?

  init(query: PostgrestQuery, places: [Place]) {
    self.query = query
    self.places = places
    var fills = [Fill](repeating: .keep, count: query.conditions.count)
    var limitHole: Int?
    var offsetHole: Int?
    for (hole, place) in places.enumerated() {
      switch place {
      case .limit: limitHole = hole
      case .offset: offsetHole = hole
      case .comparison(let path): Self.set(.comparison(hole: hole), at: path[...], in: &fills)
      case .pattern(let path, let prefix, let suffix):
        Self.set(.pattern(hole: hole, prefix: prefix, suffix: suffix), at: path[...], in: &fills)
      }
    }
    self.fills = fills
    self.limitHole = limitHole
    self.offsetHole = offsetHole
  }

  /// `fill` at `path` of `fills`, making groups' lists on the way (their lengths are found again when filling).
  private static func set(_ fill: Fill, at path: ArraySlice<Int>, in fills: inout [Fill]) {
    guard let index = path.first else { return }
    while fills.count <= index { fills.append(.keep) }
    if path.count == 1 {
      fills[index] = fill
      return
    }
    var items: [Fill] = []
    if case .group(let existing) = fills[index] { items = existing }
    set(fill, at: path.dropFirst(), in: &items)
    fills[index] = .group(items)
  }

  /// Most holes a template has (a search has three or four: two words, an offset, a limit).
  static let maximumHoles = 8

  /// `query`, parsed from `shape`'s query, as a template; nil unless each hole is found to be a plain value in one
  /// place. The shape is parsed again twice, with long and with short values in its holes: the three results must
  /// be the same query but for those places, and each place must hold exactly its hole's value in all three.
  static func learn(_ shape: QueryShape, parsed query: PostgrestQuery, budgets: RequestBudgets) -> QueryTemplate? {
    guard !shape.holes.isEmpty, shape.holes.count <= maximumHoles else { return nil }
    let long = probes(holes: shape.holes, values: shape.values, long: true)
    let short = probes(holes: shape.holes, values: shape.values, long: false)
    guard let longQuery = try? PostgrestQuery.parse(shape.query(with: long), budgets: budgets),
      let shortQuery = try? PostgrestQuery.parse(shape.query(with: short), budgets: budgets)
    else { return nil }
    var finder = PlaceFinder(values: [shape.values, long, short])
    guard finder.compare([query, longQuery, shortQuery]) else { return nil }
    let places = finder.found.compactMap { $0 }
    guard places.count == shape.holes.count else { return nil }
    return QueryTemplate(query: query, places: places)
  }

  /// Other values for a shape's holes, each of its hole's kind, unlike the query's own (`values`) and unlike each
  /// other, so a place tells its hole: long ones (9 digits, 12 letters) or short ones (1 digit, 2 letters).
  static func probes(holes: [QueryShape.Hole], values: [String], long: Bool) -> [String] {
    var probes: [String] = []
    for (index, hole) in holes.enumerated() {
      let own = values.indices.contains(index) ? values[index] : ""
      let candidates: [String] =
        switch (hole, long) {
        case (.digits, true): [String(987_654_300 + index), String(987_654_350 + index)]
        case (.digits, false): (1...9).map(String.init)
        case (.word, true): ["qzxjvkwpqzx" + letter(index), "zqxjvkwpqzx" + letter(index)]
        case (.word, false): ["q" + letter(index), "z" + letter(index)]
        }
      // Unlike the own value as text and, for digits, as a number too (`007` and `7` are the same limit).
      let probe = candidates.first { candidate in
        guard candidate != own, !probes.contains(candidate) else { return false }
        if let number = Int(candidate), number == Int(own) { return false }
        return true
      }
      probes.append(probe ?? own)
    }
    return probes
  }

  private static func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(ascii: "A") + UInt8(index % 26)))
  }

  /// This query with `values` in its places; nil if a value does not fit (the caller then parses in full).
  func filled(with values: [String]) -> PostgrestQuery? {
    guard values.count == places.count else { return nil }
    var filled = query
    if let limitHole {
      guard let number = Int(values[limitHole]) else { return nil }
      filled.limit = number
    }
    if let offsetHole {
      guard let number = Int(values[offsetHole]) else { return nil }
      filled.offset = number
    }
    guard fills.count == query.conditions.count else { return nil }
    for index in fills.indices where fills[index] != .keep {
      guard let condition = Self.fill(query.conditions[index], fills[index], values) else { return nil }
      filled.conditions[index] = condition
    }
    return filled
  }

  private static func fill(_ condition: PostgrestQuery.Condition, _ fill: Fill, _ values: [String])
    -> PostgrestQuery.Condition?
  {
    switch (fill, condition) {
    case (.keep, _):
      return condition
    case (.comparison(let hole), .leaf(let column, let negated, .compare(let comparison, _))):
      guard values.indices.contains(hole) else { return nil }
      return .leaf(column: column, negated: negated, operation: .compare(comparison, values[hole]))
    case (.pattern(let hole, let prefix, let suffix), .leaf(let column, let negated, .like(_, let caseInsensitive))):
      guard values.indices.contains(hole) else { return nil }
      return .leaf(
        column: column, negated: negated,
        operation: .like(prefix + values[hole] + suffix, caseInsensitive: caseInsensitive))
    case (.group(let fills), .group(let isOr, let negated, let items)):
      var filled: [PostgrestQuery.Condition] = []
      filled.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        guard let condition = Self.fill(item, index < fills.count ? fills[index] : .keep, values) else { return nil }
        filled.append(condition)
      }
      return .group(isOr: isOr, negated: negated, filled)
    default:
      return nil
    }
  }
}
