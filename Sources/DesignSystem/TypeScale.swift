/// Point size and line height of a text style at one Dynamic Type setting.
public struct TextMetrics: Equatable, Sendable, Codable {
  public var pointSize: Double
  public var leading: Double

  public init(pointSize: Double, leading: Double) {
    self.pointSize = pointSize
    self.leading = leading
  }
}

/// Apple's Dynamic Type table (Human Interface Guidelines, iOS): size / leading in points for every style at
/// every setting. `metrics(_:at:)` answers for the system font; `scaled(_:relativeTo:at:)` scales a custom
/// font (Marker Felt, IM Fell English) the way `UIFontMetrics` does, in proportion to its style.
public enum TypeScale {
  public static func metrics(_ style: TextStyle, at size: DynamicTypeSize = .default) -> TextMetrics {
    let (points, leading) = table[style]![size.index]
    return TextMetrics(pointSize: points, leading: leading)
  }

  /// The size of a custom font designed at `basePointSize` for the default setting, scaled for `size` in
  /// proportion to `style`, rounded to the nearest half point as the system does for display fonts.
  public static func scaled(_ basePointSize: Double, relativeTo style: TextStyle, at size: DynamicTypeSize)
    -> Double
  {
    let factor = metrics(style, at: size).pointSize / metrics(style, at: .default).pointSize
    return (basePointSize * factor * 2).rounded() / 2
  }

  /// Metrics of a custom font: scaled size, and leading kept in the style's proportion to size.
  public static func scaledMetrics(_ basePointSize: Double, relativeTo style: TextStyle, at size: DynamicTypeSize)
    -> TextMetrics
  {
    let reference = metrics(style, at: size)
    let points = scaled(basePointSize, relativeTo: style, at: size)
    return TextMetrics(pointSize: points, leading: (points * reference.leading / reference.pointSize).rounded())
  }

  // xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5
  private static let table: [TextStyle: [(Double, Double)]] = [
    .largeTitle: [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66),
      (60, 70),
    ],
    .title1: [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62),
      (58, 68),
    ],
    .title2: [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59),
      (56, 66),
    ],
    .title3: [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58),
      (55, 65),
    ],
    .headline: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56),
      (53, 62),
    ],
    .body: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56),
      (53, 62),
    ],
    .callout: [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52),
      (51, 60),
    ],
    .subheadline: [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50),
      (49, 58),
    ],
    .footnote: [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46),
      (44, 52),
    ],
    .caption1: [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44),
      (43, 51),
    ],
    .caption2: [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41),
      (41, 49),
    ],
  ]
}
