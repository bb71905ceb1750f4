import DesignSystem
import Rendering

enum GuideScreens {
  // Targets that are not a drawn word: the finger presses a picture or a gesture area. Every other target is
  // named by the word drawn on it (a NoteWall button's copy, or iOS's word from `GuideSystemWords`).
  static let firstWallpaper = "first wallpaper"
  static let redImage = "red image"
  static let homeIndicator = "home indicator"

  static let blue = SystemColors.blue.light
  static let label = SystemColors.label.light
  static let secondary = SystemColors.accessibleGray.light
  static let grouped = SystemColors.gray6.light
  static let placeholder = SystemColors.gray5.light

  /// `appear` (0...1) brings in the screen's sheet, alert or menu: sheets slide up, alerts and menus scale in.
  /// iOS's words are `words` (the guide's language), each measured with `measurer` to fit its control.
  static func draw(
    _ screen: GuideScreen, in s: Rect, appear: Double, measurer: some TextMeasurer,
    words: GuideSystemWords = .current
  ) -> DrawnScreen {
    var out = DrawnScreen()
    switch screen {
    case .app(let title, let message, let buttons):
      out = app(title: title, message: message, buttons: buttons, in: s, measurer: measurer)
    case .addShortcut:
      out.items = shortcutsLibrary(in: s, words: words, measurer: measurer)
      out.add(
        sheet(in: s, top: s.y + 70, appear: appear) { top in
          addShortcutSheet(in: s, top: top, words: words, measurer: measurer)
        })
    case .wallpaperChoice(let available):
      out.items = shortcutsLibrary(in: s, words: words, measurer: measurer)
      out.add(sheet(in: s, top: s.y + 150, appear: appear) { top in wallpaperChoice(in: s, top: top, available) })
    case .shortcutRunning:
      out.items = shortcutsLibrary(in: s, words: words, measurer: measurer)
    case .alert(let alert, let base):
      out = draw(base, in: s, appear: 1, measurer: measurer, words: words)
      out.targets = [:]
      out.items.append(rect(s, .black.withAlpha(0.25 * appear), radius: GuidePhone.screenRadius))
      var box = alertBox(alert, in: s, words: words, measurer: measurer)
      let center = Point(x: s.midX, y: s.midY)
      box.items = GuideDrawing.faded(
        GuideDrawing.transformed(box.items, scale: 1.15 - 0.15 * appear, about: center, offset: Point(x: 0, y: 0)),
        opacity: appear)
      out.add(appear >= 1 ? box : DrawnScreen(items: box.items))
    case .lockScreen(let wallpaper):
      out.items = lockScreen(wallpaper, in: s)
      out.targets[homeIndicator] = Rect(x: s.midX - 40, y: s.maxY - 16, width: 80, height: 16)
    case .photos(let menu):
      out = photosGrid(in: s, words: words, measurer: measurer)
      if menu {
        out.targets = [:]
        out.add(photoMenu(in: s, appear: appear, words: words, measurer: measurer))
      }
    case .shareSheet:
      out = photosGrid(in: s, words: words, measurer: measurer)
      out.targets = [:]
      out.add(
        sheet(in: s, top: s.y + 120, appear: appear) { top in
          shareSheet(in: s, top: top, words: words, measurer: measurer)
        })
    case .wallpaperPreview(let pairSheet):
      out.items = lockScreen(.instruction, in: s, homeIndicator: false)
      let bar = previewBar(in: s, words: words, measurer: measurer)
      out.items += bar.items
      if pairSheet {
        out.add(pairChoice(in: s, appear: appear, words: words, measurer: measurer))
      } else {
        out.targets = bar.targets
      }
    }
    return out
  }

  /// The wallpaper preview's top bar: Cancel on the left, the Add pill on the right, each as wide as its word
  /// (the pill grows to its label, as iOS's does), sharing the bar's width when both are long.
  static func previewBar(in s: Rect, words: GuideSystemWords, measurer: some TextMeasurer) -> DrawnScreen {
    var out = DrawnScreen()
    let half = (s.width - 28 - 12) / 2
    let cancelFit = fitLabel(words.cancel, width: half, size: 13, minimum: 11, lines: 1, measurer: measurer)
    let cancelWidth = min(half, lineWidth(words.cancel, font: cancelFit.font, measurer: measurer) + 1)
    let cancelFrame = Rect(x: s.x + 14, y: s.y + 36, width: cancelWidth, height: 24)
    out.items.append(cancelFit.item(in: cancelFrame, dx: 0, color: .white, align: .leading))
    let addFit = fitLabel(
      words.add, width: half - 16, size: 13, minimum: 11, weight: .semibold, lines: 1, measurer: measurer)
    let pillWidth = max(42, min(half, lineWidth(words.add, font: addFit.font, measurer: measurer) + 17))
    let addFrame = Rect(x: s.maxX - 12 - pillWidth, y: s.y + 36, width: pillWidth, height: 24)
    out.items.append(rect(addFrame, .white.withAlpha(0.25), radius: 12))
    out.items.append(addFit.item(in: addFrame, dx: 8, color: .white))
    out.targets[words.add] = addFrame
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
