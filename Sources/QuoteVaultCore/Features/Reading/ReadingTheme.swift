import DesignSystem
import Foundation
import Localization
import Rendering
import SharedStore

/// What reading mode, and the share card's "My Theme", are drawn with: a background and a font, kept on this
/// device (`QuoteVaultShared.readingTheme`). The photo itself is a file of its own (`ReadingPhoto`): a theme file
/// that cannot be read falls back to the default without touching it.
public struct ReadingTheme: Hashable, Sendable, Codable {
  public var background: ReadingBackground
  public var font: ReadingFont
  /// The home screen widget draws this background and ink too (off by default: the widget keeps the app's look
  /// until the user asks).
  public var onWidget: Bool
  /// Counts the photos picked: a new photo over "Your Photo" changes the theme too, so it is written (the write
  /// reloads the widget) and an open reader redraws with the new photo, not the one it read before.
  public var photoRevision: Int

  public init(
    background: ReadingBackground = .dusk, font: ReadingFont = .serif, onWidget: Bool = false, photoRevision: Int = 0
  ) {
    self.background = background
    self.font = font
    self.onWidget = onWidget
    self.photoRevision = photoRevision
  }

  /// A first launch's theme, and what a damaged file reads as.
  public static let standard = ReadingTheme()

  private enum CodingKeys: String, CodingKey { case background, font, onWidget, photoRevision }

  /// The file is outside input (another build, a damaged disk): each field that cannot be read takes the
  /// default's alone, so a background a newer build added keeps the font the user chose.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    background = (try? container.decode(ReadingBackground.self, forKey: .background)) ?? Self.standard.background
    font = (try? container.decode(ReadingFont.self, forKey: .font)) ?? Self.standard.font
    onWidget = (try? container.decode(Bool.self, forKey: .onWidget)) ?? Self.standard.onWidget
    photoRevision = (try? container.decode(Int.self, forKey: .photoRevision)) ?? Self.standard.photoRevision
  }

  /// The text's colour over this background.
  public var ink: RGBAColor { background.ink }
  /// The author's line: the ink a little softer, still at WCAG AA over every colour of the background.
  public var secondaryInk: RGBAColor { background.ink.withAlpha(0.85) }
}

/// A reading background: gradients and solid colours, each with the ink chosen for it (held to WCAG AA, 4.5:1,
/// over every colour the gradient passes through, by ReadingThemeTests), or the user's own photo under a scrim.
public enum ReadingBackground: String, CaseIterable, Hashable, Sendable, Codable {
  case dusk, ocean, forest, ember, dawn, midnight, paper, chalk
  /// The user's own photo (`ReadingPhoto`), dimmed by `scrim` so white text reads over any photo.
  case photo

  /// The built-in backgrounds, in the picker's order (the photo has its own row).
  public static let builtIn: [ReadingBackground] = allCases.filter { $0 != .photo }

  public var displayName: LocalizedCopy {
    switch self {
    case .dusk: LocalizedCopy("quotevault.theme.background.dusk", "Dusk")
    case .ocean: LocalizedCopy("quotevault.theme.background.ocean", "Ocean")
    case .forest: LocalizedCopy("quotevault.theme.background.forest", "Forest")
    case .ember: LocalizedCopy("quotevault.theme.background.ember", "Ember")
    case .dawn: LocalizedCopy("quotevault.theme.background.dawn", "Dawn")
    case .midnight: LocalizedCopy("quotevault.theme.background.midnight", "Midnight")
    case .paper: LocalizedCopy("quotevault.theme.background.paper", "Paper")
    case .chalk: LocalizedCopy("quotevault.theme.background.chalk", "Chalk")
    case .photo: LocalizedCopy("quotevault.theme.background.photo", "Your Photo")
    }
  }

  /// The colours from top to bottom: two for a gradient, one for a solid colour. The photo's stand-in (drawn
  /// while it loads, or if its file is gone) is Midnight's.
  public var colors: [RGBAColor] {
    switch self {
    case .dusk: [RGBAColor(hex: 0x312E81), RGBAColor(hex: 0x6B21A8)]
    case .ocean: [RGBAColor(hex: 0x0C4A6E), RGBAColor(hex: 0x1E3A8A)]
    case .forest: [RGBAColor(hex: 0x14532D), RGBAColor(hex: 0x115E59)]
    case .ember: [RGBAColor(hex: 0x9A3412), RGBAColor(hex: 0x9D174D)]
    case .dawn: [RGBAColor(hex: 0xFEF3C7), RGBAColor(hex: 0xFBCFE8)]
    case .midnight, .photo: [RGBAColor(hex: 0x121212)]
    case .paper: [RGBAColor(hex: 0xEFE4CC)]
    case .chalk: [RGBAColor(hex: 0xFFFFFF)]
    }
  }

  /// Dark ink on the light backgrounds, near-white on the dark ones and over the photo's scrim.
  public var ink: RGBAColor {
    switch self {
    case .dawn: RGBAColor(hex: 0x3B0764)
    case .paper: RGBAColor(hex: 0x3B2A1A)
    case .chalk: RGBAColor(hex: 0x1C1C1E)
    case .midnight: RGBAColor(hex: 0xF5F5F5)
    case .dusk, .ocean, .forest, .ember, .photo: .white
    }
  }

  /// Drawn over the photo so the text reads whatever the photo is: over pure white it still leaves the ink and
  /// the author's line above 4.5:1. Nil for the built-in backgrounds, which need none.
  public var scrim: RGBAColor? { self == .photo ? RGBAColor(hex: 0x000000, alpha: 0.6) : nil }

  public var isGradient: Bool { colors.count > 1 }

  /// The background as the card renderer paints it: top to bottom, as the reading view draws it.
  public func paint(in size: Size) -> Paint {
    let colors = colors
    guard colors.count > 1 else { return .solid(colors.first ?? .black) }
    let step = 1 / Double(colors.count - 1)
    return .linearGradient(
      start: Point(x: 0, y: 0), end: Point(x: 0, y: size.height),
      stops: colors.enumerated().map { GradientStop(location: Double($0.offset) * step, color: $0.element) })
  }

  /// The colour at `fraction` (0 top, 1 bottom) of the background, interpolated channel by channel as both
  /// renderers interpolate a linear gradient: what a contrast check must hold at every point, not only the ends.
  public func color(at fraction: Double) -> RGBAColor {
    let colors = colors
    guard let first = colors.first else { return .black }
    guard colors.count > 1 else { return first }
    let position = min(max(fraction, 0), 1) * Double(colors.count - 1)
    let lower = min(Int(position), colors.count - 2)
    let t = position - Double(lower)
    let a = colors[lower]
    let b = colors[lower + 1]
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return RGBAColor(
      red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
  }
}

/// The reading font: faces every iPhone has, and IM FELL English, which QuoteVault bundles with its licence
/// (Apps/QuoteVault/Fonts, as the Bard does); Linux draws each with `FontRole.linuxFamily`.
public enum ReadingFont: String, CaseIterable, Hashable, Sendable, Codable {
  /// Georgia.
  case serif
  /// San Francisco.
  case sans
  /// Marker Felt.
  case handwritten
  /// IM FELL English, bundled.
  case oldStyle

  public var displayName: LocalizedCopy {
    switch self {
    case .serif: LocalizedCopy("quotevault.theme.font.serif", "Serif")
    case .sans: LocalizedCopy("quotevault.theme.font.sans", "Sans Serif")
    case .handwritten: LocalizedCopy("quotevault.theme.font.handwritten", "Handwritten")
    case .oldStyle: LocalizedCopy("quotevault.theme.font.oldStyle", "Old Style")
    }
  }

  public var role: FontRole {
    switch self {
    case .serif: .classicSerif
    case .sans: .system
    case .handwritten: .handwritten
    case .oldStyle: .oldStyleSerif
    }
  }
}

extension QuoteVaultShared {
  /// Reading mode's theme, on this device only: the profile syncs appearance and accent, not this (a photo could
  /// not follow it), so each phone keeps its own.
  public static let readingTheme = StoreKey("quotevault-reading-theme", default: ReadingTheme.standard)
  /// Where reading mode was in each list it reads (`ReadingPositions`), so returning finds the same quote.
  public static let readingPositions = StoreKey("quotevault-reading-positions", default: [String: Int64]())
}
