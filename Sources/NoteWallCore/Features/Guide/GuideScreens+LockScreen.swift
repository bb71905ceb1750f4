import DesignSystem
import Localization
import Rendering

extension GuideScreens {
  static func wallpaper(_ kind: GuideWallpaper, in frame: Rect, radius: Double) -> [DisplayItem] {
    switch kind {
    case .photo:
      return [
        gradient(
          frame, radius: radius, to: Point(x: frame.x, y: frame.maxY),
          stops: [(0, 0x5AA9E6), (0.6, 0xF6C28B), (1, 0xE07A5F)]),
        rect(
          Rect(x: frame.x, y: frame.y + frame.height * 0.72, width: frame.width, height: frame.height * 0.28),
          RGBAColor(hex: 0x3D5A40), radius: radius),
        rect(
          Rect(
            x: frame.x + frame.width * 0.62, y: frame.y + frame.height * 0.48, width: frame.width * 0.18,
            height: frame.width * 0.18), RGBAColor(hex: 0xFFF3B0), radius: frame.width * 0.09),
      ]
    case .preset:
      return [
        gradient(
          frame, radius: radius, to: Point(x: frame.maxX, y: frame.maxY),
          stops: [(0, 0x6A5ACD), (0.5, 0xC471ED), (1, 0xF7797D)])
      ]
    case .instruction:
      // Its words as the image has them, except on thumbnails too small to read them; room for four lines, as a
      // translation (or the pseudo-language) may need.
      let red = rect(frame, RGBAColor(hex: 0xFF0000), radius: radius)
      guard frame.width >= 60 else { return [red] }
      return [
        red,
        text(
          OnboardingCopy.instructionWallpaperText.text,
          Rect(x: frame.x + 6, y: frame.y + frame.height * 0.36, width: frame.width - 12, height: frame.height * 0.5),
          frame.width / 11, .white, weight: .bold, align: .center, lines: 4),
      ]
    }
  }

  static func lockScreen(_ kind: GuideWallpaper, in s: Rect, homeIndicator: Bool = true) -> [DisplayItem] {
    var items = wallpaper(kind, in: s, radius: GuidePhone.screenRadius)
    items += statusBar(in: s, ink: .white)
    items.append(
      text("9:41", Rect(x: s.x, y: s.y + 58, width: s.width, height: 76), 58, .white, weight: .bold, align: .center))
    if homeIndicator { items.append(homeBar(in: s, ink: .white)) }
    return items
  }
}
