import CLibPNG
import CPangoCairo
import CTurboJPEG
import Foundation
import Rendering

/// Decoded images, kept across drawings: NoteWall redraws the wallpaper on every note change over the same
/// photo, and decoding a 1179 x 2556 JPEG is a third of a drawing. Holds the most recently used images up to
/// `capacityPixels` (about 48 MB of surfaces), so memory stays bounded.
final class ImageCache {
  private var entries: [(data: Data, surface: OpaquePointer)] = []
  private let capacityPixels: Int

  init(capacityPixels: Int = 12_000_000) {
    self.capacityPixels = capacityPixels
  }

  deinit { removeAll() }

  func surface(for data: Data) throws(RenderingError) -> OpaquePointer {
    if let index = entries.firstIndex(where: { $0.data.count == data.count && $0.data == data }) {
      let entry = entries.remove(at: index)
      entries.insert(entry, at: 0)
      return entry.surface
    }
    let surface = try ImageDecoder.decode(data)
    entries.insert((data, surface), at: 0)
    var pixels = 0
    entries = entries.enumerated().filter { index, entry in
      pixels += Int(cairo_image_surface_get_width(entry.surface)) * Int(cairo_image_surface_get_height(entry.surface))
      guard index > 0 && pixels > capacityPixels else { return true }
      cairo_surface_destroy(entry.surface)
      return false
    }.map(\.element)
    return surface
  }

  func removeAll() {
    for entry in entries { cairo_surface_destroy(entry.surface) }
    entries.removeAll()
  }
}

/// PNG (libpng) and JPEG (TurboJPEG) bytes into Cairo surfaces. Anything else, or a damaged file, is a
/// `RenderingError.invalidImage` with the library's own reason, never a crash.
enum ImageDecoder {
  static let maximumPixels = 64_000_000
  /// Cairo's largest image side: a header claiming more describes no image this renderer can hold.
  static let maximumSide = 32_767

  static func decode(_ data: Data) throws(RenderingError) -> OpaquePointer {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try decodePNG(data) }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(data) }
    throw .invalidImage("not a PNG or JPEG (\(data.count) bytes)")
  }

  private static func decodeJPEG(_ data: Data) throws(RenderingError) -> OpaquePointer {
    guard let handle = tjInitDecompress() else { throw .backend("TurboJPEG could not start") }
    defer { tjDestroy(handle) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let header = data.withUnsafeBytes { bytes in
      tjDecompressHeader3(
        handle, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), &width, &height, &subsampling,
        &colorspace)
    }
    guard header == 0 else { throw .invalidImage("JPEG: \(String(cString: tjGetErrorStr2(handle)))") }
    guard width > 0, height > 0 else { throw .invalidImage("JPEG: the header describes no picture") }
    let surface = try makeSurface(width: Int(width), height: Int(height))
    let status = data.withUnsafeBytes { bytes in
      tjDecompress2(
        handle, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), cairo_image_surface_get_data(surface),
        width, cairo_image_surface_get_stride(surface), height, Int32(TJPF_BGRA.rawValue), TJFLAG_FASTDCT)
    }
    // A hard error is refused, and so is a file cut short ("Premature end of JPEG file"), which would otherwise
    // draw with its missing part grey; other warnings (stray bytes between markers) are common in real photos.
    if status != 0 {
      let message = String(cString: tjGetErrorStr2(handle))
      if tjGetErrorCode(handle) == TJERR_FATAL.rawValue || message.contains("Premature end") {
        cairo_surface_destroy(surface)
        throw .invalidImage(message.contains("Premature end") ? "JPEG: the file is cut short" : "JPEG: \(message)")
      }
    }
    cairo_surface_mark_dirty(surface)
    return try upright(surface, ExifOrientation.of(jpeg: data))
  }

  /// The decoded pixels turned as the file's EXIF orientation says, so a portrait phone photo stands up; the
  /// Core Graphics painter turns its pixels with the same UprightTransform.
  static func upright(_ surface: OpaquePointer, _ orientation: ExifOrientation) throws(RenderingError)
    -> OpaquePointer
  {
    guard orientation != .up else { return surface }
    defer { cairo_surface_destroy(surface) }
    // The one upright transform both renderers draw with (Rendering's UprightTransform).
    let upright = UprightTransform(
      orientation, width: Double(cairo_image_surface_get_width(surface)),
      height: Double(cairo_image_surface_get_height(surface)))
    let turned = try makeSurface(width: Int(upright.width), height: Int(upright.height))
    var matrix = cairo_matrix_t()
    cairo_matrix_init(&matrix, upright.xx, upright.yx, upright.xy, upright.yy, upright.x0, upright.y0)
    let context = cairo_create(turned)
    defer { cairo_destroy(context) }
    cairo_set_matrix(context, &matrix)
    cairo_set_source_surface(context, surface, 0, 0)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_surface_flush(turned)
    return turned
  }

  private static func decodePNG(_ data: Data) throws(RenderingError) -> OpaquePointer {
    var image = png_image()
    image.version = rendering_png_image_version
    let began = data.withUnsafeBytes { bytes in png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard began != 0 else { throw .invalidImage("PNG: \(message(of: &image))") }
    image.format = rendering_png_format_bgra
    let surface: OpaquePointer
    do {
      surface = try makeSurface(width: Int(image.width), height: Int(image.height))
    } catch {
      png_image_free(&image)
      throw error
    }
    let stride = cairo_image_surface_get_stride(surface)
    let finished = data.withUnsafeBytes { _ in
      png_image_finish_read(&image, nil, cairo_image_surface_get_data(surface), stride, nil)
    }
    guard finished != 0 else {
      cairo_surface_destroy(surface)
      throw .invalidImage("PNG: \(message(of: &image))")
    }
    Pixels.premultiply(
      cairo_image_surface_get_data(surface), width: Int(image.width), height: Int(image.height), stride: Int(stride))
    cairo_surface_mark_dirty(surface)
    return surface
  }

  private static func makeSurface(width: Int, height: Int) throws(RenderingError) -> OpaquePointer {
    guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
      throw .invalidImage("\(width) x \(height) pixels is empty or too large")
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .backend("no memory for a \(width) x \(height) image")
    }
    return surface
  }

  static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
