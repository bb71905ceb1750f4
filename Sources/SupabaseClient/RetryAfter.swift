import Foundation

/// The Retry-After header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date. Read defensively, as it comes from
/// the network: anything else is nil, and the wait is held to a day so a hostile value cannot park the outbox.
public enum RetryAfter {
  /// The longest wait honoured.
  public static let maximum: Double = 86_400

  public static func seconds(_ header: String?, now: Date) -> Double? {
    guard let header, header.utf8.count <= 64 else { return nil }
    let text = header.trimmingCharacters(in: .whitespaces)
    if !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
      // More digits than a day needs is still "a long time": clamp instead of overflowing.
      return text.utf8.count > 6 ? maximum : min(Double(text) ?? maximum, maximum)
    }
    guard let date = httpDate.withLock({ $0.date(from: text) }) else { return nil }
    return min(max(date.timeIntervalSince(now), 0), maximum)
  }

  /// IMF-fixdate, the form servers send ("Sun, 06 Nov 1994 08:49:37 GMT"). DateFormatter is not thread-safe.
  private static let httpDate: NSLockedFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return NSLockedFormatter(formatter)
  }()
}

/// A DateFormatter behind a lock.
final class NSLockedFormatter: @unchecked Sendable {
  private let lock = NSLock()
  private let formatter: DateFormatter
  init(_ formatter: DateFormatter) { self.formatter = formatter }
  func withLock<T>(_ body: (DateFormatter) -> T) -> T { lock.withLock { body(formatter) } }
}
