import Foundation
import HTTPTypes
import Hummingbird

/// Answers to reads of the quotes table (feed pages, searches, categories), kept until the table changes.
/// The catalogue reads the same for every signed-out caller; a user also reads their own quotes and the service
/// role every quote, so their answers are kept under their own keys. Every write goes through this server, which
/// empties the cache on each one. A read that began before a write is never stored
/// after it (the generation check). Bounded by bytes, not only entries, since anyone can vary the key (Prefer,
/// Accept, the query): at most `maximumEntries` answers of at most `maximumBodyBytes`, keys of at most
/// `maximumKeyBytes`, and `maximumTotalBytes` in all; when full, it starts again empty.
final class QuotesReadCache: @unchecked Sendable {
  static let maximumEntries = 4_096
  static let maximumBodyBytes = 256 * 1024
  static let maximumKeyBytes = 2_048
  static let maximumTotalBytes = 32 * 1024 * 1024

  private let lock = NSLock()
  private var entries: [String: ReadResult] = [:]
  private var totalBytes = 0
  private var generation = 0

  /// Bytes held, keys and bodies: for tests of the bound.
  var byteCount: Int { lock.withLock { totalBytes } }

  /// Everything a quotes read's answer depends on besides the table: who reads (which rows the policy lets them
  /// see), the method, the query, and the headers that change the shape (Range, Prefer, Accept).
  static func key(_ request: Request, principal: Principal) -> String {
    let reader =
      switch principal {
      case .anon: "anon"
      case .serviceRole: "service_role"
      case .user(let id, _): id
      }
    return [
      reader, request.method.rawValue, request.uri.query ?? "", request.headers[.range] ?? "",
      request.headers[values: RestOptions.prefer].joined(separator: ","), request.headers[.accept] ?? "",
    ].joined(separator: "\u{1F}")
  }

  func lookup(_ key: String) -> (answer: ReadResult?, generation: Int) {
    lock.withLock { (entries[key], generation) }
  }

  /// Keeps an answer computed during `generation`, unless the table changed since.
  func store(_ answer: ReadResult, for key: String, generation: Int) {
    let size = key.utf8.count + answer.body.readableBytes
    guard answer.status == .ok || answer.status == .partialContent,
      answer.body.readableBytes <= Self.maximumBodyBytes, key.utf8.count <= Self.maximumKeyBytes
    else { return }
    lock.withLock {
      guard generation == self.generation, entries[key] == nil else { return }
      if entries.count >= Self.maximumEntries || totalBytes + size > Self.maximumTotalBytes {
        entries.removeAll(keepingCapacity: true)
        totalBytes = 0
      }
      entries[key] = answer
      totalBytes += size
    }
  }

  /// The quotes table changed (or may have): forget every answer.
  func invalidate() {
    lock.withLock {
      generation &+= 1
      entries.removeAll(keepingCapacity: true)
      totalBytes = 0
    }
  }
}
