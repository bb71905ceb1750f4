import DesignSystem
import Foundation
import Rendering

/// A widget drawn as a display list, for previews on Linux (`bard widget`) and the App Store screenshots.
/// It reads the same `BardWidgetLayout` and theme as the SwiftUI widget, so both show the same things.
public struct BardWidgetScene: Sendable {
  public let list: DisplayList
  /// True when the insult did not fit even at the smallest size: reported, never cut silently.
  public let overflows: Bool

  public static func make(
    family: BardWidgetFamily, entry: WidgetEntry, scheme: ColorScheme, measurer: some TextMeasurer
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
      line(
        decorated, font: FontSpec(role: .system, weight: .bold, size: layout.showsDecorations ? 13 : 10),
        color: secondary, height: 22)
    }
    if family == .rectangular {
      line(
        BardCopy.widgetGalleryName, font: FontSpec(role: .system, weight: .semibold, size: 15), color: text, height: 20)
    }
    let footer = layout.showsUpdatedLabel ? 18.0 : 0
    let insultBox = Size(width: content.width, height: max(1, content.height - footer))
    let insultText = family == .inline ? "🎭 " + layout.text(for: entry.insult) : layout.text(for: entry.insult)
    let maximum = layout.insultFont.basePointSize
    let fit = measurer.fit(
      insultText, in: insultBox,
      font: FontSpec(role: layout.insultFont.role, weight: layout.insultFont.weight, size: maximum),
      maximumSize: maximum, minimumSize: max(9, maximum * 0.7), lineSpacing: family.isLockScreen ? 0 : 2,
      maximumLines: layout.insultLineLimit)
    // Centre the insult vertically in its space, as the SwiftUI view's spacers do.
    let top = content.y + max(0, (insultBox.height - fit.measurement.size.height) / 2)
    items.append(
      .text(
        TextItem(
          text: insultText, frame: Rect(x: content.x, y: top, width: content.width, height: insultBox.height),
          font: fit.font,
          color: text, alignment: alignment, lineSpacing: family.isLockScreen ? 0 : 2,
          maximumLines: layout.insultLineLimit)))
    if layout.showsUpdatedLabel {
      let label = entry.isFallback ? entry.updatedLabel : BardCopy.updatedLine(entry.updatedLabel)
      items.append(
        .text(
          TextItem(
            text: label, frame: Rect(x: content.x, y: content.maxY - footer + 4, width: content.width, height: footer),
            font: FontSpec(role: .system, size: 11), color: secondary, alignment: alignment, maximumLines: 1)))
    }
    return BardWidgetScene(
      list: DisplayList(size: Size(width: width, height: height), items: items), overflows: fit.overflows)
  }
}
