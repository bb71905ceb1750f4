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
    var latest: [String: JSON] = [:]
    for (key, value) in members { latest[key] = value }
    var placed = Set<String>()
    return members.compactMap { key, _ in placed.insert(key).inserted ? latest[key].map { (key, $0) } : nil }
  }

  /// `current` updated by `changes`: a key set to null is removed, others replace or join, order kept. Linear:
  /// one dictionary pass, not a search per key.
  static func merged(_ current: [(String, JSON)], _ changes: [(String, JSON)]) -> [(String, JSON)] {
    var latest: [String: JSON] = [:]
    for (key, value) in changes { latest[key] = value }
    var result: [(String, JSON)] = []
    var placed = Set<String>()
    for (key, value) in current where placed.insert(key).inserted {
      if let change = latest[key] {
        if change != .null { result.append((key, change)) }
      } else {
        result.append((key, value))
      }
    }
    for (key, _) in changes where placed.insert(key).inserted {
      if let value = latest[key], value != .null { result.append((key, value)) }
    }
    return result
  }

  /// The stored form, or `tooLarge` when the merged object is over budget.
  static func serialized(_ members: [(String, JSON)]) throws(APIError) -> String {
    let text = JSON.object(members).serialized
    guard members.count <= maximumKeys, text.utf8.count <= maximumBytes else { throw tooLarge }
    return text
  }
}
