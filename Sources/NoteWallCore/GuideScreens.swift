import DesignSystem
import Rendering

/// A screen the walkthroughs draw, as iOS lays it out (simplified, and labelled "Illustration" under the phone).
/// Only words the real screens show are drawn; what varies (the shortcut's actions, other apps) is drawn as grey
/// bars and tiles, never invented text.
public indirect enum GuideScreen: Equatable, Sendable {
  /// A NoteWall screen: a title, an optional message, and its buttons (the first in the accent colour).
  case app(title: String, message: String?, buttons: [String])
  /// Shortcuts' sheet for a shared shortcut: its icon tile and name, its actions, the blue Add Shortcut button.
  case addShortcut
  /// The shortcut's wallpaper choice: lock screens to pick, greyed out when they are Apple presets.
  case wallpaperChoice(available: Bool)
  /// The Shortcuts app while the shortcut runs.
  case shortcutRunning
  case alert(GuideAlert, over: GuideScreen)
  case lockScreen(GuideWallpaper)
  /// Photos' Recents with the red image, or its long-press menu.
  case photos(menu: Bool)
  case shareSheet
  /// Photos' wallpaper preview with Cancel and Add; after Add, the wallpaper-pair choice.
  case wallpaperPreview(pairSheet: Bool)
}

public enum GuideAlert: Equatable, Sendable {
  case notifications
  case folder(String)

  public var title: String {
    switch self {
    case .notifications: "\u{201C}NoteWall\u{201D} Would Like to Send You Notifications"
    case .folder(let folder): "Allow \u{201C}NoteWall\u{201D} to access \u{201C}\(folder)\u{201D}?"
    }
  }

  /// iOS's own words under the notification request; the folder prompt is drawn with its title only.
  public var message: String? {
    switch self {
    case .notifications:
      "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings."
    case .folder: nil
    }
  }
}

public enum GuideWallpaper: Equatable, Sendable {
  /// A photo from the library.
  case photo
  /// One of Apple's gradient presets.
  case preset
  /// NoteWall's red instruction image (NW-4.6).
  case instruction
}

/// A drawn screen: its items and its named targets (where the finger can press).
struct DrawnScreen {
  var items: [DisplayItem] = []
  var targets: [String: Rect] = [:]
}

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

  // MARK: Pieces

  static func rect(_ frame: Rect, _ color: RGBAColor, radius: Double = 0) -> DisplayItem {
    .fill(
      ShapeFill(shape: radius > 0 ? .roundedRect(frame, cornerRadius: radius) : .rect(frame), paint: .solid(color)))
  }

  static func text(
    _ string: String, _ frame: Rect, _ size: Double, _ color: RGBAColor, weight: FontWeight = .regular,
    align: TextAlignment = .leading, lines: Int? = 1
  ) -> DisplayItem {
    .text(
      TextItem(
        text: string, frame: frame, font: FontSpec(role: .system, weight: weight, size: size), color: color,
        alignment: align, maximumLines: lines))
  }

  static func statusBar(in s: Rect, ink: RGBAColor) -> [DisplayItem] {
    [
      text("9:41", Rect(x: s.x + 20, y: s.y + 10, width: 44, height: 16), 12, ink, weight: .semibold, align: .center),
      rect(Rect(x: s.midX - 34, y: s.y + 8, width: 68, height: 20), .black, radius: 10),
      rect(Rect(x: s.maxX - 40, y: s.y + 13, width: 20, height: 10), ink.withAlpha(0.4), radius: 3),
      rect(Rect(x: s.maxX - 39, y: s.y + 14, width: 15, height: 8), ink, radius: 2),
      rect(Rect(x: s.maxX - 58, y: s.y + 17, width: 3, height: 6), ink, radius: 1),
      rect(Rect(x: s.maxX - 54, y: s.y + 15, width: 3, height: 8), ink, radius: 1),
      rect(Rect(x: s.maxX - 50, y: s.y + 13, width: 3, height: 10), ink, radius: 1),
    ]
  }

  static func homeBar(in s: Rect, ink: RGBAColor) -> DisplayItem {
    rect(Rect(x: s.midX - 38, y: s.maxY - 9, width: 76, height: 4), ink, radius: 2)
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
      out.items.append(
        text(
          button, frame.insetBy(dx: 6, dy: 11), 14, index == 0 ? .white : label, weight: .semibold, align: .center))
      out.targets[button] = frame
    }
    out.items.append(homeBar(in: s, ink: label))
    return out
  }

  /// Shortcuts' library: a large title and a grid of colourful tiles, ours first.
  static func shortcutsLibrary(in s: Rect) -> [DisplayItem] {
    var items = [rect(s, grouped, radius: GuidePhone.screenRadius)] + statusBar(in: s, ink: label)
    items.append(text("Shortcuts", Rect(x: s.x + 14, y: s.y + 44, width: 160, height: 30), 24, label, weight: .bold))
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

  /// A sheet rising from the bottom of the screen: it keeps to the screen's rounded bottom corners, and slides up
  /// by the sheet's height as `appear` goes from 0 to 1 (dimming what is behind it).
  static func sheet(in s: Rect, top: Double, appear: Double, content: (Double) -> DrawnScreen) -> DrawnScreen {
    var body = DrawnScreen()
    body.items = [
      rect(Rect(x: s.x, y: top, width: s.width, height: 60), .white, radius: 14),
      rect(
        Rect(x: s.x, y: top + 20, width: s.width, height: s.maxY - top - 20), .white, radius: GuidePhone.screenRadius),
      rect(Rect(x: s.midX - 18, y: top + 6, width: 36, height: 4), placeholder, radius: 2),
    ]
    body.add(content(top))
    let shift = (1 - appear) * (s.maxY - top)
    var out = DrawnScreen(items: [rect(s, .black.withAlpha(0.3 * appear), radius: GuidePhone.screenRadius)])
    out.items += GuideDrawing.clipped(
      GuideDrawing.transformed(body.items, scale: 1, about: Point(x: 0, y: 0), offset: Point(x: 0, y: shift)), to: s)
    if appear >= 1 { out.targets = body.targets }
    return out
  }

  static func addShortcutSheet(in s: Rect, top: Double) -> DrawnScreen {
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
        ShortcutContract.defaultShortcutName, Rect(x: s.x + 16, y: tile.maxY + 10, width: s.width - 32, height: 26), 18,
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
    let button = Rect(x: s.x + 16, y: s.maxY - 62, width: s.width - 32, height: 42)
    out.items.append(rect(button, blue, radius: 12))
    out.items.append(text(addShortcut, button.insetBy(dx: 6, dy: 10), 15, .white, weight: .semibold, align: .center))
    out.targets[addShortcut] = button
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

  /// A rounded frame filled with a gradient from its top-left corner to `end`; `stops` as (location, hex).
  static func gradient(_ frame: Rect, radius: Double, to end: Point, stops: [(Double, UInt32)]) -> DisplayItem {
    .fill(
      ShapeFill(
        shape: .roundedRect(frame, cornerRadius: radius),
        paint: .linearGradient(
          start: Point(x: frame.x, y: frame.y), end: end,
          stops: stops.map { GradientStop(location: $0.0, color: RGBAColor(hex: $0.1)) })))
  }

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
      // Its words as the image has them, except on thumbnails too small to read them.
      let red = rect(frame, RGBAColor(hex: 0xFF0000), radius: radius)
      guard frame.width >= 60 else { return [red] }
      return [
        red,
        text(
          OnboardingCopy.instructionWallpaperText,
          Rect(x: frame.x + 6, y: frame.y + frame.height * 0.36, width: frame.width - 12, height: frame.height * 0.5),
          frame.width / 9, .white, weight: .bold, align: .center, lines: 3),
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

  static func alertBox(_ alert: GuideAlert, in s: Rect, measurer: some TextMeasurer) -> DrawnScreen {
    var out = DrawnScreen()
    let width = 188.0
    let titleFont = FontSpec(role: .system, weight: .semibold, size: 13)
    let titleHeight = measurer.measure(alert.title, font: titleFont, width: width - 28, lineSpacing: 0).size.height
    let messageFont = FontSpec(role: .system, size: 11)
    let messageHeight =
      alert.message.map { measurer.measure($0, font: messageFont, width: width - 28, lineSpacing: 0).size.height } ?? 0
    let height = 18 + titleHeight + (alert.message == nil ? 0 : 4 + messageHeight) + 18 + 38
    let box = Rect(x: s.midX - width / 2, y: s.midY - height / 2, width: width, height: height)
    out.items.append(
      .fill(
        ShapeFill(
          shape: .roundedRect(box, cornerRadius: 13), paint: .solid(RGBAColor(hex: 0xF2F2F2, alpha: 0.97)),
          shadow: Shadow(color: .black.withAlpha(0.2), offset: Point(x: 0, y: 4), blur: 16))))
    let titleFrame = Rect(x: box.x + 14, y: box.y + 18, width: width - 28, height: titleHeight + 1)
    out.items.append(
      .text(TextItem(text: alert.title, frame: titleFrame, font: titleFont, color: label, alignment: .center)))
    if let message = alert.message {
      out.items.append(
        .text(
          TextItem(
            text: message,
            frame: Rect(x: box.x + 14, y: titleFrame.maxY + 4, width: width - 28, height: messageHeight + 1),
            font: messageFont, color: label, alignment: .center)))
    }
    let buttonsTop = box.maxY - 38
    let separator = SystemColors.separator.light
    out.items.append(rect(Rect(x: box.x, y: buttonsTop, width: width, height: 0.7), separator))
    out.items.append(rect(Rect(x: box.midX - 0.35, y: buttonsTop, width: 0.7, height: 38), separator))
    let dont = Rect(x: box.x, y: buttonsTop, width: width / 2, height: 38)
    let allowFrame = Rect(x: box.midX, y: buttonsTop, width: width / 2, height: 38)
    out.items.append(text(dontAllow, dont.insetBy(dx: 4, dy: 9), 14, blue, align: .center))
    out.items.append(text(allow, allowFrame.insetBy(dx: 4, dy: 9), 14, blue, weight: .semibold, align: .center))
    out.targets[allow] = allowFrame
    out.targets[dontAllow] = dont
    return out
  }

  static func photosGrid(in s: Rect) -> DrawnScreen {
    var out = DrawnScreen()
    out.items = [rect(s, .white, radius: GuidePhone.screenRadius)] + statusBar(in: s, ink: label)
    out.items.append(text("Recents", Rect(x: s.x + 14, y: s.y + 44, width: 160, height: 30), 24, label, weight: .bold))
    let columns = 3
    let cell = (s.width - 4) / 3
    let colors: [UInt32] = [
      0x8DA9C4, 0xC9ADA7, 0x9A8C98, 0xA3B18A, 0xDDA15E, 0x6D597A, 0x84A98C, 0xB5838D, 0x52796F, 0xE5989B,
      0x588157,
    ]
    for index in 0..<(colors.count + 1) {
      let frame = Rect(
        x: s.x + Double(index % columns) * (cell + 2), y: s.y + 84 + Double(index / columns) * (cell + 2), width: cell,
        height: cell)
      if index == colors.count {
        // The newest photo, last in the grid: the red image NoteWall saved.
        out.items += wallpaper(.instruction, in: frame, radius: 0)
        out.targets[redImage] = frame
      } else {
        out.items.append(rect(frame, RGBAColor(hex: colors[index])))
      }
    }
    out.items = GuideDrawing.clipped(out.items, to: s)
    out.items.append(homeBar(in: s, ink: label))
    return out
  }

  static func photoMenu(in s: Rect, appear: Double) -> DrawnScreen {
    var out = DrawnScreen(items: [rect(s, .white.withAlpha(0.75 * appear), radius: GuidePhone.screenRadius)])
    let photo = Rect(x: s.midX - 70, y: s.y + 70, width: 140, height: 140)
    var menu = wallpaper(.instruction, in: photo, radius: 12)
    let box = Rect(x: s.midX - 85, y: photo.maxY + 12, width: 170, height: 3 * 34)
    menu.append(
      .fill(
        ShapeFill(
          shape: .roundedRect(box, cornerRadius: 12), paint: .solid(RGBAColor(hex: 0xEDEDED)),
          shadow: Shadow(color: .black.withAlpha(0.15), offset: Point(x: 0, y: 4), blur: 12))))
    var targets: [String: Rect] = [:]
    for (row, name) in ["Copy", share, "Favorite"].enumerated() {
      let frame = Rect(x: box.x, y: box.y + Double(row) * 34, width: box.width, height: 34)
      if row > 0 {
        menu.append(rect(Rect(x: box.x, y: frame.y, width: box.width, height: 0.7), SystemColors.separator.light))
      }
      menu.append(text(name, Rect(x: frame.x + 14, y: frame.y + 9, width: frame.width - 28, height: 19), 14, label))
      targets[name] = frame
    }
    let scale = 0.8 + 0.2 * appear
    out.items += GuideDrawing.faded(
      GuideDrawing.transformed(menu, scale: scale, about: Point(x: s.midX, y: photo.maxY), offset: Point(x: 0, y: 0)),
      opacity: appear)
    if appear >= 1 { out.targets = targets }
    return out
  }

  static func shareSheet(in s: Rect, top: Double) -> DrawnScreen {
    var out = DrawnScreen()
    let thumb = Rect(x: s.x + 14, y: top + 20, width: 36, height: 36)
    out.items += wallpaper(.instruction, in: thumb, radius: 6)
    out.items.append(rect(Rect(x: thumb.maxX + 10, y: thumb.y + 8, width: 90, height: 7), placeholder, radius: 3))
    out.items.append(rect(Rect(x: thumb.maxX + 10, y: thumb.y + 22, width: 60, height: 6), placeholder, radius: 3))
    // Other apps' icons: grey tiles, as each phone shows different ones.
    for index in 0..<4 {
      out.items.append(
        rect(Rect(x: s.x + 14 + Double(index) * 50, y: thumb.maxY + 16, width: 42, height: 42), placeholder, radius: 10)
      )
    }
    let list = Rect(x: s.x + 12, y: thumb.maxY + 72, width: s.width - 24, height: 4 * 32)
    out.items.append(rect(list, grouped, radius: 10))
    for (row, name) in ["Copy Photo", nil, useAsWallpaper, nil].enumerated() {
      let frame = Rect(x: list.x, y: list.y + Double(row) * 32, width: list.width, height: 32)
      if row > 0 {
        out.items.append(
          rect(Rect(x: list.x + 12, y: frame.y, width: list.width - 12, height: 0.7), SystemColors.separator.light))
      }
      if let name {
        out.items.append(
          text(name, Rect(x: frame.x + 12, y: frame.y + 8, width: frame.width - 24, height: 19), 14, label))
        out.targets[name] = frame
      } else {
        out.items.append(rect(Rect(x: frame.x + 12, y: frame.y + 13, width: 80, height: 6), placeholder, radius: 3))
      }
    }
    return out
  }

  static func pairChoice(in s: Rect, appear: Double) -> DrawnScreen {
    let box = Rect(x: s.x + 12, y: s.maxY - 120, width: s.width - 24, height: 104)
    var items: [DisplayItem] = [rect(box, RGBAColor(hex: 0x1C1C1E, alpha: 0.92), radius: 16)]
    var targets: [String: Rect] = [:]
    for (row, name) in ["Set as Wallpaper Pair", "Customize Home Screen"].enumerated() {
      let frame = Rect(x: box.x + 10, y: box.y + 10 + Double(row) * 44, width: box.width - 20, height: 38)
      items.append(rect(frame, RGBAColor(hex: 0x3A3A3C), radius: 10))
      items.append(text(name, frame.insetBy(dx: 6, dy: 10), 13, .white, weight: .semibold, align: .center))
      targets[name] = frame
    }
    items = GuideDrawing.faded(
      GuideDrawing.transformed(items, scale: 1, about: Point(x: 0, y: 0), offset: Point(x: 0, y: 30 * (1 - appear))),
      opacity: appear)
    return DrawnScreen(items: items, targets: appear >= 1 ? targets : [:])
  }
}

extension DrawnScreen {
  mutating func add(_ other: DrawnScreen) {
    items += other.items
    targets.merge(other.targets) { _, new in new }
  }
}
