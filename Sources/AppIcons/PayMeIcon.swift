import DesignSystem
import Rendering

/// PayMe: a white Wallet-style card on the system blue, its chip and name in blue.
enum PayMeIcon {
  static var scene: DisplayList { scene(height: AppIcon.side) }

  /// The same drawing on a canvas 1024 points wide and `height` tall: the square icon at 1024, Messages'
  /// landscape icons (`MessagesIcon`) lower. The blue fills the canvas; the card keeps its size, centred.
  static func scene(height: Double) -> DisplayList {
    let blue = Theme.payMe.accent.light
    // The card's group was drawn for the square: moved up or down by half the height the canvas lost or gained.
    let dy = (height - AppIcon.side) / 2
    func at(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
      Rect(x: x, y: y + dy, width: width, height: height)
    }
    return DisplayList(
      size: Size(width: AppIcon.side, height: height),
      items: [
        IconParts.background(0x3395FF, 0x0060DF, height: height),
        IconParts.box(at(172, 292, 680, 440), radius: 64, color: .white, shadow: IconParts.softShadow()),
        IconParts.box(at(244, 372, 132, 100), radius: 22, color: blue.withAlpha(0.22)),
        IconParts.circle(centre: Point(x: 712, y: 422 + dy), diameter: 96, color: blue),
        IconParts.circle(centre: Point(x: 652, y: 422 + dy), diameter: 96, color: blue.withAlpha(0.45)),
        IconParts.text(
          "PayMe", at(244, 540, 560, 150), role: .system, weight: .bold, size: 124, color: blue,
          alignment: .leading),
      ])
  }
}
