import DesignSystem
import Foundation

/// What a backend draws: a canvas size in points and primitives in painting order. Scenes (a wallpaper, a
/// share card, a widget preview) are laid out into one of these; RenderingCairo and RenderingCoreGraphics draw
/// it. It is Codable so a person can describe a scene in JSON and look at it (`render-scene`).
public struct DisplayList: Equatable, Sendable, Codable {
  public var size: Size
  public var items: [DisplayItem]

  public init(size: Size, items: [DisplayItem] = []) {
    self.size = size
    self.items = items
  }
}

public enum DisplayItem: Equatable, Sendable {
  case fill(ShapeFill)
  case image(ImageItem)
  case text(TextItem)
}

public enum Shape: Equatable, Sendable {
  case rect(Rect)
  case roundedRect(Rect, cornerRadius: Double)

  public var bounds: Rect {
    switch self {
    case .rect(let rect), .roundedRect(let rect, _): rect
    }
  }

  /// The corner radius both backends draw: at most half the shorter side, never negative (a NaN or negative
  /// radius, or a degenerate rect, draws square corners). Core Graphics asserts on a radius over half a side,
  /// and scenes come from JSON too, so each backend asks here rather than clamping on its own.
  public static func drawableCornerRadius(_ radius: Double, in rect: Rect) -> Double {
    let limit = min(rect.width, rect.height) / 2
    guard radius.isFinite, limit.isFinite, radius > 0, limit > 0 else { return 0 }
    return min(radius, limit)
  }
}

public struct GradientStop: Equatable, Sendable, Codable {
  public var location: Double
  public var color: RGBAColor
  public init(location: Double, color: RGBAColor) {
    self.location = location
    self.color = color
  }
}

public enum Paint: Equatable, Sendable {
  case solid(RGBAColor)
  /// From `start` to `end`, in scene points.
  case linearGradient(start: Point, end: Point, stops: [GradientStop])
}

/// A soft shadow under a fill or behind text: colour, offset and blur radius in points.
public struct Shadow: Equatable, Sendable, Codable {
  public var color: RGBAColor
  public var offset: Point
  public var blur: Double
  public init(color: RGBAColor, offset: Point = Point(x: 0, y: 2), blur: Double = 4) {
    self.color = color
    self.offset = offset
    self.blur = blur
  }
}

public struct ShapeFill: Equatable, Sendable, Codable {
  public var shape: Shape
  public var paint: Paint
  public var shadow: Shadow?
  public init(shape: Shape, paint: Paint, shadow: Shadow? = nil) {
    self.shape = shape
    self.paint = paint
    self.shadow = shadow
  }
}

public struct ImageItem: Equatable, Sendable, Codable {
  public enum ContentMode: String, Sendable, Codable {
    /// Covers the whole frame, cropping the overflow (a wallpaper photo).
    case fill
    /// Fits inside the frame, letterboxed.
    case fit
  }

  /// PNG or JPEG bytes (base64 in JSON).
  public var data: Data
  public var frame: Rect
  public var contentMode: ContentMode
  public var cornerRadius: Double
  public var opacity: Double

  public init(data: Data, frame: Rect, contentMode: ContentMode = .fill, cornerRadius: Double = 0, opacity: Double = 1)
  {
    self.data = data
    self.frame = frame
    self.contentMode = contentMode
    self.cornerRadius = cornerRadius
    self.opacity = opacity
  }
}

/// A face at a size: the role picks Apple's font on iOS and its Debian stand-in on Linux.
public struct FontSpec: Equatable, Hashable, Sendable, Codable {
  public var role: FontRole
  public var weight: FontWeight
  public var size: Double
  public var italic: Bool

  public init(role: FontRole, weight: FontWeight = .regular, size: Double, italic: Bool = false) {
    self.role = role
    self.weight = weight
    self.size = size
    self.italic = italic
  }

  public func withSize(_ size: Double) -> FontSpec {
    var copy = self
    copy.size = size
    return copy
  }
}

public enum TextAlignment: String, Sendable, Codable {
  case leading, center, trailing
}

/// A paragraph wrapped into a box. Words longer than the box break between characters; text beyond
/// `maximumLines` (or the box) ends in an ellipsis.
public struct TextItem: Equatable, Sendable, Codable {
  public var text: String
  public var frame: Rect
  public var font: FontSpec
  public var color: RGBAColor
  public var alignment: TextAlignment
  /// Extra points between lines.
  public var lineSpacing: Double
  public var maximumLines: Int?
  /// Ellipsize what does not fit (true), or clip it.
  public var truncates: Bool
  public var shadow: Shadow?

  public init(
    text: String, frame: Rect, font: FontSpec, color: RGBAColor, alignment: TextAlignment = .leading,
    lineSpacing: Double = 0, maximumLines: Int? = nil, truncates: Bool = true, shadow: Shadow? = nil
  ) {
    self.text = text
    self.frame = frame
    self.font = font
    self.color = color
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.maximumLines = maximumLines
    self.truncates = truncates
    self.shadow = shadow
  }
}
