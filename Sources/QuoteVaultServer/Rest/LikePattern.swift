import Foundation
import GRDB

/// PostgreSQL's ILIKE for any script: `%` any run, `_` one character, `\` escapes; letters compared after
/// Unicode lowercasing, so "É" matches "é" (SQLite's own LIKE folds ASCII only). Registered as the SQL
/// function `unicode_ilike(pattern, value)`.
enum LikePattern {
  static let function = DatabaseFunction("unicode_ilike", argumentCount: 2, pure: true) { values in
    guard let pattern = String.fromDatabaseValue(values[0]), let value = String.fromDatabaseValue(values[1]) else {
      return nil
    }
    return matches(Array(value.lowercased()), pattern: Array(pattern.lowercased()))
  }

  /// Wildcard matching with one point of backtracking (the last `%`): time proportional to value x pattern in
  /// the worst case, with no recursion, whatever the input.
  static func matches(_ value: [Character], pattern: [Character]) -> Bool {
    var v = 0
    var p = 0
    var starPattern: Int?
    var starValue = 0
    while v < value.count {
      if p < pattern.count {
        let token = pattern[p]
        if token == "%" {
          starPattern = p
          starValue = v
          p += 1
          continue
        }
        if token == "\\", p + 1 < pattern.count {
          if pattern[p + 1] == value[v] {
            p += 2
            v += 1
            continue
          }
        } else if token == "_" || token == value[v] {
          p += 1
          v += 1
          continue
        }
      }
      guard let star = starPattern else { return false }
      p = star + 1
      starValue += 1
      v = starValue
    }
    while p < pattern.count, pattern[p] == "%" { p += 1 }
    return p == pattern.count
  }
}
