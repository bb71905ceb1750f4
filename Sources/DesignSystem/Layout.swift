/// The 8-point grid. Every gap in every app is one of these.
public enum Spacing {
  public static let xSmall: Double = 8
  public static let small: Double = 16
  public static let medium: Double = 24
  public static let large: Double = 32
  public static let xLarge: Double = 40
  public static let xxLarge: Double = 48

  public static let all: [Double] = [xSmall, small, medium, large, xLarge, xxLarge]

  /// Screen edge padding: 16 pt on compact widths, 20 pt on wider phones and in sheets (HIG).
  public static let screenEdgeCompact: Double = 16
  public static let screenEdgeRegular: Double = 20

  /// The edge padding for a screen `width` points wide (iPhone Plus/Pro Max and larger get 20).
  public static func screenEdge(forWidth width: Double) -> Double {
    width >= 414 ? screenEdgeRegular : screenEdgeCompact
  }
}

public enum CornerRadius {
  /// Inset grouped sections, as in Settings.
  public static let groupedSection: Double = 10
  /// Large call-to-action buttons (a rounded rectangle, PM-3.4).
  public static let button: Double = 12
  /// Alerts, as UIAlertController draws them.
  public static let alert: Double = 14
  /// Sheets and cards presented modally.
  public static let sheet: Double = 20
}

/// Touch targets (HIG): nothing tappable is smaller than 44 x 44 points.
public enum HitTarget {
  public static let minimum: Double = 44
  /// Height of a large call-to-action button.
  public static let largeButtonHeight: Double = 50

  /// The size to lay out a control so that it can be hit comfortably, whatever its drawn size.
  public static func padded(width: Double, height: Double) -> (width: Double, height: Double) {
    (max(width, minimum), max(height, minimum))
  }
}
