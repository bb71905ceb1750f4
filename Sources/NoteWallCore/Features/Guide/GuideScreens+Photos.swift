import DesignSystem
import Rendering

extension GuideScreens {
  static func photosGrid(in s: Rect, words: GuideSystemWords, measurer: some TextMeasurer) -> DrawnScreen {
    var out = DrawnScreen()
    out.items = [rect(s, .white, radius: GuidePhone.screenRadius)] + statusBar(in: s, ink: label)
    out.items.append(largeTitle(words.recents, in: s, measurer: measurer))
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

  /// The photo's long-press menu: rows as tall as their words, which wrap rather than clip, as iOS's menus do.
  static func photoMenu(in s: Rect, appear: Double, words: GuideSystemWords, measurer: some TextMeasurer)
    -> DrawnScreen
  {
    var out = DrawnScreen(items: [rect(s, .white.withAlpha(0.75 * appear), radius: GuidePhone.screenRadius)])
    let photo = Rect(x: s.midX - 70, y: s.y + 70, width: 140, height: 140)
    var menu = wallpaper(.instruction, in: photo, radius: 12)
    let rows = [words.copy, words.share, words.favorite].map { word in
      fitLabel(word, width: 170 - 28, size: 14, minimum: 13, measurer: measurer)
    }
    let heights = rows.map { max(34, $0.height + 15) }
    let box = Rect(x: s.midX - 85, y: photo.maxY + 12, width: 170, height: heights.reduce(0, +))
    menu.append(
      .fill(
        ShapeFill(
          shape: .roundedRect(box, cornerRadius: 12), paint: .solid(RGBAColor(hex: 0xEDEDED)),
          shadow: Shadow(color: .black.withAlpha(0.15), offset: Point(x: 0, y: 4), blur: 12))))
    var targets: [String: Rect] = [:]
    var y = box.y
    for (row, (word, height)) in zip(rows, heights).enumerated() {
      let frame = Rect(x: box.x, y: y, width: box.width, height: height)
      if row > 0 {
        menu.append(rect(Rect(x: box.x, y: frame.y, width: box.width, height: 0.7), SystemColors.separator.light))
      }
      menu.append(word.item(in: frame, dx: 14, color: label, align: .leading))
      targets[word.text] = frame
      y += height
    }
    let scale = 0.8 + 0.2 * appear
    out.items += GuideDrawing.faded(
      GuideDrawing.transformed(menu, scale: scale, about: Point(x: s.midX, y: photo.maxY), offset: Point(x: 0, y: 0)),
      opacity: appear)
    if appear >= 1 { out.targets = targets }
    return out
  }

  static func shareSheet(in s: Rect, top: Double, words: GuideSystemWords, measurer: some TextMeasurer)
    -> DrawnScreen
  {
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
    // The actions list: other actions are grey bars; a row grows when its words wrap, as iOS's share sheet
    // wraps a long action ("Usar como fondo de pantalla").
    let rows = [words.copyPhoto, nil, words.useAsWallpaper, nil].map { word in
      word.map { fitLabel($0, width: s.width - 24 - 24, size: 14, minimum: 13, measurer: measurer) }
    }
    let heights = rows.map { row in row.map { max(32, $0.height + 13) } ?? 32 }
    let list = Rect(x: s.x + 12, y: thumb.maxY + 72, width: s.width - 24, height: heights.reduce(0, +))
    out.items.append(rect(list, grouped, radius: 10))
    var y = list.y
    for (row, (word, height)) in zip(rows, heights).enumerated() {
      let frame = Rect(x: list.x, y: y, width: list.width, height: height)
      if row > 0 {
        out.items.append(
          rect(Rect(x: list.x + 12, y: frame.y, width: list.width - 12, height: 0.7), SystemColors.separator.light))
      }
      if let word {
        out.items.append(word.item(in: frame, dx: 12, color: label, align: .leading))
        out.targets[word.text] = frame
      } else {
        out.items.append(
          rect(Rect(x: frame.x + 12, y: frame.midY - 3, width: 80, height: 6), placeholder, radius: 3))
      }
      y += height
    }
    return out
  }

  /// The wallpaper-pair choice: two buttons, each growing when its words wrap, the sheet growing upwards.
  static func pairChoice(in s: Rect, appear: Double, words: GuideSystemWords, measurer: some TextMeasurer)
    -> DrawnScreen
  {
    let width = s.width - 24
    let rows = [words.setAsWallpaperPair, words.customizeHomeScreen].map { word in
      fitLabel(word, width: width - 20 - 12, size: 13, minimum: 12, weight: .semibold, measurer: measurer)
    }
    let heights = rows.map { max(38, $0.height + 16) }
    let height = 10 + heights.reduce(0, +) + 6 * Double(heights.count - 1) + 10
    let box = Rect(x: s.x + 12, y: s.maxY - 16 - height, width: width, height: height)
    var items: [DisplayItem] = [rect(box, RGBAColor(hex: 0x1C1C1E, alpha: 0.92), radius: 16)]
    var targets: [String: Rect] = [:]
    var y = box.y + 10
    for (word, rowHeight) in zip(rows, heights) {
      let frame = Rect(x: box.x + 10, y: y, width: box.width - 20, height: rowHeight)
      items.append(rect(frame, RGBAColor(hex: 0x3A3A3C), radius: 10))
      items.append(word.item(in: frame, dx: 6, color: .white))
      targets[word.text] = frame
      y += rowHeight + 6
    }
    items = GuideDrawing.faded(
      GuideDrawing.transformed(items, scale: 1, about: Point(x: 0, y: 0), offset: Point(x: 0, y: 30 * (1 - appear))),
      opacity: appear)
    return DrawnScreen(items: items, targets: appear >= 1 ? targets : [:])
  }
}
