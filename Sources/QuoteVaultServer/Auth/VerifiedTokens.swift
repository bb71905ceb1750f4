import Foundation

/// Tokens `JWT.verify` has already accepted, with their claims: a signed-in client sends the same access token on
/// every request for its hour, and checking it again (two base64 decodes, HMAC-SHA256, two JSON parses) gives
/// the same claims every time, since a token's signature and claims never change and the key is the project's
/// for the life of the process. What does change is the time: a kept token is checked against `exp` and `nbf`
/// again on every use, exactly as `verify` checks them, and it is dropped once expired. Only accepted tokens are
/// kept (a refused one is checked in full each time, as before), so nothing a forger sends is remembered.
///
/// Bounded like `QuotesReadCache`: at most `maximumEntries` tokens and `maximumTotalBytes` of them; when full it
/// starts again empty (a client's next request then verifies its token once more).
final class VerifiedTokens: @unchecked Sendable {
  static let maximumEntries = 4_096
  static let maximumTotalBytes = 4 * 1024 * 1024

  struct Entry {
    let claims: JSON
    let expires: Int64
    let notBefore: Int64?
  }

  // NSLock rather than Mutex, which needs macOS 15: the server builds on a developer's Mac too.
  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var totalBytes = 0

  var count: Int { lock.withLock { entries.count } }

  /// The kept claims of `token` if it is still within its times at `now`; `.expired` or `.malformed` as
  /// `verify` answers a token outside them; nil when it was never accepted (or was dropped).
  func claims(_ token: String, now: Date) -> Result<JSON, JWT.Failure>? {
    guard let entry = lock.withLock({ entries[token] }) else { return nil }
    let seconds = now.timeIntervalSince1970
    guard Double(entry.expires) > seconds else {
      lock.withLock {
        if entries.removeValue(forKey: token) != nil { totalBytes -= token.utf8.count }
      }
      return .failure(.expired)
    }
    if let notBefore = entry.notBefore, !(Double(notBefore) <= seconds + 30) { return .failure(.malformed) }
    return .success(entry.claims)
  }

  /// Keeps an accepted token's claims.
  func keep(_ token: String, _ entry: Entry) {
    let size = token.utf8.count
    lock.withLock {
      guard entries[token] == nil else { return }
      if entries.count >= Self.maximumEntries || totalBytes.saturatingAdd(size) > Self.maximumTotalBytes {
        entries.removeAll(keepingCapacity: true)
        totalBytes = 0
      }
      entries[token] = entry
      totalBytes += size
    }
  }
}
