import CLibPNG
import CPangoCairo
import Foundation
import Rendering

/// Cairo surface to PNG bytes through libpng's simplified API, which never longjmps (safe to call from Swift).
///
/// PNG_IMAGE_FLAG_FAST trades a little size for speed (fast zlib level, no filter search): on a 1179 x 2556
/// wallpaper it is the difference between most of the time and a small part of it (docs/benchmarks.md).
enum PNGCodec {
  static func encode(_ surface: OpaquePointer) throws(RenderingError) -> Data {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = cairo_image_surface_get_data(surface)!
    // Cairo stores premultiplied alpha; PNG wants straight alpha. Opaque pixels are the same either way.
    Pixels.unpremultiply(pixels, width: width, height: height, stride: stride)
    defer { Pixels.premultiply(pixels, width: width, height: height, stride: stride) }

    var image = png_image()
    image.version = rendering_png_image_version
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = rendering_png_format_bgra
    image.flags = rendering_png_flag_fast
    // Room for incompressible data plus zlib's and PNG's overhead; libpng says so if it needs more.
    var capacity = width * height * 4 + height + 64 * 1024
    for _ in 0..<2 {
      var output = Data(count: capacity)
      var size = capacity
      let status = output.withUnsafeMutableBytes { buffer in
        png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels, Int32(stride), nil)
      }
      if status != 0 {
        output.count = size
        return output
      }
      guard size > capacity else { break }
      capacity = size
    }
    throw .backend("PNG encoding failed: \(ImageDecoder.message(of: &image))")
  }
}

/// Converting Cairo's premultiplied BGRA to and from straight alpha, skipping opaque pixels.
enum Pixels {
  static func unpremultiply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
    for row in 0..<height {
      let line = pixels + row * stride
      for column in 0..<width {
        let pixel = line + column * 4
        let alpha = Int(pixel[3])
        guard alpha != 255 else { continue }
        if alpha == 0 {
          pixel[0] = 0
          pixel[1] = 0
          pixel[2] = 0
          continue
        }
        for channel in 0..<3 { pixel[channel] = UInt8(min(255, (Int(pixel[channel]) * 255 + alpha / 2) / alpha)) }
      }
    }
  }

  static func premultiply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
    for row in 0..<height {
      let line = pixels + row * stride
      for column in 0..<width {
        let pixel = line + column * 4
        let alpha = Int(pixel[3])
        guard alpha != 255 else { continue }
        for channel in 0..<3 { pixel[channel] = UInt8((Int(pixel[channel]) * alpha + 127) / 255) }
      }
    }
  }
}
