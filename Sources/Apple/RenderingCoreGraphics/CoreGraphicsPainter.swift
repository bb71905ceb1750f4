#if os(iOS)
  import CoreGraphics
  import CoreText
  import DesignSystem
  import Foundation
  import ImageIO
  import Rendering

  /// Paints display items into a context whose user space is the scene's points, y down.
  enum CoreGraphicsPainter {
    static func fill(_ fill: ShapeFill, in context: CGContext) {
      context.saveGState()
      defer { context.restoreGState() }
      if let shadow = fill.shadow {
        // The context's y axis is flipped, so a downward offset in the scene is negative for the shadow.
        context.setShadow(
          offset: CGSize(width: shadow.offset.x, height: -shadow.offset.y), blur: shadow.blur,
          color: cgColor(shadow.color))
      }
      context.addPath(path(fill.shape))
      switch fill.paint {
      case .solid(let color):
        context.setFillColor(cgColor(color))
        context.fillPath()
      case .linearGradient(let start, let end, let stops):
        guard
          let gradient = CGGradient(
            colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: stops.map { cgColor($0.color) } as CFArray,
            locations: stops.map { CGFloat($0.location) })
        else { return }
        context.clip()
        context.drawLinearGradient(
          gradient, start: CGPoint(x: start.x, y: start.y), end: CGPoint(x: end.x, y: end.y),
          options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
      }
    }

    static func image(_ item: ImageItem, in context: CGContext) throws(RenderingError) {
      guard let source = CGImageSourceCreateWithData(item.data as CFData, nil), CGImageSourceGetCount(source) > 0
      else { throw .invalidImage("not a readable PNG or JPEG (\(item.data.count) bytes)") }
      let orientation = orientation(of: item.data, source: source)
      let image: CGImage
      if let reduced = reduced(source, orientation: orientation, for: item, in: context) {
        image = reduced
      } else {
        guard let stored = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { throw .invalidImage("not a readable PNG or JPEG (\(item.data.count) bytes)") }
        // CGImageSourceCreateImageAtIndex ignores the EXIF orientation: turn the pixels upright as Cairo does.
        image = upright(stored, orientation) ?? stored
      }
      let width = Double(image.width)
      let height = Double(image.height)
      let placement = item.placement(forImageOf: Size(width: width, height: height))
      let drawn = CGRect(
        x: placement.drawn.x, y: placement.drawn.y, width: placement.drawn.width, height: placement.drawn.height)
      context.saveGState()
      defer { context.restoreGState() }
      context.addPath(Self.path(.roundedRect(placement.clip, cornerRadius: item.cornerRadius)))
      context.clip()
      context.setAlpha(item.opacity)
      // Images draw bottom-up: flip locally around the destination.
      context.translateBy(x: drawn.minX, y: drawn.maxY)
      context.scaleBy(x: 1, y: -1)
      context.interpolationQuality = .high
      context.draw(image, in: CGRect(origin: .zero, size: drawn.size))
    }

    /// A photo far larger than the pixels it will cover (a 48-megapixel photo drawn as a 512-pixel avatar) is
    /// decoded at the size it is drawn at, upright, by ImageIO's thumbnail decoder: the full decode would hold
    /// about 190 MB, twice, for the upright copy. nil: decode it whole (small enough, or sizes unreadable).
    static func reduced(
      _ source: CGImageSource, orientation: ExifOrientation, for item: ImageItem, in context: CGContext
    ) -> CGImage? {
      guard let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
        let storedWidth = (properties[kCGImagePropertyPixelWidth] as? NSNumber)?.doubleValue,
        let storedHeight = (properties[kCGImagePropertyPixelHeight] as? NSNumber)?.doubleValue,
        storedWidth > 0, storedHeight > 0
      else { return nil }
      let sideways = UprightTransform(orientation, width: storedWidth, height: storedHeight)
      let drawn = item.placement(forImageOf: Size(width: sideways.width, height: sideways.height)).drawn
      let scale = context.userSpaceToDeviceSpaceTransform
      let pixelsPerPoint = Double(max(hypot(scale.a, scale.b), hypot(scale.c, scale.d), 1))
      let needed = (max(drawn.width, drawn.height) * pixelsPerPoint).rounded(.up)
      guard needed.isFinite, needed > 0, max(storedWidth, storedHeight) > needed * 1.5 else { return nil }
      let options: [CFString: Any] = [
        kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: needed,
        kCGImageSourceCreateThumbnailWithTransform: true, kCGImageSourceShouldCacheImmediately: true,
      ]
      return CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)
    }

    /// The photo's EXIF orientation: read by Rendering's parser for a JPEG (as Cairo reads it), from ImageIO's
    /// properties for HEIC and the rest.
    static func orientation(of data: Data, source: CGImageSource) -> ExifOrientation {
      if data.starts(with: [0xFF, 0xD8]) { return ExifOrientation.of(jpeg: data) }
      let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any]
      let value = (properties?[kCGImagePropertyOrientation] as? NSNumber)?.intValue ?? 1
      return ExifOrientation(rawValue: value) ?? .up
    }

    /// `image` turned upright with the renderers' one UprightTransform; nil when already upright.
    static func upright(_ image: CGImage, _ orientation: ExifOrientation) -> CGImage? {
      guard orientation != .up else { return nil }
      let transform = UprightTransform(orientation, width: Double(image.width), height: Double(image.height))
      guard
        let bitmap = CGContext(
          data: nil, width: Int(transform.width), height: Int(transform.height), bitsPerComponent: 8,
          bytesPerRow: 0, space: CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { return nil }
      // Top-left origin, y down, as the transform is written; then the transform; then the stored image drawn
      // the right way up in its own (u, v) space (Core Graphics draws images bottom-up).
      bitmap.translateBy(x: 0, y: CGFloat(transform.height))
      bitmap.scaleBy(x: 1, y: -1)
      bitmap.concatenate(
        CGAffineTransform(
          a: transform.xx, b: transform.yx, c: transform.xy, d: transform.yy, tx: transform.x0, ty: transform.y0))
      bitmap.translateBy(x: 0, y: CGFloat(image.height))
      bitmap.scaleBy(x: 1, y: -1)
      bitmap.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
      return bitmap.makeImage()
    }

    static func text(_ item: TextItem, in context: CGContext) {
      guard !item.text.isEmpty else { return }
      let attributed = CoreTextFonts.attributed(
        item.text, font: item.font, color: item.color, alignment: item.alignment, lineSpacing: item.lineSpacing)
      let framesetter = CTFramesetterCreateWithAttributedString(attributed)
      let box = CGRect(x: 0, y: 0, width: item.frame.width, height: item.frame.height)
      let frame = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: box, transform: nil), nil)
      context.saveGState()
      defer { context.restoreGState() }
      context.clip(to: CGRect(x: item.frame.x, y: item.frame.y, width: item.frame.width, height: item.frame.height))
      if let shadow = item.shadow {
        context.setShadow(
          offset: CGSize(width: shadow.offset.x, height: -shadow.offset.y), blur: shadow.blur,
          color: cgColor(shadow.color))
      }
      // Core Text draws bottom-up: flip locally so the frame's first line sits at the box's top.
      context.translateBy(x: item.frame.x, y: item.frame.maxY)
      context.scaleBy(x: 1, y: -1)
      let lines = (CTFrameGetLines(frame) as? [CTLine]) ?? []
      let limit = min(lines.count, item.maximumLines ?? .max)
      var origins = [CGPoint](repeating: .zero, count: lines.count)
      CTFrameGetLineOrigins(frame, CFRange(), &origins)
      for index in 0..<limit {
        var line = lines[index]
        let isLast = index == limit - 1
        let range = CTLineGetStringRange(line)
        if isLast && item.truncates && range.location + range.length < attributed.length,
          let ellipsis = Optional(
            CTLineCreateWithAttributedString(
              NSAttributedString(string: "…", attributes: attributed.attributes(at: 0, effectiveRange: nil)))),
          let truncated = CTLineCreateTruncatedLine(
            CTLineCreateWithAttributedString(
              attributed.attributedSubstring(
                from: NSRange(location: range.location, length: attributed.length - range.location))),
            item.frame.width, .end, ellipsis)
        {
          line = truncated
        }
        context.textPosition = origins[index]
        CTLineDraw(line, context)
      }
    }

    static func path(_ shape: Shape) -> CGPath {
      switch shape {
      case .rect(let rect):
        return CGPath(rect: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), transform: nil)
      case .roundedRect(let rect, let cornerRadius):
        // Shared with Cairo: at most half the shorter side, which CGPath(roundedRect:) asserts on.
        let radius = Shape.drawableCornerRadius(cornerRadius, in: rect)
        return CGPath(
          roundedRect: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height),
          cornerWidth: radius, cornerHeight: radius, transform: nil)
      }
    }

    static func cgColor(_ color: RGBAColor) -> CGColor {
      CGColor(
        colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!,
        components: [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) })!
    }
  }
#endif
