import Foundation
import GRDB

/// `public.quote_of_the_day(day date)` of supabase/migrations, computed identically: the catalogue's quotes (no
/// user's own) in id order, day d (days since 2000-01-01) picks position (d * 48271) mod n.
enum QuoteOfTheDay {
  static let multiplier: Int64 = 48_271

  /// Days from 2000-01-01 to a `YYYY-MM-DD` date, or nil if it is not a real date.
  static func dayNumber(_ text: String) -> Int64? {
    let parts = text.split(separator: "-")
    guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
      let day = Int(parts[2])
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
      calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
    else { return nil }
    let epoch = calendar.date(from: DateComponents(year: 2000, month: 1, day: 1))!
    return Int64((date.timeIntervalSince(epoch) / 86_400).rounded())
  }

  static func position(day: Int64, count: Int64) -> Int64 {
    guard count > 0 else { return 0 }
    return ((day &* multiplier) % count + count) % count
  }

  static func today() -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day], from: Date())
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
  }

  /// The quote recorded for the day (`DailyQuotes.choose` records it first), or the one waiting to be
  /// recorded (`DeferredDailyChoices`) when none is.
  static func fetch(_ db: Database, day: Int64, waiting: Int64? = nil) throws -> [Row] {
    let recorded = try Row.fetchAll(
      db,
      sql: """
        SELECT \(TableSpec.quotes.columnList) FROM quotes
        WHERE id = (SELECT quote_id FROM daily_quotes WHERE day = ?)
        """,
      arguments: [DailyQuotes.dayString(day)])
    guard recorded.isEmpty, let waiting else { return recorded }
    return try Row.fetchAll(
      db, sql: "SELECT \(TableSpec.quotes.columnList) FROM quotes WHERE id = ?", arguments: [waiting])
  }
}
