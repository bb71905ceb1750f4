/// How a paragraph lays out at a width: what a backend's text engine (Pango, Core Text) reports.
public struct TextMeasurement: Equatable, Sendable {
  /// The wrapped text's size in points (at most the width asked for).
  public var size: Size
  public var lineCount: Int
  /// Characters the fonts had no glyph for (drawn as boxes): 0 when every script is covered.
  public var missingGlyphs: Int

  public init(size: Size, lineCount: Int, missingGlyphs: Int = 0) {
    self.size = size
    self.lineCount = lineCount
    self.missingGlyphs = missingGlyphs
  }
}

/// Supplied by each backend, so that layout can be computed (and tested) on numbers before anything is drawn.
public protocol TextMeasurer: Sendable {
  /// The size of `text` wrapped to `width` points, with no line limit.
  func measure(_ text: String, font: FontSpec, width: Double, lineSpacing: Double) -> TextMeasurement
}
