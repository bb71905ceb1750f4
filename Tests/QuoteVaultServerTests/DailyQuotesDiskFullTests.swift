import Foundation
import GRDB
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

/// The quote of a date whose choice cannot be stored (a full disk, a read-only mount): still answered, the
/// same on every device, and stored exactly as answered once writes succeed (`DeferredDailyChoices`).
@Suite("Quote of the day on a full disk")
struct DailyQuotesDiskFullTests {
  /// The SQL function's pick of a date among quotes 1...count: position (days since 2000-01-01 * 48271) mod n.
  static func pick(days: Int, count: Int) -> Int { (days * 48_271) % count + 1 }

  /// The choice stored for `day`, read from the file by a connection of the test's own.
  static func stored(_ configuration: ServerConfiguration, _ day: String) throws -> Int? {
    let queue = try DatabaseQueue(path: configuration.dataDirectory.appendingPathComponent(Store.fileName).path)
    return try queue.read { db in
      try Int.fetchOne(db, sql: "SELECT quote_id FROM daily_quotes WHERE day = ?", arguments: [day])
    }
  }

  @Test(
    "QV-6.4 (server): on a full disk a date not chosen yet gets the function's pick, stored as answered once writes succeed"
  )
  func fullDisk() async throws {
    let faults = WriteFaults()
    var settings = testConfiguration()
    settings.writeFaults = faults
    let configuration = settings
    let day = "2026-11-20"
    let expected = Self.pick(days: 9_820, count: SeedQuotes.all.count)
    // Quotes added meanwhile move the formula's pick; the answer must not move with it.
    #expect(Self.pick(days: 9_820, count: SeedQuotes.all.count + 37) != expected)
    try await withServer(configuration) { client in
      faults.error = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
      let single = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"\#(day)"}"#)
      #expect(single.status == .ok, "\(single.text)")
      #expect(single.array.first?["id"] as? Int == expected)
      let range = try await client.request(
        .post, "/rest/v1/rpc/quotes_of_the_days", json: #"{"from_day":"\#(day)","days":3}"#)
      #expect(range.status == .ok, "\(range.text)")
      let days = range.array.map { ($0["day"] as? String ?? "", $0["id"] as? Int ?? 0) }
      #expect(days.map(\.0) == [day, "2026-11-21", "2026-11-22"])
      #expect(days.first?.1 == expected, "the range and the single date agree")
      #expect(try Self.stored(configuration, day) == nil, "nothing could be stored")

      // Another writer of the file adds quotes (load-quotes); the server's own writes still fail.
      try QuoteVaultServer.loadGeneratedQuotes(configuration, count: 37)
      let during = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"\#(day)"}"#)
      #expect(during.array.first?["id"] as? Int == expected, "answered as before, not chosen again")

      faults.error = nil
      let after = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"\#(day)"}"#)
      #expect(after.array.first?["id"] as? Int == expected)
      #expect(try Self.stored(configuration, day) == expected, "stored exactly what was answered")
      let rangeAfter = try await client.request(
        .post, "/rest/v1/rpc/quotes_of_the_days", json: #"{"from_day":"\#(day)","days":3}"#)
      #expect(rangeAfter.array.map { $0["id"] as? Int ?? 0 } == days.map(\.1), "every date as first answered")
      #expect(try Self.stored(configuration, "2026-11-22") == days.last?.1)
    }
  }

  @Test("On a read-only database a date is answered too; a choice another writer stored meanwhile wins")
  func readOnlyThenStoredElsewhere() async throws {
    let faults = WriteFaults()
    var settings = testConfiguration()
    settings.writeFaults = faults
    let configuration = settings
    let day = "2026-11-19"
    let expected = Self.pick(days: 9_819, count: SeedQuotes.all.count)
    let other = expected == 1 ? 2 : 1
    try await withServer(configuration) { client in
      faults.error = DatabaseError(resultCode: .SQLITE_READONLY, message: "attempt to write a readonly database")
      let first = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"\#(day)"}"#)
      #expect(first.status == .ok && first.array.first?["id"] as? Int == expected, "\(first.text)")
      // A second server on the same file (or sqlite3 by hand) stores another choice for the date.
      let queue = try DatabaseQueue(path: configuration.dataDirectory.appendingPathComponent(Store.fileName).path)
      try await queue.write { db in
        try db.execute(
          sql: "INSERT INTO daily_quotes (day, quote_id, chosen_at) VALUES (?, ?, ?)",
          arguments: [day, other, Timestamp.now()])
      }
      faults.error = nil
      let after = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"\#(day)"}"#)
      #expect(after.array.first?["id"] as? Int == other, "the stored choice is what every later call reads")
      #expect(try Self.stored(configuration, day) == other)
    }
  }

  @Test("An error that is not a full or read-only database is still the server's error, not a guess")
  func otherErrorsAnswered() async throws {
    let faults = WriteFaults()
    var settings = testConfiguration()
    settings.writeFaults = faults
    let configuration = settings
    try await withServer(configuration) { client in
      faults.error = DatabaseError(resultCode: .SQLITE_CORRUPT, message: "database disk image is malformed")
      let reply = try await client.request(.post, "/rest/v1/rpc/quote_of_the_day", json: #"{"day":"2026-11-18"}"#)
      #expect(reply.status == .serviceUnavailable && reply.object["code"] as? String == "PGRST000", "\(reply.text)")
    }
  }
}
