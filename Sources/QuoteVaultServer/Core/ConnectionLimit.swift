import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many connections the server holds open at once: what the descriptor limit leaves after the descriptors
/// already open (the database, its readers, event loops) and a margin for files opened while serving (objects,
/// mails, SQLite's journals). At the limit the server stops accepting and new connections wait in the kernel's
/// backlog: accepting into EMFILE failed 12,000 times in 3 s, spinning a core (NIO's accept backoff did not
/// engage under Hummingbird's server channel).
enum ConnectionLimit {
  /// Descriptors kept free for work other than connections.
  static let margin = 64

  static func forThisProcess(maximum: Int) -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return maximum }
    // RLIM_INFINITY is the largest value, so clamping covers it.
    let soft = UInt64(limit.rlim_cur)
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count) ?? 32
    let available = Int(clamping: soft) - open - margin
    return max(1, min(maximum, available))
  }
}
