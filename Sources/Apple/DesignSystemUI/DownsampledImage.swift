#if os(iOS)
  import ImageIO
  import LocalizationUI
  import SwiftUI
  import UIKit

  /// Encoded image bytes drawn at the size they are shown: decoded once per `revision`, off the main actor, and
  /// downsampled by ImageIO to the pixels the frame needs, so a full-screen JPEG or PNG (15 MB as a bitmap) is
  /// never decoded whole in `body`, and a redraw of the view decodes nothing.
  public struct DownsampledImage<Placeholder: View>: View {
    let data: Data?
    let revision: Int
    let maximumPoints: Double
    let placeholder: Placeholder
    @Environment(\.displayScale) private var displayScale
    @State private var image: UIImage?

    /// `revision` changes whenever `data` does (the model's counter); `maximumPoints` is the longer side of the
    /// frame the image is drawn in.
    public init(data: Data?, revision: Int, maximumPoints: Double, @ViewBuilder placeholder: () -> Placeholder) {
      self.data = data
      self.revision = revision
      self.maximumPoints = maximumPoints
      self.placeholder = placeholder()
    }

    public var body: some View {
      Group {
        if let image {
          Image(uiImage: image).resizable().scaledToFit()
        } else {
          placeholder
        }
      }
      .task(id: revision) {
        guard let data else { return image = nil }
        let pixels = Int(max(1, (maximumPoints * displayScale).rounded(.up)))
        let decoded = await Task.detached(priority: .userInitiated) { DownsampledDecoding.image(data, pixels) }.value
        if !Task.isCancelled { image = decoded }
      }
    }
  }

  enum DownsampledDecoding {
    /// The image at most `pixels` on its longer side, upright; nil for bytes ImageIO cannot read.
    static func image(_ data: Data, _ pixels: Int) -> UIImage? {
      let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
      guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions), CGImageSourceGetCount(source) > 0
      else { return nil }
      let options =
        [
          kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceCreateThumbnailWithTransform: true,
          kCGImageSourceShouldCacheImmediately: true, kCGImageSourceThumbnailMaxPixelSize: pixels,
        ] as CFDictionary
      return CGImageSourceCreateThumbnailAtIndex(source, 0, options).map { UIImage(cgImage: $0) }
    }
  }
#endif
