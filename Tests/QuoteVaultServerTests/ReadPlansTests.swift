import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuoteVaultServer

/// `ReadPlans` must give every read of a planned template the filter `SQLBuilder.whereClause` gives it.
@Suite("Table reads' SQL kept by their query's template")
struct ReadPlansTests {
  static let principals: [Principal] = [
    .anon, .serviceRole, .user(id: "8d0b1a8e-0000-4000-8000-000000000001", sessionID: nil),
  ]
  /// Another reader of each kind: a plan made for one user must give another user's policy its own arguments.
  static let others: [Principal] = [
    .anon, .serviceRole, .user(id: "8d0b1a8e-0000-4000-8000-000000000002", sessionID: "s"),
  ]

  @Test("Every other value in a planned template's holes gives the builder's filter, for every table and reader")
  func sameFilters() throws {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    var fuzzer = Fuzzer(seed: 0x9A7E)
    var planned = 0
    for _ in 0..<300 {
      let raw = Self.generatedQuery(&fuzzer)
      guard let match = try? learnedMatch(templates, raw) else { continue }
      for table in TableSpec.all.values {
        for (principal, other) in zip(Self.principals, Self.others) {
          guard let plan = Self.plan(match, table, principal) else { continue }
          planned += 1
          for _ in 0..<6 {
            let values = match.holes.map { _ in String(fuzzer.int(0...999_999_999)) }
            guard let query = match.template.filled(with: values) else { continue }
            let builder = SQLBuilder(table: table)
            let policy = try builder.policy(for: other, .read)
            let expected = Result { () throws(APIError) in try builder.whereClause(query.conditions, policy: policy) }
            let got = Result { () throws(APIError) in try plan.filter(policy: policy, values: values, table: table) }
            switch (expected, got) {
            case (.success(let expected), .success(let got?)):
              #expect(expected.sql == got.sql, "\(raw) \(table.name)")
              #expect(expected.arguments == got.arguments, "\(raw) \(table.name) \(values)")
            case (.failure(let expected), .failure(let got)):
              #expect(String(describing: expected) == String(describing: got), "\(raw) \(table.name)")
            default:
              Issue.record("\(raw) \(table.name) \(values): built \(expected), planned \(got)")
            }
          }
        }
      }
    }
    #expect(planned > 50, "enough templates were planned to test their plans (\(planned))")
  }

  @Test("A plan is not used with another reader's policy, and searches and patterns are never planned")
  func notPlanned() throws {
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    let keyset = "select=id,text&order=id.asc&id=gt.40&limit=20"
    let match = try #require(try learnedMatch(templates, keyset))
    let plan = try #require(Self.plan(match, .quotes, .anon))
    // The service role has no policy: the anon plan does not fit it; nor is it found for another kind of reader.
    #expect(try plan.filter(policy: nil, values: match.values, table: .quotes) == nil)
    let plans = ReadPlans()
    Self.learn(plans, match, .quotes, .anon)
    #expect(plans.plan(match, .quotes, .anon) != nil)
    #expect(plans.plan(match, .quotes, .serviceRole) == nil)
    #expect(plans.plan(match, .quotes, .user(id: "u", sessionID: nil)) == nil)
    #expect(plans.plan(match, .favorites, .anon) == nil)
    let search = "select=id,text&or=(text.ilike.*love*,author.ilike.*love*)&order=id.asc&offset=0&limit=20"
    let searchMatch = try #require(try learnedMatch(templates, search))
    #expect(Self.plan(searchMatch, .quotes, .anon) == nil)
    let pattern = "select=id,text&author=ilike.*wilde*&id=gt.5&limit=20"
    let patternMatch = try #require(try learnedMatch(templates, pattern))
    #expect(Self.plan(patternMatch, .quotes, .anon) == nil)
  }

  @Test("Kept plans are bounded, and a template found unplannable is kept as such")
  func bounded() throws {
    let plans = ReadPlans()
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    let pattern = "select=id&author=ilike.*wilde*&id=gt.5&limit=3"
    let patternMatch = try #require(try learnedMatch(templates, pattern))
    Self.learn(plans, patternMatch, .quotes, .anon)
    Self.learn(plans, patternMatch, .quotes, .anon)
    #expect(plans.count == 1)
    #expect(plans.plan(patternMatch, .quotes, .anon) == nil)
    var planned = 0
    for index in 0..<(ReadPlans.maximumEntries + 20) {
      let raw = "select=id&id=gt.\(index % 7 + 1)&category=eq.C\(index)x&limit=3"
      let match = try #require(try learnedMatch(templates, raw))
      Self.learn(plans, match, .quotes, .anon)
      if plans.plan(match, .quotes, .anon) != nil { planned += 1 }
      #expect(plans.count <= ReadPlans.maximumEntries)
    }
    #expect(planned == ReadPlans.maximumEntries + 20, "each was planned when learned")
  }

  @Test("Planned reads answer as unplanned ones: pages, a user's own quote, Range, single objects, 18-digit cursors")
  func plannedReads() async throws {
    let store = try Store(directory: temporaryDataDirectory(), seed: true)
    let owner = "8d0b1a8e-0000-4000-8000-000000000002"
    // A quote of the second user's own: a plan learned for the first user must read it with the second's id.
    try await store.budgetedWrite { db in
      let now = Timestamp.now()
      try db.execute(
        sql:
          "INSERT INTO users (id, email, encrypted_password, created_at, updated_at) VALUES (?, 'o@example.com', 'x', ?, ?)",
        arguments: [owner, now, now])
      try db.execute(
        sql: "INSERT INTO quotes (text, author, category, owner_id, created_at) VALUES ('Mine', 'Me', 'Love', ?, ?)",
        arguments: [owner, now])
    }
    let planned = RestService(store: store)
    var plain = RestService(store: store)
    plain.queryTemplates = nil
    plain.readPlans = nil
    plain.quotesCache = nil
    let options = readOptions(range: (from: 2, to: 4), counted: true)
    let readers: [Principal] = [
      .anon, .serviceRole, .user(id: "8d0b1a8e-0000-4000-8000-000000000001", sessionID: nil),
      .user(id: owner, sessionID: "s"),
    ]
    var usedPlans = 0
    // 775 reaches the user's own quote (the seed's are fewer); the last is the longest digit hole.
    for cursor in [0, 40, 55, 70, 775, 100, 200_000_000, 123_456_789_012_345_678] {
      for (table, raw) in [
        (TableSpec.quotes, "select=id,text,author,category&order=id.asc&id=gt.\(cursor)&limit=20"),
        (.quotes, "select=id,text&order=id.desc&id=lt.\(cursor + 10)&category=eq.Love&limit=\(cursor % 7 + 1)"),
        (.quotes, "select=id&id=eq.\(cursor)&limit=1"),
        (.favorites, "select=quote_id&quote_id=gt.\(cursor)&limit=5"),
        (.quotes, "select=id,nope&id=gt.\(cursor)&limit=3"),
      ] {
        for principal in readers {
          for (name, option) in options {
            let (query, match) = try planned.parseRead(raw)
            if let match, planned.readPlans?.plan(match, table, principal) != nil, !option.countExact { usedPlans += 1 }
            let got = await answer { () async throws(APIError) in
              try await planned.read(table, query, principal: principal, options: option, match: match)
            }
            let expected = await answer { () async throws(APIError) in
              try await plain.read(table, try PostgrestQuery.parse(raw), principal: principal, options: option)
            }
            #expect(got == expected, "\(raw) \(principal) \(name)")
          }
        }
      }
    }
    #expect(usedPlans > 100, "the planned branch answered (\(usedPlans))")
  }

  /// A read's status, headers and body, or its refusal, as text to compare.
  func answer(_ read: () async throws(APIError) -> ReadResult) async -> String {
    do {
      let result = try await read()
      let headers = result.headers.map { "\($0.name.canonicalName): \($0.value)" }.joined(separator: "; ")
      return "\(result.status.code) \(headers) " + String(decoding: result.body.readableBytesView, as: UTF8.self)
    } catch {
      return "refused: \(error)"
    }
  }

  // MARK: - Support

  /// The plan `RestService.read` would keep for `match` on `table` for `principal`, made as it makes it.
  static func plan(_ match: QueryTemplateCache.Match, _ table: TableSpec, _ principal: Principal) -> ReadPlans.Plan? {
    let plans = ReadPlans()
    learn(plans, match, table, principal)
    return plans.plan(match, table, principal)
  }

  static func learn(_ plans: ReadPlans, _ match: QueryTemplateCache.Match, _ table: TableSpec, _ principal: Principal) {
    let builder = SQLBuilder(table: table)
    guard let query = match.template.filled(with: match.values),
      let policy = try? builder.policy(for: principal, .read),
      let filter = try? builder.whereClause(query.conditions, policy: policy)
    else { return }
    let projection = RowWriters.shared.writer(table: table, items: [.init(kind: .all, alias: nil)])
    plans.learn(
      match, table, principal, builder: builder, policy: policy, filter: filter, sql: "SELECT", projection: projection)
  }

  static func generatedQuery(_ fuzzer: inout Fuzzer) -> String {
    var pairs = ["select=" + fuzzer.pick(["id", "*", "id,text"])]
    for _ in 0..<fuzzer.int(1...3) {
      let column = fuzzer.pick(["id", "quote_id", "author", "text", "user_id", "font_scale", "created_at", "x"])
      let operation = fuzzer.pick(["eq", "neq", "gt", "gte", "lt", "lte"])
      pairs.append(column + "=" + (fuzzer.chance(0.2) ? "not." : "") + operation + "." + String(fuzzer.int(0...99_999)))
    }
    if fuzzer.chance(0.4) {
      pairs.append("or=(id.eq.\(fuzzer.int(0...99)),quote_id.lt.\(fuzzer.int(0...99)),not.and(id.gt.3,id.lt.9))")
    }
    if fuzzer.chance(0.3) { pairs.append("category=eq.Love") }
    if fuzzer.chance(0.7) { pairs.append("limit=\(fuzzer.int(0...100))") }
    if fuzzer.chance(0.4) { pairs.append("offset=\(fuzzer.int(0...100))") }
    return pairs.shuffled(using: &fuzzer).joined(separator: "&")
  }
}

/// Ways to ask for a table read's rows: plainly, by a Range header (`from`-`to`), as a single object and, when
/// `counted`, with an exact count.
func readOptions(range: (from: Int, to: Int), counted: Bool) -> [(String, RestOptions)] {
  var options: [(String, RestOptions)] = [("plain", RestOptions())]
  var ranged = RestOptions()
  ranged.range = range
  options.append(("range", ranged))
  var single = RestOptions()
  single.singleObject = true
  options.append(("single", single))
  if counted {
    var count = RestOptions()
    count.countExact = true
    options.append(("count", count))
  }
  return options
}
