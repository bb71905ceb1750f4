import Foundation
import GRDB
import Testing

@testable import QuoteVaultServer

/// The SQL functions the server adds to SQLite run inside one virtual machine step, where the progress handler
/// that enforces `statement_timeout` cannot reach; each checks the request's budget itself.
@Suite("SQL functions within the budget")
struct SQLFunctionBudgetTests {
  /// A user's field of combining marks at the longest a text column takes (10,000 bytes), and an `ilike`
  /// pattern that makes the match compare each position with thousands of pattern code points.
  /// Code points make combining marks cheap to compare; the costliest input left is a long run the pattern almost
  /// matches at every position (n^2/4 steps for n code points).
  static let hostileValue = String(repeating: "a\u{0301}", count: 100) + String(repeating: "a", count: 9_700)
  static let hostilePattern = "*" + String(repeating: "a", count: 4_900) + "b*"

  @Test("A hostile ilike over long fields gets 57014 in PostgREST's shape within its budget; ordinary reads go on")
  func hostileIlike() async throws {
    var configuration = testConfiguration()
    configuration.statementTimeout = 0.3
    configuration.readCache = false
    // Fifty quotes at the longest a text column takes, combining marks included, written before the server
    // starts (the writes themselves would not fit its 0.3 s budget on a loaded machine).
    let loader = try Store(directory: configuration.dataDirectory, seed: true)
    let value = Self.hostileValue
    try await loader.budgetedWrite { db in
      for _ in 0..<50 {
        try db.execute(
          sql: "INSERT INTO quotes (text, author, category, created_at) VALUES (?, 'Mallory', 'Wisdom', '2026-01-01')",
          arguments: [value])
      }
    }
    try await withServer(configuration) { client in
      // `_` keeps the pattern off the trigram index: every row goes through unicode_ilike, ~24 million steps
      // each, all inside single calls where SQLite's progress handler never runs.
      let pattern = ("*a_" + String(repeating: "a", count: 4_900) + "b*")
      let answers = try await withThrowingTaskGroup(of: (Bool, Reply).self) { group in
        for index in 0..<6 {
          group.addTask {
            let reply =
              index % 2 == 0
              ? try await client.request(.get, "/rest/v1/quotes?select=id&text=ilike.\(pattern)")
              : try await client.request(.get, "/rest/v1/quotes?select=id&limit=3&offset=\(index)")
            return (index % 2 == 0, reply)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      for (hostile, reply) in answers {
        if hostile {
          #expect(reply.status == .serviceUnavailable, "\(reply.text.prefix(200))")
          #expect(reply.object["code"] as? String == "57014")
          #expect(reply.object["message"] as? String == "canceling statement due to statement timeout")
        } else {
          #expect(reply.status == .ok, "an ordinary read beside them is answered")
        }
      }
    }
  }

  @Test("ilike stops inside the function when its budget is spent: fifty hostile rows are not all matched")
  func ilikeStopsInsideTheFunction() async throws {
    var store = try Store(directory: temporaryDataDirectory(), seed: false)
    store.statementTimeout = 0.2
    let pattern = "%" + String(repeating: "a", count: 4_900) + "b%"
    await #expect {
      _ = try await store.budgetedRead { db in
        // Each row is one call of the function (a value that differs per row, so SQLite cannot compute it once),
        // and SQLite's progress handler never runs inside one: without the function's own check all fifty run.
        try Int.fetchOne(
          db,
          sql: """
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 50)
            SELECT count(*) FROM c WHERE unicode_ilike(?, ? || x)
            """, arguments: [pattern, Self.hostileValue])
      }
    } throws: { error in
      (error as? DatabaseError)?.isTimeBudgetSpent == true
    }
  }

  @Test("The match itself stops once the budget is spent, whatever its input")
  func matcherStops() {
    let value = Array(Self.hostileValue.unicodeScalars)
    let pattern = Array(("%" + String(repeating: "a", count: 4_900) + "b%").unicodeScalars)
    var checks = 0
    let matched = LikePattern.matches(value, pattern: pattern) {
      checks += 1
      return checks > 3
    }
    #expect(!matched)
    #expect(checks == 4, "it looked at the budget every \(LikePattern.stepsBetweenChecks) steps and stopped")
  }

  @Test("Without a budget spent, combining characters match code point by code point, as PostgreSQL's ilike")
  func codePoints() {
    func like(_ value: String, _ pattern: String) -> Bool {
      LikePattern.matches(Array(value.lowercased().unicodeScalars), pattern: Array(pattern.lowercased().unicodeScalars))
    }
    #expect(like("Cafe\u{0301}", "%É%") == false)
    #expect(like("Cafe\u{0301}", "caf_\u{0301}"))
    #expect(like("Cafe\u{0301}", "caf__"))
    #expect(like("ÉCLAIR", "%clair"))
  }

  @Test("text_search also stops when its budget is spent")
  func textSearchStops() async throws {
    var store = try Store(directory: temporaryDataDirectory(), seed: false)
    store.statementTimeout = 0.2
    // Documents at the longest a text column takes, one per row (each differs, so SQLite cannot compute it once):
    // a few milliseconds each, a hundred thousand rows, and SQLite's progress handler rarely between them.
    let words = String(repeating: "alpha beta gamma ", count: 580)
    let query = (0..<150).map { "w\($0)" }.joined(separator: " | ")
    await #expect {
      _ = try await store.budgetedRead { db in
        try Int.fetchOne(
          db,
          sql: """
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000)
            SELECT count(*) FROM c WHERE text_search('fts', ?, ? || x)
            """, arguments: [query, words])
      }
    } throws: { error in
      (error as? DatabaseError)?.isTimeBudgetSpent == true
    }
  }
}
