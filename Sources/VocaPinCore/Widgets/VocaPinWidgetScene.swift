import DesignSystem
import Rendering

/// VocaPin's widget drawn as a display list, for previews on Linux (`vocapin widget`). It reads the same
/// `VocaPinWidgetLayout` and face as the SwiftUI widget.
public struct VocaPinWidgetScene: Sendable {
  public let list: DisplayList
  /// The note's text as fitted (its font size is the one chosen).
  public let body: TextItem
  /// True when the text did not fit even at the smallest size: the widget then ends it in "…", and says so.
  public let overflows: Bool

  /// The widget at `size` (one of `family.sizesOnPhones`), or at the family's preview size, drawn in `style`
  /// (the widget's configuration; the default look without one).
  public static func make(
    family: WidgetFamilyID, face: VocaPinWidgetFace, style: VocaPinWidgetStyle = .standard, scheme: ColorScheme,
    measurer: some TextMeasurer, size: (width: Double, height: Double)? = nil
  ) -> VocaPinWidgetScene {
    let layout = VocaPinWidgetLayout.of(family)
    let look = face.look(style)
    let (width, height) = size ?? family.previewSize
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    var items: [DisplayItem] = []
    let ink: RGBAColor
    if layout.usesPaperBackground {
      items.append(
        .fill(
          ShapeFill(
            shape: .roundedRect(bounds, cornerRadius: WidgetFamilyID.homeScreenCornerRadius),
            paint: .solid(look.paper.resolved(in: scheme)))))
      ink = look.ink.resolved(in: scheme)
    } else {
      // Lock screen widgets are tinted white by the system over the wallpaper.
      if family == .rectangular {
        items.append(
          .fill(
            ShapeFill(shape: .roundedRect(bounds, cornerRadius: 12), paint: .solid(RGBAColor.black.withAlpha(0.35)))))
      }
      ink = .white
    }
    var content = bounds.insetBy(dx: layout.padding, dy: layout.padding)
    // The pin marks the pinned note only; another note a widget was set to show, and the neutral faces, have none.
    let showsPin = layout.showsPin && face.isPinned
    if showsPin {
      items.append(
        .text(
          TextItem(
            text: "📌", frame: Rect(x: content.maxX - 20, y: content.y - 4, width: 24, height: 24),
            font: FontSpec(role: .emoji, size: 16), color: ink, alignment: .trailing, maximumLines: 1)))
    }
    if let title = face.title, layout.characterLimit == nil {
      let titleHeight = 22.0
      // One line, clear of the pin when there is one; a longer title (in another language) shrinks to fit, as
      // the widget's `minimumScaleFactor` lets it.
      let titleBox = Size(width: content.width - (showsPin ? 20 : 0), height: titleHeight)
      let titleSize = VocaPinWidgetLayout.titleFont.basePointSize
      let titleFit = measurer.fit(
        title, in: titleBox,
        font: FontSpec(role: .system, weight: VocaPinWidgetLayout.titleFont.weight, size: titleSize),
        maximumSize: titleSize, minimumSize: titleSize * VocaPinWidgetLayout.titleMinimumScaleFactor,
        maximumLines: 1)
      items.append(
        .text(
          TextItem(
            text: title, frame: Rect(origin: Point(x: content.x, y: content.y), size: titleBox), font: titleFit.font,
            color: ink, maximumLines: 1)))
      content = Rect(
        x: content.x, y: content.y + titleHeight + 4, width: content.width,
        height: max(1, content.height - titleHeight - 4))
    } else if showsPin {
      // Keep the first line clear of the pin.
      content = Rect(x: content.x, y: content.y + 14, width: content.width, height: max(1, content.height - 14))
    }
    let text = layout.text(for: face)
    let font = layout.bodyFont(for: face, look: look)
    let maximum = font.size
    let fit = measurer.fit(
      text, in: content.size, font: font, maximumSize: maximum,
      minimumSize: min(maximum, layout.minimumTextSize), lineSpacing: 0, maximumLines: layout.lineLimit)
    var frame = content
    if layout.centersVertically {
      let height = min(content.height, fit.measurement.size.height.rounded(.up))
      frame = Rect(x: content.x, y: content.y + (content.height - height) / 2, width: content.width, height: height)
    }
    let body = TextItem(
      text: text, frame: frame, font: fit.font, color: ink, alignment: .leading, maximumLines: layout.lineLimit)
    items.append(.text(body))
    return VocaPinWidgetScene(
      list: DisplayList(size: Size(width: width, height: height), items: items), body: body, overflows: fit.overflows)
  }
}
