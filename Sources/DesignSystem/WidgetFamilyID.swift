/// The widget families the apps offer, as platform-independent values: what the SwiftUI widgets map
/// WidgetKit's `WidgetFamily` to, and what Linux previews are drawn at. One type for every app.
public enum WidgetFamilyID: String, CaseIterable, Sendable, Codable {
  case small, medium, large, circular, rectangular, inline

  public var isLockScreen: Bool { self == .circular || self == .rectangular || self == .inline }

  /// Size in points on a 393 x 852 pt iPhone (iPhone 15/16), used for previews (ios-facts.md).
  public var previewSize: (width: Double, height: Double) {
    switch self {
    case .small: (158, 158)
    case .medium: (338, 158)
    case .large: (338, 354)
    case .circular: (72, 72)
    case .rectangular: (160, 72)
    case .inline: (234, 26)
    }
  }

  /// Its size on every iPhone iOS 17 runs on, largest screens first (ios-facts.md, "Widgets"): what a layout
  /// must fit, the 375 x 667 pt SE's smallest of all.
  public var sizesOnPhones: [(width: Double, height: Double)] {
    switch self {
    case .small: [(170, 170), (158, 158), (155, 155), (148, 148)]
    case .medium: [(364, 170), (338, 158), (329, 155), (321, 148)]
    case .large: [(364, 382), (338, 354), (329, 345), (321, 324)]
    case .circular: [(76, 76), (72, 72), (72, 72), (68, 68)]
    case .rectangular: [(172, 76), (160, 72), (157, 72), (153, 68)]
    case .inline: [(257, 26), (234, 26), (225, 26), (225, 26)]
    }
  }

  /// Home screen widgets' corner radius on current iPhones; lock screen widgets are drawn by the system.
  public static let homeScreenCornerRadius = 22.0
}
