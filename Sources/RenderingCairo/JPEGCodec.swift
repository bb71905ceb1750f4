import CPangoCairo
import CTurboJPEG
import Foundation
import Rendering

/// Cairo surface to JPEG bytes through TurboJPEG. Cairo's ARGB32 is premultiplied BGRA in memory, so read as
/// BGRX it is the image over black; 4:4:4 (no chroma subsampling) keeps thin coloured strokes clean.
enum JPEGCodec {
  static func encode(_ surface: OpaquePointer, quality: Double) throws(RenderingError) -> Data {
    guard quality.isFinite, (0...1).contains(quality) else { throw .backend("JPEG quality \(quality) is not in 0...1") }
    guard let handle = tjInitCompress() else { throw .backend("TurboJPEG could not start") }
    defer { tjDestroy(handle) }
    guard let pixels = cairo_image_surface_get_data(surface) else { throw .backend("the canvas has no pixels") }
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    let status = tjCompress2(
      handle, pixels, cairo_image_surface_get_width(surface), cairo_image_surface_get_stride(surface),
      cairo_image_surface_get_height(surface), Int32(TJPF_BGRX.rawValue), &output, &size, Int32(TJSAMP_444.rawValue),
      Int32(max(1, min(100, (quality * 100).rounded()))), TJFLAG_FASTDCT)
    defer { tjFree(output) }
    guard status == 0, let output else { throw .backend("JPEG: \(String(cString: tjGetErrorStr2(handle)))") }
    return Data(bytes: output, count: Int(size))
  }
}
