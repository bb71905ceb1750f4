import CLibDeflate
import CPangoCairo
import Foundation

/// Memory a renderer keeps from one drawing to the next: the last canvas, the PNG row buffer and the deflate
/// compressor. A wallpaper's canvas (12 MB), rows (9 MB) and compressor were allocated anew for every image, and
/// glibc hands buffers that large back to the kernel when they are freed, so each drawing faulted in fresh pages
/// again: about 8,800 page faults and 18 ms of system time for a first wallpaper drawing, on top of a calloc that
/// zero-filled the canvas (docs/benchmarks.md). Kept, they cost two canvases and one row buffer of the largest
/// image drawn (about 21 MB for a wallpaper, 10 MB for a share card) for as long as the renderer lives, or until
/// `CairoRenderer.purgeScratch()`.
///
/// Not thread-safe: the renderer's lock guards it.
final class RenderScratch {
  /// The canvases last given back, most recent first: two, so an app that alternates two sizes (NoteWall's
  /// brightness sample and its wallpaper, a card and its thumbnail) keeps both.
  private var canvases: [OpaquePointer] = []
  private var rows: UnsafeMutableRawPointer?
  private var rowCapacity = 0
  private var compressor: OpaquePointer?
  private var compressorLevel: Int32 = 0

  deinit { removeAll() }

  func removeAll() {
    for canvas in canvases { cairo_surface_destroy(canvas) }
    canvases = []
    free(rows)
    rows = nil
    rowCapacity = 0
    if let compressor { libdeflate_free_compressor(compressor) }
    compressor = nil
  }

  /// A cleared ARGB32 canvas: a kept one of this size, cleared with Cairo's CLEAR operator (which leaves it as a
  /// new surface is, every byte zero and marked clear), or a new one.
  func canvas(width: Int, height: Int) -> OpaquePointer? {
    if let index = canvases.firstIndex(where: {
      Int(cairo_image_surface_get_width($0)) == width && Int(cairo_image_surface_get_height($0)) == height
        && cairo_surface_get_reference_count($0) == 1
    }) {
      let kept = canvases.remove(at: index)
      let context = cairo_create(kept)
      cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
      cairo_paint(context)
      cairo_destroy(context)
      return kept
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      if let surface { cairo_surface_destroy(surface) }
      return nil
    }
    return surface
  }

  /// Takes back a canvas the renderer is done with (its last reference), to be cleared and drawn on next time.
  func keep(_ surface: OpaquePointer) {
    canvases.insert(surface, at: 0)
    while canvases.count > 2 { cairo_surface_destroy(canvases.removeLast()) }
  }

  /// At least `count` bytes of uninitialised memory for PNG rows, valid until the next call.
  func rows(count: Int) -> UnsafeMutableRawPointer? {
    if count > rowCapacity {
      free(rows)
      rows = malloc(count)
      rowCapacity = rows == nil ? 0 : count
    }
    return rows
  }

  /// A libdeflate compressor at `level`, made once (it allocates its hash tables, several hundred kilobytes).
  func compressor(level: Int32) -> OpaquePointer? {
    if let compressor, compressorLevel == level { return compressor }
    if let compressor { libdeflate_free_compressor(compressor) }
    compressor = libdeflate_alloc_compressor(level)
    compressorLevel = level
    return compressor
  }
}
