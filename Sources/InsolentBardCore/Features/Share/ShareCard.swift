import DesignSystem
import Foundation
import Rendering

/// The share card: the insult as a picture in IM FELL English, in the chosen `ShareCardLook`, what "Share as
/// Image" hands to the share sheet. Laid out once, here: the app draws this scene through Core Graphics
/// (`ShareCardDrawing`), and the Linux preview draws it too; the tests fit the kit's longest insults in every look.
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

  /// The picture's size in pixels: 1080 wide, square or 9:16.
  public static func canvas(_ size: ShareCardSize) -> Size {
    switch size {
    case .square: Size(width: side, height: side)
    case .story: Size(width: side, height: side * 16 / 9)
    }
  }

  /// Where the title and insult may go. A story keeps 250 pixels clear at the top and bottom, where Instagram and
  /// Snapchat draw their own bars over it.
  public static func content(_ size: ShareCardSize) -> Rect {
    let canvas = canvas(size)
    let frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    switch size {
    case .square: return frame.insetBy(dx: padding, dy: padding)
    case .story: return frame.insetBy(dx: padding, dy: 250)
    }
  }

  /// The insult's largest and smallest sizes: a story, taller, starts larger.
  public static func insultSizes(_ size: ShareCardSize) -> (maximum: Double, minimum: Double) {
    switch size {
    case .square: (insultSize, minimumInsultSize)
    case .story: (112, minimumInsultSize)
    }
  }
}

/// The share card drawn as a display list: what the app renders (Core Graphics) and the Linux preview and tests
/// read, so the layout tested here is the one shared.
public struct ShareCardScene: Sendable {
  public let list: DisplayList
  /// True when the insult did not fit even at the smallest size.
  public let overflows: Bool

  public static func make(
    insult: String, look: ShareCardLook = ShareCardLook(), measurer: some TextMeasurer
  ) -> ShareCardScene {
    let layout = ShareCardLayout.self
    let canvas = layout.canvas(look.size)
    let content = layout.content(look.size)
    let palette = look.style.palette
    let sizes = layout.insultSizes(look.size)
    var items: [DisplayItem] = [
      .fill(
        ShapeFill(
          shape: .rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)), paint: .solid(palette.background))
      )
    ]
    let titleHeight = (layout.titleSize * 1.3).rounded(.up)
    let box = Size(width: content.width, height: content.height - titleHeight - layout.gap)
    let fit = measurer.fit(
      insult, in: box, font: FontSpec(role: layout.insultRole, size: sizes.maximum),
      maximumSize: sizes.maximum, minimumSize: sizes.minimum, lineSpacing: layout.insultLineSpacing)
    // The title and the insult as one block, centred on the card, as the SwiftUI card's VStack centres them.
    let insultHeight = min(box.height, fit.measurement.size.height.rounded(.up) + 1)
    let top = content.y + (content.height - titleHeight - layout.gap - insultHeight) / 2
    items.append(
      .text(
        TextItem(
          text: BardCopy.widgetTitle, frame: Rect(x: content.x, y: top, width: content.width, height: titleHeight),
          font: FontSpec(role: .system, weight: .bold, size: layout.titleSize), color: palette.title,
          alignment: .center, maximumLines: 1)))
    items.append(
      .text(
        TextItem(
          text: insult,
          frame: Rect(x: content.x, y: top + titleHeight + layout.gap, width: content.width, height: insultHeight),
          font: fit.font, color: palette.insult, alignment: .center, lineSpacing: layout.insultLineSpacing)))
    return ShareCardScene(list: DisplayList(size: canvas, items: items), overflows: fit.overflows)
  }
}
