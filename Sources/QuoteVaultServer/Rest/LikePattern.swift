import Foundation
import GRDB

/// PostgreSQL's ILIKE for any script: `%` any run, `_` one character (a code point, as PostgreSQL counts
/// them), `\` escapes; letters compared after Unicode lowercasing, so "É" matches "é" (SQLite's own LIKE folds
/// ASCII only). Registered as the SQL function `unicode_ilike(pattern, value)`.
///
/// Code points, never grapheme clusters: comparing one `Character` of 10,000 combining marks with another costs
/// their whole length, and a hostile field of them once took seconds. The match also stops when its request's
/// time budget is spent (`Deadline.spentOnThisThread`), which SQLite's progress handler cannot do inside a
/// function.
enum LikePattern {
  static let function = DatabaseFunction("unicode_ilike", argumentCount: 2, pure: true) { values in
    guard let pattern = String.fromDatabaseValue(values[0]), let value = String.fromDatabaseValue(values[1]) else {
      return nil
    }
    guard !Deadline.spentOnThisThread() else { return false }
    return matches(Array(value.lowercased().unicodeScalars), pattern: Array(pattern.lowercased().unicodeScalars))
  }

  /// `text` matched literally inside a pattern: `%`, `_` and `\` escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "%" || scalar == "_" || scalar == "\\" { result.unicodeScalars.append("\\") }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// How many steps pass between two looks at the budget's clock.
  static let stepsBetweenChecks = 4_096

  /// Wildcard matching with one point of backtracking (the last `%`): time proportional to value x pattern in
  /// the worst case, with no recursion, whatever the input; answers false once the budget is spent.
  static func matches(
    _ value: [Unicode.Scalar], pattern: [Unicode.Scalar], spent: () -> Bool = Deadline.spentOnThisThread
  ) -> Bool {
    var v = 0
    var p = 0
    var starPattern: Int?
    var starValue = 0
    var steps = 0
    while v < value.count {
      steps &+= 1
      if steps % stepsBetweenChecks == 0, spent() { return false }
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
