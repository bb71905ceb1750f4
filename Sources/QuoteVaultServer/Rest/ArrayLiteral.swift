/// PostgreSQL's text form of a one-dimensional `text[]`, as a filter operand carries it (`topics=eq.{Love,Humor}`):
/// `{}`, `{a,b}`, elements in double quotes with backslash escapes, unquoted `NULL` as null. Anything else
/// (nesting, a stray brace or quote) is nil: PostgreSQL's "malformed array literal".
enum ArrayLiteral {
  static func parse(_ raw: String) -> [String?]? {
    var characters = Substring(raw.trimmingSpaces)
    guard characters.first == "{", characters.last == "}" else { return nil }
    characters = characters.dropFirst().dropLast()
    guard !characters.allSatisfy(\.isWhitespace) else { return [] }
    var elements: [String?] = []
    var iterator = characters.makeIterator()
    var current = ""
    var quoted = false
    var wasQuoted = false
    var afterQuote = false
    func finish() -> Bool {
      let bare = current.trimmingSpaces
      if !wasQuoted, bare.isEmpty { return false }
      elements.append(!wasQuoted && bare.uppercased() == "NULL" ? nil : (wasQuoted ? current : bare))
      current = ""
      wasQuoted = false
      afterQuote = false
      return true
    }
    while let character = iterator.next() {
      if quoted {
        switch character {
        case "\\":
          guard let escaped = iterator.next() else { return nil }
          current.append(escaped)
        case "\"":
          quoted = false
          afterQuote = true
        default: current.append(character)
        }
        continue
      }
      switch character {
      case ",": guard finish() else { return nil }
      case "\"":
        guard current.allSatisfy(\.isWhitespace), !wasQuoted else { return nil }
        current = ""
        quoted = true
        wasQuoted = true
      case "{", "}", "\\": return nil
      default:
        if afterQuote {
          guard character.isWhitespace else { return nil }
        } else {
          current.append(character)
        }
      }
    }
    guard !quoted, finish() else { return nil }
    return elements
  }
}

extension StringProtocol {
  /// Without the spaces PostgreSQL skips around an array element.
  fileprivate var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
