import Foundation
import Localization
import Rendering

/// A picked photo made ready for the avatars bucket: whatever it came as (HEIC from the camera, a large PNG, a
/// JPEG), it goes up as a square JPEG of `side` pixels, cropped to its centre and turned upright, far under the
/// bucket's limit. Decoding is the renderer's (ImageIO on iOS reads HEIC; Cairo on Linux reads JPEG and PNG),
/// so the bytes uploaded are always what their label says.
public enum AvatarImage {
  public static let side = 512
  public static let contentType = "image/jpeg"
  /// Larger picks are refused before anything is decoded.
  public static let maximumInput = 40 * 1024 * 1024

  public enum Problem: Error, Equatable, Sendable {
    case tooLarge
    case unreadable

    public var message: String {
      switch self {
      case .tooLarge: LocalizedCopy("quotevault.profile.photoTooLarge", "Choose a photo under 40 MB.").text
      case .unreadable:
        LocalizedCopy(
          "quotevault.profile.photoUnreadable", "That photo can't be read. Choose a JPEG, PNG or HEIC photo."
        ).text
      }
    }
  }

  /// `prepare` away from the main actor: decoding and scaling a 12-megapixel photo would stall the screen. The
  /// photo is turned upright by its EXIF orientation in the renderer (the one UprightTransform on both).
  @concurrent
  public static func prepareInBackground(_ data: Data, renderer: any Renderer) async throws(Problem) -> Data {
    try prepare(data, renderer: renderer)
  }

  public static func prepare(_ data: Data, renderer: any Renderer) throws(Problem) -> Data {
    guard data.count <= maximumInput else { throw .tooLarge }
    guard !data.isEmpty else { throw .unreadable }
    let square = Rect(x: 0, y: 0, width: Double(side), height: Double(side))
    let list = DisplayList(
      size: square.size,
      items: [
        // JPEG has no alpha: a transparent PNG lands on white, not black.
        .fill(ShapeFill(shape: .rect(square), paint: .solid(.white))),
        .image(ImageItem(data: data, frame: square, contentMode: .fill)),
      ])
    do {
      return try renderer.renderJPEG(list, pixelWidth: side, quality: 0.85)
    } catch {
      throw .unreadable
    }
  }

  /// What the bytes are, by their signature: for saying what a refused photo was.
  public static func kind(of data: Data) -> String {
    let head = [UInt8](data.prefix(16))
    if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "PNG" }
    if head.count >= 12, Array(head[4..<8]) == Array("ftyp".utf8) {
      let brand = String(decoding: head[8..<12], as: UTF8.self)
      return ["heic", "heix", "mif1", "msf1", "hevc"].contains(brand) ? "HEIC" : "ISO media"
    }
    return "unknown"
  }
}
