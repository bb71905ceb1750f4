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

  /// Home screen widgets' corner radius on current iPhones; lock screen widgets are drawn by the system.
  public static let homeScreenCornerRadius = 22.0
}
