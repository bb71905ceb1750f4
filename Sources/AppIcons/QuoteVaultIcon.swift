import DesignSystem
import Rendering

/// QuoteVault: a large serif opening quotation mark over the lines of a quote, white on the accent's gradient.
enum QuoteVaultIcon {
  static var scene: DisplayList {
    let lines: [DisplayItem] = [0, 1, 2].map { index in
      let width = [560.0, 500, 320][index]
      return IconParts.box(
        Rect(x: 232, y: 640 + Double(index) * 78, width: width, height: 34), radius: 17,
        color: RGBAColor.white.withAlpha(index == 2 ? 0.6 : 0.85))
    }
    return DisplayList(
      size: Size(width: AppIcon.side, height: AppIcon.side),
      items: [
        IconParts.background(0x3D8BFF, 0x4B3FD6),
        IconParts.text(
          "\u{201C}", Rect(x: 200, y: 190, width: 700, height: 900), role: .classicSerif, weight: .bold, size: 900,
          color: .white, alignment: .leading),
      ] + lines)
  }
}
