import DesignSystem
import Rendering

enum GuideScreens {
  static let addShortcut = "Add Shortcut"
  static let firstWallpaper = "first wallpaper"
  static let allow = "Allow"
  static let dontAllow = "Don\u{2019}t Allow"
  static let redImage = "red image"
  static let share = "Share"
  static let useAsWallpaper = "Use as Wallpaper"
  static let add = "Add"
  static let homeIndicator = "home indicator"

  static let blue = SystemColors.blue.light
  static let label = SystemColors.label.light
  static let secondary = SystemColors.accessibleGray.light
  static let grouped = SystemColors.gray6.light
  static let placeholder = SystemColors.gray5.light

  /// `appear` (0...1) brings in the screen's sheet, alert or menu: sheets slide up, alerts and menus scale in.
  static func draw(_ screen: GuideScreen, in s: Rect, appear: Double, measurer: some TextMeasurer) -> DrawnScreen {
    var out = DrawnScreen()
    switch screen {
    case .app(let title, let message, let buttons):
      out = app(title: title, message: message, buttons: buttons, in: s, measurer: measurer)
    case .addShortcut:
      out.items = shortcutsLibrary(in: s)
      out.add(sheet(in: s, top: s.y + 70, appear: appear) { top in addShortcutSheet(in: s, top: top) })
    case .wallpaperChoice(let available):
      out.items = shortcutsLibrary(in: s)
      out.add(sheet(in: s, top: s.y + 150, appear: appear) { top in wallpaperChoice(in: s, top: top, available) })
    case .shortcutRunning:
      out.items = shortcutsLibrary(in: s)
    case .alert(let alert, let base):
      out = draw(base, in: s, appear: 1, measurer: measurer)
      out.targets = [:]
      out.items.append(rect(s, .black.withAlpha(0.25 * appear), radius: GuidePhone.screenRadius))
      var box = alertBox(alert, in: s, measurer: measurer)
      let center = Point(x: s.midX, y: s.midY)
      box.items = GuideDrawing.faded(
        GuideDrawing.transformed(box.items, scale: 1.15 - 0.15 * appear, about: center, offset: Point(x: 0, y: 0)),
        opacity: appear)
      out.add(appear >= 1 ? box : DrawnScreen(items: box.items))
    case .lockScreen(let wallpaper):
      out.items = lockScreen(wallpaper, in: s)
      out.targets[homeIndicator] = Rect(x: s.midX - 40, y: s.maxY - 16, width: 80, height: 16)
    case .photos(let menu):
      out = photosGrid(in: s)
      if menu {
        out.targets = [:]
        out.add(photoMenu(in: s, appear: appear))
      }
    case .shareSheet:
      out = photosGrid(in: s)
      out.targets = [:]
      out.add(sheet(in: s, top: s.y + 120, appear: appear) { top in shareSheet(in: s, top: top) })
    case .wallpaperPreview(let pairSheet):
      out.items = lockScreen(.instruction, in: s, homeIndicator: false)
      out.items.append(text("Cancel", Rect(x: s.x + 14, y: s.y + 39, width: 60, height: 20), 13, .white))
      let addFrame = Rect(x: s.maxX - 54, y: s.y + 36, width: 42, height: 24)
      out.items.append(rect(addFrame, .white.withAlpha(0.25), radius: 12))
      out.items.append(text(add, addFrame.insetBy(dx: 2, dy: 3), 13, .white, weight: .semibold, align: .center))
      if pairSheet {
        out.add(pairChoice(in: s, appear: appear))
      } else {
        out.targets[add] = addFrame
      }
    }
    return out
  }

  static func app(title: String, message: String?, buttons: [String], in s: Rect, measurer: some TextMeasurer)
    -> DrawnScreen
  {
    var out = DrawnScreen()
    out.items = [rect(s, .white, radius: GuidePhone.screenRadius)] + statusBar(in: s, ink: label)
    let titleFrame = Rect(x: s.x + 16, y: s.y + 84, width: s.width - 32, height: 64)
    let titleFit = measurer.fit(
      title, in: titleFrame.size, font: FontSpec(role: .system, weight: .bold, size: 24), maximumSize: 24,
      minimumSize: 16, maximumLines: 2)
    out.items.append(
      .text(TextItem(text: title, frame: titleFrame, font: titleFit.font, color: label, alignment: .center)))
    if let message {
      out.items.append(
        text(
          message, Rect(x: s.x + 20, y: titleFrame.maxY + 8, width: s.width - 40, height: 60), 14, secondary,
          align: .center, lines: 3))
    }
    let accent = Theme.noteWall.accent.light
    for (index, button) in buttons.enumerated() {
      let frame = Rect(
        x: s.x + 16, y: s.maxY - 34 - Double(buttons.count - index) * 50, width: s.width - 32, height: 42)
      out.items.append(rect(frame, index == 0 ? accent : grouped, radius: 12))
      // A longer label (a translation's) shrinks to stay on the button's one line.
      let labelFrame = frame.insetBy(dx: 6, dy: 11)
      let labelFit = measurer.fit(
        button, in: labelFrame.size, font: FontSpec(role: .system, weight: .semibold, size: 14), maximumSize: 14,
        minimumSize: 10, maximumLines: 1)
      out.items.append(
        .text(
          TextItem(
            text: button, frame: labelFrame, font: labelFit.font, color: index == 0 ? .white : label,
            alignment: .center, maximumLines: 1)))
      out.targets[button] = frame
    }
    out.items.append(homeBar(in: s, ink: label))
    return out
  }
}
