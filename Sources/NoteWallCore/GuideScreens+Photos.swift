import DesignSystem
import Rendering

extension GuideScreens {
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
