import Foundation
import GRDB

/// The quote of a date, fixed once chosen: supabase/migrations' `quotes_of_the_days`, computed identically (its
/// pick is `daily_quote_pick`, 20261129000200_daily_pick.sql). The first time a date is asked for, its pick
/// (`QuoteOfTheDay.position`) is recorded in `daily_quotes`; from then on the date answers the recorded quote,
/// whatever quotes are added later.
enum DailyQuotes {
  /// The most dates one call may ask for (the SQL function's limit).
  static let maximumDays = 62
  /// Dates may be chosen up to this many days after today (UTC), never the far future.
  static let horizonDays: Int64 = 62
  /// 1900-01-01, the earliest date chosen.
  static let earliestDay: Int64 = -36_524

  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE daily_quotes (
          day TEXT PRIMARY KEY,
          quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
          chosen_at TEXT NOT NULL
        );
        """)
  }

  /// `YYYY-MM-DD` of a day number (days since 2000-01-01).
  static func dayString(_ number: Int64) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let epoch = Date(timeIntervalSince1970: 946_684_800)
    let date = epoch.addingTimeInterval(Double(number) * 86_400)
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 2000, parts.month ?? 1, parts.day ?? 1)
  }

  enum RangeError: Error { case days, dates }

  /// The day numbers of a request, checked as the SQL function checks them.
  static func range(from first: Int64, days: Int, today: Int64) throws(RangeError) -> ClosedRange<Int64> {
    guard (1...maximumDays).contains(days) else { throw .days }
    let last = first + Int64(days - 1)
    guard first >= earliestDay, last <= today + horizonDays else { throw .dates }
    return first...last
  }

  /// Records the pick of every date of `range` not chosen yet. A read first: most dates are chosen already, so
  /// most calls never write. Answers the picks it could not record because the database takes no writes (a full
  /// disk, a read-only mount), by day: they are answered all the same and recorded later
  /// (`DeferredDailyChoices`, which says how every device still sees one quote a day).
  @discardableResult
  static func choose(_ range: ClosedRange<Int64>, in store: Store) async throws -> [Int64: Int64] {
    let deferred = store.deferredDailyChoices
    // What earlier calls could not store goes first, exactly as it was answered.
    await deferred.flush(store)
    let first = dayString(range.lowerBound)
    let last = dayString(range.upperBound)
    let chosen = try await store.budgetedRead { db in
      try Int.fetchOne(
        db, sql: "SELECT count(*) FROM daily_quotes WHERE day BETWEEN ? AND ?", arguments: [first, last]) ?? 0
    }
    guard chosen < range.count else { return [:] }
    // Should the flush have failed and this write succeed, a waiting date is stored as it was answered.
    let waiting = deferred.choices(in: range)
    let now = Timestamp.now()
    do {
      try await store.budgetedWrite { db in
        let count = try Int64.fetchOne(db, sql: "SELECT count(*) FROM quotes WHERE owner_id IS NULL") ?? 0
        guard count > 0 else { return }
        for day in range {
          // INSERT OR IGNORE: a date another request chose meanwhile keeps its pick.
          if let quoteID = waiting[day] {
            try db.execute(
              sql:
                "INSERT OR IGNORE INTO daily_quotes (day, quote_id, chosen_at) SELECT ?, id, ? FROM quotes WHERE id = ?",
              arguments: [dayString(day), now, quoteID])
            continue
          }
          try db.execute(
            sql: """
              INSERT OR IGNORE INTO daily_quotes (day, quote_id, chosen_at)
              SELECT ?, id, ? FROM quotes WHERE owner_id IS NULL ORDER BY id LIMIT 1 OFFSET ?
              """,
            arguments: [dayString(day), now, QuoteOfTheDay.position(day: day, count: count)])
        }
      }
      if !waiting.isEmpty { await deferred.flush(store) }
      return [:]
    } catch  where DeferredDailyChoices.isUnwritable(error) {
      // Each date not recorded is answered with its pick all the same; a date answered so before keeps that.
      return deferred.keep(try await picks(range, in: store))
    }
  }

  /// The pick of each date of `range` not recorded yet, by the function's formula, read without writing.
  static func picks(_ range: ClosedRange<Int64>, in store: Store) async throws -> [Int64: Int64] {
    try await store.budgetedRead { db in
      let count = try Int64.fetchOne(db, sql: "SELECT count(*) FROM quotes WHERE owner_id IS NULL") ?? 0
      guard count > 0 else { return [:] }
      let stored = Set(
        try String.fetchAll(
          db, sql: "SELECT day FROM daily_quotes WHERE day BETWEEN ? AND ?",
          arguments: [dayString(range.lowerBound), dayString(range.upperBound)]))
      var picks: [Int64: Int64] = [:]
      for day in range where !stored.contains(dayString(day)) {
        picks[day] = try Int64.fetchOne(
          db, sql: "SELECT id FROM quotes WHERE owner_id IS NULL ORDER BY id LIMIT 1 OFFSET ?",
          arguments: [QuoteOfTheDay.position(day: day, count: count)])
      }
      return picks
    }
  }

  /// The recorded quotes of `range`, with the picks not recorded yet (`waiting`, by day), in date order:
  /// `quotes_of_the_days`'s rows.
  static func rows(_ range: ClosedRange<Int64>, waiting: [Int64: Int64] = [:], in store: Store) async throws
    -> [JSON]
  {
    let first = dayString(range.lowerBound)
    let last = dayString(range.upperBound)
    return try await store.budgetedRead { db in
      var rows = try Row.fetchAll(
        db,
        sql: """
          SELECT d.day, q.id, q.text, q.author, q.category FROM daily_quotes d JOIN quotes q ON q.id = d.quote_id
          WHERE d.day BETWEEN ? AND ? ORDER BY d.day
          """, arguments: [first, last])
      let recorded = Set(rows.map { $0["day"] as String? ?? "" })
      for (day, quoteID) in waiting where !recorded.contains(dayString(day)) {
        if let row = try Row.fetchOne(
          db, sql: "SELECT ? AS day, id, text, author, category FROM quotes WHERE id = ?",
          arguments: [dayString(day), quoteID])
        {
          rows.append(row)
        }
      }
      return rows.sorted { ($0["day"] as String? ?? "") < ($1["day"] as String? ?? "") }.map { row -> JSON in
        .object([
          ("day", .string(row["day"] ?? "")), ("id", .int(row["id"] ?? 0)), ("text", .string(row["text"] ?? "")),
          ("author", .string(row["author"] ?? "")), ("category", .string(row["category"] ?? "")),
        ])
      }
    }
  }

  /// The dates `quotes_of_the_days(from_day date, days integer default 14)` is asked for, checked in
  /// PostgreSQL's order: the function's signature (PGRST202), each argument's cast (22007, 22P02), then the
  /// function's own checks (22023, 22008). All of it comes before the function writes, so a GET with bad
  /// arguments is told what is wrong with them, not that it is read-only.
  static func requestedRange(_ arguments: [(String, String)], today: Int64) throws(APIError) -> ClosedRange<Int64> {
    guard arguments.allSatisfy({ ["from_day", "days"].contains($0.0) }),
      Set(arguments.map(\.0)).count == arguments.count, let dayText = arguments.first(where: { $0.0 == "from_day" })?.1
    else {
      let signature = arguments.map(\.0).joined(separator: ", ")
      throw .rest(
        .notFound, "PGRST202",
        "Could not find the function public.quotes_of_the_days(\(signature)) in the schema cache",
        hint: "Perhaps you meant to call the function public.quotes_of_the_days(days, from_day)")
    }
    let first = try castDate(dayText)
    let daysText = arguments.first(where: { $0.0 == "days" })?.1 ?? "14"
    guard let days = Int(daysText) else {
      throw .rest(.badRequest, "22P02", "invalid input syntax for type integer: \"\(daysText)\"")
    }
    return try checkedRange(from: first, days: days, today: today)
  }

  /// An argument of type `date`, as PostgreSQL casts it before the function runs (22007).
  static func castDate(_ text: String) throws(APIError) -> Int64 {
    guard let day = QuoteOfTheDay.dayNumber(text) else {
      throw .rest(.badRequest, "22007", "invalid input syntax for type date: \"\(text)\"")
    }
    return day
  }

  /// `range(from:days:today:)` with the SQL function's errors (22023, 22008).
  static func checkedRange(from first: Int64, days: Int, today: Int64) throws(APIError) -> ClosedRange<Int64> {
    do {
      return try range(from: first, days: days, today: today)
    } catch .days {
      throw .rest(.badRequest, "22023", "days must be between 1 and 62")
    } catch {
      throw .rest(.badRequest, "22008", "dates must lie between 1900-01-01 and two months from today")
    }
  }

  /// `quotes_of_the_days`'s answer for a checked range: the dates chosen (recorded) and their quotes.
  static func answer(_ range: ClosedRange<Int64>, store: Store) async throws(APIError) -> JSON {
    do {
      let waiting = try await choose(range, in: store)
      return .array(try await rows(range, waiting: waiting, in: store))
    } catch {
      throw RestService.map(error, table: .quotes)
    }
  }

  /// PostgREST runs a GET in a read-only transaction; these functions record a date's pick, so PostgreSQL refuses
  /// once the function runs, after its arguments were cast and checked.
  static let readOnlyRefusal = APIError.rest(
    .methodNotAllowed, "25006", "cannot execute INSERT in a read-only transaction")
}
