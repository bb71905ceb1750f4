/// Where a stored pixel (u, v) of a `width` x `height` photo lands once the photo is turned upright as its EXIF
/// orientation says (top-left origin, y down): x = xx·u + xy·v + x0, y = yx·u + yy·v + y0. The one definition
/// both renderers draw with (Cairo on Linux, Core Graphics on iOS), so a sideways camera photo stands up alike on
/// both and a Linux test of it proves the iPhone's drawing too.
public struct UprightTransform: Equatable, Sendable {
  public let xx: Double
  public let xy: Double
  public let x0: Double
  public let yx: Double
  public let yy: Double
  public let y0: Double

  /// The upright picture's size.
  public let width: Double
  public let height: Double

  public init(_ orientation: ExifOrientation, width w: Double, height h: Double) {
    (xx, xy, x0, yx, yy, y0) =
      switch orientation {
      case .up: (1, 0, 0, 0, 1, 0)
      case .upMirrored: (-1, 0, w, 0, 1, 0)
      case .down: (-1, 0, w, 0, -1, h)
      case .downMirrored: (1, 0, 0, 0, -1, h)
      case .leftMirrored: (0, 1, 0, 1, 0, 0)
      case .right: (0, -1, h, 1, 0, 0)
      case .rightMirrored: (0, -1, h, -1, 0, w)
      case .left: (0, 1, 0, -1, 0, w)
      }
    (width, height) = orientation.swapsDimensions ? (h, w) : (w, h)
  }

  /// Where the stored point lands.
  public func apply(u: Double, v: Double) -> (x: Double, y: Double) {
    (xx * u + xy * v + x0, yx * u + yy * v + y0)
  }
}
