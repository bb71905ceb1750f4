import Foundation

/// A parsed PostgREST request: what to select, which rows, in which order, which page.
struct PostgrestQuery: Sendable {
  struct SelectItem: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
      case all
      case column(String)
      case embed(relation: String, items: [SelectItem])
    }
    let kind: Kind
    let alias: String?
    /// `relation!inner(…)`: only parents with at least one embedded row are returned.
    var innerJoin = false

    /// The name an embed is known by in the response and in `path.order`-style parameters.
    var embedKey: String? { if case .embed(let relation, _) = kind { alias ?? relation } else { nil } }
  }

  /// Filters, order and page of the rows of one embed, from `path.column=…`, `path.order=…`, `path.limit=…`,
  /// `path.offset=…`, `path.or=(…)` (supabase clients' `referencedTable:` / `foreignTable:` options).
  struct EmbedOptions: Equatable, Sendable {
    var conditions: [Condition] = []
    var order: [OrderTerm] = []
    var limit: Int?
    var offset: Int?
  }

  indirect enum Condition: Equatable, Sendable {
    case leaf(column: String, negated: Bool, operation: Operation)
    case group(isOr: Bool, negated: Bool, [Condition])

    /// Whether an `or` group is in this condition (the only shape QuoteVault's text-or-author search has). Its
    /// depth is bounded by `maximumNesting` when parsed.
    var hasOrGroup: Bool {
      guard case .group(let isOr, _, let items) = self else { return false }
      return isOr || items.contains(where: \.hasOrGroup)
    }
  }

  enum Operation: Equatable, Sendable {
    case compare(Comparison, String)
    case like(String, caseInsensitive: Bool)
    case `in`([String])
    case `is`(String)
    /// `fts`, `plfts`, `phfts`, `wfts`, with the query as sent (checked when parsed).
    case textSearch(TextSearch.Kind, String)
  }

  enum Comparison: String, Sendable { case eq, neq, gt, gte, lt, lte }

  struct OrderTerm: Equatable, Sendable {
    let column: String
    let ascending: Bool
    let nullsFirst: Bool?
  }

  var select: [SelectItem] = [SelectItem(kind: .all, alias: nil)]
  var conditions: [Condition] = []
  var order: [OrderTerm] = []
  var limit: Int?
  var offset: Int?
  var onConflict: [String]?
  /// Other parameters (RPC arguments on GET).
  var extra: [(String, String)] = []
  /// Per embed, by its dotted path of names (`collections.quotes`).
  var embedOptions: [String: EmbedOptions] = [:]

  static let reserved: Set<String> = ["select", "order", "limit", "offset", "on_conflict", "columns", "apikey"]
  /// How deep `and(or(…))` trees and embeds in `select` may nest. Parsing recurses per level, so a bound keeps
  /// a hostile query from exhausting the stack; real queries nest two or three levels.
  static let maximumNesting = 32
  /// The budget of a `select` (checked while parsing, before any row is read): at most this many items in all,
  /// embeds included, so `select=*,*,*,…` cannot ask for a response thousands of times the table; and embeds at
  /// most this deep, as real clients never need more. Both answer PGRST100, as PostgREST does for a select it
  /// will not run.
  static let maximumSelectItems = RequestBudgets().maximumSelectItems
  static let maximumEmbedDepth = RequestBudgets().maximumEmbedDepth

  /// Parses a raw query string. `filtersAreArguments` treats unknown keys as RPC arguments rather than filters.
  static func parse(_ rawQuery: String?, filtersAreArguments: Bool = false, budgets: RequestBudgets = RequestBudgets())
    throws(APIError) -> PostgrestQuery
  {
    var query = PostgrestQuery()
    for (key, value) in QueryString.pairs(rawQuery) {
      switch key {
      case "select":
        query.select = try parseSelect(value, budgets: budgets)
        let count = selectItemCount(query.select)
        guard count <= budgets.maximumSelectItems else {
          throw parseFailure(
            "failed to parse select parameter",
            "the select asks for \(count) items; at most \(budgets.maximumSelectItems) are allowed")
        }
      case "order": query.order = try parseOrder(value)
      case "limit": query.limit = try nonNegative(value, "limit")
      case "offset": query.offset = try nonNegative(value, "offset")
      case "on_conflict": query.onConflict = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      case "columns", "apikey": continue
      case "or", "and", "not.or", "not.and":
        let negated = key.hasPrefix("not.")
        let isOr = key.hasSuffix("or")
        guard value.hasPrefix("("), value.hasSuffix(")") else {
          throw parseFailure("failed to parse logic tree (\(value))", "expecting \"(\"")
        }
        let items = try splitTopLevel(String(value.dropFirst().dropLast()))
        query.conditions.append(
          .group(
            isOr: isOr, negated: negated,
            try items.map { (item: String) throws(APIError) -> Condition in try parseTreeItem(item, depth: 1) }))
      default:
        if filtersAreArguments {
          query.extra.append((key, value))
        } else if let dot = key.lastIndex(of: ".") {
          // A column name has no dot: this is a parameter of an embed.
          let path = String(key[..<dot])
          var options = query.embedOptions[path] ?? EmbedOptions()
          switch key[key.index(after: dot)...] {
          case "order": options.order = try parseOrder(value)
          case "limit": options.limit = try nonNegative(value, "limit")
          case "offset": options.offset = try nonNegative(value, "offset")
          case "or", "and":
            guard value.hasPrefix("("), value.hasSuffix(")") else {
              throw parseFailure("failed to parse logic tree (\(value))", "expecting \"(\"")
            }
            let items = try splitTopLevel(String(value.dropFirst().dropLast()))
            options.conditions.append(
              .group(
                isOr: key.hasSuffix("or"), negated: false,
                try items.map { (item: String) throws(APIError) -> Condition in try parseTreeItem(item, depth: 1) }))
          case let column:
            options.conditions.append(try parseFilter(column: String(column), value))
          }
          query.embedOptions[path] = options
        } else {
          query.conditions.append(try parseFilter(column: key, value))
        }
      }
    }
    for path in query.embedOptions.keys where embed(at: path, in: query.select) == nil {
      throw .rest(
        .badRequest, "PGRST108",
        "'\(path)' is not an embedded resource in this request",
        hint: "Verify that '\(path)' is included in the 'select' query parameter.")
    }
    return query
  }

  /// The embed named by a dotted path of embed keys, if the select has it.
  static func embed(at path: String, in items: [SelectItem]) -> SelectItem? {
    var level = items
    var found: SelectItem?
    for name in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard let item = level.first(where: { $0.embedKey == String(name) }),
        case .embed(_, let inner) = item.kind
      else { return nil }
      found = item
      level = inner
    }
    return found
  }

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

  static func operation(_ op: String, _ operand: String, whole: String) throws(APIError) -> Operation {
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
  static func splitTopLevel(_ text: String) throws(APIError) -> [String] {
    var items: [String] = []
    let utf8 = text.utf8
    var itemStart = utf8.startIndex
    var depth = 0
    var quoted = false
    var escaped = false
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if escaped {
        escaped = false
      } else {
        switch byte {
        case UInt8(ascii: "\\") where quoted: escaped = true
        case UInt8(ascii: "\""): quoted.toggle()
        case UInt8(ascii: "(") where !quoted: depth += 1
        case UInt8(ascii: ")") where !quoted:
          depth -= 1
          guard depth >= 0 else {
            throw parseFailure("failed to parse logic tree (\(text))", "unbalanced parentheses")
          }
        case UInt8(ascii: ",") where !quoted && depth == 0:
          items.append(String(text[itemStart..<index]))
          itemStart = utf8.index(after: index)
        default: break
        }
      }
      index = utf8.index(after: index)
    }
    guard depth == 0, !quoted else {
      throw parseFailure("failed to parse logic tree (\(text))", "unbalanced parentheses or quotes")
    }
    items.append(String(text[itemStart...]))
    guard !items.contains(where: \.isEmpty) else {
      throw parseFailure("failed to parse logic tree (\(text))", "empty item")
    }
    return items
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

  // MARK: - Select and order

  /// `id,text,author`, `*`, `alias:column`, `quotes(*)`, `quote:quotes(id,text)`.
  static func parseSelect(_ value: String, depth: Int = 0, budgets: RequestBudgets = RequestBudgets()) throws(APIError)
    -> [SelectItem]
  {
    guard depth <= budgets.maximumEmbedDepth else {
      throw parseFailure(
        "failed to parse select parameter", "embeds nested more than \(budgets.maximumEmbedDepth) levels deep")
    }
    // Counted before splitting, so a select of tens of thousands of items is refused without parsing them.
    guard value.utf8.count(where: { $0 == UInt8(ascii: ",") }) < budgets.maximumSelectItems.saturatingMultiply(4) else {
      throw parseFailure(
        "failed to parse select parameter", "the select asks for more than \(budgets.maximumSelectItems) items")
    }
    // Whitespace is dropped. Looked for byte by byte first: ASCII whitespace is the usual kind, and any other is
    // a multi-byte character, so most selects are never walked character by character.
    let mayHaveWhitespace = value.utf8.contains { $0 >= 0x80 || $0 == 0x20 || (0x09...0x0D).contains($0) }
    let trimmed = mayHaveWhitespace && value.contains(where: \.isWhitespace) ? value.filter { !$0.isWhitespace } : value
    guard !trimmed.isEmpty else { return [SelectItem(kind: .all, alias: nil)] }
    return try splitTopLevel(trimmed).map { (item: String) throws(APIError) -> SelectItem in
      var body = Substring(item)
      var alias: String?
      if let colon = body.utf8.firstIndex(of: UInt8(ascii: ":")),
        !body.utf8[body.utf8.index(after: colon)...].starts(with: [UInt8(ascii: ":")]),
        !body.utf8[..<colon].contains(UInt8(ascii: "("))
      {
        // `alias:column`; an empty alias or nothing after the colon is malformed, not a crash.
        let name = body[..<colon]
        body = body[body.utf8.index(after: colon)...]
        guard isIdentifier(name), !body.isEmpty else {
          throw parseFailure("failed to parse select parameter (\(value))", "unexpected \"\(item)\"")
        }
        alias = String(name)
      }
      if let cast = Self.firstIndex(of: "::", in: body) { body = body[..<cast] }
      if body == "*" { return SelectItem(kind: .all, alias: nil) }
      if let open = body.utf8.firstIndex(of: UInt8(ascii: "(")) {
        guard body.hasSuffix(")") else {
          throw parseFailure("failed to parse select parameter (\(value))", "expecting \")\"")
        }
        var relation = String(body[..<open])
        // `!inner` / `!left` choose the join; any other `!hint` names a foreign key, and this schema has one per
        // relationship (ambiguity is answered with PGRST201).
        var innerJoin = false
        if let bang = relation.firstIndex(of: "!") {
          innerJoin = relation[relation.index(after: bang)...].split(separator: "!").contains("inner")
          relation = String(relation[..<bang])
        }
        let inner = String(body[body.utf8.index(after: open)..<body.utf8.index(before: body.endIndex)])
        return SelectItem(
          kind: .embed(relation: relation, items: try parseSelect(inner, depth: depth + 1, budgets: budgets)),
          alias: alias,
          innerJoin: innerJoin)
      }
      guard isIdentifier(body) else {
        throw parseFailure("failed to parse select parameter (\(value))", "unexpected \"\(body)\"")
      }
      return SelectItem(kind: .column(String(body)), alias: alias)
    }
  }

  /// Every item of a select, embeds and their items included.
  static func selectItemCount(_ items: [SelectItem]) -> Int {
    items.reduce(0) { total, item in
      if case .embed(_, let inner) = item.kind { return total + 1 + selectItemCount(inner) }
      return total + 1
    }
  }

  /// `id.desc,author.asc.nullslast`.
  static func parseOrder(_ value: String) throws(APIError) -> [OrderTerm] {
    // Split on bytes: `,` and `.` are ASCII, so the pieces start and end on character boundaries.
    try value.utf8.split(separator: UInt8(ascii: ",")).map { (bytes) throws(APIError) -> OrderTerm in
      let term = Substring(bytes)
      let parts = term.utf8.split(separator: UInt8(ascii: ".")).map { String(Substring($0)) }
      guard let column = parts.first, isIdentifier(Substring(column)), parts.count <= 3 else {
        throw parseFailure("failed to parse order (\(value))", "unexpected \"\(term)\"")
      }
      var ascending = true
      var nullsFirst: Bool?
      for modifier in parts.dropFirst() {
        switch modifier {
        case "asc": ascending = true
        case "desc": ascending = false
        case "nullsfirst": nullsFirst = true
        case "nullslast": nullsFirst = false
        default: throw parseFailure("failed to parse order (\(value))", "unexpected \"\(modifier)\"")
        }
      }
      return OrderTerm(column: column, ascending: ascending, nullsFirst: nullsFirst)
    }
  }

  /// An unquoted SQL name: ASCII letters, digits and `_`, not starting with a digit, at most 63 bytes.
  static func isIdentifier(_ text: Substring) -> Bool {
    let utf8 = text.utf8
    guard let first = utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), utf8.count <= 63
    else { return false }
    return utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }
  }

  /// Where `needle` (ASCII) first starts in `text`, found byte by byte.
  static func firstIndex(of needle: StaticString, in text: Substring) -> String.Index? {
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    let utf8 = text.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex {
      if utf8[index...].starts(with: pattern) { return index }
      index = utf8.index(after: index)
    }
    return nil
  }

  private static func nonNegative(_ value: String, _ name: String) throws(APIError) -> Int {
    guard let number = Int(value), number >= 0 else {
      throw parseFailure("\"\(value)\" is not a valid \(name)", "\(name) must be a non-negative integer")
    }
    return number
  }

  static func parseFailure(_ message: String, _ details: String) -> APIError {
    .rest(.badRequest, "PGRST100", message, details: details)
  }
}

/// A raw query string as key/value pairs in order, percent-decoded, `+` read as a space as PostgREST does.
enum QueryString {
  /// Scanned byte by byte: `&` and `=` are ASCII, so every piece starts and ends on a character boundary.
  static func pairs(_ raw: String?) -> [(String, String)] {
    guard let raw, !raw.isEmpty else { return [] }
    var pairs: [(String, String)] = []
    let utf8 = raw.utf8
    var pairStart = utf8.startIndex
    var equals: String.Index?
    var index = utf8.startIndex
    while true {
      let atEnd = index == utf8.endIndex
      if atEnd || utf8[index] == UInt8(ascii: "&") {
        let keyEnd = equals ?? index
        if keyEnd > pairStart {
          let value = equals.map { decode(raw[utf8.index(after: $0)..<index]) } ?? ""
          pairs.append((decode(raw[pairStart..<keyEnd]), value))
        }
        if atEnd { break }
        pairStart = utf8.index(after: index)
        equals = nil
      } else if equals == nil, utf8[index] == UInt8(ascii: "=") {
        equals = index
      }
      index = utf8.index(after: index)
    }
    return pairs
  }

  /// `+` as a space and `%XX` as its byte, as PostgREST reads them; text with a malformed escape, or that does not
  /// decode to UTF-8, is kept as it came. Most parameters have nothing to decode and are only copied.
  static func decode(_ text: Substring) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
      return String(text)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          return String(text)
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(bytes: bytes, encoding: .utf8) ?? String(text)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
