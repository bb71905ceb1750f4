#if os(iOS)
  import CoreGraphics
  import Foundation
  import ImageIO
  import UniformTypeIdentifiers

  /// A photo from the library as the apps keep it: turned upright (a portrait iPhone photo is stored sideways
  /// with an orientation tag that Core Graphics alone ignores), HEIC converted, and at most `maximumPixels` on
  /// its longer side, so a 48-megapixel photo never has to be decoded whole again. JPEG, which both renderers
  /// read.
  public enum UprightPhoto {
    public static func jpeg(from data: Data, maximumPixels: Int = 3_000, quality: Double = 0.9) -> Data? {
      guard let source = CGImageSourceCreateWithData(data as NSData, nil), CGImageSourceGetCount(source) > 0 else {
        return nil
      }
      let options =
        [
          kCGImageSourceCreateThumbnailWithTransform: true,
          kCGImageSourceCreateThumbnailFromImageAlways: true,
          kCGImageSourceThumbnailMaxPixelSize: max(1, maximumPixels),
        ] as NSDictionary
      guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else { return nil }
      let output = NSMutableData()
      guard
        let destination = CGImageDestinationCreateWithData(output, UTType.jpeg.identifier as CFString, 1, nil)
      else { return nil }
      CGImageDestinationAddImage(
        destination, image, [kCGImageDestinationLossyCompressionQuality: min(max(quality, 0), 1)] as NSDictionary)
      return CGImageDestinationFinalize(destination) ? output as Data : nil
    }
  }
#endif
