import CPangoCairo
import DesignSystem
import Foundation
import Rendering

/// Pango layouts for text items and measurements.
enum PangoText {
  /// Held around all work with fonts, across every renderer in the process. Fontconfig's configuration and
  /// Cairo 1.16's FreeType font faces are shared by the whole process, and two renderers laying out text at once
  /// crashed in Cairo while another thread was in fontconfig (a CI run with many suites drawing in parallel).
  /// Pixels are still drawn in parallel; only text waits.
  static let fontLock = NSLock()

  /// A layout of `text` in `font`, wrapped at `width` points (words, then characters for a word longer than the
  /// line), ellipsized after `maximumLines` or past `maximumHeight`. The caller unrefs it.
  static func layout(
    in context: OpaquePointer, fontOptions: OpaquePointer, text: String, font: FontSpec, width: Double,
    lineSpacing: Double, alignment: TextAlignment, maximumLines: Int?, maximumHeight: Double?
  ) -> OpaquePointer {
    _ = BundledFonts.registered
    let layout = pango_cairo_create_layout(context)!
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), fontOptions)
    pango_layout_context_changed(layout)
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, families(for: font.role))
    pango_font_description_set_weight(
      description, PangoWeight(rawValue: PangoWeight.RawValue(font.weight.numericValue)))
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(description, font.size * Double(rendering_pango_scale))
    pango_layout_set_font_description(layout, description)
    pango_layout_set_width(layout, Int32(clamping: Int((max(width, 1) * Double(rendering_pango_scale)).rounded())))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_spacing(layout, Int32(clamping: Int(lineSpacing * Double(rendering_pango_scale))))
    switch alignment {
    case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    if let maximumLines {
      pango_layout_set_height(layout, -Int32(clamping: max(maximumLines, 1)))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    } else if let maximumHeight {
      pango_layout_set_height(layout, Int32(clamping: Int(maximumHeight * Double(rendering_pango_scale))))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    text.withCString { pango_layout_set_text(layout, $0, -1) }
    return layout
  }

  static func measurement(of layout: OpaquePointer) -> TextMeasurement {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = Double(rendering_pango_scale)
    return TextMeasurement(
      size: Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
      lineCount: Int(pango_layout_get_line_count(layout)),
      missingGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)))
  }

  /// The families Pango took the glyphs of a layout from, in order of first use: what fontconfig really found.
  static func familiesDrawn(in layout: OpaquePointer) -> [String] {
    var families: [String] = []
    guard let iterator = pango_layout_get_iter(layout) else { return families }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      if let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font,
        let description = pango_font_describe(font)
      {
        defer { pango_font_description_free(description) }
        if let family = pango_font_description_get_family(description).map({ String(cString: $0) }),
          !families.contains(family)
        {
          families.append(family)
        }
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return families
  }

  /// The role's face first, then faces that cover what it lacks: a serif for the serif (IM FELL English has
  /// Latin only), then accented Latin, Arabic and CJK. Emoji are left to fontconfig's fallback (it finds Noto
  /// Color Emoji): naming the emoji font here makes Pango take digits, which are emoji characters too, from it.
  static func families(for role: FontRole) -> String {
    let serif = role == .oldStyleSerif ? ["EB Garamond"] : []
    return ([role.linuxFamily] + serif + ["Inter", "Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC"])
      .reduce(into: [String]()) { list, family in if !list.contains(family) { list.append(family) } }
      .joined(separator: ",")
  }
}
