import Foundation
import Rendering

/// The reading photo as one widget family shows it. WidgetKit archives each entry's images, and refuses one with
/// more pixels than it allows (the widget then goes blank: platform-behaviour.md, where 1024 x 1024 failed against
/// a limit of 718,080 on one iPhone; the limit differs by device). So the widget is handed its own family's frame,
/// cropped as the view fills it, never more pixels than the copy has there, and never more than
/// `widgetArchivePixels`.
extension ReadingPhoto {
  /// Well under the smallest limit reported (718,080), and about what the 540 x 960 copy always had.
  public static let widgetArchivePixels = 500_000
  /// Widgets are measured in points; drawn for the sharpest iPhone screen (a 2x phone scales down, as it would).
  public static let widgetScale = 3.0

  /// The pixels to draw the photo at for a family shown at `displaySize` points, from a copy of `source` pixels:
  /// the family's frame at `widgetScale`, shrunk (keeping its shape) to the copy's own pixels in the part the
  /// frame shows (more would add none) and to `widgetArchivePixels`. Zero (the placeholder's, or an unknown
  /// size) is the copy's own frame under the same cap. Never below 1 x 1.
  public static func widgetPixelSize(
    displaySize: Size, source: (width: Int, height: Int) = (widgetPixelWidth, widgetPixelWidth * 16 / 9)
  ) -> (width: Int, height: Int) {
    let sourceWidth = Double(max(source.width, 1))
    let sourceHeight = Double(max(source.height, 1))
    let known =
      displaySize.width.isFinite && displaySize.height.isFinite && displaySize.width > 0
      && displaySize.height > 0
    var width = known ? displaySize.width * widgetScale : sourceWidth
    var height = known ? displaySize.height * widgetScale : sourceHeight
    // The copy's pixels inside the frame as the view fills it (cropped to the frame's shape).
    let shown = min(sourceWidth / width, sourceHeight / height)
    var factor = min(1, shown)
    let area = width * factor * height * factor
    if area > Double(widgetArchivePixels) { factor *= (Double(widgetArchivePixels) / area).squareRoot() }
    width = (width * factor).rounded(.down)
    height = (height * factor).rounded(.down)
    return (max(Int(width), 1), max(Int(height), 1))
  }

  /// The widget's copy drawn for a family at `displaySize` points (`widgetPixelSize`): cropped to fill, as the
  /// widget's view shows it, so the image WidgetKit archives is only what the family shows.
  public static func widgetImage(
    from copy: Data, displaySize: Size, renderer: any Renderer
  ) throws(Problem) -> Data {
    guard !copy.isEmpty, copy.count <= maximumInput else { throw .unreadable }
    if let pixels = ImageHeader.pixelCount(of: copy), pixels > maximumPixels { throw .tooManyPixels }
    let source = ImageHeader.dimensions(of: copy).map { (width: $0.0, height: $0.1) }
    let size =
      source.map { widgetPixelSize(displaySize: displaySize, source: $0) }
      ?? widgetPixelSize(displaySize: displaySize)
    return try drawJPEG(
      copy, width: Double(size.width), height: Double(size.height), pixelWidth: size.width, renderer: renderer)
  }
}
