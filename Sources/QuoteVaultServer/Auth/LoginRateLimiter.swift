import Foundation

/// Counts failed sign-ins per email: after `limit` failures within `window` seconds the email is refused until
/// the oldest failure leaves the window, which stops password guessing against one account.
actor LoginRateLimiter {
  private let limit: Int
  private let window: TimeInterval
  private var failures: [String: [Date]] = [:]

  init(limit: Int, window: TimeInterval) {
    self.limit = limit
    self.window = window
  }

  func isBlocked(_ email: String, now: Date = Date()) -> Bool {
    prune(email, now: now)
    return (failures[email]?.count ?? 0) >= limit
  }

  func recordFailure(_ email: String, now: Date = Date()) {
    prune(email, now: now)
    failures[email, default: []].append(now)
    // Bound the memory an attacker can make us spend on invented emails.
    if failures.count > 100_000 { failures.removeAll() }
  }

  func reset(_ email: String) { failures[email] = nil }

  private func prune(_ email: String, now: Date) {
    guard let list = failures[email] else { return }
    let recent = list.filter { now.timeIntervalSince($0) < window }
    failures[email] = recent.isEmpty ? nil : recent
  }
}
