/// A walk through the kit's insults in a random order fixed by its seed: each insult at most once, each step
/// constant work. A sparse Fisher–Yates shuffle of the indices 0..<count: only the indices moved so far are
/// remembered, so drawing k insults of 125,000 costs k steps and k entries, never the whole kit.
public struct KitSample: Sendable {
  public let kit: InsultKit
  /// How many insults have been drawn.
  public private(set) var drawn = 0
  private var generator: SplitMix64
  /// The index now standing at a position the shuffle has swapped, where it is not the position itself.
  private var moved: [Int: Int] = [:]

  public init(kit: InsultKit, seed: UInt64) {
    self.kit = kit
    generator = SplitMix64(seed: seed)
  }

  /// The next insult of the walk, or nil once every insult of the kit has been drawn.
  public mutating func next() -> Insult? {
    let count = kit.count
    guard drawn < count else { return nil }
    let pick = Int.random(in: drawn..<count, using: &generator)
    let index = moved[pick] ?? pick
    // The position being passed takes the place of the one picked, so it can still come up later.
    moved[pick] = moved[drawn] ?? drawn
    moved[drawn] = nil
    drawn += 1
    return kit.insult(at: index)
  }
}

/// A small seeded generator (Steele, Lea and Flood's SplitMix64): the same seed gives the same numbers on every
/// platform, which `SystemRandomNumberGenerator` cannot.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
