/// One quote of a feed as its order is made from: its id and category, listed by the server
/// (`select=id,category`) or read from the cache.
public struct FeedEntry: Decodable, Equatable, Sendable {
  public let id: Int64
  public let category: String

  public init(id: Int64, category: String) {
    self.id = id
    self.category = category
  }
}

/// Today's order of the feed on this install: shuffled, the same all day (so paging and pull to refresh neither
/// repeat nor skip a quote), another order the next day and on another install, and its categories spread
/// evenly through it (All's five, For You's chosen ones) rather than in blocks.
///
/// Every quote gets a key from the day, the install's seed and its id alone, so a quote added or removed
/// moves no other quote within its category, and the cache's quotes (a subset) keep the order they have in
/// the whole. Each category's quotes, in key order, are then spread over the feed: the i-th of n lands in the
/// i-th n-th of it, at a place within that slice its key decides. Any stretch of the feed holds each
/// category in proportion to its size (categories of equal size: one of each in every stretch as long as there
/// are categories, so none runs longer than two).
public struct FeedShuffle: Equatable, Sendable {
  /// The day the order is for (yyyy-MM-dd, as the quote of the day names it).
  public let day: String
  /// The install's own seed (`LocalCache.feedSeed()`), so two phones see different feeds on the same day.
  public let installSeed: UInt64

  public init(day: String, installSeed: UInt64) {
    self.day = day
    self.installSeed = installSeed
  }

  /// The ids of `entries` in today's order. Hostile lists are fine: an id listed twice is taken once (its first
  /// category), and any category string is a category of its own.
  public func order(_ entries: [FeedEntry]) -> [Int64] {
    var seen = Set<Int64>()
    var groups: [String: [Int64]] = [:]
    for entry in entries where seen.insert(entry.id).inserted { groups[entry.category, default: []].append(entry.id) }
    let seed = Self.mix(installSeed ^ Self.fnv1a(day))
    var placed: [(position: Double, tie: UInt64, id: Int64)] = []
    placed.reserveCapacity(seen.count)
    for ids in groups.values {
      let ranked = ids.map { (key: Self.mix(seed ^ UInt64(bitPattern: $0)), id: $0) }
        .sorted { ($0.key, $0.id) < ($1.key, $1.id) }
      let count = Double(ranked.count)
      for (rank, item) in ranked.enumerated() {
        // A second key for where in its slice the quote lands, drawn independently of its rank's key.
        let within = Self.mix(item.key ^ 0x5851_F42D_4C95_7F2D)
        placed.append(((Double(rank) + Self.unit(within)) / count, within, item.id))
      }
    }
    return placed.sorted { ($0.position, $0.tie, $0.id) < ($1.position, $1.tie, $1.id) }.map(\.id)
  }

  /// SplitMix64's finalizer: a well-mixed 64-bit value from any input, the same on every platform (Swift's
  /// `Hasher` is seeded anew in each process, so it cannot make an order that lasts a day).
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// FNV-1a over the day's UTF-8 bytes.
  static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
  }

  /// A value in [0, 1) from the top 53 bits (a Double's precision).
  static func unit(_ value: UInt64) -> Double { Double(value >> 11) / 9_007_199_254_740_992 }
}
