import Foundation
import HTTPTypes
import QuoteVaultServer
import Testing

@Suite("quotevault-server: the quote of a date, fixed once chosen")
struct DailyQuotesTests {
  /// The next 14 days from today (UTC), as the app asks for them.
  static func fromToday() -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day], from: Date())
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
  }

  static func days(_ client: SupabaseTestClient, from: String, count: Int) async throws -> [(String, Int)] {
    try await client.request(
      .post, "/rest/v1/rpc/quotes_of_the_days", json: #"{"from_day":"\#(from)","days":\#(count)}"#
    )
    .array.map { ($0["day"] as? String ?? "", $0["id"] as? Int ?? 0) }
  }

  @Test("QV-6.4 (server): adding quotes changes no date already chosen, and one call answers a range of dates")
  func fixedOnceChosen() async throws {
    let configuration = testConfiguration()
    let from = Self.fromToday()
    let before = try await withServerAnswer(configuration) { client in
      let days = try await Self.days(client, from: from, count: 14)
      #expect(days.count == 14)
      #expect(days.first?.0 == from)
      #expect(Set(days.map(\.0)).count == 14, "one row per date")
      let single = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"\#(from)"}"#)
      #expect(single.array.first?["id"] as? Int == days.first?.1, "the range and the single date agree")
      return days
    }
    // More quotes, as a content update would add them; the positions the formula gives now differ.
    try QuoteVaultServer.loadGeneratedQuotes(configuration, count: 37)
    try await withServer(configuration) { client in
      let after = try await Self.days(client, from: from, count: 14)
      #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1))
    }
  }

  @Test("quotes_of_the_days refuses what PostgreSQL's function refuses, in PostgREST's shape")
  func refusals() async throws {
    try await withServer { client in
      func code(_ json: String) async throws -> (Int, String?) {
        let reply = try await client.request(.post, "/rest/v1/rpc/quotes_of_the_days", json: json)
        return (Int(reply.status.code), reply.object["code"] as? String)
      }
      #expect(try await code(#"{"from_day":"2026-01-01","days":500}"#) == (400, "22023"))
      #expect(try await code(#"{"from_day":"2026-01-01","days":0}"#) == (400, "22023"))
      #expect(try await code(#"{"from_day":"9999-01-01","days":1}"#) == (400, "22008"))
      #expect(try await code(#"{"from_day":"2026-02-30"}"#) == (400, "22007"))
      #expect(try await code(#"{"from_day":"2026-01-01","days":"many"}"#) == (400, "22P02"))
      #expect(try await code(#"{"days":3}"#) == (404, "PGRST202"))
      let get = try await client.request(.get, "/rest/v1/rpc/quotes_of_the_days?from_day=2026-01-01")
      #expect(get.status == .methodNotAllowed && get.object["code"] as? String == "25006")
    }
  }

  @Test(
    "An argument that is not a date is 400 22007 by GET and POST alike: PostgreSQL casts it before the function runs")
  func argumentsCastBeforeReadOnly() async throws {
    try await withServer { client in
      func answer(_ method: HTTPRequest.Method, _ function: String, _ query: String, _ json: String) async throws
        -> String
      {
        let reply: Reply
        if method == .get {
          reply = try await client.request(.get, "/rest/v1/rpc/\(function)?\(query)")
        } else {
          reply = try await client.request(.post, "/rest/v1/rpc/\(function)", json: json)
        }
        let shaped = reply.object["message"] is String && reply.object.keys.contains("details")
        return
          "\(reply.status.code) \(reply.object["code"] as? String ?? "-")\(shaped ? "" : " (not PostgREST's shape)")"
      }
      for method in [HTTPRequest.Method.get, .post] {
        let notADate = try await answer(method, "quote_of_the_day", "day=not-a-date", #"{"day":"not-a-date"}"#)
        #expect(notADate == "400 22007")
        let noSuchDay = try await answer(method, "quote_of_the_day", "day=2026-02-30", #"{"day":"2026-02-30"}"#)
        #expect(noSuchDay == "400 22007")
        let rangeStart = try await answer(method, "quotes_of_the_days", "from_day=soon", #"{"from_day":"soon"}"#)
        #expect(rangeStart == "400 22007")
        let days = try await answer(
          method, "quotes_of_the_days", "from_day=2026-01-01&days=many", #"{"from_day":"2026-01-01","days":"many"}"#)
        #expect(days == "400 22P02")
        let farFuture = try await answer(
          method, "quotes_of_the_days", "from_day=9999-01-01&days=1", #"{"from_day":"9999-01-01","days":1}"#)
        #expect(farFuture == "400 22008")
        let unknown = try await answer(method, "quote_of_the_day", "when=today", #"{"when":"today"}"#)
        #expect(unknown == "404 PGRST202")
      }
      // Arguments that cast: only then is a GET refused, as the function's INSERT is in a read-only transaction.
      let single = try await answer(.get, "quote_of_the_day", "day=2026-11-21", "")
      #expect(single == "405 25006")
      let range = try await answer(.get, "quotes_of_the_days", "from_day=2026-11-21&days=2", "")
      #expect(range == "405 25006")
    }
  }
}

/// `withServer` that hands back what the body found.
func withServerAnswer<T: Sendable>(
  _ configuration: ServerConfiguration, _ body: @escaping @Sendable (SupabaseTestClient) async throws -> T
) async throws -> T {
  let box = AnswerBox<T>()
  try await withServer(configuration) { client in box.set(try await body(client)) }
  guard let value = box.value else { throw CancellationError() }
  return value
}

final class AnswerBox<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: T?
  var value: T? { lock.withLock { stored } }
  func set(_ value: T) { lock.withLock { stored = value } }
}
