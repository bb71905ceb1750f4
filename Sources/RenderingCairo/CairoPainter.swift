import CPangoCairo
import DesignSystem
import Foundation
import Rendering

/// Paints one display item into a Cairo context whose user space is the scene's points.
enum CairoPainter {
  static func fill(_ fill: ShapeFill, in context: OpaquePointer) {
    if let shadow = fill.shadow {
      softShadow(shadow, in: context) { path(fill.shape, in: context) }
    }
    path(fill.shape, in: context)
    switch fill.paint {
    case .solid(let color):
      setColor(color, in: context)
      cairo_fill(context)
    case .linearGradient(let start, let end, let stops):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      for stop in stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
      }
      cairo_set_source(context, pattern)
      cairo_fill(context)
      cairo_pattern_destroy(pattern)
    }
  }

  static func image(_ item: ImageItem, in context: OpaquePointer, cache: ImageCache) throws(RenderingError) {
    let surface = try cache.surface(for: item.data)
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    let (drawn, clip) = item.placement(forImageOf: Size(width: width, height: height))
    let scale = drawn.width / width
    cairo_save(context)
    path(item.cornerRadius > 0 ? .roundedRect(clip, cornerRadius: item.cornerRadius) : .rect(clip), in: context)
    cairo_clip(context)
    cairo_translate(context, drawn.x, drawn.y)
    cairo_scale(context, scale, scale)
    cairo_set_source_surface(context, surface, 0, 0)
    // Pad, not the default transparent border: scaled edges would otherwise fade into the background.
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
    // A photo drawn at (nearly) its own size needs no filtering: the fast filter saves a full resampling pass.
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    cairo_pattern_set_filter(
      cairo_get_source(context), abs(matrix.xx - 1) < 0.01 ? CAIRO_FILTER_FAST : CAIRO_FILTER_GOOD)
    if item.opacity < 1 { cairo_paint_with_alpha(context, item.opacity) } else { cairo_paint(context) }
    cairo_restore(context)
  }

  static func text(_ item: TextItem, in context: OpaquePointer, fontOptions: OpaquePointer) {
    guard !item.text.isEmpty else { return }
    PangoText.fontLock.lock()
    defer { PangoText.fontLock.unlock() }
    let layout = PangoText.layout(
      in: context, fontOptions: fontOptions, text: item.text, font: item.font, width: item.frame.width,
      lineSpacing: item.lineSpacing, alignment: item.alignment, maximumLines: item.maximumLines,
      maximumHeight: item.truncates ? item.frame.height : nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    cairo_save(context)
    if !item.truncates {
      cairo_rectangle(context, item.frame.x, item.frame.y, item.frame.width, item.frame.height)
      cairo_clip(context)
    }
    if let shadow = item.shadow {
      // Glyphs come from Cairo's glyph cache (show_layout); outlining them as paths for each pass is ~10x slower.
      for (dx, dy, alpha) in shadowPasses(shadow) {
        setColor(shadow.color.withAlpha(alpha), in: context)
        cairo_move_to(context, item.frame.x + shadow.offset.x + dx, item.frame.y + shadow.offset.y + dy)
        pango_cairo_show_layout(context, layout)
      }
    }
    setColor(item.color, in: context)
    cairo_move_to(context, item.frame.x, item.frame.y)
    pango_cairo_show_layout(context, layout)
    cairo_restore(context)
  }

  // MARK: - Helpers

  static func path(_ shape: Shape, in context: OpaquePointer) {
    cairo_new_path(context)
    switch shape {
    case .rect(let rect):
      cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
    case .roundedRect(let rect, let cornerRadius):
      let radius = Shape.drawableCornerRadius(cornerRadius, in: rect)
      let (left, top, right, bottom) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
      cairo_new_sub_path(context)
      cairo_arc(context, right - radius, top + radius, radius, -.pi / 2, 0)
      cairo_arc(context, right - radius, bottom - radius, radius, 0, .pi / 2)
      cairo_arc(context, left + radius, bottom - radius, radius, .pi / 2, .pi)
      cairo_arc(context, left + radius, top + radius, radius, .pi, 3 * .pi / 2)
      cairo_close_path(context)
    }
  }

  static func setColor(_ color: RGBAColor, in context: OpaquePointer) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  /// Cairo has no blur: a soft shadow is the shape filled a few times around its offset, each pass faint,
  /// which reads as a blur of about `blur` points for the small radii the apps use.
  private static func softShadow(_ shadow: Shadow, in context: OpaquePointer, path: () -> Void) {
    for (dx, dy, alpha) in shadowPasses(shadow) {
      cairo_save(context)
      cairo_translate(context, shadow.offset.x + dx, shadow.offset.y + dy)
      path()
      setColor(shadow.color.withAlpha(alpha), in: context)
      cairo_fill(context)
      cairo_restore(context)
    }
  }

  /// Offsets and opacities of the passes that fake a blur: the centre and a ring of eight at half the radius.
  static func shadowPasses(_ shadow: Shadow) -> [(dx: Double, dy: Double, alpha: Double)] {
    guard shadow.blur > 0 else { return [(0, 0, shadow.color.alpha)] }
    let ring = (0..<8).map { step -> (Double, Double) in
      let angle = Double(step) * .pi / 4
      return (cos(angle) * shadow.blur / 2, sin(angle) * shadow.blur / 2)
    }
    let alpha = min(1, shadow.color.alpha * 2 / 9)
    return ([(0.0, 0.0)] + ring).map { ($0.0, $0.1, alpha) }
  }

}
