import Foundation

/// Finds where each hole's value went in parses of one shape with different values in its holes
/// (`QueryTemplate.learn`): the parses must be equal but for limits, offsets, comparisons' values and patterns,
/// and each difference must be exactly one hole's value in every parse.
struct PlaceFinder {
  /// The holes' values, per parse.
  let values: [[String]]
  /// Each hole's place, once found.
  private(set) var found: [QueryTemplate.Place?]

  init(values: [[String]]) {
    // Every parse has a value for every hole (or the finder finds nothing).
    let holes = values.first?.count ?? 0
    self.values = values.allSatisfy { $0.count == holes } ? values : []
    found = Array(repeating: nil, count: self.values.isEmpty ? 0 : holes)
  }

  /// Whether `queries` (one per entry of `values`) differ only where holes are, each hole in one place.
  mutating func compare(_ queries: [PostgrestQuery]) -> Bool {
    guard let first = queries.first, queries.count == values.count, !found.isEmpty else { return false }
    // Everything but the places holes may have must be equal, whatever fields the query has.
    for other in queries.dropFirst() {
      guard Self.withoutPlaces(other) == Self.withoutPlaces(first), other.conditions.count == first.conditions.count
      else { return false }
    }
    guard number(queries.map(\.limit), .limit), number(queries.map(\.offset), .offset) else { return false }
    for index in first.conditions.indices {
      guard condition(queries.map { $0.conditions[index] }, path: [index]) else { return false }
    }
    return !found.contains(nil)
  }

  /// A limit or offset: the same in every parse, or one hole's value read as a number in each.
  private mutating func number(_ numbers: [Int?], _ place: QueryTemplate.Place) -> Bool {
    guard !allEqual(numbers) else { return true }
    let values = self.values
    return record(place) { hole in
      numbers.indices.allSatisfy { numbers[$0] != nil && numbers[$0] == Int(values[$0][hole]) }
    }
  }

  private mutating func condition(_ conditions: [PostgrestQuery.Condition], path: [Int]) -> Bool {
    guard !allEqual(conditions) else { return true }
    switch conditions[0] {
    case .group(let isOr, let negated, let items):
      var itemLists: [[PostgrestQuery.Condition]] = []
      for condition in conditions {
        guard case .group(isOr, negated, let other) = condition, other.count == items.count else { return false }
        itemLists.append(other)
      }
      for index in items.indices {
        guard self.condition(itemLists.map { $0[index] }, path: path + [index]) else { return false }
      }
      return true
    case .leaf(let column, let negated, let operation):
      var operations: [PostgrestQuery.Operation] = []
      for condition in conditions {
        guard case .leaf(column, negated, let other) = condition else { return false }
        operations.append(other)
      }
      return leaf(operations, first: operation, path: path)
    }
  }

  private mutating func leaf(_ operations: [PostgrestQuery.Operation], first: PostgrestQuery.Operation, path: [Int])
    -> Bool
  {
    switch first {
    case .compare(let comparison, _):
      var compared: [String] = []
      for operation in operations {
        guard case .compare(comparison, let value) = operation else { return false }
        compared.append(value)
      }
      let values = self.values
      return record(.comparison(path: path)) { hole in compared.indices.allSatisfy { compared[$0] == values[$0][hole] }
      }
    case .like(_, let caseInsensitive):
      var patterns: [String] = []
      for operation in operations {
        guard case .like(let pattern, caseInsensitive) = operation else { return false }
        patterns.append(pattern)
      }
      return pattern(patterns, path: path)
    case .in, .is, .textSearch:
      return false
    }
  }

  /// A pattern that is one hole's value between the same prefix and suffix in every parse. The prefix and suffix
  /// are read around the second parse's value, which is unlike anything else in a query.
  private mutating func pattern(_ patterns: [String], path: [Int]) -> Bool {
    guard patterns.count > 1 else { return false }
    for hole in found.indices where found[hole] == nil {
      let marker = values[1][hole]
      guard let range = patterns[1].range(of: marker) else { continue }
      let prefix = String(patterns[1][..<range.lowerBound])
      let suffix = String(patterns[1][range.upperBound...])
      if patterns.indices.allSatisfy({ patterns[$0] == prefix + values[$0][hole] + suffix }) {
        found[hole] = .pattern(path: path, prefix: prefix, suffix: suffix)
        return true
      }
    }
    return false
  }

  /// Records `place` for the one unplaced hole `matches` holds for; false when none or several do.
  private mutating func record(_ place: QueryTemplate.Place, where matches: (Int) -> Bool) -> Bool {
    let holes = found.indices.filter { found[$0] == nil && matches($0) }
    guard holes.count == 1, let hole = holes.first else { return false }
    found[hole] = place
    return true
  }

  private static func withoutPlaces(_ query: PostgrestQuery) -> PostgrestQuery {
    var query = query
    query.limit = nil
    query.offset = nil
    query.conditions = []
    return query
  }

  private func allEqual<T: Equatable>(_ items: [T]) -> Bool { items.dropFirst().allSatisfy { $0 == items[0] } }
}
