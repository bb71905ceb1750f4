import Foundation
import GRDB

/// PostgREST's full-text operators on text columns: `fts` (to_tsquery), `plfts` (plainto_tsquery), `phfts`
/// (phraseto_tsquery) and `wfts` (websearch_to_tsquery), each with an optional `(config)`. SQLite has no
/// tsvector, so a document is its words, lower-cased, with English stop words dropped and a light English stem
/// (plural, -ing, -ed), applied alike to the query; PostgreSQL's english dictionary stems more. Queries are
/// parsed when the request is (errors answer 400 before any row is read), bounded in length and nesting, and
/// matched in time linear in the document for each term.
enum TextSearch {
  enum Kind: String, Sendable, CaseIterable {
    case tsquery = "fts", plain = "plfts", phrase = "phfts", websearch = "wfts"
  }

  indirect enum Query: Equatable, Sendable {
    /// A word, or a prefix (`word:*`).
    case term(String, prefix: Bool)
    /// Words next to each other, in order (`a <-> b`, `"a b"`).
    case phrase([String])
    case and(Query, Query)
    case or(Query, Query)
    case not(Query)
    /// A query of stop words only: PostgreSQL matches nothing.
    case nothing
  }

  static let maximumQueryBytes = 1_000
  static let maximumNesting = 32

  static func invalid(_ query: String, _ reason: String) -> APIError {
    .rest(.badRequest, "42601", "syntax error in tsquery: \"\(query.prefix(100))\"", details: reason)
  }

  // MARK: - Words

  static let stopWords: Set<String> = [
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "had", "has", "have", "he", "her", "his",
    "i", "in", "is", "it", "its", "me", "my", "of", "on", "or", "our", "she", "so", "that", "the", "their", "them",
    "they", "this", "to", "was", "we", "were", "with", "you", "your",
  ]

  /// The searchable words of a text, in order.
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'") }.compactMap { raw in
      let word = raw.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
      guard !word.isEmpty, !stopWords.contains(word) else { return nil }
      return stem(word)
    }
  }

  /// A light English stem, the same for documents and queries: "quotes", "quoting" and "quoted" are "quot".
  static func stem(_ word: String) -> String {
    var word = word.hasSuffix("'s") ? String(word.dropLast(2)) : word
    for (suffix, replacement, minimum) in [("ies", "y", 5), ("es", "", 5), ("s", "", 4), ("ing", "", 6), ("ed", "", 5)]
    where word.count >= minimum && word.hasSuffix(suffix) && !word.hasSuffix("ss") {
      word = String(word.dropLast(suffix.count)) + replacement
      break
    }
    if word.hasSuffix("e"), word.count >= 4 { word.removeLast() }
    return word
  }

  // MARK: - Parsing

  static func parse(_ text: String, kind: Kind) throws(APIError) -> Query {
    guard text.utf8.count <= maximumQueryBytes else { throw invalid(text, "longer than \(maximumQueryBytes) bytes") }
    switch kind {
    case .plain: return all(words(text).map { .term($0, prefix: false) })
    case .phrase: return phrase(words(text))
    case .websearch: return websearch(text)
    case .tsquery:
      var parser = TSQueryParser(tokens: try TSQueryParser.tokens(text), text: text)
      let query = try parser.or(depth: 0)
      guard parser.position == parser.tokens.count else { throw invalid(text, "unexpected text after the query") }
      return query
    }
  }

  static func all(_ parts: [Query]) -> Query {
    parts.reduce(Query.nothing, both)
  }

  /// `left & right`, where a side of stop words only drops out, as PostgreSQL drops stop words from queries.
  static func both(_ left: Query, _ right: Query) -> Query {
    if left == .nothing { return right }
    if right == .nothing { return left }
    return .and(left, right)
  }

  static func either(_ left: Query, _ right: Query) -> Query {
    if left == .nothing { return right }
    if right == .nothing { return left }
    return .or(left, right)
  }

  static func phrase(_ words: [String]) -> Query {
    switch words.count {
    case 0: .nothing
    case 1: .term(words[0], prefix: false)
    default: .phrase(words)
    }
  }

  /// Google-like: `"a phrase"`, `or` between alternatives, `-word` to exclude; everything else must appear.
  static func websearch(_ text: String) -> Query {
    var alternatives: [[Query]] = [[]]
    var rest = Substring(text)
    while let first = rest.first {
      if first.isWhitespace {
        rest = rest.dropFirst()
      } else if first == "\"" {
        let body = rest.dropFirst()
        let end = body.firstIndex(of: "\"") ?? body.endIndex
        let part = phrase(words(String(body[..<end])))
        if part != .nothing { alternatives[alternatives.count - 1].append(part) }
        rest = end < body.endIndex ? body[body.index(after: end)...] : ""
      } else {
        let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
        let token = rest[..<end]
        rest = rest[end...]
        if token.lowercased() == "or" {
          if !(alternatives.last?.isEmpty ?? true) { alternatives.append([]) }
          continue
        }
        let negated = token.hasPrefix("-")
        let part = phrase(words(String(negated ? token.dropFirst() : token)))
        guard part != .nothing else { continue }
        alternatives[alternatives.count - 1].append(negated ? .not(part) : part)
      }
    }
    return alternatives.map(all).reduce(Query.nothing, either)
  }

  // MARK: - Matching

  /// Each term or phrase scans the document once; a spent budget (`Deadline.spentOnThisThread`) stops the scans.
  static func matches(_ query: Query, in document: [String]) -> Bool {
    switch query {
    case .term where Deadline.spentOnThisThread(), .phrase where Deadline.spentOnThisThread(): false
    case .nothing: false
    case .term(let word, let prefix): document.contains { prefix ? $0.hasPrefix(word) : $0 == word }
    case .phrase(let words):
      document.count >= words.count
        && (0...(document.count - words.count)).contains { start in
          words.indices.allSatisfy { document[start + $0] == words[$0] }
        }
    case .and(let left, let right): matches(left, in: document) && matches(right, in: document)
    case .or(let left, let right): matches(left, in: document) || matches(right, in: document)
    case .not(let inner): !matches(inner, in: document)
    }
  }

  /// `text_search(kind, query, value)`: 1 when `value` matches. The query was parsed once when the request was;
  /// the compiled form is kept for the rows of the statement that follow.
  static let function = DatabaseFunction("text_search", argumentCount: 3, pure: true) { values in
    guard let kindName = String.fromDatabaseValue(values[0]), let kind = Kind(rawValue: kindName),
      let text = String.fromDatabaseValue(values[1]), let value = String.fromDatabaseValue(values[2])
    else { return nil }
    // SQLite's progress handler cannot stop a function: the request's budget is checked here, before and after
    // the document's words (linear in its length) and before each term's scan of them (`matches`).
    guard !Deadline.spentOnThisThread(), let query = compiled.query(text, kind: kind) else { return false }
    let document = words(value)
    guard !Deadline.spentOnThisThread() else { return false }
    return matches(query, in: document)
  }

  private static let compiled = CompiledQueries()
}

/// A few recently compiled queries, so a search over thousands of rows parses its query once.
private final class CompiledQueries: @unchecked Sendable {
  private let lock = NSLock()
  private var queries: [String: TextSearch.Query] = [:]

  func query(_ text: String, kind: TextSearch.Kind) -> TextSearch.Query? {
    let key = kind.rawValue + ":" + text
    if let known = lock.withLock({ queries[key] }) { return known }
    guard let query = try? TextSearch.parse(text, kind: kind) else { return nil }
    lock.withLock {
      if queries.count >= 64 { queries.removeAll(keepingCapacity: true) }
      queries[key] = query
    }
    return query
  }
}

/// to_tsquery's grammar: `a & b`, `a | b`, `!a`, `a <-> b`, `( … )`, `word:*`, `'quoted'`.
private struct TSQueryParser {
  enum Token: Equatable { case word(String, prefix: Bool), and, or, not, followedBy, open, close }

  let tokens: [Token]
  let text: String
  var position = 0

  init(tokens: [Token], text: String) {
    self.tokens = tokens
    self.text = text
  }

  static func tokens(_ text: String) throws(APIError) -> [Token] {
    var tokens: [Token] = []
    var rest = Substring(text)
    while let first = rest.first {
      switch first {
      case _ where first.isWhitespace: rest = rest.dropFirst()
      case "&": tokens.append(.and); rest = rest.dropFirst()
      case "|": tokens.append(.or); rest = rest.dropFirst()
      case "!": tokens.append(.not); rest = rest.dropFirst()
      case "(": tokens.append(.open); rest = rest.dropFirst()
      case ")": tokens.append(.close); rest = rest.dropFirst()
      case "<" where rest.hasPrefix("<->"): tokens.append(.followedBy); rest = rest.dropFirst(3)
      case "'":
        let body = rest.dropFirst()
        guard let end = body.firstIndex(of: "'") else { throw TextSearch.invalid(text, "unterminated quote") }
        tokens.append(.word(String(body[..<end]), prefix: false))
        rest = body[body.index(after: end)...]
      default:
        // A lone "<" (not "<->") is part of a word: the word always takes at least one character.
        let end =
          rest.dropFirst().firstIndex { $0.isWhitespace || "&|!()<'".contains($0) } ?? rest.endIndex
        var word = rest[..<end]
        rest = rest[end...]
        let prefix = word.hasSuffix(":*")
        if prefix { word = word.dropLast(2) }
        tokens.append(.word(String(word), prefix: prefix))
      }
    }
    return tokens
  }

  mutating func or(depth: Int) throws(APIError) -> TextSearch.Query {
    guard depth <= TextSearch.maximumNesting else { throw TextSearch.invalid(text, "nested too deeply") }
    var result = try and(depth: depth)
    while position < tokens.count, tokens[position] == .or {
      position += 1
      result = TextSearch.either(result, try and(depth: depth))
    }
    return result
  }

  mutating func and(depth: Int) throws(APIError) -> TextSearch.Query {
    var result = try unary(depth: depth)
    while position < tokens.count, tokens[position] == .and || tokens[position] == .followedBy {
      let followedBy = tokens[position] == .followedBy
      position += 1
      let next = try unary(depth: depth)
      if followedBy, case .term(let left, false) = result, case .term(let right, false) = next {
        result = .phrase([left, right])
      } else if followedBy, case .phrase(let words) = result, case .term(let right, false) = next {
        result = .phrase(words + [right])
      } else {
        result = TextSearch.both(result, next)
      }
    }
    return result
  }

  mutating func unary(depth: Int) throws(APIError) -> TextSearch.Query {
    guard depth <= TextSearch.maximumNesting else { throw TextSearch.invalid(text, "nested too deeply") }
    guard position < tokens.count else { throw TextSearch.invalid(text, "the query ends too soon") }
    let token = tokens[position]
    position += 1
    switch token {
    case .not:
      let inner = try unary(depth: depth + 1)
      return inner == .nothing ? .nothing : .not(inner)
    case .open:
      let inner = try or(depth: depth + 1)
      guard position < tokens.count, tokens[position] == .close else { throw TextSearch.invalid(text, "expected )") }
      position += 1
      return inner
    case .word(let raw, let prefix):
      let words = TextSearch.words(raw)
      if prefix, words.count == 1 {
        // Matched against stems, so stemmed alike ("quotes:*" finds "quoting").
        return .term(TextSearch.stem(raw.lowercased()), prefix: true)
      }
      return TextSearch.phrase(words)
    default: throw TextSearch.invalid(text, "expected a word")
    }
  }
}
