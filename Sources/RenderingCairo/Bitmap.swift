import CLibPNG
import CPangoCairo
import Foundation
import Rendering

/// Pixels as straight-alpha RGBA bytes, row by row: what tests compare against golden images.
public struct Bitmap: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public let rgba: [UInt8]

  init(surface: OpaquePointer) {
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = cairo_image_surface_get_data(surface)!
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      for column in 0..<width {
        let pixel = pixels + row * stride + column * 4
        let alpha = Int(pixel[3])
        let out = (row * width + column) * 4
        for (target, source) in [(0, 2), (1, 1), (2, 0)] {
          rgba[out + target] = alpha == 0 ? 0 : UInt8(min(255, (Int(pixel[source]) * 255 + alpha / 2) / alpha))
        }
        rgba[out + 3] = UInt8(alpha)
      }
    }
    self.rgba = rgba
  }

  /// Decodes PNG bytes (for golden files).
  public init(png data: Data) throws(RenderingError) {
    let surface = try ImageDecoder.decode(data)
    defer { cairo_surface_destroy(surface) }
    self.init(surface: surface)
  }

  /// The colour at a pixel.
  public func color(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let index = (y * width + x) * 4
    return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
  }

  /// Every pixel fully opaque (an app icon must be).
  public var isOpaque: Bool { stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 } }

  /// Mean absolute difference per channel (0-255), for comparing with a tolerance; nil if sizes differ.
  public func meanDifference(from other: Bitmap) -> Double? {
    guard width == other.width, height == other.height else { return nil }
    var total = 0
    for index in rgba.indices { total += abs(Int(rgba[index]) - Int(other.rgba[index])) }
    return Double(total) / Double(rgba.count)
  }
}
