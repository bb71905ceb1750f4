import Foundation

/// Draws a display list to PNG or JPEG bytes. Implemented by RenderingCairo (Linux) and RenderingCoreGraphics
/// (Apple).
/// Sendable so an app can draw off the main actor (NoteWall redraws its wallpaper in the background).
public protocol Renderer: TextMeasurer, Sendable {
  /// `pixelWidth` by the list's aspect ratio: a 393-point list drawn 1179 pixels wide is @3x.
  func renderPNG(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> Data
  /// For opaque, photographic images (a wallpaper over a photo): `quality` from 0 to 1. JPEG has no alpha, so
  /// draw an opaque background first.
  func renderJPEG(_ list: DisplayList, pixelWidth: Int, quality: Double) throws(RenderingError) -> Data
}

public enum RenderingError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
  /// Image data that is neither a readable PNG nor a readable JPEG.
  case invalidImage(String)
  case invalidSize(String)
  case backend(String)

  public var description: String {
    switch self {
    case .invalidImage(let reason): "image could not be decoded: \(reason)"
    case .invalidSize(let reason): "invalid size: \(reason)"
    case .backend(let reason): "rendering failed: \(reason)"
    }
  }

  public var errorDescription: String? { description }
}
