import DesignSystem
import Rendering

/// The phone the walkthroughs draw: a dark frame round a 216 x 456 point screen, under it the word
/// "Illustration", so no frame passes for a screenshot.
struct GuidePhone {
  let frame: Rect
  let screen: Rect
  static let standard = GuidePhone(
    frame: Rect(x: 66, y: 16, width: 228, height: 468), screen: Rect(x: 72, y: 22, width: 216, height: 456))
  static let screenRadius = 32.0
  static let backdrop = RGBAColor(hex: 0x111114)
  static var illustrationLabel: String { GuideVideoCopy.illustration.text }

  func bezel() -> [DisplayItem] {
    [
      .fill(
        ShapeFill(
          shape: .roundedRect(frame, cornerRadius: 38), paint: .solid(RGBAColor(hex: 0x2C2C2E)),
          shadow: Shadow(color: .black.withAlpha(0.5), offset: Point(x: 0, y: 6), blur: 14))),
      .fill(
        ShapeFill(
          shape: .roundedRect(frame.insetBy(dx: 2, dy: 2), cornerRadius: 36), paint: .solid(RGBAColor(hex: 0x0B0B0C)))),
      .text(
        TextItem(
          text: Self.illustrationLabel, frame: Rect(x: frame.x, y: frame.maxY + 6, width: frame.width, height: 16),
          font: FontSpec(role: .system, size: 11), color: RGBAColor(hex: 0x8E8E93), alignment: .center,
          maximumLines: 1)),
    ]
  }
}

extension Rect {
  var midX: Double { x + width / 2 }
  var midY: Double { y + height / 2 }
}

/// Motion applied to drawn items: fading, scaling and sliding, and keeping a sheet inside the screen.
enum GuideDrawing {
  static func faded(_ items: [DisplayItem], opacity: Double) -> [DisplayItem] {
    guard opacity < 1 else { return items }
    let opacity = max(0, opacity)
    return items.map { item in
      switch item {
      case .fill(var fill):
        fill.paint = faded(fill.paint, opacity)
        fill.shadow = fill.shadow.map { Shadow(color: fade($0.color, opacity), offset: $0.offset, blur: $0.blur) }
        return .fill(fill)
      case .text(var text):
        text.color = fade(text.color, opacity)
        text.shadow = text.shadow.map { Shadow(color: fade($0.color, opacity), offset: $0.offset, blur: $0.blur) }
        return .text(text)
      case .image(var image):
        image.opacity *= opacity
        return .image(image)
      }
    }
  }

  private static func fade(_ color: RGBAColor, _ opacity: Double) -> RGBAColor {
    color.withAlpha(color.alpha * opacity)
  }

  private static func faded(_ paint: Paint, _ opacity: Double) -> Paint {
    switch paint {
    case .solid(let color): .solid(fade(color, opacity))
    case .linearGradient(let start, let end, let stops):
      .linearGradient(
        start: start, end: end, stops: stops.map { GradientStop(location: $0.location, color: fade($0.color, opacity)) }
      )
    }
  }

  /// Scales about `anchor`, then moves by `offset`.
  static func transformed(_ items: [DisplayItem], scale: Double, about anchor: Point, offset: Point) -> [DisplayItem] {
    guard scale != 1 || offset != Point(x: 0, y: 0) else { return items }
    func point(_ p: Point) -> Point {
      Point(x: anchor.x + (p.x - anchor.x) * scale + offset.x, y: anchor.y + (p.y - anchor.y) * scale + offset.y)
    }
    func rect(_ r: Rect) -> Rect {
      let origin = point(Point(x: r.x, y: r.y))
      return Rect(x: origin.x, y: origin.y, width: r.width * scale, height: r.height * scale)
    }
    return items.map { item in
      switch item {
      case .fill(var fill):
        switch fill.shape {
        case .rect(let r): fill.shape = .rect(rect(r))
        case .roundedRect(let r, let radius): fill.shape = .roundedRect(rect(r), cornerRadius: radius * scale)
        }
        if case .linearGradient(let start, let end, let stops) = fill.paint {
          fill.paint = .linearGradient(start: point(start), end: point(end), stops: stops)
        }
        return .fill(fill)
      case .text(var text):
        text.frame = rect(text.frame)
        text.font = text.font.withSize(text.font.size * scale)
        return .text(text)
      case .image(var image):
        image.frame = rect(image.frame)
        image.cornerRadius *= scale
        return .image(image)
      }
    }
  }

  /// Keeps items inside `bounds` (a sliding sheet inside the phone's screen): fills are cut to it, text and
  /// images that would stick out are left out.
  static func clipped(_ items: [DisplayItem], to bounds: Rect) -> [DisplayItem] {
    items.compactMap { item in
      switch item {
      case .fill(var fill):
        let r = fill.shape.bounds
        let x = max(r.minX, bounds.minX)
        let y = max(r.minY, bounds.minY)
        let cut = Rect(x: x, y: y, width: min(r.maxX, bounds.maxX) - x, height: min(r.maxY, bounds.maxY) - y)
        guard cut.width > 0, cut.height > 0 else { return nil }
        switch fill.shape {
        case .rect: fill.shape = .rect(cut)
        case .roundedRect(_, let radius): fill.shape = .roundedRect(cut, cornerRadius: radius)
        }
        return .fill(fill)
      case .text(let text): return bounds.contains(text.frame) ? item : nil
      case .image(let image): return bounds.contains(image.frame) ? item : nil
      }
    }
  }

  /// A pressed control darkens, as UIKit's highlighted state does.
  static func pressHighlight(_ frame: Rect) -> DisplayItem {
    .fill(ShapeFill(shape: .roundedRect(frame, cornerRadius: 10), paint: .solid(.black.withAlpha(0.2))))
  }

  static func circle(_ center: Point, radius: Double, _ color: RGBAColor, shadow: Shadow? = nil) -> DisplayItem {
    .fill(
      ShapeFill(
        shape: .roundedRect(
          Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2),
          cornerRadius: radius), paint: .solid(color), shadow: shadow))
  }

  /// The ring that spreads from a touch as it lands.
  static func pulse(at center: Point, progress: Double) -> [DisplayItem] {
    guard progress < 1 else { return [] }
    let radius = 14 + 22 * progress
    let alpha = 0.45 * (1 - progress)
    return [circle(center, radius: radius, .white.withAlpha(alpha))]
  }

  /// The touch indicator (as screen recordings show touches): a grey-rimmed white disc, smaller when down.
  static func finger(at center: Point, down: Bool) -> [DisplayItem] {
    let radius = down ? 12.0 : 15.0
    return [
      circle(
        center, radius: radius + 2, RGBAColor(hex: 0x3A3A3C).withAlpha(0.55),
        shadow: Shadow(color: .black.withAlpha(0.35), offset: Point(x: 0, y: 2), blur: 6)),
      circle(center, radius: radius, .white.withAlpha(down ? 0.85 : 0.7)),
    ]
  }
}
