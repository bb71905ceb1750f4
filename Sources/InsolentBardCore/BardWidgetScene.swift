import DesignSystem
import Foundation
import Rendering

/// A widget drawn as a display list, for previews on Linux (`bard widget`) and the App Store screenshots.
/// It reads the same `BardWidgetLayout` and theme as the SwiftUI widget, so both show the same things.
public struct BardWidgetScene: Sendable {
  public let list: DisplayList
  /// True when the insult did not fit even at the smallest size: reported, never cut silently.
  public let overflows: Bool
  /// The "another insult" button's tap target, when the family has one.
  public let anotherInsultButton: Rect?

  public static func make(
    family: BardWidgetFamily, entry: WidgetEntry, scheme: ColorScheme, measurer: some TextMeasurer,
    typeSize: DynamicTypeSize = .default
  ) -> BardWidgetScene {
    let layout = BardWidgetLayout.of(family)
    let (width, height) = family.previewSize
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    let theme = Theme.insolentBard
    // Lock screen widgets are monochrome white on the wallpaper's own darkened backdrop.
    let text = family.isLockScreen ? RGBAColor.white : theme.accent.resolved(in: scheme)
    let secondary = family.isLockScreen ? RGBAColor.white.withAlpha(0.7) : theme.secondaryText.resolved(in: scheme)
    var items: [DisplayItem] = []
    switch family {
    case .small, .medium, .large:
      items.append(
        .fill(
          ShapeFill(
            shape: .roundedRect(bounds, cornerRadius: WidgetFamilyID.homeScreenCornerRadius),
            paint: .solid(theme.background.resolved(in: scheme))
          )))
    case .circular:
      items.append(
        .fill(
          ShapeFill(
            shape: .roundedRect(bounds, cornerRadius: width / 2), paint: .solid(RGBAColor.black.withAlpha(0.35)))))
    case .rectangular:
      items.append(
        .fill(ShapeFill(shape: .roundedRect(bounds, cornerRadius: 12), paint: .solid(RGBAColor.black.withAlpha(0.35)))))
    case .inline:
      break
    }

    var content = bounds.insetBy(dx: layout.padding, dy: layout.padding)
    let alignment: TextAlignment = layout.showsDecorations || family == .circular ? .center : .leading
    func line(_ string: String, font: FontSpec, color: RGBAColor, height: Double) {
      items.append(
        .text(
          TextItem(
            text: string, frame: Rect(x: content.x, y: content.y, width: content.width, height: height), font: font,
            color: color, alignment: alignment, maximumLines: 1)))
      content = Rect(x: content.x, y: content.y + height, width: content.width, height: max(0, content.height - height))
    }
    if layout.showsLogo || family == .circular {
      line(
        "🎭", font: FontSpec(role: .emoji, size: family == .circular ? 14 : 22), color: text,
        height: family == .circular ? 18 : 30)
    }
    if let title = layout.title {
      let decorated = layout.showsDecorations ? "⚔️  \(title)  🎭" : title
      let size = layout.titleFont.metrics(at: typeSize).pointSize
      line(decorated, font: FontSpec(role: .system, weight: .bold, size: size), color: secondary, height: size + 9)
    }
    if family == .rectangular {
      line(
        BardCopy.widgetGalleryName, font: FontSpec(role: .system, weight: .semibold, size: 15), color: text, height: 20)
    }
    let labelSize = BardWidgetLayout.updatedFont.metrics(at: typeSize).pointSize
    // The footer holds the label and, at its trailing end, the 44-point "another insult" button.
    let button = layout.showsAnotherInsultButton ? BardWidgetLayout.anotherInsultButtonSize : 0
    let footer = layout.showsUpdatedLabel ? max(labelSize + 7, button) : 0
    let insultBox = Size(width: content.width, height: max(1, content.height - footer))
    let insultText = family == .inline ? "🎭 " + layout.text(for: entry.insult) : layout.text(for: entry.insult)
    let maximum = layout.insultFont.metrics(at: min(typeSize, BardWidgetLayout.largestTypeSize)).pointSize
    let fit = measurer.fit(
      insultText, in: insultBox,
      font: FontSpec(role: layout.insultFont.role, weight: layout.insultFont.weight, size: maximum),
      maximumSize: maximum, minimumSize: max(9, maximum * BardWidgetLayout.minimumScaleFactor),
      lineSpacing: family.isLockScreen ? 0 : 2,
      maximumLines: layout.insultLineLimit)
    // Centre the insult vertically in its space, as the SwiftUI view's spacers do.
    let top = content.y + max(0, (insultBox.height - fit.measurement.size.height) / 2)
    items.append(
      .text(
        TextItem(
          // The frame is where the text is drawn: its measured height, within the space it was given.
          text: insultText,
          frame: Rect(
            x: content.x, y: top, width: content.width,
            height: min(insultBox.height - (top - content.y), fit.measurement.size.height.rounded(.up) + 1)),
          font: fit.font,
          color: text, alignment: alignment, lineSpacing: family.isLockScreen ? 0 : 2,
          maximumLines: layout.insultLineLimit)))
    if layout.showsUpdatedLabel {
      let label = entry.isFallback ? entry.updatedLabel : BardCopy.updatedLine(entry.updatedLabel)
      items.append(
        .text(
          TextItem(
            text: label,
            frame: Rect(
              x: content.x, y: content.maxY - footer + (footer - labelSize) / 2 - 2,
              width: max(1, content.width - button), height: labelSize + 4),
            font: FontSpec(role: .system, size: labelSize), color: secondary, alignment: alignment, maximumLines: 1)))
    }
    if button > 0 {
      // The button's target, drawn as the SwiftUI view lays it out, so the previews show what a thumb gets.
      let target = Rect(x: content.maxX - button, y: content.maxY - button, width: button, height: button)
      items.append(
        .fill(
          ShapeFill(shape: .roundedRect(target, cornerRadius: button / 2), paint: .solid(secondary.withAlpha(0.12)))))
      items.append(
        .text(
          TextItem(
            text: "↻", frame: target.insetBy(dx: 0, dy: (button - labelSize - 6) / 2),
            font: FontSpec(role: .system, weight: .semibold, size: labelSize + 4), color: text, alignment: .center,
            maximumLines: 1)))
    }
    return BardWidgetScene(
      list: DisplayList(size: Size(width: width, height: height), items: items), overflows: fit.overflows,
      anotherInsultButton: button > 0
        ? Rect(x: content.maxX - button, y: content.maxY - button, width: button, height: button) : nil)
  }
}
