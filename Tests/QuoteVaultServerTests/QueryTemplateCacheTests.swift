import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import QuoteVaultServer

/// `QueryTemplateCache` must return what `PostgrestQuery.parse` returns for every query, kept shape or not.
@Suite("Table reads' queries from their shape's template")
struct QueryTemplateCacheTests {
  static let keyset = "select=id,text,author,category&order=id.asc&id=gt.40&limit=20"
  static let search = "select=id,text,author&or=(text.ilike.*love*,author.ilike.*love*)&order=id.asc&offset=20&limit=20"

  @Test("A keyset page's shape is kept, and every other cursor and limit gives the parser's query")
  func keysetPages() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    expectSame(templates, Self.keyset)
    #expect(!templates.hasTemplate(for: Self.keyset), "a shape seen once is not learned")
    expectSame(templates, Self.keyset)
    #expect(templates.hasTemplate(for: Self.keyset))
    var fuzzer = Fuzzer(seed: 0x7E3A)
    for _ in 0..<300 {
      let cursor = String(fuzzer.int(0...999_999_999))
      let limit = String(fuzzer.int(0...1000))
      expectSame(templates, "select=id,text,author,category&order=id.asc&id=gt.\(cursor)&limit=\(limit)")
    }
    // The longest digit holes: 18 digits, any of them an Int.
    expectSame(
      templates, "select=id,text,author,category&order=id.asc&id=gt.999999999999999999&limit=999999999999999999")
    // Leading zeros are the same limit, and the same text for a comparison.
    expectSame(templates, "select=id,text,author,category&order=id.asc&id=gt.000000007&limit=007")
    #expect(templates.count == 1)
  }

  @Test("An any-word search's shape is kept, and every other word and offset gives the parser's query")
  func searches() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    expectSame(templates, Self.search)
    expectSame(templates, Self.search)
    #expect(templates.hasTemplate(for: Self.search))
    var fuzzer = Fuzzer(seed: 0x5EA2)
    for _ in 0..<300 {
      let first = word(&fuzzer)
      let second = fuzzer.chance(0.8) ? first : word(&fuzzer)
      expectSame(
        templates,
        "select=id,text,author&or=(text.ilike.*\(first)*,author.ilike.*\(second)*)&order=id.asc"
          + "&offset=\(fuzzer.int(0...99_999))&limit=\(fuzzer.int(1...20))")
    }
    #expect(templates.count == 1)
  }

  @Test("Queries with escapes, quotes, spaces or other characters have no shape, and are parsed as they come")
  func noShape() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    for raw in [
      "select=id&author=eq.Oscar%20Wilde&limit=5", "select=id&author=eq.Oscar+Wilde&limit=5",
      "select=id&or=(text.ilike.\"*a,b*\")&limit=5", "select=id&author=eq.Café&limit=5", "select=id&limit=5\n",
      "select=id&text=eq.a\\b&limit=5", "", "select=id&id=gt.1&limit=" + String(repeating: "1", count: 1_100),
    ] {
      #expect(QueryShape(raw) == nil, "\(raw)")
      expectSame(templates, raw)
    }
    #expect(templates.count == 0)
  }

  @Test("Queries without holes are not kept: they would gain nothing and take the place of a template")
  func noHoles() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    for raw in ["select=id,text&author=eq.Wilde", "select=id&user_id=eq.8d0b1a8e-0000-4000-8000-00000000000a"] {
      expectSame(templates, raw)
      expectSame(templates, raw)
    }
    #expect(templates.count == 0)
  }

  @Test("A shape whose holes are not plain values is parsed in full every time")
  func unusableShapes() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    for raw in [
      // A comparison's value with a hole in it, holes the parser ignores, an embed's limit.
      "select=id&id=eq.1.5&limit=3", "select=id&apikey=123", "select=id&columns=7&limit=3",
      "select=id,quotes(id)&quotes.limit=5",
    ] {
      expectSame(templates, raw)
      expectSame(templates, raw)
      #expect(!templates.hasTemplate(for: raw), "\(raw)")
      // Other values in the same holes: still the parser's answer.
      if let shape = QueryShape(raw) {
        expectSame(templates, shape.query(with: shape.holes.map { $0 == .digits ? "8" : "w" }))
      }
    }
  }

  @Test("A refused query is refused again in the same words and is not kept")
  func refusals() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    for raw in ["select=id&order=&limit=5", "select=nope(&limit=5", "select=id&id=zz.5&limit=5", "limit=5&offset=x1"] {
      expectSame(templates, raw)
      expectSame(templates, raw)
    }
    #expect(templates.count == 0)
  }

  @Test("Kept shapes are bounded: past the bound it starts again empty")
  func bounded() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    for index in 0..<(QueryTemplateCache.maximumEntries + 40) {
      expectSame(templates, "select=id&c\(index)x=eq.1&limit=3")
      expectSame(templates, "select=id&c\(index)x=eq.1&limit=3")
      #expect(templates.count <= QueryTemplateCache.maximumEntries)
    }
    #expect(templates.count == 40, "emptied once full, then filled again")
  }

  @Test("Shapes seen once are not learned, however many there are")
  func seenOnce() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    for index in 0..<2_000 { expectSame(templates, "select=id&id=gt.\(index)&c\(index)x=eq.1&limit=3") }
    #expect(templates.count == 0)
  }

  @Test("Generated queries and other values in their holes: a kept shape always gives the parser's query")
  func generated() {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    var fuzzer = Fuzzer(seed: 0xC0DE)
    var kept = 0
    for _ in 0..<400 {
      let raw = Self.generatedQuery(&fuzzer)
      expectSame(templates, raw)
      expectSame(templates, raw)
      guard let shape = QueryShape(raw) else { continue }
      if templates.hasTemplate(for: raw) { kept += 1 }
      for _ in 0..<8 {
        let values = shape.holes.map { hole in
          hole == .digits
            ? String(repeating: "0", count: fuzzer.int(0...1)) + String(fuzzer.int(0...99_999_999))
            : word(&fuzzer)
        }
        expectSame(templates, shape.query(with: values))
      }
    }
    #expect(kept > 40, "enough generated shapes were kept to test filling them (\(kept))")
  }

  @Test("The server parses a read's query from its template only under the budgets it was made for")
  func budgets() throws {
    var service = RestService(store: try Store(directory: temporaryDataDirectory(), seed: false))
    service.budgets.maximumSelectItems = 2
    // The templates were made for the default budgets: the service's own (two items) apply.
    #expect(throws: APIError.self) { try service.parseRead("select=id,text,author&id=gt.1&limit=5") }
    service.queryTemplates = QueryTemplateCache(budgets: service.budgets)
    #expect(throws: APIError.self) { try service.parseRead("select=id,text,author&id=gt.1&limit=5") }
    #expect(throws: APIError.self) { try service.parseRead("select=id,text,author&id=gt.1&limit=5") }
    // Learned on its second sighting under these budgets, then filled from its template.
    for cursor in [1, 2, 3] {
      let (query, match) = try service.parseRead("select=id,text&id=gt.\(cursor)&limit=5")
      #expect(query.select.count == 2)
      #expect((match != nil) == (cursor == 3))
      #expect(query.conditions == [.leaf(column: "id", negated: false, operation: .compare(.gt, "\(cursor)"))])
    }
  }

  @Test("Reads answer the same with and without templates and plans: pages, searches, errors, readers, tables")
  func sameAnswers() async throws {
    var answers: [[String]] = []
    // Each shape three times or more with other values, so the later ones are filled and planned.
    var shapes: [String] = []
    for (cursor, word) in zip([40, 55, 70, 85], ["love", "heart", "wilde", "time"]) {
      shapes += [
        "quotes?select=id,text,author,category&order=id.asc&id=gt.\(cursor)&limit=20",
        "quotes?select=id,text,author&or=(text.ilike.*\(word)*,author.ilike.*\(word)*)&order=id.asc&offset=0&limit=20",
        "quotes?select=id,text&or=(text.ilike.*\(word)*,author.ilike.*\(word)*)&order=id.desc&offset=\(cursor % 3)&limit=2",
        "quotes?select=id&id=gt.\(cursor)&limit=0", "quotes?select=id&id=lt.\(cursor)&limit=99999",
        "quotes?select=id&id=eq.x\(cursor)&limit=1", "quotes?select=id,nope&id=gt.\(cursor)&limit=1",
        "favorites?select=quote_id&quote_id=gt.\(cursor)&limit=5",
      ]
    }
    let paths = shapes
    for templates in [true, false] {
      var configuration = testConfiguration()
      configuration.queryTemplates = templates
      // Without the quotes' read cache, every read reaches the parse and the SQL.
      configuration.readCache = false
      let info = try QuoteVaultServer.info(configuration)
      let app = try await buildApplication(configuration)
      answers.append(
        try await app.test(.router) { client in
          var lines: [String] = []
          for path in paths {
            for key in [info.anonKey, info.serviceRoleKey] {
              var fields = HTTPFields()
              fields[HTTPField.Name("apikey")!] = key
              fields[.authorization] = "Bearer \(key)"
              lines.append(
                try await client.execute(uri: "/rest/v1/" + path, method: .get, headers: fields) { response in
                  let range = response.headers[HTTPField.Name("content-range")!] ?? "-"
                  // Each server seeded its quotes at its own moment.
                  let body = String(decoding: response.body.readableBytesView, as: UTF8.self)
                    .replacing(/"created_at":"[^"]*"/, with: #""created_at":"-""#)
                  return "\(path) \(response.status.code) \(range) \(body)"
                })
            }
          }
          return lines
        })
    }
    #expect(answers[0].count == paths.count * 2)
    #expect(answers[0] == answers[1])
    #expect(answers[0].contains { $0.contains("\"id\":56") }, "the page after id 55 was read")
  }

  // MARK: - Support

  static func word(_ fuzzer: inout Fuzzer) -> String { QueryTemplateCacheTests().word(&fuzzer) }

  static func generatedQuery(_ fuzzer: inout Fuzzer) -> String {
    var pairs: [String] = []
    if fuzzer.chance(0.8) {
      pairs.append("select=" + fuzzer.pick(["id,text,author", "id", "*", "alias:id,text", "id,quotes(id)", "id,,x"]))
    }
    for _ in 0..<fuzzer.int(0...3) {
      let column = fuzzer.pick(["id", "author", "category", "text", "x1", "quotes.id"])
      pairs.append(column + "=" + (fuzzer.chance(0.2) ? "not." : "") + operation(&fuzzer))
    }
    if fuzzer.chance(0.5) {
      let items = (0..<fuzzer.int(1...3)).map { _ in
        fuzzer.chance(0.2)
          ? "and(id.gt.\(fuzzer.int(0...99)),id.lt.\(fuzzer.int(0...999)))"
          : fuzzer.pick(["text", "author", "id"]) + "." + operation(&fuzzer)
      }
      pairs.append(fuzzer.pick(["or", "and", "not.or"]) + "=(" + items.joined(separator: ",") + ")")
    }
    if fuzzer.chance(0.2) {
      // Pattern holes two groups deep.
      pairs.append("or=(and(text.ilike.*\(word(&fuzzer))*,id.gt.1),not.or(author.ilike.*\(word(&fuzzer))*,id.eq.2))")
    }
    if fuzzer.chance(0.6) { pairs.append("order=" + fuzzer.pick(["id.asc", "id.desc", "author.asc.nullslast,id"])) }
    if fuzzer.chance(0.7) { pairs.append("limit=" + String(fuzzer.int(0...2_000))) }
    if fuzzer.chance(0.5) { pairs.append("offset=" + String(fuzzer.int(0...1_000))) }
    if fuzzer.chance(0.1) { pairs.append(fuzzer.pick(["limit=12345678901", "apikey=5", "quotes.limit=3", "x"])) }
    return pairs.shuffled(using: &fuzzer).joined(separator: "&")
  }

  static func operation(_ fuzzer: inout Fuzzer) -> String {
    let word = QueryTemplateCacheTests().word(&fuzzer)
    return switch fuzzer.int(0...9) {
    case 0: "eq.\(fuzzer.int(0...99_999))"
    case 1: fuzzer.pick(["gt", "gte", "lt", "lte", "neq"]) + ".\(fuzzer.int(0...99_999))"
    case 2: "ilike.*\(word)*"
    case 3: "like.*\(word)*"
    case 4: "ilike.\(word)*"
    case 5: "in.(\(fuzzer.int(0...9)),\(fuzzer.int(0...9)))"
    case 6: fuzzer.pick(["is.null", "is.true", "fts.\(word)", "eq.\(word)", "gt.1.5", "eq.*\(word)*"])
    case 7: "ilike.*\(word)*\(word)*"
    case 8: "eq.\(fuzzer.int(0...9))\(word)"
    default: "ilike.**"
    }
  }

  func word(_ fuzzer: inout Fuzzer) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    return String((0..<fuzzer.int(1...12)).map { _ in fuzzer.pick(letters) })
  }
}

/// Both parses, compared: the same query, or the same refusal.
func expectSame(
  _ templates: QueryTemplateCache, _ raw: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let expected = Result { () throws(APIError) in try PostgrestQuery.parse(raw, budgets: templates.budgets) }
  let got = Result { () throws(APIError) in try templates.parse(raw) }
  switch (expected, got) {
  case (.success(let expected), .success(let got)):
    #expect(sameQuery(expected, got), "\(raw)", sourceLocation: sourceLocation)
  case (.failure(let expected), .failure(let got)):
    #expect(String(describing: expected) == String(describing: got), "\(raw)", sourceLocation: sourceLocation)
  default:
    Issue.record("\(raw): parsed \(expected), from templates \(got)", sourceLocation: sourceLocation)
  }
}

func sameQuery(_ one: PostgrestQuery, _ other: PostgrestQuery) -> Bool { one == other }

/// `raw`'s match once its shape is learned (it is learned on its second sighting).
func learnedMatch(_ templates: QueryTemplateCache, _ raw: String) throws -> QueryTemplateCache.Match? {
  _ = try templates.parse(raw)
  _ = try templates.parse(raw)
  return try templates.parseMatching(raw).match
}
