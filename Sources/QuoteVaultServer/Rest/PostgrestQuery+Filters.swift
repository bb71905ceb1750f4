import Foundation

/// PostgREST's filters: `col=op.value`, negated, and `or`/`and` trees of them.
extension PostgrestQuery {
  // MARK: - Filters

  /// `col=not.eq.5` and friends.
  static func parseFilter(column: String, _ value: String) throws(APIError) -> Condition {
    var rest = Substring(value)
    var negated = false
    if rest.utf8.starts(with: "not.".utf8) {
      negated = true
      rest = rest.dropFirst(4)
    }
    guard let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) else {
      throw parseFailure("failed to parse filter (\(value))", "unexpected end of input expecting operator")
    }
    let op = String(rest[..<dot])
    let operand = String(rest[rest.utf8.index(after: dot)...])
    return .leaf(column: column, negated: negated, operation: try operation(op, operand, whole: value))
  }

  /// A comparison's value and a pattern are taken as sent (unquoted), never checked here: `QueryTemplateCache`
  /// relies on it to fill them from a template, and a check added here must be made there too.
  static func operation(_ op: String, _ operand: String, whole: String) throws(APIError) -> Operation {
    // QuoteVault's search operator first, before the enums' raw values are tried (neither has it).
    if op == "ilike" { return .like(unquote(operand), caseInsensitive: true) }
    if let comparison = Comparison(rawValue: op) { return .compare(comparison, unquote(operand)) }
    // `fts`, or `fts(english)`: the configuration names a dictionary; every one here is the same.
    let searchName = op.utf8.firstIndex(of: UInt8(ascii: "(")).map { String(op[..<$0]) } ?? op
    if let kind = TextSearch.Kind(rawValue: searchName) {
      if searchName != op {
        let config = op.dropFirst(searchName.count)
        guard config.hasSuffix(")"), isIdentifier(config.dropFirst().dropLast()) else {
          throw parseFailure("failed to parse filter (\(whole))", "expecting a text search configuration")
        }
      }
      let query = unquote(operand)
      _ = try TextSearch.parse(query, kind: kind)
      return .textSearch(kind, query)
    }
    switch op {
    case "like": return .like(unquote(operand), caseInsensitive: false)
    case "ilike": return .like(unquote(operand), caseInsensitive: true)
    case "in":
      guard operand.hasPrefix("("), operand.hasSuffix(")") else {
        throw parseFailure("failed to parse filter (in.\(operand))", "expecting \"(\"")
      }
      let inner = String(operand.dropFirst().dropLast())
      return .in(inner.isEmpty ? [] : try splitTopLevel(inner).map(unquote))
    case "is":
      guard ["null", "true", "false", "unknown", "not_null"].contains(operand.lowercased()) else {
        throw parseFailure("failed to parse filter (is.\(operand))", "expecting null, true, false or unknown")
      }
      return .is(operand.lowercased())
    default:
      throw parseFailure("failed to parse filter (\(whole))", "unknown or unsupported operator \"\(op)\"")
    }
  }

  /// One item of an `or=(…)` / `and=(…)` tree: `col.op.value`, `col.not.op.value`, or a nested group.
  static func parseTreeItem(_ item: String, depth: Int) throws(APIError) -> Condition {
    guard depth <= maximumNesting else {
      throw parseFailure("failed to parse logic tree", "nested more than \(maximumNesting) levels deep")
    }
    var text = Substring(item)
    var negated = false
    let afterNot = text.utf8.dropFirst(4)
    if text.utf8.starts(with: "not.".utf8)
      && (afterNot.starts(with: "and(".utf8) || afterNot.starts(with: "or(".utf8))
    {
      negated = true
      text = text.dropFirst(4)
    }
    let group: (prefix: Int, isOr: Bool)? =
      text.utf8.starts(with: "and(".utf8) ? (4, false) : text.utf8.starts(with: "or(".utf8) ? (3, true) : nil
    if let (prefixLength, isOr) = group {
      guard text.utf8.last == UInt8(ascii: ")") else {
        throw parseFailure("failed to parse logic tree (\(item))", "expecting \")\"")
      }
      let inner = String(text.dropFirst(prefixLength).dropLast())
      return .group(
        isOr: isOr, negated: negated,
        try splitTopLevel(inner).map { (item: String) throws(APIError) -> Condition in
          try parseTreeItem(item, depth: depth + 1)
        })
    }
    guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else {
      throw parseFailure("failed to parse logic tree (\(item))", "expecting a column and an operator")
    }
    return try parseFilter(column: String(text[..<dot]), String(text[text.utf8.index(after: dot)...]))
  }

  /// Splits on commas outside parentheses and double quotes. It scans bytes: every delimiter is ASCII, which
  /// in UTF-8 is never part of another character, so items are cut on character boundaries.
  /// Scanned with integer offsets in the string's own bytes (the `UTF8View` index walk it was written with cost
  /// about 2,000 instructions a search).
  static func splitTopLevel(_ text: String) throws(APIError) -> [String] {
    enum Outcome {
      case items([String])
      /// A `)` with no `(` before it, or parentheses or quotes left open at the end.
      case unbalanced, unclosed
    }
    var bytesOfText = text
    let outcome = bytesOfText.withUTF8 { bytes -> Outcome in
      var items: [String] = []
      var itemStart = 0
      var depth = 0
      var quoted = false
      var escaped = false
      for index in 0..<bytes.count {
        let byte = bytes[index]
        if escaped {
          escaped = false
          continue
        }
        switch byte {
        case UInt8(ascii: "\\") where quoted: escaped = true
        case UInt8(ascii: "\""): quoted.toggle()
        case UInt8(ascii: "(") where !quoted: depth += 1
        case UInt8(ascii: ")") where !quoted:
          depth -= 1
          if depth < 0 { return .unbalanced }
        case UInt8(ascii: ",") where !quoted && depth == 0:
          items.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[itemStart..<index]), as: UTF8.self))
          itemStart = index + 1
        default: break
        }
      }
      guard depth == 0, !quoted else { return .unclosed }
      items.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[itemStart...]), as: UTF8.self))
      return .items(items)
    }
    switch outcome {
    case .unbalanced:
      throw parseFailure("failed to parse logic tree (\(text))", "unbalanced parentheses")
    case .unclosed:
      throw parseFailure("failed to parse logic tree (\(text))", "unbalanced parentheses or quotes")
    case .items(let items):
      guard !items.contains(where: \.isEmpty) else {
        throw parseFailure("failed to parse logic tree (\(text))", "empty item")
      }
      return items
    }
  }

  /// `"a,b"` -> `a,b`, with `\"` and `\\` unescaped; anything else as is.
  static func unquote(_ value: String) -> String {
    guard value.utf8.count >= 2, value.utf8.first == UInt8(ascii: "\""), value.utf8.last == UInt8(ascii: "\"") else {
      return value
    }
    var result = ""
    var escaped = false
    for character in value.dropFirst().dropLast() {
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
