#if os(iOS)
  import CoreGraphics
  import CoreText
  import DesignSystem
  import Foundation
  import ImageIO
  import Rendering
  import UniformTypeIdentifiers

  /// Draws display lists with Core Graphics and lays out text with Core Text; PNG and JPEG through ImageIO. The same
  /// lists, measurements and fitting as RenderingCairo on Linux, with Apple's own fonts.
  public struct CoreGraphicsRenderer: Renderer, Sendable {
    public init() {}

    // MARK: - TextMeasurer

    public func measure(_ text: String, font: FontSpec, width: Double, lineSpacing: Double) -> TextMeasurement {
      let framesetter = CTFramesetterCreateWithAttributedString(
        CoreTextFonts.attributed(text, font: font, color: .black, alignment: .leading, lineSpacing: lineSpacing))
      let constraint = CGSize(width: width, height: .greatestFiniteMagnitude)
      let fitted = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, constraint, nil)
      let frame = CTFramesetterCreateFrame(
        framesetter, CFRange(), CGPath(rect: CGRect(origin: .zero, size: constraint), transform: nil), nil)
      let lines = (CTFrameGetLines(frame) as? [CTLine]) ?? []
      return TextMeasurement(
        size: Size(width: min(fitted.width, width), height: fitted.height), lineCount: max(lines.count, 1),
        missingGlyphs: lines.reduce(0) { $0 + CoreTextFonts.missingGlyphs(in: $1) })
    }

    // MARK: - Renderer

    public func renderPNG(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> Data {
      try encode(draw(list, pixelWidth: pixelWidth), as: .png, properties: nil)
    }

    public func renderJPEG(_ list: DisplayList, pixelWidth: Int, quality: Double) throws(RenderingError) -> Data {
      guard quality.isFinite, (0...1).contains(quality) else {
        throw .backend("JPEG quality \(quality) is not in 0...1")
      }
      let properties = [kCGImageDestinationLossyCompressionQuality: quality] as NSDictionary
      return try encode(draw(list, pixelWidth: pixelWidth), as: .jpeg, properties: properties)
    }

    private func encode(_ image: CGImage, as type: UTType, properties: NSDictionary?) throws(RenderingError) -> Data {
      let output = NSMutableData()
      guard let destination = CGImageDestinationCreateWithData(output, type.identifier as CFString, 1, nil) else {
        throw .backend("ImageIO cannot write \(type.identifier)")
      }
      CGImageDestinationAddImage(destination, image, properties)
      guard CGImageDestinationFinalize(destination) else { throw .backend("\(type.identifier) encoding failed") }
      return output as Data
    }

    public func renderRGBA(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> RGBAPixels {
      let image = try draw(list, pixelWidth: pixelWidth)
      let width = image.width
      let height = image.height
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: space, bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
        else { return false }
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return true
      }
      guard drawn else { throw .backend("Core Graphics could not read the pixels back") }
      return RGBAPixels(width: width, height: height, rgba: pixels)
    }

    func draw(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> CGImage {
      guard list.size.width > 0, list.size.height > 0 else {
        throw .invalidSize("the scene is \(list.size.width) x \(list.size.height) points")
      }
      let scale = Double(pixelWidth) / list.size.width
      let pixelHeight = Int((list.size.height * scale).rounded())
      guard (1...16_384).contains(pixelWidth), (1...16_384).contains(pixelHeight),
        let context = CGContext(
          data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
          space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { throw .invalidSize("\(pixelWidth) x \(pixelHeight) pixels") }
      // Scene coordinates: origin top-left, y down, in points.
      context.translateBy(x: 0, y: CGFloat(pixelHeight))
      context.scaleBy(x: scale, y: -scale)
      for item in list.items {
        switch item {
        case .fill(let fill): CoreGraphicsPainter.fill(fill, in: context)
        case .image(let image): try CoreGraphicsPainter.image(image, in: context)
        case .text(let text): CoreGraphicsPainter.text(text, in: context)
        }
      }
      guard let image = context.makeImage() else { throw .backend("Core Graphics made no image") }
      return image
    }
  }
#endif
