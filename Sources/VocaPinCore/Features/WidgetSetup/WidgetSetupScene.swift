import DesignSystem
import Rendering

/// The Widget Setup sheet laid out on a screen of a given size at a Dynamic Type setting: the same values the
/// SwiftUI sheet reads, measured with a backend's fonts. It proves nothing is clipped (every text block gets
/// the height it measures) and says when the steps must scroll; drawn, it is the sheet's preview.
public struct WidgetSetupScene: Sendable {
  public let list: DisplayList
  /// The sheet, in screen points: from the detent's top to the screen's bottom edge.
  public let sheet: Rect
  /// Where the title, subtitle and steps go (between the drag indicator and the button).
  public let contentArea: Rect
  /// The measured height of the title, subtitle and steps together.
  public let contentHeight: Double
  /// Text blocks as laid out, each with the height it needs (before any scrolling).
  public let blocks: [TextItem]
  public let button: Rect

  /// The steps scroll inside the sheet when they do not fit: the button stays pinned at the bottom.
  public var needsScrolling: Bool { contentHeight > contentArea.height + 0.5 }

  public static func make(
    screen: Size, bottomSafeAreaInset: Double = 0, typeSize: DynamicTypeSize, scheme: ColorScheme,
    measurer: some TextMeasurer
  ) -> WidgetSetupScene {
    let guide = WidgetSetupGuide.self
    let window = WindowMetrics(height: screen.height, bottomSafeAreaInset: bottomSafeAreaInset)
    // The sheet rises its detent above the bottom safe-area inset, as SwiftUI places a `.height` detent.
    let inset = window?.bottomSafeAreaInset ?? 0
    let sheetHeight = window.map { guide.detent(in: $0).points + inset } ?? 0
    let sheet = Rect(x: 0, y: screen.height - sheetHeight, width: screen.width, height: sheetHeight)
    let padding = guide.contentPadding
    let ink = guide.ink.resolved(in: scheme)
    var items: [DisplayItem] = [
      // The board behind, dimmed as the system dims it under a sheet.
      .fill(
        ShapeFill(
          shape: .rect(Rect(origin: Point(x: 0, y: 0), size: screen)),
          paint: .solid(
            Theme.vocaPin.background.resolved(in: scheme)))),
      .fill(
        ShapeFill(
          shape: .rect(Rect(origin: Point(x: 0, y: 0), size: screen)),
          paint: .solid(
            RGBAColor.black.withAlpha(guide.dimmingOpacity)))),
      // The sheet extends below the screen so only its top corners show rounded.
      .fill(
        ShapeFill(
          shape: .roundedRect(
            Rect(x: sheet.x, y: sheet.y, width: sheet.width, height: sheet.height + guide.cornerRadius),
            cornerRadius: guide.cornerRadius),
          paint: .solid(guide.background.resolved(in: scheme)))),
      // The drag indicator, as the system draws it.
      .fill(
        ShapeFill(
          shape: .roundedRect(Rect(x: screen.width / 2 - 18, y: sheet.y + 5, width: 36, height: 5), cornerRadius: 2.5),
          paint: .solid(SystemColors.gray.resolved(in: scheme).withAlpha(0.5)))),
    ]

    let width = sheet.width - 2 * padding
    let buttonMetrics = guide.buttonFont.metrics(at: typeSize)
    let buttonHeight = max(guide.buttonHeight, buttonMetrics.leading + 2 * Spacing.xSmall)
    // Pinned above the home indicator's strip (the view's `safeAreaInset(edge: .bottom)`).
    let button = Rect(
      x: padding, y: sheet.maxY - inset - padding - buttonHeight, width: width, height: buttonHeight)
    let contentArea = Rect(
      x: padding, y: sheet.y + padding, width: width,
      height: max(0, button.y - guide.sectionSpacing - sheet.y - padding))

    func block(
      _ text: String, _ font: ThemeFont, x: Double, y: Double, width: Double, alignment: TextAlignment,
      typeSize: DynamicTypeSize = typeSize
    ) -> TextItem {
      let spec = FontSpec(role: font.role, weight: font.weight, size: font.metrics(at: typeSize).pointSize)
      let measured = measurer.measure(text, font: spec, width: width, lineSpacing: 0)
      return TextItem(
        text: text, frame: Rect(x: x, y: y, width: width, height: measured.size.height.rounded(.up)), font: spec,
        color: ink, alignment: alignment)
    }

    var blocks: [TextItem] = []
    var y = contentArea.y
    let heading = typeSize.capped(at: guide.headingTypeSizeLimit)
    let title = block(
      guide.title.text, guide.titleFont, x: padding, y: y, width: width, alignment: .center, typeSize: heading)
    blocks.append(title)
    y = title.frame.maxY + Spacing.xSmall
    let subtitle = block(
      guide.subtitle.text, guide.subtitleFont, x: padding, y: y, width: width, alignment: .center, typeSize: heading)
    blocks.append(subtitle)
    y = subtitle.frame.maxY + guide.sectionSpacing
    let numberWidth = guide.stepNumberWidth(at: typeSize)
    for (index, step) in guide.steps.enumerated() {
      let number = block(
        guide.stepNumber(index), guide.stepNumberFont, x: padding, y: y, width: numberWidth, alignment: .leading)
      let text = block(
        step.text, guide.stepFont, x: padding + numberWidth, y: y, width: width - numberWidth, alignment: .leading)
      blocks += [number, text]
      y = max(number.frame.maxY, text.frame.maxY) + guide.stepSpacing
    }
    // The Lock Screen's widgets, after the Home Screen's steps (scrolled to when they do not fit).
    y += guide.sectionSpacing - guide.stepSpacing
    let lockTitle = block(
      guide.lockScreenTitle.text, guide.subtitleFont, x: padding, y: y, width: width, alignment: .leading)
    blocks.append(lockTitle)
    y = lockTitle.frame.maxY + Spacing.xSmall
    let lockText = block(guide.lockScreen.text, guide.stepFont, x: padding, y: y, width: width, alignment: .leading)
    blocks.append(lockText)
    y = lockText.frame.maxY + guide.stepSpacing
    let contentHeight = y - guide.stepSpacing - contentArea.y
    // Drawn as a scroll view shows it at rest: what fits above the button.
    items += blocks.filter { $0.frame.maxY <= contentArea.maxY + 0.5 }.map(DisplayItem.text)

    items.append(
      .fill(
        ShapeFill(
          shape: .roundedRect(button, cornerRadius: guide.buttonCornerRadius),
          paint: .solid(guide.buttonFill.resolved(in: scheme)))))
    let label = block(guide.gotIt.text, guide.buttonFont, x: button.x, y: 0, width: button.width, alignment: .center)
    items.append(
      .text(
        TextItem(
          text: label.text,
          frame: Rect(
            x: button.x, y: button.y + (button.height - label.frame.height) / 2, width: button.width,
            height: label.frame.height),
          font: label.font, color: guide.buttonText.resolved(in: scheme), alignment: .center, maximumLines: 1)))
    return WidgetSetupScene(
      list: DisplayList(size: screen, items: items), sheet: sheet, contentArea: contentArea,
      contentHeight: contentHeight, blocks: blocks, button: button)
  }
}

extension DynamicTypeSize {
  /// This setting, or `limit` if this one is larger.
  public func capped(at limit: DynamicTypeSize) -> DynamicTypeSize { Swift.min(self, limit) }

  /// How much a theme font grows at this setting relative to the default, for sizes tied to it.
  func scaleFactor(for font: ThemeFont) -> Double {
    font.metrics(at: self).pointSize / font.metrics(at: .default).pointSize
  }
}
