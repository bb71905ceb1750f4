import Foundation

/// A parsed PostgREST request: what to select, which rows, in which order, which page.
struct PostgrestQuery: Equatable, Sendable {
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

  enum Comparison: String, Sendable {
    case eq, neq, gt, gte, lt, lte

    /// The SQL operator after a column, with its placeholder (` = ?`).
    var symbol: String {
      switch self {
      case .eq: " = ?"
      case .neq: " <> ?"
      case .gt: " > ?"
      case .gte: " >= ?"
      case .lt: " < ?"
      case .lte: " <= ?"
      }
    }
  }

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
  var extra: [QueryParameter] = []
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
    // Whether an `order` was read already, and the embeds' paths whose `path.order` was. PostgREST folds its
    // `order` parameters from the last to the first, each replacing the one before, so the first of a path is the
    // one it uses; a later one is still parsed, and refused when malformed. It drops a parameter without a value
    // (`order&…`, no `=`) before parsing, but parses `order=` and refuses it, as an order has at least one term.
    // Several keys are one parameter, `order=added_at.asc,quote_id.asc`, which is what supabase-swift sends for
    // chained `.order` calls.
    var ordered = false
    var orderedEmbeds: Set<String> = []
    for (key, value, hasValue) in QueryString.pairs(rawQuery) {
      if !hasValue, key == "order" || key.hasSuffix(".order") { continue }
      switch key {
      case "select":
        query.select = try parseSelect(value, budgets: budgets)
        let count = selectItemCount(query.select)
        guard count <= budgets.maximumSelectItems else {
          throw parseFailure(
            "failed to parse select parameter",
            "the select asks for \(count) items; at most \(budgets.maximumSelectItems) are allowed")
        }
      case "order":
        let terms = try parseOrder(value)
        if !ordered { query.order = terms }
        ordered = true
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
        let items = try splitTopLevel(insideParentheses(value))
        query.conditions.append(
          .group(
            isOr: isOr, negated: negated,
            try items.map { (item: String) throws(APIError) -> Condition in try parseTreeItem(item, depth: 1) }))
      default:
        if filtersAreArguments {
          query.extra.append(QueryParameter(name: key, value: value))
        } else if let dot = key.lastIndex(of: ".") {
          // A column name has no dot: this is a parameter of an embed.
          let path = String(key[..<dot])
          var options = query.embedOptions[path] ?? EmbedOptions()
          switch key[key.index(after: dot)...] {
          case "order":
            let terms = try parseOrder(value)
            if !orderedEmbeds.contains(path) { options.order = terms }
            orderedEmbeds.insert(path)
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
    for path in query.embedOptions.keys where Embedding.embed(at: path, in: query.select) == nil {
      throw .rest(
        .badRequest, "PGRST108",
        "'\(path)' is not an embedded resource in this request",
        hint: "Verify that '\(path)' is included in the 'select' query parameter.")
    }
    return query
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
    guard commas(in: value) < budgets.maximumSelectItems.saturatingMultiply(4) else {
      throw parseFailure(
        "failed to parse select parameter", "the select asks for more than \(budgets.maximumSelectItems) items")
    }
    // The usual select, column names and commas only, is read without the general item parser.
    if let columns = plainColumns(value) { return columns }
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

  /// How many commas `value` has, counted in its own bytes (the generic `UTF8View` count took about 35
  /// instructions a byte).
  static func commas(in value: String) -> Int {
    var value = value
    return value.withUTF8 { bytes in
      var count = 0
      for byte in bytes where byte == UInt8(ascii: ",") { count += 1 }
      return count
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
    if let terms = plainOrder(value) { return terms }
    return try generalOrder(value)
  }

  /// `parseOrder` for any order (the general parser, which `plainOrder` must agree with).
  static func generalOrder(_ value: String) throws(APIError) -> [OrderTerm] {
    // Split on bytes: `,` and `.` are ASCII, so the pieces start and end on character boundaries. Empty pieces are
    // kept: an order of no terms (`order=`), or an empty term (`a,,b`, `a,`), is malformed, as PostgREST's parser
    // (one or more terms separated by commas) has it.
    let pieces = value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    return try pieces.enumerated().map { (position, bytes) throws(APIError) -> OrderTerm in
      guard !bytes.isEmpty else {
        let unexpected = position == pieces.indices.last ? "end of input" : "\",\""
        throw parseFailure(
          "failed to parse order (\(value))", "unexpected \(unexpected) expecting field name (* or [a..z0..9_$])")
      }
      let term = Substring(bytes)
      // An empty modifier (`id.`, `id..desc`) is kept too, and refused below.
      let parts = term.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
        String(Substring($0))
      }
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

  /// Any 1-18 digits are a limit or offset: `QueryTemplateCache` fills them from a template on that ground.
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
