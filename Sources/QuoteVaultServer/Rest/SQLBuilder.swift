import Foundation
import GRDB

/// SQL text with its bound values. Identifiers come only from `TableSpec`; every value is a parameter.
struct SQLFragment {
  var sql: String
  var arguments: [DatabaseValue]

  init(_ sql: String, _ values: [(any DatabaseValueConvertible)?] = []) {
    self.sql = sql
    arguments = values.map { $0?.databaseValue ?? .null }
  }

  init(_ sql: String, databaseValues: [DatabaseValue]) {
    self.sql = sql
    arguments = databaseValues
  }

  var statementArguments: StatementArguments { .init(databaseValues: arguments) }
}

/// A query of one of the quotes' full-text indexes (`quotes_fts`, trigrams; `quotes_words`, words), as the ids
/// it matches.
struct IndexSearch {
  let index: String
  let query: String
  /// The words the query is any of (the word index's), or nil (the trigram index's).
  var words: [String]? = nil

  /// `"id" IN (…)`, with `window` (ORDER BY / LIMIT of the index's rows) and its values after the MATCH, and
  /// `visible` (a policy over the index's rows, `rowid` naming the quote) before the window counts them.
  func fragment(visible: SQLFragment? = nil, window: String = "", _ windowValues: [DatabaseValue] = []) -> SQLFragment {
    let ids = self.ids(visible: visible, window: window, windowValues)
    return SQLFragment("\"id\" IN (\(ids.sql))", databaseValues: ids.arguments)
  }

  /// The matching ids as a query of one column, `match_id`, in the window's order.
  func ids(visible: SQLFragment?, window: String, _ windowValues: [DatabaseValue]) -> SQLFragment {
    SQLFragment(
      "SELECT rowid AS \"match_id\" FROM \(index) WHERE \(index) MATCH ?\(visible.map { " AND (\($0.sql))" } ?? "")\(window)",
      databaseValues: [query.databaseValue] + (visible?.arguments ?? []) + windowValues)
  }
}

/// Builds WHERE clauses from PostgREST filters and the table's policies.
struct SQLBuilder {
  let table: TableSpec
  /// The quotes' words, when known: a search over text and author for a whole-word-able term is answered by the
  /// word index (`Vocabulary`), any other by the trigram index.
  var vocabulary: Vocabulary?
  /// The word index's lists, when kept in memory: a word search's page is then merged from them
  /// (`listedSearchSource`).
  var postings: WordPostings?

  // MARK: - Policies

  enum Operation: Sendable { case read, write, delete }

  /// The policy clause for `principal` (nil: every row). As on a Supabase project, where `anon` and
  /// `authenticated` are granted every table of `public` by default and row level security decides: a role no
  /// policy lets see or change a row simply matches none (a signed-out read of favorites is `200 []`, a user's
  /// PATCH of quotes changes nothing), rather than being refused.
  func policy(for principal: Principal, _ operation: Operation) throws(APIError) -> SQLFragment? {
    switch (table.access, principal) {
    case (_, .serviceRole): return nil
    case (.catalogueOrOwner(column: "owner_id"), .anon) where operation == .read:
      // The same text every signed-out read of quotes builds, made once.
      return Self.anonCatalogue
    case (.catalogueOrOwner(let column), _) where operation == .read:
      return Self.catalogueOrOwn("\"\(column)\"", principal)
    // auth.uid() is null for anon: no owner policy matches a row.
    case (_, .anon): return SQLFragment("0")
    case (_, .user) where operation == .delete && !table.deletable: return SQLFragment("0")
    case (.owner(let column), .user(let id, _)), (.catalogueOrOwner(let column), .user(let id, _)):
      return SQLFragment("\"\(column)\" = ?", [id])
    case (.ownerThroughCollection, .user(let id, _)):
      return SQLFragment("\"collection_id\" IN (SELECT id FROM collections WHERE user_id = ?)", [id])
    }
  }

  /// An insert no policy allows: PostgreSQL's row level security error, 401 for anon and 403 for a user as
  /// PostgREST answers 42501. (Owner tables check the new row's owner per row, as their WITH CHECK does.)
  func checkInsert(_ principal: Principal) throws(APIError) {
    let message = "new row violates row-level security policy for table \"\(table.name)\""
    switch (table.access, principal) {
    case (_, .serviceRole), (_, .user): return
    case (_, .anon): throw .rest(.unauthorized, "42501", message)
    }
  }

  /// WHERE for the policy and the filters together ("1" when there are none).
  func whereClause(_ conditions: [PostgrestQuery.Condition], policy: SQLFragment?) throws(APIError) -> SQLFragment {
    guard policy != nil || !conditions.isEmpty else { return SQLFragment("1") }
    // `(part) AND (part)…` as pieces joined once (`joined`), with one argument list: appending to a string cost
    // about 340 instructions a piece, and an array of parenthesised parts joined afterwards about 8,000 a page.
    var pieces: [String] = []
    pieces.reserveCapacity(4 * conditions.count + 4)
    var arguments: [DatabaseValue] = []
    func add(_ part: SQLFragment) {
      if !pieces.isEmpty { pieces.append(" AND ") }
      pieces.append("(")
      pieces.append(part.sql)
      pieces.append(")")
      arguments += part.arguments
    }
    if let policy { add(policy) }
    for condition in conditions { add(try fragment(condition)) }
    return SQLFragment(Self.joined(pieces), databaseValues: arguments)
  }

  /// A search that is the only filter, as the rows of one page in id order (`descending` for id.desc): the
  /// index yields its matches in rowid order, so it stops after `offset + limit` and hands over just the page,
  /// and the table is read for those rows only. Nil when the conditions are anything else.
  /// The read policy is applied to the index's rows before the window counts them off (`indexPolicy`).
  func searchWindow(
    _ conditions: [PostgrestQuery.Condition], principal: Principal, offset: Int, limit: Int,
    descending: Bool = false
  ) throws(APIError) -> SQLFragment? {
    try searchIDs(conditions, principal: principal, offset: offset, limit: limit, descending: descending)
      .map { ids in SQLFragment("\"id\" IN (\(ids.sql))", databaseValues: ids.arguments) }
  }

  /// `searchWindow` as the rows' source, the `FROM` of the page's SELECT: the window's ids, then the table's row
  /// of each. With CROSS JOIN the window stays the outer loop, a co-routine that yields its ids in its own order
  /// (the page's), and each row is read by its id; `"id" IN (…)` first stored the ids in a temporary b-tree
  /// (creating, filling and dropping it was about a tenth of an uncached search's instructions). The same rows
  /// either way: the ids of the window that have a row, in id order.
  func searchSource(
    _ conditions: [PostgrestQuery.Condition], principal: Principal, offset: Int, limit: Int,
    descending: Bool = false
  ) throws(APIError) -> SQLFragment? {
    try searchIDs(conditions, principal: principal, offset: offset, limit: limit, descending: descending).map {
      ids in
      SQLFragment(
        "(\(ids.sql)) AS \"window\" CROSS JOIN \"\(table.name)\" ON \"\(table.name)\".\"id\" = \"window\".\"match_id\"",
        databaseValues: ids.arguments)
    }
  }

  private func searchIDs(
    _ conditions: [PostgrestQuery.Condition], principal: Principal, offset: Int, limit: Int, descending: Bool
  ) throws(APIError) -> SQLFragment? {
    guard conditions.count == 1, let search = indexSearch(conditions[0]) else { return nil }
    let visible: SQLFragment?
    switch (table.access, principal) {
    case (_, .serviceRole): visible = nil
    case (.catalogueOrOwner(let column), _):
      visible = Self.catalogueOrOwn(
        "(SELECT \"\(column)\" FROM \"\(table.name)\" WHERE \"id\" = \(search.index).rowid)", principal)
    default:
      guard try policy(for: principal, .read) == nil else { return nil }
      visible = nil
    }
    return search.ids(
      visible: visible,
      window: descending ? " ORDER BY rowid DESC LIMIT ? OFFSET ?" : " ORDER BY rowid ASC LIMIT ? OFFSET ?",
      [limit.databaseValue, offset.databaseValue])
  }

  /// The catalogue (`owner` null) and, for a user, their own rows; `owner` is an SQL expression, named once.
  /// While no quote has an owner, the first test (one probe of the `quotes_owner_id` index, which SQLite runs once
  /// per statement) answers for every row, and the per-row test, a lookup of the quote in a search window, is
  /// skipped: a search then costs what it did before own quotes (docs/benchmarks.md). Inside the statement, so it
  /// sees the same snapshot as the rows.
  private static func catalogueOrOwn(_ owner: String, _ principal: Principal) -> SQLFragment? {
    return switch principal {
    case .serviceRole: nil
    case .anon: SQLFragment("(" + noneOwned + " OR " + owner + " IS NULL)", databaseValues: [])
    case .user(let id, _): SQLFragment("(\(noneOwned) OR coalesce(\(owner), ?) = ?)", [id, id])
    }
  }

  /// `catalogueOrOwn` of the `owner_id` column for anon (`policy`).
  static let anonCatalogue = catalogueOrOwn("\"owner_id\"", .anon)

  private static let noneOwned = "NOT EXISTS (SELECT 1 FROM \"quotes\" WHERE \"owner_id\" IS NOT NULL)"

  // MARK: - Filters

  func fragment(_ condition: PostgrestQuery.Condition) throws(APIError) -> SQLFragment {
    switch condition {
    case .group(let isOr, let negated, let items):
      if isOr, !negated, let search = textOrAuthorSearch(items) { return search.fragment() }
      let parts = try items.map { (item) throws(APIError) in try fragment(item) }
      let joined = parts.map { "(\($0.sql))" }.joined(separator: isOr ? " OR " : " AND ")
      return SQLFragment(negated ? "NOT (\(joined))" : joined, databaseValues: parts.flatMap(\.arguments))
    case .leaf(let name, let negated, let operation):
      let column = try self.column(name)
      let base = try leaf(column, operation)
      return negated ? SQLFragment("NOT (\(base.sql))", databaseValues: base.arguments) : base
    }
  }

  private func leaf(_ column: TableSpec.Column, _ operation: PostgrestQuery.Operation) throws(APIError) -> SQLFragment {
    let name = column.quotedName
    switch operation {
    case .compare(let comparison, let raw):
      // A text[] is kept as JSON text, whose order is not PostgreSQL's element-wise one: only equality is
      // answered, not a wrong order.
      if column.type == .textArray, comparison.rawValue != "eq", comparison.rawValue != "neq" {
        throw .rest(
          .badRequest, "42883",
          "comparison \(comparison.rawValue) of text[] is not supported by quotevault-server (eq and neq are)")
      }
      // The value as `SQLFragment.init(_:_:)` converts it (nil is NULL), without the array of optionals.
      let value = try Values.parse(raw, as: column, table: table)
      return SQLFragment(name + comparison.symbol, databaseValues: [value?.databaseValue ?? .null])
    case .in(let raws):
      guard !raws.isEmpty else { return SQLFragment("0") }
      let values = try raws.map { (raw) throws(APIError) in try Values.parse(raw, as: column, table: table) }
      return SQLFragment("\(name) IN (\(Array(repeating: "?", count: values.count).joined(separator: ", ")))", values)
    case .is(let value):
      switch value {
      case "null", "unknown": return SQLFragment("\(name) IS NULL")
      case "not_null": return SQLFragment("\(name) IS NOT NULL")
      default:
        guard column.type == .boolean else {
          throw .rest(
            .badRequest, "42804",
            "argument of IS \(value.uppercased()) must be type boolean, not type \(Values.typeName(column.type))")
        }
        return SQLFragment("\(name) = ?", [value == "true" ? 1 : 0])
      }
    case .textSearch(let kind, let query):
      guard column.type == .text else {
        throw .rest(.notFound, "42883", "function to_tsvector(\(Values.typeName(column.type))) does not exist")
      }
      return SQLFragment("text_search(?, ?, \(name))", [kind.rawValue, query])
    case .like(let pattern, let caseInsensitive):
      guard column.type == .text else {
        throw .rest(.notFound, "42883", "operator does not exist: \(Values.typeName(column.type)) ~~ unknown")
      }
      let likePattern = Self.likePattern(pattern)
      if caseInsensitive, table.name == "quotes", column.name == "text" || column.name == "author",
        let term = Self.containsTerm(likePattern)
      {
        return Self.trigramMatch(columns: [column.name], term: term).fragment()
      }
      if caseInsensitive { return SQLFragment("unicode_ilike(?, \(name))", [likePattern]) }
      return SQLFragment("\(name) GLOB ?", [Self.glob(fromLike: likePattern)])
    }
  }

  /// A search that a full-text index answers alone, or nil.
  func indexSearch(_ condition: PostgrestQuery.Condition) -> IndexSearch? {
    switch condition {
    case .group(true, false, let items): return textOrAuthorSearch(items)
    case .leaf(let name, false, .like(let pattern, caseInsensitive: true)):
      guard table.name == "quotes", name == "text" || name == "author",
        let term = Self.containsTerm(Self.likePattern(pattern))
      else { return nil }
      return Self.trigramMatch(columns: [name], term: term)
    default: return nil
    }
  }

  /// QuoteVault's search, `or=(text.ilike.*w*,author.ilike.*w*)`, as one FTS5 query over both columns.
  private func textOrAuthorSearch(_ items: [PostgrestQuery.Condition]) -> IndexSearch? {
    guard table.name == "quotes", items.count > 1 else { return nil }
    var columns: [String] = []
    var searched: String?
    for item in items {
      guard case .leaf(let name, false, .like(let pattern, caseInsensitive: true)) = item,
        name == "text" || name == "author",
        let term = Self.containsTerm(Self.likePattern(pattern)), searched == nil || searched == term
      else { return nil }
      columns.append(name)
      searched = term
    }
    guard let term = searched else { return nil }
    if columns.contains("text"), columns.contains("author"), let words = wordMatch(term) { return words }
    return Self.trigramMatch(columns: columns, term: term)
  }

  /// Rows whose text or author contains `term`, from the word index: the rows with any of the words that
  /// contain it. Nil when the term has other characters than letters and digits, or is in no word or too many.
  private func wordMatch(_ term: String) -> IndexSearch? {
    guard let vocabulary, let term = Vocabulary.searchableTerm(term),
      let words = vocabulary.words(containing: term), !words.isEmpty
    else { return nil }
    return IndexSearch(index: "quotes_words", query: words.map(Self.ftsString).joined(separator: " OR "), words: words)
  }

  /// Rows whose `columns` contain `term`, case-insensitively, answered by the trigram index: a phrase of the
  /// term's trigrams is exactly "contains" (three or more characters).
  static func trigramMatch(columns: [String], term: String) -> IndexSearch {
    IndexSearch(index: "quotes_fts", query: "{\(columns.joined(separator: " "))} : \(ftsString(term))")
  }

  /// `text` as an FTS5 string: in double quotes, a double quote doubled.
  static func ftsString(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + text + "\"" }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// PostgREST's `*` wildcard as LIKE's `%`, byte by byte (Foundation's replacing is slow on Linux, and this is on
  /// every search).
  static func likePattern(_ pattern: String) -> String {
    guard pattern.utf8.contains(UInt8(ascii: "*")) else { return pattern }
    return String(decoding: pattern.utf8.map { $0 == UInt8(ascii: "*") ? UInt8(ascii: "%") : $0 }, as: UTF8.self)
  }

  /// The term of a `%term%` pattern, when the FTS5 trigram index can answer it (three or more characters, no
  /// other wildcard).
  static func containsTerm(_ pattern: String) -> String? {
    let utf8 = pattern.utf8
    // ASCII without CR (CR LF is one character), the usual term, is looked at byte by byte: its characters
    // are its bytes. Any other text keeps the character-wise tests (Foundation's search, which every search
    // paid for before).
    if utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
      guard utf8.count >= 5, utf8.first == UInt8(ascii: "%"), utf8.last == UInt8(ascii: "%") else { return nil }
      let term = utf8.dropFirst().dropLast()
      guard !term.contains(UInt8(ascii: "%")), !term.contains(UInt8(ascii: "_")) else { return nil }
      return String(Substring(term))
    }
    guard pattern.hasPrefix("%"), pattern.hasSuffix("%"), pattern.count >= 5 else { return nil }
    let term = pattern.dropFirst().dropLast()
    guard !term.contains("%"), !term.contains("_") else { return nil }
    return String(term)
  }

  /// A case-sensitive LIKE pattern as SQLite GLOB: % -> *, _ -> ?, GLOB's own specials escaped.
  static func glob(fromLike pattern: String) -> String {
    var result = ""
    for character in pattern {
      switch character {
      case "%": result += "*"
      case "_": result += "?"
      case "*": result += "[*]"
      case "?": result += "[?]"
      case "[": result += "[[]"
      default: result.append(character)
      }
    }
    return result
  }

  // MARK: - Order

  func orderClause(_ terms: [PostgrestQuery.OrderTerm]) throws(APIError) -> String {
    guard !terms.isEmpty else { return "" }
    // Pieces joined once (`joined`): an array of terms joined afterwards cost about 2,000 instructions a page.
    var pieces = [" ORDER BY "]
    pieces.reserveCapacity(1 + 4 * terms.count)
    for (position, term) in terms.enumerated() {
      let column = try self.column(term.column)
      if position > 0 { pieces.append(", ") }
      pieces.append(column.quotedName)
      pieces.append(term.ascending ? " ASC" : " DESC")
      // A column without nulls is ordered as it is: the same order, and SQLite then sees that an index (or the
      // sorted list of a search's ids) already yields it, where a NULLS clause made it sort the rows again.
      guard column.nullable else { continue }
      // PostgreSQL sorts nulls last ascending and first descending unless told.
      let nullsFirst = term.nullsFirst ?? !term.ascending
      pieces.append(nullsFirst ? " NULLS FIRST" : " NULLS LAST")
    }
    return Self.joined(pieces)
  }

  /// `pieces` in one string, allocated once and filled by copying each piece's UTF-8: an interpolation grows its
  /// buffer as it goes, and `+=` checks and copies per piece (each was about 2,000 instructions a table read).
  static func joined(_ pieces: String...) -> String { joined(pieces) }

  static func joined(_ pieces: [String]) -> String {
    let count = pieces.reduce(0) { $0 + $1.utf8.count }
    var whole = true
    let text = String(unsafeUninitializedCapacity: count) { buffer in
      var written = 0
      for var piece in pieces {
        piece.withUTF8 { bytes in
          guard let source = bytes.baseAddress, let target = buffer.baseAddress, bytes.count <= count - written
          else {
            whole = whole && bytes.isEmpty
            return
          }
          (target + written).update(from: source, count: bytes.count)
          written += bytes.count
        }
      }
      return written
    }
    // Every piece fits, as the count was made from them; were one left out, a policy could be lost from a WHERE:
    // the pieces are then joined the usual way.
    return whole ? text : pieces.joined()
  }

  func column(_ name: String) throws(APIError) -> TableSpec.Column {
    guard let column = table.column(name) else {
      throw .rest(.badRequest, "42703", "column \(table.name).\(name) does not exist")
    }
    return column
  }
}
