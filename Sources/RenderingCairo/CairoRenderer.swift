import CPangoCairo
import DesignSystem
import Foundation
import Rendering

/// Draws display lists with Cairo and lays out text with Pango, on Linux.
///
/// Pango and fontconfig keep shared, non-thread-safe state per font map, so one renderer draws one thing at a
/// time (a lock); use one renderer per thread for parallel work. Text, in any renderer, also takes
/// `PangoText.fontLock`, since fontconfig and Cairo's font faces are shared by the whole process.
public final class CairoRenderer: Renderer, @unchecked Sendable {
  private let lock = NSLock()
  /// A 1 x 1 surface whose context measures text exactly as drawing will lay it out.
  private let measuringSurface: OpaquePointer
  private let measuringContext: OpaquePointer
  private let fontOptions: OpaquePointer
  private let pngCompression: PNGCompression
  private let images = ImageCache()
  private let backgrounds = GradientBackgroundCache()
  private let scratch = RenderScratch()

  /// `pngCompression` trades file size for speed; `.fast` suits images that are written once and shown at once.
  public init(pngCompression: PNGCompression = .fast) {
    self.pngCompression = pngCompression
    measuringSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    measuringContext = cairo_create(measuringSurface)
    fontOptions = cairo_font_options_create()
    // Unhinted metrics: the same layout at every scale, so points measured here match pixels drawn at @3x.
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
  }

  /// Forgets decoded images (the next drawing decodes them again) and the kept gradient background.
  public func purgeImageCache() {
    lock.lock()
    defer { lock.unlock() }
    images.removeAll()
    backgrounds.removeAll()
  }

  /// Frees the canvas, row buffer and compressor kept between drawings (`RenderScratch`), for a renderer that
  /// will not draw again soon: the next drawing allocates them anew, page faults and all.
  public func purgeScratch() {
    lock.lock()
    defer { lock.unlock() }
    scratch.removeAll()
  }

  deinit {
    cairo_font_options_destroy(fontOptions)
    cairo_destroy(measuringContext)
    cairo_surface_destroy(measuringSurface)
  }

  // MARK: - TextMeasurer

  public func measure(_ text: String, font: FontSpec, width: Double, lineSpacing: Double) -> TextMeasurement {
    lock.withLock {
      PangoText.fontLock.lock()
      defer { PangoText.fontLock.unlock() }
      let layout = PangoText.layout(
        in: measuringContext, fontOptions: fontOptions, text: text, font: font, width: width,
        lineSpacing: lineSpacing, alignment: .leading, maximumLines: nil, maximumHeight: nil)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      return PangoText.measurement(of: layout)
    }
  }

  /// The font families `text` is drawn with in `font`, as fontconfig resolved the role on this machine: tells
  /// the bundled face from a fallback (a test that measures with IM FELL English checks it is IM FELL English).
  public func familiesDrawn(_ text: String, font: FontSpec) -> [String] {
    lock.withLock {
      PangoText.fontLock.lock()
      defer { PangoText.fontLock.unlock() }
      let layout = PangoText.layout(
        in: measuringContext, fontOptions: fontOptions, text: text, font: font, width: 100_000, lineSpacing: 0,
        alignment: .leading, maximumLines: nil, maximumHeight: nil)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      return PangoText.familiesDrawn(in: layout)
    }
  }

  // MARK: - Renderer

  public func renderPNG(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> Data {
    try locked { () throws(RenderingError) -> Data in
      let canvas = try draw(list, pixelWidth: pixelWidth)
      defer { scratch.keep(canvas) }
      return try PNGCodec.encode(canvas, compression: pngCompression, scratch: scratch)
    }
  }

  public func renderJPEG(_ list: DisplayList, pixelWidth: Int, quality: Double) throws(RenderingError) -> Data {
    try locked { () throws(RenderingError) -> Data in
      let canvas = try draw(list, pixelWidth: pixelWidth)
      defer { scratch.keep(canvas) }
      return try JPEGCodec.encode(canvas, quality: quality)
    }
  }

  public func renderRGBA(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> RGBAPixels {
    let bitmap = try renderPixels(list, pixelWidth: pixelWidth)
    return RGBAPixels(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgba)
  }

  /// Draws and returns the raw BGRA pixels (premultiplied, Cairo's ARGB32), for tests and golden comparisons.
  public func renderPixels(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> Bitmap {
    try locked { () throws(RenderingError) -> Bitmap in
      let canvas = try draw(list, pixelWidth: pixelWidth)
      defer { scratch.keep(canvas) }
      return Bitmap(surface: canvas)
    }
  }

  private func locked<T>(_ body: () throws(RenderingError) -> T) throws(RenderingError) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  private func draw(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> OpaquePointer {
    guard list.size.width > 0, list.size.height > 0, list.size.width.isFinite, list.size.height.isFinite else {
      throw .invalidSize("the scene is \(list.size.width) x \(list.size.height) points")
    }
    let scale = Double(pixelWidth) / list.size.width
    let pixelHeight = Int((list.size.height * scale).rounded())
    guard (1...16_384).contains(pixelWidth), (1...16_384).contains(pixelHeight) else {
      throw .invalidSize("\(pixelWidth) x \(pixelHeight) pixels is outside 1...16384")
    }
    guard let surface = scratch.canvas(width: pixelWidth, height: pixelHeight) else {
      throw .backend("no memory for a \(pixelWidth) x \(pixelHeight) canvas")
    }
    let context = cairo_create(surface)!
    defer { cairo_destroy(context) }
    cairo_scale(context, scale, scale)
    let drewFirst = backgrounds.drawFirstItem(
      of: list, into: surface, context: context, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    do {
      for item in list.items.dropFirst(drewFirst ? 1 : 0) {
        switch item {
        case .fill(let fill): CairoPainter.fill(fill, in: context)
        case .image(let image): try CairoPainter.image(image, in: context, cache: images)
        case .text(let text): CairoPainter.text(text, in: context, fontOptions: fontOptions)
        }
      }
    } catch {
      scratch.keep(surface)
      throw error
    }
    cairo_surface_flush(surface)
    return surface
  }
}
