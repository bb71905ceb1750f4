/// A font in a theme: a face, the style it scales with, and its size at the default Dynamic Type setting.
public struct ThemeFont: Equatable, Sendable {
  public var role: FontRole
  public var style: TextStyle
  public var basePointSize: Double
  public var weight: FontWeight

  public init(role: FontRole, style: TextStyle, basePointSize: Double? = nil, weight: FontWeight? = nil) {
    self.role = role
    self.style = style
    self.basePointSize = basePointSize ?? TypeScale.metrics(style).pointSize
    self.weight = weight ?? style.weight
  }

  /// Size and leading at a Dynamic Type setting: the system table for San Francisco at its own size, the
  /// proportional scale for custom faces and sizes.
  public func metrics(at size: DynamicTypeSize) -> TextMetrics {
    if role == .system && basePointSize == TypeScale.metrics(style).pointSize {
      return TypeScale.metrics(style, at: size)
    }
    return TypeScale.scaledMetrics(basePointSize, relativeTo: style, at: size)
  }
}
