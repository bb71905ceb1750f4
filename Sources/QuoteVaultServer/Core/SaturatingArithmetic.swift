// Arithmetic on numbers a client sent, which must never trap.

extension Int {
  /// The sum, or Int.max (Int.min) where it would overflow: for arithmetic on numbers a client sent.
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// The product, or Int.max (Int.min) where it would overflow.
  func saturatingMultiply(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? ((self < 0) != (other < 0) ? .min : .max) : product
  }
}
