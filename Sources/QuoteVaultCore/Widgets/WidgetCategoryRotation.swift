import Foundation

/// The order a category widget goes through its category in, and where each slot falls in it: arithmetic alone,
/// the same in the app (which shares a window of the order, `LocalCache.widgetWindow`) and in the widget (which picks
/// the slot's quote from that window, `QuoteWidgetRotation.pick`).
///
/// The rotation is the category's catalogue quotes in id order taken `stride(count:)` apart, wrapping: a fixed
/// order, the same on every device that holds the same quotes, which spreads the catalogue's runs of neighbouring
/// ids (one author's lines, one book's verses) around the category. Slot `t` (`QuoteWidgetRotation.slot`) shows
/// rotation position `t` modulo the count: the quotes follow one another slot after slot and day after day, so each
/// comes round once before any comes round again, and all come round equally often.
public enum CategoryRotation {
  /// The step between neighbours of the rotation, in id order: the count over the golden ratio (0.618 of it), the
  /// step that spreads any run of neighbouring ids most evenly around the rotation (consecutive ids land that far
  /// apart), raised to the first value coprime with the count so that the rotation holds every quote once.
  public static func stride(count: Int) -> Int {
    guard count > 2 else { return 1 }
    // count × 0.618, rounded down, in a form that cannot overflow.
    var step = count / 1_000 * 618 + count % 1_000 * 618 / 1_000
    while greatestCommonDivisor(step, count) != 1 { step += 1 }
    return step
  }

  /// The id-order indices of the window shared for day `turn`: the rotation from the first slot of that day (position
  /// `turn × slotsPerTimeline`), `size` of them, or every quote once when there are no more than `size`.
  public static func windowIndices(turn: Int, size: Int, count: Int) -> [Int] {
    guard count > 0 else { return [] }
    let first = QuoteWidgetRotation.product(turn, QuoteWidgetRotation.slotsPerTimeline, modulo: count)
    let step = stride(count: count)
    return (0..<min(max(1, size), count)).map { offset in
      // `first` and `offset` are below `count`, so their sum is far from overflowing.
      QuoteWidgetRotation.product((first + offset) % count, step, modulo: count)
    }
  }

  /// Where slot number `slot` falls in a window of `count` quotes shared for day `turn`, moved on by `skip` (Next
  /// Quote): how many slots past the window's first it is. Past the window's end (the app has not shared a newer one
  /// for days) it starts the window again, and before its start (a clock or time zone put back) it counts back from
  /// the end, so the widget keeps moving either way.
  public static func place(ofSlot slot: Int, turn: Int, skip: Int, count: Int) -> Int {
    guard count > 1 else { return 0 }
    let start = QuoteWidgetRotation.product(turn, QuoteWidgetRotation.slotsPerTimeline, modulo: count)
    let sinceStart = QuoteWidgetRotation.remainder(slot, modulo: count) - start
    return QuoteWidgetRotation.remainder(
      QuoteWidgetRotation.remainder(sinceStart, modulo: count) + QuoteWidgetRotation.remainder(skip, modulo: count),
      modulo: count)
  }

  static func greatestCommonDivisor(_ first: Int, _ second: Int) -> Int {
    var (a, b) = (first.magnitude, second.magnitude)
    while b != 0 { (a, b) = (b, a % b) }
    return Int(clamping: a)
  }
}

extension QuoteWidgetRotation {
  /// The local day of the slot `date` falls in, counted from 1970-01-01 (negative before): the turn of the windows
  /// the app shares (`WidgetCategoryWindows.turn`). Rounded down, so the last slot of a day before 1970 is of that
  /// day, not the next.
  public static func turn(at date: Date, timeZone: TimeZone) -> Int {
    let number = slot(at: date, timeZone: timeZone).number
    let day = number / slotsPerTimeline
    return number % slotsPerTimeline < 0 ? day - 1 : day
  }

  /// `first × second` modulo `modulus`, never negative, for any two numbers (a day number, one from a clock set
  /// before 1970, one read from a file) without overflow. 0 for a modulus below 2.
  static func product(_ first: Int, _ second: Int, modulo modulus: Int) -> Int {
    guard modulus > 1 else { return 0 }
    let divisor = UInt64(modulus)
    let factors = (UInt64(first.magnitude) % divisor, UInt64(second.magnitude) % divisor)
    // Both factors are below the divisor, so the high half of their product is too, as dividingFullWidth needs.
    let magnitude = divisor.dividingFullWidth(factors.0.multipliedFullWidth(by: factors.1)).remainder
    let negative = (first < 0) != (second < 0) && magnitude != 0
    return Int(negative ? divisor - magnitude : magnitude)
  }

  /// `value` modulo `modulus`, never negative. 0 for a modulus below 1.
  static func remainder(_ value: Int, modulo modulus: Int) -> Int {
    guard modulus > 0 else { return 0 }
    let rest = value % modulus
    return rest < 0 ? rest + modulus : rest
  }
}
