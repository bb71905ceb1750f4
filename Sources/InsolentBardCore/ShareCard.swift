import DesignSystem
import Foundation
import Rendering

/// The share card: the insult as a square parchment picture in IM FELL English, what "Share as Image" hands to
/// the share sheet. Laid out once, here: the app draws this scene through Core Graphics (`ShareCardDrawing`), and
/// the Linux preview draws it too; the tests fit the kit's longest insults in it.
///
/// A picture, not a screen: its sizes are in pixels of the shared image and do not follow Dynamic Type.
public enum ShareCardLayout {
  /// The side of the square picture, in pixels: what messaging apps and Instagram show whole.
  public static let side: Double = 1080
  public static let padding: Double = 96
  /// Between the title and the insult.
  public static let gap = Spacing.xxLarge
  public static let titleSize: Double = 34
  public static let titleTracking: Double = 4
  /// The insult's size, and the smallest it may shrink to so the longest insult fits whole.
  public static let insultSize: Double = 96
  public static let minimumInsultSize: Double = 56
  public static let insultRole = FontRole.oldStyleSerif
  public static let insultLineSpacing: Double = 8
  public static var minimumScaleFactor: Double { minimumInsultSize / insultSize }
}

/// The share card drawn as a display list, for Linux previews and the tests.
public struct ShareCardScene: Sendable {
  public let list: DisplayList
  /// True when the insult did not fit even at the smallest size.
  public let overflows: Bool

  public static func make(insult: String, measurer: some TextMeasurer) -> ShareCardScene {
    let layout = ShareCardLayout.self
    let theme = Theme.insolentBard
    let side = layout.side
    let content = Rect(x: 0, y: 0, width: side, height: side).insetBy(dx: layout.padding, dy: layout.padding)
    var items: [DisplayItem] = [
      .fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: side, height: side)), paint: .solid(theme.background.light)))
    ]
    let titleHeight = (layout.titleSize * 1.3).rounded(.up)
    let box = Size(width: content.width, height: content.height - titleHeight - layout.gap)
    let fit = measurer.fit(
      insult, in: box, font: FontSpec(role: layout.insultRole, size: layout.insultSize),
      maximumSize: layout.insultSize, minimumSize: layout.minimumInsultSize, lineSpacing: layout.insultLineSpacing)
    // The title and the insult as one block, centred on the card, as the SwiftUI card's VStack centres them.
    let insultHeight = min(box.height, fit.measurement.size.height.rounded(.up) + 1)
    let top = content.y + (content.height - titleHeight - layout.gap - insultHeight) / 2
    items.append(
      .text(
        TextItem(
          text: BardCopy.widgetTitle, frame: Rect(x: content.x, y: top, width: content.width, height: titleHeight),
          font: FontSpec(role: .system, weight: .bold, size: layout.titleSize), color: theme.secondaryText.light,
          alignment: .center, maximumLines: 1)))
    items.append(
      .text(
        TextItem(
          text: insult,
          frame: Rect(x: content.x, y: top + titleHeight + layout.gap, width: content.width, height: insultHeight),
          font: fit.font, color: theme.accent.light, alignment: .center, lineSpacing: layout.insultLineSpacing)))
    return ShareCardScene(
      list: DisplayList(size: Size(width: side, height: side), items: items), overflows: fit.overflows)
  }
}
