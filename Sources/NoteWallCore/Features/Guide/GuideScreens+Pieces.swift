import DesignSystem
import Rendering

// MARK: Pieces

extension GuideScreens {
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

  /// A rounded frame filled with a gradient from its top-left corner to `end`; `stops` as (location, hex).
  static func gradient(_ frame: Rect, radius: Double, to end: Point, stops: [(Double, UInt32)]) -> DisplayItem {
    .fill(
      ShapeFill(
        shape: .roundedRect(frame, cornerRadius: radius),
        paint: .linearGradient(
          start: Point(x: frame.x, y: frame.y), end: end,
          stops: stops.map { GradientStop(location: $0.0, color: RGBAColor(hex: $0.1)) })))
  }

  /// An iOS alert: its title and message measured, its two buttons side by side when both words fit half the
  /// width, else stacked full width with the cancel-style one last, as UIKit lays out an alert whose button
  /// titles are too long (the pseudo-language's "Don't Allow" is).
  static func alertBox(_ alert: GuideAlert, in s: Rect, words: GuideSystemWords, measurer: some TextMeasurer)
    -> DrawnScreen
  {
    var out = DrawnScreen()
    let width = 188.0
    let title = alert.title(in: words)
    let message = alert.message(in: words)
    let titleFont = FontSpec(role: .system, weight: .semibold, size: 13)
    let titleHeight = measurer.measure(title, font: titleFont, width: width - 28, lineSpacing: 0).size.height
    let messageFont = FontSpec(role: .system, size: 11)
    let messageHeight =
      message.map { measurer.measure($0, font: messageFont, width: width - 28, lineSpacing: 0).size.height } ?? 0
    // The buttons: (word, weight), the cancel-style "Don't Allow" first as iOS puts it on the left.
    let buttons: [(String, FontWeight)] = [(words.dontAllow, .regular), (words.allow, .semibold)]
    let sideBySide = buttons.map { word, weight in
      fitLabel(word, width: width / 2 - 8, size: 14, minimum: 12, weight: weight, lines: 1, measurer: measurer)
    }
    let fitsSideBySide = zip(buttons, sideBySide).allSatisfy { button, fit in
      lineWidth(button.0, font: fit.font, measurer: measurer) <= width / 2 - 8
    }
    let stacked = buttons.map { word, weight in
      fitLabel(word, width: width - 16, size: 14, minimum: 12, weight: weight, lines: 2, measurer: measurer)
    }
    let rowHeights = fitsSideBySide ? [38.0] : stacked.reversed().map { max(38, $0.height + 20) }
    let buttonsHeight = rowHeights.reduce(0, +)
    let height = 18 + titleHeight + (message == nil ? 0 : 4 + messageHeight) + 18 + buttonsHeight
    let box = Rect(x: s.midX - width / 2, y: s.midY - height / 2, width: width, height: height)
    out.items.append(
      .fill(
        ShapeFill(
          shape: .roundedRect(box, cornerRadius: 13), paint: .solid(RGBAColor(hex: 0xF2F2F2, alpha: 0.97)),
          shadow: Shadow(color: .black.withAlpha(0.2), offset: Point(x: 0, y: 4), blur: 16))))
    let titleFrame = Rect(x: box.x + 14, y: box.y + 18, width: width - 28, height: titleHeight + 1)
    out.items.append(.text(TextItem(text: title, frame: titleFrame, font: titleFont, color: label, alignment: .center)))
    if let message {
      out.items.append(
        .text(
          TextItem(
            text: message,
            frame: Rect(x: box.x + 14, y: titleFrame.maxY + 4, width: width - 28, height: messageHeight + 1),
            font: messageFont, color: label, alignment: .center)))
    }
    let buttonsTop = box.maxY - buttonsHeight
    let separator = SystemColors.separator.light
    out.items.append(rect(Rect(x: box.x, y: buttonsTop, width: width, height: 0.7), separator))
    if fitsSideBySide {
      out.items.append(rect(Rect(x: box.midX - 0.35, y: buttonsTop, width: 0.7, height: 38), separator))
      for (index, fit) in sideBySide.enumerated() {
        let frame = Rect(x: box.x + Double(index) * width / 2, y: buttonsTop, width: width / 2, height: 38)
        out.items.append(fit.item(in: frame, dx: 4, color: blue))
        out.targets[fit.text] = frame
      }
    } else {
      var y = buttonsTop
      for (fit, rowHeight) in zip(stacked.reversed(), rowHeights) {
        let frame = Rect(x: box.x, y: y, width: width, height: rowHeight)
        if y > buttonsTop { out.items.append(rect(Rect(x: box.x, y: y, width: width, height: 0.7), separator)) }
        out.items.append(fit.item(in: frame, dx: 8, color: blue))
        out.targets[fit.text] = frame
        y += rowHeight
      }
    }
    return out
  }
}
