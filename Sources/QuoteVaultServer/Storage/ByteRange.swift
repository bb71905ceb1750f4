import Foundation

/// One `Range: bytes=…` request (RFC 9110): `a-b`, `a-`, or the last `n` bytes `-n`, clamped to the object.
/// Several ranges or anything malformed is not satisfiable.
enum ByteRange {
  static func parse(_ header: String, length: Int) -> ClosedRange<Int>? {
    let value = header.trimmingCharacters(in: .whitespaces)
    guard value.lowercased().hasPrefix("bytes="), length > 0 else { return nil }
    let spec = value.dropFirst(6)
    guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return nil }
    let first = spec[..<dash].trimmingCharacters(in: .whitespaces)
    let last = spec[spec.index(after: dash)...].trimmingCharacters(in: .whitespaces)
    if first.isEmpty {
      guard let suffix = Int(last), suffix > 0 else { return nil }
      return max(0, length - min(suffix, length))...(length - 1)
    }
    guard let start = Int(first), start >= 0, start < length else { return nil }
    guard !last.isEmpty else { return start...(length - 1) }
    guard let end = Int(last), end >= start else { return nil }
    return start...min(end, length - 1)
  }
}

/// Dates as HTTP headers write them (RFC 9110 IMF-fixdate): `Sun, 22 Nov 2026 03:39:00 GMT`.
enum HTTPDate {
  static func string(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT") ?? .gmt
    let parts = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
    let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let weekday = days[((parts.weekday ?? 1) - 1 + 7) % 7]
    let month = months[((parts.month ?? 1) - 1 + 12) % 12]
    return String(
      format: "%@, %02d %@ %04d %02d:%02d:%02d GMT", weekday, parts.day ?? 1, month, parts.year ?? 1970,
      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  }
}
