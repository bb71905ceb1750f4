import DesignSystem
import Rendering

extension GuideScreens {
  /// Shortcuts' library: a large title and a grid of colourful tiles, ours first.
  static func shortcutsLibrary(in s: Rect, words: GuideSystemWords, measurer: some TextMeasurer) -> [DisplayItem] {
    var items = [rect(s, grouped, radius: GuidePhone.screenRadius)] + statusBar(in: s, ink: label)
    items.append(largeTitle(words.shortcuts, in: s, measurer: measurer))
    let colors: [UInt32] = [0xD92D20, 0x5856D6, 0x34C759, 0xFF9500, 0x007AFF, 0xAF52DE]
    let width = (s.width - 14 * 2 - 10) / 2
    for (index, color) in colors.enumerated() {
      let frame = Rect(
        x: s.x + 14 + Double(index % 2) * (width + 10), y: s.y + 86 + Double(index / 2) * 82, width: width,
        height: 72)
      items.append(rect(frame, RGBAColor(hex: color), radius: 14))
      if index == 0 {
        items.append(
          text(
            "NoteWall", Rect(x: frame.x + 10, y: frame.maxY - 24, width: width - 20, height: 16), 12, .white,
            weight: .semibold))
      } else {
        items.append(
          rect(
            Rect(x: frame.x + 10, y: frame.maxY - 18, width: width * 0.5, height: 7), .white.withAlpha(0.6), radius: 3))
      }
    }
    items.append(homeBar(in: s, ink: label))
    return items
  }

  static func addShortcutSheet(in s: Rect, top: Double, words: GuideSystemWords, measurer: some TextMeasurer)
    -> DrawnScreen
  {
    var out = DrawnScreen()
    let tile = Rect(x: s.midX - 28, y: top + 26, width: 56, height: 56)
    out.items.append(
      .fill(
        ShapeFill(
          shape: .roundedRect(tile, cornerRadius: 13),
          paint: .linearGradient(
            start: Point(x: tile.x, y: tile.y), end: Point(x: tile.x, y: tile.maxY),
            stops: [
              GradientStop(location: 0, color: RGBAColor(hex: 0xFF6961)),
              GradientStop(location: 1, color: Theme.noteWall.accent.light),
            ]))))
    out.items.append(
      rect(Rect(x: tile.x + 14, y: tile.y + 14, width: 28, height: 28), .white.withAlpha(0.9), radius: 5))
    out.items.append(
      text(
        ShortcutContract.defaultShortcutName, Rect(x: s.x + 12, y: tile.maxY + 10, width: s.width - 24, height: 26), 15,
        label,
        weight: .bold, align: .center))
    // The shortcut's actions, as rows of an inset list (their names are the shortcut's, so bars stand in).
    let list = Rect(x: s.x + 14, y: tile.maxY + 46, width: s.width - 28, height: 4 * 30)
    out.items.append(rect(list, grouped, radius: 10))
    let actionColors: [UInt32] = [0x007AFF, 0x8E8E93, 0x34C759, 0xFF9500]
    for (row, color) in actionColors.enumerated() {
      let y = list.y + Double(row) * 30
      out.items.append(rect(Rect(x: list.x + 10, y: y + 7, width: 16, height: 16), RGBAColor(hex: color), radius: 4))
      out.items.append(
        rect(
          Rect(x: list.x + 34, y: y + 12, width: (list.width - 50) * [0.8, 0.6, 0.7, 0.5][row], height: 6),
          placeholder.composited(over: .white).withAlpha(1), radius: 3))
    }
    // The blue button grows upwards when its word wraps.
    let word = fitLabel(
      words.addShortcut, width: s.width - 32 - 12, size: 15, minimum: 13, weight: .semibold, measurer: measurer)
    let height = max(42, word.height + 20)
    let button = Rect(x: s.x + 16, y: s.maxY - 20 - height, width: s.width - 32, height: height)
    out.items.append(rect(button, blue, radius: 12))
    out.items.append(word.item(in: button, dx: 6, color: .white))
    out.targets[words.addShortcut] = button
    return out
  }

  static func wallpaperChoice(in s: Rect, top: Double, _ available: Bool) -> DrawnScreen {
    var out = DrawnScreen()
    let width = 78.0
    let height = 150.0
    let gap = 16.0
    let left = s.midX - width - gap / 2
    for index in 0..<2 {
      let frame = Rect(x: left + Double(index) * (width + gap), y: top + 40, width: width, height: height)
      let kind: GuideWallpaper = available ? (index == 0 ? .photo : .instruction) : .preset
      let picture = wallpaper(kind, in: frame, radius: 12)
      out.items += available ? picture : GuideDrawing.faded(picture, opacity: 0.35)
      out.items.append(
        text(
          "9:41", Rect(x: frame.x, y: frame.y + 16, width: frame.width, height: 28), 20,
          .white.withAlpha(available ? 1 : 0.5),
          weight: .bold, align: .center))
      if available, index == 0 { out.targets[firstWallpaper] = frame }
    }
    return out
  }
}
