import Synchronization

/// Parsed table reads by the shape of their query string, so a page or search asked again with other values (the
/// next cursor, another word, another offset) is not parsed again.
///
/// A shape (`QueryShape`) is the raw query with its holes marked: a run of 1-18 digits that is a whole value or
/// follows the value's last dot (`limit=20`, `id=gt.1234`), and a run of 1-40 ASCII letters or digits between two
/// `*` (`text.ilike.*word*`). The second time a shape with holes is seen, its query is parsed in full and twice
/// more with other values in its holes (`QueryTemplate.learn`): only when the three parses differ exactly in a
/// limit, an offset, a comparison's value or a pattern's word, each hole in one, is the shape kept as a template.
/// That holds because the parser takes those values as they are (see `PostgrestQuery.operation` and `nonNegative`).
/// Any other query is parsed as before. Only what the parser would return is kept.
final class QueryTemplateCache: Sendable {
  /// Shapes kept at once; when full, it starts again empty.
  static let maximumEntries = 256
  /// Longer queries are always parsed (a kept shape is at most this many bytes).
  static let maximumQueryBytes = 1_024
  /// Shapes seen once, by their hash's slot: a shape is learned on its second sighting, so a query whose literal
  /// text is new each time costs one parse and takes no entry (it may overwrite a slot, delaying another shape's
  /// learning by a sighting).
  static let sightingSlots = 1_024

  /// The budgets the templates were parsed under (a select's item count is checked against them).
  let budgets: RequestBudgets
  private let state = Mutex(State())

  private struct State {
    var entries: [String: Entry] = [:]
    var sightings = [Int](repeating: 0, count: QueryTemplateCache.sightingSlots)
  }

  enum Entry: Sendable {
    case template(QueryTemplate)
    /// Parsed in full every time: its holes are not all plain values.
    case unusable
  }

  /// A query made from a template: the template and the values of the query's holes (`ReadPlans` keeps SQL by
  /// template).
  struct Match: Sendable {
    let template: QueryTemplate
    let holes: [QueryShape.Hole]
    let values: [String]
  }

  init(budgets: RequestBudgets) { self.budgets = budgets }

  /// What `PostgrestQuery.parse(raw, budgets:)` returns (or throws) for `raw`.
  func parse(_ raw: String?) throws(APIError) -> PostgrestQuery { try parseMatching(raw).query }

  /// `parse`, and the template and values it was made from, if it was.
  func parseMatching(_ raw: String?) throws(APIError) -> (query: PostgrestQuery, match: Match?) {
    guard let raw, let shape = QueryShape(raw), !shape.holes.isEmpty else {
      return (try PostgrestQuery.parse(raw, budgets: budgets), nil)
    }
    let (entry, seenBefore) = state.withLock { state -> (Entry?, Bool) in
      if let entry = state.entries[shape.key] { return (entry, true) }
      // Hashed again only on a miss: a kept shape's read hashes its key once, in the lookup.
      let hash = shape.key.hashValue
      let slot = Int(UInt(bitPattern: hash) % UInt(Self.sightingSlots))
      defer { state.sightings[slot] = hash }
      return (nil, state.sightings[slot] == hash)
    }
    switch entry {
    case .template(let template)?:
      if let query = template.filled(with: shape.values) {
        return (query, Match(template: template, holes: shape.holes, values: shape.values))
      }
      return (try PostgrestQuery.parse(raw, budgets: budgets), nil)
    case .unusable?:
      return (try PostgrestQuery.parse(raw, budgets: budgets), nil)
    case nil:
      // A query that is refused is refused again next time: only parsed queries are learned from.
      let query = try PostgrestQuery.parse(raw, budgets: budgets)
      guard seenBefore else { return (query, nil) }
      let entry = QueryTemplate.learn(shape, parsed: query, budgets: budgets).map(Entry.template) ?? .unusable
      // A full table is emptied by handing its entries out of the lock, to be freed after it.
      let dropped = state.withLock { state -> [String: Entry] in
        guard state.entries[shape.key] == nil else { return [:] }
        var dropped: [String: Entry] = [:]
        if state.entries.count >= Self.maximumEntries { swap(&dropped, &state.entries) }
        state.entries[shape.key] = entry
        return dropped
      }
      _ = dropped
      return (query, nil)
    }
  }

  /// Shapes kept (tests).
  var count: Int { state.withLock { $0.entries.count } }
  /// Whether `raw`'s shape is kept as a template (tests).
  func hasTemplate(for raw: String) -> Bool {
    guard let shape = QueryShape(raw) else { return false }
    if case .template? = state.withLock({ $0.entries[shape.key] }) { return true }
    return false
  }
}
