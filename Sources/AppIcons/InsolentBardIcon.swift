import DesignSystem
import Rendering

/// The Insolent Bard: "Thou knave!" in an old-style serif on parchment, framed in the theme's burgundy.
enum InsolentBardIcon {
  static var scene: DisplayList {
    let theme = Theme.insolentBard
    let ink = theme.accent.light
    return DisplayList(
      size: Size(width: AppIcon.side, height: AppIcon.side),
      items: [
        IconParts.background(0x8E2A37, 0x4E1019),
        IconParts.box(
          Rect(x: 152, y: 212, width: 720, height: 600), radius: 44, color: theme.background.light,
          shadow: IconParts.softShadow(0.45)),
        IconParts.box(Rect(x: 192, y: 252, width: 640, height: 520), radius: 28, color: ink.withAlpha(0.08)),
        IconParts.text(
          "Thou", Rect(x: 172, y: 290, width: 680, height: 220), role: .oldStyleSerif, weight: .bold, size: 190,
          color: ink),
        IconParts.text(
          "knave!", Rect(x: 172, y: 500, width: 680, height: 220), role: .oldStyleSerif, size: 170, color: ink,
          italic: true),
      ])
  }
}
