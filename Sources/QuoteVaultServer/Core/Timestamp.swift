import Foundation

/// Timestamps as PostgreSQL writes timestamptz in JSON: `2026-11-21T14:05:00.123456+00:00`, always UTC. Stored
/// as this text in SQLite, so ordering by the text orders by time.
enum Timestamp {
  static func string(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    // To the nearest microsecond: a Date is a Double a fraction of a microsecond off the time it was parsed
    // from, so rounding down would turn a client's ".123456" into ".123455" (PostgreSQL keeps what was sent).
    var whole = seconds.rounded(.down)
    var micros = Int(((seconds - whole) * 1_000_000).rounded())
    if micros >= 1_000_000 {
      whole += 1
      micros -= 1_000_000
    }
    var components = Calendar(identifier: .gregorian).dateComponents(
      in: TimeZone(identifier: "UTC")!, from: Date(timeIntervalSince1970: whole))
    components.nanosecond = 0
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d.%06d+00:00", components.year!, components.month!, components.day!,
      components.hour!, components.minute!, components.second!, micros)
  }

  static func now() -> String { string(Date()) }

  static func unix(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970) }

  /// The moment a stored timestamp names.
  static func date(_ text: String) -> Date? {
    try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }

  /// A client-supplied timestamp in any ISO-8601 form PostgreSQL accepts, normalised; nil if unreadable.
  static func parse(_ text: String) -> String? {
    let candidates = [text, text.replacingOccurrences(of: " ", with: "T")]
    for candidate in candidates {
      if let date = try? Date(candidate, strategy: .iso8601) { return string(date) }
      if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(candidate) {
        return string(date)
      }
    }
    return nil
  }
}
