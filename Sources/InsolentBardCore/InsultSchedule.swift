import Foundation

/// The Insult of the Hour: which insult shows at any instant, as a pure function of the time slot.
///
/// The app, every widget and `bard` compute it independently and agree (IB-2.2) because nothing else goes in:
/// - A slot is one interval of the user's local clock (5, 15, 30 or 60 minutes). Slots are counted from the
///   Unix epoch shifted by the sub-hour part of the time zone's standard offset, so they start on local
///   boundaries (India's hours start at :00 local, not :30) and never repeat or skip when daylight saving time
///   moves the clock by an hour.
/// - The insult of slot `s` is `kit.insult(at: (a * (s mod N) + b) mod N)`: an affine bijection of Z/N with `a`
///   coprime to N, so consecutive slots never repeat (they differ by `a` mod N) and every insult comes round
///   once in N slots. Because `a mod 50 != 0`, consecutive insults do not even share a noun.
/// - `b` depends on the interval, so a 5-minute and an hourly user do not see the same sequence.
public struct InsultSchedule: Sendable, Equatable {
  public let kit: InsultKit
  public let interval: RefreshInterval
  public let timeZone: TimeZone

  public init(kit: InsultKit = .full, interval: RefreshInterval, timeZone: TimeZone) {
    self.kit = kit
    self.interval = interval
    self.timeZone = timeZone
  }

  /// The slot an instant falls in.
  public func slot(at date: Date) -> Int {
    let shifted = date.timeIntervalSince1970 + Double(alignment(near: date))
    return Int((shifted / Double(interval.seconds)).rounded(.down))
  }

  /// When a slot begins.
  public func start(ofSlot slot: Int) -> Date {
    let aligned = Double(slot) * Double(interval.seconds)
    let reference = Date(timeIntervalSince1970: aligned)
    return Date(timeIntervalSince1970: aligned - Double(alignment(near: reference)))
  }

  /// The insult of a slot; `shuffle` > 0 picks the n-th alternative ("another insult") for that slot.
  public func insult(forSlot slot: Int, shuffle: Int = 0) -> Insult {
    let count = kit.count
    let position = (positiveModulo(slot, count) + positiveModulo(shuffle, count) * Self.shuffleStride) % count
    let index = (multiplier(for: count) * position + offset % count) % count
    return kit.insult(at: index)
  }

  public func insult(at date: Date) -> Insult { insult(forSlot: slot(at: date)) }

  // MARK: - Details

  /// Seconds to add to Unix time so that slot boundaries fall on the local clock's boundaries.
  private func alignment(near date: Date) -> Int {
    let standard = timeZone.secondsFromGMT(for: date) - Int(timeZone.daylightSavingTimeOffset(for: date))
    return positiveModulo(standard, 3600)
  }

  private var offset: Int { interval.rawValue * 7_919 }

  /// A prime stride so that the n-th shuffle of a slot is neither its own insult nor a neighbour's.
  private static let shuffleStride = 7_877

  /// The smallest multiplier from 48271 up that is coprime to `count`.
  private func multiplier(for count: Int) -> Int {
    var candidate = 48_271
    while gcd(candidate, count) != 1 { candidate += 1 }
    return candidate
  }
}

func positiveModulo(_ value: Int, _ modulus: Int) -> Int {
  let remainder = value % modulus
  return remainder < 0 ? remainder + modulus : remainder
}

func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
