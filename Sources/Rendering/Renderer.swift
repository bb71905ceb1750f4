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
  /// The drawing's pixels as straight RGBA, for reading small drawings back (NoteWall measures a photo's
  /// brightness this way); not for large images.
  func renderRGBA(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> RGBAPixels
}

/// Straight (not premultiplied) RGBA bytes, row by row, no padding.
public struct RGBAPixels: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public let rgba: [UInt8]

  /// Rows the bytes do not cover are left out, so reading any pixel inside `width` x `height` is safe.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = max(0, width)
    self.height = self.width > 0 ? min(max(0, height), rgba.count / (self.width * 4)) : 0
    self.rgba = rgba
  }

  public func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let index = (y * width + x) * 4
    return (rgba[index], rgba[index + 1], rgba[index + 2])
  }
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
