import Foundation

/// Property-based fuzzing for every parser of outside input: a seeded generator (so a failure replays exactly),
/// mutations of valid inputs, and a budget of iterations or seconds.
///
/// `FUZZ_ITERATIONS` and `FUZZ_SECONDS` in the environment raise the budget (`scripts/fuzz` does); the test
/// run's default is small enough for CI. A crash found is kept as a corpus file beside the tests and replayed on
/// every run.
public struct Fuzzer: RandomNumberGenerator, Sendable {
  private var state: UInt64
  public let seed: UInt64

  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// SplitMix64: small, fast, and the same sequence for the same seed on every platform.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// How many inputs to try: `FUZZ_ITERATIONS`, else `standard`.
  public static func iterations(standard: Int) -> Int {
    ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? standard
  }

  /// Runs `body` `iterations` times, or until `FUZZ_SECONDS` have passed when that is set.
  public mutating func run(iterations: Int, _ body: (inout Fuzzer) throws -> Void) rethrows {
    let seconds = ProcessInfo.processInfo.environment["FUZZ_SECONDS"].flatMap(Double.init)
    let deadline = seconds.map { Date().addingTimeInterval($0) }
    var round = 0
    while deadline.map({ Date() < $0 }) ?? (round < iterations) {
      try body(&self)
      round += 1
    }
  }

  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
  public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  /// Random bytes, biased towards the characters parsers care about.
  public mutating func bytes(upTo count: Int, alphabet: [UInt8] = Fuzzer.syntax) -> [UInt8] {
    (0..<int(0...count)).map { _ in chance(0.7) ? pick(alphabet) : UInt8(truncatingIfNeeded: next()) }
  }

  /// A valid input with a few bytes replaced, inserted, removed, duplicated or truncated.
  public mutating func mutate(_ input: [UInt8], alphabet: [UInt8] = Fuzzer.syntax) -> [UInt8] {
    var bytes = input
    for _ in 0..<int(1...4) {
      let position = bytes.isEmpty ? 0 : int(0...(bytes.count - 1))
      switch int(0...5) {
      case 0 where !bytes.isEmpty: bytes[position] = chance(0.7) ? pick(alphabet) : UInt8(truncatingIfNeeded: next())
      case 1: bytes.insert(pick(alphabet), at: position)
      case 2 where !bytes.isEmpty: bytes.remove(at: position)
      case 3 where !bytes.isEmpty:
        let end = min(bytes.count, position + int(1...16))
        bytes.insert(contentsOf: bytes[position..<end], at: position)
      case 4: bytes = Array(bytes.prefix(position))
      default: bytes.insert(contentsOf: Array("9223372036854775807".utf8), at: position)
      }
    }
    return bytes
  }

  public static let syntax = Array("(),.:!*\"\\{}[]-=&%+ 0123456789abcdefinqtuvwxyz\r\n\t/_".utf8)

  /// The files of a corpus folder: seed inputs and every crash ever found, replayed each run.
  public static func corpus(_ folder: URL) -> [[UInt8]] {
    let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    return files.sorted { $0.path < $1.path }.compactMap { try? [UInt8](Data(contentsOf: $0)) }
  }
}
