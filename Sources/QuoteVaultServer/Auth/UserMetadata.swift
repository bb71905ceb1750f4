/// `user_metadata`'s budget. The metadata travels inside every access token, so an unbounded object would
/// make the user's own token outgrow the header limit (locking them out) and make every write to it slow; it
/// is checked before any work and merged in linear time.
enum UserMetadata {
  /// Keys in one request's `data` and in the stored object.
  static let maximumKeys = 50
  /// The stored object, serialized: the token stays a few kilobytes.
  static let maximumBytes = 4_096

  static var tooLarge: APIError {
    .auth(
      .badRequest, "validation_failed",
      "User metadata is limited to \(maximumKeys) keys and \(maximumBytes) bytes")
  }

  /// The members of `data` (an object, or absent), at most `maximumKeys` of them, nulls kept (they remove a
  /// key in a merge); a repeated key keeps its last value, as JSON objects do.
  static func validated(_ data: JSON?) throws(APIError) -> [(String, JSON)] {
    guard let data, data != .null else { return [] }
    guard let members = data.objectMembers else {
      throw .auth(.badRequest, "validation_failed", "data must be an object")
    }
    guard members.count <= maximumKeys else { throw tooLarge }
    return deduplicated(members)
  }

  /// Each key once, at its first place, with its last value (as a JSON object's repeated key reads).
  static func deduplicated(_ members: [(String, JSON)]) -> [(String, JSON)] {
    var latest: [String: JSON] = [:]
    for (key, value) in members { latest[key] = value }
    var placed = Set<String>()
    return members.compactMap { key, _ in placed.insert(key).inserted ? latest[key].map { (key, $0) } : nil }
  }

  /// `current` updated by `changes`: a key set to null is removed, others replace or join, order kept. Linear:
  /// one dictionary pass, not a search per key.
  static func merged(_ current: [(String, JSON)], _ changes: [(String, JSON)]) -> [(String, JSON)] {
    let changes = deduplicated(changes)
    let changed = Dictionary(changes, uniquingKeysWith: { _, last in last })
    let kept = deduplicated(current).compactMap { key, value -> (String, JSON)? in
      guard let change = changed[key] else { return (key, value) }
      return change == .null ? nil : (key, change)
    }
    let keptKeys = Set(current.map(\.0))
    return kept + changes.filter { !keptKeys.contains($0.0) && $0.1 != .null }
  }

  /// The stored form, or `tooLarge` when the merged object is over budget.
  static func serialized(_ members: [(String, JSON)]) throws(APIError) -> String {
    let text = JSON.object(members).serialized
    guard members.count <= maximumKeys, text.utf8.count <= maximumBytes else { throw tooLarge }
    return text
  }
}
