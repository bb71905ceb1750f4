import DesignSystem
import Rendering

/// VocaPin: a handwritten sticky note pinned to the cream board.
enum VocaPinIcon {
  static var scene: DisplayList {
    let note = Rect(x: 192, y: 222, width: 640, height: 640)
    return DisplayList(
      size: Size(width: AppIcon.side, height: AppIcon.side),
      items: [
        IconParts.background(0xFFF6C7, 0xF5E3A1),
        IconParts.box(note, radius: 28, color: RGBAColor(hex: 0xFFE066), shadow: IconParts.softShadow(0.28)),
        IconParts.text(
          "Hello!", Rect(x: 212, y: 390, width: 600, height: 340), role: .handwritten, size: 240,
          color: RGBAColor(hex: 0x3B3016)),
        IconParts.circle(centre: Point(x: 512, y: 236), diameter: 120, color: RGBAColor(hex: 0xD9412F)),
        IconParts.circle(centre: Point(x: 494, y: 216), diameter: 34, color: RGBAColor.white.withAlpha(0.55)),
      ])
  }
}
