import Foundation

/// GoTrue's `[auth.rate_limit]`, kept in memory: each rule allows `limit` events per key within `window`
/// seconds. An attempt is counted *before* its work (bcrypt, a code check) in one atomic step, so a burst of
/// simultaneous requests cannot all slip past a limit that is only checked; a successful attempt may then be
/// forgiven. Windows are measured on the monotonic clock, so a wall-clock step (NTP, a resumed machine) neither
/// forgives a limit nor holds one for longer. Memory is bounded: keys are short (emails are refused past 254 bytes before they get here), each key
/// holds at most `limit` times, and the table holds at most `capacity` keys.
actor RateLimiter {
  struct Rule: Hashable, Sendable {
    let name: String
    let limit: Int
    let window: TimeInterval
  }

  /// At most this many keys across every rule (a few megabytes). When full of live keys, a new key is refused
  /// (answered 429) rather than an old one forgotten: forgetting would let an attacker flush a victim's count
  /// by inventing keys.
  let capacity: Int
  /// Per rule and key: the rule's window and the times of the events still inside it.
  private var events: [String: (window: TimeInterval, times: [Instant])] = [:]
  private var lastSweep: Instant?

  typealias Instant = ContinuousClock.Instant

  init(capacity: Int = 100_000) { self.capacity = capacity }

  /// Counts one event against every `(rule, key)` pair if all of them have room; otherwise counts nothing and
  /// answers false.
  func reserve(_ claims: [(Rule, String)], now: Instant = .now) -> Bool {
    let slots = claims.map { (rule: $0.0, slot: Self.slot($0.0, $0.1)) }
    var newKeys = 0
    for (rule, slot) in slots {
      let live = prune(slot, rule.window, now: now)
      if live >= rule.limit { return false }
      if live == 0 { newKeys += 1 }
    }
    if events.count + newKeys > capacity {
      sweep(now: now)
      if events.count + newKeys > capacity { return false }
    }
    for (rule, slot) in slots { events[slot, default: (rule.window, [])].times.append(now) }
    return true
  }

  /// Takes back the most recent event of one key (the attempt it counted succeeded).
  func release(_ rule: Rule, _ key: String) {
    let slot = Self.slot(rule, key)
    guard var entry = events[slot], !entry.times.isEmpty else { return }
    entry.times.removeLast()
    events[slot] = entry.times.isEmpty ? nil : entry
  }

  /// Forgets every event of one key (a correct password clears the failures against that account).
  func reset(_ rule: Rule, _ key: String) { events[Self.slot(rule, key)] = nil }

  /// How many keys are held: for tests of the memory bound.
  var keyCount: Int { events.count }

  private static func slot(_ rule: Rule, _ key: String) -> String { rule.name + "\u{1F}" + key }

  /// Drops the events of `slot` older than `window`; answers how many remain.
  private func prune(_ slot: String, _ window: TimeInterval, now: Instant) -> Int {
    guard let entry = events[slot] else { return 0 }
    let recent = entry.times.filter { Self.seconds(from: $0, to: now) < window }
    events[slot] = recent.isEmpty ? nil : (window, recent)
    return recent.count
  }

  /// Forgets keys whose events have all left their rule's window. At most once a second, so a full table of live
  /// keys costs one pass a second, not one per request.
  private func sweep(now: Instant) {
    if let lastSweep, Self.seconds(from: lastSweep, to: now) < 1 { return }
    lastSweep = now
    events = events.filter { _, entry in
      entry.times.last.map { Self.seconds(from: $0, to: now) < entry.window } ?? false
    }
  }

  private static func seconds(from start: Instant, to end: Instant) -> TimeInterval {
    let elapsed = start.duration(to: end).components
    return TimeInterval(elapsed.seconds) + TimeInterval(elapsed.attoseconds) * 1e-18
  }
}
