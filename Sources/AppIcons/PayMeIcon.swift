import DesignSystem
import Rendering

/// PayMe: a white Wallet-style card on the system blue, its chip and name in blue.
enum PayMeIcon {
  static var scene: DisplayList {
    let blue = Theme.payMe.accent.light
    let card = Rect(x: 172, y: 292, width: 680, height: 440)
    return DisplayList(
      size: Size(width: AppIcon.side, height: AppIcon.side),
      items: [
        IconParts.background(0x3395FF, 0x0060DF),
        IconParts.box(card, radius: 64, color: .white, shadow: IconParts.softShadow()),
        IconParts.box(Rect(x: 244, y: 372, width: 132, height: 100), radius: 22, color: blue.withAlpha(0.22)),
        IconParts.circle(centre: Point(x: 712, y: 422), diameter: 96, color: blue),
        IconParts.circle(centre: Point(x: 652, y: 422), diameter: 96, color: blue.withAlpha(0.45)),
        IconParts.text(
          "PayMe", Rect(x: 244, y: 540, width: 560, height: 150), role: .system, weight: .bold, size: 124,
          color: blue, alignment: .leading),
      ])
  }
}
