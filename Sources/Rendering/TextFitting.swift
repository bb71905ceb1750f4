/// The result of fitting text into a box.
public struct TextFit: Equatable, Sendable {
  /// The size chosen: the largest between the bounds at which the text fits, or the minimum if none does.
  public var font: FontSpec
  public var measurement: TextMeasurement
  /// True when even the minimum size does not fit: the caller must report it, never cut silently.
  public var overflows: Bool
}

extension TextMeasurer {
  /// Fits `text` into `box` by shrinking from `maximumSize` towards `minimumSize` in half-point steps (a binary
  /// search: about seven measurements). `maximumLines` caps the line count as well as the height.
  public func fit(
    _ text: String, in box: Size, font: FontSpec, maximumSize: Double, minimumSize: Double, lineSpacing: Double = 0,
    maximumLines: Int? = nil
  ) -> TextFit {
    precondition(minimumSize > 0 && minimumSize <= maximumSize, "fit needs 0 < minimumSize <= maximumSize")
    func attempt(_ size: Double) -> (TextMeasurement, Bool) {
      let measurement = measure(text, font: font.withSize(size), width: box.width, lineSpacing: lineSpacing)
      let fits = measurement.size.height <= box.height + 0.01 && measurement.lineCount <= (maximumLines ?? .max)
      return (measurement, fits)
    }
    // Half-point steps from the minimum: step 0 is minimumSize, the last step maximumSize.
    let steps = Int(((maximumSize - minimumSize) * 2).rounded(.down))
    let largest = attempt(maximumSize)
    if largest.1 { return TextFit(font: font.withSize(maximumSize), measurement: largest.0, overflows: false) }
    let smallest = attempt(minimumSize)
    guard smallest.1 else {
      return TextFit(font: font.withSize(minimumSize), measurement: smallest.0, overflows: true)
    }
    var low = 0
    var high = steps
    var best = smallest.0
    while high - low > 1 {
      let middle = (low + high) / 2
      let (measurement, fits) = attempt(minimumSize + Double(middle) / 2)
      if fits {
        low = middle
        best = measurement
      } else {
        high = middle
      }
    }
    return TextFit(font: font.withSize(minimumSize + Double(low) / 2), measurement: best, overflows: false)
  }
}
