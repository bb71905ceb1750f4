import DesignSystem
import Rendering

/// Each app's icon as a scene, 1024 x 1024 points in that app's theme: what `scripts/generate-app-icons` draws
/// into Apps/<App>/App/Assets.xcassets/AppIcon.appiconset, and what the golden test compares that file with.
/// Icons are full-bleed and opaque (iOS rounds the corners; App Store Connect refuses transparency).
public enum AppIcon: String, CaseIterable, Sendable {
  case payMe = "PayMe"
  case vocaPin = "VocaPin"
  case insolentBard = "InsolentBard"
  case noteWall = "NoteWall"
  case quoteVault = "QuoteVault"

  public static let side = 1024.0

  public var scene: DisplayList {
    switch self {
    case .payMe: PayMeIcon.scene
    case .vocaPin: VocaPinIcon.scene
    case .insolentBard: InsolentBardIcon.scene
    case .noteWall: NoteWallIcon.scene
    case .quoteVault: QuoteVaultIcon.scene
    }
  }

  /// The app's folder under Apps/ (and its asset catalog's place there).
  public var appFolder: String { rawValue }
  public var iconPath: String { "Apps/\(appFolder)/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png" }
}

/// The building blocks the five icons share.
enum IconParts {

  /// A full-bleed vertical gradient from `top` to `bottom`, over a canvas 1024 points wide and `height` tall.
  static func background(_ top: UInt32, _ bottom: UInt32, height: Double = AppIcon.side) -> DisplayItem {
    .fill(
      ShapeFill(
        shape: .rect(Rect(x: 0, y: 0, width: AppIcon.side, height: height)),
        paint: .linearGradient(
          start: Point(x: 0, y: 0), end: Point(x: 0, y: height),
          stops: [
            GradientStop(location: 0, color: RGBAColor(hex: top)),
            GradientStop(location: 1, color: RGBAColor(hex: bottom)),
          ])))
  }

  static func box(_ rect: Rect, radius: Double, color: RGBAColor, shadow: Shadow? = nil) -> DisplayItem {
    .fill(ShapeFill(shape: .roundedRect(rect, cornerRadius: radius), paint: .solid(color), shadow: shadow))
  }

  static func circle(centre: Point, diameter: Double, color: RGBAColor) -> DisplayItem {
    box(
      Rect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter),
      radius: diameter / 2, color: color)
  }

  static func softShadow(_ opacity: Double = 0.35) -> Shadow {
    Shadow(color: RGBAColor.black.withAlpha(opacity), offset: Point(x: 0, y: 18), blur: 36)
  }

  static func text(
    _ text: String, _ frame: Rect, role: FontRole, weight: FontWeight = .regular, size: Double, color: RGBAColor,
    italic: Bool = false, alignment: TextAlignment = .center
  ) -> DisplayItem {
    .text(
      TextItem(
        text: text, frame: frame, font: FontSpec(role: role, weight: weight, size: size, italic: italic),
        color: color, alignment: alignment, maximumLines: 1, truncates: false))
  }
}
