import Foundation

/// The Insult of the Hour: which insult shows at any instant, as a pure function of the time slot.
///
/// The app, every widget and `bard` compute it independently and agree (IB-2.2) because nothing else goes in:
/// - A slot is one interval of the user's local clock (5, 15, 30 or 60 minutes). Slots are counted from the
///   Unix epoch shifted by the sub-hour part of the time zone's standard offset, so they start on local
///   boundaries (India's hours start at :00 local, not :30) and never repeat or skip when daylight saving time
///   moves the clock by an hour. A half-hour daylight saving shift (Lord Howe Island's) adds its half hour to the
///   shift where the interval does not divide it (hourly slots), so hours still start at :00 local; the slot
///   that straddles the change lasts half an hour more or less, and slot numbers still never go back or skip.
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

  /// When a slot begins: its first instant, `aligned - alignment` with the alignment in force then. The alignment
  /// is under two hours, so the start lies in the two hours before `aligned`; across a half-hour daylight saving
  /// change the two ends of that window may have different alignments, and the earliest instant either gives
  /// that is in the slot is its start (a slot shortened by the change begins at the change itself).
  public func start(ofSlot slot: Int) -> Date {
    let aligned = Double(slot) * Double(interval.seconds)
    let candidates = Set([aligned - 7_200, aligned].map { alignment(near: Date(timeIntervalSince1970: $0)) })
      .map { Date(timeIntervalSince1970: aligned - Double($0)) }
    if let start = candidates.filter({ self.slot(at: $0) == slot }).min() { return start }
    // A slot no instant falls in (only if a zone's standard offset itself changes): where it would have begun.
    return Date(timeIntervalSince1970: aligned - Double(alignment(near: Date(timeIntervalSince1970: aligned))))
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

  /// Seconds to add to Unix time so that slot boundaries fall on the local clock's boundaries: the sub-hour part
  /// of the standard offset, plus the part of the daylight saving shift that the interval does not divide. An
  /// hour's shift is divided by every interval, so in most zones this never changes through the year and slot
  /// numbers run on unbroken; Lord Howe's half hour moves hourly slots only, by half a slot, at 2:00 local (a
  /// boundary before the change), so one slot is half an hour longer or shorter, none repeated or skipped.
  private func alignment(near date: Date) -> Int {
    let daylight = Int(timeZone.daylightSavingTimeOffset(for: date))
    let standard = timeZone.secondsFromGMT(for: date) - daylight
    return positiveModulo(standard, 3600) + positiveModulo(daylight, interval.seconds)
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
