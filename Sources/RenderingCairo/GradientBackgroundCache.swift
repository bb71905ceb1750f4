import CPangoCairo
import Foundation
import Rendering

/// The last gradient background drawn, kept as pixels. Pixman computes a diagonal gradient pixel by pixel in
/// floating point (about 80 instructions a pixel, a quarter of a bold share card's whole drawing and encoding),
/// while the same card drawn again (a preview, then the share, then the save) starts from the same background.
/// One entry, a few megabytes; a hit copies the pixels, which is what drawing them onto the empty canvas gave.
final class GradientBackgroundCache {
  private struct Key: Equatable {
    var fill: ShapeFill
    var size: Size
    var pixelWidth: Int
    var pixelHeight: Int
  }

  private var key: Key?
  private var pixels: [UInt8] = []

  /// Draws `list`'s first item into `surface` (just made, so still fully transparent) from the cache when it is
  /// a gradient fill drawn before at this size, or draws it and keeps its pixels. False when the first item is
  /// not a gradient fill, which the caller then draws as usual.
  func drawFirstItem(
    of list: DisplayList, into surface: OpaquePointer, context: OpaquePointer, pixelWidth: Int, pixelHeight: Int
  ) -> Bool {
    guard case .fill(let fill)? = list.items.first, case .linearGradient = fill.paint else { return false }
    let key = Key(fill: fill, size: list.size, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    let byteCount = Int(cairo_image_surface_get_stride(surface)) * pixelHeight
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    if self.key == key, pixels.count == byteCount {
      pixels.withUnsafeBytes { data.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: byteCount) }
      cairo_surface_mark_dirty(surface)
      return true
    }
    CairoPainter.fill(fill, in: context)
    cairo_surface_flush(surface)
    pixels = Array(UnsafeBufferPointer(start: data, count: byteCount))
    self.key = key
    return true
  }

  func removeAll() {
    key = nil
    pixels = []
  }
}
